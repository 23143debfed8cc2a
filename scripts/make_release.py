"""Pack the Linux release archive: ``python scripts/make_release.py`` (what ``make release`` runs).

Builds the one-folder game from ``build.spec`` (``KOZEL_ONEDIR=1``) under
``build/release/``, stages ``kozel-VERSION/`` around it and packs it as
``dist/kozel-VERSION-linux-ARCH.tar.gz``.  Beside the program (``kozel`` and
``_internal/``) the archive holds the menu entry, the icons in every freedesktop size,
the AppStream metadata with the releases of ``CHANGELOG.md``, ``install.sh`` and
``uninstall.sh``, a short README and ``LICENSES/``.  The files come from
``packaging/linux/``; ``--program DIR`` packs an existing one-folder build instead of
building one.  Windows and macOS have their own recipes (docs/BUILD.md).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kozel_gui.version import APP_ID, version  # noqa: E402

LINUX = ROOT / "packaging" / "linux"
CHANGELOG = ROOT / "CHANGELOG.md"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
RELEASES_IN_METAINFO = 10
# Licence texts inside the one-folder build, gathered into LICENSES/ at the top.
LICENCE_FOLDERS = ("_internal/licenses", "_internal/assets/LICENSES",
                   "_internal/pygame_gui/data/licenses")
LICENCE_FILES = ("_internal/assets/ATTRIBUTION.md",)
HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\d{4}-\d{2}-\d{2})\s*$")


@dataclass(frozen=True)
class Release:
    """One dated section of CHANGELOG.md: its version, date, paragraphs and list items."""

    version: str
    date: str
    paragraphs: tuple[str, ...]
    items: tuple[str, ...]


def _plain(markdown: str) -> str:
    """Markdown inline marks dropped: `code`, **bold**, [text](link)."""
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown)
    return re.sub(r"[`*]", "", text).strip()


def changelog_releases(text: str) -> list[Release]:
    """The dated sections of a changelog, newest first (``Unreleased`` is not one)."""
    releases: list[Release] = []
    current: dict[str, list[str]] | None = None
    head: re.Match[str] | None = None

    def close() -> None:
        if head is not None and current is not None:
            releases.append(Release(head["version"], head["date"],
                                    tuple(current["p"]), tuple(current["li"])))

    for line in text.splitlines():
        if line.startswith("## "):
            close()
            head, current = HEADING.match(line), {"p": [], "li": []}
        elif current is None or line.startswith("#") or not line.strip():
            continue
        elif line.startswith("- "):
            current["li"].append(_plain(line[2:]))
        elif line.startswith("  ") and current["li"]:
            current["li"][-1] += " " + _plain(line)
        else:
            current["p"].append(_plain(line))
    close()
    return releases


def releases_xml(releases: list[Release]) -> str:
    """AppStream ``<releases>`` for the newest releases."""
    out = ["  <releases>"]
    for r in releases[:RELEASES_IN_METAINFO]:
        out.append(f'    <release version="{escape(r.version)}" date="{r.date}">')
        if r.paragraphs or r.items:
            out.append("      <description>")
            out += [f"        <p>{escape(p)}</p>" for p in r.paragraphs]
            if r.items:
                out += ["        <ul>", *(f"          <li>{escape(i)}</li>" for i in r.items),
                        "        </ul>"]
            out.append("      </description>")
        out.append("    </release>")
    out.append("  </releases>")
    return "\n".join(out)


def metainfo(template: str, releases: list[Release]) -> str:
    """The metainfo of ``packaging/linux`` with the releases added before its end."""
    head, end, tail = template.rpartition("</component>")
    if not end:
        raise SystemExit("make_release: the metainfo template has no </component>")
    return f"{head.rstrip()}\n\n{releases_xml(releases)}\n{end}{tail}"


def build_program(work: Path) -> Path:
    """Run PyInstaller on build.spec as a one-folder build; the folder holding ``kozel``."""
    env = {**os.environ, "KOZEL_ONEDIR": "1"}
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(work / "dist"), "--workpath", str(work / "work"),
                    str(ROOT / "build.spec")], cwd=ROOT, env=env, check=True)
    return work / "dist" / "kozel"


def _write_icons(share: Path) -> None:
    """The icon of scripts/make_icon.py in every size a menu may ask for."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from make_icon import png_bytes, render

    for size in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        (folder / f"{APP_ID}.png").write_bytes(png_bytes(render(size)))


