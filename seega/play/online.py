"""The coach of a game against a person on another computer: the server is the referee, the
board a view of what it says.

The person's action is played on this board at once (the same rules engine decides it
legal) and sent; the server's word is kept as the count of actions it has confirmed. An
action that arrives from the server is played when the view is still, and animates as the
computer's does. When the two lines part (the server refused ours, or a resume finds the
server's line elsewhere), the board is rebuilt from the server's actions: it is the referee.
The link's state and the opponent's absence ("waiting for your opponent · 1:45", counted down
from the server's grace period by the frames' time) stand in the panel; after the grace period
the panel offers Claim the game and Keep waiting. Undo is not offered online: a take-back needs
both players' consent, which the server does not ask (the panel says so where Undo stood).
No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Protocol

from seega.core import Action, GameState, IllegalActionError
from seega.core import actions as act
from seega.core.line import Played
from seega.game import factory
from seega.game.factory import Pace
from seega.game.match import Match
from seega.i18n import tr
from seega.net.events import (
    ActionPlayed,
    GameEnded,
    GameShown,
    LinkChanged,
    NetEvent,
    OpponentChanged,
    Refused,
    RematchOffered,
)
from seega.net.events import Link as LinkState
from seega.net.messages import Presence
from seega.play.coach import ButtonEntry, Command, Turn, Words
from seega.play.hud_model import HudModel
from seega.play.traces import danger_on

# "Keep waiting" puts the offer to claim away for this long (ms), then makes it again.
KEEP_WAITING_MS = 60_000
# The server's refusal stays in the panel this long (ms).
REFUSAL_SHOWN_MS = 6000
MS_PER_SECOND = 1000
SECONDS_PER_MINUTE = 60


class OutOfStep(ValueError):
    """The server's game cannot be followed here (an action this version finds illegal)."""


class Link(Protocol):
    """The online game's line to the server (seega.net.client.Client); no call blocks."""

    def play(self, action_text: str) -> None: ...
    def resign(self) -> None: ...
    def claim(self) -> None: ...
    def rematch(self) -> None: ...
    def events(self) -> list[NetEvent]: ...
    def close(self) -> None: ...


class Board(Protocol):
    """What the coach asks of the screen it coaches: a new game in place (kept as it ends),
    and the pause menu (the online scene's own: it knows the way there)."""

    def restart(self, match: Match) -> None: ...

    def menu(self) -> None: ...


