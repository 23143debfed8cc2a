"""Where the command line's words go in a windowed Windows build, which has no console.

PyInstaller's windowed ``kozel.exe`` (``console=False``, so a double-click opens no black
window) starts with ``sys.stdout`` and ``sys.stderr`` set to ``None``: ``--version``,
``--help`` and a bad option would say nothing.  :func:`attach` gives it the console it was
started from (cmd.exe, PowerShell), if any; :func:`say` shows what is still left without
one in a message box.  On Linux and macOS, and from source, both change nothing.
Nothing here imports pygame.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from kozel_gui import version

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = ["attach", "message_box", "say"]

MB_ICONERROR = 0x10
MB_ICONINFORMATION = 0x40
ATTACH_PARENT_PROCESS = -1


def attach() -> None:
    """A windowed Windows build started from a console writes into that console."""
    if sys.platform != "win32" or sys.stdout is not None:
        return
    import ctypes

    if ctypes.windll.kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
        # CONOUT$ opens as a console file, which takes text of any language.
        sys.stdout = sys.stderr = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115


def say(text: str, file: SupportsWrite[str] | None, *, error: bool = False) -> None:
    """Write ``text`` to ``file``; with no console at all, show it in a message box."""
    if not text:
        return
    if file is not None:
        try:
            file.write(text)
            return
        except (AttributeError, OSError):
            pass
    message_box(text.rstrip("\n"), error=error)


def message_box(text: str, *, error: bool) -> None:
    """A system message box with ``text`` (Windows; elsewhere there is always a stream)."""
    if sys.platform == "win32":
        import ctypes

        title = f"{version.APP_NAME} ({version.APP_NAME_EN})"
        ctypes.windll.user32.MessageBoxW(None, text, title,
                                         MB_ICONERROR if error else MB_ICONINFORMATION)
