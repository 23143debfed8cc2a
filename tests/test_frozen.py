"""The double-click game: the PyInstaller one-file build, run as a player would run it.

The ``frozen`` tests build ``build.spec`` into a temporary folder (about 20-40 s)
unless ``dist/kozel`` is a one-file build newer than every source file, then run
the executable headless: a demo round, the same screenshot as from source, the
start-up, a crash report and the bundle's contents.  They are left out of plain
``make test`` (``-m "not frozen"`` in pyproject.toml); ``make test-frozen`` runs them
with the release archive's tests, and ``.ci/run`` runs both.  The icon checks at the
end are quick and always run.
"""

from __future__ import annotations

import json
import struct
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from build_support import BUILD_SOURCES, ROOT, child_env, explain, newest_mtime, run

from kozel_gui.cli import version_line
from kozel_gui.version import version, version_tuple

EXE_NAME = "kozel.exe" if sys.platform == "win32" else "kozel"
BUILD_TIMEOUT_S = 150
SIZE_LIMIT_MB = 25.0
DEMO = ("--demo", "--headless", "--speed", "0", "--seed", "3")

frozen = pytest.mark.frozen


@dataclass(frozen=True)
class Build:
    """The executable under test and the PyInstaller work folder it came from."""

    exe: Path
    workdir: Path


def _exe_in(dist: Path) -> Path:
    if sys.platform == "darwin":  # the spec always builds a folder (and Kozel.app) on macOS
        return dist / "kozel" / EXE_NAME
    return dist / EXE_NAME


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    """``dist/kozel`` if it is a fresh one-file build, else a new build in a temp folder."""
    existing = _exe_in(ROOT / "dist")
    if existing.is_file() and existing.stat().st_mtime > newest_mtime(BUILD_SOURCES):
        yield Build(existing, ROOT / "build" / "build")
        return
    out = tmp_path_factory.mktemp("pyinstaller")
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(out / "dist"), "--workpath", str(out / "work"), str(ROOT / "build.spec"),
    ]  # fmt: skip
    done = subprocess.run(
        command, cwd=ROOT, env=child_env(), capture_output=True, text=True,
        timeout=BUILD_TIMEOUT_S, check=False,
    )  # fmt: skip
    assert done.returncode == 0, f"PyInstaller failed:\n{done.stdout}\n{done.stderr}"
    yield Build(_exe_in(out / "dist"), out / "work" / "build")


def _pixels(path: Path) -> tuple[tuple[int, int], bytes]:
    import pygame

    surface = pygame.image.load(str(path))
    return surface.get_size(), pygame.image.tobytes(surface, "RGB")


@frozen
def test_frozen_demo_round_exits_cleanly(build: Build, tmp_path: Path) -> None:
    """A whole demo round in the frozen game ends with status 0 and writes only to --data-dir."""
    done = run([str(build.exe), *DEMO, "--rounds", "1", "--data-dir", str(tmp_path)])
    assert done.returncode == 0, explain(done)
    assert not list(tmp_path.glob("crash-*")), explain(done)


@frozen
def test_frozen_screenshot_matches_source(build: Build, tmp_path: Path) -> None:
    """Same seed, instant speed, same frame count: the frozen build draws the same pixels.

    A headless instant run waits for every bot move, so a seeded run is the same frame by
    frame on any machine: one pair of runs decides.
    """
    shots = {}
    for kind, program in {"source": [sys.executable, str(ROOT / "main.py")],
                          "frozen": [str(build.exe)]}.items():
        shot, data = tmp_path / f"{kind}.png", tmp_path / f"data-{kind}"
        command = [*program, *DEMO, "--frames", "40", "--screenshot", str(shot)]
        done = run([*command, "--data-dir", str(data)])
        assert done.returncode == 0, f"{kind}: {explain(done)}"
        shots[kind] = _pixels(shot)
    assert shots["frozen"][0] == shots["source"][0]
    assert shots["frozen"][1] == shots["source"][1], f"different pixels (see {tmp_path})"


@frozen
def test_frozen_reports_its_start_up(build: Build, tmp_path: Path) -> None:
    """The frozen game reaches its first frame and reports the time it took (the figure
    itself is a benchmark: ``benchmarks/bench_startup.py``)."""
    done = run([str(build.exe), *DEMO, "--frames", "1", "--stats", "--data-dir", str(tmp_path)])
    assert done.returncode == 0, explain(done)
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(stats["startup_s"], float) and stats["startup_s"] > 0, stats


@frozen
def test_frozen_reports_its_version(build: Build) -> None:
    """``kozel --version`` says pyproject.toml's version: the bundle carries it, no metadata."""
    done = run([str(build.exe), "--version"])
    assert done.returncode == 0, explain(done)
    assert done.stdout.strip() == version_line(), explain(done)


@frozen
def test_frozen_crash_writes_a_report(build: Build, tmp_path: Path) -> None:
    """An unexpected error: exit status 1, a report in the data folder, its path told to the player."""
    data = tmp_path / "data"
    help_text = run([str(build.exe), "--help"]).stdout
    if "--crash-test" in help_text:
        trigger = ["--crash-test"]
    else:
        # No hidden crash switch: make saving the screenshot fail (its folder is a file).
        blocker = tmp_path / "not-a-folder"
        blocker.write_text("x", encoding="utf-8")
        trigger = ["--screenshot", str(blocker / "shot.png")]
    done = run([str(build.exe), *DEMO, "--frames", "2", "--data-dir", str(data), *trigger])
    assert done.returncode == 1, explain(done)
    reports = list(data.glob("crash-*.txt"))
    assert len(reports) == 1, explain(done)
    assert str(reports[0]) in done.stderr, "the player is not told where the report is"
    text = reports[0].read_text(encoding="utf-8")
    for needle in ("Traceback", version(), "seed: 3", "rules: {"):
        assert needle in text, f"{needle!r} missing from the crash report:\n{text}"


