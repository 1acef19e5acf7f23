"""A challenge's referee and a game stage's coach without a window: the referee follows the
solution tree, scripts the defence, ends a try solved or failed with its sound and result
card, starts a new try and shows the tree's next action as a hint; a won game stage is
reported with its stars."""

from seega.challenges.journey import Stage, StageResult
from seega.core import parse_action, parse_position
from seega.core.rulesets import RULESETS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.coach import Command
from seega.play.picture import hud_model
from seega.play.referee import Choice, JourneyGame, Referee, Status
from seega.play.session import Mode, TurnSession
from seega.storage.catalogue import CHALLENGES_DIR, load_challenge
from tests.play.turns import Table, first_legal, quick_pace, run

# Light takes one in one move: c1-c2 takes b2, the tree's one answer of seven legal steps.
CHALLENGE = load_challenge(CHALLENGES_DIR / "standard-5-capture-0.json")
STAGE = Stage(CHALLENGE.id, "first", "standard", 5, par=1, challenge=CHALLENGE)
SOLUTION = "c1-c2"


def refereed():
    table, reported, left = Table(), [], []
    computer = InlineThinker(first_legal)  # the real computer, shared by every try
    referee = Referee(
        STAGE,
        quick_pace(),
        lambda: computer,
        reported.append,
        lambda: left.append(True),
    )
    session = TurnSession(referee.new_match(), table, referee, saving=False)
    return referee, session, table, reported, left


def play(session, *words):
    for word in words:
        assert session.try_action(parse_action(word, session.match.state.size)), word


def test_the_trees_turn_solves_with_three_stars_reported_once():
    referee, session, table, reported, _ = refereed()
    assert referee.plaque().status == (
        f"{tr('challenge.moves_left', count=1)} · {tr('challenge.tries', count=1)}"
    )
    play(session, SOLUTION)
    run(session, 3)
    assert referee.status is Status.SOLVED and session.mode is Mode.FINISHED
    assert table.sounds[-1] == "win" and reported == [StageResult(3, 1, 0)]
    card = referee.result()
    assert card is not None and card.stars == 3 and card.title == tr("challenge.solved")
    assert card.choices == (Choice.NEXT_STAGE, Choice.RETRY, Choice.JOURNEY)
    model = hud_model(session, "carved")  # as the referee has it
    assert model.turn == tr("challenge.solved") and model.prompt == ""
    assert not any(card.active or card.thinking for card in model.cards)


def test_a_turn_off_the_tree_fails_once_the_computer_has_answered_and_retry_starts_afresh():
    referee, session, table, reported, _ = refereed()
    wrong = next(a for a in session.match.legal_actions() if a.notation(5) != SOLUTION)
    session.try_action(wrong)
    assert referee.status is Status.WRONG
    run(session, 20)  # the real computer answers off the tree
    assert referee.status is Status.FAILED and table.sounds[-1] == "loss"
    card = referee.result()
    assert card is not None and card.stars is None
    assert card.choices == (Choice.RETRY, Choice.HINT, Choice.JOURNEY)
    assert referee.answer and referee.answer in card.body
    assert referee.plaque().status == tr("challenge.try_failed", count=1, next=2)
    assert reported == []
    referee.hint_and_retry()
    assert referee.status is Status.PLAYING and referee.tries == 2 and table.restarts == 1
    assert session.match.state == referee.start and session.mode is Mode.IDLE
    assert session.hint is not None and session.hint.action.notation(5) == SOLUTION
    assert referee.hints == 1 and referee.stars == 1  # past par, and a hint shown


def test_the_boards_commands_as_a_challenge_has_them():
    referee, session, table, _, left = refereed()
    assert referee.command(Command.REDO) and session.match.played == []
    assert referee.command(Command.HINT) and referee.hints == 1
    assert referee.command(Command.HINT) and referee.hints == 1  # shown once, paid once
    assert referee.command(Command.UNDO) and referee.tries == 2
    assert not referee.command(Command.END_TURN)  # judged like any action
    assert referee.command(Command.MENU) and left == [True]
    assert referee.shows_danger("on") and not referee.shows_danger("off")


# Light takes Dark's last piece: c1-c2 takes b2.
LAST_PIECE = "standard 5 ...../...../...../WB.../..W.. w move 0 0 0"


def test_a_won_game_stage_is_reported_with_its_stars_and_a_lost_one_is_not():
    stage = Stage("game", "first", RULESETS["standard"], 5, par=4, level="easy")
    for won, wanted in ((True, [StageResult(2, 1, 0)]), (False, [])):
        reported = []
        coach = JourneyGame(stage, reported.append)
        start = parse_position(LAST_PIECE)
        thinker = InlineThinker(first_legal)
        seats = (Seat.human(), Seat.computer("easy"))
        match = Match.new(RULESETS["standard"], 5, seats, thinker, start=start, computer_delay_ms=0)
        session = TurnSession(match, Table(), coach, saving=False)
        if won:
            play(session, "c1-c2")
        else:
            session.resign(person_seat=True)
        run(session, 3)
        assert session.mode is Mode.FINISHED and reported == wanted  # 2 left: under par
