"""One position lays the same at every window of one size (issue 13's playtest PT-R).

The joiner (English, then Ukrainian) saw the line turn at other tiles than the host
(Russian), and lay anew when she switched the language: what the board keeps clear of (the
corner buttons «Меню», «Подсказка», «Помощь», the offers' place, the tags) was as wide as
each language's words.  A host's and a joiner's windows differ in nothing else the board
depends on (both are a ``NetSession``: the same offers, the same rules).  Now each is as
wide as the widest language's words, so the tiles of one board are the same rectangles in
every language.  Through the real App loop with a real loopback host.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from harness import Harness
from test_net_closed import _host, _two_people
from test_net_gui import play_first, until

from kozel_gui.i18n import set_language
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.worker import ClientThread


def _tiles(h: Harness, table: NetTableScene) -> list[tuple[float, ...]]:
    h.frames(3)
    return [tuple(p.box) for p in table.view().line.tiles]


def _language(h: Harness, lang: str) -> None:
    h.app.set_options(dataclasses.replace(h.app.options, language=lang))
    h.frames(3)


def test_a_board_lays_the_same_in_every_language_at_one_size(tmp_path: Path) -> None:
    host = _host("SAME42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        zina, answer, table = _two_people(h, host, [])
        for _ in range(20):  # a long line: its ends turn near the field's corners
            if len(table.view().line.tiles) >= 12:
                break
            if table.net.round.outcome() is None and len(table.view().hand) > 1:
                before_ply = table.net.round.ply
                play_first(h, table)
                until(h, lambda b=before_ply: table.net.round.ply > b and (
                    table.model.ready() or table.net.round.outcome() is not None),
                    "our turn again", 30, each=answer)
        for size in ((1280, 720), (1024, 600)):
            h.resize(size)
            _language(h, "ru")
            russian, keepout = _tiles(h, table), table.model.layout.keepout
            assert len(russian) >= 12
            for lang in ("en", "uk"):
                _language(h, lang)
                assert _tiles(h, table) == russian, (size, lang)
                assert table.model.layout.keepout == keepout, (size, lang)
    finally:
        set_language("ru")
        if zina is not None:
            zina.close()
        h.close()
        host.stop()
