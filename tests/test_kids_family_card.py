"""PT-Q: a family played a free game together (the child and its mum), left it, came back:
the big green «Играть» opened the next lesson, their game only under the small «who plays».
Now the big card shows that game's company, the faces of all who sat at it, and plays it on;
the lesson stays on its own card.  A free game with the animals only is the child's own:
the big card still leads to the next lesson.  Driven through the real app."""

from __future__ import annotations

from pathlib import Path

from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_table import child_move

from kozel_gui.i18n import tr
from kozel_gui.kids.cards import company_boxes
from kozel_gui.kids.levels import FREE_PLAY
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.kids.who import WhoPlaysScene
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene
from kozel_gui.storage import DataDir
from kozel_gui.table.presence import COVER_READY_S
from rules.i18n import Gender

CHILD = "Маша"


def _home(h: Harness) -> KidsScene:
    home = h.top
    assert isinstance(home, KidsScene)
    return home


def _leave_a_free_game(h: Harness, *, with_mum: bool) -> list[object]:
    """The free game (with the mum, or with the two animals), a few moves, then the house;
    returns the moves played."""
    home = _home(h)
    h.click(home.company.rect.center)
    h.frames(2)
    who = h.top
    assert isinstance(who, WhoPlaysScene)
    while (who.company[0] == "Мама") != with_mum:
        h.click(who.seat_buttons[0].rect.center)
        h.frames(1)
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    for _ in range(900):
        if table.session.round.ply >= 3:
            break
        if table.model.covered is not None:
            h.frames(round(COVER_READY_S * 60) + 2)
            h.click(table.go.rect.center)
        elif table.model.ready() and table.session.is_human(table.session.round.to_move):
            child_move(h.app, table)
        h.frames(1)
    played = list(table.session.round.history())
    h.click(table.home.rect.center)
    h.frames(3)
    return played


def _family(tmp: Path) -> None:
    add_child(tmp, CHILD, AVATARS[0])
    store = DataDir(tmp)
    Profiles.load(store).added("Мама", Gender.FEMALE).save(store)


def test_the_big_card_shows_the_familys_game_and_plays_it_on(tmp_path: Path) -> None:
    _family(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        h.app.args.seed = 3
        played = _leave_a_free_game(h, with_mum=True)
        home = _home(h)
        assert home.progress.to_learn() == 1, "a lesson is still to learn"
        card = home.cards[CARD_ORDER.index(FREE_PLAY)]
        h.frames(2)
        setup = home.family_game()
        assert setup is not None
        boxes = company_boxes(card.rect, len(setup.seats))
        faces = home.faces_of(setup, boxes[0].w)
        for box, face in zip(boxes, faces, strict=True):  # the company's faces on the card
            mid = (box.w // 2, box.h // 2 + box.h // 4)
            assert h.app.screen.get_at((box.x + mid[0], box.y + mid[1])) == face.get_at(mid)
        assert home.focus.current() is card, "the ring waits on the family's game"
        h.click(card.rect.center)
        h.frames(2)
        again = h.top
        assert isinstance(again, KidsTableScene), "not the lesson: the family's game"
        assert [s.name for s in again.session.setup.seats[:2]] == [CHILD, "Мама"]
        assert list(again.session.round.history()[:len(played)]) == played, "played on"
        h.click(again.home.rect.center)
        h.frames(3)
        h.click(_home(h).cards[CARD_ORDER.index(1)].rect.center)
        h.frames(2)
        assert isinstance(h.top, MatchingScene), "the next lesson is on its own card"


def test_a_free_game_with_the_animals_only_leaves_the_big_card_to_the_lesson(
        tmp_path: Path) -> None:
    _family(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        h.app.args.seed = 3
        _leave_a_free_game(h, with_mum=False)
        home = _home(h)
        assert home.progress.game(FREE_PLAY) is not None and home.family_game() is None
        h.click(home.cards[CARD_ORDER.index(FREE_PLAY)].rect.center)
        h.frames(2)
        assert isinstance(h.top, MatchingScene), "the lesson first; the child's own free game waits under «who plays»"
