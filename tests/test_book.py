"""The printed page of the rule book and the about screen: wrapped lines keep their indent."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from harness import Harness

from kozel_gui.assets import font
from kozel_gui.book import BULLETS, Para, lay_out, plain, render
from kozel_gui.i18n import tr
from kozel_gui.scenes.about import AboutScene
from kozel_gui.scenes.rules_book import RulesScene
from kozel_gui.widgets import BookScene

LONG = ("Кто вышел или сделал рыбу, тот и заходит любой костью; в командной игре "
        "федерации — партнёр победителя. После рыбы всегда заходит рыбак.")


def _indent(px: int) -> int:
    return font(px).size(f"{BULLETS['item']}  ")[0]


def test_a_wrapped_bullet_keeps_its_text_under_the_first_word() -> None:
    px, width = 19, 300
    indent = _indent(px)
    for kind, left in (("item", indent), ("sub", 2 * indent)):
        lines, height = lay_out([Para(kind, LONG)], width, px)
        assert len(lines) >= 3 and height == len(lines) * font(px).get_linesize()
        bullet, *words = lines[0].runs
        assert bullet == (left - indent, BULLETS[kind], False) and words[0][0] == left
        assert all(ln.runs[0][0] == left for ln in lines[1:])  # under the first word
        assert all(x + font(px, b).size(t)[0] <= width for ln in lines for x, t, b in ln.runs)


def test_bold_words_are_bold_runs_and_the_words_are_kept() -> None:
    paras = [Para("item", "<b>Базар</b> — нерозданные кости &amp; рубашкой вверх.")]
    lines, _ = lay_out(paras, 2000, 19)
    runs = [(text, bold) for _, text, bold in lines[0].runs]
    assert runs == [("•", False), ("Базар", True), ("— нерозданные кости & рубашкой вверх.", False)]
    assert plain(paras) == "Базар — нерозданные кости & рубашкой вверх."


def test_a_comma_after_a_bold_word_keeps_to_it() -> None:
    """«<b>Цепь</b>, «колбаса»» reads «Цепь, «колбаса»», not «Цепь , «колбаса»» (P26); a
    bold word after a space keeps its space."""
    px = 19
    lines, _ = lay_out([Para("body", "<b>Цепь</b>, «колбаса» — это <b>1–1</b>.")], 2000, px)
    (x0, t0, b0), (x1, t1, b1), (x2, t2, b2), (x3, t3, b3) = lines[0].runs
    assert (t0, b0, t1, b1, t2, b2, t3, b3) == ("Цепь", True, ", «колбаса» — это", False,
                                                "1–1", True, ".", False)
    assert x1 == x0 + font(px, True).size("Цепь")[0], "no space before the comma"
    assert x2 > x1 + font(px).size(t1)[0], "a space before the bold 1–1"
    assert x3 == x2 + font(px, True).size("1–1")[0], "no space before the full stop"


def test_the_bullet_column_stays_blank_beside_wrapped_lines() -> None:
    px, width = 19, 320
    paras = (Para("item", LONG),)
    lines, _ = lay_out(paras, width, px)
    picture = render(paras, width, px)
    step = font(px).get_linesize()
    column = range(_indent(px) - 2)
    assert any(picture.get_at((x, y)).a for x in column for y in range(step))  # the bullet
    for line in lines[1:]:
        rows = range(line.y, min(picture.get_height(), line.y + step))
        assert not any(picture.get_at((x, y)).a for x in column for y in rows), line


def test_the_rule_book_on_screen_is_laid_out_with_indents(harness: Harness) -> None:
    harness.press(tr("menu.rules"))
    book = harness.top
    assert isinstance(book, RulesScene) and book.picture is not None
    px = max(17, round(19 * min(1280 / 1280, 720 / 720)))
    lines, height = lay_out(book.paragraphs(), book.picture.get_width(), px)
    assert book.picture.get_height() == height
    indent = _indent(px)
    wrapped = [ln for ln in lines if not ln.head and ln.runs[0][1] not in BULLETS.values()]
    assert wrapped, "no rule is long enough to wrap at this width"
    assert all(ln.runs[0][0] == indent for ln in wrapped)


def test_the_page_scrolls_by_wheel_and_by_dragging_its_bar(harness: Harness) -> None:
    harness.press(tr("menu.about"))
    page = harness.top
    assert isinstance(page, AboutScene)
    harness.resize((1024, 600))
    page = harness.top
    assert isinstance(page, BookScene)
    if not page.most:
        return  # the whole page fits: nothing to scroll
    harness.move(page.view.center)
    harness.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    harness.frames(2)
    assert page.offset > 0
    thumb = page.thumb()
    assert thumb is not None
    with harness.mouse_held(thumb.center):
        harness.move((thumb.centerx, page.view.bottom + 50))
    assert page.offset == page.most


def test_a_four_way_games_page_speaks_of_open_ends_not_two() -> None:
    """P26: Muggins' page said «к одному из двух концов цепи» beside its four arms."""
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS

    def page(name: str) -> str:
        return " ".join(p for _, ps in book_sections(PRESETS[name]) for p in ps)

    four_way = [name for name, rules in PRESETS.items() if rules.is_spinner]
    assert {"muggins", "osel", "telephone", "chvv"} <= set(four_way)
    for name in four_way:
        assert "двух концов" not in page(name) and "открытых концов" in page(name), name
    assert "двух концов" in page("kozel")


