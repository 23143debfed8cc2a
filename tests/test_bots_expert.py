"""The expert bot's parts: the move model's likelihood, posterior worlds, ISMCTS, the time budget."""

from __future__ import annotations

import itertools
import math
import random

from rules import Round, find_preset
from rules.bots.belief import Event, Model, event_log_prob, events_of, likelihood, sample_posterior
from rules.bots.expert import ExpertBot
from rules.bots.ismcts import Node, Search
from rules.bots.kernel import Kernel, code_of, move_of
from rules.bots.knowledge import allowed_mask, knowledge_of
from rules.bots.sampler import kernel_for, sample_hands
from rules.bots.search import Evaluator
from rules.moves import Move
from rules.tiles import Tile, mask_of

_HANDS = [["1:1", "0:0", "0:2", "2:2", "3:3", "4:4", "0:3"],
          ["1:6", "6:6", "5:5", "0:1", "2:4", "3:5", "4:5"],
          ["1:3", "1:4", "2:5", "3:6", "0:4", "0:5", "0:6"],
          ["1:2", "1:5", "2:3", "2:6", "3:4", "4:6", "5:6"]]


def _light_over_heavy() -> Round:
    """2x2: seat 0 leads 1:1, seat 1 plays 0:1 though it holds 1:6; seat 2 to move."""
    r = Round.from_hands(find_preset("kozel_2x2"), _HANDS, leader=0)
    return r.play("1:1").play("0:1<")


def test_event_probability_is_the_softmax_of_the_move_scores() -> None:
    """Ends 6 and 1; 1:0 on the right (score .064 + .3 kept) against 6:5 on the left (.704 + .3)."""
    m = Model(shed=0.064, double=0.8, keep=0.3)
    e = Event(seat=1, tile=Tile(0, 1).index, end=1, left=6, right=1, later=0)
    held = event_log_prob(m, e, mask_of(["5:6"]))
    assert math.isclose(held, -math.log(1 + math.exp(0.64)))
    assert event_log_prob(m, e, mask_of(["2:3"])) == 0.0  # nothing else fitted: no choice


def test_events_are_the_other_seats_placements_and_a_draw_drops_them() -> None:
    r = _light_over_heavy()
    assert events_of(r.view(2)) == [Event(1, Tile(0, 1).index, 0, 1, 1, 0)]
    assert events_of(r.view(1)) == []  # one's own moves say nothing new
    r = Round.from_hands(find_preset("kozel"), [["1:2", "1:1", "0:5"], ["2:6", "3:4", "4:4"]],
                         bazaar=["0:4", "2:3", "4:5", "0:0", "0:1", "0:2", "0:3", "5:5"])
    r = r.play("1:2").play("2:6>")
    assert events_of(r.view(0)) == [Event(1, Tile(2, 6).index, 1, 1, 2, 0)]
    r = r.play("1:1<").play("draw")  # the tile drawn may be what the old choice kept
    assert events_of(r.view(0)) == []


def test_a_world_where_the_heavier_tile_was_kept_is_less_likely() -> None:
    r = _light_over_heavy()
    view = r.view(2)
    events = events_of(view)
    m = {1: Model()}
    with_heavy = [0, mask_of(["1:6", "6:6", "5:5", "2:4", "3:5", "4:5"]), 0, 0]
    without = [0, mask_of(["2:3", "6:6", "5:5", "2:4", "3:5", "4:5"]), 0, 0]
    # On ends 1 and 1 even the lone 0:1 had two ways to go: the end is a choice too.
    assert likelihood(m, events, with_heavy) < likelihood(m, events, without) == -math.log(2)


def test_posterior_worlds_fit_the_view_and_shift_away_from_the_kept_heavy_tile() -> None:
    r = _light_over_heavy()
    view = r.view(2)
    know = knowledge_of(view)
    six_one = Tile(1, 6).bit
    worlds = sample_posterior(view, know, {1: Model(shed=0.5)}, 400, random.Random(7))
    for hands, bazaar in worlds:
        assert hands[2] == know.hand and not bazaar
        assert [h.bit_count() for h in hands] == list(view.hand_sizes)
        hidden = [h for s, h in enumerate(hands) if s != 2]
        assert sum(hidden) == know.unseen and all(a & b == 0 for a, b in
                                                  itertools.combinations(hidden, 2))
        assert all(h & ~allowed_mask(know.voids[s]) == 0 for s, h in enumerate(hands) if s != 2)
    rng = random.Random(7)
    uniform = sum(sample_hands(know, rng)[0][1] & six_one != 0 for _ in range(400)) / 400
    posterior = sum(h[1] & six_one != 0 for h, _ in worlds) / 400
    assert 0.25 < uniform < 0.4  # 6 of the 19 tiles seat 2 cannot see
    assert posterior < uniform / 2


