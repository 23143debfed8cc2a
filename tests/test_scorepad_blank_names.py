"""Issue 19 #3: a score pad's seat left without a name was saved as «Игрок 4», and stayed
Russian in English.  A blank name is kept blank and shown as the default name of the
language in use; pads saved by older versions with a default name read the same way.
Typed on the real score pad, read back in another language."""

from __future__ import annotations

import json
from pathlib import Path

from harness import harness_for
from test_scorepad_history_again import enter_totals
from test_scorepad_scene import NAMES, open_pad, page_of, press, type_into

from kozel_gui.i18n import tr
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset


def test_a_blank_name_is_kept_blank_and_shown_in_the_language_in_use(tmp_path: Path) -> None:
    with harness_for(tmp_path, "--lang", "ru") as h:
        scene = open_pad(h)
        page = page_of(scene)
        assert isinstance(page, SetupPage)
        for entry, name in zip(page.entries[:3], NAMES, strict=False):
            type_into(h, entry, name, clear=True)  # the first box holds the keeper's name
        press(h, "Начать партию")  # the fourth box left empty
        pad = page_of(scene).pad
        enter_totals(h, [0, 20, 15, 14])  # a round: a game, kept
        assert pad.names[3] == "Игрок 4"
        saved = json.loads(h.app.data.path(PadStore.file_name(pad.id)).read_text("utf-8"))
        assert saved["names"] == ["Аня", "Боря", "Вера", ""], "kept blank, in no language"
        pad_id = pad.id
    with harness_for(tmp_path, "--lang", "en") as h:
        scene = open_pad(h)
        listing = page_of(scene)
        assert isinstance(listing, ListPage)
        line = next(b.text for b in h.buttons() if "Аня" in b.text)
        assert "Аня, Боря, Вера, Player 4" in line and "Игрок" not in line
        press(h, tr("scorepad.new"))
        again = page_of(scene)
        assert [e.get_text() for e in again.entries] == ["Аня", "Боря", "Вера", ""]
        assert again.entries[3].placeholder_text == "Player 4"
        assert PadStore(h.app.data).load(pad_id).side_names()[3] == "Player 4"


def test_a_pad_an_older_version_saved_with_a_default_name_reads_it_as_blank(
        tmp_path: Path) -> None:
    old = Pad.new(find_preset("kozel"), ["Аня", "Игрок 2", "Вера"], pad_id="old")
    data = old.to_json()
    data["names"] = ["Аня", "Игрок 2", "Вера"]  # as versions before issue 19 wrote it
    back = Pad.from_json(data)
    assert back.typed == ("Аня", "", "Вера")
    assert Pad.from_json({**data, "names": ["Аня", "Игрок 3", "Вера"]}).typed == \
        ("Аня", "Игрок 3", "Вера"), "another seat's default name is a name typed"
    assert PadStore(DataDir(tmp_path)).save(back)
