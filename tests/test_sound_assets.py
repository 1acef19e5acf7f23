"""The committed WAV files are exactly what assets/generate_sounds.py makes, and are usable."""

import importlib.util
import wave
from pathlib import Path

import pytest

from tests.sweeps import sampled

ASSETS_DIR = Path(__file__).resolve().parent.parent / "assets"
SOUNDS_DIR = ASSETS_DIR / "sounds"
# The whole folder stays small enough to commit comfortably.
MAX_FOLDER_BYTES = 3 * 1024 * 1024
MUSIC_SECONDS = (20, 40)


def _load_generator():
    spec = importlib.util.spec_from_file_location(
        "generate_sounds", ASSETS_DIR / "generate_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


generate_sounds = _load_generator()


def test_every_sound_is_committed_and_nothing_else():
    committed = {path.stem for path in SOUNDS_DIR.glob("*.wav")}
    assert committed == set(generate_sounds.SOUNDS)


# Making the long music loop again costs the most: it is the sweep's; the short effects are
# made again by default.
LONG_SOUNDS = ("music_loop",)


@pytest.mark.parametrize(
    "name",
    sampled(
        sorted(generate_sounds.SOUNDS),
        [name for name in generate_sounds.SOUNDS if name not in LONG_SOUNDS],
    ),
)
def test_regenerating_gives_the_committed_bytes(name, tmp_path):
    made = generate_sounds.write_sound(name, tmp_path)
    assert made.read_bytes() == (SOUNDS_DIR / f"{name}.wav").read_bytes()


def test_format_is_16_bit_mono_and_the_folder_is_small():
    total = 0
    for path in SOUNDS_DIR.glob("*.wav"):
        total += path.stat().st_size
        with wave.open(str(path)) as sound:
            assert sound.getnchannels() == 1
            assert sound.getsampwidth() == 2
            expected_rate = 22050 if path.stem == "music_loop" else 44100
            assert sound.getframerate() == expected_rate
    assert total < MAX_FOLDER_BYTES


def test_music_loop_length_and_seam():
    with wave.open(str(SOUNDS_DIR / "music_loop.wav")) as music:
        frames = music.getnframes()
        seconds = frames / music.getframerate()
        data = music.readframes(frames)
    assert MUSIC_SECONDS[0] <= seconds <= MUSIC_SECONDS[1]
    first = int.from_bytes(data[:2], "little", signed=True)
    last = int.from_bytes(data[-2:], "little", signed=True)
    # Neighbouring samples inside the loop differ by up to a few thousand; a seam that
    # jumped further would click every time the loop restarts.
    assert abs(first - last) < 1000
