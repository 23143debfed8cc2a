"""Time at the table: the motions, the bots, the round's end, undo and the move clocks.

``update(model, dt)`` is the model's one step in time.  Bots wait until the picture
is still, think a moment, and move.  When the round is over the hands turn face up
and the sheet's new row is written (``Phase.REVEAL``), then the summary opens.  Undo takes back
the person's last move and the bots' moves after it (the first time a small question
says the match turns practice).  The move clock counts the real seconds handed to
``update``, so the pause menu stops it; a person out of time gets a warning or a
penalty written (§7.30) and the medium bot's move.
"""

from __future__ import annotations

import random

import pygame

from kozel_gui.i18n import Later, ntr, tr, words
from kozel_gui.table import coach
from kozel_gui.table.clock import clock_limit
from kozel_gui.table.model import Phase, TableModel, Word
from kozel_gui.table.seen import TableRound
from kozel_gui.table.words import move_said
from rules import OutcomeKind, Round

__all__ = ["answer", "next_round", "request_undo", "skip", "undo_key", "update"]

_INSTANT_MOVES = 64  # at speed 0, bot moves applied per frame at most
REVEAL_HOLD = 2.0
"""Seconds the revealed hands stay before the summary opens (times the speed factor)."""
WRITE_S = 0.6
"""Seconds after the round's end until its row is written on the sheet (times the speed)."""
HANDOVER_S = 0.6
"""Seconds a hot-seat screen stays on the table after the last tile landed before the
cover goes up for the next person (times the speed factor): the person who moved sees
their tile lie where it went."""


def update(m: TableModel, dt: float) -> None:
    """Advance the motions; let bots move; end the round when the picture is still."""
    for sound in m.anim.advance(dt):
        m.app.sound.play(sound)
    if not m.anim.busy:
        m.mover = None
    _match_time(m, dt)
    coach.poll(m)
    _step_time(m, dt)
    m.refresh()


def _match_time(m: TableModel, dt: float) -> None:
    """§8.38: the match time runs while a round is played (not under the pause menu, the
    summary or a hot-seat cover); when it runs out, this round is the last."""
    if m.phase is not Phase.PLAY or m.covered is not None or m.asking:
        return
    if m.round.outcome() is None and m.session.play_time(dt):
        m.notify(words("table.time_up_note"))
        m.app.sound.play("chime")


def _step_time(m: TableModel, dt: float) -> None:
    if m.anim.busy or m.covered is not None or m.asking:
        return
    if m.phase is Phase.REVEAL:
        if m.anim.now >= m.reveal_at + REVEAL_HOLD * m.speed:
            summary(m)
        return
    if m.phase is not Phase.PLAY or _clock(m, dt):
        return
    for _ in range(_INSTANT_MOVES if m.speed == 0 else 1):
        if not _step(m):
            break


def skip(m: TableModel) -> bool:
    """A click or key: finish every motion; during the reveal, go to the summary.

    Returns whether the input was used up by the skip (the reveal's summary).
    """
    if m.anim.busy or m.anim.landing():
        m.anim.skip()  # points on their way to the sheet are on it at once
        m.mover = None
    if m.phase is Phase.REVEAL:
        summary(m)
        return True
    return False


def _step(m: TableModel) -> bool:
    """One bot move if one is due; returns whether a move was made."""
    r = m.round
    if r.outcome() is not None:
        _reveal(m)
        return False
    if not m.session.local:
        return _from_host(m)
    if m.session.is_human(r.to_move):
        _hot_seat(m, r.to_move)
        return False
    if m.think_until is None:
        m.session.ask_bot()
        m.think_until = m.anim.now + _think_time(m, r)
    if m.anim.now < m.think_until:
        return False
    if m.speed == 0:
        # Headless runs block for the bot so a seeded run is the same frame by frame
        # (the frozen build is compared pixel for pixel); a window stays responsive.
        headless = getattr(m.app.args, "headless", False)
        move = m.session.wait_bot(None if headless else 0.05)
    else:
        move = m.session.bot_move()
    if move is None:
        return False
    m.think_until = None
    m.play(move)
    return m.speed == 0 and not m.anim.busy


def _from_host(m: TableModel) -> bool:
    """A table over the network: every move, ours too, is played as the host tells it."""
    move = m.session.bot_move()
    if move is None:
        return False
    m.play(move)
    return m.speed == 0 and not m.anim.busy


def _think_time(m: TableModel, r: TableRound) -> float:
    rng = random.Random(f"think:{m.session.seed}:{m.session.number}:{r.ply}")
    base = rng.uniform(0.5, 1.2) if len(r.legal_moves()) > 1 else rng.uniform(0.25, 0.45)
    return base * m.speed


def _hot_seat(m: TableModel, seat: int) -> None:
    """A person is to move: they sit at the bottom (at a shared screen, under the cover
    until they say they are there), a beat after the last tile landed."""
    if seat != m.viewer and m.anim.now >= m.anim.cursor + HANDOVER_S * m.speed:
        m.viewer = seat
        m.relayout()


