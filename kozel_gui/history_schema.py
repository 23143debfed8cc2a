"""The history file's schema: its tables, the migrations from each older version, opening it.

``kozel_gui.history`` reads and writes matches in it.
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Callable
from pathlib import Path

from kozel_gui.history_json import loads, sheet_of
from kozel_gui.rule_sets import game_key
from kozel_gui.stats import MatchFacts, match_facts
from kozel_gui.storage import set_aside
from rules import BadData

__all__ = ["FACT_COLUMNS", "SCHEMA_VERSION", "connect", "fact_values", "migrate", "set_aside_db"]

SCHEMA_VERSION = 6

_V1 = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    played_at TEXT NOT NULL,
    variant TEXT NOT NULL,
    players TEXT NOT NULL,
    result TEXT NOT NULL,
    goat INTEGER,
    scores TEXT NOT NULL,
    profile TEXT,
    profile_seat INTEGER,
    setup TEXT NOT NULL,
    match TEXT NOT NULL
)
"""
_FACT_COLUMNS = ("rounds", "rounds_won", "fish_made", "points", "rating")
_LATER_FACTS = ("play_points", "best_round", "family")
"""Facts added in version 5; NULL where an old match could not be read (shown «—»)."""
FACT_COLUMNS = (*_FACT_COLUMNS, *_LATER_FACTS)
"""Every fact column, in the order of ``fact_values``."""


def _migrate_0_to_1(db: sqlite3.Connection) -> None:
    db.execute(_V1)


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    """Statistics facts become columns (backfilled from each stored match) and lists by
    profile get an index, so the statistics and the history screen never parse JSON."""
    for name in _FACT_COLUMNS:
        db.execute(f"ALTER TABLE matches ADD COLUMN {name} INTEGER NOT NULL DEFAULT 0")
    db.execute("CREATE INDEX matches_by_profile ON matches (profile, id)")
    rows = db.execute("SELECT id, match, profile_seat FROM matches").fetchall()
    for match_id, match_data, seat in rows:
        try:
            facts = match_facts(sheet_of(loads(match_data)), seat)
        except (BadData, ValueError, TypeError, KeyError):
            continue  # an unreadable old match keeps zero facts; it still lists
        db.execute(
            "UPDATE matches SET rounds=?, rounds_won=?, fish_made=?, points=?, rating=? "
            "WHERE id=?", (*fact_values(facts)[:len(_FACT_COLUMNS)], match_id))


def _migrate_2_to_3(db: sqlite3.Connection) -> None:
    """Score pads are the device's, not a profile's: a pad's match, once stored a row for
    its keeper and one for each player with a profile, becomes one row under no profile
    (every profile's list shows it; no statistics take it in)."""
    rows = db.execute("SELECT id, setup, match FROM matches WHERE json_valid(setup) AND "
                      "coalesce(json_extract(setup, '$.scorepad'), 0) != 0 ORDER BY id").fetchall()
    seen: set[tuple[str, bytes]] = set()
    for match_id, setup, match in rows:
        if (setup, match) in seen:
            db.execute("DELETE FROM matches WHERE id = ?", (match_id,))
        else:
            seen.add((setup, match))
            db.execute("UPDATE matches SET profile = NULL, profile_seat = NULL, result = '', "
                       "rounds_won = 0, fish_made = 0, points = 0, rating = 0 WHERE id = ?",
                       (match_id,))


def _migrate_3_to_4(db: sqlite3.Connection) -> None:
    """Rounds won are counted as the score sheet decides them (``Row.winners``): a Kozel fish
    «на всех», where everyone writes his own points, is won by nobody (P34b: three such
    fish were counted as three rounds won).  Each profile's stored matches are counted
    again; an unreadable one keeps its count."""
    rows = db.execute("SELECT id, match, profile_seat FROM matches "
                      "WHERE profile_seat IS NOT NULL").fetchall()
    for match_id, match_data, seat in rows:
        try:
            facts = match_facts(sheet_of(loads(match_data)), seat)
        except (BadData, ValueError, TypeError, KeyError):
            continue
        db.execute("UPDATE matches SET rounds_won = ? WHERE id = ?", (facts.rounds_won, match_id))


