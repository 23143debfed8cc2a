"""Match history: every finished match in an SQLite file, with summary columns for fast listing.

One row per match keeps the set-up (rules, seats, seed) and the match JSON in full,
so any match can be replayed, plus summary columns (date, variant, players, result,
goat, scores) and the profile's statistics facts so listing 10,000 matches and adding
up a profile's statistics never parse JSON.  The schema has a version
(``PRAGMA user_version``) and runs its migrations in order; the file is in WAL mode so
the history screen may read while a match is being stored.

A file that is not a readable database is renamed aside with ``corrupt`` in its name,
a new one is made, and ``History.message`` says so for the player.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import zlib
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kozel_gui.history_json import (
    dumps,
    loads,
    pack,
    profile_seat,
    seat_names,
    sheet_of,
    variant_name,
    variant_of,
)
from kozel_gui.history_schema import FACT_COLUMNS, connect, fact_values, set_aside_db
from kozel_gui.i18n import Said, Words, words
from kozel_gui.rule_sets import HOUSE, is_house
from kozel_gui.stats import COUNTED, MatchFacts, StoredFacts, match_facts
from kozel_gui.storage import DataDir, Kept
from rules import BadData, Rules, ScoreSheet, Scoring

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = [
    "HISTORY_FILE",
    "KIDS_LEVEL1",
    "History",
    "MatchRow",
    "StoredMatch",
    "on_history",
    "record_finished_match",
    "store_match",
    "store_puzzles",
]

HISTORY_FILE = "history.sqlite3"
KIDS_LEVEL1 = "kids_level1"
"""The variant of a go at kids' level 1 (puzzles: no table, no score sheet)."""
_PRACTICE = "(json_valid(setup) AND coalesce(json_extract(setup, '$.practice'), 0) != 0)"
"""SQL: the stored set-up marks a practice match."""
_KIDS = "(json_valid(setup) AND coalesce(json_extract(setup, '$.rules.scoring'), '') = 'wins')"
"""SQL: a kids' game (rounds won count), which no statistics or rating takes in."""
_NETWORK = "(json_valid(setup) AND json_extract(setup, '$.network') IS NOT NULL)"
"""SQL: the stored set-up marks a match played at a host's table (``kozel_gui.net_record``)."""
_SCOREPAD = "(json_valid(setup) AND coalesce(json_extract(setup, '$.scorepad'), 0) != 0)"
"""SQL: a game played at a real table and written in the score pad, which no statistics or
rating takes in (its numbers were typed by hand, not played here)."""
_COUNTS = f"(result IN ({', '.join(repr(r) for r in COUNTED)}))"
"""SQL: a match that counts for its profile (``stats.COUNTED``: decided, not a network table
closed before its end), the one rule of statistics, rating and "has played"."""
_PAD = "(CASE WHEN json_valid(setup) THEN json_extract(setup, '$.pad') END)"
"""SQL: the id of the score pad whose result the row is (``kozel_gui.scorepad.store``)."""
_STARS = "(CASE WHEN json_valid(setup) THEN json_extract(setup, '$.stars') END)"
"""SQL: the stars a kids' game stored with it (level 1's go; a table level's follow its result)."""
_RULES_NAME = "(CASE WHEN json_valid(setup) THEN json_extract(setup, '$.rules.name') END)"
"""SQL: the name the match's rules had when it was played (a house set's name then)."""
_SEED = "(CASE WHEN json_valid(setup) THEN json_extract(setup, '$.seed') END)"
"""SQL: the match's seed as its set-up stored it (the coach's accuracy log keys a match so)."""
_SHEETED = f"(CASE WHEN NOT {_KIDS} THEN match END)"
"""SQL: the stored match of any game but a kids' one: its final sheet says what each side
had (written and remembered), who gave up and when (``MatchRow.sheet``)."""
_LIST_COLUMNS = ("id, played_at, variant, players, result, goat, scores, profile, "
                 f"profile_seat, rounds, rating, {_NETWORK}, {_SCOREPAD}, {_KIDS}, {_STARS}, "
                 f"{_SHEETED}, setup, {_PRACTICE}")