def _reveal(m: TableModel) -> None:
    """The round is over: hands turn face up, the new sheet row counts up."""
    m.phase, m.reveal_at = Phase.REVEAL, m.anim.now
    coach.start(m)
    outcome = m.round.outcome()
    m.app.sound.play("fish" if outcome is not None and outcome.kind is OutcomeKind.FISH else "chime")
    # The sheet goes on showing the round as it was played (its points in play with the
    # score) until the row is written a beat later, the row and its totals at once: a total
    # that rolled up after its row read «15+10» over 85 (issue 12).  Never earlier than
    # the points the last move scored land.
    if m.speed > 0:
        owed = [w.lands for w in m.anim.words if w.kind is Word.SCORE and w.scorer >= 0]
        m.anim.row_at = max([m.anim.now + WRITE_S * m.speed, *owed])


def summary(m: TableModel) -> None:
    """The reveal is over (or skipped): the count-up ends, the summary opens."""
    if m.phase is Phase.REVEAL:
        m.on_summary(m.host.open_summary)


def next_round(m: TableModel) -> bool:
    """After the summary: write the round, then deal again; False when the match is over."""
    m.rounds_done += 1
    over = m.session.is_over
    m.session.next_round()
    if over:
        m.phase = Phase.OVER
        return False
    m.relayout()
    m.deal()
    return True


# -- undo ---------------------------------------------------------------------------------


def can_undo(m: TableModel) -> bool:
    """Whether the person may take their last move back now: on their turn, with a move of
    theirs to take back (never in hot-seat or kids).  Not while the bots play (PT-G:
    «Отменить ход» stood in the middle of the felt through the bots' turns)."""
    return m.can_act() and m.session.can_undo()


def request_undo(m: TableModel) -> None:
    """Undo button or Ctrl+Z: the first time in a match, ask before it turns practice."""
    if not can_undo(m):
        return
    if m.session.practice:
        _undo(m)
    else:
        m.asking = True
    m.refresh()


def undo_key(m: TableModel, key: str) -> None:
    """The undo button and the question's two answers."""
    if key == "undo":
        request_undo(m)
    elif key == "undo_yes":
        _undo(m)
    else:
        m.asking = False


def answer(m: TableModel, event: pygame.event.Event) -> bool:
    """The question is open: its buttons (the scene's focus ring starts on «Не отменять», the
    answer that loses nothing: PT-AA's reflexive Enter made the match a practice one); Y yes,
    Esc/N no, and Enter with no button in focus no; all else waits."""
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_y:
            _undo(m)
        elif event.key in (pygame.K_ESCAPE, pygame.K_n, pygame.K_RETURN, pygame.K_KP_ENTER):
            m.asking = False
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        key = m.button_at(event.pos)
        if key is not None and key.startswith("undo_"):
            undo_key(m, key)
    m.refresh()
    return True


def _undo(m: TableModel) -> None:
    m.asking = False
    if not can_undo(m):
        return
    m.anim.skip()
    m.anim.words.clear()
    m.session.undo()
    m.recount()
    m.control.reset()
    m.think_until, m.mover = None, None
    m.move_clock.stop()
    m.notify(words("table.undone"))


# -- move clocks -------------------------------------------------------------------------------


def _clock(m: TableModel, dt: float) -> bool:
    """Count the seat to move's time; a person out of time gets a move made for them."""
    r = m.round
    key = (m.session.number, r.ply)
    if m.move_clock.key != key:
        # Only the engine's own round has clocks: a host over the network keeps none.
        limit = clock_limit(r) if isinstance(r, Round) else None
        if limit is None:
            m.move_clock.stop()
            return False
        m.move_clock.arm(key, limit)
    seat = r.to_move
    human = m.session.is_human(seat)
    if human and seat != m.viewer:
        return False  # the hot-seat cover comes first: nobody is at the mouse yet
    m.move_clock.tick(dt)
    if human and m.move_clock.expired:
        _timeout(m, seat)
        return True
    return False


def _timeout(m: TableModel, seat: int) -> None:
    """§7.30: a warning or a penalty on the sheet, then the medium bot moves for them."""
    m.move_clock.stop()
    m.anim.skip()
    m.control.reset()
    row = m.session.timeout(seat)
    penalty = abs(row.sides[m.session.sheet.side_of(seat)].penalty)
    name = m.session.name(seat)
    word = (tr("table.clock_warning", name=name) if row.warning
            else ntr("table.clock_penalty", penalty, name=name))
    m.say(word, seat, kind=Word.CLOCK)
    m.app.sound.play("knock")
    if m.session.is_over:
        m.phase = Phase.OVER
        m.host.match_decided()
        return
    move, ends = m.session.timeout_move(), m.round.open_ends
    m.play(move, forced=True)
    m.notify(words("table.clock_auto", said=Later(move_said, (move, m.session.person(seat), ends))))
