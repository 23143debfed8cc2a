"""Time the table geometry: µs per line layout, slot, hand and table (run from the repo root);
and judge the four-way table over random rounds: its tiles' size, how much of the field it
uses, how many arms turn after one tile.

.venv/bin/python benchmarks/bench_layout.py [--spinner-only] [--compare REV]

``--compare REV`` also lays out the same rounds with the table geometry of git revision
``REV`` (its ``kozel_gui`` files that differ, over this tree's) and prints each game's
per-round figures before and after side by side.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path
from statistics import mean

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kozel_gui.layout import Box, LineTile, TableLayout, layout_hand, sheet_opens
from kozel_gui.layout_board import BoardLayout
from rules import Round

REPEAT = 500
SPINNER_GAMES = ("muggins", "telephone", "osel", "chvv")
SPINNER_SIZES = ((1024, 600), (1280, 720), (1920, 1080))
SPINNER_ROUNDS = 40  # random rounds per game, player count and window size
PER_ROUND_GAMES = ("muggins", "telephone", "osel", "bergen", "chvv")  # bergen: a line game
PER_ROUND_SIZES = ((1024, 600), (1280, 720))
PER_ROUND_SEEDS = 16  # rounds per game, player count and window size
ROOT = Path(__file__).resolve().parents[1]


def per_call_us(fn: object, number: int = REPEAT) -> float:
    """Best of five runs, in microseconds per call."""
    runs = timeit.repeat(fn, number=number, repeat=5)  # type: ignore[arg-type]
    return min(runs) / number * 1e6


def chain(n: int, rng: random.Random) -> list[LineTile]:
    """A line of ``n`` matching tiles, about one double in five."""
    tiles, v = [], rng.randrange(7)
    for _ in range(n):
        nxt = v if rng.random() < 0.2 else (v + rng.randrange(1, 7)) % 7
        tiles.append(LineTile(v, nxt))
        v = nxt
    return tiles


def timings() -> None:
    """Print one line per case."""
    rng = random.Random(7)
    for w, h, players in ((1024, 600, 4), (1280, 720, 4), (1920, 1080, 2), (3840, 2160, 3)):
        table = TableLayout.for_window(w, h, players, sheet_expanded=True)
        for n in (1, 14, 28):
            line = chain(n, rng)
            for lead, name in ((n // 2, "centred"), (0, "one arm")):
                us = per_call_us(lambda line=line, lead=lead, t=table: t.line(line, lead))
                lay = table.line(line, lead)
                slot = per_call_us(lambda lay=lay: lay.slot("right", double=False))
                print(
                    f"{w}x{h} {players}p line {n:2d} {name:8s}: {us:7.1f} µs"
                    f"  (tile {lay.long:.0f} px)  slot {slot:6.1f} µs"
                )
        table_us = per_call_us(
            lambda w=w, h=h, p=players: TableLayout.for_window(w, h, p, sheet_expanded=True)
        )
        hand_us = per_call_us(lambda t=table: layout_hand(28, t.hand, max_long=t.hand_max_long))
        print(f"{w}x{h} {players}p table {table_us:6.1f} µs, hand of 28 {hand_us:6.1f} µs")


def first_row(tiles: list[Box]) -> int:
    """How many tiles after the spinner (``tiles[0]``) lie on the arm's axis before it turns."""
    (sx, sy), n = tiles[0].center, 0
    for b in tiles[1:]:
        cx, cy = b.center
        if abs(cx - sx) > 1e-6 and abs(cy - sy) > 1e-6:
            break
        n += 1
    return n


def turns(tiles: list[Box]) -> int:
    """How many times an arm (``tiles`` from the spinner out) changes its way."""
    ways = []
    for a, b in itertools.pairwise(tiles):
        dx, dy = b.center[0] - a.center[0], b.center[1] - a.center[1]
        ways.append((dx > 0, 0) if abs(dx) > abs(dy) else (0, dy > 0))
    return sum(1 for p, q in itertools.pairwise(ways) if p != q)


