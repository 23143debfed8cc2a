"""A stored match as the replay steps through it: the positions of every round, the sheet as
it stood at each, the points a move scored in play, and what happened in words.

No drawing and no events (``kozel_gui.scenes.replay`` draws it): it needs no pygame.  A
round whose moves were kept is played again by the engine (``Round.from_json``); a match
played at a host's table is read from the views its seat was sent
(``kozel_gui.net_record``), the others' tiles unknown until the round's end showed them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kozel_gui.history_json import rounds_of, sheet_of
from kozel_gui.i18n import Person, get_language, ntr, tr, tr_about
from kozel_gui.i18n.names import person_of
from kozel_gui.net_record import is_network, seen_rounds
from kozel_gui.table.seen import SeenRound, TableRound
from rules import EntryKind, Move, Round, Rules, ScoreSheet, SeatView, Tile, hand_value
from rules.choices import ScoreInPlay
from rules.move_words import ends_of, move_words

__all__ = ["Replay", "ReplayPeople", "ReplayRound", "plate_line", "replay_people"]


@dataclass(frozen=True, slots=True)
class ReplayRound:
    """One round's positions: after 0, 1, ... n moves; just the end when moves were not kept."""

    states: tuple[TableRound, ...]
    moves: tuple[Move, ...]
    """``moves[i]`` leads from ``states[i]`` to ``states[i + 1]``."""
    end_hands: tuple[tuple[Tile, ...], ...]
    """The hands at the round's end, from the score sheet (shown when moves are missing)."""
    movers: tuple[int, ...] = ()
    """Who made each move (by default the seat to move before it)."""
    scored: tuple[int, ...] = ()
    """What each move scored in play for its mover, as the engine recorded it
    (``Step.points``); empty: nothing scored."""

    def mover(self, i: int) -> int:
        """Who made ``moves[i]``."""
        return self.movers[i] if self.movers else self.states[i].to_move

    def points(self, i: int) -> int:
        """What ``moves[i]`` scored in play."""
        return self.scored[i] if i < len(self.scored) else 0

    @property
    def recorded(self) -> bool:
        """Whether the moves of this round are known."""
        return bool(self.states)

    @property
    def last(self) -> int:
        """The last position's index."""
        return max(0, len(self.states) - 1)

    @property
    def moved(self) -> bool:
        """Whether any move was made (a match given up at the deal has none)."""
        return bool(self.moves)


def plate_line(rules: Rules, hand: Sequence[Tile], hidden: int) -> str:
    """What a seat's plate says under its name: the tiles it holds and what they are worth
    in points, each with its word («7 костей · 45 очков»: a bare «7 · 45» left a reader
    guessing, playtest S); a hand face down, only how many tiles it holds."""
    if hidden:
        return ntr("table.tiles", hidden)
    return f"{ntr('table.tiles', len(hand))} · {ntr('table.plate_points', hand_value(rules, hand))}"


def _replayed(data: dict[str, Any], hands: tuple[tuple[Tile, ...], ...]) -> ReplayRound:
    """A stored round's positions, each move played again by the engine."""
    final = Round.from_json(data)
    start = Round.from_json({**data, "moves": []})
    steps = final.history()
    states = [start]
    for step in steps:
        states.append(states[-1].play(step.move))
    return ReplayRound(tuple(states), tuple(s.move for s in steps), hands,
                       scored=tuple(s.points for s in steps))


def _seen_round(views: Sequence[SeatView], hands: tuple[tuple[Tile, ...], ...]) -> ReplayRound:
    """A round as one seat was sent it: its views in order (a gap where it was away)."""
    states = tuple(SeenRound(v) for v in views)
    steps = [s.seen.history[-1] for s in states[1:]]
    return ReplayRound(states, tuple(s.move for s in steps), hands, tuple(s.seat for s in steps),
                       tuple(s.points for s in steps))


def _seen_match(match_json: dict[str, Any], sheet: ScoreSheet) -> tuple[int, tuple[ReplayRound,
                                                                                     ...]]:
    """The viewer's seat and the rounds of a network match's record."""
    seat, seen = seen_rounds(match_json)
    entries = [e for e in sheet.entries if e.kind is EntryKind.ROUND]
    total = max([len(entries), *seen])
    rounds = []
    for number in range(1, total + 1):
        hands = entries[number - 1].hands if number <= len(entries) else None
        views = seen.get(number, ())
        rounds.append(_seen_round(views, hands or ()) if views
                      else ReplayRound((), (), hands or ()))
    return seat, tuple(rounds)


