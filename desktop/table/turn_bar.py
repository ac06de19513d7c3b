"""The turn bar at the top of the window.

The turn, the step, undo, redo, Next step.

:class:`TurnBar` shows whose turn it is and the step ("Turn 3 · Hero 2",
"Precombat main phase"), the "Go to step…" menu of the turn's later steps,
in a game with planes the planar die's button (its key and the next roll's
cost, worded by the planes' part), ↶ and ↷ with what they would undo and
redo in their tooltips, and Next step with its key.  The step's name is what the table reads from afar: it keeps
the bar's height for every step (:class:`~.step_label.StepLabel`), and the
die's button, then Next step, give up their keys' width while the name would
be drawn too small; the keys come back as soon as there is room for them.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton

from ...engine.model import Step
from .. import texts
from ..table_view import TableView
from ..theme import Theme
from ..widgets.plain_text import plain_tooltip
from ..widgets.theming import set_theme_font
from .step_label import KEY_KEEPS_SHARE, StepLabel

__all__ = ["TWO_LINE_BUTTON_SCALE", "TurnBar", "TurnLine"]


def _tr(context: str, text: str) -> str:
    """Translate in ``context``.

    The bar's texts keep the window's ``MainWindow`` context.
    """
    return QCoreApplication.translate(context, text)


# From this text size on, the turn bar's "Next step" button puts its key on a second line.
TWO_LINE_BUTTON_SCALE = 1.3


class TurnLine(QLabel):
    """The turn's line, cut with "…" when the bar is short of room.

    "Turn 2 · Player 1 (left the game)", set by :meth:`show_line`.  It
    never widens the window past its screen: its least width is a few
    letters.  Its whole text stays its :meth:`text`, its tooltip and its
    accessible name (a screen reader and F1's list read it whole).
    """

    def __init__(self) -> None:
        super().__init__()
        # "Turn 3 · <whose turn>": a name, never markup.
        self.setTextFormat(Qt.TextFormat.PlainText)

    def show_line(self, text: str) -> None:
        """Show ``text``: its whole line in the tooltip and the accessible name too."""
        self.setText(text)
        self.setToolTip(plain_tooltip(text))
        self.setAccessibleName(text)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        hint = super().minimumSizeHint()
        hint.setWidth(min(hint.width(), self.fontMetrics().horizontalAdvance("MMMM…")))
        return hint

    def shown_text(self) -> str:
        """The text as drawn at the label's width: whole, or cut with "…"."""
        width = self.contentsRect().width()
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        # The painter starts with the label's font and its palette's text colour, as the style's drawItemText
        # sets them; the style itself is not asked: wrapping it makes QStyle's enums, which no other part of the
        # first frame needs (about 40 M instructions of the start).
        QPainter(self).drawText(self.contentsRect(), int(self.alignment()), self.shown_text())


class TurnBar(QFrame):
    """The bar of the turn, the step and the step buttons.

    ``theme`` gives the theme now.

    The window connects the buttons (:attr:`undo_button`, :attr:`redo_button`,
    :attr:`next_button`) and fills :attr:`jump_menu`.
    """

    def __init__(self, theme: Callable[[], Theme]) -> None:
        super().__init__()
        self._theme = theme
        self.setObjectName("turnBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(16, 8, 16, 8)
        # Cut with "…" while the bar is short of room (a player who left the game made the window wider than
        # its screen); its tooltip and accessible name say it whole.
        self.turn_label = TurnLine()
        self.turn_label.setObjectName("turnLabel")
        self._set_font(self.turn_label, 20, True)
        # It holds the tallest step name's height: the table never jumps a line.
        self.step_label = StepLabel()
        # What the buttons show besides their words (see _give_step_room): 3 the die's cost and both keys,
        # 2 both keys, 1 Next step's key only, 0 neither.
        self._keys_shown = 3
        self.step_label.fitted = self._give_step_room
        self.step_label.setObjectName("stepLabel")
        # Its largest size; its least width is its longest word's.
        self._set_font(self.step_label, 20, True)
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        for button in (self.undo_button, self.redo_button):
            button.setObjectName("arrowButton")
            self._set_font(button, 18, True)
            button.setMinimumSize(52, 44)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextStep")
        # The style sheet's button size: a font of its own would hold only until the sheet next styled it.
        self._set_font(self.next_button, 14, True)
        self.next_button.setMinimumHeight(48)
        # The planar die with its key and the next roll's cost (CR 901.9): a game with planes only (planes.py).
        self.roll_button = QPushButton()
        self.roll_button.setObjectName("rollButton")
        self._set_font(self.roll_button, 14, True)
        self.roll_button.setMinimumHeight(44)
        self.roll_button.hide()
        # Its words with the key and the cost ("Roll  [F6] · 1 mana"), without the cost ("Roll  [F6]"), and
        # the key as written in them (see set_roll_text).
        self._roll_text = self._roll_short = self._roll_key = ""
        layout.addWidget(self.turn_label)
        layout.addSpacing(24)
        layout.addWidget(self.step_label, 1)
        self.jump_button = QToolButton()
        self._set_font(self.jump_button, 13)
        self.jump_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.jump_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.jump_menu = QMenu(self)
        self.jump_button.setMenu(self.jump_menu)
        layout.addWidget(self.jump_button)
        layout.addSpacing(16)
        layout.addWidget(self.roll_button)
        layout.addWidget(self.undo_button)
        layout.addWidget(self.redo_button)
        layout.addWidget(self.next_button)

    def _set_font(self, widget: QLabel | QPushButton | QToolButton, size: float, bold: bool = False) -> None:
        set_theme_font(widget, self._theme(), size, bold)

    def retranslate(self) -> None:
        """Set the bar's fixed texts in the current language."""
        self.step_label.set_names(texts.step_name(step) for step in Step)
        self.label_next_button()
        self.next_button.setAccessibleName(_tr("MainWindow", "Next step"))
        self.next_button.setToolTip(_tr("MainWindow", "Go to the next step (Space)"))
        self.undo_button.setText("↶")
        self.undo_button.setAccessibleName(_tr("MainWindow", "Undo"))
        self.redo_button.setText("↷")
        self.redo_button.setAccessibleName(_tr("MainWindow", "Redo"))
        self.jump_button.setText(_tr("MainWindow", "Go to step…"))
        self.jump_button.setAccessibleName(_tr("MainWindow", "Go to a later step of this turn"))

    def show_state(self, view: TableView) -> None:
        """Whose turn it is and the step, from the table ``view``.

        Next step off once the game is over.
        """
        self.turn_label.show_line(view.turn)
        self.step_label.setText(view.step)
        self.next_button.setEnabled(not view.over)

    def show_undo(self, undo_name: str, redo_name: str, can_undo: bool, can_redo: bool) -> None:
        """↶ and ↷ on or off, their tooltips saying what they would undo and redo.

        "" : unnamed.
        """
        # "Undo: <name> life −3": a name, never markup.
        self.undo_button.setToolTip(
            plain_tooltip(
                (texts.fill(_tr("MainWindow", "Undo: %1"), undo_name) if undo_name else _tr("MainWindow", "Undo"))
                + f" ({texts.key_text('Ctrl+Z')})"
            )
        )
        self.redo_button.setToolTip(
            plain_tooltip(
                (texts.fill(_tr("MainWindow", "Redo: %1"), redo_name) if redo_name else _tr("MainWindow", "Redo"))
                + f" ({texts.key_text('Ctrl+Shift+Z')})"
            )
        )
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)

    def label_next_button(self) -> None:
        """ "Next step  [Space]": its key on a second line at large text sizes.

        The bar never widens the window.  While the step name beside them
        would be smaller than :data:`KEY_KEEPS_SHARE` of the theme's size, the
        planar die's button leaves its cost out first, then its key, then
        Next step its own (their tooltips, the menu and F1's list still say
        them; the plane card says each player's next cost).
        """
        text = _tr("MainWindow", "Next step  [Space]")
        if self._theme().scale >= TWO_LINE_BUTTON_SCALE:
            text = text.replace("  [", "\n[")
        elif self._keys_shown < 1:
            text = _tr("MainWindow", "Next step")
        self.next_button.setText(text)
        self._label_roll_button()

    def set_roll_text(self, text: str, short: str, key: str) -> None:
        """The planar die's button says ``text``, or ``short`` without the cost.

        Both write its ``key`` ("[F6]").  The cost, then the key, are left
        out while the step name needs the room (a Spanish bar at 1,280 px
        was wider than its screen): the key is what a player at the table
        looks for, and the plane card says each player's next cost (901.9);
        F1's list, the menu and the tooltip still say both.
        """
        changed = (text, short, key) != (self._roll_text, self._roll_short, self._roll_key)
        self._roll_text, self._roll_short, self._roll_key = text, short, key
        self._label_roll_button()
        if changed and self.step_label.isVisible():
            # A cost the button does not show changes no width: nothing else would measure it again.
            self._give_step_room()

    def _without_key(self, text: str) -> str:
        """The die's button's ``text`` with its key left out ("Roll · 1 mana")."""
        return " ".join(text.replace(self._roll_key, "").split()) if self._roll_key else text

    def _label_roll_button(self) -> None:
        shown = self._keys_shown
        text = self._roll_text if shown >= 3 else self._roll_short
        self.roll_button.setText(text if shown >= 2 else self._without_key(text))

    def _extra_widths(self) -> tuple[int, int, int]:
        """The widths (pixels) Next step's key, the die's key and its cost take.

        Each in its button; 0 for one that takes none: Next step's key on a
        line of its own (large text sizes), the die's while its button is
        hidden.
        """
        next_key = roll_key = roll_cost = 0
        if self._theme().scale < TWO_LINE_BUTTON_SCALE:
            metrics = self.next_button.fontMetrics()
            next_key = metrics.horizontalAdvance(_tr("MainWindow", "Next step  [Space]")) - metrics.horizontalAdvance(
                _tr("MainWindow", "Next step")
            )
        if self._roll_key and not self.roll_button.isHidden():
            metrics = self.roll_button.fontMetrics()
            short = metrics.horizontalAdvance(self._roll_short)
            roll_key = short - metrics.horizontalAdvance(self._without_key(self._roll_short))
            roll_cost = metrics.horizontalAdvance(self._roll_text) - short
        return max(0, next_key), max(0, roll_key), max(0, roll_cost)

    def _give_step_room(self) -> None:
        """After each fit of the step name: what the buttons' words leave it.

        The name is what the table reads from afar; with the log shown, a
        narrow window, Spanish names or the die's cost, the buttons' keys take
        width the name needs (the bar keeps its height: a second line would
        have grown it).  The name shrinks down to ``KEY_KEEPS_SHARE`` of its
        size for them; past that the die's cost goes, then its key, then
        Next step's.  Each comes back as soon as the names fit beside it
        again at that size: measured at the width its words take, which is
        the width the name gives back for it (no flip-flop).
        """
        label = self.step_label
        next_key, roll_key, roll_cost = self._extra_widths()
        # The width what each level shows takes; the name's width with none of it.
        taken = (0, next_key, next_key + roll_key, next_key + roll_key + roll_cost)
        bare = label.contentsRect().width() + taken[self._keys_shown]
        shown = 0
        for count in (3, 2, 1):
            if label.fits_at_full_size(bare - taken[count], KEY_KEEPS_SHARE):
                shown = count
                break
        if shown != self._keys_shown:
            self._keys_shown = shown
            self.label_next_button()
