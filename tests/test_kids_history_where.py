"""Where a child's games are (P30): the grown-ups' «История» said «Сыгранных матчей пока
нет» even with «Все», and a parent never found the child's games.  The grown-ups' list now
says, under it, where the children's games are (in the plural that fits their number),
and says nothing of the kind where there is no child.

Opened as a parent does: the main menu's «История».
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import harness_for
from kids_kit import add_child
from rendered import rendered_strings

from kozel_gui.i18n import ntr, tr
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.storage import DataDir

GENDERED = {"ru": ("у него", "у неё", "у нее", "у каждого", "у каждой"),
            "uk": ("у нього", "у неї", "у кожного", "у кожної"),
            "en": (" his ", " her ", "its own", "their own")}
"""What P33 found clumsy: the line spoke of the child as «он» (a child may be a girl)."""


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("children", [0, 1, 2])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_grown_ups_history_says_where_the_childrens_games_are(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, children: int,
        size: tuple[int, int]) -> None:
    Profiles().added("Тестер").save(DataDir(tmp_path))
    for name, avatar in list(zip(("Маша", "Ваня"), AVATARS, strict=False))[:children]:
        add_child(tmp_path, name, avatar)
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize(size)
        h.press(tr("menu.history"))
        listing = h.top
        assert isinstance(listing, HistoryScene) and listing.child is None
        with rendered_strings(monkeypatch) as seen:
            h.frames(2)
        where = ntr("history.kids_where", max(1, children))
        if children:
            assert where in seen, "the list says where the children's games are"
            spoken = [g for g in GENDERED[lang] if g in where]
            assert not spoken, f"P33: «{where}» says {spoken}: a child may be a boy or a girl"
            assert tr("history.empty") in seen
        else:
            assert not [s for s in seen if s.startswith(where[:8])], "no child: no word of one"
