"""Write the engine's saved-format fixtures: ``tests/golden/formats/<version>/engine/``.

These are the JSON forms of ``Rules``, ``Round``, ``SeatView``, ``ScoreSheet`` and ``Match``
as one version of the game wrote them, so later versions can prove they still read
them and mean the same thing (``tests/test_format_fixtures.py``).  Each file is the plain
``to_json()`` output; ``meanings.json`` beside them holds what each one means, read
through the public API (hands, legal moves, scores, ratings ...).

The 0.1.0 files were made from the engine of 0.1.0 (the commit that added them, with
this script as it was then; the score sheet was still mutable) with::

    python scripts/make_engine_fixtures.py 0.1.0

Never regenerate an existing version's files: they are a record of what was shipped.
"""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from format_meaning import meaning  # noqa: E402

from rules import Match, Round, ScoreSheet, find_preset  # noqa: E402
from rules.bots import find_bot  # noqa: E402
from rules.config import PRESETS, Rules  # noqa: E402

CUSTOM = dataclasses.replace(
    find_preset("kozel"), name="my_rules", players_allowed=(2, 3), draw="one",
    bazaar_reserve=1, fish="max_takes_all", open_at=25, goat_at=125, zero_zero_value=5,
    redeal_doubles=4, lead_must_be_double=True, no_double_lead="lowest",
)
"""A changed preset saved under a new name, as the settings screen does."""


def _cases() -> list[tuple[str, Rules, int]]:
    out = [(name, rules, n) for name, rules in PRESETS.items() for n in rules.players_allowed]
    return out + [("custom", CUSTOM, n) for n in CUSTOM.players_allowed]


def _play_round(r: Round, rng: random.Random, stop: int | None = None) -> Round:
    bot = find_bot("medium")
    while r.outcome() is None and (stop is None or r.ply < stop):
        r = r.play(bot.choose(r.view(r.to_move), rng))
    return r


def _match_files(tag: str, rules: Rules, players: int, seed: int) -> dict[str, Any]:
    """A match finished, the same match mid-round, its sheet, rounds and views."""
    rng = random.Random(seed)
    m = Match.start(rules, players, seed)
    out: dict[str, Any] = {}
    mid: Match | None = None
    while not m.finished:
        if m.number == 2 and mid is None:
            half = _play_round(m.round, rng, stop=5)
            mid = replace(m, round=half)
            out[f"round-{tag}-mid"] = half
            out[f"view-{tag}-mid"] = half.view((half.to_move + 1) % players)
            if rules.move_clock:
                mid = mid.timeout(half.to_move).timeout(half.to_move)
        r = _play_round(m.round, rng)
        if m.number == 1:
            out[f"round-{tag}-over"] = r
            out[f"view-{tag}-over"] = r.view(0)
        m = replace(m, round=r).next_round()
    assert mid is not None, "every fixture match has a second round"
    out[f"match-{tag}-mid"] = mid
    out[f"match-{tag}-over"] = m
    out[f"sheet-{tag}"] = m.sheet
    return out


def _typed_sheet() -> ScoreSheet:
    """A paper score pad: points typed in, eggs carried, a clock warning and penalty."""
    sheet = ScoreSheet(find_preset("kozel"), 3)
    sheet = sheet.record(points=[20, 20, 5], ended="fish", by=2)
    sheet = sheet.record(points=[30, 0, 4], ended="out", by=1, lead="6:6", last="0:0")
    sheet = sheet.timeout(0).timeout(0)
    return sheet.record(hands=[["5:6", "1:1"], [], ["0:0"]], ended="out", by=1, last=["2:3"])


def _hundred_round() -> Round:
    """A sea-goat deal offering the hundred move to the first writer (seat 1)."""
    rules = find_preset("sea_goat")
    for seed in range(1000):
        r = Round.deal(rules, random.Random(seed), 2, leader=0, first_writer=1)
        if r.offer is not None:
            return r
    raise AssertionError("no deal offered the hundred move")


def build() -> dict[str, Any]:
    """Every fixture by file stem."""
    out: dict[str, Any] = {f"rules-{name}": rules for name, rules in PRESETS.items()}
    out["rules-custom"] = CUSTOM
    for i, (name, rules, players) in enumerate(_cases()):
        out.update(_match_files(f"{name}-{players}p", rules, players, seed=100 + i))
    out["sheet-typed-kozel-3p"] = _typed_sheet()
    offer = _hundred_round()
    out["round-sea_goat-2p-offer"] = offer
    out["round-sea_goat-2p-declined"] = offer.play("decline")
    out["view-sea_goat-2p-offer"] = offer.view(offer.to_move)
    return out


def main(argv: list[str]) -> int:
    """Write the files of version ``argv[0]``; refuses to overwrite a version."""
    if len(argv) != 1:
        print("usage: python scripts/make_engine_fixtures.py VERSION", file=sys.stderr)
        return 2
    folder = ROOT / "tests" / "golden" / "formats" / argv[0] / "engine"
    if folder.exists():
        print(f"{folder.relative_to(ROOT)} exists: a shipped version is never rewritten",
              file=sys.stderr)
        return 1
    folder.mkdir(parents=True)
    meanings = {}
    for stem, value in build().items():
        data = value.to_json()
        (folder / f"{stem}.json").write_text(json.dumps(data, ensure_ascii=False) + "\n")
        meanings[stem] = meaning(value)
    lines = [f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in meanings.items()]
    (folder / "meanings.json").write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"wrote {len(meanings)} fixtures to {folder.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