_LISTED = 18
"""How many of a row's columns ``_LIST_COLUMNS`` are."""


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One line of the history list (no JSON parsed beyond names and scores)."""

    id: int
    played_at: str
    variant: str
    players: tuple[str, ...]
    result: str
    goat: int | None
    """The goat's side index, if the match had one."""
    scores: tuple[int, ...]
    """Final score per side."""
    profile: str | None
    profile_seat: int | None
    rounds: int
    rating: int
    network: bool = False
    """Played at a host's table: the record holds only what the profile's seat saw."""
    scorepad: bool = False
    """Played at a real table and written in the score pad: a sheet, no moves."""
    kids: bool = False
    """A kids' game (rounds won count): a child's, shown in stars, never rated."""
    stars: int | None = None
    """The stars a kids' game stored (a go at level 1); None: they follow its result."""
    sheet: ScoreSheet | None = None
    """Its final score sheet (None: a kids' game, or a match that cannot be read)."""
    player: int | None = None
    """The seat of the person whose record this is: the profile's, or in a record under no
    profile the person's at this computer (``history_json.profile_seat``); None when no
    person played (a bots' demo, a score pad kept for others)."""
    genders: tuple[str | None, ...] = ()
    """Each seat's gender as stored in its set-up (sentences about a seat agree with it)."""
    practice: bool = False
    """A move was taken back (``_PRACTICE``, the mark ``facts`` leaves out): no rating, no
    statistics; the list says so beside it."""
    set_name: str | None = None
    """A house rule set's name when the match was played (its ``variant`` is the set's key,
    ``rule_sets.game_key``); None for a built-in game."""

    @property
    def left(self) -> int | None:
        """The seat that gave the match up, if one did (read from its sheet)."""
        return self.sheet.left if self.sheet is not None else None

    @property
    def written(self) -> int:
        """The rounds written on its sheet (a match given up was given up in the next)."""
        return self.sheet.rounds if self.sheet is not None else 0

    @property
    def remembered(self) -> tuple[int, ...]:
        """Points each side held, not written, when the match ended."""
        return self.sheet.remembered if self.sheet is not None else ()


@dataclass(frozen=True, slots=True)
class StoredMatch:
    """A whole stored match: its list line, its set-up JSON and its match JSON."""

    row: MatchRow
    setup: dict[str, Any]
    match: dict[str, Any]


# -- the store ------------------------------------------------------------------------------


