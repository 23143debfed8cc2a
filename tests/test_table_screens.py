"""Every table state at 1024×600 and 1920×1080: screenshots, and no text leaves its box.

Texts are measured as they are drawn (``theme.recording``): each one's rectangle must
lie on the screen and inside the box it belongs to (a plate, a sheet cell, a button, a
panel); a name is cut only when it cannot fit even smaller and on two lines.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import click_tile, scripted, scripted_moves, settle, table_app, top

from kozel_gui.app import App
from kozel_gui.assets import font
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.hud import NAME_PX
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.summary import READY_S, RoundSummaryScene
from kozel_gui.table.theme import Ink, recording
from rules import ScoreSheet, find_preset

SIZES = [(1024, 600), (1920, 1080)]
FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]


def measured(app: App, shot: Path) -> list[Ink]:
    """One frame of the real loop, its texts measured and the picture saved."""
    with recording() as log:
        run_frames(app, 1)
    pygame.image.save(app.screen, str(shot))
    return log


def assert_nothing_clipped(app: App, log: list[Ink], what: str) -> None:
    screen = app.screen.get_rect()
    assert log, f"{what}: no text drawn"
    for ink in log:
        assert screen.contains(ink.rect), f"{what}: {ink.text!r} ({ink.role}) leaves the screen"
        if ink.within is not None:
            assert ink.within.inflate(2, 2).contains(ink.rect), \
                f"{what}: {ink.text!r} ({ink.role}) leaves its box {ink.within} at {ink.rect}"
        if ink.role == "plate.name" and ink.text.endswith("…"):
            full = ink.text[:-1]
            assert font(NAME_PX[-1], True).size(full + "x")[0] > ink.within.w \
                if ink.within else True, \
                f"{what}: {ink.text!r} cut with room to spare"


def _states(app: App, table: TableScene) -> dict[str, Callable[[], None]]:
    """Steps that bring the scripted round to each state, in order."""
    def choose() -> None:
        settle(app, table)
        click_tile(app, table, "1:2")
        settle(app, table)
        click_tile(app, table, "1:4")  # fits both ends: the prompt names them

    def refused() -> None:
        click_tile(app, table, "1:4")  # unselect
        click_tile(app, table, "0:5")

    def help_open() -> None:
        key(app, pygame.K_F1, frames=1)

    def help_closed_knock() -> None:
        key(app, pygame.K_F1, frames=1)
        scripted_moves(table, FISH[2:10])
        table.model.relayout()
        settle(app, table)

    def undo_question() -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                             mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
        run_frames(app, 1)

    def words() -> None:
        key(app, pygame.K_n, frames=1)  # no, keep playing
        key(app, pygame.K_k, frames=2)

    def summary() -> None:
        for _ in range(400):
            if isinstance(top(app), RoundSummaryScene):
                break
            run_frames(app, 1)
        run_frames(app, round(READY_S * 60) + 2)

    return {"choose": choose, "refused": refused, "help": help_open,
            "knock": help_closed_knock, "undo-question": undo_question, "words": words,
            "summary": summary}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_state_of_a_round_fits(tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "1", size=size)
    click(app, (20, 300), frames=1)
    for name, step in _states(app, table).items():
        step()
        log = measured(app, tmp_path / f"{name}.png")
        assert_nothing_clipped(app, log, f"{name} at {size}")
        if name == "choose":
            message = [i.text for i in log if i.role == "message"]
            assert message == ["Куда положить: к единице или к четвёрке?"]
        if name == "help":
            assert sum(1 for i in log if i.role == "help") >= 20
            # It says how it goes away (P31: nothing on it did), inside its panel.
            assert [i.text for i in log if i.role == "help.close"] == [
                "Любая клавиша или щелчок — закрыть"]
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_players_with_long_names_and_the_match_over_fit(tmp_path: Path,
                                                             size: tuple[int, int]) -> None:
    kozel = find_preset("kozel")
    seats = (SeatSetup("Вы", human=True), SeatSetup("Сова", personality="owl"),
             SeatSetup("Кот", personality="kitten"), SeatSetup("Михалыч", bot="medium"))
    app, table = table_app(tmp_path, MatchSetup(kozel, seats, 3), None, "--speed", "1",
                           size=size)
    for _ in range(90):
        run_frames(app, 1)  # the deal is flying: plates and bazaar mid-deal
    log = measured(app, tmp_path / "deal.png")
    assert_nothing_clipped(app, log, f"deal at {size}")
    names = {i.text for i in log if i.role == "plate.name"}
    assert {"Профессор Сова", "Котёнок Мурзик"} <= names or \
        {"Профессор", "Сова", "Котёнок", "Мурзик"} <= names, names  # whole, never cut
    settle(app, table)
    log = measured(app, tmp_path / "play.png")
    assert_nothing_clipped(app, log, f"play at {size}")
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    log = measured(app, tmp_path / "over.png")
    assert_nothing_clipped(app, log, f"match over at {size}")
    assert any(i.role == "over.why" for i in log)  # rating points explained
    app.close()


def test_the_plates_say_nothing_of_tiles_before_the_deal_lands(tmp_path: Path) -> None:
    app, _table = scripted(tmp_path, "--speed", "1")
    log = measured(app, tmp_path / "first.png")
    assert not [i.text for i in log if i.role in ("plate.sub", "plate.badge")], \
        "a count shown before a single tile landed"
    click(app, (20, 300), frames=1)
    log = measured(app, tmp_path / "dealt.png")
    assert sorted(i.text for i in log if i.role == "plate.sub") == ["3 кости", "3 кости"]
    app.close()


def test_the_turn_marker_waits_while_the_bots_tile_flies(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, "--speed", "1")
    click(app, (20, 300), frames=1)
    settle(app, table)
    click_tile(app, table, "1:2", frames=1)
    for _ in range(300):  # the bot thinks, then its tile flies to the line
        run_frames(app, 1)
        if table.session.round.ply == 2 and table.anim.busy:
            break
    assert table.session.round.to_move == 0 and table.anim.busy
    active = [p.seat for p in table.view().plates if p.active]
    assert active == [1], "the person's plate lit while the bot's tile is still flying"
    settle(app, table)
    assert [p.seat for p in table.view().plates if p.active] == [0]
    app.close()


def test_the_chosen_tiles_ends_pulse(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, "--speed", "1")
    click(app, (20, 300), frames=1)
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    click_tile(app, table, "1:4")
    target = table.view().targets[0]
    x, y = (round(v) for v in target.box.center)
    seen = set()
    for _ in range(40):
        run_frames(app, 1)
        seen.add(tuple(app.screen.get_at((x, y))[:3]))
    assert len(seen) > 3, "the open end does not pulse"
    app.close()


def test_help_is_one_key_away_and_listed_in_help_text(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    key(app, pygame.K_F1, frames=1)
    assert table.view().help
    key(app, pygame.K_F1, frames=1)
    assert not table.view().help
    key(app, pygame.K_SLASH, unicode="?", frames=1)
    assert table.view().help
    key(app, pygame.K_x, frames=1)  # any other key closes it
    assert not table.view().help
    app.close()
    from kozel_gui.cli import build_parser

    text = build_parser().format_help()
    for keys in ("F1", "Ctrl+Z", "PgUp", "Esc"):
        assert keys in text


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_key_help_lists_every_key_the_table_answers_as_help_does(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """F1's list names F11, Tab/Shift+Tab, Home/End and PgUp/PgDn (issue 18: they worked
    but no help said so), each on a line of its own that does not run into the next; and
    ``--help``'s «keys at the table» is the same list, entry for entry."""
    from kozel_gui.cli import build_parser
    from kozel_gui.i18n import tr
    from kozel_gui.table.keys import help_keys, help_lines
    from rules import i18n

    app, table = scripted(tmp_path, size=size)
    settle(app, table)
    key(app, pygame.K_F1, frames=1)
    with recording() as log:
        run_frames(app, 1)
    drawn = [i for i in log if i.role == "help"][1:]  # the title first
    keys = [i.text for i in drawn[0::2]]
    assert keys == [k for k, _ in help_lines(tr, help_keys(table.session.round.rules))]
    for wanted in ("F11", "Tab, Shift+Tab", "Home, End", "PgUp, PgDn", "F1"):
        assert any(k.startswith(wanted) for k in keys), (wanted, keys)
    rows = [pygame.Rect(i.rect) for i in drawn[0::2]]
    assert all(a.bottom <= b.top for a, b in pairwise(rows)), rows
    assert_nothing_clipped(app, log, "help")
    app.close()
    epilog = build_parser().format_help().split("keys at the table:\n", 1)[1]
    english = help_lines(lambda k: i18n.text("en", k))
    keys_part = epilog.split("\n\n", 1)[0]  # then the headless host's line (`serve`)
    listed = [line.strip() for line in keys_part.splitlines() if line.strip()]
    assert len(listed) == len(english) == len(keys) + 1  # every game's: Osel's aside too
    for line, (k, what) in zip(listed, english, strict=True):
        assert line.startswith(k) and line.endswith(what), (line, k, what)


def test_the_last_round_with_a_goat_shows_the_celebration(tmp_path: Path) -> None:
    sheet = ScoreSheet(find_preset("kozel"), 2)
    out = sheet.record(points=[99, 0], ended="out", by=1)
    sheet = out if isinstance(out, ScoreSheet) else sheet
    app, table = scripted(tmp_path, "--speed", "1", sheet=sheet)
    scripted_moves(table, FISH)
    for _ in range(600):
        if isinstance(top(app), RoundSummaryScene) and top(app).ready:
            break
        run_frames(app, 1)
    key(app, pygame.K_SPACE, frames=2)
    assert isinstance(top(app), MatchOverScene)
    frames = []
    for _ in range(20):
        run_frames(app, 1)
        frames.append(pygame.image.tobytes(app.screen, "RGB"))
    assert len(set(frames)) > 10, "the goat screen stands still"
    app.close()
