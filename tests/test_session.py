"""The match driver: autosave after every move, a corrupt autosave, the move log, determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import make_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.saves import DEMO_AUTOSAVE, save_file
from kozel_gui.session import Session, load_autosave
from kozel_gui.storage import DataDir
from rules import find_preset

KOZEL = find_preset("kozel")


def my_save(tmp: Path) -> Path:
    """The file of the current profile's saved match (its folder made)."""
    path = tmp / save_file(Profiles.load(DataDir(tmp)).playing)
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def bots(n: int, seed: int = 4) -> MatchSetup:
    return MatchSetup(KOZEL, tuple(SeatSetup(f"Бот {i}", bot="medium") for i in range(n)), seed)


def play_round(session: Session, app: object, tmp: Path) -> int:
    """Bots play one round; after each move the autosave equals the match."""
    moves = 0
    while session.round.outcome() is None:
        move = session.wait_bot()
        assert move is not None
        session.apply(move)
        moves += 1
        session.written()  # the save is written off the UI thread: wait for it
        saved = json.loads((tmp / session.autosave_name).read_text(encoding="utf-8"))
        if not session.is_over:
            assert saved["match"] == session.match.to_json()
            assert saved["setup"] == session.setup.to_json()
    return moves


def test_autosave_after_every_move_equals_the_match(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    session = Session(app, bots(3))
    assert play_round(session, app, tmp_path) > 5
    setup, match = load_autosave(app, demo_too=True) or (None, None)
    assert setup == session.setup
    assert match.to_json() == session.match.to_json()
    session.close()


def test_resumed_match_goes_on_identically(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    session = Session(app, bots(2, seed=9))
    for _ in range(5):
        move = session.wait_bot()
        assert move is not None
        session.apply(move)
    found = load_autosave(app, demo_too=True)
    assert found is not None
    again = Session(app, *found)
    for _ in range(5):
        a, b = session.wait_bot(), again.wait_bot()
        assert a is b and a is not None
        session.apply(a)
        again.apply(b)
    session.close()
    again.close()


def test_finished_round_is_on_the_sheet_before_the_next_deal(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    session = Session(app, bots(4, seed=12))
    play_round(session, app, tmp_path)
    assert len(session.sheet.rows) == 1 and not session.match.sheet.rows
    session.next_round()
    assert session.number == 2 and len(session.sheet.rows) == 1
    assert session.setup.seed == 12
    session.close()


def test_corrupt_autosave_is_set_aside_with_a_message(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    my_save(tmp_path).write_text("{not json", encoding="utf-8")
    assert load_autosave(app) is None
    assert app.messages.visible(app.now) and not my_save(tmp_path).exists()
    assert any("corrupt" in p.name for p in my_save(tmp_path).parent.iterdir())


def test_autosave_with_bad_match_data_is_set_aside(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    data = {"format": 1, "setup": bots(2).to_json(), "match": {"format": 1, "rounds": "x"}}
    my_save(tmp_path).write_text(json.dumps(data), encoding="utf-8")
    assert load_autosave(app) is None
    assert app.messages.visible(app.now) and not my_save(tmp_path).exists()


def test_move_log_lines(tmp_path: Path, capsys: object) -> None:
    app = make_app(tmp_path, "--log-moves")
    session = Session(app, bots(2, seed=5))
    move = session.wait_bot()
    assert move is not None
    session.apply(move)
    session.written()  # a move's line is printed once its save is on disk
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert out == f"1.1 {session.round.history()[0].seat} {move}\n"
    session.close()


def _demo_log(tmp: Path) -> str:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = "import sys; from kozel_gui.launch import main; sys.exit(main(sys.argv[1:]))"
    run = subprocess.run(
        [sys.executable, "-c", code, "--demo", "--headless", "--speed", "0", "--rounds", "1",
         "--seed", "7", "--log-moves", "--data-dir", str(tmp)],
        capture_output=True, text=True, timeout=120, env=env, check=True)
    return run.stdout


def test_seeded_demo_is_deterministic(tmp_path: Path) -> None:
    first = _demo_log(tmp_path / "a")
    assert first.count("\n") > 10 and first.startswith("1.1 ")
    assert first == _demo_log(tmp_path / "b")


def test_a_demo_never_replaces_the_players_saved_match(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    mine = Session(app, MatchSetup(KOZEL, (SeatSetup("Аня", human=True),
                                            *bots(2).seats[1:]), 5))
    demo = Session(app, bots(2, seed=6))
    for _ in range(3):
        move = demo.wait_bot()
        assert move is not None
        demo.apply(move)
    demo.written()
    assert my_save(tmp_path).exists() and (tmp_path / DEMO_AUTOSAVE).exists()
    found = load_autosave(app)
    assert found is not None and found[1] == mine.match  # Continue offers the player's match
    my_save(tmp_path).unlink()
    assert load_autosave(app) is None  # a demo is not the player's match ...
    resumed = load_autosave(app, demo_too=True)  # ... but --resume takes it up
    assert resumed is not None and resumed[1] == demo.match
    mine.close()
    demo.close()
