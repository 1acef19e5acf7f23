"""The board's offers without a window: the commands the panel offers follow the rule set and
the turn, and each is enabled only when it applies."""

from seega.core import parse_action, parse_position
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.coach import Command, PlainGame
from seega.play.offers import offers
from seega.play.session import TurnSession
from tests.play.turns import Table, first_legal

PLACING = "standard 5 ...../...../...../...../..... w place 12 12 0"
QUIET = "standard 5 ....B/...../...../.W.../W.... w move 0 0 0"
CHAIN = "traditional 5 ....B/WW.../BB.../...../W.... w move 0 0 0"  # a1-a2, then a2-b2


def session_at(position):
    start = parse_position(position)
    seats = (Seat.human(), Seat.computer("easy"))
    match = Match.new(start.rules.name, start.size, seats, InlineThinker(first_legal), start=start)
    return TurnSession(match, Table(), PlainGame(), saving=False)


def offered(session):
    return {offer.command: offer.enabled for offer in offers(session)}


def test_placement_offers_to_place_the_rest_and_movement_does_not():
    placing = offered(session_at(PLACING))
    assert list(placing) == [
        Command.HINT,
        Command.UNDO,
        Command.REDO,
        Command.PLACE_REST,
        Command.MENU,
    ]
    assert placing[Command.PLACE_REST] and placing[Command.HINT] and not placing[Command.UNDO]
    assert Command.PLACE_REST not in offered(session_at(QUIET))


def test_end_is_offered_where_captures_chain_and_enabled_only_mid_chain():
    session = session_at(CHAIN)
    assert offered(session)[Command.END_TURN] is False
    session.try_action(parse_action("a1-a2", 5))
    assert offered(session)[Command.END_TURN] is True
    assert Command.END_TURN not in offered(session_at(QUIET))  # standard rules never chain


def test_picking_a_ransom_offers_to_cancel_it():
    session = session_at(QUIET)
    session.start_ransom()
    labels = {offer.command: offer.label for offer in offers(session)}
    assert labels[Command.CANCEL] == tr("button.cancel")
    session.cancel_ransom()
    assert Command.CANCEL not in offered(session)
