"""Issue 19: settings opened from the pause menu of a game started with ``--preset muggins``
showed «Набор правил: Козёл»: the flags' set-up went to the table alone, while the settings
read (and wrote) the saved one.  The run's set-up is now one: the app's, which the table,
the settings and the next match all use; it is saved only once a setting is changed."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness

from kozel_gui.app import SETUP_FILE
from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.rules_editor import preset_label
from rules import find_preset


def _settings_from_the_pause_menu(h: Harness) -> SettingsScene:
    h.until(lambda: type(h.top).__name__ == "TableScene", what="the table")
    h.frames(10)
    h.key(pygame.K_ESCAPE)
    h.press(tr("pause.settings"))
    top = h.top
    assert isinstance(top, SettingsScene)
    return top


def test_settings_during_a_preset_game_show_that_games_rules(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--preset", "muggins", "--speed", "0")
    try:
        table = h.top
        assert table.session.setup.rules == find_preset("muggins")  # type: ignore[attr-defined]
        scene = _settings_from_the_pause_menu(h)
        picker = scene.page.picker
        assert picker.selected_option[0] == preset_label("muggins") != preset_label("kozel")
        assert scene.state is not None and scene.state.draft.values["scoring"] == \
            find_preset("muggins").scoring
        notes = [e for e in h.app.manager.get_sprite_group().sprites()
                 if getattr(e, "text", None) == tr("settings.match_note") and e.visible]
        assert len(notes) == 1, "changes wait for the next match, and the screen says so"
        assert h.app.data.load(SETUP_FILE).data is None, "a run's flags are not saved as such"
    finally:
        h.close()
