"""The very first start («Кто играет?» with no profile yet), through the real app loop."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from test_storage_faults import namespaces_allowed

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import Fault, folder_fault_words
from rules.i18n import text

HERE = Path(__file__).resolve().parent


def test_back_at_the_first_start_leaves_a_way_to_choose_a_profile(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)
        h.press(tr("common.back"))
        assert isinstance(h.top, MenuScene)
        h.press(tr("profile.title"))  # «Кто играет?» stands where the player's name will
        assert isinstance(h.top, ProfileScene)
        h.type("Маша")
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        assert h.button(tr("profile.current", name="Маша"))


@pytest.mark.skipif(not namespaces_allowed(), reason="user namespaces are not allowed here")
def test_a_first_start_on_a_read_only_folder_keeps_the_new_profile(tmp_path: Path) -> None:
    mount = tmp_path / "disk"
    mount.mkdir()
    script = (f"mount -t tmpfs -o size=1m tmpfs {mount} && mkdir {mount}/data && "
              f"mount -o remount,ro {mount} || exit 9\n"
              f"exec {sys.executable} {HERE / 'read_only_start.py'} {mount}")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONDONTWRITEBYTECODE": "1", "TMPDIR": str(tmp_path)}
    run = subprocess.run(["unshare", "-rm", "sh", "-c", script], capture_output=True,
                         text=True, cwd=HERE.parent, env=env, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.splitlines()[-1])
    assert (seen["first"], seen["after"]) == ("ProfileScene", "MenuScene")
    # She plays as herself for the session, though nothing reached the disk...
    assert seen["playing"] == "Маша" and seen["on_disk_before"] == []
    assert tr("profile.current", name="Маша") in seen["buttons"]
    # ...and was told so once, in words, for everything (not once per kind of file).
    assert seen["told"] == [str(folder_fault_words(Fault.READ_ONLY)),
                            tr("profile.created", name="Маша")]
    # The folder takes files again: the next save (the language) writes her profile too.
    assert seen["on_disk"] == ["Маша"] and seen["playing_at_end"] == "Маша"
    assert seen["told_after"] == [text("uk", "storage.back.all")]  # said as she switched


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_name_typed_is_shown_as_typed_in_every_language(tmp_path: Path, lang: str) -> None:
    from kozel_gui.history import MatchRow
    from kozel_gui.scenes.history import row_cells
    from kozel_gui.scenes.table import TableScene

    try:
        with harness_for(tmp_path, "--lang", lang, first_start=True) as h:
            h.type("Zina")  # reads like the stock «Зина», but it is her own name
            h.key(pygame.K_RETURN)
            h.press(tr("menu.play"))
            table = h.top
            assert isinstance(table, TableScene)
            seat = table.session.setup.humans[0]
            assert table.session.name(seat) == "Zina"
            assert table.session.person(seat).gender is None  # hers to say, not guessed
        row = MatchRow(1, "2026-01-01T10:00", "kozel", ("Zina", "Зина"), "won", None, (0, 0),
                       "Zina", 0, 3, 0)
        assert row_cells(row)[2] == f"Zina, {text(lang, 'name.zina')}"  # the bot's follows
    finally:
        set_language("ru")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_first_screen_is_the_games_own_and_asks_on_its_table(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    from rendered import rendered_strings

    with harness_for(tmp_path, "--lang", "ru", first_start=True) as h:
        h.resize(size)
        scene = h.top
        assert isinstance(scene, ProfileScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(2)
        assert tr("app.title") in seen and tr("profile.title") in seen  # the game's title
        board = scene.board
        assert board is not None
        entry = scene.entry
        assert h.focused is not None and h.focused.key == "#profile_name"
        assert entry.get_text() == "" and entry.placeholder_text == tr("profile.your_name")
        shown = [tr("profile.he"), tr("profile.she"), tr("profile.sit_down")]
        controls = [entry.rect, *(h.button(t).rect for t in shown)]
        assert all(board.contains(r) for r in controls)  # asked on the courtyard table
        assert all(a.collidelist([b for b in controls if b is not a]) < 0 for a in controls)
        back = h.button(tr("common.back")).rect
        assert not back.colliderect(board) and h.app.screen.get_rect().contains(back)
        # The focused empty box still says what it asks for, in the placeholder's colour...
        r = entry.rect  # past the blinking cursor: where the placeholder's words are
        inside = pygame.Rect(r.x + r.h // 4 + 10, r.y + 8, r.w // 3, r.h - 16)
        glyphs = [sum(h.app.screen.get_at((x, y))[:3]) for x in range(inside.left, inside.right)
                  for y in range(inside.top, inside.bottom)]
        assert max(glyphs) > 300
        h.type("Маша")  # ...until the first letter
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)


def test_the_names_problem_goes_once_the_person_types(tmp_path: Path) -> None:
    """P30: «Введите имя.» stayed on the board after a name had been typed."""
    with harness_for(tmp_path, first_start=True) as h:
        scene = h.top
        assert isinstance(scene, ProfileScene)
        h.key(pygame.K_RETURN)  # nothing typed yet
        assert scene.problem == "profile.error_empty"
        h.type("М")
        assert scene.problem is None
        h.type("аша")
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)


def test_a_guest_is_not_asked_again_at_the_next_start(tmp_path: Path) -> None:
    """«Назад» on the first «Кто играет?» is remembered in the settings file (no profile is
    made): the next start opens the menu, whose chooser still makes a profile."""
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)  # a first start asks
        h.press(tr("common.back"))
        assert isinstance(h.top, MenuScene)
    saved = json.loads((tmp_path / "options.json").read_text(encoding="utf-8"))
    assert saved["guest"] is True
    assert not (tmp_path / "profiles.json").exists()
    with harness_for(tmp_path, first_start=True) as again:
        assert isinstance(again.top, MenuScene)  # straight to the menu
        assert [type(s).__name__ for s in again.app.stack.scenes] == ["MenuScene"]
        again.press(tr("profile.title"))
        assert isinstance(again.top, ProfileScene)
        again.type("Маша")
        again.key(pygame.K_RETURN)
        assert isinstance(again.top, MenuScene)
        assert again.button(tr("profile.current", name="Маша"))
