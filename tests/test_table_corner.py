"""The mouse's way to the pause menu, the hint and the key help, and seats that never share
a name (a playtest found «Зина» playing against a bot «Зина»)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import KOZEL, hinted, press_button, scripted, settle, table_app, top

from kozel_gui.i18n import set_language, tr, tr_about
from kozel_gui.options import MatchSetup, SeatSetup, default_setup
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.table.coach import advise
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.summary import READY_S
from kozel_gui.table.view import CORNER
from rules import ScoreSheet


def test_menu_button_opens_the_pause_menu(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    press_button(app, table, "menu")
    assert isinstance(top(app), PauseScene)


def test_help_button_opens_the_key_help_and_a_click_closes_it(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    press_button(app, table, "help")
    assert table.model.help
    press_button(app, table, "help")
    assert not table.model.help


def test_hint_button_lifts_the_hinted_tile_in_turn_and_says_why_not_out_of_turn(
        tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    press_button(app, table, "hint")
    hinted(app, table)
    m = table.model
    assert m.control.selected is not None and m.note is not None
    advice = advise(m, m.viewer)
    assert m.hand()[m.control.selected] == advice.move.tile and str(m.note[0]) == advice.text
    table.session.apply(table.session.round.legal_moves()[0])  # now the bot is to move
    m.refresh()
    said: list[str] = []
    notify = m.notify
    m.notify = lambda text: (said.append(str(text)), notify(text))[1]  # type: ignore[method-assign]
    press_button(app, table, "hint", frames=1)  # (the bot's move then clears the note)
    assert said == [tr("table.hint_wait")]


def test_corner_buttons_are_in_tab_order_but_never_the_first_focus(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    keys = [i.key for i in table.focusables()]
    assert [k for k in keys if k in CORNER] == list(CORNER)
    assert table.default_focus(table.focusables()) is None  # Enter is for the tiles
    key(app, pygame.K_TAB)
    current = table.focus.current()
    assert current is not None and current.key in CORNER


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_corner_buttons_stay_on_the_cloth_clear_of_plates_hands_and_line(
        tmp_path: Path, size: tuple[int, int], players: int) -> None:
    app, table = table_app(tmp_path, default_setup(players), None, size=size)
    settle(app, table)
    m = table.model
    corner = [b.rect for b in m.hits.buttons if b.key in CORNER]
    assert len(corner) == 3
    lay = m.layout
    for r in corner:
        assert r.x >= 0 and r.right <= lay.sheet.x and r.y >= 0
        # where the line's tiles go, unless the tiles keep clear of it (with no east seat
        # the field reaches the cloth's top right corner: the bazaar no longer fills it)
        assert not _overlap(r, lay.field) or any(k.contains(r) for k in lay.keepout), r
        for place in lay.seats.values():
            for box in (place.plate, place.fan_area):
                assert not _overlap(r, box), (r, place)


def _overlap(a: object, b: object) -> bool:
    ax, ay, aw, ah = a  # type: ignore[misc]
    bx, by, bw, bh = b  # type: ignore[misc]
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def test_bots_never_take_a_persons_name() -> None:
    for name in ("Зина", "зина", "Zina", "Михалыч"):
        setup = default_setup(4, human_name=name)
        names = [s.name for s in setup.seats]
        assert names[0] == name
        shown = {n.casefold() for n in names}
        assert len(shown) == 4, names
        assert "zina" not in shown or name.casefold() in ("зина", "zina")


def test_a_bot_named_like_a_person_is_renamed_with_a_stock_gender() -> None:
    seats = (SeatSetup("Петрович", bot="hard"), SeatSetup("петрович", human=True))
    setup = MatchSetup(default_setup(2).rules, seats)
    assert setup.seats[1].name == "петрович"
    assert setup.seats[0].name not in ("Петрович", "петрович")
    assert setup.seats[0].bot == "hard" and setup.seats[0].gender is None


def test_the_kids_table_has_no_corner_words(tmp_path: Path) -> None:
    from test_kids_table import kids_table

    app, _home, table = kids_table(tmp_path, 3)
    run_frames(app, 3)
    assert not [b for b in table.model.hits.buttons if b.key in CORNER]


def test_corner_labels_in_every_language() -> None:
    try:
        for lang in ("ru", "uk", "en"):
            set_language(lang)
            for k in CORNER:
                assert tr(f"table.corner_{k}") != f"table.corner_{k}"
    finally:
        set_language("ru")


def _goat_sheet(goat: int) -> ScoreSheet:
    sheet = ScoreSheet(KOZEL, 2)
    for _ in range(2):
        points = [60, 0] if goat == 0 else [0, 60]
        out = sheet.record(points=points, ended="out", by=1 - goat)
        assert isinstance(out, ScoreSheet)
        sheet = out
    assert sheet.goat == goat
    return sheet


@pytest.mark.parametrize("goat", [0, 1])
def test_match_over_starts_on_the_menu_and_cheers_only_the_winners(
        tmp_path: Path, goat: int) -> None:
    app, table = scripted(tmp_path, sheet=_goat_sheet(goat))  # the person sits at side 0
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    current = over.focus.current()
    assert current is not None and current.key == "menu"
    assert over._celebrates() is (goat == 1)


def test_the_arithmetic_ends_in_its_total_and_a_pair_agrees_as_a_pair() -> None:
    from kozel_gui.table.arithmetic import side_sum
    from rules.i18n import Gender, Person

    sheet = ScoreSheet(KOZEL, 2)
    for points in ([5, 0], [20, 0]):
        out = sheet.record(points=points, ended="out", by=1)
        assert isinstance(out, ScoreSheet)
        sheet = out
    zina = side_sum(KOZEL, sheet.rows[-1], 0, Person("Зина", Gender.FEMALE))
    assert (zina.terms, zina.result) == ("на руках 20 + запомненные 5 = 25", "записала 25")
    pair = side_sum(KOZEL, sheet.rows[0], 0, Person("Михалыч и Зина", plural=True))
    assert pair.result == "запомнили +5"
    try:
        set_language("en")
        assert tr_about("table.over_goat", Person("Mikhalych and Zina", plural=True)) == \
            "Mikhalych and Zina are the goats!"
    finally:
        set_language("ru")


def test_a_lone_double_says_so_in_words() -> None:
    from kozel_gui.table.arithmetic import hand_note
    from rules import Tile

    assert hand_note(KOZEL, [Tile.parse("0:0")]) == f"только 0–0: {KOZEL.zero_zero_alone}"
    assert hand_note(KOZEL, [Tile.parse("1:2")]) is None


def test_a_lone_seats_own_hand_is_not_said_twice_on_its_line() -> None:
    from kozel_gui.table.arithmetic import side_sum
    from rules.i18n import Gender, Person

    sheet = ScoreSheet(KOZEL, 2)
    out = sheet.record(points=[5, 0], ended="out", by=1)
    assert isinstance(out, ScoreSheet)
    zina = Person("Зина", Gender.FEMALE)
    alone = side_sum(KOZEL, out.rows[0], 0, zina, own=5)
    assert (alone.terms, alone.result) == ("", "запомнила +5"), "«5 очков в руке» says it already"
    assert side_sum(KOZEL, out.rows[0], 0, zina).terms == "на руках 5"
    assert side_sum(KOZEL, out.rows[0], 0, zina, own=4).terms == "на руках 5"


def test_points_remembered_again_show_the_sum_the_sheet_shows() -> None:
    """P31: «в руке 4 → запомнили +4» while the sheet went to +15: the summary said nothing of
    the 11 remembered before. Now the terms say how the sum grew, the engine's own figures."""
    from kozel_gui.table.arithmetic import side_sum
    from rules.i18n import Gender, Person

    sheet = ScoreSheet(KOZEL, 2)
    for points in ([11, 0], [4, 0]):  # neither reaches the opening threshold: both remembered
        out = sheet.record(points=points, ended="out", by=1)
        assert isinstance(out, ScoreSheet)
        sheet = out
    s = sheet.rows[-1].sides[0]
    assert (s.before_remembered, s.held, s.after_remembered) == (11, 4, 15)
    zina = side_sum(KOZEL, sheet.rows[-1], 0, Person("Зина", Gender.FEMALE), own=4)
    assert (zina.terms, zina.result) == ("запомненные 11 + 4 = 15", "запомнила +4")
    first = side_sum(KOZEL, sheet.rows[0], 0, Person("Зина", Gender.FEMALE), own=11)
    assert (first.terms, first.result) == ("", "запомнила +11")  # nothing before: as it was