class _FirstMovePays(Evaluator):
    """A finished world is worth 10 when the root move was ``good``, else 0."""

    def __init__(self, rules_name: str, good: int) -> None:
        super().__init__(find_preset(rules_name), 4, 0, None, 0.75)
        self.good = good

    def leaf(self, k: Kernel) -> float:
        return 10.0 if k.undo[0][0] == self.good else 0.0


def _root_position() -> tuple[Round, Kernel, list[int]]:
    r = Round.from_hands(find_preset("kozel_2x2"), _HANDS, leader=0)
    view = r.view(0)
    know = knowledge_of(view)
    hands, bazaar = sample_hands(know, random.Random(1))
    return r, kernel_for(view, know, hands, bazaar), [code_of(m) for m in r.legal_moves()]


def test_ucb_tries_every_move_then_backs_the_paying_one() -> None:
    _, k, codes = _root_position()
    good = codes[3]
    tree = Search(_FirstMovePays("kozel_2x2", good), 0, codes, random.Random(2), 12.0, 0.75)
    before = (k.snapshot(), list(k.undo), k.legal())
    for _ in range(200):
        tree.iterate(k)
    assert (k.snapshot(), list(k.undo), k.legal()) == before  # each descent is undone
    assert tree.iterations == 200 and sum(tree.visits(c) for c in codes) == 200
    assert all(tree.visits(c) >= 1 for c in codes)
    assert tree.best() == good and tree.mean(good) == 10.0
    assert tree.visits(good) > 200 // 2


def test_later_own_decisions_share_nodes_across_worlds() -> None:
    """The node after a public move sequence pools every world: one tree, not one per world."""
    r, _, codes = _root_position()
    view = r.view(0)
    know = knowledge_of(view)
    rng = random.Random(3)
    worlds = [kernel_for(view, know, *sample_hands(know, rng)) for _ in range(8)]
    ev = Evaluator(r.rules, 4, 0, None, 0.75)
    tree = Search(ev, 0, codes, random.Random(4), 12.0, 0.75)
    for i in range(800):
        tree.iterate(worlds[i % 8])
    deeper = [n for n in _walk(tree.root) if n is not tree.root and n.stats]
    assert deeper, "the search never reached the seat's second decision"
    assert any(max(e[2] for e in n.stats.values()) > 1 for n in deeper)
    assert tree.root.size() > len(codes)


def _walk(node: Node) -> list[Node]:
    out = [node]
    for n in node.after.values():
        out += _walk(n)
    return out


def test_time_budget_stops_the_search_and_the_cap_holds_without_it() -> None:
    r = _light_over_heavy()
    ticks = itertools.count()
    bot = ExpertBot(seconds=5.0, iterations=10_000, worlds=8, exact_tiles=0, paired=False,
                    clock=lambda: float(next(ticks)))
    move = bot.choose(r.view(2), random.Random(5))
    assert move in r.legal_moves()
    assert bot.last is not None and bot.last.iterations == 64  # clock read every 16 descents
    capped = ExpertBot(seconds=None, iterations=37, worlds=8, exact_tiles=0, paired=False)
    capped.choose(r.view(2), random.Random(5))
    assert capped.last is not None and capped.last.iterations == 37
    paired = ExpertBot(seconds=None, iterations=37, worlds=8, exact_tiles=0)
    paired.choose(r.view(2), random.Random(5))
    n = len(r.legal_moves())
    assert paired.last is not None and paired.last.iterations == -(-37 // n) * n
    assert {paired.last.visits(code_of(m)) for m in r.legal_moves()} == {-(-37 // n)}


def test_the_tree_plays_the_board_playout_policy_for_the_other_seats() -> None:
    """On four arms the greedy move is the heaviest tile (the arms' codes are not the line's),
    and where points are scored in play it is the move that scores, as in the playouts."""
    osel = Round.from_hands(find_preset("osel"), [["3:3", "1:2", "0:1"], ["3:6", "3:4", "0:2"],
                                                  ["1:1", "3:5", "0:4"], ["2:2", "0:3", "4:6"]])
    muggins = Round.from_hands(find_preset("muggins"), [["5:5", "1:2", "3:4"],
                                                        ["5:6", "0:5", "1:1"]],
                               bazaar=["0:0", "2:2", "6:6"])
    for r, lead, tile in ((osel, "3:3", Tile(3, 6)), (muggins, "5:5", Tile(0, 5))):
        k = Kernel.of_round(r)
        k.make(code_of(Move.parse(lead)))
        ev = Evaluator(r.rules, r.players, 0, None, 1.0)
        for seed in range(20):
            tree = Search(ev, 0, [], random.Random(seed), 12.0, greedy=1.0)
            assert move_of(tree._policy(k)).tile == tile
