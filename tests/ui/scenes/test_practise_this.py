"""Practice after every game, with real posted events: a won rated game's result card offers
"Practise this" once its background review has judged the person's worst moment, and a click
plays that moment as a challenge that names the game and move it came from; the review's
"Play it now" does the same for the action shown."""

import pytest

from seega.challenges.practice import GameSource
from seega.core import parse_action, parse_position
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import LANGUAGES, tr
from seega.review.analysis import ReviewSettings
from seega.storage.persistence import Storage
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes import game_over
from seega.ui.scenes.challenge import ChallengeScene
from seega.ui.scenes.game_over import GameOverScene

# _widget_problems: one widget's overflow, as overflows() checks a scene's menu.
from tests.ui.scenes.fitting import _widget_problems, overflows
from tests.ui.scenes.game_helpers import (
    board_settled,
    chooser_of,
    play_by_clicks,
    post_click,
    wait_until,
)
from tests.ui.scenes.typical_review import BLUNDER, review_after_the_blunder

# Light's a5-b5 would take Dark's last piece (c5, between b5 and d5) at once; the person plays
# a1-a2 instead, Dark steps c5-b5 and d5-c5 takes it (b5 between a5 and c5): a win with a
# moment where a stronger action existed.
ONE_AWAY = "standard 5 W.BW./...../...../...../W.... w move 0 0 0"
PERSON = ("a1-a2", "d5-c5")
DARK_STEP = "c5-b5"


@pytest.fixture
def card(harness, monkeypatch):
    """The result card of the person's win against easy, counted and kept."""
    monkeypatch.setattr(game_over, "AFTER_GAME_REVIEW", ReviewSettings(3, None))
    thinker = InlineThinker(chooser_of(DARK_STEP))
    harness.context.computer.use(thinker, delay_ms=0)
    seats = (Seat.human(), Seat.computer("easy"))
    start = parse_position(ONE_AWAY)
    match = Match.new("standard", 5, seats, thinker, start=start, computer_delay_ms=0)
    board = BoardScene(harness.context, match, saving=True)
    harness.start(board)
    for text in PERSON:
        wait_until(harness, lambda: board_settled(board))
        play_by_clicks(harness, board, parse_action(text, 5))
    wait_until(harness, lambda: isinstance(harness.top, GameOverScene))
    scene = harness.top
    assert match.state.outcome.winner == 1 and scene.rating is not None
    return scene


def test_a_won_games_card_offers_practise_this_once_the_moment_is_judged(harness, card):
    button = card.practise_button
    assert button is not None and button.text == tr("button.practise_this")
    wait_until(harness, lambda: button.enabled)
    worst = card.after.worst
    assert worst is not None and worst.judged.index == 0  # a1-a2, where a5-b5 won at once
    assert button in card.menu.widgets and button.rect.colliderect(card.panel())


def test_practise_this_plays_the_moment_as_a_challenge_naming_its_game(harness, card):
    wait_until(harness, lambda: card.practise_button.enabled)
    post_click(card.practise_button.rect.center)
    wait_until(harness, lambda: isinstance(harness.top, ChallengeScene))
    challenge = harness.top
    assert challenge.referee.start == parse_position(ONE_AWAY)
    source = GameSource.parse(challenge.referee.challenge.source)
    assert source is not None and (source.opponent, source.turn) == ("easy", 1)
    origin = tr(
        "challenge.from_game", date=source.played_on.isoformat(), opponent=tr("level.easy"), turn=1
    )
    assert origin in challenge.referee.plaque().goal.split("\n")
    kept = Storage(harness.context.storage.directory).load_practice().value
    assert [c.id for c in kept] == [challenge.referee.challenge.id]


def test_play_it_now_plays_the_action_shown_from_the_review(harness, monkeypatch):
    scene = review_after_the_blunder(harness, monkeypatch, ("human", "computer hard"))
    play_it = scene.buttons.widgets[5]
    assert play_it.text == tr("button.play_it_now")
    scene.go_to(BLUNDER + 1)  # Dark's answer: not the person's
    harness.frames(1)
    assert not play_it.enabled
    scene.go_to(BLUNDER)
    harness.frames(1)
    assert play_it.enabled
    post_click(play_it.rect.center)
    wait_until(harness, lambda: harness.top is not scene)
    played = harness.top
    assert isinstance(played, ChallengeScene)
    assert played.referee.start == scene.session.line.played_at(BLUNDER).before


def test_the_card_with_practise_this_fits_in_every_language_and_text_size(harness, card):
    problems = []
    for language in LANGUAGES:
        for larger in (False, True):
            harness.context.change_settings(language=language, larger_text=larger)
            card._relayout()  # private: the card lays out its words once, in the language then
            problems += [f"{language} {larger}: {p}" for p in overflows(card)]
    assert problems == []


def test_the_review_row_with_play_it_now_fits_in_every_language(harness, monkeypatch):
    scene = review_after_the_blunder(harness, monkeypatch, ("human", "computer hard"))
    problems = []
    for language in LANGUAGES:
        harness.context.change_settings(language=language)
        scene._build_buttons()  # private: the row is labelled once, in the language then
        for button in scene.buttons.widgets:
            problems += [f"{language}: {p}" for p in _widget_problems(button)]
    assert problems == []
