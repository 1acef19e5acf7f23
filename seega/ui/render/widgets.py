"""Menu widgets in the Egyptian look, with mouse and full keyboard use.

A `FocusGroup` owns a list of widgets: Tab/Shift+Tab and Up/Down move the focus, Left/Right
adjust sliders, toggles and option cyclers and walk along a row of buttons, Enter/Space
activate, Esc calls `on_back`. The
mouse hovers, presses and releases (a click counts only if released on the same widget). The
focus ring shows after keyboard use and hides when the mouse moves; the first Tab or arrow
after that shows it where it was, without moving it.

Every widget lists the text it draws as `TextBox`es (`text_boxes()`), shrunk to fit inside
the widget; tests check them for every language. In a right-to-left language a setting row
mirrors: its label on the right, its control on the left, sliders filling from the right,
and Left/Right keys follow what the player sees (the arrow towards "more" means more).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import Generic, TypeVar

import pygame

from seega import i18n
from seega.ui.render.text import SHADOW_OFFSET, TextBox, draw_box, place, render
from seega.ui.render.textures import papyrus
from seega.ui.render.theme import (
    CORNER_RADIUS,
    GOLD,
    GOLD_DARK,
    GOLD_LIGHT,
    KOHL,
    LAPIS,
    LAPIS_DARK,
    LAPIS_LIGHT,
    SANDSTONE_DARK,
    TEXT_DISABLED,
    TEXT_ON_DARK,
    TEXT_ON_LIGHT,
    TURQUOISE,
    TURQUOISE_LIGHT,
    shade,
)
from seega.ui.shell.input import Intent, intent_of

BUTTON_TEXT_SIZE = 30
ROW_TEXT_SIZE = 26
VALUE_TEXT_SIZE = 22
TEXT_PADDING = 18
# A button with a detail line: the text takes this share of the height, the detail the rest
# at this share of the text's size.
DETAIL_SPLIT = 0.55
DETAIL_SHARE = 0.8
# Text keeps this far off the top and bottom of its widget (a button's gold edge).
TEXT_EDGE = 4
FOCUS_RING = 4
PRESS_OFFSET = 2
# Controls take the right part of a setting row; the label gets the rest. A control whose
# words need more (an option cycler's longest option, with larger text above all) widens, up to
# MAX_CONTROL_SHARE, so larger text draws them larger instead of shrinking them back.
CONTROL_SHARE = 0.42
MAX_CONTROL_SHARE = 0.56
SLIDER_STEP = 10
# The keys that walk the focus from widget to widget.
WALKS = frozenset({Intent.NEXT, Intent.PREVIOUS, Intent.UP, Intent.DOWN})
KNOB_RADIUS = 11
# A slider's value ("80%") gets this much of the control's width, at its far end.
VALUE_WIDTH = 56
# An option cycler's arrows take this much of each end of its control.
ARROW_ROOM = 28
PANEL_SHADOW = (5, 7)

T = TypeVar("T")


class Widget:
    """Something in a FocusGroup. `rect` is in canvas coordinates."""

    focusable = True
    # Buttons and toggles act when the mouse is released; sliders and cyclers act on press.
    activates_on_release = True

    def __init__(self, rect: pygame.Rect, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = enabled

    def activate(self) -> bool:
        """Enter/Space or a click; True if something happened."""
        return False

    def adjust(self, direction: int) -> bool:
        """Left (-1) / Right (+1); True if the value changed."""
        return False

    def press_at(self, pos: tuple[int, int]) -> bool:
        """Mouse button went down at `pos` (inside); True if that alone changed something."""
        return False

    def drag_to(self, pos: tuple[int, int]) -> None:
        """Mouse moved with the button held after pressing this widget."""

    def draw(self, surface: pygame.Surface, hovered: bool, pressed: bool, focused: bool) -> None:
        """Draw in the given interaction state."""

    def text_boxes(self) -> list[TextBox]:
        """The text this widget draws, each line with the rectangle it must stay inside."""
        return []


def mirrored(rect: pygame.Rect, within: pygame.Rect) -> pygame.Rect:
    """`rect` reflected left-right inside `within` when the language reads right to left."""
    if not i18n.is_rtl():
        return pygame.Rect(rect)
    return pygame.Rect(within.x + within.right - rect.right, rect.y, rect.width, rect.height)


@cache
def panel_image(size: tuple[int, int], alpha: int = 235) -> pygame.Surface:
    """A papyrus panel with a lapis and gold edge and its shadow (cached per size)."""
    sheet = papyrus(size).convert_alpha()
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, alpha), mask.get_rect(), border_radius=CORNER_RADIUS)
    sheet.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    image = pygame.Surface((size[0] + PANEL_SHADOW[0], size[1] + PANEL_SHADOW[1]), pygame.SRCALPHA)
    shadow = pygame.Rect(PANEL_SHADOW, size)
    pygame.draw.rect(image, (*KOHL, 90), shadow, border_radius=CORNER_RADIUS)
    image.blit(sheet, (0, 0))
    edge = pygame.Rect((0, 0), size)
    pygame.draw.rect(image, LAPIS_DARK, edge, 4, border_radius=CORNER_RADIUS)
    pygame.draw.rect(image, GOLD, edge.inflate(-8, -8), 2, border_radius=CORNER_RADIUS - 2)
    return image


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A papyrus panel for menus and dialogs, drawn at `rect`."""
    surface.blit(panel_image(rect.size), rect.topleft)


