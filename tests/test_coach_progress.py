"""Issues 18/19: the summary's coach line flashed «Разбираем ваши ходы: 0 из 0…» before the
review knew how many decisions it had to weigh.  Until there is a count it says «Разбираем
ваши ходы…»; then «N из M».  Through the real App loop, the review held back meanwhile."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from conftest import run_frames
from rendered import rendered_strings
from table_kit import scripted, scripted_moves
from test_coach_gui import FISH, _reviewed, _summary

import kozel_gui.coaching as coaching
from kozel_gui.coaching import coach_line, progress_line
from kozel_gui.i18n import get_language, set_language


def test_the_summary_says_reviewing_without_a_count_until_one_is_known(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = coaching.review_round

    def held(*args: Any, **kwargs: Any) -> Any:
        gate.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(coaching, "review_round", held)
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    with rendered_strings(monkeypatch) as seen:
        summary = _summary(app, table)
        run_frames(app, 30)
        assert summary.job is not None and summary.job.total == 0
        assert coach_line(summary.job) == "Разбираем ваши ходы…"
        assert "Разбираем ваши ходы…" in seen, "the line is drawn"
        assert not [s for s in seen if "0 из 0" in s]
        gate.set()
        _reviewed(app, summary)
    assert not [s for s in seen if "0 из 0" in s]
    app.close()


@pytest.mark.parametrize(("lang", "before", "during"), [
    ("ru", "Разбираем ваши ходы…", "Разбираем ваши ходы: 1 из 2…"),
    ("uk", "Розбираємо ваші ходи…", "Розбираємо ваші ходи: 1 з 2…"),
    ("en", "Reviewing your moves…", "Reviewing your moves: 1 of 2…"),
    ])
def test_the_progress_line_in_every_language(lang: str, before: str, during: str) -> None:
    class Job:
        done, total = 0, 0

    was = get_language()
    set_language(lang)
    try:
        job: Any = Job()
        assert progress_line(job) == before
        job.done, job.total = 1, 2
        assert progress_line(job) == during
    finally:
        set_language(was)
