"""The words of sides and counts: the person's side has one name, counts say whose, no
statistics jargon."""

import pytest

from seega.core import BLACK, WHITE
from seega.core.rulesets import RULESETS
from seega.core.state import Event, EventKind
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import LANGUAGES, tr
from seega.play import narration


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_persons_card_names_the_side_the_notices_speak_of(harness, language):
    """The panel said 'You' and the pass card 'Light cannot move': now the card says both."""
    harness.context.change_settings(language=language)
    for person in (WHITE, BLACK):
        seats = (Seat.human(), Seat.computer("easy"))
        if person == BLACK:
            seats = seats[::-1]
        match = Match.new(RULESETS["standard"], 5, seats, InlineThinker())
        name = narration.player_name(match, person)
        _, notice = narration.notice_for(match, Event(EventKind.PASSED, person))
        side = narration.side_word(person)
        assert side in name and tr("side.light" if person == BLACK else "side.dark") not in name
        assert side.casefold() in notice.casefold()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rating_note_speaks_without_odds(harness, language):
    harness.context.change_settings(language=language)
    assert "19" not in tr("stats.rating_note", beginner=0, low=1, high=2)


def test_a_cards_count_of_pieces_says_the_player_took_them():
    """'Taken: 3' read as taken from this player as easily as by them."""
    assert tr("hud.captured", count=3) == "Took: 3"