def _focus_ring(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.rect(
        surface,
        GOLD_LIGHT,
        rect.inflate(FOCUS_RING * 3, FOCUS_RING * 3),
        FOCUS_RING,
        border_radius=CORNER_RADIUS + 4,
    )


def row_widths(labels: Sequence[str], size: int, padding: int, room: int, gap: int) -> list[int]:
    """Widths for a row of buttons labelled `labels` at text `size` (`padding` px each side)
    that share `room` px, `gap` px apart: each the width its label needs, what is left shared;
    when the labels need more than the room, each its share of the room by its need, so they
    shrink alike instead of the longest alone."""
    needs = [
        render(label, size, TEXT_ON_DARK).get_width() + SHADOW_OFFSET[0] + 2 * padding
        for label in labels
    ]
    free = room - (len(labels) - 1) * gap
    if sum(needs) > free:
        return [free * need // sum(needs) for need in needs]
    return [need + (free - sum(needs)) // len(needs) for need in needs]


class Button(Widget):
    """A lapis plaque with gold edges that calls `on_click`."""

    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        on_click: Callable[[], None],
        enabled: bool = True,
        size: int = BUTTON_TEXT_SIZE,
        padding: int = TEXT_PADDING,
        detail: str = "",
    ) -> None:
        super().__init__(rect, enabled)
        self.text, self.on_click, self.size = text, on_click, size
        self.padding = padding  # between the text and the left and right edges
        self.detail = detail  # a second, smaller line under the text (a list's entry)

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.on_click()
        return True

    def _text_boxes(self, rect: pygame.Rect, colour: tuple[int, int, int]) -> list[TextBox]:
        area = rect.inflate(-2 * self.padding, -2 * TEXT_EDGE)
        shadow = KOHL if self.enabled else None
        if not self.detail:
            return [TextBox(self.text, area, self.size, colour, shadow=shadow)]
        top, bottom = area.copy(), area.copy()
        top.height = round(area.height * DETAIL_SPLIT)
        bottom.top, bottom.height = top.bottom, area.height - top.height
        detail_size = round(self.size * DETAIL_SHARE)
        return [
            TextBox(self.text, top, self.size, colour, shadow=shadow, align="start"),
            TextBox(self.detail, bottom, detail_size, colour, align="start"),
        ]

    def text_boxes(self) -> list[TextBox]:
        return self._text_boxes(self.rect, TEXT_ON_DARK)

    def draw(self, surface: pygame.Surface, hovered: bool, pressed: bool, focused: bool) -> None:
        rect = self.rect.move(0, PRESS_OFFSET if pressed else 0)
        if focused:
            _focus_ring(surface, rect)
        if not self.enabled:
            face, edge, text = shade(SANDSTONE_DARK, 0.9), shade(SANDSTONE_DARK, 0.7), TEXT_DISABLED
        elif pressed:
            face, edge, text = LAPIS_DARK, GOLD_DARK, GOLD_LIGHT
        else:
            face, edge, text = (LAPIS_LIGHT if hovered else LAPIS), GOLD, TEXT_ON_DARK
        if not pressed:
            pygame.draw.rect(
                surface, shade(KOHL, 1.0), rect.move(0, 4), border_radius=CORNER_RADIUS
            )
        pygame.draw.rect(surface, face, rect, border_radius=CORNER_RADIUS)
        gloss = rect.inflate(-8, -8)
        gloss.height //= 2
        pygame.draw.rect(surface, shade(face, 1.15), gloss, border_radius=CORNER_RADIUS - 3)
        pygame.draw.rect(surface, edge, rect, 3, border_radius=CORNER_RADIUS)
        if hovered and self.enabled and not pressed:
            pygame.draw.rect(
                surface, TURQUOISE_LIGHT, rect.inflate(-8, -8), 2, border_radius=CORNER_RADIUS - 2
            )
        for box in self._text_boxes(rect, text):
            draw_box(surface, box)


class _Row(Widget):
    """A setting row: the label on the reading side, a control on the other."""

    def __init__(self, rect: pygame.Rect, label: str) -> None:
        super().__init__(rect)
        self.label = label

    @property
    def control_rect(self) -> pygame.Rect:
        """The control's part of the row (right, or left for right-to-left languages): its
        share, or what its words need, up to MAX_CONTROL_SHARE."""
        share = round(self.rect.width * CONTROL_SHARE)
        width = min(max(share, self.control_need()), round(self.rect.width * MAX_CONTROL_SHARE))
        right = pygame.Rect(self.rect.right - width, self.rect.y, width, self.rect.height)
        return mirrored(right, self.rect)

    @property
    def control_inner(self) -> pygame.Rect:
        """Where the control draws, inside its part of the row."""
        return self.control_rect.inflate(-TEXT_PADDING, -14)

    def text_area(self, x: int, width: int) -> pygame.Rect:
        """A band of the row's full height, for text."""
        return pygame.Rect(x, self.rect.y, width, self.rect.height)

    def _label_box(self) -> TextBox:
        width = self.rect.width - self.control_rect.width - 2 * TEXT_PADDING
        area = mirrored(self.text_area(self.rect.x + TEXT_PADDING, width), self.rect)
        return TextBox(self.label, area, ROW_TEXT_SIZE, TEXT_ON_LIGHT, align="start")

    def text_boxes(self) -> list[TextBox]:
        return [self._label_box(), *self.control_boxes()]

    def control_boxes(self) -> list[TextBox]:
        """The text the control draws."""
        return []

    def control_need(self) -> int:
        """The width (px) the control needs to show its words at their size (0: any)."""
        return 0

    def draw(self, surface: pygame.Surface, hovered: bool, pressed: bool, focused: bool) -> None:
        if focused:
            _focus_ring(surface, self.rect.inflate(-6, -6))
        if hovered or focused:
            band = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(band, (*TURQUOISE, 40), band.get_rect(), border_radius=CORNER_RADIUS)
            surface.blit(band, self.rect)
        draw_box(surface, self._label_box())
        self.draw_control(surface, self.control_inner)
        for box in self.control_boxes():
            draw_box(surface, box)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the control part inside `rect`."""


class Toggle(_Row):
    """An on/off switch; Enter, Space, a click, Left or Right flip it."""

    def __init__(
        self, rect: pygame.Rect, label: str, value: bool, on_change: Callable[[bool], None]
    ) -> None:
        super().__init__(rect, label)
        self.value, self.on_change = value, on_change

    def activate(self) -> bool:
        self.value = not self.value
        self.on_change(self.value)
        return True

    def adjust(self, direction: int) -> bool:
        wanted = direction > 0
        if wanted == self.value:
            return False
        return self.activate()

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        track = pygame.Rect(0, 0, 68, 32)
        track.midright = rect.midright
        track = mirrored(track, rect)
        pygame.draw.rect(
            surface,
            TURQUOISE if self.value else shade(SANDSTONE_DARK, 0.9),
            track,
            border_radius=16,
        )
        pygame.draw.rect(surface, LAPIS_DARK, track, 2, border_radius=16)
        on_right = self.value != i18n.is_rtl()  # "on" is the far end, as the reader sees it
        knob = (track.right - 16, track.centery) if on_right else (track.x + 16, track.centery)
        pygame.draw.circle(surface, KOHL, (knob[0] + 1, knob[1] + 2), KNOB_RADIUS)
        pygame.draw.circle(surface, GOLD, knob, KNOB_RADIUS)
        pygame.draw.circle(surface, GOLD_LIGHT, (knob[0] - 3, knob[1] - 3), 4)


class Slider(_Row):
    """A 0..100 value in steps of SLIDER_STEP; drag, click on the track, or Left/Right."""

    activates_on_release = False

    def __init__(
        self, rect: pygame.Rect, label: str, value: int, on_change: Callable[[int], None]
    ) -> None:
        super().__init__(rect, label)
        self.value, self.on_change = value, on_change

    @property
    def track_rect(self) -> pygame.Rect:
        """The bar the knob runs along (its value text sits at the far end)."""
        inner = self.control_inner
        width = inner.width - VALUE_WIDTH - 2 * KNOB_RADIUS - 6
        return mirrored(pygame.Rect(inner.x + KNOB_RADIUS, inner.centery - 5, width, 10), inner)

    def control_boxes(self) -> list[TextBox]:
        inner = self.control_inner
        area = mirrored(self.text_area(inner.right - VALUE_WIDTH, VALUE_WIDTH), inner)
        value = i18n.tr("settings.percent", value=self.value)
        return [TextBox(value, area, VALUE_TEXT_SIZE, TEXT_ON_LIGHT)]

    def _set(self, value: int) -> bool:
        value = max(0, min(100, value))
        if value == self.value:
            return False
        self.value = value
        self.on_change(value)
        return True

    def adjust(self, direction: int) -> bool:
        return self._set(self.value + direction * SLIDER_STEP)

    def press_at(self, pos: tuple[int, int]) -> bool:
        if not self.control_rect.collidepoint(pos):
            return False
        self.drag_to(pos)
        return True

    def drag_to(self, pos: tuple[int, int]) -> None:
        track = self.track_rect
        from_start = track.right - pos[0] if i18n.is_rtl() else pos[0] - track.x
        self._set(round(from_start / track.width * 100 / SLIDER_STEP) * SLIDER_STEP)

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        track = self.track_rect
        pygame.draw.rect(surface, shade(SANDSTONE_DARK, 0.8), track, border_radius=5)
        filled = pygame.Rect(track.x, track.y, round(track.width * self.value / 100), track.height)
        filled = mirrored(filled, track)
        pygame.draw.rect(surface, LAPIS, filled, border_radius=5)
        knob = (filled.x if i18n.is_rtl() else filled.right, track.centery)
        pygame.draw.circle(surface, KOHL, (knob[0] + 1, knob[1] + 2), KNOB_RADIUS)
        pygame.draw.circle(surface, GOLD, knob, KNOB_RADIUS)


class OptionCycler(_Row, Generic[T]):
    """One of several options; Left/Right or clicks on the arrows step through them."""

    activates_on_release = False

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        options: Sequence[tuple[T, str]],
        value: T,
        on_change: Callable[[T], None],
    ) -> None:
        super().__init__(rect, label)
        self.options = list(options)
        self.index = [option for option, _ in self.options].index(value)
        self.on_change = on_change

    @property
    def value(self) -> T:
        """The chosen option."""
        return self.options[self.index][0]

    def adjust(self, direction: int) -> bool:
        self.index = (self.index + direction) % len(self.options)
        self.on_change(self.value)
        return True

    def activate(self) -> bool:
        return self.adjust(+1)

    def press_at(self, pos: tuple[int, int]) -> bool:
        control = self.control_rect
        if not control.collidepoint(pos):
            return False
        towards_right = pos[0] >= control.centerx
        return self.adjust(+1 if towards_right != i18n.is_rtl() else -1)

    def control_need(self) -> int:
        widest = max(_text_width(text, ROW_TEXT_SIZE, True) for _, text in self.options)
        return widest + 2 * ARROW_ROOM + TEXT_PADDING + 2 * TEXT_EDGE

    def control_boxes(self) -> list[TextBox]:
        inner = self.control_inner
        area = self.text_area(inner.x + ARROW_ROOM, inner.width - 2 * ARROW_ROOM)
        return [TextBox(self.options[self.index][1], area, ROW_TEXT_SIZE, LAPIS_DARK, bold=True)]

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        for direction, x in ((-1, rect.x + 12), (1, rect.right - 12)):
            tip = (x + 8 * direction, rect.centery)
            pygame.draw.polygon(
                surface,
                LAPIS,
                [
                    tip,
                    (x - 8 * direction, rect.centery - 11),
                    (x - 8 * direction, rect.centery + 11),
                ],
            )


class FocusGroup:
    """Input and drawing for a screen's widgets (see the module docstring)."""

    def __init__(
        self,
        widgets: Sequence[Widget],
        on_back: Callable[[], None] | None = None,
        on_feedback: Callable[[], None] | None = None,
    ) -> None:
        self.widgets = list(widgets)
        self.on_back = on_back
        self.on_feedback = on_feedback  # e.g. a click sound
        self.focus: Widget | None = next(
            (w for w in self.widgets if w.focusable and w.enabled), None
        )
        self.focus_visible = False
        self.hovered: Widget | None = None
        self.pressed: Widget | None = None

    def text_boxes(self) -> list[TextBox]:
        """The text of every widget (for fit tests)."""
        return [box for widget in self.widgets for box in widget.text_boxes()]

    def _feedback(self, changed: bool) -> None:
        if changed and self.on_feedback is not None:
            self.on_feedback()

    def _widget_at(self, pos: tuple[int, int]) -> Widget | None:
        return next(
            (w for w in self.widgets if w.focusable and w.enabled and w.rect.collidepoint(pos)),
            None,
        )

    def move_focus(self, step: int) -> None:
        """Focus the next (+1) or previous (-1) enabled focusable widget, wrapping around."""
        candidates = [w for w in self.widgets if w.focusable and w.enabled]
        if not candidates:
            return
        index = candidates.index(self.focus) if self.focus in candidates else -step
        self.focus = candidates[(index + step) % len(candidates)]

    def move_along_row(self, towards_right: bool) -> None:
        """Focus the nearest enabled widget beside the focused one, on its row, towards the
        screen's right or left (a row of buttons is walked as it is seen, in any language)."""
        here = self.focus
        if here is None:
            return
        beside = [
            w
            for w in self.widgets
            if w is not here
            and w.focusable
            and w.enabled
            and w.rect.top < here.rect.bottom
            and here.rect.top < w.rect.bottom
            and (w.rect.centerx > here.rect.centerx) == towards_right
        ]
        if beside:
            self.focus = min(beside, key=lambda w: abs(w.rect.centerx - here.rect.centerx))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event; True if it was used."""
        if event.type == pygame.MOUSEMOTION:
            self.focus_visible = False
            self.hovered = self._widget_at(event.pos)
            if self.pressed is not None and getattr(event, "buttons", (1,))[0]:
                self.pressed.drag_to(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self._widget_at(event.pos)
            if self.pressed is not None:
                self.focus = self.pressed
                self._feedback(self.pressed.press_at(event.pos))
            return self.pressed is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self.pressed = self.pressed, None
            if pressed is not None and pressed is self._widget_at(event.pos):
                if pressed.activates_on_release:
                    self._feedback(pressed.activate())
                return True
            return False
        return self._handle_intent(intent_of(event))

    def _handle_intent(self, intent: Intent | None) -> bool:
        if intent is None:
            return False
        if intent is Intent.BACK:
            if self.on_back is not None:
                self.on_back()
                return True
            return False
        if intent in WALKS and not self.focus_visible and self.focus in self.widgets:
            self.focus_visible = True  # the first Tab shows where the focus is, then walks
            return True
        self.focus_visible = True
        if intent in (Intent.NEXT, Intent.DOWN):
            self.move_focus(+1)
        elif intent in (Intent.PREVIOUS, Intent.UP):
            self.move_focus(-1)
        elif isinstance(self.focus, Button) and intent in (Intent.LEFT, Intent.RIGHT):
            self.move_along_row(towards_right=intent is Intent.RIGHT)
        elif self.focus is not None and intent in (Intent.LEFT, Intent.RIGHT):
            towards_right = intent is Intent.RIGHT
            # Right means "more" when reading left to right, and "less" right to left.
            self._feedback(self.focus.adjust(+1 if towards_right != i18n.is_rtl() else -1))
        elif self.focus is not None and intent is Intent.ACTIVATE:
            self._feedback(self.focus.activate())
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every widget in its current state."""
        for widget in self.widgets:
            focused = self.focus_visible and widget is self.focus
            widget.draw(surface, widget is self.hovered, widget is self.pressed, focused)


def same_text_size(buttons: Sequence[Button]) -> None:
    """Give a row or column of buttons one text size, the largest at which every label fits:
    one label that must shrink takes the others along, so no button looks smaller."""
    if buttons:
        size = min(place(box)[0] for button in buttons for box in button.text_boxes())
        for button in buttons:
            button.size = size


def _text_width(text: str, size: int, bold: bool) -> int:
    """How wide `text` is drawn at nominal `size` (the rendering is cached)."""
    return render(text, size, TEXT_ON_LIGHT, bold=bold).get_width()
