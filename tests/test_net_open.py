"""«Открыть стол»: each seat a person's or the computer's at a level, by keys and by the mouse.

The screen is driven through the real App loop; what it opens is read from the host it
started: its seat plans, in the words of the headless host's ``--seats``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from harness import Harness
from test_net_gui import KOZEL, until

from kozel_gui.i18n import ntr, tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_open import OpenTableScene, seat_choices, seat_label
from kozel_gui.settings.players import seat_place
from kozel_net.seats import SeatPlan, parse_seats
from rules import find_preset


def opened(h: Harness, players: int) -> OpenTableScene:
    """The menu's «Открыть стол» with ``players`` seats in the set-up."""
    h.app.set_setup(default_setup(players, KOZEL))
    h.press(tr("menu.host"))
    scene = h.top
    assert isinstance(scene, OpenTableScene)
    return scene


def shown(scene: OpenTableScene) -> dict[int, str]:
    """What each seat's choice shows, by seat (the host's own has none)."""
    return {seat: control.middle.text for seat, control in scene.steppers.items()}


def test_each_seat_is_chosen_by_keys_and_by_the_mouse_and_the_table_opens_so(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 4)
        setup = h.app.setup
        choices = {seat: seat_choices(setup, seat) for seat in (1, 2, 3)}
        person, bot1, bot3 = SeatPlan(True), scene.plans[1], scene.plans[3]
        at1, at3 = choices[1].index(bot1), choices[3].index(bot3)
        # Two people sit opposite at four; the others are the set-up's own bots.
        assert scene.plans == [person, bot1, person, bot3]
        assert shown(scene) == {1: seat_label(bot1), 2: tr("net.seat_choice_person"),
                                3: seat_label(bot3)}
        assert h.focused is not None and h.focused.key == "#net_open"
        passed = []
        for _ in range(4):  # up the seats from «Открыть» to the first one that is chosen
            h.key(pygame.K_UP)
            assert h.focused is not None
            passed.append(h.focused.key)
            if h.focused.key == "#net_seat1":
                break
        assert passed == ["#net_seat3", "#net_seat2", "#net_seat1"]
        h.key(pygame.K_RIGHT)
        nxt = choices[1][(at1 + 1) % len(choices[1])]
        assert scene.plans[1] == nxt and shown(scene)[1] == seat_label(nxt)
        for _ in range(at1 + 1):
            h.key(pygame.K_LEFT)
        assert scene.plans[1] == person
        h.click(scene.steppers[3].next.rect.center)  # the arrow: the next level
        assert scene.plans[3] == choices[3][(at3 + 1) % len(choices[3])]
        h.click(scene.steppers[2].middle.rect.center)  # the choice itself: the next one
        assert scene.plans[2] == choices[2][1]
        assert h.focused is not None and h.focused.key == "#net_seat2"
        expected = (person, person, choices[2][1], choices[3][(at3 + 1) % len(choices[3])])
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        assert lobby.hosting.config.plans == expected
        assert lobby.hosting.host_name == "Тестер"  # announced nearby as the player's table
        assert parse_seats(",".join(str(p) for p in expected), 4) == expected  # as --seats
        # The welcome comes first and the seats in a message of their own after it.
        until(h, lambda: lobby.welcome is not None and bool(lobby.seats), "the lobby", 20)
        assert sum(1 for s in lobby.seats if s.get("kind") == "human") == 2
        h.press(tr("net.close_table"))
        assert h.top is scene
    finally:
        h.close()


def test_a_seat_steps_through_the_choices_in_the_settings_order(tmp_path: Path) -> None:
    """Человек, then the levels gentlest first as the settings' «Сила» lists them, from
    whichever the seat starts at (a playtest saw средний → детский → … → Человек → средний)."""
    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 2)
        seen = [seat_label(scene.plans[1])]
        for _ in range(6):
            h.click(scene.steppers[1].next.rect.center)
            seen.append(seat_label(scene.plans[1]))
        levels = [tr("net.seat_choice_bot", level=tr(f"settings.bot.{b}"))
                  for b in ("kids", "easy", "medium", "hard", "expert")]
        assert seen == [tr("net.seat_choice_person"), *levels, tr("net.seat_choice_person")]
        setup = scene.setup  # a seat set up as a character: after its own level
        seats = list(setup.seats)
        seats[1] = replace(seats[1], human=False, bot="medium", personality="matvey")
        choices = seat_choices(replace(setup, seats=tuple(seats)), 1)
        assert [str(c) for c in choices] == ["human", "bot:kids", "bot:easy", "bot:medium",
                                             "bot:matvey", "bot:hard", "bot:expert"]
    finally:
        h.close()


