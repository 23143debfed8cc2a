"""Synthesized sounds and the SoundBoard: deterministic, quick, silent without audio."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import textwrap
import wave
from array import array
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from kozel_gui.sound import SAMPLE_RATE, SOUND_NAMES, SoundBoard, synthesize, wav_bytes

REPO = Path(__file__).resolve().parent.parent
EXPECTED = {"clack", "shuffle", "knock", "fish", "goat", "chime", "click"}


def test_every_sound_is_there() -> None:
    assert SOUND_NAMES == EXPECTED


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_sounds_are_audible_short_and_deterministic(name: str) -> None:
    samples = synthesize(name)
    assert samples == synthesize(name)
    assert 0.01 < len(samples) / SAMPLE_RATE < 1.0
    peak = max(abs(v) for v in samples)
    assert 5000 < peak < 32767  # loud enough, never clipped
    assert abs(samples[-1]) < peak * 0.2  # fades out instead of stopping with a pop


def test_knock_is_two_taps() -> None:
    samples = synthesize("knock")
    window = SAMPLE_RATE // 100  # 10 ms
    loud = [max(abs(v) for v in samples[i : i + window]) for i in range(0, len(samples), window)]
    onsets = [i for i in range(1, len(loud)) if loud[i] > 2 * loud[i - 1] and loud[i] > 10000]
    assert len(onsets) + (loud[0] > 10000) == 2


def test_unknown_sound_is_a_key_error() -> None:
    with pytest.raises(KeyError, match="clack"):
        synthesize("moo")
    with pytest.raises(KeyError):
        SoundBoard(enabled=False).play("moo")


def test_wav_bytes_is_a_valid_wav() -> None:
    samples = synthesize("click")
    with wave.open(io.BytesIO(wav_bytes(samples))) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, SAMPLE_RATE)
        assert w.getnframes() == len(samples)


def test_silent_board_never_raises() -> None:
    board = SoundBoard(enabled=False)
    assert not board.available
    assert all(board.play(name) is False for name in EXPECTED)
    board.volume = 3.0
    assert board.volume == 1.0
    board.volume = -1
    assert board.volume == 0.0


def test_board_runs_silent_when_the_mixer_cannot_start(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_init(*args: object, **kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    board = SoundBoard()
    assert not board.available
    assert board.play("goat") is False


def test_board_plays_with_the_dummy_driver() -> None:
    board = SoundBoard(volume=0.5)
    assert board.available
    assert board.play("clack") is True
    board.muted = True
    assert board.play("clack") is False
    board.muted = False
    board.volume = 0.0
    assert board.play("clack") is False
    pygame.mixer.stop()


def test_sounds_held_for_the_first_frame_are_made_after_it_and_the_rest_off_the_ui_thread(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from kozel_gui import sound

    made: list[tuple[str, str]] = []
    real = sound.synthesize

    def watched(name: str) -> array[int]:
        made.append((name, threading.current_thread().name))
        return real(name)

    sound.wav_of.cache_clear()  # made once per process: start afresh
    monkeypatch.setattr(sound, "synthesize", watched)
    board = SoundBoard(volume=0.5)
    board.hold()
    assert board.play("shuffle") is True and board.play("click") is True
    assert made == []  # nothing made while the first frame is drawn
    board.release()
    assert made[:2] == [("shuffle", "MainThread"), ("click", "MainThread")]
    assert board.made(timeout=30)
    assert sorted(n for n, _ in made) == sorted(SOUND_NAMES)  # each once
    assert {t for _, t in made[2:]} == {"kozel-sounds"}
    assert board.play("knock") is True and len(made) == len(SOUND_NAMES)  # ready: no stall
    pygame.mixer.stop()


_DISK_SCRIPT = textwrap.dedent(
    """
    import sys, time
    import pygame
    from kozel_gui.sound import SoundBoard
    board = SoundBoard(muted=sys.argv[1] == "muted")
    print(board.available, board.play("knock"))
    time.sleep(0.6)
    pygame.mixer.quit()
    """
)


def _play_to_disk(tmp_path: Path, mode: str) -> tuple[str, bytes]:
    raw = tmp_path / f"{mode}.raw"
    env = dict(os.environ, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(raw))
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    env["PYTHONPATH"] = str(REPO)
    result = subprocess.run(
        [sys.executable, "-c", _DISK_SCRIPT, mode],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return result.stdout.strip(), raw.read_bytes()


def test_a_sound_really_reaches_the_audio_output(tmp_path: Path) -> None:
    said, heard = _play_to_disk(tmp_path, "loud")
    assert said == "True True"
    assert len(heard) > 1000 and heard.count(0) < len(heard) * 0.95
    said, heard = _play_to_disk(tmp_path, "muted")
    assert said == "True False"
    assert len(heard) > 1000 and not any(heard)
