"""Before an online game: the host's invitation (a code to read aloud, and the address) while
the opponent comes, and the guest's Join (the games offered on this network, listed live, or a
typed code or address and code). Both hand the connection to the online game once the server
shows the game; Back leaves and closes it.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pygame

from seega.i18n import tr
from seega.net.events import (
    GameShown,
    Invitation,
    Link,
    LinkChanged,
    Offer,
    OpponentChanged,
    Refused,
)
from seega.net.lan import LanOffer
from seega.net.messages import Presence
from seega.storage.online import KeptSeat
from seega.ui.render.board_view import board_backdrop
from seega.ui.render.text import TextBox, draw_box, paragraph_boxes
from seega.ui.render.theme import KOHL, LAPIS_DARK
from seega.ui.render.widgets import Button, FocusGroup, Widget, draw_panel, mirrored
from seega.ui.services.context import AppContext
from seega.ui.services.online import Connection, Nearby, typed_target
from seega.ui.shell.scene import Scene

PANEL = pygame.Rect(190, 40, 900, 720)
HEADING = pygame.Rect(PANEL.x + 60, PANEL.y + 24, PANEL.width - 120, 64)
HEADING_SIZE = 44
# The code is read aloud: as large as the panel allows.
CODE_RECT = pygame.Rect(PANEL.x + 40, PANEL.y + 170, PANEL.width - 80, 90)
CODE_SIZE = 64
LINE_SIZE = 28
TEXT_SIZE = 24
ADDRESS_RECT = pygame.Rect(PANEL.x + 40, CODE_RECT.bottom + 20, PANEL.width - 80, 44)
NOTE_RECT = pygame.Rect(PANEL.x + 60, ADDRESS_RECT.bottom + 40, PANEL.width - 120, 140)
BUTTON_SIZE = (240, 56)
BUTTON_TOP = PANEL.bottom - 90
# The join screen: the games offered, one button each, under their heading.
NEARBY_HEADING = pygame.Rect(PANEL.x + 60, PANEL.y + 104, PANEL.width - 120, 40)
OFFERS_TOP = NEARBY_HEADING.bottom + 12
OFFER_HEIGHT = 52
OFFER_GAP = 10
MAX_OFFERS_SHOWN = 5
TYPED_LABEL = pygame.Rect(PANEL.x + 60, PANEL.y + 470, PANEL.width - 120, 36)
TYPED_RECT = pygame.Rect(PANEL.x + 60, TYPED_LABEL.bottom + 8, PANEL.width - 120, 56)
PROBLEM_RECT = pygame.Rect(PANEL.x + 60, TYPED_RECT.bottom + 8, PANEL.width - 120, 60)
FIELD_COLOUR = (250, 242, 222)
CARET = "|"


class _Waiting(Scene):
    """What both screens share: a connection whose news is heard each frame until the server
    shows the game, and Back."""

    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.connection: Connection | None = None
        self.problem = ""
        self.waiting: GameShown | None = None  # the game offered, until the opponent comes
        self.menu = FocusGroup([], on_back=self.back, on_feedback=context.click)

    def back(self) -> None:
        """Leave: the connection closes."""
        self.drop_connection()
        self.stack.pop()

    def drop_connection(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def update(self, dt_ms: int) -> None:
        if self.connection is None:
            return
        for event in self.connection.line.events():
            if isinstance(event, GameShown) and event.opponent is Presence.WAITING:
                self.waiting = event  # the host's game, shown before anyone joined it
            elif isinstance(event, GameShown):
                self._start(event)
                return
            elif isinstance(event, OpponentChanged) and self.waiting is not None:
                self._start(replace(self.waiting, opponent=event.presence))
                return
            else:
                self.hear(event)

    def _start(self, shown: GameShown) -> None:
        """Both players are there: the board, over the same connection."""
        connection, self.connection = self.connection, None
        assert connection is not None
        if connection.served is not None:  # the guest came: the offer is taken
            connection.served.withdraw()
        self.stack.replace(self.context.routes.online_game(connection, shown))

    def hear(self, event: object) -> None:
        """News before the game starts: a refusal, or the link given up."""
        if isinstance(event, Refused):
            self.problem = tr("online.refused", reason=event.detail)
            self.drop_connection()
        elif isinstance(event, LinkChanged) and event.link is Link.GAVE_UP:
            self.problem = tr("online.link_closed")
            self.drop_connection()

    def handle_event(self, event: pygame.event.Event) -> None:
        self.menu.handle_event(event)

    def _frame(self, surface: pygame.Surface, heading: str) -> None:
        surface.blit(board_backdrop(surface.get_size()), (0, 0))
        draw_panel(surface, PANEL)
        draw_box(surface, TextBox(heading, HEADING, HEADING_SIZE, LAPIS_DARK, bold=True))

    def _back_button(self) -> Button:
        rect = pygame.Rect((0, BUTTON_TOP), BUTTON_SIZE)
        rect.centerx = PANEL.centerx
        return Button(rect, tr("button.back"), self.back)


class HostScene(_Waiting):
    """The host's invitation: the code and the address, while the opponent comes."""

    def __init__(self, context: AppContext, offer: Offer) -> None:
        super().__init__(context)
        self.offer = offer
        self.code = ""
        self.address = context.settings.online_server.strip()

    def enter(self) -> None:
        self.connection = self.context.network.host(self.offer, self.context.settings.online_server)
        self.menu.widgets = [self._back_button()]
        self.menu.focus = self.menu.widgets[0]

    def hear(self, event: object) -> None:
        if isinstance(event, Invitation) and self.connection is not None:
            self.code = event.code
            served = self.connection.served
            if served is not None:
                served.advertise(event.code)
                self.address = served.address()
            return
        super().hear(event)

    def text_boxes(self) -> list[TextBox]:
        """Every text of the screen, where it is drawn (fit tests read these)."""
        boxes = [TextBox(tr("online.host_title"), HEADING, HEADING_SIZE, LAPIS_DARK, bold=True)]
        if not self.code:
            note = self.problem or tr("online.connecting")
            return [*boxes, *paragraph_boxes(note, NOTE_RECT, TEXT_SIZE, KOHL)]
        code = TextBox(self.code, CODE_RECT, CODE_SIZE, LAPIS_DARK, bold=True, rtl=False)
        boxes.append(code)
        if self.address:
            line = tr("online.address", address=self.address)
            boxes.append(TextBox(line, ADDRESS_RECT, LINE_SIZE, KOHL))
        note = self.problem or tr("online.host_waiting")
        return [*boxes, *paragraph_boxes(note, NOTE_RECT, TEXT_SIZE, KOHL, align="center")]

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, tr("online.host_title"))
        for box in self.text_boxes()[1:]:
            draw_box(surface, box)
        self.menu.draw(surface)