class History:
    """The match history file; use ``History.open(path)`` and ``close()`` when done."""

    def __init__(self, db: sqlite3.Connection, path: Path, message: Words | None = None) -> None:
        self.db = db
        self.path = path
        self.message = message
        """Set when a bad file was set aside on opening: tell the player."""

    @classmethod
    def open(cls, path: str | Path) -> History:
        """Open (creating or upgrading) the history at ``path``; a bad file is set aside."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            return cls(connect(path), path)
        except sqlite3.OperationalError:
            raise  # locked, unreadable folder, full disk: the file may be fine, keep it
        except sqlite3.DatabaseError as exc:
            moved = set_aside_db(path)
            return cls(connect(path), path, words("history.set_aside", moved=moved.name,
                                                   reason=exc))

    def close(self) -> None:
        """Close the file (checkpointing the WAL)."""
        self.db.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add_match(self, setup_json: dict[str, Any], match_json: dict[str, Any],
                  profile: str | None, *, played_at: datetime | None = None,
                  seat: int | None = None, seated: bool = True) -> int:
        """Store a finished match; ``profile`` played ``seat`` (default: the first human
        seat), or none if not ``seated`` (it kept the score pad of others). Returns its id."""
        sheet = sheet_of(match_json)
        if profile is None or not seated:
            seat = None
        elif seat is None:
            seat = profile_seat(setup_json)
        facts = match_facts(sheet, seat)
        if sheet.rules.scoring is Scoring.WINS:  # a kids' game: children are never rated
            facts = replace(facts, rating=0)
        when = (played_at or datetime.now()).isoformat(timespec="seconds")
        values = (when, variant_of(setup_json, sheet), dumps(seat_names(setup_json)), facts.result,
                  sheet.goat, dumps(sheet.score), profile, seat, dumps(setup_json),
                  pack(match_json), *fact_values(facts))
        return self._insert(values)

    def add_puzzles(self, setup_json: dict[str, Any], run_json: dict[str, Any], profile: str,
                    *, solved: int, finished: bool, played_at: datetime | None = None) -> int:
        """Store a go at kids' level 1 (``kozel_gui.kids.puzzles``: puzzles, no table and no
        sheet) under the child ``profile``, a kids' game as its table levels are: listed with
        its level, «won» once played to its star (else «left») and its stars, never rated."""
        when = (played_at or datetime.now()).isoformat(timespec="seconds")
        values = (when, variant_name(setup_json, KIDS_LEVEL1), dumps(seat_names(setup_json)),
                  "won" if finished else "left", None, dumps([solved]), profile, 0,
                  dumps(setup_json), pack(run_json), solved, solved, 0, 0, 0, None, None,
                  "wins")
        return self._insert(values)

    def _insert(self, values: tuple[Any, ...]) -> int:
        with self.db:
            cur = self.db.execute(
                "INSERT INTO matches (played_at, variant, players, result, goat, scores, "
                f"profile, profile_seat, setup, match, {', '.join(FACT_COLUMNS)}) "
                f"VALUES ({', '.join('?' * len(values))})", values)
        assert cur.lastrowid is not None
        return cur.lastrowid

    def list_matches(self, limit: int = 50, offset: int = 0, profile: str | None = None,
                     *, hidden: Collection[str] = (), variant: str | None = None,
                     pads: bool = False) -> list[MatchRow]:
        """Matches newest first, a page at a time; only ``profile``'s when given (and, with
        ``pads``, every score pad's), never those of the profiles ``hidden`` (a grown-up's
        list leaves out the children's games); only games of ``variant`` when given."""
        where, args = _profile_filter(profile, hidden, variant, pads)
        rows = self.db.execute(
            f"SELECT {_LIST_COLUMNS} FROM matches {where} ORDER BY id DESC LIMIT ? OFFSET ?",
            (*args, limit, offset)).fetchall()
        return [_row(r) for r in rows]

    def get_match(self, match_id: int) -> StoredMatch | None:
        """One whole match by id, or None."""
        r = self.db.execute(f"SELECT {_LIST_COLUMNS}, setup, match FROM matches WHERE id = ?",
                            (match_id,)).fetchone()
        if r is None:
            return None
        return StoredMatch(_row(r[:_LISTED]), loads(r[_LISTED]), loads(r[_LISTED + 1]))

    def remove_match(self, match_id: int) -> None:
        """Forget one stored match (a network match stored again as it went on)."""
        with self.db:
            self.db.execute("DELETE FROM matches WHERE id = ?", (match_id,))

    def pad_sheets(self, pad_id: str) -> list[Any]:
        """The sheets stored as the result of the score pad ``pad_id`` (one a row)."""
        rows = self.db.execute(f"SELECT match FROM matches WHERE {_PAD} = ?",
                               (pad_id,)).fetchall()
        return [loads(r[0]).get("sheet") for r in rows]

    def remove_pad(self, pad_id: str, *, names: Sequence[str] = (), since: str = "",
                   until: str = "") -> int:
        """Take the score pad ``pad_id``'s result out (it runs again, or is written anew);
        with ``names``, also a pad's rows written before they carried its id: the score pad
        rows of those names stored between ``since`` and ``until`` (its life). How many."""
        with self.db:
            done = self.db.execute(f"DELETE FROM matches WHERE {_PAD} = ?", (pad_id,)).rowcount
            if names:
                done += self.db.execute(
                    f"DELETE FROM matches WHERE {_SCOREPAD} AND {_PAD} IS NULL AND players = ? "
                    "AND substr(played_at, 1, 16) BETWEEN ? AND ?",
                    (dumps(list(names)), since.replace(" ", "T"),
                     until.replace(" ", "T"))).rowcount
        return done

    def move_kids(self, old: str, new: str) -> int:
        """Give ``old``'s kids' games to the child ``new`` (they were kept under the grown-up
        who opened kids' mode before children had profiles); how many moved."""
        with self.db:
            done = self.db.execute(f"UPDATE matches SET profile = ? WHERE profile = ? AND {_KIDS}",
                                   (new, old))
        return done.rowcount

    def rename_kid(self, old: str, new: str) -> int:
        """The child ``old`` is called ``new`` now: its kids' games go with it, and its seat
        in each says the new name (the list and the replay read the seat); how many."""
        rows = self.db.execute(f"SELECT id, setup, profile_seat FROM matches WHERE profile = ? "
                               f"AND {_KIDS}", (old,)).fetchall()
        with self.db:
            for match_id, setup_text, seat in rows:
                setup = loads(setup_text)
                seats = setup.get("seats", [])
                if isinstance(seat, int) and 0 <= seat < len(seats) and isinstance(
                        seats[seat], dict) and seats[seat].get("name") == old:
                    seats[seat]["name"] = new
                self.db.execute("UPDATE matches SET profile = ?, setup = ?, players = ? "
                                "WHERE id = ?", (new, dumps(setup), dumps(seat_names(setup)),
                                                 match_id))
        return len(rows)

    def rename_profile(self, old: str, new: str) -> int:
        """The grown-up ``old`` is called ``new`` now: the matches kept under it go with it,
        and a person's seat called ``old`` in any stored match (its own, and the others' at
        a table it shared) says the new name; how many matches changed."""
        rows = self.db.execute("SELECT id, setup, profile FROM matches WHERE profile = ? "
                               "OR players LIKE ?", (old, f'%"{old}"%')).fetchall()
        changed = 0
        with self.db:
            for match_id, setup_text, profile in rows:
                setup = loads(setup_text)
                seats = [s for s in setup.get("seats", []) if isinstance(s, dict)
                         and s.get("human") and s.get("name") == old]
                for seat in seats:
                    seat["name"] = new
                if seats or profile == old:
                    changed += 1
                    self.db.execute("UPDATE matches SET profile = ?, setup = ?, players = ? "
                                    "WHERE id = ?", (new if profile == old else profile,
                                                     dumps(setup), dumps(seat_names(setup)),
                                                     match_id))
        return changed

    def forget_profile(self, name: str) -> int:
        """Remove every match kept under ``name`` (its grown-up profile was deleted): its
        history and so its statistics; the others' records of a table it shared stay."""
        with self.db:
            done = self.db.execute("DELETE FROM matches WHERE profile = ?", (name,))
        return done.rowcount

    def forget_kids(self, child: str) -> int:
        """Remove the child ``child``'s kids' games (its parent deleted it); never another
        kind of game, so nothing of a grown-up's goes; how many went."""
        with self.db:
            done = self.db.execute(f"DELETE FROM matches WHERE profile = ? AND {_KIDS}", (child,))
        return done.rowcount

    def count(self, profile: str | None = None, *, hidden: Collection[str] = (),
              variant: str | None = None, pads: bool = False) -> int:
        """Number of stored matches (``profile``'s only, when given, with every score pad's
        if ``pads``; none of ``hidden``'s; of ``variant`` only, when given)."""
        where, args = _profile_filter(profile, hidden, variant, pads)
        n: int = self.db.execute(f"SELECT count(*) FROM matches {where}", args).fetchone()[0]
        return n

    def variants(self, profile: str | None = None, *, hidden: Collection[str] = (),
                 pads: bool = False) -> tuple[str, ...]:
        """The variants of the matches a list shows, the most stored first (ties by name)."""
        where, args = _profile_filter(profile, hidden, pads=pads)
        rows = self.db.execute(f"SELECT variant FROM matches {where} GROUP BY variant "
                               "ORDER BY count(*) DESC, variant", args).fetchall()
        return tuple(r[0] for r in rows)

    def set_names(self) -> dict[str, str]:
        """Each house rule set's name in its newest match, by its key (``rule_sets``): a set
        renamed is one game, called by the name it was last played under."""
        rows = self.db.execute(f"SELECT variant, {_RULES_NAME} FROM matches WHERE variant "
                               f"LIKE '%{HOUSE}%' ORDER BY id").fetchall()
        return {key: str(name) for key, name in rows if name}

    def facts(self, profile: str) -> list[StoredFacts]:
        """Every rated match of ``profile`` as the statistics need it, oldest first
        (practice matches, marked in their set-up, kids' games, score pads and matches that
        do not count, ``_COUNTS``, count for nothing)."""
        rows = self.db.execute(
            "SELECT played_at, variant, rounds, rounds_won, fish_made, points, rating, result, "
            f"play_points, best_round, family, {_SEED} FROM matches WHERE profile = ? "
            f"AND {_COUNTS} AND NOT {_PRACTICE} AND NOT {_KIDS} AND NOT {_SCOREPAD} ORDER BY id",
            (profile,)).fetchall()
        return [StoredFacts(r[0], r[1], MatchFacts(*r[2:-1]),
                            None if r[-1] is None else str(r[-1])) for r in rows]

    def practice_count(self, profile: str) -> int:
        """How many of ``profile``'s played matches ``facts`` leaves out only because a move
        was taken back in them (``_PRACTICE``): the statistics say so, not «no matches»."""
        n: int = self.db.execute(
            f"SELECT count(*) FROM matches WHERE profile = ? AND {_COUNTS} AND {_PRACTICE} "
            f"AND NOT {_KIDS} AND NOT {_SCOREPAD}", (profile,)).fetchone()[0]
        return n

    def profiles(self) -> list[str]:
        """Profiles that have stored matches, by name."""
        rows = self.db.execute("SELECT DISTINCT profile FROM matches WHERE profile IS NOT NULL "
                               "ORDER BY profile").fetchall()
        return [r[0] for r in rows]


