"""The match history store: round trips, migrations, bad files, WAL readers, many rows."""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from test_history_support import bot_match, setup_json, stored_json

from kozel_gui.history import History
from kozel_gui.history_json import sheet_of
from kozel_gui.history_schema import SCHEMA_VERSION, migrate
from rules import Match, ScoreSheet, find_preset


def test_add_list_get_round_trip(tmp_path: Path) -> None:
    setup, data = setup_json(), stored_json(5)
    with History.open(tmp_path / "h.sqlite3") as h:
        assert h.message is None and h.count() == 0
        match_id = h.add_match(setup, data, "Аня", played_at=datetime(2025, 6, 1, 18, 30))
        stored = h.get_match(match_id)
        assert stored is not None
        assert stored.setup == setup and stored.match == data
        row = h.list_matches()[0]
    sheet = Match.from_json(data).sheet
    assert row == stored.row
    assert row.played_at == "2025-06-01T18:30:00"
    assert row.variant == "kozel" and row.players == ("Аня", "Михалыч", "Зина", "Колян")
    assert row.goat == sheet.goat and row.scores == sheet.score
    assert row.profile == "Аня" and row.profile_seat == 0
    assert row.rounds == len(data["past"]) + 1
    assert row.result == ("goat" if sheet.goat == 0 else "won")
    assert row.rating == sheet.rating()[0]


def test_list_pages_newest_first_and_filters_by_profile(tmp_path: Path) -> None:
    data = stored_json(2, players=2)
    with History.open(tmp_path / "h.sqlite3") as h:
        ids = [h.add_match(setup_json(2, name=n), data, n) for n in ("A", "B", "A", "A")]
        ids.append(h.add_match(setup_json(2, human=False), data, None))
        assert [r.id for r in h.list_matches(2)] == ids[::-1][:2]
        assert [r.id for r in h.list_matches(2, offset=4)] == [ids[0]]
        assert [r.id for r in h.list_matches(profile="A")] == [ids[3], ids[2], ids[0]]
        assert (h.count(), h.count("A"), h.count("B"), h.count("nobody")) == (5, 3, 1, 0)
        assert h.profiles() == ["A", "B"]
        bots = h.list_matches(1)[0]
        assert bots.profile is None and bots.profile_seat is None and bots.result == ""
        assert h.get_match(12345) is None


