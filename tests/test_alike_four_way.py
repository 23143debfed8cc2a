"""Placements that make the same game on a four-way table are one move (``rules.alike``):
6:5 on either side of a lone 6:6 leaves both ends 17 and the same game, so the hint never
offers the mirror image of its move as an «almost as good» alternative (P38b, issue 12 #1)."""

from __future__ import annotations

import random
from pathlib import Path

from table_kit import hinted, press_button, settle, table_app

from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from rules import ALL_TILES, Match, Round, ScoreSheet, Tile, find_preset
from rules.alike import alike, distinct_moves
from rules.coach import evaluate_fair
from rules.coach.evaluate import Budget

SMALL = Budget(worlds=24, playouts=4, open_playouts=24)
_BOT = ["6:6", "1:1", "2:3", "0:4", "1:4", "0:0", "2:2"]
_YOU = ["6:5", "6:1", "0:1", "2:5", "3:4", "3:5", "0:3"]


def _after_six_six(preset: str) -> Round:
    """The bot (seat 1) has led 6:6 alone; the person (seat 0) holds 6:5 and 6:1."""
    rules = find_preset(preset)
    used = {Tile.parse(t) for t in _BOT + _YOU}
    r = Round.from_hands(rules, [_YOU, _BOT], bazaar=[t for t in ALL_TILES if t not in used],
                         leader=1)
    return r.play("6:6")


def _kinds(r: Round) -> list[str]:
    return [str(m) for m in distinct_moves(r, r.legal_moves())]


def test_either_side_of_a_lone_spinner_is_one_move_where_points_are_scored() -> None:
    r = _after_six_six("muggins")  # sides_first, fives in play
    assert [str(m) for m in r.legal_moves()] == ["1:6<", "1:6>", "5:6<", "5:6>"]
    assert r.play("5:6<").board_count == r.play("5:6>").board_count == 17
    assert _kinds(r) == ["1:6>", "5:6>"]
    assert _kinds(r.view(0)) == ["1:6>", "5:6>"], "the seat's view folds them alike"
    ev = evaluate_fair(r.view(0), random.Random(0), budget=SMALL)
    assert sorted(str(mv.move) for mv in ev.moves) == ["1:6>", "5:6>"]


def test_where_nothing_is_scored_every_arm_showing_six_is_one_move() -> None:
    r = _after_six_six("osel")  # at_once, no points in play: only the numbers shown count
    assert len(r.legal_moves()) == 8
    assert _kinds(r) == ["1:6>", "5:6>"]


def test_a_side_and_an_empty_end_differ_where_the_count_scores() -> None:
    """Telephone-like count with up and down open at once: 6:5 on a side leaves 5 + 12 = 17,
    on the empty up arm 12 + 12 + 5 = 29; so they are two moves, up and down one."""
    from dataclasses import replace

    from rules.choices import SpinnerOpens

    rules = replace(find_preset("muggins"), spinner_opens=SpinnerOpens.AT_ONCE)
    used = {Tile.parse(t) for t in _BOT + _YOU}
    r = Round.from_hands(rules, [_YOU, _BOT], bazaar=[t for t in ALL_TILES if t not in used],
                         leader=1).play("6:6")
    moves = {str(m): m for m in r.legal_moves()}
    assert r.play(moves["5:6<"]).board_count == 17 and r.play(moves["5:6^"]).board_count == 29
    assert alike(r, moves["5:6<"], moves["5:6>"]) and alike(r, moves["5:6^"], moves["5:6v"])
    assert not alike(r, moves["5:6<"], moves["5:6^"])
    assert _kinds(r) == ["1:6>", "1:6^", "5:6>", "5:6^"]


def test_the_hint_does_not_offer_the_mirror_of_its_move(tmp_path: Path) -> None:
    """Before the fold it said «5–6 к шестёрке слева от дома; почти не хуже — 5–6 к
    шестёрке справа от дома»: the same move twice. Now it names one placement, the one a click plays."""
    rules = find_preset("muggins")
    used = {Tile.parse(t) for t in _BOT + _YOU}
    deal = Round.from_hands(rules, [_YOU, _BOT], bazaar=[t for t in ALL_TILES if t not in used],
                            leader=1)
    match = Match(rules, 2, deal, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match)
    settle(app, table)  # the bot leads its only double
    assert table.session.round.open_ends == (6, 6, None, None)
    press_button(app, table, "hint")
    hinted(app, table)
    said = {}
    for lang in ("ru", "uk"):
        set_language(lang)  # the hint is kept as words: it is read in the language shown
        said[lang] = table.view().message or ""
    set_language("ru")
    app.close()
    assert said["ru"].startswith("Подсказка: 5–6 к шестёрке справа от дома"), said
    assert "1–6" in said["ru"], said  # the alternative named is another tile
    assert said["uk"].startswith("Підказка: 5–6 до шістки праворуч від дому"), said
    for text in said.values():  # its mirror (5–6 to the left six) is no alternative
        assert text.count("5–6") == 1, text
