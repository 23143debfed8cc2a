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

__all__ = ["parse_moment", "shown_date", "shown_span"]


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
    return tr("date.at", day=words, time=_clock(moment))


def _clock(moment: datetime) -> str:
    """The time of day, «18:02»."""
    return f"{moment.hour}:{moment.minute:02d}"


def shown_span(first: str | date, last: str | date, *,
               today: date | None = None) -> tuple[str, str]:
    """The two ends of a time axis in words: their days; when both fall on one day, that day
    with the first time and the last time alone («Сегодня, 11:40» … «12:05»), not the day
    twice («Сегодня … Сегодня»); one day with no times to tell apart: one label and "".

    >>> from kozel_gui.i18n import set_language
    >>> set_language("ru"); today = date(2026, 12, 7)
    >>> shown_span("2026-12-07T11:40:02", "2026-12-07T12:05:59", today=today)
    ('Сегодня, 11:40', '12:05')
    >>> shown_span("2026-12-07", "2026-12-07", today=today)
    ('Сегодня', '')
    >>> shown_span("2026-12-06T23:50", "2026-12-07T00:10", today=today)
    ('Вчера', 'Сегодня')
    """
    a, b = parse_moment(first), parse_moment(last)
    days = [m.date() if isinstance(m, datetime) else m for m in (a, b)]
    if a is None or b is None or days[0] != days[1]:
        return shown_date(first, today=today, time=False), shown_date(last, today=today,
                                                                      time=False)
    if isinstance(a, datetime) and isinstance(b, datetime) and _clock(a) != _clock(b):
        return shown_date(a, today=today), _clock(b)
    return shown_date(first, today=today, time=False), ""
