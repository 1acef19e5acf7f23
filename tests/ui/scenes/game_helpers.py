"""Driving the game scenes with real posted events: find widgets, wait, play actions by clicks."""

import random
from contextlib import contextmanager

import pygame

from seega.core import actions as act
from seega.core import format_position, legal_actions, parse_action
from seega.game.worker import InlineThinker
from seega.i18n import tr
from seega.ui.play.board_scene import BoardScene
from seega.ui.scenes.game_over import GameOverScene

# Frames of 100 ms let animations finish in a few frames (the loop caps a frame at 100 ms).
WAIT_FRAME_MS = 100
MAX_WAIT_FRAMES = 400


def cell(name, size=5):
    """The cell called `name` (e.g. "c3") on a `size` board."""
    return parse_action("@" + name, size).cells[0]


def chooser_of(text):
    """A computer (and hint) that plays `text` when it is legal, else the first legal action."""

    def choose(state, level, movetime_ms=None, seed=None, max_depth=None):
        legal = legal_actions(state)
        wanted = parse_action(text, state.size)
        return wanted if wanted in legal else legal[0]

    return choose


def first_legal(state, level, movetime_ms=None, seed=None, max_depth=None):
    """A chooser that plays the first legal action."""
    return legal_actions(state)[0]


def seeded_random(state, level, movetime_ms=None, seed=None, max_depth=None):
    """A chooser that plays a legal action chosen by `seed`, or by the position in a game
    without a seed: the same game each run."""
    chance = random.Random(format_position(state) if seed is None else seed)
    return chance.choice(legal_actions(state))


@contextmanager
def quick_computer(context, choose):
    """The context's computer answers at once, in this process, choosing with `choose` (the
    pause before it moves is for people watching); yields the thinker; closed at the end."""
    thinker = InlineThinker(choose)
    context.computer.use(thinker, delay_ms=0)
    try:
        yield thinker
    finally:
        context.computer.close()


def widget_centre(group, label):
    """The centre of the widget of a FocusGroup whose text (or label) is `label`."""
    for widget in group.widgets:
        if getattr(widget, "text", None) == label or getattr(widget, "label", None) == label:
            return widget.rect.center
    raise AssertionError(
        f"no widget {label!r} in {[getattr(w, 'text', '') for w in group.widgets]}"
    )


def post_click(pos, button=1):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def post_drag(start, end):
    """Press at `start`, move in two steps with the button held, release at `end`."""
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for pos in (middle, end):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def wait_until(harness, ready, frame_ms=WAIT_FRAME_MS):
    """Run frames until `ready()` holds; fail after MAX_WAIT_FRAMES."""
    for _ in range(MAX_WAIT_FRAMES):
        if ready():
            return
        assert harness.loop.frame(frame_ms), "the game loop ended unexpectedly"
    raise AssertionError("waited too long")


def board_settled(board):
    """The board takes a move, shows a dialog, or the game is over."""
    return board.accepting() or board.dialog is not None or board.session.finished


def click_cell(harness, board, cell):
    post_click(board.view.layout.cell_center(cell))
    harness.frames(1)


def click_dialog(harness, board, label):
    post_click(widget_centre(board.dialog.buttons, label))
    harness.frames(1)


def play_by_clicks(harness, board, action):
    """Play `action` (legal now for the person to act) with the mouse alone."""
    kind = action.kind
    if kind in (act.PLACE, act.REMOVE):
        click_cell(harness, board, action.cells[0])
    elif kind == act.STEP:
        click_cell(harness, board, action.cells[0])
        click_cell(harness, board, action.cells[1])
    elif kind == act.END:
        post_click(widget_centre(board.buttons, tr("button.end_turn")))
        harness.frames(1)
    elif kind == act.OFFER:
        post_click(widget_centre(board.buttons, tr("button.offer_end")))
        harness.frames(1)
    elif kind == act.RANSOM:
        click_dialog(harness, board, tr("button.ask_ransom"))
        for cell in action.cells:
            click_cell(harness, board, cell)
    else:
        click_dialog(harness, board, tr(f"button.{kind}"))