def spinner_figures() -> None:
    """Mean short side, the share of the table's middle (the field with no bazaar) the tiles'
    bounding box covers, the share of the arms that turn after a single tile and of those
    that turn twice or more (the second turn runs on toward the next arm), over the same
    random rounds each run (the position half way through each round and its last one)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from kozel_gui.table.fixtures import table_layout
    from kozel_gui.table.motion import board_tiles, line_layout
    from rules import Match, find_preset

    pygame.font.init()
    for w, h in SPINNER_SIZES:
        for bazaar in (True, False):
            shorts, used, arms, single, curled = [], [], 0, 0, 0
            for game in SPINNER_GAMES:
                rules = find_preset(game)
                for players in (2, 3, 4):
                    # the sheet as the table opens it (folded on a small window with side
                    # seats: ``sheet_opens``)
                    t = table_layout((w, h), rules, players,
                                     expanded=sheet_opens(w, players))[0]
                    # the middle of the table, bazaar or not: the same yardstick for both
                    f = TableLayout.for_window(w, h, players,
                                               sheet_expanded=sheet_opens(w, players),
                                               bazaar=False).field
                    if (t.bazaar.w > 0) != bazaar:
                        continue
                    for seed in range(SPINNER_ROUNDS):
                        rng, r = random.Random(seed), Match.start(rules, players, seed).round
                        seen = [r]
                        while r.outcome() is None:
                            r = r.play(rng.choice(r.legal_moves()))
                            seen.append(r)
                        for pos in (seen[len(seen) // 2], seen[-1]):
                            if pos.spinner is None:
                                continue
                            lay = line_layout(t, pos)
                            boxes = [p.box for p in lay.tiles]
                            shorts.append(lay.short)
                            x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
                            x1, y1 = max(b.right for b in boxes), max(b.bottom for b in boxes)
                            used.append((x1 - x0) * (y1 - y0) / (f.w * f.h))
                            flat = [p.tile for p in board_tiles(pos)]
                            at = {tile: boxes[i] for i, tile in enumerate(flat)}
                            line = [p.tile for p in pos.line]
                            s = line.index(pos.spinner)
                            up, down = ([p.tile for p in b] for b in pos.branches)
                            for arm in (line[s:], line[s::-1], [line[s], *up],
                                        [line[s], *down]):
                                tiles = [at[tile] for tile in arm]
                                n = first_row(tiles)
                                if n < len(tiles) - 1:  # it has turned
                                    arms += 1
                                    single += n <= 1
                                    curled += turns(tiles) >= 2
            if shorts:
                print(f"{w}x{h} {'bazaar' if bazaar else 'no bazaar':9s}: "
                      f"{len(shorts):4d} positions, mean short side {mean(shorts):5.1f} px, "
                      f"field used {mean(used):5.1%}, turned arms {arms:4d}, "
                      f"of them after one tile {single / max(1, arms):5.1%}, "
                      f"twice or more (on toward the next arm) {curled / max(1, arms):5.1%}")


def move_by_move() -> None:
    """Milliseconds per move of whole rounds laid out as the table asks, from cold caches:
    each position's layout and the slot of every open end, plain and double (what a move
    costs the frame it lands in)."""
    import time

    from kozel_gui import layout_board
    from kozel_gui.table.fixtures import table_layout
    from kozel_gui.table.motion import line_layout
    from rules import Match, find_preset

    for game, players in (("kozel", 4), ("muggins", 4)):
        rules = find_preset(game)
        t = table_layout((1280, 720), rules, players, expanded=sheet_opens(1280, players))[0]
        moves, spent = 0, 0.0
        for seed in range(SPINNER_ROUNDS):
            for cache in ("_cached", "_laid"):
                if hasattr(layout_board, cache):
                    getattr(layout_board, cache).cache_clear()
            rng, r = random.Random(seed), Match.start(rules, players, seed).round
            while r.outcome() is None:
                r = r.play(rng.choice(r.legal_moves()))
                if not r.line:
                    continue
                start = time.perf_counter()
                lay = line_layout(t, r)
                for end in lay._grown.board.ends:
                    for double in (False, True):
                        lay.slot(end, double)
                spent += time.perf_counter() - start
                moves += 1
        print(f"1280x720 {game} {players}p: {spent / moves * 1e3:6.2f} ms a move "
              f"(layout and every slot, cold), {moves} moves")


def round_figures() -> None:
    """Over whole rounds (every position from the spinner on): how many times the tiles'
    size changes in a round, the smallest and largest size of a round, and the share of
    rounds whose final picture has a turn far from any wall (more than seven short sides
    straight on were free when it was laid: ``tests/test_layout_arms.check_turns_forced``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from test_layout_arms import check_turns_forced

    from kozel_gui.table.fixtures import table_layout
    from kozel_gui.table.motion import board_tiles, line_layout
    from rules import Match, find_preset

    pygame.font.init()
    for w, h in SPINNER_SIZES[:2]:
        changes, lows, highs, mid, rounds = [], [], [], 0, 0
        for game in SPINNER_GAMES:
            rules = find_preset(game)
            for players in (2, 3, 4):
                t = table_layout((w, h), rules, players, expanded=sheet_opens(w, players))[0]
                for seed in range(SPINNER_ROUNDS // 2):
                    rng, r = random.Random(seed), Match.start(rules, players, seed).round
                    sizes: list[float] = []
                    while r.outcome() is None:
                        r = r.play(rng.choice(r.legal_moves()))
                        if r.spinner is not None:
                            sizes.append(line_layout(t, r).short)
                    if not sizes:
                        continue
                    rounds += 1
                    changes.append(sum(a != b for a, b in itertools.pairwise(sizes)))
                    lows.append(min(sizes))
                    highs.append(max(sizes))
                    try:
                        check_turns_forced(r, line_layout(t, r), t,
                                           {p.tile for p in board_tiles(r)}, 7)
                    except AssertionError:
                        mid += 1
        print(f"{w}x{h} rounds {rounds}: size changes a round mean {mean(changes):4.2f} "
              f"max {max(changes)}, rounds with none {changes.count(0) / rounds:5.1%}, "
              f"at most two {sum(c <= 2 for c in changes) / rounds:5.1%}; smallest size "
              f"mean {mean(lows):5.1f} px, largest {mean(highs):5.1f} px; rounds with a turn "
              f"far from a wall {mid / rounds:5.1%}")


def arm_chains(r: Round, lay: BoardLayout) -> list[list[Box]]:
    """The boxes of each arm of round ``r``'s board ``lay`` from its start outward: a
    four-way table's four from the spinner, a line's two from the lead."""
    from kozel_gui.table.motion import board_tiles

    at = {p.tile: lay.tiles[i].box for i, p in enumerate(board_tiles(r))}
    line = [p.tile for p in r.line]
    if r.spinner is None:
        return [[at[t] for t in line[r.lead_index:]], [at[t] for t in line[r.lead_index::-1]]]
    s = line.index(r.spinner)
    up, down = ([p.tile for p in b] for b in r.branches)
    return [[at[t] for t in arm] for arm in (line[s:], line[s::-1], [line[s], *up],
                                              [line[s], *down])]


def off_centre(lay: BoardLayout) -> float:
    """How far (px) the middle of the tiles' bounding box lies from the middle of the
    field's free height (where the lead is put: ``lead_origin``)."""
    boxes = [p.box for p in lay.tiles]
    ox, oy = lay._plan.origin
    cx = (min(b.x for b in boxes) + max(b.right for b in boxes)) / 2
    cy = (min(b.y for b in boxes) + max(b.bottom for b in boxes)) / 2
    return float(((cx - ox) ** 2 + (cy - oy) ** 2) ** 0.5)


def per_round() -> dict[str, list[float]]:
    """Each game's figures per round at each window size (2 to 4 players, every position
    with tiles down): the mean short side of a round's positions, its smallest, how many
    times the size changes in it, how many rounds; at the round's end, how many times its
    arms turn and how many tiles an arm that turned ran straight first; over its
    positions, how far the picture lies from the field's middle (px)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from kozel_gui.table.fixtures import table_layout
    from kozel_gui.table.motion import line_layout
    from rules import Match, find_preset

    pygame.font.init()
    out: dict[str, list[float]] = {}
    for (w, h), game in itertools.product(PER_ROUND_SIZES, PER_ROUND_GAMES):
        rules, means, lows, changes = find_preset(game), [], [], []
        bends: list[int] = []
        runs: list[int] = []
        offs: list[float] = []
        for players in (2, 3, 4):
            t = table_layout((w, h), rules, players, expanded=sheet_opens(w, players))[0]
            for seed in range(PER_ROUND_SEEDS):
                rng, r = random.Random(seed), Match.start(rules, players, seed).round
                sizes: list[float] = []
                while r.outcome() is None:
                    r = r.play(rng.choice(r.legal_moves()))
                    if r.line:
                        lay = line_layout(t, r)
                        sizes.append(lay.short)
                        offs.append(off_centre(lay))
                if sizes:
                    means.append(mean(sizes))
                    lows.append(min(sizes))
                    changes.append(sum(a != b for a, b in itertools.pairwise(sizes)))
                    chains = arm_chains(r, line_layout(t, r))
                    bends.append(sum(turns(c) for c in chains))
                    runs += [first_row(c) for c in chains if first_row(c) < len(c) - 1]
        out[f"{w}x{h} {game}"] = [mean(means), mean(lows), mean(changes), len(means),
                                  mean(bends), mean(runs or [0]), mean(offs)]
    return out


def _before(rev: str) -> dict[str, list[float]]:
    """``per_round`` run on a copy of this tree whose ``kozel_gui`` is as at ``rev``."""
    changed = subprocess.run(["git", "diff", "--name-only", rev, "--", "kozel_gui"], cwd=ROOT,
                             check=True, capture_output=True, text=True).stdout.split()
    with tempfile.TemporaryDirectory() as tmp:
        for part in ("kozel_gui", "rules", "benchmarks"):
            shutil.copytree(ROOT / part, Path(tmp) / part,
                            ignore=shutil.ignore_patterns("__pycache__"))
        (Path(tmp) / "assets").symlink_to(ROOT / "assets")
        for name in changed:
            old = subprocess.run(["git", "show", f"{rev}:{name}"], cwd=ROOT,
                                 capture_output=True)
            target = Path(tmp) / name
            if old.returncode == 0:
                target.write_bytes(old.stdout)
            else:  # new since rev
                target.unlink(missing_ok=True)
        got = subprocess.run([sys.executable, str(Path(tmp) / "benchmarks/bench_layout.py"),
                              "--per-round-json"], check=True, capture_output=True, text=True)
    return dict(json.loads(got.stdout.splitlines()[-1]))  # (after pygame's greeting)


def compare(rev: str) -> None:
    """``per_round`` before (at ``rev``) and now, side by side."""
    old, new = _before(rev), per_round()
    print(f"per round, 2-4 players, {PER_ROUND_SEEDS} seeds each: mean size / smallest (px)"
          " / size changes a round / turns of its arms at its end / tiles an arm runs"
          f" before its first turn / mean distance of the picture from the field's middle"
          f" (px);  {rev} -> now")

    def row(m: float, low: float, c: float, bends: float, run: float, off: float) -> str:
        return f"{m:5.1f} / {low:5.1f} / {c:4.2f} / {bends:4.1f} / {run:4.1f} / {off:5.1f}"

    for key, (m1, l1, c1, n, *rest1) in old.items():
        m2, l2, c2, _, *rest2 = new[key]
        print(f"{key:20s} {int(n):3d} rounds: {row(m1, l1, c1, *rest1)}   ->   "
              f"{row(m2, l2, c2, *rest2)}")


if __name__ == "__main__":
    if "--per-round-json" in sys.argv:
        print(json.dumps(per_round()))
    elif "--compare" in sys.argv:
        compare(sys.argv[sys.argv.index("--compare") + 1])
    else:
        if "--spinner-only" not in sys.argv:
            timings()
            move_by_move()
        spinner_figures()
        round_figures()
