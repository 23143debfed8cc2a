"""The coach at the table: a review of the person's moves starts the moment a round ends.

It runs on its own thread (``kozel_gui.coaching.ReviewJob``) while the hands turn face
up and the summary is read, so nothing waits for it; the summary shows its progress and
then the round's best and worst move.  A review still running when the next round is
dealt goes on, and every finished one counts toward the match's accuracy
(``coaching.AccuracyLog``, shown on the statistics screen).

The hint (H) is the same judgement of one decision, on a ``coaching.Job`` too: «Тренер
думает» shows while it runs, play goes on, and a hint that comes back for a position no
longer on the table is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kozel_gui.coaching import AccuracyLog, Job, ReviewJob, Told, review_of_round, review_seed
from kozel_gui.i18n import Later, tr
from kozel_gui.session import Session
from kozel_gui.table import hint
from kozel_gui.table.hint import Advice
from kozel_gui.table.model import TableModel
from kozel_gui.table.seen import TableRound
from rules.bots.values import ScoreContext
from rules.coach.review import context_before

__all__ = ["HintAsked", "advise", "ask_hint", "enabled", "poll", "resume", "start",
           "thinking_text"]


@dataclass(frozen=True, slots=True)
class HintAsked:
    """A hint being computed: for which position and seat, and the job computing it."""

    round: TableRound
    seat: int
    job: Job[Advice]


def _local(m: TableModel) -> Session | None:
    """The match played at this computer (a network table has no engine's match to review)."""
    return m.session if isinstance(m.session, Session) else None


def enabled(m: TableModel) -> bool:
    """Reviews are on: the option, a match played here by one person, a table that has
    words (every game: the coach judges whatever the bots play)."""
    session = _local(m)
    if session is None or not (m.style.coach and m.app.options.coach):
        return False
    r = session.match.round
    return len(session.setup.humans) == 1 and r.outcome() is not None


def _judged_as(m: TableModel) -> tuple[int, ScoreContext | None]:
    """The seed and match score the review of the round in play judges it with."""
    session = _local(m)
    if session is None:
        return 0, None
    match = session.match
    return review_seed(session.seed, match.number), context_before(match, match.number - 1)


def advise(m: TableModel, seat: int) -> Advice:
    """The hint for ``seat``: the review's own judgement of this decision (``table.hint``),
    computed here and now (``ask_hint`` computes it off the UI thread)."""
    return _hint_work(m, seat)(lambda done, total: None)


def _hint_work(m: TableModel, seat: int) -> Callable[[Told], Advice]:
    """The hint's search for ``seat`` as work for a thread: everything it reads of the table
    is taken now (the position is immutable, the people a tuple)."""
    seed, context = _judged_as(m)
    r, people = m.round, tuple(m.session.person(s) for s in range(m.round.players))
    return lambda told: hint.advise(r, seat, people.__getitem__, seed=seed, context=context)


def ask_hint(m: TableModel) -> None:
    """H: start the hint for the person to move, off the UI thread (already thinking about
    this very position: nothing new)."""
    asked = m.hint_asked
    if asked is not None and asked.round is m.round and asked.seat == m.viewer:
        return
    job = Job(_hint_work(m, m.viewer), name="kozel-hint")
    m.hint_asked = HintAsked(m.round, m.viewer, job)
    m.notify(thinking_text(m), seconds=60.0)


def thinking_text(m: TableModel) -> Later:
    """«Тренер думает над подсказкой…» while the hint is computed: the catalog's sentence with
    its ellipsis (issue 14: dots added one at a time showed «подсказкой..»)."""
    return Later(_thinking)


def _thinking() -> str:
    return tr("table.hint_thinking")


def _poll_hint(m: TableModel) -> None:
    """The hint, once computed, for the position it was asked for; else it is dropped."""
    asked = m.hint_asked
    if asked is None:
        return
    current = asked.round is m.round and asked.seat == m.viewer and m.can_act()
    thinking = m.note is not None and isinstance(m.note[0], Later) \
        and m.note[0].render is _thinking
    if not current:
        m.hint_asked = None
        asked.job.cancel()
        if thinking:
            m.note = None
        return
    if not asked.job.ready:
        if thinking:
            m.notify(thinking_text(m), seconds=60.0)
        return
    m.hint_asked = None
    advice = asked.job.result()
    if advice is None:
        return
    m.control.suggest(advice.move)
    m.notify(advice.said, seconds=3.0 + len(advice.text) / 25)  # time to read it


def _counted(m: TableModel) -> bool:
    """Whether the match counts in the statistics, so on the accuracy chart beside them:
    not a lesson (P32: the tutorial's rounds were a second point beside one match played)
    nor a practice match (undo used)."""
    session = _local(m)
    return session is not None and session.plays_for_profiles and not session.practice


def start(m: TableModel) -> None:
    """The round is over: review the person's decisions in it (off the UI thread)."""
    session = _local(m)
    if session is None or not enabled(m):
        m.review = None
        return
    seed, context = _judged_as(m)
    m.review = ReviewJob(session.match.round, session.setup.humans[0], context, seed=seed,
                         number=session.match.number, keep=True, finished=m.app.reviews)
    m.coached.append((str(session.match.number), m.review))


def resume(m: TableModel) -> None:
    """A match resumed in the middle of a round: the review of the round before is made again
    (the table that was left took its job along, and the pause menu offers it until this
    round ends).  Not counted again: its accuracy was counted when it was first made."""
    session = _local(m)
    if session is None or not (m.style.coach and m.app.options.coach) \
            or len(session.setup.humans) != 1:
        return
    match = session.match
    # (a lesson's match may begin at a later number with no rounds before it)
    if match.number > 1 and len(match.past) == match.number - 1 \
            and match.round.outcome() is None:
        m.review = review_of_round(match, match.number - 2, session.setup.humans[0],
                                   session.seed, m.app.reviews)


def poll(m: TableModel) -> None:
    """Once a frame: the hint computed, and every finished review counted into the match's
    accuracy (once each)."""
    _poll_hint(m)
    if not m.coached or not any(job.ready for _, job in m.coached):
        return
    log: AccuracyLog | None = None
    profile = ""
    for number, job in [c for c in m.coached if c[1].ready]:
        m.coached.remove((number, job))
        review = job.result()
        if review is None or not review.decisions or not _counted(m):
            continue
        if log is None:
            from kozel_gui.profiles import Profiles

            log, profile = AccuracyLog(m.app.data), Profiles.load(m.app.data).current or ""
        log.add(str(m.session.seed), number, review, profile)