def play_out(harness, board, rng, max_actions=2000, by_keys=False, wait=wait_until):
    """Play random legal actions by clicks (or keys) until the game-over screen shows; `wait`
    runs frames until the board settles (a computer on a real thread needs one that gives the
    thread its time)."""
    play = play_by_keys if by_keys else play_by_clicks
    for _ in range(max_actions):
        wait(harness, lambda: board_settled(board) or isinstance(harness.top, GameOverScene))
        if isinstance(harness.top, GameOverScene):
            return harness.top
        if board.dialog is not None and board.dialog.auto_close_ms is not None:
            if by_keys:
                press(harness, pygame.K_RETURN)  # a notice: OK has the focus
            else:
                click_dialog(harness, board, tr("button.ok"))
            continue
        if not board.match.human_to_act:
            harness.loop.frame(WAIT_FRAME_MS)
            continue
        before = len(board.match.played)
        action = rng.choice(board.match.legal_actions())
        play(harness, board, action)
        # The computer may already have answered (it does not wait in tests): the human's
        # action must be the one recorded at its place.
        played = board.match.played
        assert board.match.is_over or (len(played) > before and played[before] == action)
    raise AssertionError("the game did not end")


def is_board(scene):
    return isinstance(scene, BoardScene)


# Keyboard play ----------------------------------------------------------------------------

# An arrow moves the board's cursor by (rows, columns); row 0 is at the bottom.
ARROW_KEYS = {
    pygame.K_UP: (1, 0),
    pygame.K_DOWN: (-1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
}


def press(harness, *keys):
    """Post `keys` and run one frame: the scene on top handles them in order."""
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    harness.frames(1)


def arrows_between(origin, target, size):
    """The arrow keys that walk the cursor from cell `origin` to cell `target`."""
    (row, col), (to_row, to_col) = divmod(origin, size), divmod(target, size)
    vertical = [pygame.K_UP if to_row > row else pygame.K_DOWN] * abs(to_row - row)
    return vertical + [pygame.K_RIGHT if to_col > col else pygame.K_LEFT] * abs(to_col - col)


def show_cursor(harness, board):
    """An arrow brings the keyboard back to the board: the cursor shows, without moving."""
    if board.cursor is None or board.buttons.focus_visible:
        before = board.cursor
        press(harness, pygame.K_UP)
        assert before is None or board.cursor == before
    return board.cursor


def keys_to_cells(harness, board, cells):
    """Walk the cursor to each of `cells` in turn and press Enter on each: a click each."""
    here = show_cursor(harness, board)
    keys = []
    for cell in cells:
        keys += [*arrows_between(here, cell, board.match.state.size), pygame.K_RETURN]
        here = cell
    press(harness, *keys)


def focus_and_press(harness, group, label):
    """Tab through a FocusGroup's buttons until `label` has the focus, then press Enter."""
    for _ in range(len(group.widgets) + 1):
        if group.focus_visible and getattr(group.focus, "text", None) == label:
            press(harness, pygame.K_RETURN)
            return
        press(harness, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {label!r}")


def play_by_keys(harness, board, action):
    """Play `action` (legal now for the person to act) with the keyboard alone."""
    kind = action.kind
    if kind in (act.PLACE, act.REMOVE, act.STEP):
        keys_to_cells(harness, board, action.cells)
    elif kind in (act.END, act.OFFER):
        label = tr("button.end_turn" if kind == act.END else "button.offer_end")
        focus_and_press(harness, board.buttons, label)
    elif kind == act.RANSOM:
        focus_and_press(harness, board.dialog.buttons, tr("button.ask_ransom"))
        keys_to_cells(harness, board, action.cells)
    else:
        focus_and_press(harness, board.dialog.buttons, tr(f"button.{kind}"))


def routed(context, routes):
    """`context` with only `routes` wired (the title disables the buttons of the others)."""
    context.routes = routes
    return context
