"""The replay viewer's model: every stored move replays to the stored scores; stepping."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pytest
from test_history_support import bot_match, setup_json, stored_json

from kozel_gui.history import History
from kozel_gui.i18n import Gender, Person, set_language
from kozel_gui.protocol import protocol_cells, protocol_text, save_protocol
from kozel_gui.scenes.replay import Replay
from rules import Match, find_preset


@pytest.mark.parametrize(("seed", "players", "preset"), [(1, 4, "kozel"), (2, 2, "kozel"),
                                                         (3, 3, "courtyard"), (4, 4, "kozel_2x2"),
                                                         (5, 2, "sea_goat"), (6, 4, "classic")])
def test_a_stored_match_replays_to_its_stored_final_scores(tmp_path: Path, seed: int,
                                                            players: int, preset: str) -> None:
    with History.open(tmp_path / "h.sqlite3") as h:
        match_id = h.add_match(setup_json(players, preset), stored_json(seed, players, preset),
                               "Аня")
        stored = h.get_match(match_id)
    assert stored is not None
    replay = Replay(stored.match)
    again = replay.replayed_sheet()
    assert again.score == tuple(stored.row.scores)
    assert again.goat == stored.row.goat and again == replay.sheet
    assert all(r.recorded for r in replay.rounds)
    assert len(replay.rounds) == stored.row.rounds


def test_stepping_forward_and_back_visits_every_position() -> None:
    replay = Replay(stored_json(11))
    total = sum(len(r.states) for r in replay.rounds)
    seen = [(replay.round, replay.ply)]
    for _ in range(total + 5):
        replay.step(1)
        seen.append((replay.round, replay.ply))
    assert len(set(seen)) == total and seen[-1] == (len(replay.rounds) - 1,
                                                    replay.rounds[-1].last)
    for _ in range(total + 5):
        replay.step(-1)
    assert (replay.round, replay.ply) == (0, 0)


def test_the_sheet_shows_a_round_once_its_last_move_is_shown() -> None:
    replay = Replay(stored_json(12, players=2))
    assert replay.rows_done() == 0
    replay.end()
    assert replay.rows_done() == len(replay.sheet.rows)
    replay.home()
    replay.jump_round(1)
    assert (replay.round, replay.ply, replay.rows_done()) == (1, 0, 1)
    replay.step(-1)
    assert (replay.round, replay.rows_done()) == (0, 1)
    replay.step(-1)
    assert replay.rows_done() == 0
    replay.jump_round(-1)
    assert (replay.round, replay.ply) == (0, 0)
    state = replay.state
    assert state is not None and state.ply == 0 and sum(state.hand_sizes) == 14


PEOPLE = [Person("Аня", Gender.FEMALE), Person("Боря", Gender.MALE),
          Person("Зина", Gender.FEMALE), Person("Михалыч", Gender.MALE)]


def test_without_earlier_rounds_only_the_last_rounds_moves_are_shown() -> None:
    m, earlier = bot_match(13)
    data = m.to_json()
    del data["past"]  # a match stored without its finished rounds' moves
    replay = Replay(data)
    assert len(replay.rounds) == len(earlier) + 1
    assert [r.recorded for r in replay.rounds] == [False] * len(earlier) + [True]
    assert replay.state is None and replay.rounds[0].end_hands  # the end hands, from the sheet
    set_language("en")
    assert "not recorded" in replay.caption(PEOPLE)
    set_language("ru")
    with pytest.raises(ValueError):
        replay.replayed_sheet()


def test_the_caption_says_each_move_in_words_and_agrees_with_who_went_out() -> None:
    m, _ = bot_match(13)
    replay = Replay(m.to_json())
    captions = []
    for _ in range(60):
        replay.step(1)
        captions.append(replay.caption(PEOPLE))
    assert not any(re.search(r"\d:\d|[<>‹›]", c) for c in captions), captions
    assert any(re.match(r"(Аня|Боря|Зина|Михалыч) (заходит с|кладёт) \d–\d", c) for c in captions)
    ends = [c for c in captions if "Домино!" in c]
    assert all(re.search(r"Аня вышла|Боря вышел|Зина вышла|Михалыч вышел", c) for c in ends)


def test_a_match_in_play_shows_its_current_round_too() -> None:
    replay = Replay(Match.start(find_preset("kozel"), 4, 3).to_json())
    assert len(replay.rounds) == 1 and replay.rows_done() == 0
    assert replay.caption(PEOPLE) == "Раздача · Партия не окончена."  # its last step so far


def test_protocol_exports_as_text_and_png(tmp_path: Path) -> None:
    set_language("ru")
    replay = Replay(stored_json(15, players=2))
    p = protocol_cells(replay.sheet, ["Аня", "Михалыч"], "2025-06-01T18:30:00")
    text = protocol_text(p)
    assert "Протокол партии" in text and "1 июня 2025, 18:30" in text  # the day in words
    total = next(line for line in text.splitlines() if line.startswith("Итог"))
    assert [c.strip() for c in total.split("|")[1:]] == [str(v) for v in replay.sheet.score]
    png = save_protocol(tmp_path, p, "png", "sheet")
    txt = save_protocol(tmp_path, p, "txt", "sheet")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert txt.read_text(encoding="utf-8") == text


def test_a_score_pad_game_replays_its_sheet_without_moves() -> None:
    sheet = Match.from_json(stored_json(16, players=2)).sheet
    replay = Replay({"sheet": sheet.to_json()})
    assert len(replay.rounds) == len(sheet.rows)
    assert not any(r.recorded for r in replay.rounds)
    replay.end()
    assert replay.rows_done() == len(sheet.rows) and replay.state is None
