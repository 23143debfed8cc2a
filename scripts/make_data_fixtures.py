"""Write a player's data folder as this version of the game writes it, and what it means:
``python scripts/make_data_fixtures.py [FOLDER]`` (default ``tests/golden/formats/VERSION/data``).

Every file comes from the game's own writers, with fixed seeds, names and dates: the
options and the next match's set-up (``App.set_options``, ``App.set_setup``), two
grown-ups' profiles and a child's, a match in progress of the first profile and a demo
in progress (``Session``'s autosave), a history
of finished matches (``History.add_match``, and ``record_in_history`` for a score pad),
score pads (``PadStore``), saved rule presets (``PresetStore``) and kids' progress
(``ProgressStore``).  ``meaning.json`` beside them says what each file holds, in terms
any later version's loaders can be asked about (``tests/test_upgrade.py`` does, for each
shipped version's folder and for one this script writes afresh).

When a format changes, write the folder of the version that will ship the change
(``python scripts/make_data_fixtures.py tests/golden/formats/NEXT_VERSION/data``; its
``meaning.json`` notes the code's version as ``written_by``); never rewrite a folder of a
version that was released.
"""

from __future__ import annotations

import dataclasses
import json
import os
import random
import sys
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kozel_gui.app import App  # noqa: E402
from kozel_gui.cli import parse_args  # noqa: E402
from kozel_gui.history import HISTORY_FILE, History, MatchRow  # noqa: E402
from kozel_gui.i18n import Gender  # noqa: E402
from kozel_gui.kids.progress import Progress, ProgressStore  # noqa: E402
from kozel_gui.options import MatchSetup, Options, SeatSetup  # noqa: E402
from kozel_gui.profiles import AVATARS, ProfileKind, Profiles  # noqa: E402
from kozel_gui.scorepad.model import Pad, RoundFacts  # noqa: E402
from kozel_gui.scorepad.store import PadStore, record_in_history  # noqa: E402
from kozel_gui.session import Session  # noqa: E402
from kozel_gui.settings.presets_store import PresetStore  # noqa: E402
from kozel_gui.storage import DataDir  # noqa: E402
from kozel_gui.version import version  # noqa: E402
from rules import Match, Rules, find_preset, play_match, play_round  # noqa: E402
from rules.bots import find_bot  # noqa: E402

MEANING_FILE = "meaning.json"
WHEN = datetime(2026, 11, 30, 18, 0)
BOT = find_bot("heaviest")  # plays fast and never draws on a random source


# -- what a file means (applied to what was written, and to what a later version reads) ---


def options_meaning(options: Options) -> dict[str, Any]:
    """Every option by name."""
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}


def setup_meaning(setup: MatchSetup) -> dict[str, Any]:
    """The rules' name, each seat, the seed."""
    return {"rules": setup.rules.name, "seed": setup.seed,
            "seats": [[s.name, s.human, s.bot, s.personality] for s in setup.seats]}


def match_meaning(match: Match) -> dict[str, Any]:
    """Where a match stands: round, ply, who moves, hand sizes, scores."""
    return {"number": match.number, "ply": match.round.ply, "to_move": match.round.to_move,
            "hands": list(match.round.hand_sizes), "score": list(match.sheet.score),
            "remembered": list(match.sheet.remembered),
            "finished": match.finished}


def row_meaning(row: MatchRow) -> dict[str, Any]:
    """A history line without its id and date."""
    return {"variant": row.variant, "players": list(row.players), "result": row.result,
            "goat": row.goat, "scores": list(row.scores), "profile": row.profile,
            "profile_seat": row.profile_seat, "rounds": row.rounds, "rating": row.rating}


def pad_meaning(pad: Pad) -> dict[str, Any]:
    """A score pad's names, rules, rounds and totals."""
    return {"id": pad.id, "names": list(pad.names), "rules": pad.rules.name,
            "rounds": len(pad.sheet.rows), "score": list(pad.sheet.score),
            "over": pad.sheet.is_over, "in_history": pad.in_history, "created": pad.created}


