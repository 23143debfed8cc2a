"""Starting the game: the command line, fresh catalogs, the app's run, and a crash's report.

The crash handler is imported up front: after an upgrade the files of this run may no
longer be there to import it from (a crash must always leave its report).
"""

from __future__ import annotations

import os
import sys

from kozel_gui import cli, console, crash
from kozel_gui.app import App
from kozel_gui.i18n import catalogs

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Start the game; returns the exit status (1 after a crash, with a report written)."""
    console.attach()  # a windowed Windows build started from cmd.exe prints there
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == [cli.SERVE]:  # the headless network host, in the one-file game too
        from kozel_net.cli import main as serve

        return serve(words, prog=f"{os.path.basename(sys.argv[0]) or 'kozel'}")
    args = cli.parse_args(argv)
    cli.prepare_environment(args)
    catalogs.refresh()  # from source after a pull: no old .mo lacking the new strings
    app: App | None = None
    try:
        app = App(args)
        return app.run()
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # e.g. ``--log-moves | head``: the reader left, nothing broke
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as error:
        path = crash.write_crash_report(app, args, error)
        print(f"Домино «Козёл» crashed: {error!r}\nThe report is in {path}", file=sys.stderr,
              flush=True)
        if app is not None and crash.is_seen(args):
            crash.show_crash(app, path, error)
        crash.close_window()  # no window left frozen while the process ends
        return 1
