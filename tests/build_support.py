"""What the tests of the builds share: running programs, tools that must be there, a virtual
X screen, and reading a desktop entry as a desktop does.

Imported by ``test_frozen.py``, ``test_release.py`` and ``test_packaging.py``.
"""

from __future__ import annotations

import importlib.util
import os
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
# Everything whose change must rebuild the executable before it is trusted.
BUILD_SOURCES = ("main.py", "build.spec", "pyproject.toml", "LICENSE", "docs/BUILD.md",
                 "kozel_gui", "rules", "assets")
RUN_TIMEOUT_S = 60


@cache
def script_module(name: str) -> ModuleType:
    """``scripts/NAME.py`` imported as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def newest_mtime(names: Sequence[str]) -> float:
    """The newest modification time of the files (and the files in the folders) named."""
    newest = 0.0
    for name in names:
        path = ROOT / name
        files = [path] if path.is_file() else path.rglob("*")
        for file in files:
            # Compiled catalogs (.mo) are rewritten by every build: they are not sources.
            if file.is_file() and "__pycache__" not in file.parts and file.suffix != ".mo":
                newest = max(newest, file.stat().st_mtime)
    return newest


def child_env(**extra: str) -> dict[str, str]:
    """This environment for a game run without a window (unless ``extra`` says otherwise)."""
    env = {k: v for k, v in os.environ.items() if k != "KOZEL_ONEDIR"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


def run(command: Sequence[str], timeout: float = RUN_TIMEOUT_S,
        env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``command`` from the repository's root and capture what it says."""
    return subprocess.run(list(command), cwd=ROOT, env=env or child_env(), capture_output=True,
                          text=True, timeout=timeout, check=False)


def explain(done: subprocess.CompletedProcess[str]) -> str:
    """A finished run's status and the ends of its output, for an assertion message."""
    return f"exit {done.returncode}\nstdout:\n{done.stdout[-3000:]}\nstderr:\n{done.stderr[-3000:]}"


def need_tools(*tools: str) -> None:
    """Skip when a tool is missing, except under CI (``.ci/run`` installs them): fail there."""
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if not missing:
        return
    reason = f"{', '.join(missing)} not installed (.ci/run installs them with apt-get)"
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@contextmanager
def xvfb(size: tuple[int, int] = (1280, 720), timeout: float = 15) -> Iterator[str]:
    """A virtual X screen for the duration, as a ``DISPLAY`` value; Xvfb picks a free number."""
    need_tools("Xvfb")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{size[0]}x{size[1]}x24",
         "-nolisten", "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        number = _read_line(read_end, timeout)
        assert number.isdigit(), f"Xvfb did not report a display within {timeout} s"
        yield f":{number}"
    finally:
        os.close(read_end)
        server.terminate()
        server.wait(timeout=10)


def _read_line(fd: int, timeout: float) -> str:
    """What a process writes to ``fd`` up to its first line break, waiting at most ``timeout``."""
    deadline, data = time.monotonic() + timeout, b""
    while b"\n" not in data:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            break
        chunk = os.read(fd, 64)
        if not chunk:
            break
        data += chunk
    return data.decode().strip()


def desktop_entry(path: Path) -> dict[str, str]:
    """The keys of the ``[Desktop Entry]`` group of a .desktop file, values unescaped."""
    entries: dict[str, str] = {}
    group = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            group = line.strip()
        elif group == "[Desktop Entry]":
            key, _, value = line.partition("=")
            entries[key.strip()] = _unescape(value.strip())
    return entries


def _unescape(value: str) -> str:
    """The escapes of a string value: backslash, space, newline, tab, carriage return."""
    out, chars = [], iter(value)
    for ch in chars:
        if ch == "\\":
            nxt = next(chars, "")
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(nxt, ch + nxt))
        else:
            out.append(ch)
    return "".join(out)


def exec_argv(exec_value: str, *, files: Sequence[str] = ()) -> list[str]:
    """The command a desktop runs for an ``Exec`` value (already unescaped as a string).

    The field codes are expanded after the quoting is undone, as the Desktop Entry
    Specification says: ``%f``/``%u`` to the first of ``files``, ``%F``/``%U`` to all,
    ``%%`` to ``%``; ``%i``, ``%c``, ``%k`` are dropped.
    """
    argv: list[str] = []
    for word in _exec_words(exec_value):
        if word in ("%f", "%u"):
            argv += list(files[:1])
        elif word in ("%F", "%U"):
            argv += list(files)
        elif word not in ("%i", "%c", "%k"):
            argv.append(word.replace("%%", "%"))
    return argv


def _exec_words(value: str) -> list[str]:
    """An Exec value split into words: blanks part them, double quotes group them, and
    inside quotes a backslash makes the next ``"`` `` ` `` ``$`` or ``\\`` literal."""
    words: list[str] = []
    word: list[str] = []
    started = quoted = False
    chars = iter(value)
    for ch in chars:
        if quoted:
            if ch == '"':
                quoted = False
            elif ch == "\\":
                nxt = next(chars, "")
                word.append(nxt if nxt in '"`$\\' else ch + nxt)
            else:
                word.append(ch)
        elif ch == '"':
            quoted = started = True
        elif ch in " \t":
            if started:
                words.append("".join(word))
            word, started = [], False
        else:
            word.append(ch)
            started = True
    if quoted:
        raise ValueError(f"Exec: a quote is not closed in {value!r}")
    if started:
        words.append("".join(word))
    return words
