"""Playtest P31 (issue 12): Muggins still showed Kozel's hand rows under «Счёт» («Одна 0–0 на
руках», «0–0 с другими костями», «Одна 6–6 на руках», «Только 0–0 и 6–6»); «Время партии»'s
help began «Спорт:» in every game; «Штраф за время» said both ways («где очки — плохо, их
прибавляют, где хорошо — вычитают») instead of the game's own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.settings import SettingsScene
from rules import PRESETS, Rules
from rules.config_checks import Family

HAND_WORTH = {"zero_zero_alone", "zero_zero_value", "six_six_alone", "zero_and_six_alone"}
GOAT = {"open_at", "goat_at", "fish_full", "fish_ties_carry", "double_bonuses", "hundred_move",
        "bald_goat", "six_six_out_wins", "redeal_doubles", "redeal_same_suit"}
IN_PLAY = {"lead_scores", "hand_rounding", "win_points"}
GOOD = {"target", "match_minutes"}

ABSENT = {
    # RULES.md §3, §7.3, §7.15; GAMES.md §1.5, §2, §4.5, §11.16: plain pips and no redeal
    # in the games that score in play, and in the kids'.
    "muggins": GOAT | HAND_WORTH, "bergen": GOAT | HAND_WORTH, "telephone": GOAT | HAND_WORTH,
    "kids": GOAT | HAND_WORTH | IN_PLAY | {"score_in_play"},
    # Classic counts 0–0 as 25 (§5): its hand rows stay; the points in play do not exist.
    "classic": GOAT | IN_PLAY, "sports": GOAT | IN_PLAY,
}
ABSENT.update(dict.fromkeys(("kozel", "kozel_2x2", "courtyard", "sea_goat", "osel", "general",
                             "chvv"), GOOD | IN_PLAY | {"score_in_play"}))


def test_every_preset_is_in_the_table() -> None:
    assert set(ABSENT) == set(PRESETS)


@pytest.mark.parametrize("name", list(PRESETS))
def test_each_game_has_the_settings_its_rule_book_gives_it(tmp_path: Path, name: str) -> None:
    """The rows the page hides are exactly those the rule book does not give that game."""
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.press(tr("menu.settings"))
        h.frames(2)
        editor = _page(h)
        editor.state.choose_preset(name)
        editor.sync()
        h.frames(1)
        assert {k for k, row in editor.form.rows.items() if row.hidden} == ABSENT[name]
        rules = PRESETS[name]
        assert {k for k in editor.form.rows if not rules.has_setting(k)} == ABSENT[name]


def test_a_hand_worth_of_another_family_is_shown_where_it_acts_and_never_refused() -> None:
    """A game without the special worth shows no such row at plain pips; a rule set that
    holds another value (saved before the rows were hidden) is not refused — refusing it
    set aside the whole file of saved sets — and its row is shown, so nothing acts unseen."""
    from kozel_gui.settings.fields import absent

    muggins = PRESETS["muggins"]
    assert muggins.family == Family.PLAY and PRESETS["classic"].family == Family.COUNT
    plain = {name: getattr(muggins, name) for name in muggins.__dataclass_fields__}
    hidden = absent(plain)
    for name, value in (("zero_zero_value", 25), ("zero_zero_alone", 10), ("six_six_alone", 50),
                        ("zero_and_six_alone", 75), ("redeal_doubles", 5)):
        assert name in hidden, name
        assert not _problems(muggins, **{name: value}), name
        assert name not in absent(plain | {name: value}), name
        saved = Rules.from_json(muggins.to_json() | {"name": "Мой маггинс", name: value})
        assert getattr(saved, name) == value, "a saved set loads as it was"
    # Another family's setting that means nothing at its value here is still refused.
    assert any(p.startswith("double_bonuses: only exists")
               for p in _problems(muggins, double_bonuses=True))


def _problems(rules: Any, **changes: Any) -> list[str]:
    from kozel_gui.settings.draft import problems_of

    values = {name: getattr(rules, name) for name in rules.__dataclass_fields__}
    return problems_of(values | changes)


@pytest.fixture(params=["ru", "uk", "en"])
def lang_h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[tuple[str, Harness]]:
    with harness_for(tmp_path, "--lang", request.param) as made:
        made.resize((1024, 600))
        made.press(tr("menu.settings"))
        made.frames(2)
        yield request.param, made
    set_language("ru")


def _page(h: Harness) -> Any:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top.page


def _choose(h: Harness, preset: str) -> None:
    page = _page(h)
    h.click(page.picker.rect.center)
    h.frames(2)
    label = tr(f"book.preset.{preset}")
    item = next(b for b in h.buttons() if b.text == label and b.rect.top > page.picker.rect.top)
    h.click(item.rect.center)
    h.frames(2)
    assert _page(h).state.preset == preset


def _help(h: Harness, key: str) -> str:
    """What the help box says when the «?» of row ``key`` is clicked."""
    page = _page(h)
    row = page.form.rows[key]
    for offset in (0, row.label.get_relative_rect().y - 60):  # well inside the page
        page.form.scroll_to(offset)
        h.frames(2)
    assert page.form.view().contains(row.help_button.rect)
    h.frames(2)
    h.click(row.help_button.rect.center)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return " ".join(str(scene.help.html_text).split())  # the box widens a sentence gap


PENALTY = {
    "ru": ("За каждое опоздание после первого предупреждения штраф прибавляется к очкам "
           "игрока (в игре парами — к очкам пары).",
           "За каждое опоздание после первого предупреждения штраф снимается с очков игрока "
           "(в игре парами — с очков пары)."),
    "uk": ("За кожне запізнення після першого попередження штраф додається до очок гравця "
           "(у грі парами — до очок пари).",
           "За кожне запізнення після першого попередження штраф знімається з очок гравця "
           "(у грі парами — з очок пари)."),
    "en": ("For each time-out after the first warning, the penalty is added to the player’s "
           "points (the pair’s, in team play).",
           "For each time-out after the first warning, the penalty is taken off the player’s "
           "points (the pair’s, in team play)."),
}


def test_the_time_penalty_is_explained_the_way_of_the_game_shown(
        lang_h: tuple[str, Harness]) -> None:
    lang, h = lang_h
    added, taken = PENALTY[lang]
    assert _help(h, "clock_penalty") == added  # Kozel: points are bad
    _choose(h, "muggins")
    assert _help(h, "clock_penalty") == taken
    _choose(h, "kozel_2x2")
    assert _help(h, "clock_penalty") == added


MATCH_TIME = {
    "ru": "Когда время вышло, партия кончается после этого кона и выигрывает больший счёт; при "
          "равенстве играют ещё кон. 0 — без ограничения.",
    "uk": "Коли час вийшов, партія закінчується після цього кону і виграє більший рахунок; за "
          "рівності грають ще кін. 0 — без обмеження.",
    "en": "When the time is up, the match ends after that round and the higher total wins; a "
          "tie plays one more round. 0: no limit.",
}


def test_muggins_match_time_help_names_no_other_game(lang_h: tuple[str, Harness]) -> None:
    lang, h = lang_h
    _choose(h, "muggins")
    said = _help(h, "match_minutes")
    assert said == MATCH_TIME[lang]
    assert not any(w in said.lower() for w in ("спорт", "sports", "маггинс", "muggins"))


@pytest.mark.parametrize("size", [(1024, 600)])  # where the list reaches the band
def test_the_open_list_of_rule_sets_is_never_under_the_fade(tmp_path: Path,
                                                            size: tuple[int, int]) -> None:
    """P31 polish: at 1024×600 the page's bottom fade cut across «Генеральский козёл» in the
    open list of rule sets.  The list is drawn whole; the fade stays on the rows beside it."""
    import pygame

    from kozel_gui.drawing import FADE

    with harness_for(tmp_path, "--lang", "ru") as h:
        h.resize(size)
        h.press(tr("menu.settings"))
        h.frames(2)
        scene, page = h.top, _page(h)
        assert isinstance(scene, SettingsScene)
        h.click(page.picker.rect.center)
        h.frames(2)
        lists = scene.open_lists()
        assert len(lists) == 1
        view = page.form.view()
        band = pygame.Rect(view.x, view.bottom - FADE, view.w, FADE)
        under = band.clip(lists[0])
        assert under.h == FADE, "the open list crosses the fade band"
        surface = pygame.Surface(h.app.screen.get_size())
        scene.draw(surface)
        h.app.manager.draw_ui(surface)
        drawn = surface.copy()
        scene.draw_over(surface)
        assert all(surface.get_at(p) == drawn.get_at(p)
                   for p in ((x, y) for x in range(under.left, under.right, 7)
                             for y in range(under.top, under.bottom))), "faded over the list"
        beside = [piece for piece in (pygame.Rect(view.x, band.y, lists[0].x - view.x, FADE),
                                      pygame.Rect(lists[0].right, band.y,
                                                  view.right - lists[0].right, FADE))]
        assert any(surface.get_at((x, y)) != drawn.get_at((x, y)) for r in beside
                   for x in range(r.left, r.right) for y in range(r.top, r.bottom)), \
            "the rows beside the list still fade"
