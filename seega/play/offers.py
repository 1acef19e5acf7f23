"""Which of the board's commands the panel offers now, and whether each applies: read off the
rule set, the turn's mode and the legal actions (the board's buttons; a coach may change
them). No pygame here: the view lays the offers out as buttons."""

from __future__ import annotations

from dataclasses import dataclass

from seega.core import PLACEMENT, Action
from seega.core import actions as act
from seega.core.rulesets import Chain
from seega.i18n import tr
from seega.play.coach import Command
from seega.play.session import TurnSession


@dataclass(frozen=True)
class Offer:
    """A command the panel offers: its label, and whether it applies now."""

    command: Command
    label: str
    enabled: bool


def offers(session: TurnSession) -> tuple[Offer, ...]:
    """The board's own commands for the panel, those the rule set has, in order: hint, undo,
    redo, replay; in placement place-the-rest, while a ransom is picked cancel, where captures chain
    end; where a game may end by agreement the offer; the menu."""
    match = session.match
    legal = match.legal_actions() if session.accepting() else ()
    state = match.state
    found = [
        Offer(Command.HINT, tr("button.hint"), match.human_to_act and session.hint is None),
        Offer(Command.UNDO, tr("button.undo"), match.can_undo),
        Offer(Command.REDO, tr("button.redo"), match.can_redo),
        Offer(Command.REPLAY, tr("button.replay"), session.can_replay),
    ]
    if state.phase == PLACEMENT and any(seat.is_here for seat in match.seats):
        # Chains and offers come with movement: in placement, the place-the-rest button.
        hand_over = bool(legal) and match.can_place_rest_for(state.to_move)
        found.append(Offer(Command.PLACE_REST, tr("button.place_rest"), hand_over))
    elif session.picking_ransom:
        found.append(Offer(Command.CANCEL, tr("button.cancel"), True))
    elif state.rules.chain is not Chain.NONE:
        found.append(Offer(Command.END_TURN, tr("button.end_turn"), Action(act.END) in legal))
    if state.rules.end_by_agreement and state.phase != PLACEMENT:
        offer = Action(act.OFFER) in legal
        found.append(Offer(Command.OFFER_END, tr("button.offer_end"), offer))
    found.append(Offer(Command.MENU, tr("button.menu"), True))
    return tuple(found)