def rules_meaning(rules: Rules) -> dict[str, Any]:
    """Every rule by name (enums by value)."""
    return {f.name: _plain(getattr(rules, f.name)) for f in dataclasses.fields(rules)}


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return getattr(value, "value", value)


# -- writing --------------------------------------------------------------------------


def _bots_match(rules: Rules, players: int, seed: int) -> Match:
    return play_match(Match.start(rules, players, seed), [BOT] * players, random.Random(seed))


def _in_progress(rules: Rules, players: int, seed: int, moves: int) -> Match:
    """A match in its second round, ``moves`` plies in."""
    m = Match.start(rules, players, seed)
    m = dataclasses.replace(m, round=play_round(m.round, [BOT] * players, random.Random(seed)))
    m = m.next_round()
    assert not m.finished, "the first round decided the match: pick another seed"
    for _ in range(moves):
        seat = m.round.to_move
        m = m.play(BOT.choose(m.round.view(seat), random.Random(seed)))
    return m


def _seats(*specs: tuple[str, bool, str, str | None]) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(name, human=human, bot=bot, personality=who)
                 for name, human, bot, who in specs)


def write_saves(app: App) -> dict[str, Any]:
    """The options, the set-up and both autosaves, through the app and a session."""
    options = Options(language="en", face="berries", table="wood", speed=1.5, volume=0.4,
                      muted=True, large_tiles=True, hints=False, show_bot_hands=True)
    app.set_options(options)
    setup = MatchSetup(find_preset("sea_goat"), _seats(
        ("Аня", True, "medium", None), ("Зина", False, "hard", "fox")), seed=11)
    app.set_setup(setup)
    demo = MatchSetup(find_preset("kozel_2x2"), _seats(
        ("Михалыч", False, "medium", "bear"), ("Зина", False, "hard", None),
        ("Капитан", False, "hard", "captain"), ("Колян", False, "easy", None)), seed=12)
    saved = {}
    for name, chosen, moves in (("autosave", setup, 5), ("demo_autosave", demo, 9)):
        match = _in_progress(chosen.rules, chosen.players, chosen.seed or 0, moves)
        session = Session(app, chosen, match)  # writes the autosave, as at every move
        session.close()
        saved[name] = {"setup": setup_meaning(chosen), "match": match_meaning(match)}
    return {"options": options_meaning(options), "setup": setup_meaning(setup), **saved}


def write_history(data: DataDir, pad: Pad) -> dict[str, Any]:
    """Finished matches of both profiles, a practice one, a bots' one and a score pad's."""
    played = (  # preset, players, seed, human name (None: bots only), profile, practice
        ("kozel", 4, 21, "Аня", "Аня", False),
        ("sea_goat", 2, 22, "Аня", "Аня", False),
        ("kozel_2x2", 4, 23, "Боря", "Боря", False),
        ("kozel", 3, 24, "Аня", "Аня", True),
        ("kozel", 4, 25, None, None, False),
    )
    with History.open(data.path(HISTORY_FILE)) as history:
        for i, (preset, players, seed, human, profile, practice) in enumerate(played):
            names = [human or "Петрович", "Зина", "Колян", "Михалыч"][:players]
            seats = tuple(SeatSetup(n, human=human is not None and k == 0, bot="heaviest")
                          for k, n in enumerate(names))
            setup_json = MatchSetup(find_preset(preset), seats, seed=seed).to_json()
            if practice:
                setup_json["practice"] = True
            match = _bots_match(find_preset(preset), players, seed)
            history.add_match(setup_json, match.to_json(), profile,
                              played_at=WHEN + timedelta(hours=i))
    # The finished pad, as its sheet page stores it: into the history, then marked so.
    if not record_in_history(data, pad, print):
        raise SystemExit("make_data_fixtures: the pad did not go into the history")
    pad.in_history = True
    PadStore(data).save(pad)
    with History.open(data.path(HISTORY_FILE)) as history:
        rows = list(reversed(history.list_matches(limit=100)))
        rated = {p: len(history.facts(p)) for p in history.profiles()}
    return {"rows": [row_meaning(r) for r in rows], "rated": rated}


