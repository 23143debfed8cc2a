"""The coach behind the screens: its searches computed on a worker thread, and the
accuracy of each match kept for the statistics.

``Job`` runs one piece of the coach's work on its own thread the moment it is made; the
screen polls ``progress`` and ``result`` once a frame, so the table never waits for the
search.  ``ReviewJob`` is a round's review for one seat (``cancel`` stops it at the next
decision); the table's hint is a ``Job`` too (``table.coach.ask_hint``).
``FinishedReviews`` keeps the reviews made, so one asked for again shows at once; the app
owns one (``App.reviews``) and hands it to the screens that review.
``AccuracyLog`` is the file ``coach.json``: per match, the decisions reviewed and how
many were good (fair lens), with the date, for the chart on the statistics screen.
"""

from __future__ import annotations

import datetime
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from kozel_gui.i18n import get_language, tr
from rules.coach import RoundReview, review_round
from rules.coach.review import context_before
from rules.coach.words import hindsight_round
from rules.move_words import ends_of, move_phrase

if TYPE_CHECKING:
    from kozel_gui.storage import DataDir
    from rules import Match, Round
    from rules.bots.values import ScoreContext

__all__ = ["ACCURACY_FILE", "AccuracyLog", "FinishedReviews", "Job", "MatchAccuracy",
           "ReviewJob", "Told",
           "coach_line", "hindsight_line", "progress_line", "review_of_round",
           "review_seed"]

ACCURACY_FILE = "coach.json"
_FORMAT = 1
_KEEP = 200
"""Matches kept in the accuracy log (the chart shows the latest)."""


class _Cancelled(Exception):
    """The screen that wanted the work has gone."""


T = TypeVar("T")
Told = Callable[[int, int], None]
"""How work reports its progress: (steps done, steps in all); it raises when cancelled."""


class Job(Generic[T]):
    """Work for a screen computed off the UI thread: the screen polls ``progress`` and
    ``result`` once a frame and never waits (the round's review and the hint are both one)."""

    def __init__(self, work: Callable[[Told], T], name: str = "kozel-coach", *,
                 known: T | None = None) -> None:
        """Start ``work`` at once on a thread of its own; ``known``: its result is known
        already, so it is ready at once and no thread starts."""
        self.done, self.total = 0, 0
        self._stop = threading.Event()
        self._future: Future[T] = Future()
        if known is not None:
            self._future.set_result(known)
            return
        pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._future = pool.submit(self._run, work)
        pool.shutdown(wait=False)

    def _run(self, work: Callable[[Told], T]) -> T:
        def told(done: int, total: int) -> None:
            self.done, self.total = done, total
            if self._stop.is_set():
                raise _Cancelled

        return work(told)

    @property
    def progress(self) -> float:
        """How far the work is, 0 to 1."""
        if self._future.done():
            return 1.0
        return self.done / self.total if self.total else 0.0

    @property
    def ready(self) -> bool:
        """Whether the work is finished (or failed)."""
        return self._future.done()

    def result(self) -> T | None:
        """The result once ready, else None (None too when it was cancelled)."""
        if not self._future.done() or self._future.cancelled():
            return None
        if self._future.exception() is not None:
            if isinstance(self._future.exception(), _Cancelled):
                return None
            raise self._future.exception()  # type: ignore[misc]
        return self._future.result()

    def wait(self, timeout: float | None = None) -> T | None:
        """Block up to ``timeout`` s for the result (tests and the command line only)."""
        try:
            self._future.result(timeout=timeout)
        except (TimeoutError, _Cancelled):
            return None
        return self.result()

    def cancel(self) -> None:
        """Stop at the next step the work reports (the screen that asked is gone)."""
        self._stop.set()


class FinishedReviews:
    """The latest finished reviews by what they were judged from (the round as played, the
    seat, the match score, the seed): a review repeats exactly from these, so one made once
    is shown again at once (playtest S: every opening searched again, «Розбираємо ваші
    ходи: 2 з 5…»).  Filled from the reviews' threads, read on the UI thread.  A cache of
    results, not game state: the app owns one (``App.reviews``), and dropping it loses only
    time."""

    def __init__(self, keep: int = 24) -> None:
        self.keep = keep
        self._lock = threading.Lock()
        self._reviews: OrderedDict[Hashable, RoundReview] = OrderedDict()

    def get(self, key: Hashable) -> RoundReview | None:
        """The review made from ``key``, if one is kept."""
        with self._lock:
            found = self._reviews.get(key)
            if found is not None:
                self._reviews.move_to_end(key)
            return found

    def put(self, key: Hashable, review: RoundReview) -> RoundReview:
        """Keep ``review`` (the oldest goes past ``keep``) and return it; where two jobs
        judged the same round at once (the table's and the replay's), the first one kept
        is returned to both, so every screen shows the one review."""
        with self._lock:
            review = self._reviews.get(key, review)
            self._reviews[key] = review
            self._reviews.move_to_end(key)
            while len(self._reviews) > self.keep:
                self._reviews.popitem(last=False)
        return review


