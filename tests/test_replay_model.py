"""The replay's model on its own (``kozel_gui.replay_model``): no pygame, the hands known at
each position, and who played from a stored set-up."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kozel_gui.i18n import Gender, set_language
from kozel_gui.replay_model import Replay, ReplayRound, replay_people
from rules import Match, find_preset, play_match
from rules.bots import find_bot

REPO = Path(__file__).resolve().parent.parent


def _match_json(seed: int = 3) -> dict[str, object]:
    import random

    m = play_match(Match.start(find_preset("kozel"), 2, seed), [find_bot("heaviest")] * 2,
                   random.Random(seed))
    return m.to_json()


def test_the_model_steps_a_match_without_pygame() -> None:
    code = ("import random, sys\n"
            "from rules import Match, find_preset, play_match\n"
            "from rules.bots import find_bot\n"
            "from kozel_gui.replay_model import Replay\n"
            "m = play_match(Match.start(find_preset('kozel'), 2, 3), [find_bot('heaviest')] * 2,"
            " random.Random(3))\n"
            "r = Replay(m.to_json())\n"
            "r.end()\n"
            "print(r.at == (len(r.rounds) - 1, r.rounds[-1].last), r.sheet_at() == r.sheet,"
            " sorted(k for k in sys.modules if k.split('.')[0] in ('pygame', 'pygame_gui')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.strip() == "True True []"


def test_the_hands_shown_are_the_positions_own_and_none_is_face_down() -> None:
    replay = Replay(_match_json())
    replay.step(1)
    state = replay.state
    assert state is not None
    assert replay.hands() == tuple(state.hand(s) for s in range(state.players))
    assert [replay.hidden(s) for s in range(state.players)] == [0, 0]


def test_a_round_whose_moves_were_lost_shows_its_end_hands() -> None:
    replay = Replay(_match_json())
    replay.rounds = (ReplayRound((), (), replay.sheet.entries[0].hands), *replay.rounds[1:])
    assert replay.state is None
    assert replay.hands() == replay.sheet.entries[0].hands and replay.hidden(0) == 0


def test_the_players_come_from_the_stored_set_up() -> None:
    set_language("ru")
    setup = {"seed": 41, "seats": [
        {"name": "Бот", "human": False, "personality": "mikhalych"},
        {"name": "Аня", "gender": "female", "human": True}]}
    who = replay_people(setup, 3, kids=False)
    assert [p.name for p in who.people][1:] == ["Аня", "3"]
    assert who.people[1].gender is Gender.FEMALE
    assert (who.reviewed, who.seed) == (1, 41)
    assert replay_people(None, 2, kids=True) == replay_people({}, 2, kids=True)
    assert replay_people(None, 2, kids=False).reviewed == 0