def _migrate_4_to_5(db: sqlite3.Connection) -> None:
    """Points scored in play, the best round and the game's family become facts (issue 12:
    Muggins was shown Kozel's figures); each stored match is read once to fill them in, and
    one that cannot be read keeps NULL, which the statistics show as «—», never as 0."""
    for name in _LATER_FACTS:
        kind = "TEXT" if name == "family" else "INTEGER"
        db.execute(f"ALTER TABLE matches ADD COLUMN {name} {kind}")
    rows = db.execute("SELECT id, match, profile_seat FROM matches").fetchall()
    for match_id, match_data, seat in rows:
        try:
            facts = match_facts(sheet_of(loads(match_data)), seat)
        except (BadData, ValueError, TypeError, KeyError, zlib.error):
            continue  # its facts stay unknown (NULL): shown «—»
        known = (facts.play, facts.best) if seat is not None else (None, None)
        db.execute("UPDATE matches SET play_points = ?, best_round = ?, family = ? WHERE id = ?",
                   (*known, facts.family, match_id))


def _migrate_5_to_6(db: sqlite3.Connection) -> None:
    """A house rule set is filed by its base game and its rules (``rule_sets.game_key``),
    not by the name it had then (issue 19, PT-Y: a set renamed was counted as two games).
    Only a row filed under its rules' own name changes (a kids' level keeps its own); one
    whose set-up cannot be read keeps its name, and every match stays."""
    rows = db.execute("SELECT id, variant, setup FROM matches").fetchall()
    for match_id, variant, setup_text in rows:
        try:
            rules = loads(setup_text).get("rules")
        except (ValueError, TypeError, AttributeError, zlib.error):
            continue
        if not isinstance(rules, dict) or rules.get("name") != variant:
            continue
        key = game_key(rules, variant)
        if key != variant:
            db.execute("UPDATE matches SET variant = ? WHERE id = ?", (key, match_id))


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _migrate_0_to_1, _migrate_1_to_2, _migrate_2_to_3, _migrate_3_to_4, _migrate_4_to_5,
    _migrate_5_to_6)
"""``MIGRATIONS[v]`` takes a version-``v`` database to version ``v + 1``."""
assert len(MIGRATIONS) == SCHEMA_VERSION


def migrate(db: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> int:
    """Run every migration from the file's version up to ``upto``; return the version reached."""
    version: int = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise sqlite3.DatabaseError(f"schema version {version} is newer than this game's")
    while version < upto:
        # One explicit transaction per step (sqlite3 would run DDL outside one): a crash
        # leaves the file at a whole version.
        db.execute("BEGIN")
        try:
            MIGRATIONS[version](db)
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.commit()
        except BaseException:
            db.rollback()
            raise
        version += 1
    return version


def fact_values(f: MatchFacts) -> tuple[int | str | None, ...]:
    """A match's facts in the order of ``FACT_COLUMNS``."""
    return (f.rounds, f.rounds_won, f.fish_made, f.points, f.rating, f.play, f.best, f.family)


def connect(path: Path) -> sqlite3.Connection:
    if path.exists() and path.stat().st_size == 0:
        # An empty file holds no match: what a disk that filled up as it was made leaves.
        path.unlink()
    db = sqlite3.connect(path, timeout=5.0, check_same_thread=False)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA synchronous = NORMAL")
        migrate(db)
        db.execute("SELECT id, match FROM matches LIMIT 1").fetchall()
    except sqlite3.DatabaseError:
        db.close()
        raise
    return db


def set_aside_db(path: Path) -> Path:
    """Move the bad file aside; its stale WAL and index files go too (they belong to it)."""
    moved = set_aside(path)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            extra.replace(moved.with_name(moved.name + suffix))
    return moved
