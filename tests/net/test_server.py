"""The server as the referee, with headless players on loopback: whole games in every rule set,
every refusal, a drop and a return within and after the grace period, a restart on the same
database, and the think time run out on the server's injected clock."""

from __future__ import annotations

import random
import sqlite3

import pytest

from seega.core import RULESETS, WHITE
from seega.core.line import GameLine
from seega.core.record import parse_record
from seega.net import messages as msg
from seega.net.codes import INVITATION_MS
from seega.net.referee import GRACE_MS
from seega.net.server import Limits
from tests.net.players import (
    FakeClock,
    Player,
    hosted,
    play_one,
    running_server,
    scripted_action,
    started,
    url_of,
)

# A scripted game is cut short after this many actions (each rule set's stall limit ends most
# random games well before; the cut keeps the test's time bounded).
MAX_SCRIPTED_ACTIONS = 250


def white_places_twice(white: Player, black: Player) -> None:
    """White's first turn (two placements on every rule set): then Black is to act."""
    for text in ("@a1", "@b1"):
        white.play(text)
        white.expect(msg.Played)
        black.expect(msg.Played)


def mover_of(white: Player, black: Player) -> tuple[Player, Player]:
    assert white.state is not None
    return (white, black) if white.state.to_move == WHITE else (black, white)


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_a_whole_game_is_refereed_and_both_players_get_its_record(tmp_path, rules):
    clock = FakeClock()
    rng = random.Random(rules)
    size = RULESETS[rules].default_size
    with running_server(tmp_path / "games.sqlite3", clock) as server:
        white, black = started(url_of(server), rules, size, 60 if rules == "sija" else 0)
        line = GameLine.starting_at(white.state)
        ended = None
        for _ in range(MAX_SCRIPTED_ACTIONS):
            mover, other = mover_of(white, black)
            action = scripted_action(mover.state, rng)
            news = play_one(mover, other, action)
            line.play(action)
            assert mover.state == other.state == line.state
            if len(news) == 2:
                ended = news[1]
                break
        if ended is None:  # a long random game: the one still to act gives up
            mover, other = mover_of(white, black)
            mover.send(msg.Resign(mover.game))
            mover.expect(msg.Played)
            ended = mover.expect(msg.Ended)
            line.play(parse_record(ended.record).actions[-1])
        assert isinstance(ended, msg.Ended)
        record = parse_record(ended.record)
        assert record.rules == rules and record.actions == tuple(line.played)
        assert record.outcome == line.state.outcome
        assert ended.result == line.state.outcome.result