def test_a_table_with_no_other_person_is_not_opened_and_says_why(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 2)
        assert scene.plans[1] == SeatPlan(True)
        h.click(scene.steppers[1].middle.rect.center)  # the computer in the other seat
        assert not scene.plans[1].human
        h.press(tr("net.open"))
        assert h.top is scene and scene.problem == tr("net.need_person")
        h.click(scene.steppers[1].prev.rect.center)  # a person again: the words go
        assert scene.plans[1].human and scene.problem is None
    finally:
        h.close()


def test_the_host_chooses_how_many_sit_by_keys_and_the_mouse_and_the_seats_follow(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 4)
        count = scene.count
        assert count is not None and count.choices == [2, 3, 4]  # what Kozel allows
        assert count.middle.text == ntr("net.players_n", 4) and sorted(scene.steppers) == [1, 2, 3]
        for _ in range(5):  # up from «Открыть» past the seats to the number of players
            h.key(pygame.K_UP)
            assert h.focused is not None
            if h.focused.key == "#net_players":
                break
        assert h.focused is not None and h.focused.key == "#net_players"
        h.key(pygame.K_LEFT)
        assert scene.players == 3 and sorted(scene.steppers) == [1, 2]
        assert scene.plans[:2] == [SeatPlan(True), SeatPlan(True)]  # two people still
        assert scene.count is not None and scene.count.middle.text == ntr("net.players_n", 3)
        assert h.focused is not None and h.focused.key == "#net_players"  # kept over the rebuild
        assert [label for label, _ in scene.rows][2:] == [
            tr("net.seat_label", n=i + 1, place=seat_place(i, 3)) for i in range(3)]
        h.key(pygame.K_LEFT)
        assert scene.players == 2 and scene.plans == [SeatPlan(True), SeatPlan(True)]
        h.click(scene.count.next.rect.center)  # the mouse: back up to three
        assert scene.players == 3 and scene.steppers[2].choices == seat_choices(scene.setup, 2)
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        assert lobby.hosting.config.players == 3
        until(h, lambda: len(lobby.seats) == 3, "three seats in the lobby", 20)
        assert h.app.setup.players == 4  # the window's own next match is not changed
        h.press(tr("net.close_table"))
    finally:
        h.close()


def test_rules_that_play_in_teams_seat_four_only(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.app.set_setup(default_setup(4, find_preset("kozel_2x2")))
        h.press(tr("menu.host"))
        scene = h.top
        assert isinstance(scene, OpenTableScene) and scene.count is not None
        assert scene.count.choices == [4]
        h.click(scene.count.next.rect.center)
        assert scene.players == 4 and len(scene.plans) == 4
    finally:
        h.close()


def test_the_host_chooses_the_game_and_the_seats_follow_its_players(tmp_path: Path) -> None:
    """Issue 13 (playtest): the page only said «Правила: Козёл»; hosting Kozel 2×2 meant a
    detour through «Выбрать игру», which starts a local game.  The game is chosen here, from
    the chooser's list in its words, and the number of seats follows what it allows."""
    from kozel_gui.scenes.games import FAMILY, OTHERS, game_label

    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 3)
        game = scene.game
        assert game is not None and game.choices == list(FAMILY + OTHERS)
        assert game.middle.text == game_label("kozel") == "Козёл"
        assert [label for label, _ in scene.rows][:2] == [tr("net.game_label"),
                                                           tr("net.players_label")]
        for _ in range(8):  # up from «Открыть» past the seats and the number to the game
            h.key(pygame.K_UP)
            if h.focused is not None and h.focused.key == "#net_game":
                break
        assert h.focused is not None and h.focused.key == "#net_game"
        while scene.setup.rules.name != "kozel_2x2":
            h.key(pygame.K_RIGHT)
        assert scene.game is not None and scene.game.middle.text == game_label("kozel_2x2")
        assert scene.players == 4 and scene.count is not None and scene.count.choices == [4]
        assert sorted(scene.steppers) == [1, 2, 3]
        assert scene.plans[0] == SeatPlan(True) and scene.people == 2
        h.click(scene.game.prev.rect.center)  # the mouse: the game before it
        assert scene.setup.rules.name == FAMILY[FAMILY.index("kozel_2x2") - 1]
        h.click(scene.game.next.rect.center)
        assert scene.setup.rules.name == "kozel_2x2"
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        assert lobby.hosting.config.rules.name == "kozel_2x2"
        assert lobby.hosting.config.players == 4
        assert h.app.setup.rules.name == "kozel"  # the window's own next match is not changed
        h.press(tr("net.close_table"))
    finally:
        h.close()
