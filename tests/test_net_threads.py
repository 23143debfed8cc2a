"""The network's worker threads obey a stop asked for at once: a table closed as it opened
(the lobby left, the window closed, a test's teardown) is not served on with its port held,
and a seat's connection closed as it was made never sits down (issue 13.2: ``stop`` and
``close`` were lost when they came before the thread's asyncio loop had begun)."""

from __future__ import annotations

import socket
import time

from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread
from rules import find_preset

KOZEL = find_preset("kozel")


def _config(code: str) -> TableConfig:
    return TableConfig(code, KOZEL, parse_seats("human,human", 2), 7)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_table_stopped_as_it_opens_ends_and_gives_its_port_back() -> None:
    for n in range(12):  # the race was lost about one time in three
        port = _free_port()
        host = HostThread(_config(f"STOP{n:02d}"), port=port, listen="127.0.0.1", lan=False)
        host.stop(timeout=10)
        assert not host.running, f"try {n}: the table is still served"
        with socket.socket() as s:  # nobody listens there any more
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", port))


def test_a_connection_closed_as_it_is_made_never_takes_a_seat() -> None:
    host = HostThread(_config("SEAT42"), port=0, listen="127.0.0.1", lan=False)
    try:
        url = f"ws://127.0.0.1:{host.wait_started()}"
        for n in range(12):
            link = ClientThread(url, "SEAT42", f"Гость {n}")
            link.close(timeout=10)
            assert not link._thread.is_alive(), f"try {n}: the connection goes on"
        server = host._server
        assert server is not None
        # (a close that came as the hello was on its way says bye: the seat is free again)
        deadline = time.monotonic() + 10
        while server.tables["SEAT42"].free_seats() != 2:
            assert time.monotonic() < deadline, "a seat is still taken"
            time.sleep(0.05)
    finally:
        host.stop()