class JoinScene(_Waiting):
    """The games offered on this network, live, and a field for a code or an address."""

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.nearby: Nearby | None = None
        self.offers: list[LanOffer] = []
        self.typed = ""
        self.kept: KeptSeat | None = None  # the seat of a game left in progress
        self.resuming = False  # taking that seat back

    def enter(self) -> None:
        self.nearby = self.context.network.nearby()
        loaded = self.context.storage.load_seat()
        self.context.tell(loaded.problem)
        self.kept = loaded.value
        pygame.key.start_text_input()
        self._build()

    def exit(self) -> None:
        pygame.key.stop_text_input()
        if self.nearby is not None:
            self.nearby.close()
            self.nearby = None

    def _build(self) -> None:
        focused = getattr(self.menu.focus, "text", None)
        buttons: list[Widget] = []
        first = 0
        if self.kept is not None:  # the game left in progress first: it is waited for
            rect = mirrored(pygame.Rect(NEARBY_HEADING.x, OFFERS_TOP, 560, OFFER_HEIGHT), PANEL)
            buttons.append(Button(rect, tr("online.resume"), self.resume))
            first = 1
        for index, offer in enumerate(self.offers[: MAX_OFFERS_SHOWN - first], first):
            top = OFFERS_TOP + index * (OFFER_HEIGHT + OFFER_GAP)
            rect = mirrored(pygame.Rect(NEARBY_HEADING.x, top, 560, OFFER_HEIGHT), PANEL)
            buttons.append(Button(rect, _offer_text(offer), partial(self.join_offer, offer)))
        buttons.append(self._back_button())
        self.menu.widgets = buttons
        self.menu.focus = next(
            (b for b in buttons if getattr(b, "text", None) == focused), buttons[0]
        )

    def resume(self) -> None:
        """Take back the seat of the game left in progress."""
        if self.kept is not None:
            self.drop_connection()
            self.problem = ""
            self.connection = self.context.network.resume(self.kept.url, self.kept.token)
            self.resuming = True

    def hear(self, event: object) -> None:
        gone = isinstance(event, Refused) or (
            isinstance(event, LinkChanged) and event.link is Link.GAVE_UP
        )
        if gone and self.resuming:  # the game is over or gone: its seat is kept no more
            self.resuming, self.kept = False, None
            self.context.tell(self.context.storage.forget_seat())
            self._build()
        super().hear(event)

    def join_offer(self, offer: LanOffer) -> None:
        """Join a game offered on this network."""
        self._join(offer.url, offer.code)

    def join_typed(self) -> None:
        """Join the game the typed text names (a code, or an address and a code)."""
        server = self.context.settings.online_server
        target = typed_target(self.typed, self.offers, server)
        if target is None:
            self.problem = tr("online.typed_unknown")
            return
        self._join(target.url, target.code)

    def _join(self, url: str, code: str) -> None:
        self.drop_connection()
        self.resuming = False
        self.problem = ""
        self.connection = self.context.network.join(url, code)

    def update(self, dt_ms: int) -> None:
        if self.nearby is not None:
            offers = self.nearby.offers()
            if offers != self.offers:
                self.offers = offers
                self._build()
        super().update(dt_ms)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT:
            self.typed += event.text
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            return
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and self.typed.strip():
            self.join_typed()
            return
        super().handle_event(event)

    def text_boxes(self) -> list[TextBox]:
        """Every text of the screen, where it is drawn (fit tests read these)."""
        return self._own_boxes() + self.menu.text_boxes()

    def _own_boxes(self) -> list[TextBox]:
        boxes = [TextBox(tr("online.join_title"), HEADING, HEADING_SIZE, LAPIS_DARK, bold=True)]
        boxes.append(TextBox(tr("online.nearby"), NEARBY_HEADING, LINE_SIZE, LAPIS_DARK, bold=True))
        if not self.offers and self.kept is None:
            none = pygame.Rect(NEARBY_HEADING.x, OFFERS_TOP, NEARBY_HEADING.width, OFFER_HEIGHT)
            boxes.append(TextBox(tr("online.nearby_none"), none, TEXT_SIZE, KOHL, align="start"))
        boxes.append(TextBox(tr("online.typed"), TYPED_LABEL, TEXT_SIZE, KOHL, align="start"))
        field = TYPED_RECT.inflate(-24, -8)
        boxes.append(TextBox(self.typed + CARET, field, LINE_SIZE, KOHL, align="start", rtl=False))
        note = self.problem or (tr("online.connecting") if self.connection else "")
        if note:
            boxes += paragraph_boxes(note, PROBLEM_RECT, TEXT_SIZE, KOHL)
        return boxes

    def draw(self, surface: pygame.Surface) -> None:
        self._frame(surface, tr("online.join_title"))
        pygame.draw.rect(surface, FIELD_COLOUR, TYPED_RECT, border_radius=8)
        pygame.draw.rect(surface, LAPIS_DARK, TYPED_RECT, width=2, border_radius=8)
        for box in self._own_boxes()[1:]:
            draw_box(surface, box)
        self.menu.draw(surface)


def _offer_text(offer: LanOffer) -> str:
    rules = tr(f"rules.{offer.rules.name}.name")
    return tr("online.offer", host=offer.host_name, rules=rules, size=offer.size)