def _gather_licences(top: Path) -> None:
    target = top / "LICENSES"
    target.mkdir()
    files = [f for folder in LICENCE_FOLDERS for f in sorted((top / folder).glob("*"))]
    files += [top / name for name in LICENCE_FILES]
    missing = [str(f.relative_to(top)) for f in files if not f.is_file()]
    if not (top / LICENCE_FOLDERS[0]).is_dir() or missing:
        raise SystemExit(f"make_release: not a build of build.spec (licences missing: {missing})")
    for file in files:
        if (target / file.name).exists():
            raise SystemExit(f"make_release: two licence files named {file.name}")
        shutil.copy2(file, target / file.name)


def stage(program: Path, work: Path, ver: str, releases: list[Release]) -> Path:
    """``work/kozel-VER/``: the program and everything the archive holds beside it."""
    if not (program / "kozel").is_file():
        raise SystemExit(f"make_release: no one-folder build in {program} (kozel missing)")
    top = work / f"kozel-{ver}"
    if top.exists():
        shutil.rmtree(top)
    shutil.copytree(program, top, symlinks=True)
    share = top / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(LINUX / f"{APP_ID}.desktop", share / "applications")
    (share / "metainfo").mkdir()
    template = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(
        metainfo(template, releases), encoding="utf-8")
    _write_icons(share)
    for script in ("install.sh", "uninstall.sh"):
        text = (LINUX / script).read_text(encoding="utf-8")
        # install.sh installs into a folder named after the version it carries.
        (top / script).write_text(text.replace("@VERSION@", ver), encoding="utf-8")
        (top / script).chmod(0o755)
    shutil.copy2(LINUX / "README.txt", top / "README.txt")
    _gather_licences(top)
    return top


def _normalised(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """No builder's user names or ids in the archive; unpacked files belong to whoever unpacks."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def pack(top: Path, archive: Path) -> Path:
    """``top`` as a gzipped tar with ``top``'s name as its one top folder."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    partial = archive.with_name(archive.name + ".partial")
    with tarfile.open(partial, "w:gz", compresslevel=9) as tar:
        tar.add(top, arcname=top.name, filter=_normalised)
    os.replace(partial, archive)
    return archive


def archive_name(ver: str) -> str:
    """``kozel-0.1.0-linux-x86_64.tar.gz``."""
    return f"kozel-{ver}-linux-{platform.machine().lower() or 'unknown'}.tar.gz"


def main(argv: list[str] | None = None) -> int:
    """Build (unless ``--program``), stage and pack; prints the archive's path."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", type=Path, help="an existing one-folder build to pack")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "release",
                        help="where to build and stage (default: build/release)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist",
                        help="where the archive goes (default: dist)")
    parser.add_argument("--archive-name", action="store_true",
                        help="print the archive's path (for make) and do nothing else")
    args = parser.parse_args(argv)
    if args.archive_name:
        print(args.out / archive_name(version()))
        return 0
    if not sys.platform.startswith("linux"):
        parser.error("this packs the Linux archive; Windows and macOS: see docs/BUILD.md")
    ver = version()
    releases = changelog_releases(CHANGELOG.read_text(encoding="utf-8"))
    if ver not in {r.version for r in releases}:
        parser.error(f"CHANGELOG.md has no dated section for {ver}: write it before releasing")
    args.work.mkdir(parents=True, exist_ok=True)
    program = args.program or build_program(args.work)
    top = stage(program, args.work, ver, releases)
    archive = pack(top, args.out / archive_name(ver))
    print(f"{archive} ({archive.stat().st_size / 1e6:.1f} MB); staged in {top}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
