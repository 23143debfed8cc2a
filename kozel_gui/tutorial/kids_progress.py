"""Each child's place in the kids' picture tutorial: ``kids_tutorial.json``, one entry per
profile (the step to resume at, whether it was finished).  A child with no entry has never
been offered it: kids' mode opens it on that child's first visit (``offer``), unless the
child has played kids' mode before (progress taken over from an older version); the kids'
menu's tutorial button opens it again at any time (``open_tutorial``).  A file that
cannot be read is set aside by ``DataDir`` with a message, and the tutorial starts over.

The tutorial's stars are read from this kept progress alone (``KidsTutorialStore.stars``),
by its reward and by the kids' menu under the tutorial's button: what the child was shown
is what is kept and shown again (P36b: three stars at the reward, none on the menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kozel_gui.storage import Kept
from kozel_gui.tutorial.progress import Progress

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.kids.progress import Progress as KidsProgress
    from kozel_gui.storage import DataDir

__all__ = ["KIDS_TUTORIAL_FILE", "TUTORIAL_STARS", "KidsTutorialStore", "offer", "open_tutorial"]

KIDS_TUTORIAL_FILE = "kids_tutorial.json"
_FORMAT = 1
TUTORIAL_STARS = 3
"""The stars of the picture tutorial played through, every step done (none before, none
for one skipped through)."""


class KidsTutorialStore:
    """Every child's progress in the picture tutorial."""

    def __init__(self, data: DataDir) -> None:
        self.data = data

    def _all(self) -> dict[str, Any]:
        found = self.data.load(KIDS_TUTORIAL_FILE, format_version=_FORMAT).data
        children = found.get("children") if isinstance(found, dict) else None
        return children if isinstance(children, dict) else {}

    def load(self, profile: str) -> Progress | None:
        """``profile``'s progress, or None when the tutorial was never opened for them."""
        entry = self._all().get(profile)
        if not isinstance(entry, dict):
            return None
        step = entry.get("step")
        return Progress(step if isinstance(step, int) and step >= 0 else 0,
                        entry.get("finished") is True, entry.get("skipped") is True,
                        entry.get("done") is True)

    def stars(self, profile: str) -> int:
        """The stars ``profile`` has for the picture tutorial, as kept: all of them once it
        was played through (even if it is being played again), none before, or when the
        disk did not keep them."""
        return _stars_in(self._all().get(profile))

    def save(self, profile: str, progress: Progress) -> None:
        """Keep ``profile``'s progress (the others' as they are); the stars are earned by
        playing every step through (a step skipped on the way earns none), and once earned
        they stay, as a level's best stars do (a tutorial played again and left half-way, or
        skipped through, loses none)."""
        children = self._all()
        earned = progress.finished and not progress.skipped
        stars = max(_stars_in(children.get(profile)), TUTORIAL_STARS if earned else 0)
        children[profile] = {"step": progress.step, "finished": progress.finished,
                             "skipped": progress.skipped, "done": progress.done,
                             "stars": stars}
        self._store(children)

    def moved(self, old: str, new: str) -> None:
        """The child ``old`` is called ``new`` now: its step goes with the name."""
        children = self._all()
        if old in children and new not in children:
            children[new] = children.pop(old)
            self._store(children)

    def forget(self, profile: str) -> None:
        """The parent deleted the child ``profile``: its entry goes too."""
        children = self._all()
        if children.pop(profile, None) is not None:
            self._store(children)

    def _store(self, children: dict[str, Any]) -> None:
        # A disk that refuses is told once, as for the levels' stars (never a crash).
        self.data.store(KIDS_TUTORIAL_FILE, {"format": _FORMAT, "children": children},
                        Kept.PROGRESS)


def _stars_in(entry: Any) -> int:
    """The stars of a kept entry (one kept before stars were: all of them if finished)."""
    if not isinstance(entry, dict):
        return 0
    stars = entry.get("stars")
    if isinstance(stars, int) and not isinstance(stars, bool):
        return max(0, min(TUTORIAL_STARS, stars))
    return TUTORIAL_STARS if entry.get("finished") is True else 0


def offer(app: Host, profile: str, kids: KidsProgress) -> bool:
    """While ``profile`` has not played kids' mode (its ``kids`` progress still fresh: no
    stars, nothing opened; a child who took over older progress has played) and has not
    finished the picture tutorial, open it, at the step the child left (True if so).  Kids'
    mode asks once a visit (the door out of the tutorial leaves kids' mode, as every door
    there does; the next visit resumes the step)."""
    saved = KidsTutorialStore(app.data).load(profile)
    if kids.stars or kids.unlocked > 1 or (saved is not None and saved.finished):
        return False
    open_tutorial(app, profile, kids.face)
    return True


def open_tutorial(app: Host, profile: str, face: str) -> None:
    """Open the picture tutorial for ``profile`` in ``face`` pictures: at the step the
    child left, or from the start once it was finished (the kids' menu's button)."""
    from kozel_gui.tutorial.kids_scene import KidsTutorialScene

    app.push(KidsTutorialScene(app, face, profile))