def test_an_illegal_action_is_refused_and_the_game_goes_on(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        white.play("c3-c4")  # a step during placement
        assert white.refused() is msg.Refusal.ILLEGAL
        white.play("@c3")  # the centre stays empty in placement
        assert white.refused() is msg.Refusal.ILLEGAL
        white.play("zz9")
        assert white.refused() is msg.Refusal.NOTATION
        white.play("timeout")
        assert white.refused() is msg.Refusal.ILLEGAL
        white.play("@a1")
        white.expect(msg.Played)
        black.expect(msg.Played)


def test_an_action_out_of_turn_or_for_another_position_is_refused(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        black.play("@a1")
        assert black.refused() is msg.Refusal.OUT_OF_TURN
        white.send(msg.Play(white.game, 5, "@a1"))
        assert white.refused() is msg.Refusal.STALE
        white.play("@a1")
        white.expect(msg.Played)
        black.expect(msg.Played)


def test_a_frame_for_another_game_or_before_any_game_is_refused(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        other_white, _ = started(url_of(server))
        white.send(msg.Play(other_white.game, 0, "@a1"))
        assert white.refused() is msg.Refusal.WRONG_GAME
        stranger = Player(url_of(server))
        stranger.send(msg.Play(white.game, 0, "@a1"))
        assert stranger.refused() is msg.Refusal.NOT_IN_GAME
        stranger.send(msg.Join("KKKK-KKKK-KKKK"))
        assert stranger.refused() is msg.Refusal.UNKNOWN_CODE
        white.send(msg.Host("standard", 5, msg.Colour.WHITE, 0))
        assert white.refused() is msg.Refusal.ALREADY_IN_GAME
        white.play("@a1")  # the game was never touched
        white.expect(msg.Played)


def test_a_code_is_taken_once_and_expires(tmp_path):
    clock = FakeClock()
    with running_server(tmp_path / "g.sqlite3", clock) as server:
        host, code = hosted(url_of(server))
        guest = Player(url_of(server))
        guest.send(msg.Join(code.lower().replace("-", " ")))
        guest.expect(msg.Game)
        late = Player(url_of(server))
        late.send(msg.Join(code))
        assert late.refused() is msg.Refusal.UNKNOWN_CODE
        lonely, lonely_code = hosted(url_of(server))
        clock.advance(INVITATION_MS)
        server.call(server.server.hub.sweep)
        expired = lonely.expect(msg.Refused)
        assert (expired.reason, expired.about) == (msg.Refusal.UNKNOWN_CODE, "host")
        lonely.send(msg.Resume(lonely.token))
        assert lonely.refused() is msg.Refusal.UNKNOWN_TOKEN
        late.send(msg.Join(lonely_code))
        assert late.refused() is msg.Refusal.UNKNOWN_CODE


@pytest.mark.parametrize(
    "frame",
    [
        "not json",
        "[1, 2]",
        '{"type": "teleport"}',
        '{"type": "play", "game": "x"}',
        '{"type": "play", "game": "x", "ply": "one", "action": "@a1"}',
        '{"type": "host", "rules": "standard", "size": 5, "colour": "red", "think_time_s": 0}',
        b"\x00\x01binary",
    ],
)
def test_a_malformed_frame_is_refused_and_the_connection_goes_on(tmp_path, frame):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        white.send_raw(frame)
        assert white.refused() is msg.Refusal.MALFORMED
        white.play("@a1")
        white.expect(msg.Played)
        black.expect(msg.Played)


def test_hello_comes_first_and_in_this_version(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        early = Player(url_of(server), hello=False)
        early.send(msg.Host("standard", 5, msg.Colour.WHITE, 0))
        assert early.refused() is msg.Refusal.HELLO_FIRST
        future = Player(url_of(server), hello=False)
        future.send(msg.Hello(msg.PROTOCOL_VERSION + 1))
        assert future.refused() is msg.Refusal.VERSION


def test_a_bad_offer_is_refused(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        host = Player(url_of(server))
        for offer in (
            msg.Host("chess", 8, msg.Colour.WHITE, 0),
            msg.Host("sija", 5, msg.Colour.WHITE, 60),
            msg.Host("sija", 7, msg.Colour.WHITE, 45),
            msg.Host("standard", 5, msg.Colour.WHITE, 60),
        ):
            host.send(offer)
            assert host.refused() is msg.Refusal.BAD_OFFER


def test_an_oversized_frame_closes_only_its_connection(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        attacker = Player(url_of(server))
        attacker.send_raw("x" * (msg.MAX_CLIENT_FRAME_BYTES + 1))
        with pytest.raises(Exception) as closed:
            attacker.receive()
        assert "1009" in str(closed.value)
        white.play("@a1")
        white.expect(msg.Played)
        black.expect(msg.Played)


def test_a_flood_is_refused_and_closed_and_harms_no_game(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock(), Limits(10, 30)) as server:
        white, black = started(url_of(server))
        flooder = Player(url_of(server))
        for _ in range(200):
            try:
                flooder.send(msg.Hello(msg.PROTOCOL_VERSION))
            except Exception:
                break
        reasons = []
        with pytest.raises(Exception) as closed:
            while True:
                message = flooder.receive()
                if isinstance(message, msg.Refused):
                    reasons.append(message.reason)
        assert reasons == [msg.Refusal.FLOODING]
        assert "1008" in str(closed.value)
        white.play("@a1")
        white.expect(msg.Played)
        black.expect(msg.Played)


def test_a_second_connection_of_a_seat_supersedes_the_first(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        again = Player(url_of(server))
        again.send(msg.Resume(white.token))
        again.expect(msg.Game)
        assert white.refused() is msg.Refusal.SUPERSEDED
        stale = Player(url_of(server))
        stale.send(msg.Resume("not-a-token"))
        assert stale.refused() is msg.Refusal.UNKNOWN_TOKEN
        assert black.expect(msg.Opponent).presence is msg.Presence.HERE
        again.play("@a1")
        again.expect(msg.Played)
        black.expect(msg.Played)


def test_a_dropped_player_resumes_within_the_grace_period(tmp_path):
    clock = FakeClock()
    with running_server(tmp_path / "g.sqlite3", clock) as server:
        white, black = started(url_of(server))
        white_places_twice(white, black)
        black.close()
        away = white.expect(msg.Opponent)
        assert away.presence is msg.Presence.AWAY and away.grace_ms == GRACE_MS
        clock.advance(GRACE_MS - 1000)
        server.call(server.server.hub.sweep)
        white.send(msg.Claim(white.game))
        assert white.refused() is msg.Refusal.NOT_CLAIMABLE
        back = Player(url_of(server))
        back.send(msg.Resume(black.token))
        game = back.expect(msg.Game)
        assert game.actions == ("@a1", "@b1") and game.opponent is msg.Presence.HERE
        assert white.expect(msg.Opponent).presence is msg.Presence.HERE
        back.play("@e5")
        back.expect(msg.Played)
        white.expect(msg.Played)


def test_after_the_grace_period_the_player_who_stayed_may_claim(tmp_path):
    clock = FakeClock()
    with running_server(tmp_path / "g.sqlite3", clock) as server:
        white, black = started(url_of(server))
        white_places_twice(white, black)
        black.close()
        white.expect(msg.Opponent)
        clock.advance(GRACE_MS)
        server.call(server.server.hub.sweep)
        told = white.expect(msg.Opponent)
        assert told.presence is msg.Presence.AWAY and told.grace_ms == 0 and told.claimable
        white.send(msg.Claim(white.game))
        white.expect(msg.Played)
        ended = white.expect(msg.Ended)
        assert (ended.result, ended.reason) == ("white", "resign")
        assert parse_record(ended.record).outcome.winner == WHITE


def test_a_server_restart_resumes_every_game_from_the_database(tmp_path):
    clock = FakeClock()
    database = tmp_path / "games.sqlite3"
    rng = random.Random(3)
    with running_server(database, clock) as server:
        white, black = started(url_of(server), "sija", 7, 60)
        for _ in range(30):
            mover, other = mover_of(white, black)
            play_one(mover, other, scripted_action(mover.state, rng))
        host, code = hosted(url_of(server))
        state, tokens = white.state, (white.token, black.token)
    with running_server(database, clock) as server:
        again_white, again_black = Player(url_of(server)), Player(url_of(server))
        again_white.send(msg.Resume(tokens[0]))
        game = again_white.expect(msg.Game)
        assert len(game.actions) == 30 and game.think_time_s == 60
        assert game.opponent is msg.Presence.AWAY
        again_black.send(msg.Resume(tokens[1]))
        again_black.expect(msg.Game)
        assert again_white.expect(msg.Opponent).presence is msg.Presence.HERE
        assert again_white.state == state == again_black.state
        mover, other = mover_of(again_white, again_black)
        play_one(mover, other, scripted_action(mover.state, rng))
        guest = Player(url_of(server))
        guest.send(msg.Join(code))
        guest.expect(msg.Game)


def test_a_game_the_database_cannot_replay_is_set_aside_and_the_others_resume(tmp_path):
    clock = FakeClock()
    database = tmp_path / "games.sqlite3"
    with running_server(database, clock) as server:
        spoiled, _ = started(url_of(server))
        kept, _ = started(url_of(server))
        for player in (spoiled, kept):
            player.play("@a1")
            player.expect(msg.Played)
    with sqlite3.connect(database) as db:
        db.execute("UPDATE actions SET action = 'c3-c4' WHERE game = ?", (spoiled.game,))
    with running_server(database, clock) as server:
        again = Player(url_of(server))
        again.send(msg.Resume(spoiled.token))
        assert again.refused() is msg.Refusal.UNKNOWN_TOKEN
        again.send(msg.Resume(kept.token))
        assert again.expect(msg.Game).actions == ("@a1",)


def test_the_think_time_runs_out_on_the_servers_clock(tmp_path):
    clock = FakeClock()
    rng = random.Random(5)
    with running_server(tmp_path / "g.sqlite3", clock) as server:
        white, black = started(url_of(server), "sija", 7, 30)
        while white.state.phase.value == "place":
            mover, other = mover_of(white, black)
            play_one(mover, other, scripted_action(mover.state, rng))
        mover, other = mover_of(white, black)
        clock.advance(29_999)
        server.call(server.server.hub.sweep)
        mover, other = mover_of(white, black)
        play_one(mover, other, scripted_action(mover.state, rng))
        late, waiting = mover_of(white, black)
        clock.advance(30_000)
        server.call(server.server.hub.sweep)
        timeout = late.expect(msg.Played)
        assert timeout.action == "timeout" and timeout.clock_ms is None
        ended = late.expect(msg.Ended)
        assert ended.reason == "timeout" and ended.result == waiting.side
        waiting.expect(msg.Played)
        waiting.expect(msg.Ended)


def test_a_rematch_swaps_the_colours(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        white.send(msg.Resign(white.game))
        white.expect(msg.Played)
        white.expect(msg.Ended)
        black.expect(msg.Played)
        black.expect(msg.Ended)
        black.send(msg.Rematch(black.game))
        white.expect(msg.RematchAsked)
        white.send(msg.Rematch(white.game))
        first, second = white.expect(msg.Game), black.expect(msg.Game)
        assert (first.side, second.side) == ("black", "white")
        assert first.game == second.game and first.actions == ()
        black.play("@a1")
        black.expect(msg.Played)
        white.expect(msg.Played)


def test_a_resignation_out_of_turn_is_played_on_the_resigners_turn(tmp_path):
    with running_server(tmp_path / "g.sqlite3", FakeClock()) as server:
        white, black = started(url_of(server))
        black.send(msg.Resign(black.game))
        white.play("@a1")
        white.expect(msg.Played)
        white.play("@b1")
        white.expect(msg.Played)
        resigned = white.expect(msg.Played)
        assert resigned.action == "resign"
        ended = white.expect(msg.Ended)
        assert (ended.result, ended.reason) == ("white", "resign")
        assert [black.expect(msg.Played).ply for _ in range(3)] == [0, 1, 2]
