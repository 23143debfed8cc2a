"""Issue 12: the rule book reaches every game's page. «Правила» opens at the game set up
(or the chooser's game), and «‹ …» / «… ›» beside Back, or Left and Right, turn to the
others in the chooser's order, each button naming the game it turns to."""

from __future__ import annotations

import dataclasses

import pygame
from harness import Harness

from kozel_gui.i18n import tr
from kozel_gui.scenes.games import FAMILY, OTHERS, GamesScene, card_name
from kozel_gui.scenes.rules_book import RulesScene, book_games, variant_name
from rules import find_preset

GAMES = (*FAMILY, *OTHERS)


def _book(h: Harness) -> RulesScene:
    book = h.top
    assert isinstance(book, RulesScene)
    return book


def _title(name: str) -> str:
    return tr("book.title", name=variant_name(find_preset(name)))


def test_the_menus_rules_open_at_the_game_and_the_keys_reach_every_other(harness: Harness
                                                                          ) -> None:
    harness.press(tr("menu.rules"))
    book = _book(harness)
    assert book.title() == _title("kozel") and book.rules == harness.app.setup.rules
    seen = [book.rules.name]
    for _ in GAMES:
        harness.key(pygame.K_RIGHT)
        seen.append(_book(harness).rules.name)
    assert seen == [*GAMES, "kozel"]  # every game once, in the chooser's order, round again
    harness.key(pygame.K_LEFT)
    assert _book(harness).title() == _title("bergen")
    assert _book(harness).paragraphs()[0].text == tr("book.h.table")


def test_the_buttons_name_the_next_games_and_turn_by_mouse_and_by_tab(harness: Harness
                                                                      ) -> None:
    harness.press(tr("menu.rules"))
    harness.key(pygame.K_END)  # scrolled to the end of Kozel's page
    assert _book(harness).offset > 0
    harness.press(tr("book.next", name=card_name("classic")))
    book = _book(harness)
    assert book.title() == _title("classic") and book.offset == 0  # the new page's top
    assert harness.button(tr("book.previous", name=card_name("kozel")))
    harness.press(tr("book.next", name=card_name("courtyard")))
    assert _book(harness).rules.name == "courtyard"
    # The focus on «… ›» (the mouse's); Tab: the page, «‹ …», Back, «… ›»; Enter on a turn
    # keeps the focus there.
    assert harness.focused is not None and harness.focused.key == "book:next"
    harness.key(pygame.K_TAB)
    assert harness.focused is not None and harness.focused.key == "page"
    harness.key(pygame.K_TAB)
    assert harness.focused_text() == tr("book.previous", name=card_name("classic"))
    harness.key(pygame.K_RETURN)
    assert _book(harness).rules.name == "classic"
    assert harness.focused_text() == tr("book.previous", name=card_name("kozel"))
    harness.key(pygame.K_TAB)
    harness.key(pygame.K_TAB)
    assert harness.focused_text() == tr("book.next", name=card_name("courtyard"))
    harness.key(pygame.K_ESCAPE)
    assert not isinstance(harness.top, RulesScene)


def test_the_choosers_rules_open_at_its_game(harness: Harness) -> None:
    harness.app.push(GamesScene(harness.app, lambda _setup: None))
    harness.frames(2)
    harness.click(next(c.rules for c in harness.top.cards if c.name == "muggins").center)
    assert _book(harness).title() == _title("muggins")
    harness.key(pygame.K_RIGHT)
    assert _book(harness).title() == _title("bergen")


def test_the_game_set_up_keeps_its_own_changed_rules_in_the_book() -> None:
    changed = dataclasses.replace(find_preset("telephone"), target=300)
    pages = book_games(changed)
    assert [p.name for p in pages] == list(GAMES) and changed in pages
    assert pages[GAMES.index("kozel")] == find_preset("kozel")
    kids = dataclasses.replace(find_preset("kozel"), name="kids")
    assert book_games(kids)[0] == kids and len(book_games(kids)) == len(GAMES) + 1
