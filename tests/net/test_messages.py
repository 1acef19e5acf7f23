"""The online protocol's messages: each reads back equal to itself, the decoder refuses what is
not a message with a reason, and docs/online.md documents every type and refusal (read from
the code, so a new message that is not documented fails here)."""

from __future__ import annotations

from pathlib import Path

import pytest

from seega.net import messages as msg
from seega.net.codes import CODE_ALPHABET, CodeError, new_code, normal_code

DOC = (Path(__file__).resolve().parents[2] / "docs" / "online.md").read_text(encoding="utf-8")

EXAMPLES = [
    msg.Hello(1),
    msg.Host("sija", 7, msg.Colour.TOSS, 60),
    msg.Join("NRAF-6RW6-PNX3"),
    msg.Resume("token"),
    msg.Play("g", 3, "c2-c3"),
    msg.Resign("g"),
    msg.Claim("g"),
    msg.Rematch("g"),
    msg.Welcome(1, "Seega 0.1.0"),
    msg.Invited("NRAF-6RW6-PNX3", 900_000),
    msg.Game("g", "t", "black", "position", ("@a1", "@b1"), 60, None, msg.Presence.AWAY, 5),
    msg.Played("g", 0, "@a1", "position", 30_000),
    msg.Opponent("g", msg.Presence.HERE, 0, False),
    msg.Ended("g", "draw", "stall", "# Seega game record\n"),
    msg.RematchAsked("g"),
    msg.Refused(msg.Refusal.ILLEGAL, "no", "play"),
]


@pytest.mark.parametrize("message", EXAMPLES, ids=lambda m: m.TYPE)
def test_every_message_reads_back_equal(message):
    decode = msg.decode_client if isinstance(message, msg.CLIENT_TYPES) else msg.decode_server
    assert decode(msg.encode(message)) == message


def test_every_type_has_an_example_here_and_a_section_in_the_doc():
    assert {type(m) for m in EXAMPLES} == {*msg.CLIENT_TYPES, *msg.SERVER_TYPES}
    for kind in (*msg.CLIENT_TYPES, *msg.SERVER_TYPES):
        assert f"**{kind.TYPE}**" in DOC, kind.TYPE
        assert f'{{"type":"{kind.TYPE}"' in DOC, kind.TYPE


def test_every_refusal_is_in_the_docs_table():
    for refusal in msg.Refusal:
        assert f"| `{refusal.value}` |" in DOC, refusal


@pytest.mark.parametrize(
    ("frame", "why"),
    [
        ("", "not JSON"),
        ("{", "not JSON"),
        ("[" * 100_000, "at most"),
        ("[1]", "a JSON object"),
        ('{"type": 3}', "unknown type"),
        ('{"version": 1}', "unknown type"),
        ('{"type": "hello"}', "missing field 'version'"),
        ('{"type": "hello", "version": 1, "extra": 0}', "unknown field 'extra'"),
        ('{"type": "hello", "version": "1"}', "whole number"),
        ('{"type": "hello", "version": -1}', "whole number"),
        ('{"type": "hello", "version": 1.0}', "whole number"),
        ('{"type": "hello", "version": true}', "whole number"),
        ('{"type": "hello", "version": 1e400}', "whole number"),
        ('{"type": "join", "code": null}', "a text of at most"),
        ('{"type": "join", "code": "' + "K" * 401 + '"}', "a text of at most"),
        (
            '{"type": "host", "rules": "sija", "size": 7, "colour": "red", "think_time_s": 0}',
            "one of",
        ),
        ('{"type": "welcome", "version": 1, "server": "x"}', "unknown type"),
    ],
)
def test_the_decoder_refuses_with_a_reason(frame, why):
    with pytest.raises(msg.MessageError, match=why) as refused:
        msg.decode_client(frame)
    expected = msg.Refusal.OVERSIZED if why == "at most" else msg.Refusal.MALFORMED
    assert refused.value.refusal is expected


def test_binary_and_oversized_frames_are_refused():
    with pytest.raises(msg.MessageError) as binary:
        msg.decode_client(b'{"type":"hello","version":1}')
    assert binary.value.refusal is msg.Refusal.MALFORMED
    wide = '{"type":"join","code":"' + "é" * 600 + '"}'  # under the cap in characters only
    with pytest.raises(msg.MessageError) as oversized:
        msg.decode_client(wide)
    assert oversized.value.refusal is msg.Refusal.OVERSIZED


def test_a_code_is_read_aloud_and_typed_back_loosely():
    code = new_code()
    groups = code.split("-")
    assert [len(group) for group in groups] == [4, 4, 4]
    assert all(ch in CODE_ALPHABET for ch in "".join(groups))
    assert normal_code(code.lower().replace("-", " ")) == code
    assert not set("0O1IL5S2Z8BUV") & set(CODE_ALPHABET)
    with pytest.raises(CodeError, match="no code holds 'O'"):
        normal_code("OOOO-OOOO-OOOO")
    with pytest.raises(CodeError, match="12 letters"):
        normal_code("ABC")