class Replay:
    """A stored match as positions ``(round, ply)``, stepped forward and back."""

    def __init__(self, match_json: dict[str, Any]) -> None:
        self.sheet: ScoreSheet = sheet_of(match_json)
        self.viewer: int | None = None
        """The seat whose views a network match's record holds (None: every hand is known)."""
        # The sheet row of each round, clock timeouts counted with the round they fell in.
        self._row_of = [i for i, row in enumerate(self.sheet.rows) if row.kind != "clock"]
        self.round = 0
        self.ply = 0
        if is_network(match_json):
            self.viewer, self.rounds = _seen_match(match_json, self.sheet)
            return
        entries = [e for e in self.sheet.entries if e.kind != "clock"]
        kept = rounds_of(match_json)
        if "rounds" in match_json:
            total = len(kept)
        else:  # rules.Match: the current round is not on the sheet until the match moves on
            playing = "round" in match_json and not match_json.get("finished")
            total = len(entries) + playing
        kept = kept[-total:] if total else []
        missing = total - len(kept)
        rounds: list[ReplayRound] = []
        for i in range(total):
            hands = entries[i].hands if i < len(entries) else None
            if i < missing:
                rounds.append(ReplayRound((), (), hands or ()))
            else:
                rounds.append(_replayed(kept[i - missing], hands or ()))
        self.rounds = tuple(rounds)

    @property
    def current(self) -> ReplayRound:
        """The round shown."""
        return self.rounds[self.round]

    @property
    def state(self) -> TableRound | None:
        """The position shown (None for a round whose moves were not kept)."""
        return self.current.states[self.ply] if self.current.recorded else None

    @property
    def at(self) -> tuple[int, int]:
        """The position shown: ``(round, ply)``."""
        return self.round, self.ply

    def rows_done(self, at: tuple[int, int] | None = None) -> int:
        """How many sheet rows were written at the position shown (or at ``at``)."""
        number, ply = self.at if at is None else at
        if not self._row_of:
            return 0
        at_end = ply == self.rounds[number].last
        if number >= len(self._row_of):
            return len(self.sheet.rows)
        if at_end:
            after = self._row_of[number + 1] if number + 1 < len(self._row_of) else None
            return after if after is not None else len(self.sheet.rows)
        return self._row_of[number]

    def sheet_at(self, at: tuple[int, int] | None = None) -> ScoreSheet:
        """The sheet as it stood at the position shown (or at ``at``)."""
        return ScoreSheet.from_entries(self.sheet.rules, self.sheet.players,
                                       self.sheet.entries[:self.rows_done(at)])

    def running(self, at: tuple[int, int] | None = None) -> tuple[tuple[int, int], ...] | None:
        """The round being played at the position shown (or at ``at``), in a game that
        scores in play: per side its points in play so far, the engine's own running
        figures (the position's ``play_points``), and the score with them (issue 12: the
        replay's sheet read 0 : 0 after +5).  None once the round is over (its row is
        written) or where nothing scores in play."""
        number, ply = self.at if at is None else at
        r = self.rounds[number]
        if self.sheet.rules.score_in_play is ScoreInPlay.NONE or not r.recorded:
            return None
        state = r.states[ply]
        if state.outcome() is not None:
            return None
        return self.sheet_at((number, ply)).in_play(state.play_points)

    def scored(self) -> int:
        """What the move shown scored in play (0 at a deal)."""
        r = self.current
        return r.points(self.ply - 1) if r.recorded and self.ply > 0 else 0

    def step(self, delta: int) -> None:
        """One move forward (+1) or back (-1), across rounds."""
        ply = self.ply + delta
        if 0 <= ply <= self.current.last:
            self.ply = ply
        elif ply > self.current.last and self.round + 1 < len(self.rounds):
            self.round, self.ply = self.round + 1, 0
        elif ply < 0 and self.round > 0:
            self.round -= 1
            self.ply = self.current.last

    def jump_round(self, delta: int) -> None:
        """To the start of the next round, or of this / the previous one going back."""
        if delta > 0:
            if self.round + 1 < len(self.rounds):
                self.round, self.ply = self.round + 1, 0
            else:
                self.ply = self.current.last
        elif self.ply > 0:
            self.ply = 0
        elif self.round > 0:
            self.round, self.ply = self.round - 1, 0

    def moves_on(self, method: str, delta: int) -> bool:
        """Whether stepping by ``method`` (``step`` or ``jump_round``) toward ``delta`` would
        show another position: a step button that would not is disabled."""
        at = (self.round, self.ply)
        getattr(self, method)(delta)
        moved = (self.round, self.ply) != at
        self.round, self.ply = at
        return moved

    def home(self) -> None:
        """The first deal."""
        self.round, self.ply = 0, 0

    def end(self) -> None:
        """The end of the last round."""
        self.round = len(self.rounds) - 1
        self.ply = self.current.last

    def hands(self) -> tuple[tuple[Tile, ...], ...]:
        """The tiles known of each hand at the position shown (none of another's while the
        viewer's seat could not see it; a round with no moves kept: its end's hands)."""
        state = self.state
        if state is None:
            return self.current.end_hands
        return tuple(state.hand(seat) for seat in range(state.players))

    def hidden(self, seat: int) -> int:
        """How many of ``seat``'s tiles were face down to the viewer at the position shown."""
        state = self.state
        if state is None or state.hand(seat) or not state.hand_sizes[seat]:
            return 0
        return state.hand_sizes[seat]

    def replayed_sheet(self) -> ScoreSheet:
        """A new sheet written from the replayed rounds' outcomes (checks the stored scores)."""
        sheet = ScoreSheet(self.sheet.rules, self.sheet.players)
        for r in self.rounds:
            outcome = r.states[-1].outcome() if r.recorded else None
            if outcome is None:
                raise ValueError("replayed_sheet: a round was not recorded or did not end")
            sheet = sheet.record_outcome(outcome)
        return sheet

    def caption(self, people: list[Person]) -> str:
        """What happened at the position shown, in words; at the match's last position, how
        the match ended too (issue 14: the goat, given up, a fish that voided the round)."""
        text = self._happened(people)
        if self.round == len(self.rounds) - 1 and self.ply == self.current.last:
            # here, not at the top: its sheet's names come with the protocol's painter (pygame)
            from kozel_gui.match_end import ending

            text += " · " + ending(self.sheet, people)
        return text

    def _happened(self, people: list[Person]) -> str:
        r = self.current
        if not r.recorded:
            return tr("replay.no_moves")
        if self.ply == 0:
            return tr("replay.deal")
        before, move = r.states[self.ply - 1], r.moves[self.ply - 1]
        text = move_words(get_language(), move, people[r.mover(self.ply - 1)],
                          ends_of(before))
        if self.scored():  # the points in play it made, as the table's «+5!» said them
            text += " · " + ntr("replay.scored", self.scored())
        outcome = r.states[self.ply].outcome()
        if outcome is not None:
            key = "replay.out" if outcome.kind == "out" else "replay.fish"
            text += " · " + tr_about(key, people[outcome.by])
        return text


@dataclass(frozen=True, slots=True)
class ReplayPeople:
    """Who played a stored match, as its set-up says: the people, whose moves the coach
    reviews, and the match's seed."""

    people: tuple[Person, ...]
    reviewed: int
    """The seat whose moves the coach reviews (the person's; seat 0 when none is known)."""
    seed: int
    """The match's seed: the review repeats the one shown after the round."""


def replay_people(setup_json: dict[str, Any] | None, players: int, kids: bool) -> ReplayPeople:
    """The players of a stored match from its set-up (``kids``: its animals are no
    characters, its «Мишка» not Михалыч, as at its table); a seat not told of is its number."""
    seats = (setup_json or {}).get("seats", [])
    people = tuple(person_of(str(seats[i].get("name")), seats[i].get("gender"),
                             None if kids else seats[i].get("personality"),
                             typed=bool(seats[i].get("human")))
                   if i < len(seats) and isinstance(seats[i], dict) else Person(f"{i + 1}")
                   for i in range(players))
    humans = [i for i in range(min(players, len(seats)))
              if isinstance(seats[i], dict) and seats[i].get("human")]
    seed = (setup_json or {}).get("seed")
    return ReplayPeople(people, humans[0] if humans else 0, seed if isinstance(seed, int) else 0)
