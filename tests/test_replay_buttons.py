"""The replay's step buttons say in words what they step by, and on hover which key does it."""

from __future__ import annotations

import pytest
from harness import Harness
from test_history_support import stored_json

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.replay import ReplayScene

STEPS = {"#replay_prev_round": ("PgUp", {"ru": "Кон", "en": "Round", "uk": "Кон"}),
         "#replay_prev": ("←", {"ru": "Ход", "en": "Move", "uk": "Хід"}),
         "#replay_next": ("→", {"ru": "Ход", "en": "Move", "uk": "Хід"}),
         "#replay_next_round": ("PgDn", {"ru": "Кон", "en": "Round", "uk": "Кон"})}
ARROWS = {"←": {"ru": "влево", "en": "Left", "uk": "вліво"},
          "→": {"ru": "вправо", "en": "Right", "uk": "вправо"}}


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_each_step_button_names_its_step_and_its_key(harness: Harness, lang: str) -> None:
    set_language(lang)
    try:
        scene = ReplayScene(harness.app, stored_json(3, 2, "muggins"))
        harness.app.push(scene)
        harness.frames(2)
        buttons = {b.object_ids[-1]: b for b in harness.buttons()}
        for object_id, (key, word) in STEPS.items():
            button = buttons[object_id]
            assert word[lang] in button.text  # a word beside the arrow, not the arrow alone
            tip = button.tool_tip_text
            assert tip and tip == tr(object_id[1:].replace("replay_", "replay.") + "_tip")
            assert (ARROWS[key][lang] if key in ARROWS else key) in tip
        assert buttons["#common_back"].tool_tip_text is None  # only the steps need one
    finally:
        set_language("ru")



@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_click_on_a_button_under_a_tooltip_goes_to_that_button(harness: Harness,
                                                                 size: tuple[int, int]) -> None:
    """«« Кон»'s tooltip covers «Ход ›» below it: a quick move there and a click steps on
    (pygame-gui's tooltip took the press and nothing happened; so it did over «Назад»)."""
    harness.resize(size)
    scene = ReplayScene(harness.app, stored_json(3, 2, "muggins"))
    harness.app.push(scene)
    harness.frames(2)
    buttons = {b.object_ids[-1]: b for b in harness.buttons()}
    harness.move(buttons["#replay_prev_round"].rect.center)
    harness.wait(1.5)
    harness.frames(2)
    tip = buttons["#replay_prev_round"].tool_tip
    assert tip is not None  # the hint is up ...
    under = tip.rect.clip(buttons["#replay_next"].rect)
    assert under.w > 20 and under.h > 20  # ... over «Ход ›»
    before = scene.replay.ply
    harness.click(under.center)
    assert scene.replay.ply == before + 1
    assert buttons["#replay_prev_round"].tool_tip is None  # the click put the hint away
