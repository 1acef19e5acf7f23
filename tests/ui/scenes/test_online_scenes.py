"""A person on another computer, by posted events: New game's Host and Join, and the online
board, over a fake network whose line records what is sent and hands the scenes the client's
events the test queues."""

from dataclasses import replace

import pygame
import pytest

from seega.core import BLACK, WHITE, parse_action, ruleset
from seega.core.state import new_game
from seega.i18n import tr
from seega.net.events import ActionPlayed, GameShown, Invitation, OpponentChanged, Refused
from seega.net.lan import LanOffer
from seega.net.messages import Colour, Presence
from seega.net.messages import Refusal as NetRefusal
from seega.storage.online import KeptSeat
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.online_game import OnlineGameScene
from seega.ui.scenes.online_lobby import HostScene, JoinScene
from seega.ui.scenes.pause import PauseScene
from seega.ui.services.online import Connection
from tests.ui.scenes.game_helpers import (
    first_legal,
    post_click,
    quick_computer,
    wait_until,
    widget_centre,
)
from tests.ui.scenes.test_game_flow import cycle_to, open_new_game

NEARBY_CODE = "C4DE-F6GH-J7KM"
NEARBY = LanOffer("Ama", "Ama", ruleset("standard"), 5, "192.0.2.7", 8765, NEARBY_CODE)


class FakeLine:
    def __init__(self, url="ws://192.0.2.7:8765", token=None):
        self.url = url
        self.token = token
        self.sent = []
        self.queued = []
        self.closed = False

    def host(self, offer):
        self.sent.append(("host", offer))

    def join(self, code):
        self.sent.append(("join", code))

    def play(self, action_text):
        self.sent.append(("play", action_text))

    def resign(self):
        self.sent.append(("resign",))

    def claim(self):
        self.sent.append(("claim",))

    def rematch(self):
        self.sent.append(("rematch",))

    def events(self):
        found, self.queued = self.queued, []
        return found

    def close(self):
        self.closed = True


class FakeServed:
    def __init__(self):
        self.advertised = []
        self.stopped = False
        self.withdrawn = False

    def advertise(self, code):
        self.advertised.append(code)

    def withdraw(self):
        self.withdrawn = True

    def address(self):
        return "192.0.2.1:8765"

    def stop(self):
        self.stopped = True


class FakeNearby:
    def __init__(self, offers):
        self.shown = offers
        self.closed = False

    def offers(self):
        return list(self.shown)

    def close(self):
        self.closed = True


class FakeNetwork:
    def __init__(self, offers=()):
        self.lines = []
        self.calls = []
        self.served = FakeServed()
        self.browser = FakeNearby(list(offers))

    def host(self, offer, server):
        self.calls.append(("host", server))
        line = FakeLine()
        line.host(offer)
        self.lines.append(line)
        return Connection(line, self.served)

    def join(self, url, code):
        self.calls.append(("join", url, code))
        line = FakeLine()
        line.join(code)
        self.lines.append(line)
        return Connection(line)

    def nearby(self):
        return self.browser

    def resume(self, url, token):
        self.calls.append(("resume", url, token))
        line = FakeLine(url, token)
        self.lines.append(line)
        return Connection(line)


def game(side, actions=(), name="g1", opponent=Presence.HERE):
    start = new_game("standard", 5)
    parsed = tuple(parse_action(text, 5) for text in actions)
    return GameShown(name, side, start, parsed, 0, None, opponent, 0)


@pytest.fixture
def network(harness):
    harness.context.network = FakeNetwork([NEARBY])
    with quick_computer(harness.context, first_legal):
        yield harness.context.network


def online_new_game(harness):
    new = open_new_game(harness)
    cycle_to(harness, new, tr("newgame.opponent"), tr("newgame.online"))
    return new


def test_host_offers_the_chosen_game_shows_the_code_and_starts_when_the_guest_comes(
    harness, network
):
    new = online_new_game(harness)
    cycle_to(harness, new, tr("newgame.colour"), tr("side.dark"))
    harness.click(widget_centre(new.menu, tr("newgame.host")))
    host = harness.top
    assert isinstance(host, HostScene)
    [line] = network.lines
    [(_, offer)] = line.sent
    assert offer.rules.name == "standard" and offer.colour is Colour.BLACK
    assert network.calls == [("host", "")]  # no server set: served here, for this network
    assert harness.context.storage.saves.slots() == []  # an online game keeps no save here
    line.queued = [Invitation("K7QM-3XPA-TR9D", 900_000)]
    harness.frames(2)
    texts = [box.text for box in host.text_boxes()]
    assert "K7QM-3XPA-TR9D" in texts
    assert tr("online.address", address="192.0.2.1:8765") in texts
    assert network.served.advertised == ["K7QM-3XPA-TR9D"]
    line.queued = [game(BLACK, opponent=Presence.WAITING)]  # shown before the guest comes
    harness.frames(2)
    assert harness.top is host
    line.queued = [OpponentChanged(Presence.HERE, 0, claimable=False)]
    harness.frames(2)
    assert isinstance(harness.top, OnlineGameScene)
    assert not line.closed  # the game goes on over the same connection
    assert network.served.withdrawn and not network.served.stopped


def test_back_from_the_invitation_closes_the_connection(harness, network):
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.host")))
    harness.key(pygame.K_ESCAPE)
    assert network.lines[0].closed and network.served.stopped
    assert not isinstance(harness.top, HostScene)