class ReviewJob(Job[RoundReview]):
    """One seat's review of one round, computed off the UI thread, or at once where the same
    round was reviewed with the same score and seed before (in ``finished``)."""

    def __init__(self, r: Round, seat: int, context: ScoreContext | None = None,
                 seed: int = 0, number: int = 0, *, keep: bool = False,
                 finished: FinishedReviews | None = None) -> None:
        """Start at once; ``seed`` makes the review repeat exactly; ``number``: the round's
        number in its match (0: not known); ``keep``: it goes on when a screen showing it is
        left (the table's: it is counted and the pause menu opens it); ``finished``: the
        reviews made before, read first and given this one (None: it is searched and not
        kept)."""
        self.seat = seat
        self.number = number
        self.keep = keep
        key = (r, seat, context, seed)
        kept = finished if finished is not None else FinishedReviews(keep=0)
        known = kept.get(key)
        self.searched = known is None
        """Whether this job searches (False: the review was kept from before)."""
        super().__init__(lambda told: kept.put(key, review_round(
            r, seat, context=context, seed=seed, progress=told)), known=known)

    def leave(self) -> None:
        """A screen showing it is left: stop, unless the table keeps it (``keep``)."""
        if not self.keep:
            self.cancel()


def progress_line(job: ReviewJob) -> str:
    """How far the review is: «Разбираем ваши ходы: 3 из 8…», and before the count of
    decisions is known «Разбираем ваши ходы…» (issues 18/19: it flashed «0 из 0»)."""
    if not job.total:
        return tr("coach.gui_progress_start")
    return tr("coach.gui_progress", done=job.done, total=max(job.total, job.done))


def coach_line(job: ReviewJob) -> str:
    """The coach's word on the round: its progress, then the best and the worst move."""
    review = job.result()
    if review is None:
        return progress_line(job)
    if not review.decisions:
        return tr("coach.no_decisions")
    lang = get_language()
    parts = [tr("coach.gui_accuracy", good=review.good, n=len(review.decisions),
                p=round(100 * (review.accuracy or 0)))]
    for key, d in (("coach.gui_best", review.best), ("coach.gui_worst", review.worst)):
        if d is not None:
            parts.append(tr(key, move=move_phrase(lang, d.played, ends_of(d.view))))
    return " · ".join(parts)


def hindsight_line(job: ReviewJob) -> str:
    """Beside the fair tally, where hindsight differs: the move it faults most and the one
    the hands as they lay favoured, said as luck, not blame (P32: «4 из 4 хороших» over a
    hindsight «ошибка» read as a contradiction); empty when the lenses agree."""
    review = job.result()
    return "" if review is None else hindsight_round(get_language(), review)


def review_seed(match_seed: int, number: int) -> int:
    """The seed a review of round ``number`` (from 1) is judged with: the table's review, the
    replay's and the hint (which must advise what the review grades best) all use it."""
    return match_seed + number


def review_of_round(m: Match, index: int, seat: int, seed: int,
                    finished: FinishedReviews | None = None) -> ReviewJob:
    """A job reviewing round ``index`` (from 0) of ``m`` for ``seat``, with its match score
    (``finished``: the reviews made before, as ``ReviewJob`` takes them)."""
    return ReviewJob(m.rounds[index], seat, context_before(m, index),
                     seed=review_seed(seed, index + 1), number=index + 1, keep=True,
                     finished=finished)


@dataclass(frozen=True, slots=True)
class MatchAccuracy:
    """One match's reviewed decisions: how many, how many good, when."""

    key: str
    at: str
    good: int
    decisions: int
    profile: str = ""
    """The profile that played (empty: none was chosen)."""

    @property
    def share(self) -> float:
        """Share of good decisions (0 without decisions)."""
        return self.good / self.decisions if self.decisions else 0.0


class AccuracyLog:
    """The accuracy per match, stored as ``coach.json`` in the data directory."""

    def __init__(self, data: DataDir) -> None:
        """Read the log (a corrupt file is set aside by ``DataDir.load`` with a message)."""
        self.data = data
        self.rounds: dict[str, list[str]] = {}
        self.matches: list[MatchAccuracy] = []
        loaded = data.load(ACCURACY_FILE, format_version=_FORMAT).data
        if isinstance(loaded, dict):
            self._read(loaded)

    def _read(self, loaded: dict[str, Any]) -> None:
        for item in loaded.get("matches", []):
            try:
                self.matches.append(MatchAccuracy(str(item["key"]), str(item["at"]),
                                                  int(item["good"]), int(item["decisions"]),
                                                  str(item.get("profile", ""))))
                self.rounds[str(item["key"])] = [str(r) for r in item.get("rounds", [])]
            except (KeyError, TypeError, ValueError):
                continue  # one bad entry loses only itself

    def of(self, profile: str) -> list[MatchAccuracy]:
        """The matches ``profile`` played, oldest first."""
        return [m for m in self.matches if m.profile == profile]

    def add(self, key: str, round_key: str, review: RoundReview, profile: str = "") -> None:
        """Count a round's review into match ``key`` (once per ``round_key``) and save."""
        done = self.rounds.setdefault(key, [])
        if round_key in done:
            return
        done.append(round_key)
        found = next((m for m in self.matches if m.key == key), None)
        at = found.at if found else datetime.date.today().isoformat()
        good = (found.good if found else 0) + review.good
        count = (found.decisions if found else 0) + len(review.decisions)
        self.matches = [m for m in self.matches if m.key != key][-(_KEEP - 1):]
        self.matches.append(MatchAccuracy(key, at, good, count, profile))
        self.save()

    def save(self) -> None:
        """Write ``coach.json`` atomically."""
        self.data.save(ACCURACY_FILE, {"format": _FORMAT, "matches": [
            {"key": m.key, "at": m.at, "good": m.good, "decisions": m.decisions,
             "profile": m.profile, "rounds": self.rounds.get(m.key, [])}
            for m in self.matches]})
