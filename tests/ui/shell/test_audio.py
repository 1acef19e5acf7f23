"""The audio bus: queued and de-duplicated requests, volumes, mute, music, silent fallback."""

import pygame
import pytest

from seega.ui.shell import audio
from seega.ui.shell.audio import AudioBus, UnknownSoundError, open_audio


class RecordingOutput:
    """A fake mixer that writes down what the bus asked of it."""

    available = True

    def __init__(self):
        self.effects = []
        self.music_calls = []

    def play_effect(self, name, volume):
        self.effects.append((name, volume))

    def start_music(self, volume):
        self.music_calls.append(("start", volume))

    def set_music_volume(self, volume):
        self.music_calls.append(("volume", volume))

    def stop_music(self):
        self.music_calls.append(("stop",))


@pytest.fixture
def output():
    return RecordingOutput()


@pytest.fixture
def bus(output):
    return AudioBus(output, effect_volume=0.5, music_volume=0.4)


@pytest.fixture
def fresh_mixer():
    """The real mixer on the dummy driver, closed again afterwards."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_repeated_requests_in_one_frame_play_once_in_request_order(bus, output):
    for name in ("capture", "place", "capture", "capture"):
        bus.play(name)
    assert output.effects == []  # nothing plays until the loop flushes
    bus.flush()
    assert output.effects == [("capture", 0.5), ("place", 0.5)]


def test_each_flush_plays_only_its_own_frame(bus, output):
    bus.play("step")
    bus.flush()
    bus.flush()
    bus.play("step")
    bus.flush()
    assert output.effects == [("step", 0.5), ("step", 0.5)]


def test_unknown_name_raises_at_the_call_site(bus, output):
    with pytest.raises(UnknownSoundError, match="captur'.*known sounds: place"):
        bus.play("captur")
    bus.flush()
    assert output.effects == []


def test_volumes_are_clamped_and_used(bus, output):
    bus.effect_volume = 1.7
    bus.music_volume = -0.2
    assert (bus.effect_volume, bus.music_volume) == (1.0, 0.0)
    bus.effect_volume = 0.25
    bus.play("hint")
    bus.flush()
    assert output.effects == [("hint", 0.25)]
    assert output.music_calls[-1] == ("volume", 0.0)


def test_zero_effect_volume_plays_nothing(bus, output):
    bus.effect_volume = 0
    bus.play("win")
    bus.flush()
    assert output.effects == []


def test_mute_silences_effects_and_music_and_forgets_muted_requests(bus, output):
    bus.start_music()
    bus.muted = True
    assert output.music_calls[-1] == ("volume", 0.0)
    bus.play("loss")
    bus.flush()
    bus.muted = False
    bus.flush()
    assert output.effects == []
    assert output.music_calls[-1] == ("volume", 0.4)
    assert bus.music_volume == 0.4  # the volume survives muting


def test_music_starts_and_stops_once(bus, output):
    bus.start_music()
    bus.start_music()
    bus.stop_music()
    bus.stop_music()
    assert output.music_calls == [("start", 0.4), ("stop",)]


def test_music_starts_silent_when_muted(output):
    bus = AudioBus(output, music_volume=0.9, muted=True)
    bus.start_music()
    assert output.music_calls == [("start", 0.0)]


def test_no_sound_device_gives_a_silent_bus_that_behaves_the_same(monkeypatch, fresh_mixer):
    def no_device(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    bus = open_audio()
    assert not bus.available
    bus.play("capture")
    bus.flush()
    bus.music_volume = 0.3
    bus.start_music()
    bus.muted = True
    bus.stop_music()
    with pytest.raises(UnknownSoundError):
        bus.play("no_such_sound")


def test_real_mixer_on_the_dummy_driver_plays_effects_and_music(fresh_mixer):
    bus = open_audio(effect_volume=0.5, music_volume=0.5)
    assert bus.available
    assert pygame.mixer.get_init() == (
        audio.MIXER_FREQUENCY,
        audio.MIXER_SAMPLE_SIZE,
        audio.MIXER_CHANNELS,
    )
    bus.play("capture")
    bus.flush()
    assert pygame.mixer.get_busy()
    bus.start_music()
    assert pygame.mixer.music.get_busy()
    bus.stop_music()
    assert not pygame.mixer.music.get_busy()


def test_every_effect_name_has_its_file():
    for name in (*audio.EFFECT_NAMES, "music_loop"):
        assert (audio.SOUNDS_DIR / f"{name}.wav").is_file(), name


def test_missing_sound_file_is_reported_not_silenced(tmp_path, fresh_mixer):
    with pytest.raises(FileNotFoundError, match="music_loop.wav"):
        open_audio(tmp_path)
