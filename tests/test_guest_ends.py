"""Issue 19 #5: «Назад» on the first screen makes the player a guest, not asked again; the
flag never reset, so with every profile deleted later the game stayed a guest's for ever
instead of asking for a name at its next start.  A guest's choice ends once a profile is
made.  A guest makes a child in kids' mode and deletes it, by clicks in the real app."""

from __future__ import annotations

import json
from pathlib import Path

from harness import harness_for
from kids_kit import past_the_tutorial

from kozel_gui.i18n import tr
from kozel_gui.kids.new_child import NewChildScene
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene


def test_with_every_profile_deleted_the_next_start_is_a_first_start(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)
        h.press(tr("common.back"))  # a guest
        assert isinstance(h.top, MenuScene) and h.app.options.guest
        h.press(tr("menu.kids"))
        assert isinstance(h.top, NewChildScene)
        h.press(tr("kids.new.done"))
        home = past_the_tutorial(h)
        assert isinstance(home, KidsScene)
        child = home.profile
        assert not h.app.options.guest, "a profile made: no guest any more"
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("profile.title"))
        assert isinstance(h.top, ProfileScene)
        h.press(child)
        h.press(tr("kids.edit.delete"))
        h.press(tr("kids.edit.delete"))  # the question's «Удалить»
        assert Profiles.load(h.app.data).profiles == ()
    saved = json.loads((tmp_path / "options.json").read_text(encoding="utf-8"))
    assert saved["guest"] is False
    with harness_for(tmp_path, first_start=True) as again:
        assert isinstance(again.top, ProfileScene) and again.top.first_start, \
            "no profile left: asked for a name again"