def test_each_games_page_names_its_own_loser_and_ending() -> None:
    """P29: Osel's page called the loser «козёл» and explained «Яйца» it has not; the points
    games said «кто первым наберёт 200, тот выиграл» though a match ends only after a round,
    won by the best total; the fish counted the double among the tiles that must be out."""
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS

    def page(name: str) -> str:
        return " ".join(p for _, ps in book_sections(PRESETS[name]) for p in ps)

    osel = page("osel")
    assert "осёл" in osel and "Осёл" in osel and "козёл" not in osel.lower()
    carry = [name for name, rules in PRESETS.items() if rules.fish_ties_carry]
    assert carry and all("Яйца" in page(name) for name in carry)  # a tied fish carried on
    assert all("Яйца" not in page(name) for name in PRESETS if name not in carry)
    for name in ("muggins", "telephone", "bergen"):
        assert "после кона" in page(name) and "первым наберёт" not in page(name), name
    for name in PRESETS:
        assert "кроме дубля" in page(name), name
    assert "двумя открытыми концами" not in page("muggins") and "Стол" in page("muggins")


def test_the_lone_doubles_read_what_the_engine_counts() -> None:
    """P38b: Kozel 2×2's and General's pages said a lone 0–0 «стоит 10» while the double
    bonuses (RULES.md §8.40) count it 25, and said nothing of a lone 6–6 counted 50."""
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS, hand_value

    def page(name: str) -> str:
        return " ".join(p for _, ps in book_sections(PRESETS[name]) for p in ps)

    bonus = [name for name, rules in PRESETS.items() if rules.double_bonuses]
    assert {"kozel_2x2", "general"} <= set(bonus)
    for name in bonus:
        assert tr("book.zero_alone", n=25) in page(name), name
        assert tr("book.six_alone", n=50) in page(name), name
        assert tr("book.zero_alone", n=10) not in page(name), name
    for name, rules in PRESETS.items():  # every page says what a lone double is counted
        zero, six = hand_value(rules, ["0:0"]), hand_value(rules, ["6:6"])
        assert (tr("book.zero_alone", n=zero) in page(name)) == (zero != 0), name
        assert (tr("book.six_alone", n=six) in page(name)) == (six != 12), name


def _pages(lang: str) -> dict[str, list[str]]:
    """Every preset's rule book in ``lang``, as its list of rules (headings left out)."""
    from kozel_gui.i18n import set_language
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS

    set_language(lang)
    try:
        return {name: [p for _, ps in book_sections(rules) for p in ps]
                for name, rules in PRESETS.items()}
    finally:
        set_language("ru")


def test_the_bazaars_last_tiles_and_a_hands_worth_read_as_a_person_says_them() -> None:
    """P38b: Bergen's page said «Последние кости базара не берёт никто; их всегда остаётся:
    2.», every page «Кость на руках стоит сумму своих очков.»"""
    ru, uk, en = _pages("ru"), _pages("uk"), _pages("en")
    assert ("Две последние кости базара не берут: они остаются лежать до конца кона."
            in ru["bergen"])
    assert ("Последнюю кость базара не берут: она остаётся лежать до конца кона."
            in ru["courtyard"])
    assert "Дві останні кістки базару не беруть: вони лишаються лежати до кінця кону." in uk[
        "bergen"]
    assert ("The last two tiles of the boneyard are never drawn: they stay there until the "
            "round ends." in en["bergen"])
    for name in ru:
        assert "Кость в руке стоит столько, сколько на ней очков." in ru[name], name
        assert "Кістка в руці коштує стільки, скільки на ній очок." in uk[name], name
        assert "A tile left in hand is worth as many points as it has pips." in en[name], name
        assert not any("их всегда остаётся" in p or "сумму своих" in p for p in ru[name]), name
    assert not any("базара не берут" in p for p in ru["kozel"]), "Kozel keeps no reserve"


def test_more_reserved_tiles_take_the_plural_forms() -> None:
    from kozel_gui.scenes.rules_book import book_sections
    from rules import find_preset

    def said(n: int) -> str:
        rules = replace(find_preset("bergen"), bazaar_reserve=n)
        return next(p for _, ps in book_sections(rules) for p in ps if "базара не берут" in p)

    assert said(3) == "3 последние кости базара не берут: они остаются лежать до конца кона."
    assert said(5) == "5 последних костей базара не берут: они остаются лежать до конца кона."


