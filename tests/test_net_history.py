"""A network match in the player's history and statistics, and its replay, through the App.

The window hosts a table (or joins one); the match goes to the current profile's history
as a network match, with the other person by name; its record holds only the views the
host sent this seat, checked view by view against the same seeded match played here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from test_net_gui import (
    KOZEL,
    SEED,
    join_from_menu,
    joined_and_moved,
    play_first,
    play_match,
    replayed,
    scripted_joiner,
    start_when_seated,
    until,
)

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Gender, tr
from kozel_gui.net_record import is_network
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.scenes.replay import Replay, ReplayScene
from kozel_gui.stats import profile_stats, result_of
from kozel_gui.table.over import MatchOverScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread
from rules import Match, Round, Rules

ME = "Аня"


def with_profile(h: Harness) -> None:
    """The player at this window is «Аня», the current profile."""
    Profiles().added(ME, Gender.FEMALE).save(h.app.data)


def stored(h: Harness) -> History:
    return History.open(h.app.data.path(HISTORY_FILE))


def positions(match: Match) -> dict[tuple[int, int], Round]:
    """Every position of every round of a match played here, by (round, moves made)."""
    out = {}
    for number, final in enumerate(match.rounds, 1):
        r = Round.from_json({**final.to_json(), "moves": []})
        out[(number, 0)] = r
        for ply, step in enumerate(final.history(), 1):
            r = r.play(step.move)
            out[(number, ply)] = r
    return out


def assert_only_what_seat_saw(match_json: dict[str, Any], local: Match, seat: int) -> int:
    """Every view in the record is the seat's own view of that very position; how many."""
    seen = match_json["seen"]
    assert seen["seat"] == seat
    at = positions(local)
    count = 0
    for r in seen["rounds"]:
        for view in r["views"]:
            key = (r["number"], len(view["history"]))
            assert at[key].view(seat).to_json() == {**view, "rules": seen["rules"]}, key
            count += 1
    return count


def hosted_with_zina(h: Harness, rules: Rules, seen: list[dict[str, object]],
                     ) -> tuple[ClientThread, Callable[[], None], NetTableScene]:
    """The window opens a table of two from the menu; «Зина», a scripted player (who keeps
    what she is sent in ``seen``), joins it: her connection, her next answer, the table."""
    from kozel_gui.options import default_setup

    h.app.set_setup(default_setup(2, rules))
    h.press(tr("menu.host"))
    h.press(tr("net.open"))
    lobby = h.top
    assert isinstance(lobby, LobbyScene)
    until(h, lambda: lobby.welcome is not None and lobby.hosting is not None
          and lobby.hosting.port, "the lobby", 20)
    assert lobby.hosting is not None
    client = ClientThread(f"ws://127.0.0.1:{lobby.hosting.port}", lobby.joining.code, "Зина",
                          "female")
    answer = scripted_joiner(client, seen)
    start_when_seated(h, lobby, answer)
    until(h, lambda: isinstance(h.top, NetTableScene), "the deal", 20, each=answer)
    table = h.top
    assert isinstance(table, NetTableScene)
    return client, answer, table


def test_a_match_hosted_here_goes_to_the_profiles_history_with_the_other_person(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("kozel_gui.scenes.net_open.secrets.randbelow", lambda _n: SEED)
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        with_profile(h)
        client, answer, table = hosted_with_zina(h, KOZEL, [])
        rounds = play_match(h, table, each=answer)
        assert isinstance(h.top, MatchOverScene)
        local = replayed(KOZEL, 2, rounds)
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert len(rows) == 1 and history.count() == 1
            row = rows[0]
            assert row.network and row.players == (ME, "Зина") and row.profile_seat == 0
            assert row.result == result_of(local.standing(), 0)
            match = history.get_match(row.id)
            assert match is not None and is_network(match.match)
            assert match.setup["seats"][1]["human"] is True  # a person, never the host's bot
            assert match.setup["network"]["people"] == [0, 1]
            assert profile_stats(history.facts(ME)).matches == 1
        assert match.match["sheet"] == local.standing().to_json()
        # Only what seat 0 was sent: the deal and the view after every move, nothing else.
        count = assert_only_what_seat_saw(match.match, local, 0)
        assert count == sum(len(r.history()) + 1 for r in local.rounds)
        replay = Replay(match.match)
        assert replay.viewer == 0 and len(replay.rounds) == len(local.rounds)
        for r in replay.rounds:
            assert all(s.hand(1) == () for s in r.states if s.outcome() is None)
            end = r.states[-1].outcome()
            assert end is not None and r.states[-1].hand(1) == end.hands[1]  # shown at the end
        h.wait(1.0)
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, MenuScene)
        scene = ReplayScene(h.app, match.match, match.setup, row.played_at)
        deal = scene.replay.state
        assert deal is not None and scene.names == [ME, "Зина"]
        # At the deal Зина's tiles lie face down, as many as she holds; ours are open.
        assert scene.replay.hidden(1) == deal.hand_sizes[1] and scene.replay.hidden(0) == 0
        h.app.push(scene)
        h.frames(2)
        assert h.app.stack.top is scene
    finally:
        if client is not None:
            client.close()
        h.close()


def test_a_player_who_leaves_and_sits_down_again_has_one_row_of_that_match(
        tmp_path: Path) -> None:
    config = TableConfig("LEFT42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=0)
    h = Harness(tmp_path, "--speed", "0")
    try:
        with_profile(h)
        address = f"127.0.0.1:{host.wait_started()}"
        first = joined_and_moved(h, address, "LEFT42")
        h.key(pygame.K_ESCAPE)
        h.press(tr("pause.menu"))
        h.press(tr("net.leave"))  # asked first: the computer takes the seat meanwhile
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert [(r.result, r.network) for r in rows] == [("left", True)]
            assert profile_stats(history.facts(ME)).given_up == 1
        join_from_menu(h, address, "LEFT42")
        until(h, lambda: isinstance(h.top, NetTableScene), "the table again")
        again = h.top
        assert isinstance(again, NetTableScene)
        left_at = first.net.round.ply

        def play() -> None:
            if again.model.ready():
                play_first(h, again)

        until(h, lambda: again.net.round.ply > left_at + 1, "the match going on", 30, each=play)
        h.key(pygame.K_ESCAPE)
        h.press(tr("pause.menu"))
        h.press(tr("net.leave"))
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert len(rows) == 1 and rows[0].result == "left"  # in the first row's place
            match = history.get_match(rows[0].id)
        assert match is not None
        views = match.match["seen"]["rounds"][0]["views"]
        # The deal seen the first time is kept with what was seen after sitting down again.
        assert len(views[0]["history"]) == 0
        assert len(views[-1]["history"]) >= again.net.round.ply
    finally:
        h.close()
        host.stop()
