"""Synthesise every sound of the game into assets/sounds/*.wav, standard library only.

All files are 16-bit mono PCM. Effects are 44100 Hz; the music loop is 22050 Hz to keep the
repository small (the mixer resamples streamed music). Every random choice comes from a
`random.Random` seeded per sound, so two runs give byte-identical files.

The flavour is Egyptian: wooden and stone clicks for pieces, darbuka strokes (the low "doum"
and the dry "tek"), a plucked oud and a breathy ney playing in maqam Hijaz on D.

    python3 assets/generate_sounds.py                  # all sounds into assets/sounds
    python3 assets/generate_sounds.py --out DIR win    # only win.wav, into DIR
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

EFFECT_RATE = 44100
# Half rate for the 32-second loop: it halves its size and the loop has nothing above 8 kHz.
MUSIC_RATE = 22050
SAMPLE_MAX = 32767
SOUNDS_DIR = Path(__file__).resolve().parent / "sounds"

# Maqam Hijaz on D: D Eb F# G A Bb C, as semitones above the tonic. The augmented second
# Eb -> F# is what makes it sound "Egyptian" to most ears.
HIJAZ_STEPS = (0, 1, 4, 5, 7, 8, 10)
TONIC_D4_HZ = 293.66
# Short percussive effects peak a little below full scale; sustained tones (ney) sound louder
# at the same peak, so they get less. The music is quiet so effects stay on top of it.
PERCUSSIVE_PEAK = 0.8
SUSTAINED_PEAK = 0.35
MUSIC_PEAK = 0.45
# Fades so no file starts or stops with a click: short at the start to keep the attack sharp.
FADE_IN_S = 0.001
FADE_OUT_S = 0.004
# Notes and hits are cut to their given length; this much fade makes the cut inaudible.
RELEASE_S = 0.03

Samples = list[float]


def hijaz_hz(degree: int) -> float:
    """Frequency of a scale degree of Hijaz on D4; degree 7 is D5, -1 is C4."""
    octave, step = divmod(degree, len(HIJAZ_STEPS))
    semitones = 12 * octave + HIJAZ_STEPS[step]
    return TONIC_D4_HZ * 2.0 ** (semitones / 12.0)


def length(seconds: float, rate: int) -> int:
    return int(round(seconds * rate))


def silence(seconds: float, rate: int) -> Samples:
    return [0.0] * length(seconds, rate)


def mix_into(target: Samples, sound: Samples, start: int, gain: float = 1.0, wrap: bool = False):
    """Add `sound` into `target` from index `start`; with `wrap` the tail continues at index 0."""
    size = len(target)
    for offset, value in enumerate(sound):
        index = start + offset
        if index >= size:
            if not wrap:
                return
            index %= size
        target[index] += gain * value


def bandpass(samples: Samples, centre_hz: float, q: float, rate: int) -> Samples:
    """Two-pole band-pass (the usual audio-cookbook biquad, 0 dB at the centre)."""
    w0 = 2.0 * math.pi * centre_hz / rate
    alpha = math.sin(w0) / (2.0 * q)
    a0 = 1.0 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2.0 * math.cos(w0) / a0, (1.0 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in samples:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        out.append(y)
        x2, x1, y2, y1 = x1, x, y1, y
    return out


def lowpass(samples: Samples, cutoff_hz: float, rate: int) -> Samples:
    """One-pole low-pass: a gentle slope that takes the fizz off noise."""
    k = 1.0 - math.exp(-2.0 * math.pi * cutoff_hz / rate)
    y = 0.0
    out = []
    for x in samples:
        y += k * (x - y)
        out.append(y)
    return out


def noise(rng: random.Random, seconds: float, decay_s: float, rate: int) -> Samples:
    """White noise under an exponential decay."""
    n = length(seconds, rate)
    return [rng.uniform(-1.0, 1.0) * math.exp(-i / (decay_s * rate)) for i in range(n)]


def release(samples: Samples, rate: int) -> Samples:
    """Fade the last RELEASE_S in place, so a sound cut short ends without a click."""
    fade = min(length(RELEASE_S, rate), len(samples))
    for i in range(1, fade + 1):
        samples[-i] *= (i - 1) / fade
    return samples


def modal_hit(modes: tuple[tuple[float, float, float], ...], seconds: float, rate: int) -> Samples:
    """A struck solid: decaying sines at (frequency Hz, amplitude, decay s) resonances."""
    n = length(seconds, rate)
    out = [0.0] * n
    for freq, amp, decay in modes:
        w = 2.0 * math.pi * freq / rate
        for i in range(n):
            out[i] += amp * math.sin(w * i) * math.exp(-i / (decay * rate))
    return release(out, rate)


# Resonances picked by ear: wood has low, quickly damped modes; stone rings higher and longer.
WOOD_MODES = ((520.0, 1.0, 0.030), (1340.0, 0.6, 0.018), (2710.0, 0.3, 0.010))
STONE_MODES = ((1850.0, 1.0, 0.045), (3120.0, 0.7, 0.030), (4470.0, 0.4, 0.020))


def click(rng: random.Random, modes, seconds: float, rate: int, brightness: float) -> Samples:
    """A piece touching the board: resonant modes plus a short band-passed noise transient."""
    body = modal_hit(modes, seconds, rate)
    grit = bandpass(noise(rng, seconds, 0.004, rate), modes[0][0] * 2.0, 1.2, rate)
    return [b + brightness * g for b, g in zip(body, grit, strict=True)]


def doum(rate: int, seconds: float = 0.45, start_hz: float = 130.0, end_hz: float = 72.0):
    """Darbuka bass stroke: a sine whose pitch falls as the skin settles."""
    n = length(seconds, rate)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / rate
        freq = end_hz + (start_hz - end_hz) * math.exp(-t / 0.04)
        phase += 2.0 * math.pi * freq / rate
        out.append(math.sin(phase) * math.exp(-t / 0.16) * min(1.0, i / (0.002 * rate)))
    return release(out, rate)


def tek(rng: random.Random, rate: int, centre_hz: float = 3200.0) -> Samples:
    """Darbuka rim stroke: a dry, bright slap."""
    slap = bandpass(noise(rng, 0.12, 0.012, rate), centre_hz, 1.5, rate)
    ring = modal_hit(((centre_hz / 4.0, 0.5, 0.015),), 0.12, rate)
    return [3.0 * s + r for s, r in zip(slap, ring, strict=True)]


def oud(rng: random.Random, freq: float, seconds: float, rate: int) -> Samples:
    """Plucked string by Karplus-Strong: a noise burst circulating in a damped delay line.

    A first-order all-pass supplies the fractional part of the delay so high notes stay in tune.
    """
    period = rate / freq
    delay = int(period - 0.5)
    frac = period - delay - 0.5
    coeff = (1.0 - frac) / (1.0 + frac)
    # A soft plectrum: low-passed noise gives the round, woody attack of an oud.
    line = lowpass([rng.uniform(-1.0, 1.0) for _ in range(delay)], freq * 3.0, rate)
    out = []
    ap_in = ap_out = 0.0
    for i in range(length(seconds, rate)):
        index = i % delay
        current = line[index]
        out.append(current)
        averaged = 0.996 * 0.5 * (current + line[(index + 1) % delay])
        ap_out = coeff * averaged + ap_in - coeff * ap_out
        ap_in = averaged
        line[index] = ap_out
    return release(out, rate)


def ney(rng: random.Random, freq: float, seconds: float, rate: int) -> Samples:
    """Breathy end-blown flute: a vibrato sine with weak overtones and band-passed breath."""
    n = length(seconds, rate)
    hiss = lowpass([rng.uniform(-1.0, 1.0) for _ in range(n)], 3000.0, rate)
    breath = bandpass(hiss, freq * 2.0, 2.0, rate)
    attack, release = 0.12 * rate, 0.18 * rate
    out = []
    phase = 0.0
    for i in range(n):
        t = i / rate
        vibrato = 1.0 + 0.006 * math.sin(2.0 * math.pi * 5.0 * t) * min(1.0, t / 0.3)
        phase += 2.0 * math.pi * freq * vibrato / rate
        tone = math.sin(phase) + 0.25 * math.sin(2 * phase) + 0.08 * math.sin(3 * phase)
        level = min(1.0, i / attack, (n - i) / release)
        out.append(level * (tone + 0.5 * breath[i]))
    return out


def normalise(samples: Samples, peak: float) -> Samples:
    """Scale so the loudest sample is `peak`."""
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def fade_edges(samples: Samples, rate: int) -> None:
    """Fade both ends in place."""
    fade_in, fade_out = length(FADE_IN_S, rate), length(FADE_OUT_S, rate)
    for i in range(fade_in):
        samples[i] *= i / fade_in
    for i in range(fade_out):
        samples[-1 - i] *= i / fade_out


def phrase(rng: random.Random, notes, instrument, rate: int, seconds: float) -> Samples:
    """Notes as (start s, Hijaz degree, length s, gain) played by `instrument`."""
    out = silence(seconds, rate)
    for start, degree, note_s, gain in notes:
        mix_into(out, instrument(rng, hijaz_hz(degree), note_s, rate), length(start, rate), gain)
    return out


# ----------------------------------------------------------------------- effects


def make_place(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    out = click(rng, STONE_MODES, 0.2, r, 0.6)
    mix_into(out, modal_hit(WOOD_MODES, 0.2, r), 0, 0.8)
    return out


def make_step(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    slide = lowpass(noise(rng, 0.12, 0.05, r), 1800.0, r)
    out = [s * min(1.0, i / (0.04 * r)) for i, s in enumerate(slide)] + silence(0.1, r)
    mix_into(out, click(rng, WOOD_MODES, 0.1, r, 0.4), length(0.1, r), 0.7)
    return out


def make_capture(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    out = doum(r)
    mix_into(out, click(rng, STONE_MODES, 0.15, r, 1.0), 0, 0.5)
    mix_into(out, tek(rng, r), length(0.12, r), 0.35)
    return out


def make_capture_multi(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    out = doum(r, 0.9, 150.0, 65.0)
    for k, start in enumerate((0.1, 0.18, 0.26)):
        mix_into(out, tek(rng, r, 2800.0 + 400.0 * k), length(start, r), 0.3)
    rising = [(0.0, 0, 0.8, 0.5), (0.14, 2, 0.7, 0.5), (0.28, 4, 0.6, 0.6)]
    mix_into(out, phrase(rng, rising, oud, r, 0.9), 0, 0.8)
    return out


def make_chain(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    out = silence(0.35, r)
    mix_into(out, tek(rng, r, 3000.0), 0, 0.6)
    mix_into(out, tek(rng, r, 3600.0), length(0.08, r), 0.5)
    mix_into(out, oud(rng, hijaz_hz(4), 0.27, r), length(0.08, r), 0.7)
    return out


def make_illegal(rng: random.Random) -> Samples:
    # Two dull knocks on the low minor second D-Eb: "no".
    r = EFFECT_RATE
    low_wood = tuple((f * 0.5, a, d * 1.5) for f, a, d in WOOD_MODES)
    out = silence(0.35, r)
    mix_into(out, modal_hit(low_wood, 0.15, r), 0)
    mix_into(out, modal_hit(low_wood, 0.15, r), length(0.13, r))
    mix_into(out, oud(rng, hijaz_hz(-7), 0.3, r), 0, 0.5)
    mix_into(out, oud(rng, hijaz_hz(-6), 0.22, r), length(0.13, r), 0.5)
    return out


def make_hint(rng: random.Random) -> Samples:
    return ney(rng, hijaz_hz(4), 0.7, EFFECT_RATE)


def make_low_time(rng: random.Random) -> Samples:
    # Three quick bright rim strokes, rising: "hurry", unlike any sound of the game itself.
    r = EFFECT_RATE
    out = silence(0.5, r)
    for index, centre_hz in enumerate((3000.0, 3400.0, 3800.0)):
        mix_into(out, tek(rng, r, centre_hz), length(0.14 * index, r), 0.8)
    return out


def make_menu_click(rng: random.Random) -> Samples:
    return click(rng, WOOD_MODES, 0.07, EFFECT_RATE, 0.5)


def make_win(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    notes = [(0.0, 0, 0.5, 0.7), (0.15, 1, 0.5, 0.7), (0.3, 2, 0.5, 0.7), (0.45, 4, 0.5, 0.8)]
    notes += [(0.6, 5, 0.4, 0.7), (0.72, 4, 0.5, 0.7), (0.9, 7, 0.9, 1.0)]
    out = phrase(rng, notes, oud, r, 1.8)
    mix_into(out, doum(r), length(0.9, r), 0.6)
    mix_into(out, ney(rng, hijaz_hz(7), 0.85, r), length(0.95, r), 0.3)
    return out


def make_loss(rng: random.Random) -> Samples:
    r = EFFECT_RATE
    notes = [(0.0, 4, 0.45, 1.0), (0.4, 3, 0.45, 1.0), (0.8, 2, 0.4, 1.0), (1.15, 1, 0.65, 1.0)]
    out = phrase(rng, notes, ney, r, 1.8)
    mix_into(out, doum(r, 0.6, 100.0, 55.0), length(1.15, r), 0.5)
    return out


def make_draw(rng: random.Random) -> Samples:
    # Tonic and fifth together: resolved but not triumphant.
    r = EFFECT_RATE
    notes = [(0.0, 4, 0.5, 0.7), (0.25, 0, 0.9, 0.8), (0.27, 4, 0.9, 0.5)]
    return phrase(rng, notes, oud, r, 1.2)


# ----------------------------------------------------------------------- music

# 90 beats a minute in 4/4: an eighth lasts exactly 1/3 s, and 12 bars make a 32 s loop.
EIGHTH_S = 1.0 / 3.0
BAR_EIGHTHS = 8
LOOP_BARS = 12
LOOP_S = LOOP_BARS * BAR_EIGHTHS * EIGHTH_S
# Maqsum, the everyday Egyptian rhythm: doum tek . tek doum . tek . (eighth positions).
MAQSUM = ((0, "doum"), (1, "tek"), (3, "tek"), (4, "doum"), (6, "tek"))
# Melody as (bar, eighth, Hijaz degree, length in eighths): oud, then ney, then oud again.
OUD_LINE = (
    (2, 0, 0, 2), (2, 2, 1, 1), (2, 3, 2, 1), (2, 4, 3, 2), (2, 6, 2, 2),
    (3, 0, 1, 2), (3, 2, 0, 6),
    (4, 0, 4, 2), (4, 2, 5, 1), (4, 3, 4, 1), (4, 4, 3, 1), (4, 5, 2, 1), (4, 6, 3, 2),
    (5, 0, 2, 4), (5, 4, 1, 2), (5, 6, 0, 2),
    (10, 0, 7, 2), (10, 2, 6, 1), (10, 3, 5, 1), (10, 4, 4, 4),
    (11, 0, 2, 2), (11, 2, 1, 2), (11, 4, 0, 4),
)  # fmt: skip
NEY_LINE = (
    (6, 0, 4, 6), (6, 6, 3, 2), (7, 0, 2, 4), (7, 4, 1, 4),
    (8, 0, 7, 4), (8, 4, 5, 4), (9, 0, 4, 2), (9, 2, 3, 2), (9, 4, 2, 2), (9, 6, 1, 2),
)  # fmt: skip


def loop_hz(freq: float) -> float:
    """Nearest frequency with a whole number of cycles in the loop, so its seam is silent."""
    return round(freq * LOOP_S) / LOOP_S


def drone(rate: int) -> Samples:
    """D2 and A2 with soft overtones, swelling four times per loop."""
    partials = []
    for base, amp in ((hijaz_hz(-14), 1.0), (hijaz_hz(-10), 0.5)):
        partials += [(loop_hz(base * h), amp / h) for h in (1, 2, 3)]
    steps = [2.0 * math.pi * f / rate for f, _ in partials]
    amps = [a for _, a in partials]
    swell_step = 2.0 * math.pi * 4.0 / (LOOP_S * rate)
    out = []
    for i in range(length(LOOP_S, rate)):
        level = 0.75 + 0.25 * math.sin(swell_step * i)
        out.append(level * sum(a * math.sin(w * i) for w, a in zip(steps, amps, strict=True)))
    return out


def eighth_index(bar: int, eighth: float, rate: int) -> int:
    return length((bar * BAR_EIGHTHS + eighth) * EIGHTH_S, rate)


def drums(rng: random.Random, rate: int) -> Samples:
    """A frame drum playing maqsum, with ghost strokes and a fill into the loop point."""
    out = silence(LOOP_S, rate)
    low = doum(rate, 0.5, 110.0, 62.0)
    teks = [tek(rng, rate, 2400.0 + 300.0 * k) for k in range(3)]
    for bar in range(LOOP_BARS):
        strokes = [(e, kind, 1.0) for e, kind in MAQSUM]
        if bar % 2 == 1:
            strokes.append((7, "tek", 0.4))
        if bar == LOOP_BARS - 1:
            strokes += [(5, "tek", 0.5), (6.5, "tek", 0.6), (7, "tek", 0.7), (7.5, "tek", 0.8)]
        for eighth, kind, gain in strokes:
            jitter = rng.uniform(0.85, 1.0)
            sound = low if kind == "doum" else teks[rng.randrange(len(teks))]
            level = gain * jitter * (1.0 if kind == "doum" else 0.25)
            mix_into(out, sound, eighth_index(bar, eighth, rate), level, wrap=True)
    return out


def melody(rng: random.Random, line, instrument, rate: int, gain: float) -> Samples:
    out = silence(LOOP_S, rate)
    for bar, eighth, degree, eighths in line:
        note = instrument(rng, hijaz_hz(degree), eighths * EIGHTH_S + 0.25, rate)
        mix_into(out, note, eighth_index(bar, eighth, rate), gain, wrap=True)
    return out


def make_music_loop(rng: random.Random) -> Samples:
    r = MUSIC_RATE
    layers = [
        (drone(r), 0.25),
        (drums(rng, r), 0.8),
        (melody(rng, OUD_LINE, oud, r, 1.0), 0.45),
        (melody(rng, NEY_LINE, ney, r, 1.0), 0.3),
    ]
    mixed = silence(LOOP_S, r)
    for layer, gain in layers:
        mix_into(mixed, layer, 0, gain)
    return mixed


# ----------------------------------------------------------------------- files


class Recipe(NamedTuple):
    make: Callable[[random.Random], Samples]
    seed: int
    rate: int
    peak: float


SOUNDS: dict[str, Recipe] = {
    "place": Recipe(make_place, 101, EFFECT_RATE, PERCUSSIVE_PEAK),
    "step": Recipe(make_step, 102, EFFECT_RATE, PERCUSSIVE_PEAK),
    "capture": Recipe(make_capture, 103, EFFECT_RATE, PERCUSSIVE_PEAK),
    "capture_multi": Recipe(make_capture_multi, 104, EFFECT_RATE, PERCUSSIVE_PEAK),
    "chain": Recipe(make_chain, 105, EFFECT_RATE, PERCUSSIVE_PEAK),
    "illegal": Recipe(make_illegal, 106, EFFECT_RATE, PERCUSSIVE_PEAK),
    "hint": Recipe(make_hint, 107, EFFECT_RATE, SUSTAINED_PEAK),
    "menu_click": Recipe(make_menu_click, 108, EFFECT_RATE, PERCUSSIVE_PEAK),
    "win": Recipe(make_win, 109, EFFECT_RATE, PERCUSSIVE_PEAK),
    "loss": Recipe(make_loss, 110, EFFECT_RATE, SUSTAINED_PEAK),
    "draw": Recipe(make_draw, 111, EFFECT_RATE, PERCUSSIVE_PEAK),
    "music_loop": Recipe(make_music_loop, 112, MUSIC_RATE, MUSIC_PEAK),
    "low_time": Recipe(make_low_time, 113, EFFECT_RATE, PERCUSSIVE_PEAK),
}
# The loop's end must meet its start: no edge fades there.
SEAMLESS = {"music_loop"}


def write_wav(path: Path, samples: Samples, rate: int) -> None:
    """16-bit mono PCM; values are clamped so rounding can never wrap around."""
    ints = [max(-SAMPLE_MAX, min(SAMPLE_MAX, round(s * SAMPLE_MAX))) for s in samples]
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(struct.pack(f"<{len(ints)}h", *ints))


def write_sound(name: str, out_dir: Path) -> Path:
    """Synthesise one named sound into `out_dir/name.wav` and return the path."""
    recipe = SOUNDS[name]
    samples = normalise(recipe.make(random.Random(recipe.seed)), recipe.peak)
    if name not in SEAMLESS:
        fade_edges(samples, recipe.rate)
    path = out_dir / f"{name}.wav"
    write_wav(path, samples, recipe.rate)
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help=f"default: all of {', '.join(SOUNDS)}")
    parser.add_argument("--out", type=Path, default=SOUNDS_DIR, help="output folder")
    args = parser.parse_args()
    unknown = [name for name in args.names if name not in SOUNDS]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or SOUNDS:
        print(write_sound(name, args.out))


if __name__ == "__main__":
    main()