def _profile_filter(profile: str | None, hidden: Collection[str] = (),
                    variant: str | None = None, pads: bool = False
                    ) -> tuple[str, tuple[Any, ...]]:
    """SQL: ``profile``'s rows (all when None; with ``pads``, the score pads' too: they are
    the device's, every profile's to see), none of the profiles ``hidden``, only games of
    ``variant`` (all when None)."""
    terms, args = [], []
    if profile is not None:
        terms.append(f"(profile = ? OR {_SCOREPAD})" if pads else "profile = ?")
        args.append(profile)
    if variant is not None:
        terms.append("variant = ?")
        args.append(variant)
    if hidden:
        # A row under no profile (a bots' demo) is nobody's to hide.
        terms.append(f"coalesce(profile, '') NOT IN ({', '.join('?' * len(hidden))})")
        args.extend(hidden)
    return ("WHERE " + " AND ".join(terms) if terms else ""), tuple(args)


def _row(r: Sequence[Any]) -> MatchRow:
    stars = r[14] if isinstance(r[14], int) and 0 <= r[14] <= 3 else None
    row = MatchRow(r[0], r[1], r[2], tuple(json.loads(r[3])), r[4], r[5],
                   tuple(json.loads(r[6])), r[7], r[8], r[9], r[10], bool(r[11]), bool(r[12]),
                   bool(r[13]), stars, practice=bool(r[17]))
    try:
        setup = loads(r[16])
        seats = [s if isinstance(s, dict) else {} for s in setup.get("seats", ())]
        sheet = sheet_of(loads(r[15])) if r[15] is not None else None
    except (BadData, ValueError, TypeError, KeyError, AttributeError, zlib.error):
        return row  # an unreadable old match still lists, without these
    player = row.profile_seat if row.profile is not None else profile_seat(setup)
    genders = tuple(str(s["gender"]) if s.get("gender") else None for s in seats)
    rules = setup.get("rules")
    name = rules.get("name") if is_house(row.variant) and isinstance(rules, dict) else None
    return replace(row, sheet=sheet, player=player, genders=genders,
                   set_name=str(name) if name else None)


