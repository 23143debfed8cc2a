"""What the lobby of a network table says and where (``kozel_gui.scenes.net_lobby``).

The seats' lines from the host's ``seats`` list, seen from ours («Место 3: Коля (за столом,
в паре с вами)»), the quick phrases the lobby offers, and one layout (``lobby_rows``) that
both the screen's drawing and its «Сесть сюда» buttons are placed by, so a button always
sits beside the line of its seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import scale_of, title_rect
from kozel_gui.i18n import tr, tr_about
from kozel_gui.i18n.names import shown_name
from kozel_gui.widgets import FACES, LABEL_PAD, themed_font

__all__ = ["Rows", "lobby_buttons", "lobby_heading", "lobby_phrases_hint", "lobby_rows", "seat_line", "seat_name",
           "sit_face"]


def seat_name(seat: dict[str, Any]) -> str:
    """A seat's name as the host announces it (a bot's too: one name for everyone at the
    table, whatever each window's language); a person's default name in ours."""
    name = str(seat.get("name") or "")
    return shown_name(name, typed=True) if seat.get("kind") == "human" else name


def lobby_heading(seats: list[dict[str, Any]] | None) -> str:
    """The lobby's title: still connecting (``seats`` None), waiting for players, or every
    seat taken (the line under the seats then says the table may start)."""
    if seats is None:
        return tr("net.connecting_title")
    if seats and all(seat.get("taken") for seat in seats):
        return tr("net.lobby_full_title")
    return tr("net.lobby_title")


def lobby_phrases_hint() -> str:
    """The quick phrases the lobby offers, each with its key (the one it has at the table):
    «Клавиши быстрых фраз: 5 — «Спасибо» · 6 — «Ой» · 7 — «Привет!»»."""
    from kozel_net.protocol import PHRASES, phrases_for

    said = [tr("net.phrase_on_key", n=PHRASES.index(p) + 1, phrase=tr(f"net.phrase.{p}"))
            for p in phrases_for(lobby=True)]
    return tr("net.lobby_phrases_hint", phrases=" · ".join(said))


def seat_line(seat: dict[str, Any], mine: int | None, teams: bool) -> str:
    """«Место 3: Коля (за столом, в паре с вами)», «Место 2: свободно»: a seat of the host's
    list seen from ours (``mine``); ``teams``: seats i and i+2 play together."""
    n = int(seat.get("seat", 0))
    partner = teams and mine is not None and n == (mine + 2) % 4
    if not seat.get("taken"):
        return tr("net.seat_empty_partner" if partner else "net.seat_empty", n=n + 1)
    if n == mine:
        state = tr("net.seat_you")
    elif seat.get("kind") != "human":
        state = tr("net.seat_bot")
    elif seat.get("host"):  # the person whose window holds the table («хозяйка стола»)
        from kozel_gui.net_roster import seat_person

        state = tr_about("net.seat_table_host", seat_person(seat))
    else:
        state = tr("net.seat_person")
    if partner:
        state = tr("net.seat_partner", state=state)
    return tr("net.seat_line", n=n + 1, name=seat_name(seat), state=state)


def sit_face(width: int, scale: float) -> str:
    """«Сесть сюда»'s face: a size under the big buttons' (the seats' words are smaller),
    the type at ``scale``."""
    label = tr("net.sit_here")
    return next((c for px, c in FACES[1:] if themed_font(px, scale, True).size(label)[0]
                 + 2 * LABEL_PAD <= width), FACES[-1][1])


@dataclass(slots=True)
class Rows:
    """Where the lobby's lines go in a window: the code's, the addresses', the pairs', each
    seat's and its «Сесть сюда», the free seats' and the phrases' (the top of each line),
    and the first y below them all."""

    title: pygame.Rect
    code: int = 0
    address: int = 0
    pairs: int | None = None
    """The line saying which seats play together (2×2 games only)."""
    seats: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    """Each seat's line and where it goes."""
    sit: dict[int, pygame.Rect] = field(default_factory=dict)
    """«Сесть сюда» of each free person's seat, by seat."""
    free: int = 0
    """The line saying how many seats are free."""
    hint: int = 0
    """The phrases' keys (always shown: a phrase said does not hide them)."""
    hint_px: int = 20
    said: int = 0
    """The phrase said last, while it is shown: its own line, under the keys."""
    said_px: int = 20
    bottom: int = 0
    """Below the last line."""
    px: int = 24
    """The seats' text size."""


def lobby_buttons(size: tuple[int, int]) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the lobby's «Выйти» (the host's «Закрыть стол») and, above it, the host's
    «Начать» are in a window of ``size``."""
    w, h = size
    s = scale_of(size)
    bw, bh = max(220, int(280 * s)), max(48, int(56 * s))
    y = h - bh - max(24, int(36 * s))
    sw = max(bw, int(w * 0.6))
    return (pygame.Rect((w - bw) // 2, y, bw, bh),
            pygame.Rect((w - sw) // 2, y - bh - max(10, int(14 * s)), sw, bh))


def lobby_rows(size: tuple[int, int], seats: list[dict[str, Any]] | None, *,
               mine: int | None, teams: bool, addresses: bool) -> Rows:
    """The lobby's layout in a window of ``size`` (``seats`` None: still connecting)."""
    w, h = size
    s = scale_of(size)
    heading = lobby_heading(seats)
    rows = Rows(title_rect(heading, (w // 2, int(h * 0.1)), int(52 * s)))
    y = rows.code = rows.title.bottom + int(16 * s)
    if seats is None:
        return rows
    y += font(max(28, int(44 * s))).get_height() + int(8 * s)
    rows.address = y
    if addresses:
        y += font(max(18, int(24 * s))).get_height() + int(4 * s)
    y += int(8 * s)
    teams = teams and len(seats) == 4
    if teams:
        rows.pairs = y
        y += font(max(18, int(22 * s))).get_height() + int(8 * s)
    rows.px = max(18, int(24 * s))
    lines = [seat_line(seat, mine, teams) for seat in seats]
    face = font(rows.px)
    text_w = max((face.size(line)[0] for line in lines), default=0)
    free = [int(seat.get("seat", 0)) for seat in seats
            if seat.get("kind") == "human" and not seat.get("taken")]
    bw, bh, gap = max(150, int(180 * s)), max(34, int(40 * s)), int(28 * s)
    left = (w - text_w - (gap + bw if free else 0)) // 2
    step = max(face.get_height(), bh if free else 0) + int(6 * s)
    for i, line in enumerate(lines):
        rows.seats.append((line, pygame.Rect(left, y + i * step, text_w, step - int(6 * s))))
    for n in free:
        row = rows.seats[n][1]
        rows.sit[n] = pygame.Rect(row.right + gap, row.centery - bh // 2, bw, bh)
    rows.free = y + len(lines) * step + int(12 * s)
    rows.hint = rows.free + font(max(18, int(22 * s))).get_height() + int(8 * s)
    rows.hint_px = rows.said_px = max(16, int(20 * s))
    rows.said = rows.hint + font(rows.hint_px).get_height() + int(4 * s)
    rows.bottom = rows.said + font(rows.said_px).get_height()
    return rows
