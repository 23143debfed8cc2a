"""Issue 12: the chooser's cards. Each game's picture is large enough to read its pips at
every window size, nothing on the screen overlaps, the keys reach every game and Enter
opens it, and each picture is a legal table of its game showing what makes that game."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pygame
import pytest
from conftest import buttons, click, key, resize, run_frames

from kozel_gui.app import App
from kozel_gui.game_emblems import BAND_EMBLEMS, paint_void
from kozel_gui.game_pictures import table_score
from kozel_gui.i18n import LANGUAGES, set_language, tr
from kozel_gui.scenes.games import (
    FAMILY,
    OTHERS,
    Card,
    GamesScene,
    Seating,
    card_name,
    game_facts,
    setup_for,
    table_deal,
    table_picture,
    table_round,
)
from kozel_gui.scenes.how_many import HowManyScene
from kozel_gui.theme import SEAT_COLOURS
from kozel_gui.widgets import scale_of
from rules import Move, MoveKind, OutcomeKind, Round, Rules, Tile, find_preset

GAMES = (*FAMILY, *OTHERS)
SIZES = ((1024, 600), (1280, 720), (1920, 1080))
SMALLEST_LONG = {(1024, 600): 32, (1280, 720): 36, (1920, 1080): 54}
"""The least long side of any picture's tiles, px, at each window size."""


def _open(app: App, size: tuple[int, int]) -> GamesScene:
    resize(app, size)
    app.push(GamesScene(app, lambda _setup: None))
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, GamesScene)
    return scene


def _close(app: App) -> None:
    app.pop()
    run_frames(app, 1)


def _long(scene: GamesScene, name: str) -> int:
    return max(max(t.size) for t in scene.pictures[name].board.tiles)


@pytest.mark.parametrize("size", SIZES)
def test_every_picture_shows_its_tiles_large_enough_to_read(app: App, size: tuple[int, int]
                                                           ) -> None:
    scene = _open(app, size)
    longs = {name: _long(scene, name) for name in GAMES}
    assert min(longs.values()) >= SMALLEST_LONG[size], longs
    for card in scene.cards:
        picture = scene.pictures[card.name]
        assert picture.surface.get_size() == card.picture.size
        for tile in picture.board.tiles:  # every tile whole inside its picture
            assert pygame.Rect((0, 0), card.picture.size).contains(tile), (card.name, tile)
    _close(app)


