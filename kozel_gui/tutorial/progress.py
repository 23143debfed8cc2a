"""The tutorial's saved progress, ``tutorial.json``: the step to resume at, how far into it
(its move made, its number found), and whether it was finished.  Light on purpose: the menu reads it on its first frame, and names its
button by it («Продолжить обучение (шаг 5 из 14)» for a tutorial left half-done).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kozel_gui.i18n import tr

if TYPE_CHECKING:
    from kozel_gui.storage import DataDir

__all__ = ["PROGRESS_FILE", "Progress", "menu_words"]

PROGRESS_FILE = "tutorial.json"
_FORMAT = 1


@dataclass(frozen=True, slots=True)
class Progress:
    """The saved progress: the step to resume at, whether the tutorial was finished, and
    whether a step was skipped on the way (the kids' tutorial gives its stars only to a
    child who did every step)."""

    step: int = 0
    finished: bool = False
    skipped: bool = False
    done: bool = False
    """The step's move was made: it resumes with that move on the table, not before it."""
    answered: bool = False
    """The number the step asks for was found on the sheet too: it resumes on «Дальше»."""

    @classmethod
    def load(cls, data: DataDir, file: str = PROGRESS_FILE) -> Progress | None:
        """The saved progress (of the part kept in ``file``), or None when it was never
        started."""
        found = data.load(file, format_version=_FORMAT).data
        if not isinstance(found, dict):
            return None
        step = found.get("step")
        if not isinstance(step, int) or step < 0:
            step = 0
        return cls(step, found.get("finished") is True, done=found.get("done") is True,
                   answered=found.get("answered") is True)

    def save(self, data: DataDir, file: str = PROGRESS_FILE) -> None:
        """Write ``tutorial.json`` (or the part's ``file``)."""
        data.save(file, {"format": _FORMAT, "step": self.step, "finished": self.finished,
                         "done": self.done, "answered": self.answered})


def menu_words(data: DataDir) -> str:
    """The menu's button for the tutorial: «Научиться играть», or where the tutorial was
    left half-done, «Продолжить обучение (шаг 5 из 14)» (the step it resumes at)."""
    saved = Progress.load(data)
    if saved is None or saved.finished or saved.step == 0:
        return tr("menu.learn")
    from kozel_gui.tutorial.lessons import LESSONS  # the engine, only for a tutorial begun

    if saved.step >= len(LESSONS):
        return tr("menu.learn")
    return tr("menu.learn_on", n=saved.step + 1, total=len(LESSONS))
