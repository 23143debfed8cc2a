"""The host's parts on their own: message checks, limits, seats and tokens, the table's
decisions, the autosave; no sockets."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kozel_net.autosave import Autosave
from kozel_net.discovery import LanBrowser, lan_allowed
from kozel_net.limits import Bucket, Failures
from kozel_net.protocol import ProtocolError, check_code, check_name, parse_client
from kozel_net.seats import SeatPlan, parse_seats
from kozel_net.table import Gone, NetTable, Phase, TableConfig
from rules import MAX_NAME, find_preset
from rules.i18n import Gender

REPO = Path(__file__).resolve().parent.parent


def _code(raw: str | bytes) -> str:
    with pytest.raises(ProtocolError) as info:
        parse_client(raw)
    return info.value.code


def test_every_malformed_message_is_refused_with_its_code() -> None:
    assert _code(b"\x00") == "binary"
    assert _code("x" * 3000) == "too_big"
    assert _code("{") == "bad_json"
    assert _code("NaN") == "bad_json"
    assert _code("[1]") == "bad_message"
    assert _code('{"type": "dance"}') == "unknown_type"
    assert _code('{"type": "move", "number": 1, "ply": 0}') == "bad_message"
    assert _code('{"type": "move", "number": true, "ply": 0, "move": "draw"}') == "bad_message"
    assert _code('{"type": "move", "number": -1, "ply": 0, "move": "draw"}') == "bad_message"
    assert _code('{"type": "ready", "number": 1, "seat": 2}') == "bad_message"
    assert _code('{"type": "phrase", "phrase": "curse"}') == "bad_message"
    assert _code('{"type": "hello", "version": 1, "code": "AB12", "token": "short"}') \
        == "bad_token"
    assert _code('{"type": "hello", "version": 1, "code": "AB12", "gender": "x"}') \
        == "bad_message"
    msg = parse_client('{"type": "move", "number": 1, "ply": 0, "move": "3:5>"}')
    assert (msg.type, msg.get("move"), msg.get("absent", 7)) == ("move", "3:5>", 7)


def test_codes_and_names_are_cleaned_or_refused() -> None:
    assert check_code(" ab-12 cd ") == "AB12CD"
    assert check_name("  Зина   Петровна ") == "Зина Петровна"
    for bad in ("ab", "ключ", "A" * 13):
        with pytest.raises(ValueError):
            check_code(bad)
    for bad in ("", "   ", "x" * (MAX_NAME + 1), "a\u0000b", "a\u200bb"):
        with pytest.raises(ValueError):
            check_name(bad)


def test_seat_plans_parse_and_name_the_choices() -> None:
    assert [str(p) for p in parse_seats("human,bot:hard,bot:fox", 3)] == [
        "human", "bot:hard", "bot:fox"]
    assert parse_seats(None, 2) == (SeatPlan(True), SeatPlan(True))
    with pytest.raises(ValueError, match="human"):
        parse_seats("human,robot", 2)
    with pytest.raises(ValueError, match="3 seats for 4"):
        parse_seats("human,human,human", 4)
    with pytest.raises(ValueError, match="person"):
        parse_seats("bot:easy,bot:easy", 2)


def test_the_bucket_and_the_failures_count_over_time() -> None:
    b = Bucket(rate=2, burst=3, now=0)
    assert [b.take(0) for _ in range(4)] == [True, True, True, False]
    assert b.take(0.5) and not b.take(0.5)
    b.refund()
    assert b.take(0.5)
    f = Failures(limit=2, window=10)
    f.add("a", 0)
    assert not f.locked("a", 1)
    f.add("a", 1)
    assert f.locked("a", 2) and not f.locked("b", 2) and not f.locked("a", 11.5)


def _table(seats: str = "human,human,bot:heaviest") -> NetTable:
    plans = parse_seats(seats, len(seats.split(",")))
    return NetTable(TableConfig("TEST", find_preset("kozel"), plans, seed=3, stand_in="heaviest"))


def _refused(fn: object, *args: object) -> str:
    with pytest.raises(ProtocolError) as info:
        fn(*args)  # type: ignore[operator]
    return info.value.code


def test_the_table_deals_once_every_person_sat_down_and_checks_each_move() -> None:
    t = _table()
    seat, _, outs = t.join("Аня", Gender.FEMALE)
    assert (seat, t.phase) == (0, Phase.LOBBY) and {m["type"] for _, m in outs} == {"seats"}
    seat, _, outs = t.join("Боря", None)
    assert seat == 1 and t.phase is Phase.PLAYING
    assert _refused(t.join, "Вера", None) == "table_full"
    states = [m for _, m in outs if m["type"] == "state"]
    assert [m["view"]["seat"] for m in states] == [0, 1]
    r = t.round
    mover, other = r.to_move, 1 - r.to_move if r.to_move < 2 else 0
    if mover == 2:  # the bot leads: the host plays it
        turn = t.host_turn()
        assert turn is not None and turn.seat == 2
        view, rng, _ = t.host_view(turn)
        t.host_move(turn, turn.bot.choose(view, rng))
        r = t.round
        mover, other = r.to_move, 1 - r.to_move
    legal = str(r.legal_moves()[0])
    assert _refused(t.move, other, 1, r.ply, legal) == "not_your_turn"
    assert _refused(t.move, mover, 1, r.ply + 1, legal) == "stale"
    assert _refused(t.move, mover, 1, r.ply, "9:9") == "bad_move"
    assert _refused(t.ready_for_next, mover, 1) == "not_waiting"
    outs = t.move(mover, 1, r.ply, legal)
    assert sorted(s for s, _ in outs) == [0, 1] and t.round.ply == r.ply + 1
    assert all(m["move"] == legal and m["seat"] == mover for _, m in outs)


def test_tokens_rotate_and_an_old_one_stops_working_once_the_new_link_spoke() -> None:
    t = _table("human,human")
    t.join("Аня", None)
    _, first, _ = t.join("Боря", None)
    t.drop(1, now=5.0)
    assert t.seats[1].stand_in
    seat, second, _ = t.rejoin(first)
    assert seat == 1 and second != first
    seat, third, _ = t.rejoin(first)  # the welcome was lost: the old token still works ...
    t.confirm(1)  # ... until the client speaks on the new connection
    assert _refused(t.rejoin, first) == "bad_token"
    assert _refused(t.rejoin, second) == "bad_token"
    assert t.rejoin(third)[0] == 1
    assert _refused(t.rejoin, "A" * 32) == "bad_token"


def test_a_seat_left_in_the_lobby_is_free_again_and_its_token_says_so() -> None:
    t = _table("human,human")
    _, token, _ = t.join("Аня", None)
    t.drop(0, now=1.0)
    assert t.free_seats() == 2 and t.phase is Phase.LOBBY
    assert _refused(t.rejoin, token) == "seat_freed"


def test_the_host_plays_a_dropped_seat_only_while_someone_is_at_the_table() -> None:
    t = _table("human,human")
    t.join("Аня", None)
    t.join("Боря", None)
    mover = t.round.to_move
    t.drop(mover, now=7.0)
    turn = t.host_turn()
    assert turn is not None and turn.seat == mover and turn.due == 7.0 + t.grace
    assert turn.bot.name == "heaviest"
    t.drop(1 - mover, now=8.0)
    assert t.host_turn() is None, "nobody at the table: nothing moves"


def test_a_seat_lost_without_a_bye_is_waited_for_until_someone_asks_for_the_stand_in(
        tmp_path: Path) -> None:
    t = _table("human,human")
    tokens = [t.join("Аня", None)[1], t.join("Боря", None)[1]]
    mover = t.round.to_move
    other = 1 - mover
    outs = t.drop(mover, now=7.0, how=Gone.LOST)  # a window closed: no bye
    seats = next(m for _, m in outs if m["type"] == "seats")["seats"]
    assert seats[mover]["waiting"] and not seats[mover]["stand_in"]
    assert t.host_turn() is None, "the table waits: no stand-in plays for the person"
    Autosave(tmp_path).save(t)
    saved, _ = Autosave(tmp_path).load("TEST")
    assert saved is not None and saved.seats[mover].waiting  # a restarted host waits too
    t.rejoin(tokens[mover])  # back: nobody is waited for
    assert not t.seats[mover].waited and t.seats[mover].connected
    t.drop(mover, now=9.0, how=Gone.LOST)
    assert _refused(t.play_on, other) == "not_away"  # (nobody waits at a present seat)
    outs = t.play_on(mover)  # the other person will not wait
    seats = next(m for _, m in outs if m["type"] == "seats")["seats"]
    assert seats[mover]["stand_in"] and not seats[mover]["waiting"]
    turn = t.host_turn()
    assert turn is not None and turn.seat == mover
    assert turn.due <= t.clock(), "asked for: the stand-in need not wait out the grace"
    assert t.play_on(mover) == []  # (asked again, or as the grace ended: nothing to do)
    t.drop(other, now=10.0, how=Gone.LEFT)  # with a bye: the stand-in plays at once
    assert t.seats[other].stand_in and not t.seats[other].waiting


def test_a_person_who_leaves_is_given_to_the_stand_in_at_once_not_after_the_grace() -> None:
    """Issue 13 (playtest): «Выйти из-за стола» said the computer plays for her, but the
    host waited the whole grace first; one who says she leaves is not coming back in it."""
    clock = [100.0]
    t = _table("human,human")
    t.clock = lambda: clock[0]
    tokens = [t.join("Аня", None)[1], t.join("Боря", None)[1]]
    mover = t.round.to_move
    t.drop(mover, now=100.0, how=Gone.LEFT)
    turn = t.host_turn()
    assert t.seats[mover].given and turn is not None and turn.due <= 100.0
    assert t.wait_ends() is None, "nobody is waited for"
    t.rejoin(tokens[mover])
    t.drop(mover, now=100.0)  # the host closed the link itself (a refusal): the grace first
    turn = t.host_turn()
    assert turn is not None and turn.due == 100.0 + t.grace


def test_the_table_waits_for_a_lost_person_the_grace_then_the_stand_in_plays() -> None:
    clock = [100.0]
    t = _table("human,human")
    t.clock, t.grace = (lambda: clock[0]), 5.0
    t.join("Аня", None)
    t.join("Боря", None)
    mover = t.round.to_move
    outs = t.drop(mover, now=100.0, how=Gone.LOST)
    seats = next(m for _, m in outs if m["type"] == "seats")["seats"]
    assert (seats[mover]["waiting"], seats[mover]["wait_left"]) == (True, 5)
    assert seats[1 - mover]["wait_left"] is None
    assert t.wait_ends() == 105.0 and t.host_turn() is None
    clock[0] = 103.2
    assert t.stop_waiting() == ([], [])
    assert t.state(1 - mover)["seats"][mover]["wait_left"] == 2  # whole seconds, rounded up
    clock[0] = 105.0
    over, outs = t.stop_waiting()
    assert over == [mover] and t.wait_ends() is None
    seats = next(m for _, m in outs if m["type"] == "seats")["seats"]
    assert (seats[mover]["stand_in"], seats[mover]["waiting"], seats[mover]["wait_left"]) == (
        True, False, None)
    turn = t.host_turn()
    assert turn is not None and turn.seat == mover and turn.due == 105.0


def test_the_autosave_keeps_only_token_hashes_and_replays_its_journal(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    t = _table("human,human")
    _, token, _ = t.join("Аня", None)
    t.join("Боря", None)
    saves.save(t)
    for _ in range(5):
        r = t.round
        t.move(r.to_move, 1, r.ply, str(r.legal_moves()[0]))
        saves.save(t)
    assert token not in saves.path("TEST").read_text(encoding="utf-8")
    assert len(saves.journal("TEST").read_text(encoding="utf-8").splitlines()) == 5
    with saves.journal("TEST").open("a", encoding="utf-8") as f:
        f.write('{"at": [0, 1, 5], "seat": ')  # the host was killed mid-line
    back, message = saves.load("TEST")
    assert message is None and back is not None
    assert back.round == t.round and back.seats[0].matches(token)
    assert not back.seats[0].connected


def test_a_corrupt_autosave_is_set_aside_with_a_message(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    saves.path("TEST").write_text('{"format": 1, "config": 5}', encoding="utf-8")
    table, message = saves.load("TEST")
    assert table is None and message and "set aside" in message
    assert not saves.path("TEST").exists()
    assert any("corrupt" in p.name for p in tmp_path.iterdir())
    data = _table().to_json()
    data["match"] = {"format": 1}
    saves.path("TEST").write_text(json.dumps(data), encoding="utf-8")
    assert saves.load("TEST")[0] is None


def test_the_host_needs_no_window_and_no_local_network() -> None:
    code = ("import sys, kozel_net.cli, kozel_net.server, kozel_net.client; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"
    assert not lan_allowed()  # the tests set KOZEL_NO_LAN: nothing goes out by multicast
    browser = LanBrowser()
    assert not browser.start() and browser.tables() == []