@frozen
def test_frozen_bundle_is_complete_and_slim(build: Build) -> None:
    """Every run-time asset and licence and the network's modules are inside; numpy,
    tkinter, tests, Babel (build time only) and CJK fonts are not."""
    if sys.platform == "darwin":
        pytest.skip("the macOS build is a folder, not a one-file archive")
    from PyInstaller.archive.readers import (  # type: ignore[import-untyped]
        pkg_archive_contents,
    )

    names = set(pkg_archive_contents(str(build.exe)))
    wanted = {
        f"assets/{p.relative_to(ROOT / 'assets').as_posix()}"
        for p in (ROOT / "assets").rglob("*")
        if p.is_file() and p.suffix not in (".ico", ".icns", ".po")
    }
    assert wanted - names == set()
    catalogs = {n for n in names if n.startswith("assets/locale/")}
    assert {n.split("/")[2] for n in catalogs if n.endswith(".mo")} == {"ru", "uk", "en"}
    assert not [n for n in catalogs if n.endswith(".po")], "catalog sources are bundled"
    licences = {
        "pygame_gui/data/licenses/NotoSans-LICENSE.txt",
        "pygame_gui/data/licenses/FiraCode-LICENSE.txt",
        "licenses/python-PSF.txt",
        "licenses/pygame-ce-LGPL-2.1.txt",
        "licenses/pygame-gui-MIT.txt",
        "licenses/python-i18n-MIT.txt",
        "licenses/platformdirs-MIT.txt",
        "licenses/typing_extensions-PSF.txt",
        "licenses/BUILD.md",
        "licenses/kozel-MIT.txt",
    }
    assert licences <= names
    assert "pyproject.toml" in names, "the version's one source is not inside"
    for module in ("rules", "kozel_gui", "kozel_gui.app", "pygame_gui", "platformdirs",
                   "kozel_net.local", "asyncio", "websockets.asyncio.client", "zeroconf"):
        assert module in names, module
    unwanted = [
        n for n in names
        if n.split(".")[0] in ("numpy", "tkinter", "unittest", "pydoc", "doctest", "test", "babel")
        or "NotoSansJP" in n or "NotoSansSC" in n or "NotoSansKR" in n or "NotoSansArabic" in n
    ]  # fmt: skip
    assert unwanted == []
    size_mb = build.exe.stat().st_size / 1e6
    assert size_mb <= SIZE_LIMIT_MB, f"{size_mb:.1f} MB"


@frozen
def test_frozen_version_resource_parses(build: Build) -> None:
    """The Windows version resource the spec writes evaluates and carries the game's version."""
    text_file = build.workdir / "kozel_version_info.txt"
    if not text_file.is_file():
        pytest.skip(f"no PyInstaller work folder at {build.workdir}")
    seen: list[tuple[str, tuple[object, ...]]] = []

    def record(kind: str) -> object:
        def make(*args: object, **kwargs: object) -> tuple[str, tuple[object, ...]]:
            seen.append((kind, (*args, *kwargs.values())))
            return (kind, args)

        return make

    kinds = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")  # fmt: skip
    eval(text_file.read_text(encoding="utf-8"), {k: record(k) for k in kinds})
    assert ("StringStruct", ("ProductVersion", version())) in seen
    fixed = next(args for kind, args in seen if kind == "FixedFileInfo")
    assert fixed[0] == version_tuple()


# -- quick checks (not frozen): the icon the build embeds ---------------------------------


def test_icon_files_hold_every_size() -> None:
    """The committed icons: a 256 px PNG, an ICO with 16..256 px, an ICNS with PNG entries."""
    icon = ROOT / "assets" / "icon"
    png = (icon / "kozel.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", png[16:24]) == (256, 256)

    ico = (icon / "kozel.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, _h, _c, _r, _planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        assert bpp == 32 and offset + length <= len(ico)
        sizes.append(w or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]

    icns = (icon / "kozel.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kinds.append(icns[pos : pos + 4])
        assert icns[pos + 8 : pos + 16] == png[:8], "every ICNS entry is a PNG"
        pos += struct.unpack(">I", icns[pos + 4 : pos + 8])[0]
    assert pos == len(icns)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(kinds)


@frozen
def test_frozen_game_hosts_a_network_table(build: Build, tmp_path: Path) -> None:
    """``kozel serve ...`` from the built game (asyncio, websockets and ssl inside it) hosts a
    table where two independent clients play a whole match to its end."""
    from independent_table import Host, play_match
    from independent_table import run as run_scenario

    with Host(tmp_path / "state", "--preset", "kozel", "--players", "2", "--seed", "7",
              "--matches", "1", program=[str(build.exe)], deadline=60.0) as host:
        clients = run_scenario(play_match(host.url, host.code, 2), limit=90.0)
    assert [c.closed.code if c.closed else None for c in clients] == [1000, 1000]
    assert any("all matches played" in line for line in host.output), host.output