def clock_words(ms: int) -> str:
    """Milliseconds left as minutes and seconds, rounded up (1:45): a count that reads 0:00
    has run out."""
    seconds = -(-max(0, ms) // MS_PER_SECOND)
    return f"{seconds // SECONDS_PER_MINUTE}:{seconds % SECONDS_PER_MINUTE:02d}"


def match_of(pace: Pace, start: GameState, side: int, actions: Sequence[Action]) -> Match:
    """The game the server holds, on this board: `side` played here, `actions` replayed from
    `start` (OutOfStep if one is not legal here)."""
    match = factory.online(pace, start, side)
    try:
        for action in actions:
            match.play(action)
    except IllegalActionError as error:
        raise OutOfStep(str(error)) from error
    return match


class OnlineGame:
    """The coach of an online game (see the module docstring). `update(dt_ms)` is called by
    the scene each frame, before the board's; `attach(board)` once the board exists."""

    def __init__(self, link: Link, shown: GameShown, pace: Pace) -> None:
        self.link = link
        self.pace = pace
        self.shown = shown
        self.first = match_of(pace, shown.start, shown.side, shown.actions)
        self.confirmed = len(shown.actions)  # actions of the line the server has confirmed
        self.now = 0
        self.link_state = LinkState.ONLINE
        self.away_until: int | None = None
        self.claimable = False  # the server's word: a claim would be accepted now
        self.offer_after = 0  # Keep waiting: the claim is offered again from this time
        self.clock_until: int | None = None
        self.arrived: list[Action] = []  # the server's actions, to play when the view is still
        # This side's actions played here and not sent yet, with their index in the line: each
        # is sent once the server has confirmed every action before it (the client names the
        # move an action is for by what it has heard, so a second one sent early is stale).
        self.outbox: list[tuple[int, Action]] = []
        self.refused: tuple[str, int] | None = None  # (reason, until ms)
        self.rematch_asked = False
        self.rematch_offered = False
        self.record: str | None = None  # the finished game's record, as the server kept it
        self.over = False  # the game is over: the scene shows its end
        self._replaying = False
        self._turn: Turn | None = None
        self._board: Board | None = None
        self._opponent(shown.opponent, shown.grace_ms, claimable=False)
        self.clock_until = _until(0, shown.clock_ms)

    def attach(self, board: Board) -> None:
        """The screen this coach coaches (built with the coach, so given after)."""
        self._board = board

    def join(self, turn: Turn) -> None:
        self._turn = turn

    @property
    def turn(self) -> Turn:
        """The board's turn."""
        assert self._turn is not None, "the session joins its coach when it is made"
        return self._turn

    @property
    def match(self) -> Match:
        """The game on the board."""
        return self.turn.match

    @property
    def side(self) -> int:
        """The side played at this board."""
        return self.shown.side

    # -----------------------------------------------------------------------------------------
    # What the link says

    def update(self, dt_ms: int) -> None:
        """Hear the link, then play what arrived once the view is still."""
        self.now += dt_ms
        for event in self.link.events():
            self._hear(event)
        self._send()
        turn = self.turn
        if self.arrived and not turn.showing() and not turn.match.is_over:
            self._play_arrived(self.arrived.pop(0))

    def _hear(self, event: NetEvent) -> None:
        if isinstance(event, GameShown):
            self._shown(event)
        elif isinstance(event, ActionPlayed):
            self._moved(event)
        elif isinstance(event, LinkChanged):
            self.link_state = event.link
        elif isinstance(event, OpponentChanged):
            self._opponent(event.presence, event.grace_ms, event.claimable)
        elif isinstance(event, Refused):
            self.refused = (event.detail, self.now + REFUSAL_SHOWN_MS)
            self.outbox.clear()
            self._rebuild(self._line()[: self.confirmed])  # the server's line holds
        elif isinstance(event, GameEnded):
            self.record = event.record
        elif isinstance(event, RematchOffered):
            self.rematch_offered = True

    def _opponent(self, presence: Presence, grace_ms: int, claimable: bool) -> None:
        away = presence is Presence.AWAY
        self.away_until = self.now + grace_ms if away else None
        self.claimable = away and claimable

    def _line(self) -> list[Action]:
        """This board's line and what waits to be played on it."""
        return [*self.match.played, *self.arrived]

    def _shown(self, shown: GameShown) -> None:
        """Joined again (a resume) or a new game (a rematch): the server's line holds."""
        self.clock_until = _until(self.now, shown.clock_ms)
        self.confirmed = len(shown.actions)
        self._opponent(shown.opponent, shown.grace_ms, claimable=False)
        if shown.game != self.shown.game:
            self.shown, self.rematch_asked, self.rematch_offered = shown, False, False
            self.record, self.over = None, False
            self._restart(shown.actions)
            return
        self.shown = shown
        self._rebuild(shown.actions)

    def _moved(self, moved: ActionPlayed) -> None:
        self.clock_until = _until(self.now, moved.clock_ms)
        self.confirmed = max(self.confirmed, moved.ply + 1)
        line = self._line()
        if moved.ply < len(line) and line[moved.ply] == moved.action:
            return  # our own action, confirmed
        if moved.ply > len(line):
            return  # a gap: the link's resume brings the whole line
        self._rebuild([*line[: moved.ply], moved.action])

    def _rebuild(self, line: Sequence[Action]) -> None:
        """The board at `line`: what is played already stays, the rest waits to be played; a
        board that went elsewhere is built again."""
        played = self.match.played
        if played == list(line[: len(played)]):
            self.arrived = list(line[len(played) :])
        else:
            self._restart(line)

    def _restart(self, actions: Sequence[Action]) -> None:
        self.arrived, self.outbox = [], []
        assert self._board is not None, "the coach is attached to its board first"
        self._board.restart(match_of(self.pace, self.shown.start, self.side, actions))

    def _play_arrived(self, action: Action) -> None:
        self._replaying = True
        try:
            self.turn.play_arrived(action)
        except IllegalActionError:  # the server's line cannot be followed here
            self.refused = (tr("online.out_of_step"), self.now + REFUSAL_SHOWN_MS)
            self.arrived.clear()
        finally:
            self._replaying = False

    # -----------------------------------------------------------------------------------------
    # The person's requests

    def claim(self) -> None:
        """Claim the game (the opponent's grace period is over)."""
        self.link.claim()

    def keep_waiting(self) -> None:
        """Put the offer to claim away for a while."""
        self.offer_after = self.now + KEEP_WAITING_MS

    def rematch(self) -> None:
        """Ask the opponent for a new game, colours swapped, or accept theirs (it starts when
        the server shows the new game)."""
        self.rematch_asked = True
        self.link.rematch()

    @property
    def claim_offered(self) -> bool:
        """The opponent's grace period is over and the game goes on: claim, or keep waiting."""
        gone = self.away_until is not None and self.now >= self.away_until
        claimable = self.claimable or (gone and self.match.remote_to_act)
        return claimable and self.now >= self.offer_after and not self.over

    # -----------------------------------------------------------------------------------------
    # The Coach protocol

    def judge(self, action: Action) -> Words | None:
        if self.link_state is LinkState.ONLINE:
            return None
        return partial(tr, "online.link_down_wait")

    def played(self, played: Played) -> None:
        if self._replaying or played.side != self.side:
            self.confirmed = max(self.confirmed, len(self.match.played))
        elif played.action.kind == act.RESIGN:
            self.link.resign()
        else:
            self.outbox.append((len(self.match.played) - 1, played.action))
            self._send()

    def _send(self) -> None:
        """Send this side's next action once the server has confirmed the line before it."""
        if self.outbox and self.outbox[0][0] == self.confirmed:
            _, action = self.outbox.pop(0)
            self.link.play(action.notation(self.match.state.size))

    def panel_buttons(self, standard: list[ButtonEntry]) -> list[ButtonEntry]:
        take_back = (tr("button.hint"), tr("button.undo"), tr("button.redo"))
        kept = [entry for entry in standard if entry[0] not in take_back]
        if standard:  # where Undo stood: why there is none
            kept.insert(0, (tr("online.no_undo"), _nothing, False))
        if self.claim_offered:
            return [
                (tr("online.claim"), self.claim, True),
                (tr("online.keep_waiting"), self.keep_waiting, True),
                *kept,
            ]
        return kept

    def panel_lines(self, model: HudModel) -> HudModel:
        status = self.status()
        prompt = tr("online.status_then", status=status, prompt=model.prompt) if status else ""
        prompt = prompt or model.prompt
        clock = None
        if self.clock_until is not None and not self.match.is_over:
            clock = max(0, self.clock_until - self.now)
        return replace(model, prompt=prompt, clock_ms=clock, clock_running=clock is not None)

    def status(self) -> str:
        """The link's and the opponent's state in a sentence ("" when all is well)."""
        if self.refused is not None and self.now < self.refused[1]:
            return tr("online.refused", reason=self.refused[0])
        if self.over and self.rematch_asked:
            return tr("online.rematch_asked")
        if self.over:
            return tr("online.rematch_offered") if self.rematch_offered else ""
        if self.link_state in (LinkState.GAVE_UP, LinkState.CLOSED):
            return tr("online.link_closed")
        if self.link_state in (LinkState.RETRYING, LinkState.CONNECTING):
            return tr("online.link_down")
        if self.away_until is None:
            return ""
        left = self.away_until - self.now
        if left > 0:
            return tr("online.waiting", time=clock_words(left))
        return tr("online.gone")

    def finish(self) -> bool:
        self.over = True
        return False  # the online scene shows the end, with a rematch through the server

    def command(self, command: Command) -> bool:
        if command in (Command.UNDO, Command.REDO, Command.HINT):
            self.turn.say_no(partial(tr, "online.no_undo_why"))
            return True
        if command is Command.MENU:
            assert self._board is not None, "the coach is attached to its board first"
            self._board.menu()
            return True
        return False

    def shows_danger(self, setting: str) -> bool:
        return danger_on(setting, self.match, None)


def _until(now: int, left_ms: int | None) -> int | None:
    """When a count of `left_ms` from `now` runs out (None: no count)."""
    return None if left_ms is None else now + left_ms


def _nothing() -> None:
    """The disabled entry where Undo stood does nothing."""
