"""The game scenes set up with their longest texts showing, for the fit tests (no frames run:
the computer never moves, nothing animates)."""

import random
from functools import partial

from seega.ai.rating import Rated, level_rating
from seega.core import parse_action, parse_position
from seega.core.players import LEVELS
from seega.game.match import Match, Seat
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.play.coach import Hint
from seega.play.standing import RatingChange
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene
from seega.ui.scenes.new_game import NewGameScene
from seega.ui.scenes.pause import PauseScene
from tests.ui.scenes.game_helpers import first_legal

YOU_AND_HARD = (Seat.human(), Seat.computer("hard"))
YOU_AND_EASY = (Seat.human(), Seat.computer("easy"))
TWO_PEOPLE = (Seat.human(), Seat.human())
# Mid-game, with the no-capture counter past half its limit (shown in the panel).
STANDARD_MIDGAME = "standard 5 WBWB./BW.WB/WB.BW/.WBWB/BWBW. w move 0 0 30"
SIJA_MIDGAME = "sija 7 WBWB.WB/BW.WBWB/WB.BW.W/.WBWBWB/BWBW.BW/WBW.WBW/BWBWB.B w move 0 0 70"
# Light's next step takes Dark's last piece (standard) or leaves Dark one (sija).
STANDARD_WIN = ("standard 5 W.BW./...../...../...../W.... w move 0 0 0", "a5-b5")
SIJA_WIN = ("sija 7 W.BW.../......./......./......./......./......./B...... w move 0 0 0", "a7-b7")
NINE_PLACEMENT = "standard 9 " + "/".join(["........."] * 9) + " w place 40 40 0"


def match_from(position, seats, steps=0, think_time_s=0, seed=1):
    """A match from `position` after `steps` seeded random legal actions."""
    start = parse_position(position)
    thinker = InlineThinker(first_legal)
    match = Match.new(
        start.rules, start.size, seats, thinker, think_time_s=think_time_s, start=start
    )
    rng = random.Random(seed)
    for _ in range(steps):
        match.play(rng.choice(match.legal_actions()))
    return match


def board_with_hint_and_cursor(context):
    """You against the computer: a hint, the keyboard cursor and the move list showing."""
    match = match_from(STANDARD_MIDGAME, YOU_AND_HARD, steps=6, seed=16)
    board = BoardScene(context, match, saving=False)
    action = match.legal_actions()[0]
    board.session.show_hint(Hint(action, partial(tr, "lesson.hint")))
    board.cursor = match.state.geometry.centre
    return board


def sija_board_picking_a_ransom(context):
    """Two people at sija: the think-time clock, the counter, the ransom prompt and Cancel."""
    match = match_from(SIJA_MIDGAME, TWO_PEOPLE, steps=4, think_time_s=60, seed=30)
    board = BoardScene(context, match, saving=False)
    board.session.start_ransom()
    board.cursor = 0
    return board


def pause_menu(context):
    board = BoardScene(context, match_from(STANDARD_MIDGAME, YOU_AND_HARD))
    return PauseScene(context, board.match, board.session.saving, board.resign)


def pause_asking_the_longest_question(context):
    """The pause menu asking its longest confirmation in the current language."""
    pause = pause_menu(context)
    buttons = {"restart": "button.restart", "resign": "button.resign", "leave": "button.save_leave"}
    longest = max(buttons, key=lambda what: len(pause.question(what)[1]))
    next(w for w in pause.menu.widgets if w.text == tr(buttons[longest])).activate()
    return pause


def game_over(position, step, seats=YOU_AND_HARD):
    def build(context):
        match = match_from(position, seats)
        match.play(parse_action(step, match.state.size))
        return GameOverScene(context, match, saving=False)

    return build


def game_over_offering(step, position, move, seats):
    """A person's win (or loss) with the next step on offer: the taller panel and its line."""

    def build(context):
        scene = game_over(position, move, seats)(context)
        scene.offer(step)
        return scene

    return build


def game_over_rated(position, move, seats, first=False):
    """A person's rated game: the rating's change (or the first rating) and the distance to
    the level with the longest name in the current language, in the taller panel."""

    def build(context):
        scene = game_over(position, move, seats)(context)
        longest = max(LEVELS[1:], key=lambda level: len(tr(f"level.{level}")))
        after = Rated(level_rating(longest) - 15, 200, 12)
        scene.rating = RatingChange(None if first else Rated(1990, 210, 11), after)
        scene.offer(("medium", 8))
        return scene

    return build


def board_placing_on_9(context):
    """You against the computer on 9×9, placing: Place the rest among the panel's buttons."""
    return BoardScene(context, match_from(NINE_PLACEMENT, YOU_AND_HARD, steps=6), saving=False)


def new_game_at_sija(context):
    """Against the computer, at sija: every row, the think time included."""
    context.computer.use(InlineThinker(first_legal))  # entering starts the worker
    scene = NewGameScene(context)
    scene.setup = next(setup for setup in scene.setups if setup.rules.name == "sija")
    return scene


GAME_SCENES = {
    "board": board_with_hint_and_cursor,
    "board_sija_ransom": sija_board_picking_a_ransom,
    "pause": pause_menu,
    "pause_confirm": pause_asking_the_longest_question,
    "game_over": game_over(*STANDARD_WIN),
    "game_over_sija": game_over(*SIJA_WIN),
    "game_over_two_people": game_over(*STANDARD_WIN, seats=TWO_PEOPLE),
    "game_over_step_up": game_over_offering(("medium", 8), *STANDARD_WIN, YOU_AND_EASY),
    "game_over_step_down_sija": game_over_offering(("medium", 8), *SIJA_WIN, YOU_AND_HARD),
    "game_over_rated": game_over_rated(*STANDARD_WIN, YOU_AND_EASY),
    "game_over_first_rated_sija": game_over_rated(*SIJA_WIN, YOU_AND_HARD, first=True),
    "board_placing_9": board_placing_on_9,
    "new_game": new_game_at_sija,
}