def on_history(data: DataDir, action: Callable[[History], int], *,
               write: bool = True) -> int | None:
    """``action`` on the history file of ``data``, if there is one; None when there is none
    or it cannot be read (an unreadable history is set aside, and told, when it is next
    opened).  A write goes through ``DataDir.write``: a refusing disk is told once."""
    path = data.path(HISTORY_FILE)
    if not path.exists():
        return None

    def run() -> int:
        with History.open(path) as history:
            return action(history)

    with contextlib.suppress(sqlite3.DatabaseError, BadData):
        return data.write(Kept.HISTORY, run) if write else run()
    return None


def has_played(path: Path, profile: str | None) -> bool:
    """Whether ``profile`` (None: someone with no profile) played a match to its end in the
    history at ``path`` (a score pad typed in is none, nor one that does not count,
    ``_COUNTS``), or sat at a network table through a match however it ended (a host who
    closed it is no sign of a newcomer: issue 13's playtest V offered the tutorial to a
    guest just back from one), read without touching the file: a missing, locked or bad
    one says no (the history and statistics screens are where a bad file is set aside and
    told)."""
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return False
    try:
        row = db.execute(f"SELECT 1 FROM matches WHERE profile IS ? AND ({_COUNTS} OR "
                         f"{_NETWORK}) AND NOT {_SCOREPAD} LIMIT 1", (profile,)).fetchone()
        return row is not None
    except sqlite3.Error:
        return False
    finally:
        db.close()


