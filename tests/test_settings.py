"""The settings screen in the real app, driven by synthetic pygame-gui events (headless)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from kozel_gui import cli
from kozel_gui.app import App
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import Options, default_setup
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.fields import FIELDS
from kozel_gui.settings.widgets import (
    NumberControl,
    PerPlayersControl,
    PlayersControl,
    StepperControl,
    TextControl,
    ToggleControl,
)
from kozel_gui.storage import DataDir
from rules import PRESETS, find_preset


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    # One app for the module: opening a window and making sounds is the slow part.
    a = App(cli.parse_args(["--headless", "--data-dir", str(tmp_path_factory.mktemp("d"))]))
    yield a
    a.close()
    set_language("ru")


@pytest.fixture
def app(shared_app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    """The shared app, back at the menu with defaults and an empty data directory."""
    # Every change is saved at once; skip the disk flush so the tests stay fast.
    monkeypatch.setattr(os, "fsync", lambda _fd: None)
    a = shared_app
    while len(a.stack.scenes) > 1:
        a.pop()
        a.stack.apply(a.size)
    a.data = DataDir(tmp_path)
    a.set_options(Options())
    a.set_setup(default_setup(4))
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    run(a)
    a.messages.history.clear()
    return a


def open_settings(app: App, tab: str = "rules") -> SettingsScene:
    scene = SettingsScene(app, tab)
    app.push(scene)
    app.frame()
    return scene


def run(app: App, frames: int = 2) -> None:
    for _ in range(frames):
        app.frame()


def post(app: App, kind: int, element: Any, **extra: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, {"ui_element": element, **extra}))
    run(app, 1)


def press(app: App, element: Any) -> None:
    post(app, pygame_gui.UI_BUTTON_PRESSED, element)


def answer(app: App, text: str) -> None:
    """Answer the question shown over the settings with its button ``text``."""
    run(app, 1)
    question: Any = app.stack.top
    assert type(question).__name__ == "ConfirmScene", type(question).__name__
    found = [e for e in question.elements if getattr(e, "text", None) == text]
    assert found, [getattr(e, "text", None) for e in question.elements]
    press(app, found[0])
    run(app, 2)


def type_into(app: App, entry: Any, text: str) -> None:
    entry.set_text(text)
    post(app, pygame_gui.UI_TEXT_ENTRY_CHANGED, entry, text=text)


def control(scene: SettingsScene, key: str) -> Any:
    return scene.page.form.rows[key].control


def set_control(app: App, scene: SettingsScene, key: str, value: Any) -> None:
    """Change a control to ``value`` the way a player would."""
    c = control(scene, key)
    if isinstance(c, ToggleControl):
        if c.value != value:
            press(app, c.button)
    elif isinstance(c, StepperControl):
        for _ in range(len(c.choices)):
            if c.value == value:
                break
            press(app, c.next)
            c = control(scene, key)  # a page may be built again after a change
    elif isinstance(c, PlayersControl):
        for n, button in c.buttons.items():
            if (n in c.value) != (n in value):
                press(app, button)
    elif isinstance(c, NumberControl):
        type_into(app, c.entry, "" if value is None else str(value))
    elif isinstance(c, PerPlayersControl):
        for entry, v in zip(c.entries, value if isinstance(value, tuple) else (value,) * 3,
                            strict=True):
            type_into(app, entry, str(v))
    elif isinstance(c, TextControl):
        type_into(app, c.entry, value)
    assert c.value == value, key


# -- the rules editor ------------------------------------------------------------------


@pytest.mark.parametrize("spec", FIELDS, ids=lambda s: s.name)
def test_each_rule_control_changes_the_next_match(app: App, spec: Any) -> None:
    scene = open_settings(app)
    kozel = find_preset("kozel")
    c = control(scene, spec.name)
    if isinstance(c, ToggleControl):
        press(app, c.button)
    elif isinstance(c, StepperControl):
        press(app, c.next)
    elif isinstance(c, PlayersControl):
        press(app, c.buttons[2])
    elif isinstance(c, PerPlayersControl):
        type_into(app, c.entries[1], "150")  # three players play to 150, the others to 100
    else:
        press(app, c.plus)
    new = c.value
    assert new != getattr(kozel, spec.name)
    candidate = scene.state.draft.rules("kozel")  # type: ignore[union-attr]
    if candidate is None:  # an invalid combination: explained, never used
        assert app.setup.rules == kozel
        assert scene.page.form.rows[spec.name].problem_text or scene.page.form.rows[
            "fish"].problem_text
        assert not scene.page.save_button.is_enabled
    else:
        assert getattr(app.setup.rules, spec.name) == new
        expected = {spec.name: (new, getattr(kozel, spec.name))}
        if spec.name == "teams":  # teams play four: «Для скольких игроков» becomes 4 alone
            expected["players_allowed"] = ((4,), kozel.players_allowed)
        assert app.setup.rules.differences(kozel) == expected
        assert str(kozel.name) in scene.page.summary.text or "«" in scene.page.summary.text


@pytest.mark.parametrize("name", [n for n in PRESETS if n != "kozel"])
def test_each_preset_can_be_recreated_on_screen_from_kozel(app: App, name: str) -> None:
    scene = open_settings(app)
    preset = PRESETS[name]
    # Teams need 4 players and team fish needs teams: set those first, then the rest.
    order = ["players_allowed", "teams", "scoring", "fish"]
    diffs = preset.differences(PRESETS["kozel"])
    for key in sorted(diffs, key=lambda k: order.index(k) if k in order else len(order)):
        set_control(app, scene, key, getattr(preset, key))
    assert app.setup.rules == dataclasses.replace(preset, name="kozel")
    assert scene.state.draft.is_valid  # type: ignore[union-attr]


def test_invalid_teams_explained_next_to_the_control_and_not_used(app: App) -> None:
    scene = open_settings(app)
    set_control(app, scene, "players_allowed", (2, 3))
    set_control(app, scene, "teams", True)  # teams play four: 4 alone is lit
    assert control(scene, "players_allowed").value == (4,)
    press(app, control(scene, "players_allowed").buttons[4])  # and the player puts it out
    row = scene.page.form.rows["teams"]
    assert "Командам нужны 4 игрока" in row.problem_text and row.problems[0].visible
    assert app.setup.rules == find_preset("kozel").__class__(players_allowed=(4,), teams=True)
    assert not scene.page.save_button.is_enabled
    assert "ошибк" in scene.page.summary.text or "не сходятся" in scene.page.summary.text
    # The rows below the problem moved down: nothing overlaps.
    below = scene.page.form.rows["hand_size"].label.get_relative_rect()
    assert row.problems[-1].get_relative_rect().bottom <= below.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))  # the player leaves
    run(app)
    # Rules that cannot be kept are asked about first (P33: they went with a message after).
    from kozel_gui.scenes.confirm import ConfirmScene

    assert isinstance(app.stack.top, ConfirmScene) and scene in app.stack.scenes
    answer(app, "Выйти")
    assert app.stack.top is not scene and scene not in app.stack.scenes
    assert any("последним верным" in t for t in app.messages.history)


def test_choose_a_preset_and_reset(app: App) -> None:
    scene = open_settings(app)
    post(app, pygame_gui.UI_DROP_DOWN_MENU_CHANGED, scene.page.picker, text="Морской козёл")
    assert app.setup.rules == find_preset("sea_goat")
    assert app.setup.players in (2, 4)
    set_control(app, scene, "goat_at", 101)
    assert app.setup.rules.goat_at == 101 and "101" in scene.page.summary.text
    press(app, scene.page.reset_button)
    answer(app, "Потерять")  # the changes are lost only once the player says so
    assert app.setup.rules == find_preset("sea_goat")


def test_save_rename_delete_a_preset_through_the_screen(app: App, tmp_path: Path) -> None:
    scene = open_settings(app)
    set_control(app, scene, "open_at", 25)
    type_into(app, scene.page.name_entry, "Двор")
    press(app, scene.page.save_button)
    assert app.setup.rules.name == "Двор" and app.setup.rules.open_at == 25
    saved = json.loads((tmp_path / "custom_presets.json").read_text("utf-8"))
    assert [p["name"] for p in saved["presets"]] == ["Двор"]
    assert "Двор (свой)" in scene.page.picker.options_list[-1]
    type_into(app, scene.page.name_entry, "Лесная")
    press(app, scene.page.rename_button)
    assert app.setup.rules.name == "Лесная"
    app.pop()
    run(app)
    again = open_settings(app)  # a new visit reads the file back
    assert again.state.preset == "Лесная"  # type: ignore[union-attr]
    assert again.state.draft.differences() == {}  # type: ignore[union-attr]
    press(app, again.page.delete_button)
    answer(app, "Удалить")
    assert json.loads((tmp_path / "custom_presets.json").read_text("utf-8"))["presets"] == []


def test_corrupt_preset_file_is_set_aside_and_the_screen_works(app: App, tmp_path: Path) -> None:
    (tmp_path / "custom_presets.json").write_text('{"format": 1, "pres', "utf-8")
    scene = open_settings(app)
    told = app.messages.history
    assert len(told) == 1 and "custom_presets.json" in told[0]
    assert any("corrupt" in p.name for p in tmp_path.iterdir())
    assert scene.state.store.names() == []  # type: ignore[union-attr]


# -- players ---------------------------------------------------------------------------


def test_players_page_sets_seats(app: App) -> None:
    scene = open_settings(app, "players")
    set_control(app, scene, "count", 2)
    assert app.setup.players == 2
    scene = app.stack.top  # type: ignore[assignment]
    set_control(app, scene, "human1", True)
    set_control(app, scene, "name1", "Маша")
    assert app.setup.humans == (0, 1) and app.setup.seats[1].name == "Маша"
    assert not control(scene, "bot1").elements[0].is_enabled
    set_control(app, scene, "count", 3)
    set_control(app, scene, "bot2", "hard")
    assert app.setup.players == 3 and app.setup.seats[2].bot == "hard"
    c = control(scene, "personality2")
    set_control(app, scene, "personality2", c.choices[1])
    seat = app.setup.seats[2]
    assert seat.personality == c.choices[1] and seat.bot != "hard"  # the character's own level
    assert "2" in scene.page.summary.text


def test_expert_comes_after_hard_with_its_own_words(app: App) -> None:
    scene = open_settings(app, "players")
    c = control(scene, "bot1")
    assert c.choices[c.choices.index("hard") + 1] == "expert"
    set_control(app, scene, "bot1", "expert")
    assert app.setup.seats[1].bot == "expert"
    assert control(app.stack.top, "bot1").middle.text == "эксперт"  # type: ignore[arg-type]


def test_teams_on_the_players_page_seat_four(app: App) -> None:
    scene = open_settings(app, "players")
    set_control(app, scene, "count", 3)
    set_control(app, scene, "teams", True)
    assert app.setup.rules.teams and app.setup.players == 4
    assert control(scene, "count").choices == [4]


def test_teams_off_brings_back_the_count_before(app: App) -> None:
    """Issue 13/19.5: teams on seat four; off again the seats stayed four (and the count's
    «‹» did nothing beside «правила разрешают: 4» where the rules had stayed four only)."""
    scene = open_settings(app, "players")
    set_control(app, scene, "count", 3)
    set_control(app, scene, "teams", True)
    assert app.setup.players == 4
    set_control(app, scene, "teams", False)
    assert app.setup.players == 3 and not app.setup.rules.teams
    assert control(scene, "count").value == 3 and control(scene, "count").choices == [2, 3, 4]


def test_teams_off_in_a_team_preset_frees_the_count_and_a_lone_count_says_why(
        app: App) -> None:
    """Teams off with nothing remembered (a visit after teams went on): the rules may be
    dealt to 2, 3 or 4 again and «‹» steps; a count the rules leave alone is greyed with
    the why; «Козёл 2×2» with teams off says which rule still wants teams."""
    scene = open_settings(app, "players")
    set_control(app, scene, "teams", True)
    scene = open_settings(app, "players")  # another visit: nothing remembered
    row = scene.page.form.rows["count"]
    assert row.control.choices == [4] and not row.control.prev.is_enabled
    assert not row.problem_text  # said under the switch that makes it so
    assert scene.page.form.rows["teams"].problem_text == "\t" + tr("settings.na.teams_four")
    set_control(app, scene, "teams", False)
    row = scene.page.form.rows["count"]
    assert row.control.choices == [2, 3, 4] and row.control.prev.is_enabled
    assert not row.problem_text
    press(app, row.control.prev)
    assert app.setup.players == 3
    scene = open_settings(app, "rules")
    set_control(app, scene, "players_allowed", (4,))
    scene = open_settings(app, "players")
    row = scene.page.form.rows["count"]
    assert not row.control.next.is_enabled
    assert row.problem_text == "\tЭти правила — только для 4 игроков."
    app.set_setup(dataclasses.replace(app.setup, rules=find_preset("kozel_2x2")))
    scene = open_settings(app, "players")
    set_control(app, scene, "teams", False)
    assert scene.page.form.rows["teams"].problem_text == (
        "«Счёт рыбы» — это правило для команд: включите команды.")

# -- options ---------------------------------------------------------------------------


OPTION_CHANGES = {"face": "pips_color", "table": "wood", "speed": 0.0, "sound": False,
                  "volume": 0.5, "large_tiles": True, "hints": False, "show_bot_hands": True,
                  "fullscreen": True}


def test_each_option_applies_and_saves(app: App, tmp_path: Path) -> None:
    scene = open_settings(app, "options")
    for key, value in OPTION_CHANGES.items():
        set_control(app, scene, key, value)
    o = app.options
    assert (o.face, o.table, o.speed, o.muted, o.volume) == ("pips_color", "wood", 0.0, True, 0.5)
    assert o.large_tiles and not o.hints and o.show_bot_hands and o.fullscreen
    saved = json.loads((tmp_path / "options.json").read_text("utf-8"))
    assert Options.from_json(saved) == o


def test_every_tile_face_is_offered(app: App) -> None:
    from kozel_gui.faces import FACES

    scene = open_settings(app, "options")
    assert set(control(scene, "face").choices) == set(FACES) >= {"pips", "pips_contrast",
                                                                 "animals", "berries"}


def test_language_switch_rebuilds_in_english(app: App) -> None:
    scene = open_settings(app, "options")
    set_control(app, scene, "language", "en")
    run(app)
    top = app.stack.top
    assert isinstance(top, SettingsScene) and top.tab == "options"
    assert top.tabs["rules"].text == "Rules" and app.options.language == "en"


def test_back_and_escape_return_to_the_menu(app: App) -> None:
    below = app.stack.top
    scene = open_settings(app)
    press(app, scene.back_button)
    assert app.stack.top is below
    open_settings(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="\x1b", scancode=41))
    run(app)
    assert app.stack.top is below


# -- layout ----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("tab", ["rules", "players", "options"])
def test_pages_fit_without_overlap(app: App, size: tuple[int, int], tab: str) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    run(app)
    scene = open_settings(app, tab)
    run(app)
    form = scene.page.form
    page = form.scroll.get_relative_rect()
    assert page.right <= size[0] and page.bottom <= size[1]
    boxes = []
    for row in (r for r in form.rows.values() if not r.hidden):  # shown rows only
        parts = [row.label, row.help_button, *row.control.elements]
        rects = [p.get_relative_rect() for p in parts]
        for r in rects:
            assert r.right <= page.w, row.key
        for i, a in enumerate(rects):
            assert not any(a.colliderect(b) for b in rects[i + 1:]), row.key
        boxes.append(pygame.Rect(rects[0]).unionall(rects[1:]))
    for i, a in enumerate(boxes):
        assert not any(a.colliderect(b) for b in boxes[i + 1:])
    shots = os.environ.get("KOZEL_SHOTS")
    if shots:
        app.save_screenshot(Path(shots) / f"settings_{tab}_{size[0]}x{size[1]}.png")


# -- settings that do not apply, contradictions, counts, characters, help, tooltips ------------


def live(c: Any) -> bool:
    """Whether every element of a settings control can be used (none greyed out)."""
    return all(e.is_enabled for e in c.elements)


def test_settings_that_do_not_apply_are_greyed_out_with_the_reason(app: App) -> None:
    """A setting the game has but another of its settings switches off is greyed with the
    reason; a setting of another game is not on the page (``test_settings_other_game``)."""
    scene = open_settings(app)
    rows = scene.page.form.rows
    assert rows["target"].hidden and not rows["goat_at"].hidden  # Kozel: no «Играем до»
    assert live(control(scene, "goat_at"))
    assert not live(control(scene, "clock_one"))  # the move clock is off
    assert "Не действует" in rows["clock_one"].problem_text
    set_control(app, scene, "scoring", find_preset("classic").scoring)
    assert live(control(scene, "target")) and not rows["target"].hidden
    assert rows["goat_at"].hidden


def test_the_winners_partner_without_teams_is_warned(app: App) -> None:
    from rules import NextLead

    scene = open_settings(app, "rules")
    scene.state.draft.set("next_lead", NextLead.WINNER_PARTNER)  # as an old file may hold
    scene.page.refresh()
    row = scene.page.form.rows["next_lead"]
    assert "нет партнёра" in row.problem_text and row.problems[0].visible
    assert control(scene, "next_lead").next.is_enabled  # to be put right


def test_the_problem_count_counts_every_problem_listed(app: App) -> None:
    scene = open_settings(app)
    set_control(app, scene, "hand_size", 14)  # too many for three and for four players
    listed = sum(len(row.problems) for row in scene.page.form.rows.values()
                 if not row.problem_text.startswith("\t"))
    assert listed == 2 and "2 ошибки" in scene.page.summary.text


def test_a_character_shows_its_own_name_in_the_name_box(app: App) -> None:
    scene = open_settings(app, "players")
    set_control(app, scene, "personality1", "matvey")
    name = control(scene, "name1")
    assert name.entry.get_text() == "Дед Матвей" and not name.entry.is_enabled
    set_control(app, scene, "personality1", None)
    assert control(scene, "name1").entry.get_text() == app.setup.seats[1].name


def test_levels_are_only_levels_gentlest_first(app: App) -> None:
    scene = open_settings(app, "players")
    assert control(scene, "bot1").choices == ["kids", "easy", "medium", "hard", "expert"]


def test_the_help_box_follows_the_tab(app: App) -> None:
    scene = open_settings(app)
    run(app)  # the focus lands on the open tab first (the help box then says how to get help)
    press(app, scene.page.form.rows["goat_at"].help_button)
    assert scene.help.html_text != tr_ru("settings.help_hint")
    press(app, scene.tabs["players"])
    assert scene.help.html_text == tr_ru("settings.help_hint")


def test_no_tooltip_covers_the_rows(app: App) -> None:
    scene = open_settings(app)
    run(app)  # the focus lands on the open tab first
    tips = [e for e in app.manager.get_sprite_group().sprites()
            if getattr(e, "tool_tip_text", None)]
    assert not tips, [getattr(e, "text", e) for e in tips]
    scene.page.form.rows["goat_at"]  # the help box says it instead: on hover, «?», focus
    pygame.event.post(pygame.event.Event(pygame_gui.UI_BUTTON_ON_HOVERED, {
        "ui_element": control(scene, "goat_at").plus}))
    run(app)
    assert scene.help.html_text == scene.page.form.rows["goat_at"].help


def tr_ru(key: str) -> str:
    from kozel_gui.i18n import tr

    return tr(key)
