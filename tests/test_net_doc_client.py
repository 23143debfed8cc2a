"""A client written from docs/PROTOCOL.md alone (no import of kozel_net's client, nor of
the engine): two of them play a whole match against a real host, with two host bots.

It uses only what the document says: hello, welcome's token, `legal` and `next_ply`,
ready after round_over / match_over, and it checks every message has exactly the fields
the document lists.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from net_kit import HostProcess
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

DOCUMENTED = {
    "welcome": {"type", "version", "seat", "token", "code", "players", "rules"},
    "state": {"type", "phase", "match", "seats", "number", "sheet", "score", "ready",
              "stand_ins", "to_move", "next_ply", "view", "legal"},
    "seats": {"type", "seats"},
    "seated": {"type", "seat"},
    "move": {"type", "number", "ply", "seat", "move", "drawn", "stand_in", "to_move",
             "next_ply", "view", "legal"},
    "round_over": {"type", "number", "sheet", "score", "match_over"},
    "match_over": {"type", "number", "sheet", "score", "goat", "winner"},
    "ready": {"type", "seat"},
    "phrase": {"type", "seat", "phrase"},
    "closing": {"type", "reason"},
    "error": {"type", "code", "message"},
}
SEAT_FIELDS = {"seat", "name", "gender", "kind", "bot", "character", "taken", "connected",
               "stand_in", "waiting", "wait_left", "host"}
VIEW_FIELDS = {"format", "rules", "players", "seat", "hand", "hand_sizes", "bazaar_size",
               "ends", "to_move", "leader", "history", "lead_options", "offer", "has_drawn",
               "knocks", "outcome", "lots", "redeals", "start", "hundred"}


def doc_client(url: str, code: str, name: str, log: list[dict[str, Any]]) -> None:
    """Play a seat by the document: the first legal move, ready at every end."""
    with connect(url, compression=None) as ws:
        ws.send(json.dumps({"type": "hello", "version": 1, "code": code, "name": name}))
        try:
            while True:
                msg = json.loads(ws.recv(timeout=60))
                log.append(msg)
                if msg["type"] in ("round_over", "match_over"):
                    ws.send(json.dumps({"type": "ready", "number": msg["number"]}))
                elif msg.get("legal"):
                    ws.send(json.dumps({"type": "move", "number": msg["number"],
                                        "ply": msg["next_ply"], "move": msg["legal"][0]}))
        except ConnectionClosed as exc:
            log.append({"type": "_closed", "code": exc.rcvd.code if exc.rcvd else None})


def test_a_client_written_from_the_document_plays_a_whole_match(tmp_path: Path) -> None:
    host = HostProcess(tmp_path, seats="human,bot:heaviest,human,bot:easy", seed=31).start()
    logs: list[list[dict[str, Any]]] = [[], []]
    try:
        threads = [threading.Thread(target=doc_client, args=(host.url, host.code, n, log))
                   for n, log in zip(("Аня", "Боря"), logs, strict=True)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert host.finished(30) == 0
    finally:
        host.stop()
    for log in logs:
        assert log[0]["type"] == "welcome" and log[-1] == {"type": "_closed", "code": 1000}
        assert log[-2] == {"type": "closing", "reason": "done"}
        ends = [m for m in log if m["type"] == "match_over"]
        assert len(ends) == 1 and (ends[0]["goat"] is not None or ends[0]["winner"] is not None)
        for msg in log[:-1]:
            assert set(msg) <= DOCUMENTED[msg["type"]], msg["type"]
            for seat in msg.get("seats", []):
                assert set(seat) == SEAT_FIELDS
            if "view" in msg:
                assert set(msg["view"]) <= VIEW_FIELDS
                assert msg["view"]["seat"] == log[0]["seat"]
        assert not [m for m in log if m["type"] == "error"]