# -- the one call the table makes ----------------------------------------------------------


def record_finished_match(app: Host, setup: Any, match: Any, *,
                          practice: bool = False, face: str | None = None,
                          avatar: str | None = None, kids: bool = False) -> int | None:
    """Store a finished ``rules.Match`` (every round and move) in the app's history, under
    the profile that played it (a child's kids' game under the child's).

    A ``kids`` game is filed under the children's profiles at it only: a grown-up who sat
    down with a child keeps their own history, statistics and rating as they were.

    A ``practice`` match (a move was taken back) is marked so in its set-up and left out
    of the profile's rating and statistics; a kids' game keeps the pictures it was played
    with (``face``) and the child's picture then (``avatar``), which its replay shows.  Problems are told to the player with
    ``app.notify``; returns the new id, or None.
    """
    from kozel_gui.people import seat_profiles
    from kozel_gui.profiles import Profiles

    profiles = Profiles.load(app.data)
    people = seat_profiles(setup, profiles)
    if kids:
        people = {seat: name for seat, name in people.items()
                  if (found := profiles.get(name)) is not None and found.is_child}
    setup_json = setup.to_json()
    if practice:
        setup_json["practice"] = True
    if face is not None:
        setup_json["face"] = face
    if avatar is not None:
        setup_json["avatar"] = avatar
    return store_match(app.data, setup_json, match.to_json(), people, app.notify)


def store_match(data: DataDir, setup_json: dict[str, Any], match_json: dict[str, Any],
                people: dict[int, str], notify: Callable[[Said], None], *,
                keeper: str | None = None,
                replacing: Callable[[History], int] | None = None) -> int | None:
    """Add one match to the data folder's history, once for each person's profile (seat to
    name in ``people``; none: once, under no profile), and once for ``keeper``, a profile
    that kept the score of others (no seat of its own), after ``replacing`` took out the
    records it replaces (in the same write); its id, or None if not stored.

    A disk that refuses is told once in plain words (``DataDir.write``); a match that
    cannot be read is told with the reason.
    """
    def add(history: History) -> int:
        if replacing is not None:
            replacing(history)
        # Hot-seat: each person's own row, so their history and statistics are theirs.
        ids = [history.add_match(setup_json, match_json, name, seat=seat)
               for seat, name in sorted(people.items())]
        if keeper is not None and keeper not in people.values():
            ids.append(history.add_match(setup_json, match_json, keeper, seated=False))
        if not ids:  # bots only, or people without profiles
            ids.append(history.add_match(setup_json, match_json, None))
        return ids[0]

    return _stored(data, notify, add)


def _stored(data: DataDir, notify: Callable[[Said], None],
            add: Callable[[History], int]) -> int | None:
    """``add`` to the data folder's history, telling what goes wrong; its id, or None."""
    def write() -> int:
        with History.open(data.path(HISTORY_FILE)) as history:
            if history.message:
                notify(history.message)
            return add(history)

    try:
        return data.write(Kept.HISTORY, write)
    except (sqlite3.DatabaseError, BadData) as exc:
        notify(words("history.not_stored", reason=exc))
        return None


def store_puzzles(data: DataDir, setup_json: dict[str, Any], run_json: dict[str, Any],
                  child: str, notify: Callable[[Said], None], *, solved: int,
                  finished: bool) -> int | None:
    """Add a go at kids' level 1 to the history under ``child`` (``History.add_puzzles``);
    its id, or None if not stored (told as ``store_match`` tells it)."""
    return _stored(data, notify, lambda history: history.add_puzzles(
        setup_json, run_json, child, solved=solved, finished=finished))


def rules_of(stored: StoredMatch) -> Rules:
    """The rules a stored match was played by."""
    return sheet_of(stored.match).rules