def test_pictures_grow_with_the_window(app: App) -> None:
    small = _open(app, (1024, 600))
    before = {name: _long(small, name) for name in GAMES}
    _close(app)
    big = _open(app, (1920, 1080))
    after = {name: _long(big, name) for name in GAMES}
    _close(app)
    assert all(after[n] >= before[n] * 3 // 2 for n in GAMES), (before, after)


def _parts(card: Card) -> list[pygame.Rect]:
    return [card.picture, card.pick, card.rules]


def test_nothing_overlaps_or_leaves_the_window(app: App) -> None:
    try:
        for lang, size in itertools.product(LANGUAGES, SIZES):
            set_language(lang)
            scene = _open(app, size)
            window = pygame.Rect((0, 0), size)
            assert [c.name for c in scene.cards] == list(GAMES)
            back = next(b for b in buttons(app) if b.text == tr("common.back"))
            bands = [scene.head, scene.footer, pygame.Rect(back.rect)]
            for a, b in itertools.combinations(bands + [c.rect for c in scene.cards], 2):
                assert not a.colliderect(b), (lang, size, a, b)
            for card in scene.cards:
                assert window.contains(card.rect)
                for part in _parts(card):
                    assert card.rect.contains(part), (lang, size, card.name, part)
                for a, b in itertools.combinations(_parts(card), 2):
                    assert not a.colliderect(b), (lang, size, card.name, a, b)
            shown = {(b.text, tuple(b.rect)) for b in buttons(app)}
            for card in scene.cards:  # the buttons are where the cards say, words whole
                assert (card_name(card.name), tuple(card.pick)) in shown
                assert (tr("games.rules"), tuple(card.rules)) in shown
            for b in buttons(app):
                assert b.font.size(b.text)[0] + 16 <= b.rect.width, (lang, size, b.text)
                assert window.contains(b.rect)
            assert len({b.font.get_point_size() for b in buttons(app)
                        if b.text in {card_name(n) for n in GAMES}}) == 1
            _close(app)
    finally:
        set_language("ru")


def test_the_rules_buttons_stand_clear_of_everything_the_pictures_show(app: App) -> None:
    """Issue 12: «Правила» sat amid the cards' art, the points (+35, +10, +2) written over
    it and the Kozel chain's tiles against it. Everything a picture shows is painted
    inside its rect, and the button keeps a gutter from every painted pixel."""
    try:
        for lang, size in itertools.product(LANGUAGES, SIZES):
            set_language(lang)
            scene = _open(app, size)
            for card in scene.cards:
                picture = scene.pictures[card.name]
                art = picture.surface.get_bounding_rect().move(card.picture.topleft)
                if card.badge is not None:  # the points are the picture's own, on no tile
                    assert card.picture.contains(card.badge), (lang, size, card.name)
                    spot = card.badge.move(-card.picture.x, -card.picture.y)
                    assert spot.collidelist(list(picture.board.tiles)) == -1
                gutter = scene.gutter(scale_of(size))
                assert gutter >= 10
                assert not card.rules.inflate(2 * gutter - 2, 0).colliderect(art), (
                    lang, size, card.name, card.rules, art)
            _close(app)
    finally:
        set_language("ru")


def test_tab_reaches_every_game_and_its_rules_and_the_footer_follows(app: App) -> None:
    scene = _open(app, (1024, 600))
    seen: list[str] = []
    for _ in range(2 * len(GAMES) + 1):  # the whole ring: two a card and Back
        now = scene.focus.current()
        assert now is not None
        seen.append(now.key)
        name = now.key.partition(":")[2]
        if name in GAMES:
            assert scene.focused_game() == name
        key(app, pygame.K_TAB, frames=1)
    assert {f"game:{n}" for n in GAMES} <= set(seen)
    assert {f"rules:{n}" for n in GAMES} <= set(seen)
    assert scene.focus.current() is not None and scene.focus.current().key == seen[0]
    _close(app)


def test_arrows_walk_the_grid(app: App) -> None:
    scene = _open(app, (1024, 600))
    scene.focus.focus("game:kozel")
    row = []
    for _ in range(6):
        key(app, pygame.K_RIGHT, frames=1)
        now = scene.focus.current()
        assert now is not None
        row.append(now.key)
    # Right: the card's own «Правила», then the next card's game (issue 18/12)
    assert row == ["rules:kozel", "game:classic", "rules:classic", "game:courtyard",
                   "rules:courtyard", "game:sports"]
    key(app, pygame.K_DOWN, frames=1)  # straight to the name of the game below (w06)
    now = scene.focus.current()
    assert now is not None and now.key == f"game:{GAMES[_columns(scene) + 3]}"
    _close(app)


def _columns(scene: GamesScene) -> int:
    """How many cards a row (read off the layout)."""
    return sum(1 for c in scene.cards if c.rect.y == scene.cards[0].rect.y)


def test_enter_opens_every_game(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[tuple[str, Seating]] = []
    monkeypatch.setattr(GamesScene, "start", lambda self, name, seating: started.append(
        (name, seating)))
    scene = _open(app, (1024, 600))
    for name in GAMES:
        scene.focus.focus(f"game:{name}")
        key(app, pygame.K_RETURN, frames=3)
        top = app.stack.top
        if isinstance(top, HowManyScene):  # asked how many play: the game's own question
            assert top.game == tr(f"book.preset.{name}")
            key(app, pygame.K_ESCAPE)
        else:
            assert started and started[-1][0] == name, name
        assert app.stack.top is scene
    asked = {n for n in GAMES if n not in {s for s, _ in started}}
    assert {"kozel_2x2", "general"} <= {s for s, _ in started}  # played one way only
    assert {"kozel", "muggins", "chvv"} <= asked
    _close(app)


def test_a_click_on_a_picture_plays_its_game(app: App) -> None:
    scene = _open(app, (1024, 600))
    card = next(c for c in scene.cards if c.name == "telephone")
    click(app, card.picture.center)
    top = app.stack.top
    assert isinstance(top, HowManyScene) and top.game == tr("book.preset.telephone")
    key(app, pygame.K_ESCAPE)
    _close(app)


def test_every_picture_is_a_legal_table_of_its_game() -> None:
    for name in GAMES:
        hands, moves = table_deal(name)
        rules = find_preset(name)
        r = Round.from_hands(rules, hands)
        for text in moves:
            move = Move.parse(text)
            assert move in r.legal_moves(), (name, text, [str(m) for m in r.legal_moves()])
            r = r.play(move)
        assert r.history() == table_round(name).history()
        assert table_picture(name).tiles and len(table_picture(name).tiles) >= 3


def test_muggins_shows_ends_counting_a_multiple_of_five_and_its_points() -> None:
    r = table_round("muggins")
    assert r.open_ends is not None
    counted = [e for e in r.open_ends[:3] if e is not None]  # the down arm is empty
    assert len(counted) == 3 and sum(counted) % 5 == 0
    assert r.history()[-1].points == r.board_count == sum(counted) == 10
    assert table_picture("muggins").points == 10


def test_the_marks_on_the_pictures(app: App) -> None:
    try:
        for lang in LANGUAGES:
            set_language(lang)
            scene = _open(app, (1024, 600))
            pics, cards = scene.pictures, {c.name: c for c in scene.cards}
            # Muggins: every open end numbered, the points written by the picture.
            # (the counting ends only: their numbers add up to the points)
            assert sorted(v for v, _ in pics["muggins"].board.ends) == [0, 4, 6]
            assert pics["muggins"].badge == tr("games.pic.points", n=10) == "+10"
            assert cards["muggins"].badge is not None
            # Bergen: the double-header, both ends marked with the same number; +2.
            assert [v for v, _ in pics["bergen"].board.ends] == [2, 2]
            assert pics["bergen"].badge == "+2"
            heads = pics["bergen"].heads
            tiles = pics["bergen"].board.tiles
            assert len(heads) == 2 and min(h.x for h in heads) == min(t.x for t in tiles)
            assert max(h.right for h in heads) == max(t.right for t in tiles)
            # Telephone: the house ringed and named, clear of the other tiles.
            house = pics["telephone"].house
            assert house is not None and tr("games.pic.house") in {"дом", "spinner", "дім"}
            tiles = pics["telephone"].board.tiles
            assert sum(1 for t in tiles if t.colliderect(house)) == 0
            # Classic: the tile that went out ringed, what going out scored written by it.
            assert pics["classic"].badge == "+35" and cards["classic"].badge is not None
            # General, Sports, Courtyard: an emblem beside the table, clear of its tiles.
            for name in ("general", "sports", "courtyard"):
                emblem = pics[name].emblem
                assert emblem is not None and _clear(emblem, pics[name].board.tiles), name
                assert cards[name].picture.move(-cards[name].picture.x,
                                                -cards[name].picture.y).contains(emblem)
            for name in GAMES:  # no other game carries these marks
                if name not in ("muggins", "bergen", "classic"):
                    assert pics[name].badge is None and cards[name].badge is None, name
                assert (pics[name].house is None) == (name != "telephone")
                assert (pics[name].emblem is None) == (name not in ("general", "sports",
                                                                    "courtyard"))
                assert (pics[name].heads == ()) == (name != "bergen")
                assert (pics[name].seats == ()) == (name not in ("kozel_2x2", "chvv"))
                assert (pics[name].laid_by == ()) == (name != "chvv")
                assert (pics[name].hundred is None) == (name != "sea_goat")
            _close(app)
    finally:
        set_language("ru")


def _clear(mark: pygame.Rect, tiles: tuple[pygame.Rect, ...]) -> bool:
    return mark.collidelist(list(tiles)) == -1


def test_no_two_cards_share_a_picture(app: App) -> None:
    """Issue 12: Classic, Courtyard, Sports, Kozel 2×2 and the sea goat all showed one
    short line, the same picture five times."""
    for size in SIZES:
        scene = _open(app, size)
        drawn = {n: pygame.image.tobytes(scene.pictures[n].surface, "RGBA") for n in GAMES}
        assert len(set(drawn.values())) == len(GAMES), size
        _close(app)
    assert len({table_deal(n) for n in GAMES}) == len(GAMES)
    assert len({table_picture(n).tiles for n in GAMES}) == len(GAMES)


def test_the_kozel_familys_own_marks(app: App) -> None:
    """What each of the Kozel family's pictures shows of its game, whole and clear of its
    tiles: Classic's out (the last tile ringed, +35: the engine's sheet writes that), the
    sea goat's hundred move (its 6:6 led, ringed, «100») and two doubles laid at once,
    Kozel 2×2's four seats as two pairs round the table."""
    classic = table_round("classic")
    outcome = classic.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.OUT and table_score("classic") == 35
    assert classic.history()[0].move.tile == Tile(6, 6)  # the highest double led
    goat = table_round("sea_goat")
    assert goat.history()[0].move.tile == Tile(6, 6)
    assert goat.history()[-1].move.kind is MoveKind.PAIR
    assert table_round("kozel_2x2").rules.teams
    for size in SIZES:
        scene = _open(app, size)
        pics = scene.pictures
        whole = pygame.Rect((0, 0), next(c.picture.size for c in scene.cards))
        pos = table_picture("classic")
        assert pics["classic"].ringed == pics["classic"].board.tiles[pos.growth[-1].key]
        sea = pics["sea_goat"]
        assert sea.ringed == sea.board.tiles[table_picture("sea_goat").growth[0].key]
        assert sea.hundred is not None and _clear(sea.hundred, sea.board.tiles)
        seats = pics["kozel_2x2"].seats
        assert len(seats) == 4 and all(whole.contains(s) for s in seats), (size, seats)
        assert all(_clear(s, pics["kozel_2x2"].board.tiles) for s in seats)
        below, left, above, right = seats  # partners opposite: one pair across the line
        assert below.centerx == above.centerx and left.centery == right.centery
        assert above.bottom <= min(t.top for t in pics["kozel_2x2"].board.tiles)
        _close(app)


def test_each_game_shows_what_makes_it() -> None:
    # Telephone: the first double, the house, with a tile on each of its four arms.
    tel = table_round("telephone")
    assert tel.spinner is not None and tel.spinner.is_double
    assert all(tel.branches) and tel.line.index(next(p for p in tel.line
                                                     if p.tile == tel.spinner)) > 0
    # Bergen: a double-headed end, and the move that made it scored.
    berg = table_round("bergen")
    assert berg.ends[0] == berg.ends[1] and berg.history()[-1].points == 2
    # General: a blocked line, a fish; General voids it.
    gen = table_round("general")
    outcome = gen.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.FISH
    assert find_preset("general").fish.value == "void"
    # ... drawn as a fish over an empty sheet, «0» (nobody writes), not a fish crossed out
    # (which read as «no fish allowed»); the card's line says it: the fish does not count.
    assert BAND_EMBLEMS["general"] is paint_void
    assert "рыба не в счёт" in tr("games.desc.general")
    # Kozel: a line long enough to turn at the picture's edge: a plain tile stands upright.
    pos = table_picture("kozel")
    assert pos.line and len(pos.tiles) >= 8


def test_kozels_line_turns_at_the_edge_of_its_picture(app: App) -> None:
    for size in SIZES:
        scene = _open(app, size)
        pos = table_picture("kozel")
        drawn = scene.pictures["kozel"].board.tiles
        upright = [i for i, t in enumerate(drawn) if t.h > t.w and pos.tiles[i][0] !=
                   pos.tiles[i][1]]
        assert upright, (size, drawn)  # a plain tile upright: the line turned
        rows = {t.centery // max(1, min(t.size)) for t in drawn if t.w > t.h}
        assert len(rows) >= 2, (size, drawn)  # the line runs on in another row
        _close(app)


def test_the_pointer_over_a_picture_focuses_its_game(app: App) -> None:
    scene = _open(app, (1024, 600))
    card = next(c for c in scene.cards if c.name == "bergen")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.picture.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, 2)
    now = scene.focus.current()
    assert now is not None and now.key == "game:bergen" and scene.focused_game() == "bergen"
    assert scene.line_of("bergen").startswith(tr("games.desc.bergen"))
    _close(app)



@pytest.mark.parametrize("rules", [find_preset("kids"), replace(find_preset("kozel"), name="Дедовы")])
def test_the_line_under_the_grid_names_rules_that_are_no_cards(app: App, rules: Rules) -> None:
    """The kids' game or a saved set of rules set up, Back focused: the line under the grid
    names them as the settings do, with their facts (it raised for a missing description)."""
    app.set_setup(setup_for(app.setup, rules, rules.players_allowed[0]))
    scene = _open(app, (1280, 720))
    while (now := scene.focus.current()) is not None and ":" in now.key:
        key(app, pygame.K_TAB, frames=1)  # round the ring to Back
    assert scene.focused_game() is None
    label = (tr("book.preset.kids") if rules.name == "kids"
             else tr("settings.own_preset", name="Дедовы"))
    assert scene.footer_line() == f"{label} · {game_facts(rules)}"
    run_frames(app, 1)  # and it is drawn
    _close(app)


def test_the_line_under_the_grid_follows_the_mouse(app: App) -> None:
    """P38b: after a click on «Маггинс» the line still described Kozel (focused by the keys),
    even behind the question of how many play: the pointer on a card is on its game."""
    scene = _open(app, (1280, 720))
    cards = {c.name: c for c in scene.cards}
    for name, part in (("muggins", "pick"), ("bergen", "rules"), ("telephone", "picture")):
        at = getattr(cards[name], part).center
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        run_frames(app, 1)
        assert scene.focused_game() == name, part
        assert scene.footer_line() == scene.line_of(name)
        now = scene.focus.current()
        assert now is not None and now.key == f"{'rules' if part == 'rules' else 'game'}:{name}"
    _close(app)


def _seat_pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> dict[int, int]:
    """How many pixels of each seat's colour ``surface`` shows (within ``rect``)."""
    area = surface.subsurface(rect) if rect is not None else surface
    w, h = area.get_size()
    counts = dict.fromkeys(range(4), 0)
    for x in range(w):
        for y in range(h):
            c = tuple(area.get_at((x, y)))[:3]
            for seat, colour in enumerate(SEAT_COLOURS):
                counts[seat] += c == colour
    return counts


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two rectangles are, across and down (0 where they touch)."""
    return max(0, b.x - a.right, a.x - b.right) + max(0, b.y - a.bottom, a.y - b.bottom)


def test_chvvs_card_shows_four_players_each_for_himself(app: App) -> None:
    """Issue 12: ChVV's card was Osel's cross over again (four arms alike).  ChVV is every
    seat for itself on four arms: each arm's tile is ringed in the colour of the seat that
    laid it, and that seat sits at the arm's end in the same colour; Osel's card shows
    none of the four colours."""
    r = table_round("chvv")
    assert not r.rules.teams and r.rules.is_spinner
    for size in SIZES:
        scene = _open(app, size)
        pic, osel = scene.pictures["chvv"], scene.pictures["osel"]
        tiles = pic.board.tiles
        assert sorted(seat for seat, _ in pic.laid_by) == [0, 1, 2, 3], "a seat an arm"
        assert len(pic.seats) == 4 and all(_clear(s, tiles) for s in pic.seats)
        whole = pic.surface.get_rect()
        assert all(whole.contains(s) for s in pic.seats)
        arms = [tile for _, tile in pic.laid_by]
        for (seat, tile), head in zip(pic.laid_by, pic.seats, strict=True):
            ring = tile.inflate(4, 4)  # round the arm's tile: its seat's colour
            assert tuple(pic.surface.get_at((ring.centerx, ring.y)))[:3] == SEAT_COLOURS[seat]
            gaps = [_gap(head, arm) for arm in arms]  # the seat sits by its own arm
            assert gaps.index(min(gaps)) == arms.index(tile), (size, head, gaps)
            counts = _seat_pixels(pic.surface, head)  # ... in its colour
            assert max(counts, key=lambda k: counts[k]) == seat, (size, seat, counts)
        assert all(n > 0 for n in _seat_pixels(pic.surface).values())
        assert not any(_seat_pixels(osel.surface).values()), "Osel's card has no such seats"
        _close(app)


def test_a_picture_s_words_follow_the_language(app: App) -> None:
    """PT-X: the Telephone picture said «дом» on the Ukrainian chooser: the picture, words
    painted in, was kept from the Russian one."""
    from kozel_gui.game_pictures import paint_picture

    try:
        set_language("ru")
        ru = paint_picture(app.tiles, "telephone", (240, 150), "pips")
        set_language("uk")
        uk = paint_picture(app.tiles, "telephone", (240, 150), "pips")
        assert uk is not ru
        assert pygame.image.tobytes(uk.surface, "RGBA") != pygame.image.tobytes(ru.surface, "RGBA")
    finally:
        set_language("ru")