def test_reopening_keeps_matches(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    with History.open(path) as h:
        h.add_match(setup_json(), stored_json(1), "Аня")
    with History.open(path) as h:
        assert h.count() == 1 and h.message is None
        assert h.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def _version_1_file(path: Path, rows: list[tuple[str, dict[str, object], str | None]]) -> None:
    """A history file as the first schema wrote it: plain JSON text, no facts columns."""
    db = sqlite3.connect(path)
    assert migrate(db, upto=1) == 1
    for i, (setup_text, match, profile) in enumerate(rows):
        sheet = sheet_of(match)
        db.execute("INSERT INTO matches (played_at, variant, players, result, goat, scores, "
                   "profile, profile_seat, setup, match) VALUES (?,?,?,?,?,?,?,?,?,?)",
                   (f"2025-01-0{i + 1}T10:00:00", "kozel", '["Аня","Б","В","Г"]', "won",
                    sheet.goat, json.dumps(sheet.score), profile,
                    0 if profile else None, setup_text, json.dumps(match)))
    db.commit()
    db.close()


def test_migration_from_version_1_backfills_facts_and_adds_the_index(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    matches = [stored_json(7), stored_json(8)]
    _version_1_file(path, [(json.dumps(setup_json()), matches[0], "Аня"),
                           (json.dumps(setup_json()), matches[1], None)])
    with History.open(path) as h:
        assert h.message is None
        assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        indexes = {r[1] for r in h.db.execute("PRAGMA index_list(matches)")}
        assert "matches_by_profile" in indexes
        old, bots = h.list_matches()[::-1]
        sheet = sheet_of(matches[0])
        assert old.rounds == len(sheet.rows) and old.rating == sheet.rating()[0]
        assert bots.rounds == len(sheet_of(matches[1]).rows) and bots.rating == 0
        stored = h.get_match(old.id)
        assert stored is not None and stored.match == matches[0]  # plain text still reads
        assert h.facts("Аня")[0].facts.rounds == old.rounds
        new_id = h.add_match(setup_json(), matches[1], "Аня")
        assert h.count("Аня") == 2 and h.list_matches(1)[0].id == new_id


def test_a_migration_that_fails_leaves_the_whole_previous_version(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db = sqlite3.connect(path)
    migrate(db, upto=1)
    db.execute("CREATE INDEX matches_by_profile ON matches (profile)")  # makes step 2 fail
    db.commit()
    with pytest.raises(sqlite3.OperationalError):
        migrate(db)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    columns = {r[1] for r in db.execute("PRAGMA table_info(matches)")}
    assert "rating" not in columns
    db.close()


@pytest.mark.parametrize("content", [b"not a database at all" * 100,
                                     b"SQLite format 3\x00" + b"\x07" * 4000])
def test_a_bad_file_is_set_aside_and_a_new_history_started(tmp_path: Path,
                                                           content: bytes) -> None:
    path = tmp_path / "history.sqlite3"
    path.write_bytes(content)
    with History.open(path) as h:
        assert h.message is not None and "corrupt" in str(h.message)
        assert h.count() == 0
        h.add_match(setup_json(), stored_json(1), "Аня")
    aside = [p for p in tmp_path.iterdir() if "corrupt" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes() == content
    with History.open(path) as h:
        assert h.message is None and h.count() == 1


def test_a_file_from_a_newer_game_is_kept_aside_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()
    with History.open(path) as h:
        assert h.message is not None and "newer" in str(h.message)
    assert any("corrupt" in p.name for p in tmp_path.iterdir())


def test_readers_see_committed_matches_while_a_writer_is_busy(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    data = stored_json(4, players=2)
    writer, reader = History.open(path), History.open(path)
    try:
        writer.add_match(setup_json(2), data, "Аня")
        writer.db.execute("BEGIN IMMEDIATE")  # a write in progress holds the write lock
        writer.db.execute("INSERT INTO matches (played_at, variant, players, result, scores, "
                          "setup, match) VALUES ('x', 'kozel', '[]', '', '[]', '{}', '{}')")
        assert reader.count() == 1  # WAL: the reader is not blocked and sees the commit only
        assert reader.list_matches()[0].players == ("Аня", "Михалыч")
        writer.db.commit()
        assert reader.count() == 2
    finally:
        writer.close()
        reader.close()


def _fill(h: History, total: int) -> None:
    """Double the stored rows by copying them (each copy newer) until there are ``total``."""
    while h.count() < total:
        with h.db:
            h.db.execute(
                "INSERT INTO matches (played_at, variant, players, result, goat, scores, "
                "profile, profile_seat, setup, match, rounds, rounds_won, fish_made, points, "
                "rating) SELECT played_at, variant, players, result, goat, scores, profile, "
                "profile_seat, setup, match, rounds, rounds_won, fish_made, points, rating "
                "FROM matches ORDER BY id LIMIT ?", (total - h.count(),))


def test_many_matches_list_by_page(tmp_path: Path) -> None:
    m, _ = bot_match(9, players=2)
    data, setup = m.to_json(), setup_json(2)
    start = datetime(2024, 1, 1)
    with History.open(tmp_path / "h.sqlite3") as h:
        for i in range(20):
            h.add_match(setup, data, "Аня" if i % 2 else "Боря",
                        played_at=start + timedelta(hours=i))
        _fill(h, 10_000)
        assert h.count() == 10_000 and h.count("Аня") == 5000
        page = h.list_matches(20, 0, profile="Аня")
        assert len(page) == 20 and page[0].id == 10_000 and page[0].profile == "Аня"
        assert [r.id for r in page] == list(range(10_000, 9960, -2))
        last = h.list_matches(50, 9990)
        assert [r.id for r in last] == list(range(10, 0, -1))
        assert len(h.facts("Боря")) == 5000
        stored = h.get_match(9_999)
        assert stored is not None and stored.match == data


def test_record_finished_match_stores_every_round_under_the_current_profile(
        tmp_path: Path) -> None:
    from harness import harness_for

    from kozel_gui.history import HISTORY_FILE, record_finished_match
    from kozel_gui.options import MatchSetup
    from kozel_gui.profiles import Profiles
    from kozel_gui.scenes.replay import Replay
    from kozel_gui.storage import DataDir, Fault, Kept, fault_words

    Profiles().added("Аня").save(DataDir(tmp_path))
    with harness_for(tmp_path) as h:
        app = h.app
        m, earlier = bot_match(17)
        setup = MatchSetup.from_json(setup_json())
        first = record_finished_match(app, setup, m)
        second = record_finished_match(app, setup, m)
        assert first is not None and second is not None and app.messages.history == []
        with History.open(tmp_path / HISTORY_FILE) as h2:
            one, two = h2.get_match(first), h2.get_match(second)
        assert one is not None and two is not None and one.match == two.match
        assert one.row.profile == "Аня" and one.row.rounds == len(earlier) + 1
        assert Replay(one.match).replayed_sheet() == m.sheet
        (tmp_path / "plain-file").write_text("x")
        app.data = DataDir(tmp_path / "plain-file")  # no folder can be made there: told
        assert record_finished_match(app, setup, m) is None
        assert app.data.faults.said == [str(fault_words(Kept.HISTORY, Fault.OTHER))]


def test_migration_to_version_4_counts_rounds_won_again(tmp_path: Path) -> None:
    """Rounds won stored before version 4 counted a Kozel fish «на всех» for the one holding
    the fewest (P34b); opening the file counts them as the score sheet says: nobody."""
    sheet = ScoreSheet(find_preset("kozel"), 2)
    sheet = sheet.record(hands=[["0:1"], ["5:6"]], ended="fish", by=0)
    sheet = sheet.record(hands=[[], ["5:6"]], ended="out", by=0)
    path = tmp_path / "h.sqlite3"
    with History.open(path) as h:
        match_id = h.add_match(setup_json(2), {"sheet": sheet.to_json()}, "Аня")
        bots = h.add_match(setup_json(2, human=False), {"sheet": sheet.to_json()}, None)
        # (read from the column: a match not over counts in no statistics, stats.COUNTED)
        assert _rounds_won(h, match_id) == 1
    db = sqlite3.connect(path)
    db.execute("UPDATE matches SET rounds_won = 2 WHERE id = ?", (match_id,))
    for column in ("play_points", "best_round", "family"):  # version 5's
        db.execute(f"ALTER TABLE matches DROP COLUMN {column}")
    db.execute("PRAGMA user_version = 3")
    db.commit()
    db.close()
    with History.open(path) as h:
        assert h.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert _rounds_won(h, match_id) == 1
        assert h.db.execute("SELECT rounds_won FROM matches WHERE id = ?",
                            (bots,)).fetchone()[0] == 0


def _rounds_won(h: History, match_id: int) -> int:
    won: int = h.db.execute("SELECT rounds_won FROM matches WHERE id = ?",
                            (match_id,)).fetchone()[0]
    return won