def test_no_bazaar_is_described_where_every_tile_is_dealt() -> None:
    """P38b: General's page (four players, 7 tiles each: all 28 dealt) spoke of a bazaar;
    Kozel's page (2 to 4 players) says the bazaar is there but not when four play."""
    ru, uk, en = _pages("ru"), _pages("uk"), _pages("en")
    general = ru["general"]
    assert "Раздают все 28 костей — базара нет." in general
    assert "Нечем ходить — стучат (пропускают ход): брать неоткуда." in general
    assert not any("базар" in p.replace("базара нет", "") for p in general), general
    assert "Роздають усі 28 кісток — базару немає." in uk["general"]
    assert "All 28 tiles are dealt: there is no boneyard." in en["general"]
    assert not any("<b>Boneyard</b>" in p for p in en["general"]), "no glossary entry either"
    kozel = ru["kozel"]
    assert "Нерозданные кости лежат рубашкой вверх — это базар." in kozel
    assert ("Когда играют вчетвером, раздают все 28 костей — базара нет, и кому нечем ходить, "
            "тот сразу стучит (пропускает ход).") in kozel
    assert ("Коли грають учотирьох, роздають усі 28 кісток — базару немає, і хто не має чим "
            "ходити, той одразу стукає (пропускає хід).") in uk["kozel"]
    assert ("With four players all 28 tiles are dealt: there is no boneyard, and whoever cannot "
            "play knocks (passes) at once.") in en["kozel"]
    muggins = ru["muggins"]  # 7 tiles for two, 5 for three or four: always a bazaar
    assert "Нерозданные кости лежат рубашкой вверх — это базар." in muggins
    assert not any("все 28 костей" in p for p in muggins)
    from rules import PRESETS

    for name, rules in PRESETS.items():  # the page follows what the rules deal
        dealt_all = [n for n in rules.players_allowed if rules.bazaar_for(n) == 0]
        assert any("базара нет" in p for p in ru[name]) == bool(dealt_all), name


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_scrolled_page_fades_a_cut_line_the_same_at_both_edges(tmp_path: Path,
                                                                 size: tuple[int, int]) -> None:
    """A line of the printed page cut by the page's edge was cut hard (issue 19.9): where
    the text goes on past an edge, that edge fades into the paper, top and bottom alike."""
    from harness import harness_for

    from kozel_gui.theme import COLOURS

    with harness_for(tmp_path, "--lang", "ru") as h:
        h.resize(size)
        scene = AboutScene(h.app)
        h.app.push(scene)
        h.frames(2)
        picture = scene.picture
        assert picture is not None and scene.most > 0
        paper = pygame.Color(COLOURS["ivory"])
        inked = [y for y in range(scene.most // 2, scene.most)
                 if any(picture.get_at((x, y)) != paper for x in range(picture.get_width()))]
        scene.scroll(inked[0] - scene.offset)  # a line of text across the top edge
        h.frames(2)
        for y in (scene.view.top, scene.view.top + scene.view.h - 1):
            assert {tuple(h.app.screen.get_at((x, y)))
                    for x in range(scene.view.x, scene.view.x + picture.get_width())} == \
                {tuple(paper)}, y


def test_a_game_four_may_play_in_pairs_says_so_beside_each_for_themselves() -> None:
    """PT-G: Muggins' page said only «Каждый играет сам за себя» while the chooser offers
    «Пара на пару» for four; Bergen (no teams in its rule book) and Kozel 2×2 say one way."""
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS

    def page(name: str) -> str:
        return " ".join(p for _, ps in book_sections(PRESETS[name]) for p in ps)

    assert "Каждый играет сам за себя; вчетвером можно играть и пара на пару" in page("muggins")
    assert "пара на пару" not in page("bergen") and "сам за себя." in page("bergen")
    assert "Вчетвером играют пара на пару" in page("kozel_2x2")


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_first_lead_says_only_what_can_happen_in_the_game(lang: str) -> None:
    """Playtest S: «Козёл 2×2» said «нет его (1–1) ни у кого — 2–2» and «если дублей ни у
    кого нет…», impossible with all 28 tiles dealt to four.  A game that deals every tile
    says only who leads; one with a bazaar keeps the fall-backs."""
    from kozel_gui.i18n import set_language
    from kozel_gui.scenes.rules_book import book_sections
    from rules import PRESETS

    def text(name: str) -> str:
        return " ".join(p for _, ps in book_sections(PRESETS[name]) for p in ps)

    set_language(lang)
    try:
        two_by_two, courtyard = text("kozel_2x2"), text("courtyard")
        assert tr("book.lead_lowest_double_dealt") in two_by_two
        for gone in ("book.lead_lowest_double", "book.no_double_highest",
                     "book.no_double_lowest"):
            assert tr(gone) not in two_by_two, gone
        assert {"ru": "1–1 всегда у кого-то есть", "uk": "1–1 завжди в когось є",
                "en": "somebody always has it"}[lang] in two_by_two
        # with a bazaar at every table (7 each of 28 to two, 5 each to three or four)
        assert tr("book.lead_highest_double") in courtyard
        assert tr("book.no_double_highest") in courtyard
        assert tr("book.lead_highest_double_dealt") not in courtyard
    finally:
        set_language("ru")
