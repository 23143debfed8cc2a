"""The replay's step buttons say in words what they step by, and on hover which key does it."""

from __future__ import annotations

import pytest
from harness import Harness
from test_history_support import stored_json

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.replay import ReplayScene

STEPS = {"#replay_prev_round": ("PgUp", {"ru": "Кон", "en": "Round", "uk": "Кін"}),
         "#replay_prev": ("←", {"ru": "Ход", "en": "Move", "uk": "Хід"}),
         "#replay_next": ("→", {"ru": "Ход", "en": "Move", "uk": "Хід"}),
         "#replay_next_round": ("PgDn", {"ru": "Кон", "en": "Round", "uk": "Кін"})}
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


def _enabled(harness: Harness) -> dict[str, bool]:
    return {b.object_ids[-1]: b.is_enabled for b in harness.buttons()}


@pytest.mark.parametrize(("lang", "said"), [("ru", "Кон 1 из 1 · ходов не было"),
                                             ("en", "Round 1 of 1 · no moves were made")])
def test_a_round_given_up_at_the_deal_says_no_moves_were_made(
        harness: Harness, monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    """Issue 14: the replay of a match given up at the deal said «ход 0 из 0», with every
    step button and «Разбор ходов» pressable and doing nothing."""
    import pygame

    import kozel_gui.scenes.replay as replay_module
    from rules import Match, find_preset

    drawn: list[str] = []
    real = replay_module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        drawn.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(replay_module, "draw_text", spy)
    set_language(lang)
    try:
        given_up = Match.start(find_preset("kozel"), 2, 3).leave(0).to_json()
        scene = ReplayScene(harness.app, given_up)
        harness.app.push(scene)
        harness.frames(3)
        assert said in drawn and not any(" 0 из 0" in t or " 0 of 0" in t for t in drawn), drawn
        assert tr("replay.keys") not in drawn, "no keys to step with: not told of"
        enabled = _enabled(harness)
        assert not any(enabled[k] for k in (*STEPS, "#replay_review")), enabled
        assert enabled["#replay_export"] and enabled["#common_back"]
        harness.key(pygame.K_RIGHT)
        assert (scene.replay.round, scene.replay.ply) == (0, 0)
    finally:
        set_language("ru")


def test_the_step_buttons_rest_where_there_is_nothing_that_way(harness: Harness) -> None:
    """At the first deal nothing lies back, at the match's end nothing on: those buttons
    rest, the others stay pressable."""
    import pygame

    scene = ReplayScene(harness.app, stored_json(3, 2, "kozel"))
    harness.app.push(scene)
    harness.frames(3)
    enabled = _enabled(harness)
    assert not enabled["#replay_prev"] and not enabled["#replay_prev_round"]
    assert enabled["#replay_next"] and enabled["#replay_next_round"] and enabled["#replay_review"]
    harness.key(pygame.K_END)
    enabled = _enabled(harness)
    assert enabled["#replay_prev"] and enabled["#replay_prev_round"]
    assert not enabled["#replay_next"] and not enabled["#replay_next_round"]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_click_on_a_button_under_a_tooltip_goes_to_that_button(harness: Harness,
                                                                 size: tuple[int, int]) -> None:
    """«« Кон»'s tooltip covers «Ход ›» below it: a quick move there and a click steps on
    (pygame-gui's tooltip took the press and nothing happened; so it did over «Назад»)."""
    import pygame

    harness.resize(size)
    scene = ReplayScene(harness.app, stored_json(3, 2, "muggins"))
    harness.app.push(scene)
    harness.frames(2)
    harness.key(pygame.K_PAGEDOWN)  # a round on: «« Кон» has somewhere to go (it rests at the first)
    harness.frames(2)
    buttons = {b.object_ids[-1]: b for b in harness.buttons()}
    harness.move(buttons["#replay_prev_round"].rect.center)
    harness.wait(1.5)
    harness.frames(2)
    tip = buttons["#replay_prev_round"].tool_tip
    assert tip is not None  # the hint is up, placed clear of the other buttons (issues 18/19)
    assert not [b for b in buttons.values() if b is not buttons["#replay_prev_round"]
                and b.visible and tip.rect.colliderect(b.rect)]
    # where no place is clear it covers one: put it over «Ход ›» as it lay before
    tip.set_position(buttons["#replay_next"].rect.topleft)
    harness.frames(1)
    under = tip.rect.clip(buttons["#replay_next"].rect)
    assert under.w > 20 and under.h > 20
    before = scene.replay.ply
    harness.click(under.center)
    assert scene.replay.ply == before + 1
    assert buttons["#replay_prev_round"].tool_tip is None  # the click put the hint away