def write_pads(data: DataDir) -> tuple[Pad, Pad]:
    """A pad in progress (tiles typed in and totals) and a finished one."""
    going = Pad.new(find_preset("kozel"), ["Аня", "Боря", "Вера"], pad_id="20261130-180000-a1b2c3")
    going.record(RoundFacts("out", 0, points=[0, 5, 20]))
    going.record(RoundFacts("out", 2, hands=[["6:6", "1:2"], ["0:3"], []]))
    done = Pad.new(find_preset("kozel_2x2"), ["Аня", "Боря", "Вера", "Гоша"],
                   pad_id="20261130-190000-d4e5f6")
    while not done.sheet.is_over:
        by = len(done.sheet.rows) % 2
        points = [0, 30, 0, 25] if by == 0 else [20, 0, 15, 0]
        done.record(RoundFacts("out", by, points=points))
    store = PadStore(data)
    for pad, when in ((going, WHEN), (done, WHEN + timedelta(days=1))):
        pad.created = pad.updated = when.strftime("%Y-%m-%d %H:%M")
        if not store.save(pad):
            raise SystemExit(f"make_data_fixtures: pad {pad.id} was not saved")
    return going, done


def write_presets(data: DataDir) -> list[tuple[str, dict[str, Any]]]:
    """Two of the player's own rule presets, in the order they were saved."""
    store = PresetStore(data)
    ours = store.save("Наш двор", dataclasses.replace(find_preset("kozel"), goat_at=125,
                                                       open_at=25, fish_ties_carry=True))
    sea = store.save("Море у Пети", dataclasses.replace(find_preset("sea_goat"), bald_goat=True))
    return [(r.name, rules_meaning(r)) for r in (ours, sea)]


def write_kids(data: DataDir) -> dict[str, Any]:
    """Two children's progress, one with another picture set."""
    store = ProgressStore(data)
    progress = {"Аня": Progress().finished(1, 3).finished(2, 1).with_face("berries"),
                "Боря": Progress().finished(1, 2)}
    for name, value in progress.items():
        if not store.save(name, value):
            raise SystemExit(f"make_data_fixtures: {store.message}")
    return {name: value.to_json() for name, value in progress.items()}


def write_data_folder(folder: Path) -> dict[str, Any]:
    """Fill the empty ``folder`` as the game would; returns (and writes) its meaning."""
    if folder.exists() and any(folder.iterdir()):
        raise SystemExit(f"make_data_fixtures: {folder} is not empty; an old version's "
                         "fixtures are never rewritten")
    folder.mkdir(parents=True, exist_ok=True)
    data = DataDir(folder)
    profiles = Profiles().added("Аня", created=WHEN).added("Боря", created=WHEN).added(
        "Петя", Gender.MALE, kind=ProfileKind.CHILD, avatar=AVATARS[1], created=WHEN,
    ).selected("Аня")
    profiles.save(data)
    app = App(parse_args(["--headless", "--data-dir", str(folder)]))
    try:
        meaning: dict[str, Any] = {"written_by": version(), "profiles": profiles.to_json()}
        meaning |= write_saves(app)
    finally:
        app.close()
    pads = write_pads(data)
    meaning |= {"history": write_history(data, pads[1]), "presets": write_presets(data),
                "kids": write_kids(data), "pads": {p.id: pad_meaning(p) for p in pads}}
    (folder / MEANING_FILE).write_text(
        json.dumps(meaning, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return meaning


def main(argv: list[str]) -> int:
    """Write the folder given, or this version's golden one."""
    folder = Path(argv[0]) if argv else ROOT / "tests" / "golden" / "formats" / version() / "data"
    write_data_folder(folder)
    print(f"{folder}: {', '.join(sorted(p.name for p in folder.iterdir()))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
