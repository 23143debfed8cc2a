"""Dates and times as a person reads them, in the language in use: the one place they are worded.

The game stores moments as ISO text (``2026-12-01T18:02:07``, a score pad's
``2026-12-01 18:02``, a day alone ``2026-12-01``); every screen that shows one (history,
replay, statistics, the protocol, the score pad) says it through :func:`shown_date`.

>>> from kozel_gui.i18n import set_language
>>> set_language("en"); shown_date("2026-12-01T18:02:07", today=date(2027, 3, 5))
'1 December 2026, 18:02'
>>> set_language("uk"); shown_date("2026-12-01 18:02", today=date(2026, 12, 5))
'1 грудня, 18:02'
>>> set_language("ru"); shown_date("2026-12-01T18:02", today=date(2026, 12, 2))
'Вчера, 18:02'
>>> shown_date("2026-12-01", today=date(2026, 12, 24))
'1 декабря'
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from kozel_gui.i18n import tr

__all__ = ["parse_moment", "shown_date"]


def parse_moment(stamp: str | date) -> datetime | date | None:
    """A stored moment read back: a ``datetime`` when it has a time of day, a ``date`` for a
    day alone, None for text that is neither."""
    if isinstance(stamp, date):
        return stamp
    text = stamp.strip()
    try:
        if len(text) <= 10:
            return date.fromisoformat(text)
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def shown_date(stamp: str | date, *, today: date | None = None, time: bool = True) -> str:
    """``stamp`` in words: «1 декабря, 18:02», "Today, 18:02", the year only when it is not
    this one's; without ``time`` (or for a day alone) just the day. Text that is not a date
    is shown as it is (nothing stored is ever hidden)."""
    moment = parse_moment(stamp)
    if moment is None:
        return str(stamp)
    day = moment.date() if isinstance(moment, datetime) else moment
    today = today or date.today()
    if day == today:
        words = tr("date.today")
    elif day == today - timedelta(days=1):
        words = tr("date.yesterday")
    else:
        month = tr(f"date.month.{day.month}")
        words = (tr("date.day", day=day.day, month=month) if day.year == today.year
                 else tr("date.day_year", day=day.day, month=month, year=day.year))
    if not time or not isinstance(moment, datetime):
        return words
    return tr("date.at", day=words, time=f"{moment.hour}:{moment.minute:02d}")