def test_join_lists_the_games_offered_nearby_and_joins_one_by_a_click(harness, network):
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    join = harness.top
    assert isinstance(join, JoinScene)
    harness.frames(2)
    label = tr("online.offer", host="Ama", rules=tr("rules.standard.name"), size=5)
    harness.click(widget_centre(join.menu, label))
    assert network.calls == [("join", "ws://192.0.2.7:8765", NEARBY_CODE)]
    network.lines[0].queued = [game(WHITE)]
    harness.frames(2)
    assert isinstance(harness.top, OnlineGameScene)
    assert network.browser.closed


def test_a_typed_code_of_a_game_offered_nearby_joins_it(harness, network):
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    harness.frames(2)
    for text in "c4de f6gh j7km":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    harness.key(pygame.K_RETURN)
    assert network.calls == [("join", "ws://192.0.2.7:8765", NEARBY_CODE)]


def test_join_by_a_typed_address_and_code_with_the_keyboard(harness, network):
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    for text in "192.0.2.9:8765 k7qm-3xpa-tr9d":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    harness.key(pygame.K_RETURN)
    assert network.calls == [("join", "ws://192.0.2.9:8765", "K7QM-3XPA-TR9D")]


def test_a_typed_code_without_a_server_or_a_game_nearby_is_explained(harness, network):
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    for text in "K7QM3XPATR9D":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    harness.key(pygame.K_RETURN)
    assert network.calls == []
    assert tr("online.typed_unknown") in [box.text for box in harness.top.text_boxes()]


def open_online_board(harness, network, side):
    harness.context.settings = replace(harness.context.settings, animation_speed="fast")
    connection = network.join("ws://192.0.2.7:8765", "K7QM-3XPA-TR9D")
    scene = harness.context.routes.online_game(connection, game(side))
    harness.start(scene)
    harness.frames(2)
    return scene, network.lines[-1]


def test_on_the_online_board_the_person_plays_by_clicks_and_the_opponent_arrives(harness, network):
    scene, line = open_online_board(harness, network, WHITE)
    board = scene.board
    post_click(board.view.layout.cell_center(parse_action("@a1", 5).cells[0]))
    harness.frames(1)
    assert line.sent[-1] == ("play", "@a1")
    post_click(board.view.layout.cell_center(parse_action("@b1", 5).cells[0]))
    wait_until(harness, lambda: not board.busy(board.now))
    assert line.sent[-1] == ("play", "@a1")  # sent once the server has confirmed @a1
    state = new_game("standard", 5)
    line.queued = [ActionPlayed(0, parse_action("@a1", 5), state, None)]
    harness.frames(1)
    assert line.sent[-1] == ("play", "@b1")
    assert board.panel_model().turn == tr("hud.turn.remote")
    line.queued = [ActionPlayed(1, parse_action("@b1", 5), state, None)]
    line.queued += [ActionPlayed(2, parse_action("@e5", 5), state, None)]
    wait_until(harness, lambda: len(board.match.played) == 3)
    assert [a.notation(5) for a in board.match.played] == ["@a1", "@b1", "@e5"]
    labels = [button.text for button in board.buttons.widgets]
    assert tr("online.no_undo") in labels and tr("button.undo") not in labels


def test_resigning_from_the_pause_menu_ends_the_game_and_rematch_asks_the_server(harness, network):
    scene, line = open_online_board(harness, network, WHITE)
    harness.key(pygame.K_ESCAPE)
    pause = harness.top
    assert isinstance(pause, PauseScene)
    pause.resign()
    harness.frames(2)
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    assert ("resign",) in line.sent
    over = harness.top
    labels = [getattr(button, "text", "") for button in over.menu.widgets]
    assert tr("button.play_again") not in labels
    wait_until(harness, lambda: over.elapsed_ms > 600)
    harness.click(widget_centre(over.menu, tr("button.rematch")))
    assert line.sent[-1] == ("rematch",)
    assert harness.top is scene
    assert harness.context.storage.load_seat().value is None  # the game ended: no seat kept
    line.queued = [game(BLACK, name="g2")]
    harness.frames(2)
    assert scene.board.match.seat(BLACK).is_here and not scene.board.match.is_over
    kept = list((harness.context.storage.directory / "games").iterdir())
    assert len(kept) == 1  # the finished game is in Past games


def test_the_seat_is_kept_while_the_game_goes_on_and_join_takes_it_back(harness, network):
    scene, line = open_online_board(harness, network, WHITE)
    line.token = "seat-token-1"
    harness.frames(2)
    kept = harness.context.storage.load_seat().value
    assert kept == KeptSeat("ws://192.0.2.7:8765", "seat-token-1")
    harness.start(harness.context.routes.title())  # the window opened again, as it were
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    harness.click(widget_centre(harness.top.menu, tr("online.resume")))
    assert network.calls[-1] == ("resume", "ws://192.0.2.7:8765", "seat-token-1")
    network.lines[-1].queued = [game(WHITE, ("@a1",))]
    harness.frames(2)
    assert isinstance(harness.top, OnlineGameScene)
    assert [a.notation(5) for a in harness.top.board.match.played] == ["@a1"]


def test_a_kept_seat_the_server_no_longer_knows_is_forgotten(harness, network):
    harness.context.storage.save_seat(KeptSeat("ws://192.0.2.7:8765", "old-token"))
    new = online_new_game(harness)
    harness.click(widget_centre(new.menu, tr("newgame.join")))
    join = harness.top
    harness.click(widget_centre(join.menu, tr("online.resume")))
    network.lines[-1].queued = [Refused(NetRefusal.UNKNOWN_TOKEN, "no game has this token")]
    harness.frames(2)
    assert harness.context.storage.load_seat().value is None
    labels = [getattr(button, "text", "") for button in join.menu.widgets]
    assert tr("online.resume") not in labels
    assert tr("online.refused", reason="no game has this token") in [
        box.text for box in join.text_boxes()
    ]
