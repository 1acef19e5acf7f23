"""The audio bus: sound requests queued during a frame and played once when the loop flushes.

Scenes call `audio.play("capture")` as often as they like; the game loop calls
`audio.flush()` once per frame, which plays each requested effect once (three captures in one
move make one sound, not a painful triple). Volumes are 0..1; mute silences effects and music
without forgetting the volumes.

Sound is optional: on a machine without a sound device `pygame.mixer.init()` raises, and
`open_audio()` then returns a bus over a silent output with the same behaviour otherwise, so
requests, volumes and typos are handled the same with or without speakers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

import pygame

from seega.storage.paths import SOUNDS_DIR

# Every effect the game may request; each has assets/sounds/<name>.wav
# (made by assets/generate_sounds.py).
EFFECT_NAMES = (
    "place",
    "step",
    "capture",
    "capture_multi",
    "chain",
    "illegal",
    "hint",
    "menu_click",
    "win",
    "loss",
    "draw",
    "low_time",
)
MUSIC_FILE = "music_loop.wav"
# The effect files are 16-bit mono 44100 Hz: a mixer opened with that layout plays them as
# they are. (A mixer someone opened already, e.g. by pygame.init(), converts WAVs on load.)
MIXER_FREQUENCY = 44100
MIXER_SAMPLE_SIZE = -16
MIXER_CHANNELS = 1
# Small buffer so a click is heard on the frame it happens (512 frames is about 12 ms).
MIXER_BUFFER = 512
# Enough voices that a capture, a chain and a menu click can overlap without cutting off.
MIXER_VOICES = 16
DEFAULT_EFFECT_VOLUME = 0.8
DEFAULT_MUSIC_VOLUME = 0.6
LOOP_FOREVER = -1


class UnknownSoundError(ValueError):
    """A sound name that has no effect file: always a bug in the caller, so it is raised."""

    def __init__(self, name: str) -> None:
        super().__init__(f"unknown sound {name!r}; known sounds: {', '.join(EFFECT_NAMES)}")
        self.name = name


class AudioOutput(Protocol):
    """What the bus drives: the real mixer or the silent stand-in."""

    available: bool

    def play_effect(self, name: str, volume: float) -> None: ...
    def start_music(self, volume: float) -> None: ...
    def set_music_volume(self, volume: float) -> None: ...
    def stop_music(self) -> None: ...


class SilentOutput:
    """Stands in for the mixer when there is no sound device: accepts everything, plays nothing."""

    available = False

    def play_effect(self, name: str, volume: float) -> None:
        """Nothing to play on."""

    def start_music(self, volume: float) -> None:
        """Nothing to play on."""

    def set_music_volume(self, volume: float) -> None:
        """Nothing to play on."""

    def stop_music(self) -> None:
        """Nothing to play on."""


class MixerOutput:
    """Effects and music through pygame.mixer (which must already be initialised)."""

    available = True

    def __init__(self, sounds_dir: Path) -> None:
        self._music_path = _existing(sounds_dir / MUSIC_FILE)
        self._sounds = {
            name: pygame.mixer.Sound(_existing(sounds_dir / f"{name}.wav")) for name in EFFECT_NAMES
        }

    def play_effect(self, name: str, volume: float) -> None:
        sound = self._sounds[name]
        sound.set_volume(volume)
        sound.play()

    def start_music(self, volume: float) -> None:
        pygame.mixer.music.load(str(self._music_path))
        pygame.mixer.music.set_volume(volume)
        pygame.mixer.music.play(LOOP_FOREVER)

    def set_music_volume(self, volume: float) -> None:
        pygame.mixer.music.set_volume(volume)

    def stop_music(self) -> None:
        pygame.mixer.music.stop()


def _existing(path: Path) -> Path:
    # A missing asset is a broken install, not a missing sound card: say which file.
    if not path.is_file():
        raise FileNotFoundError(f"sound file missing: {path}")
    return path


def _clamp_volume(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


class AudioBus:
    """Queued, de-duplicated sound requests, volumes, mute, and the music loop."""

    def __init__(
        self,
        output: AudioOutput,
        effect_volume: float = DEFAULT_EFFECT_VOLUME,
        music_volume: float = DEFAULT_MUSIC_VOLUME,
        muted: bool = False,
    ) -> None:
        self._output = output
        self._effect_volume = _clamp_volume(effect_volume)
        self._music_volume = _clamp_volume(music_volume)
        self._muted = muted
        self._music_on = False
        # A dict keeps request order and ignores repeats: an ordered set.
        self._pending: dict[str, None] = {}

    @property
    def available(self) -> bool:
        """True when sound really comes out (a device was found)."""
        return self._output.available

    def play(self, name: str) -> None:
        """Ask for effect `name` this frame; repeats before the next flush() play once."""
        if name not in EFFECT_NAMES:
            raise UnknownSoundError(name)
        self._pending[name] = None

    def flush(self) -> None:
        """Play this frame's requests (none when muted); the game loop calls it once a frame."""
        requested, self._pending = self._pending, {}
        if self._muted or self._effect_volume == 0.0:
            return
        for name in requested:
            self._output.play_effect(name, self._effect_volume)

    @property
    def effect_volume(self) -> float:
        """Effect loudness 0..1, kept while muted."""
        return self._effect_volume

    @effect_volume.setter
    def effect_volume(self, volume: float) -> None:
        self._effect_volume = _clamp_volume(volume)

    @property
    def music_volume(self) -> float:
        """Music loudness 0..1, kept while muted."""
        return self._music_volume

    @music_volume.setter
    def music_volume(self, volume: float) -> None:
        self._music_volume = _clamp_volume(volume)
        self._output.set_music_volume(self._heard_music_volume())

    @property
    def muted(self) -> bool:
        """When True no effect plays and the music goes quiet (it keeps running, in time)."""
        return self._muted

    @muted.setter
    def muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        self._output.set_music_volume(self._heard_music_volume())

    def start_music(self) -> None:
        """Start the background loop; does nothing if it is already running."""
        if not self._music_on:
            self._music_on = True
            self._output.start_music(self._heard_music_volume())

    def stop_music(self) -> None:
        """Stop the background loop."""
        if self._music_on:
            self._music_on = False
            self._output.stop_music()

    def _heard_music_volume(self) -> float:
        return 0.0 if self._muted else self._music_volume


def open_audio(
    sounds_dir: Path = SOUNDS_DIR,
    *,
    effect_volume: float = DEFAULT_EFFECT_VOLUME,
    music_volume: float = DEFAULT_MUSIC_VOLUME,
    muted: bool = False,
) -> AudioBus:
    """The game's audio bus: over the mixer when a device opens, else over a silent output."""
    try:
        if pygame.mixer.get_init() is None:
            pygame.mixer.init(MIXER_FREQUENCY, MIXER_SAMPLE_SIZE, MIXER_CHANNELS, MIXER_BUFFER)
        pygame.mixer.set_num_channels(MIXER_VOICES)
        output: AudioOutput = MixerOutput(sounds_dir)
    except pygame.error:
        # No sound device (or the driver refused): the game plays on in silence.
        output = SilentOutput()
    return AudioBus(output, effect_volume, music_volume, muted)
