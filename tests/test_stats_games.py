"""Issue 12: the statistics fit the game counted.  A profile that played Muggins alone was
shown «Times the goat 0» and «Points per round (in hand) 13.2», and nothing of the points
it scored in play, its best round or its win rate.  Exact figures from scripted sheets."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.game_choice import GameChoice
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Person, set_language, tr, tr_about
from kozel_gui.scenes.stats import StatsScene, game_table, stat_lines
from kozel_gui.stats import MatchFacts, Page, StoredFacts, match_facts, page_of, profile_stats
from kozel_gui.storage import DataDir
from rules import ScoreSheet, find_preset


def _muggins() -> ScoreSheet:
    """Two players to 200.  Seat 0 scores 30, 15 and 100 in play, and takes seat 1's hands
    (21 → 20, 33 → 35) when it goes out: 50, 15, 135 = 200.  Seat 1 scores 10, 25 + 5, 0."""
    sheet = ScoreSheet(find_preset("muggins"), 2)
    sheet = sheet.record(hands=[[], ["6:6", "5:4"]], ended="out", by=0, play_points=[30, 10])
    sheet = sheet.record(hands=[["3:2"], []], ended="out", by=1, play_points=[15, 25])
    return sheet.record(hands=[[], ["6:6", "6:5", "6:4"]], ended="out", by=0,
                        play_points=[100, 0])


def _store(tmp: Path, *matches: tuple[str, dict[str, object], int]) -> None:
    with History.open(DataDir(tmp).path(HISTORY_FILE)) as history:
        for preset, match, seat in matches:
            history.add_match(setup_json(2, preset, name="Тестер"), match, "Тестер", seat=seat)


def _muggins_twice(tmp: Path) -> None:
    """The profile wins the scripted match at seat 0 and loses it at seat 1."""
    match = {"sheet": _muggins().to_json()}
    _store(tmp, ("muggins", match, 0), ("muggins", match, 1))


def _back_to_version_4(path: Path, match: bytes | None = None) -> None:
    """The file as version 4 left it: none of version 5's columns (and, given ``match``,
    every stored match replaced by it: unreadable)."""
    db = sqlite3.connect(path)
    for column in ("play_points", "best_round", "family"):
        db.execute(f"ALTER TABLE matches DROP COLUMN {column}")
    if match is not None:
        db.execute("UPDATE matches SET match = ?", (match,))
    db.execute("PRAGMA user_version = 4")
    db.commit()
    db.close()


def test_facts_of_a_scripted_muggins_match() -> None:
    sheet = _muggins()
    assert sheet.score == (200, 40) and sheet.winner == 0
    assert match_facts(sheet, 0) == MatchFacts(rounds=3, rounds_won=2, fish_made=0, points=5,
                                               rating=10, result="won", play=145, best=135,
                                               family="play")
    assert match_facts(sheet, 1) == MatchFacts(3, 1, 0, 54, 0, "lost", 35, 30, "play")


def test_muggins_figures_added_up(tmp_path: Path) -> None:
    _muggins_twice(tmp_path)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        facts = history.facts("Тестер")
    stats = profile_stats(facts)
    assert (stats.matches, stats.wins, stats.win_rate) == (2, 1, 0.5)
    assert (stats.play, stats.play_rounds, stats.play_per_round) == (180, 6, 30.0)
    assert stats.best == 135 and stats.points_per_round == 59 / 6
    assert page_of(facts) == Page(goats=False, points_good=True, in_play=True)


def test_a_muggins_page_says_muggins_figures() -> None:
    set_language("en")
    try:
        stats = profile_stats([
            StoredFacts("2026-12-07T10:00", "muggins", match_facts(_muggins(), 0)),
            StoredFacts("2026-12-07T11:00", "muggins", match_facts(_muggins(), 1))])
        page = Page(goats=False, points_good=True, in_play=True)
        assert stat_lines(stats, Person("Ivan"), page) == [
            ("Matches played", "2"), ("Wins", "1"), ("Win rate", "50%"),
            ("Rounds won", "3 of 6"), ("Rounds blocked (fish)", "0"),
            ("Points in play per round", "30.0"), ("Points left in hand per round", "9.8"),
            ("Most points in a round", "135"), ("Rating", "10")]
        kozel = stat_lines(stats, Person("Ivan"))
        assert ("Times the goat", "0") in kozel and ("Points per round (in hand)", "9.8") in kozel
    finally:
        set_language("ru")


def test_an_old_record_that_cannot_be_read_again_shows_a_dash(tmp_path: Path) -> None:
    """A history of version 4 has no points in play: opening it works them out from each
    stored sheet; a record whose sheet cannot be read keeps none, shown «—», never 0."""
    path = DataDir(tmp_path).path(HISTORY_FILE)
    _muggins_twice(tmp_path)
    _back_to_version_4(path)
    with History.open(path) as history:
        facts = history.facts("Тестер")
    assert [(f.facts.play, f.facts.best, f.facts.family) for f in facts] == [
        (145, 135, "play"), (35, 30, "play")], "worked out again from the stored sheets"
    _back_to_version_4(path, b"not a match")
    with History.open(path) as history:
        unreadable = history.facts("Тестер")
    assert [(f.facts.play, f.facts.best, f.facts.family) for f in unreadable] == [
        (None, None, None)] * 2
    stats = profile_stats(unreadable)
    assert stats.play_per_round is None and stats.best is None
    page = page_of(unreadable)
    assert page == Page(goats=False, points_good=True, in_play=True), "known by its preset"
    lines = dict(stat_lines(stats, Person(""), page))
    assert lines[tr("stats.play_per_round")] == "—" and lines[tr("stats.best_round")] == "—"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_profile_of_muggins_alone_sees_muggins_statistics(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The playtest: one game played, no chooser, and yet that game's page, its name said
    where the chooser would say it, no goat anywhere (nor in the chart's legend)."""
    _muggins_twice(tmp_path)
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.press(tr("menu.stats"))
        scene = h.top
        assert isinstance(scene, StatsScene)
        assert not scene.game.offered and scene.game.shown == "muggins"
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert GameChoice(()).label_of("muggins") in seen
        assert tr("games.shown_one", game=tr("book.preset.muggins")) in seen
        for label, value in [("stats.win_rate", "50%"), ("stats.play_per_round", "30,0"),
                             ("stats.left_per_round", "9,8"), ("stats.best_round", "135")]:
            assert tr(label) in seen and value in seen, label
        assert tr_about("stats.goats", scene.who) not in seen
        assert tr("stats.points_per_round") not in seen
        assert tr("history.result_goat") not in seen, "no goat in the chart's legend"
        assert tr("stats.chart_games") not in seen, "one game: its own page, not the table"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_every_game_has_a_table_of_each_game(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    match = {"sheet": _muggins().to_json()}
    _store(tmp_path, ("muggins", match, 0), ("muggins", match, 1), ("muggins", match, 0),
           ("kozel", stored_json(3, 2), 0))
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.press(tr("menu.stats"))
        scene = h.top
        assert isinstance(scene, StatsScene) and scene.game.shown is None
        kozel = scene.stats.per_variant["kozel"]["won"]
        assert game_table(scene.stats) == [
            (tr("book.preset.muggins"), "3", "2", "67%"),
            (tr("book.preset.kozel"), "1", str(kozel), f"{100 * kozel}%")]
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert tr("stats.chart_games") in seen and tr("stats.col_played") in seen
        assert tr("book.preset.muggins") in seen and "67%" in seen
        assert tr("stats.play_per_round") not in seen, "Kozel scores nothing in play"
        h.press(tr("games.shown_all"))
        assert scene.game.shown == "muggins"
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert tr("stats.chart_games") not in seen and tr("stats.play_per_round") in seen
        assert "67%" in seen and "36,1" in seen, "(145 + 35 + 145) in play over 9 rounds"


def test_seven_games_all_in_the_table_at_the_smallest_size(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the coach's chart too the column is split three ways; the table takes the room
    its lines need, so no game is left out at 1024×600."""
    games = ("kozel", "muggins", "bergen", "telephone", "classic", "osel", "chvv")
    _store(tmp_path, *((g, stored_json(3 + i, 2, g), 0) for i, g in enumerate(games)))
    (tmp_path / "coach.json").write_text(json.dumps({"format": 1, "matches": [
        {"key": "1", "at": "2026-12-01", "good": 7, "decisions": 10, "profile": "Тестер",
         "rounds": ["r1"]}]}), encoding="utf-8")
    with harness_for(tmp_path) as h:
        h.resize((1024, 600))
        h.press(tr("menu.stats"))
        scene = h.top
        assert isinstance(scene, StatsScene) and scene.accuracy
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert len(scene.table_rows) == len(games)
        assert scene.table_rows[-1].bottom < h.button(tr("common.back")).rect.top
        assert all(tr(f"book.preset.{g}") in seen for g in games)
