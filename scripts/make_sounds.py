"""Write the game's synthesized sounds to WAV files, to listen to them or compare versions.

The game itself synthesizes these at start-up (kozel_gui/sound.py); nothing
here is needed at run time. Usage: python scripts/make_sounds.py [out_dir]
(default: out/sounds, which git ignores).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kozel_gui.sound import SAMPLE_RATE, SOUND_NAMES, synthesize, wav_bytes


def main(argv: list[str]) -> int:
    """Write one WAV per sound into the folder given (or out/sounds)."""
    out_dir = Path(argv[1]) if len(argv) > 1 else Path("out") / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    for name in sorted(SOUND_NAMES):
        samples = synthesize(name)
        path = out_dir / f"{name}.wav"
        path.write_bytes(wav_bytes(samples))
        print(f"{path}  {len(samples) / SAMPLE_RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
