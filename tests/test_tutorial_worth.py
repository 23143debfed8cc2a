"""No tutorial step shows the number it asks for: while a number is to be found on the
sheet (now, or at the next step over the same table), the plates and their badges count
tiles instead of saying what each hand is worth, in the table's own picture and as drawn,
frame by frame; once the last number is found the worth is back, as at any table.

The table's model says so (``TableModel.shows_worth``, the tutorial's answer from its
tutor); the tutorial used to rewrite only the picture it painted, so every other reader of
the table's picture still had the worth, and an empty hand kept its «0» badge."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import still
from test_tutorial import _app, _asked, _at, _do, _next

from kozel_gui.i18n import ntr
from kozel_gui.table.theme import Ink, recording
from kozel_gui.tutorial.scene import TutorialScene
from rules import hand_value


class _Frames:
    """Every frame the tutorial draws while it hides the worth, checked as it is drawn."""

    def __init__(self, scene: TutorialScene, monkeypatch: pytest.MonkeyPatch) -> None:
        self.scene = scene
        self.checked = 0
        draw = scene.draw

        def checked(surface: object) -> None:
            with recording() as log:
                draw(surface)  # type: ignore[arg-type]
            self.check(log)

        monkeypatch.setattr(scene, "draw", checked)

    def check(self, log: list[Ink]) -> None:
        scene = self.scene
        if not scene.tutor.hides_worth():
            return
        sizes = scene.model.round.hand_sizes
        counts = {p.seat: (ntr("table.tiles", sizes[p.seat]), str(sizes[p.seat]))
                  if sizes[p.seat] else (None, None) for p in scene.view().plates}
        shown = {p.seat: (p.sub, p.short) for p in scene.view().plates}
        assert shown == counts, (scene.tutor.lesson.key, scene.tutor.stage, shown)
        lines = {i.text for i in log if i.role == "plate.sub"}
        badges = {i.text for i in log if i.role == "plate.badge"}
        assert lines <= {sub for sub, _ in counts.values()}, (scene.tutor.lesson.key, lines)
        assert badges <= {short for _, short in counts.values()}, (scene.tutor.lesson.key, badges)
        self.checked += 1


def _worth(scene: TutorialScene) -> dict[int, tuple[str | None, str | None]]:
    r = scene.model.round
    return {p.seat: (p.sub, p.short) for p in scene.view().plates
            if (p.sub, p.short) != (None, None)
            and p.short == str(hand_value(r.rules, r.hand(p.seat)))}


def test_the_fish_and_its_two_questions_show_no_worth(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """«Рыба» done, «Очки в руке» and «Правило 13» asked: tiles counted on every frame; the
    last answer found, the hands' worth (1 and 29) is on the plates again."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "fish")
    frames = _Frames(scene, monkeypatch)
    _do(app, scene, "3:5>", mouse=False)
    for key_ in ("points", "remember"):
        _next(app, scene, mouse=False)
        still(app, scene)
        assert scene.tutor.lesson.key == key_
        _asked(app, scene, scene.tutor.lesson, mouse=True)
    run_frames(app, 2)
    assert frames.checked > 10, frames.checked
    assert not scene.tutor.hides_worth()
    assert {seat: short for seat, (_, short) in _worth(scene).items()} == {0: "1", 1: "29"}
    app.close()


def test_the_goats_question_shows_no_worth_on_the_empty_hand(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """«Козёл»: the person goes out and is asked the rival's total. The person's empty
    hand has no line and no badge (the old rewrite of the painted plates let its worth
    through: a badge «0» while the rival's plate counted tiles), the rival's counts tiles."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "goat")
    frames = _Frames(scene, monkeypatch)
    _do(app, scene, "3:6>", mouse=False)
    still(app, scene)
    assert scene.tutor.waits_for_point()
    run_frames(app, 2)
    assert {p.seat: (p.sub, p.short) for p in scene.view().plates} == {
        0: (None, None), 1: ("3 кости", "3")}
    _asked(app, scene, scene.tutor.lesson, mouse=True)
    assert frames.checked > 5, frames.checked
    app.close()
