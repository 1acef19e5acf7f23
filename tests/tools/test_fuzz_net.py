"""The online protocol's fuzz command, run small: random and mutated frames against a live
server beside scripted games, no server error, every other game played to its end."""

from __future__ import annotations

import random

from seega.net import messages as msg
from seega.tools import fuzz_net


def test_a_short_fuzz_run_finds_no_server_error_and_harms_no_game():
    lines: list[str] = []
    assert fuzz_net.main(["--frames", "600", "--games", "2", "--seed", "3"], lines.append) == 0
    text = "\n".join(lines)
    assert "frames sent: 600" in text and "server errors: 0" in text
    assert "every other game unaffected" in text


def test_the_fuzzer_makes_frames_of_every_kind():
    rng = random.Random(1)
    seen = fuzz_net.Seen()
    frames = [fuzz_net.make_frame(rng, seen) for _ in range(3000)]
    assert any(isinstance(frame, bytes) for frame in frames)
    assert any(len(frame) > msg.MAX_CLIENT_FRAME_BYTES for frame in frames)
    decoded, refused = 0, set()
    for frame in frames:
        try:
            msg.decode_client(frame)
            decoded += 1
        except msg.MessageError as error:
            refused.add(error.refusal)
    assert decoded > 500
    assert refused == {msg.Refusal.MALFORMED, msg.Refusal.OVERSIZED}
