"""The coach at the table: a review of the person's moves starts the moment a round ends.

It runs on its own thread (``kozel_gui.coaching.ReviewJob``) while the hands turn face
up and the summary is read, so nothing waits for it; the summary shows its progress and
then the round's best and worst move.  A review still running when the next round is
dealt goes on, and every finished one counts toward the match's accuracy
(``coaching.AccuracyLog``, shown on the statistics screen).
"""

from __future__ import annotations

from kozel_gui.coaching import AccuracyLog, ReviewJob, review_seed
from kozel_gui.session import Session
from kozel_gui.table import hint
from kozel_gui.table.hint import Advice
from kozel_gui.table.model import TableModel
from rules.bots.kernel import kernel_knows
from rules.bots.values import ScoreContext
from rules.coach.review import context_before

__all__ = ["advise", "enabled", "poll", "start"]


def _local(m: TableModel) -> Session | None:
    """The match played at this computer (a network table has no engine's match to review)."""
    return m.session if isinstance(m.session, Session) else None


def enabled(m: TableModel) -> bool:
    """Reviews are on: the option, a match played here by one person, a table that has
    words, a game the search plays (a line with two ends)."""
    session = _local(m)
    if session is None or not (m.style.coach and m.app.options.coach):
        return False
    r = session.match.round
    return (len(session.setup.humans) == 1 and r.outcome() is not None
            and kernel_knows(r.rules))


def _judged_as(m: TableModel) -> tuple[int, ScoreContext | None]:
    """The seed and match score the review of the round in play judges it with."""
    session = _local(m)
    if session is None:
        return 0, None
    match = session.match
    return review_seed(session.seed, match.number), context_before(match, match.number - 1)


def advise(m: TableModel, seat: int) -> Advice:
    """The hint for ``seat``: the review's own judgement of this decision (``table.hint``)."""
    seed, context = _judged_as(m)
    return hint.advise(m.round, seat, m.session.person, seed=seed, context=context)


def start(m: TableModel) -> None:
    """The round is over: review the person's decisions in it (off the UI thread)."""
    session = _local(m)
    if session is None or not enabled(m):
        m.review = None
        return
    seed, context = _judged_as(m)
    m.review = ReviewJob(session.match.round, session.setup.humans[0], context, seed=seed)
    m.coached.append((str(session.match.number), m.review))


def poll(m: TableModel) -> None:
    """Count every finished review into the match's accuracy (once each)."""
    if not m.coached or not any(job.ready for _, job in m.coached):
        return
    log: AccuracyLog | None = None
    profile = ""
    for number, job in [c for c in m.coached if c[1].ready]:
        m.coached.remove((number, job))
        review = job.result()
        if review is None or not review.decisions:
            continue
        if log is None:
            from kozel_gui.profiles import Profiles

            log, profile = AccuracyLog(m.app.data), Profiles.load(m.app.data).current or ""
        log.add(str(m.session.seed), number, review, profile)
