"""What the table must act on, on the table layout.

The end of the game (and a game night's standings), the question waiting, the
step's reminders.

:class:`TableNotice` renders the table view's
(:class:`~archenemy.desktop.table_view.TableView`) ``end``, ``question`` and
``reminders`` in the banner's place of the second window (and the end of the
game in table mode, where the main window's banner shows the question).  It
answers nothing itself: the keys typed in the second window reach the main
window, which answers; the notice shows the question, its answers in their
places with their keys (those not offered now struck through), what was
typed for a count or a scheme's name, and, once the table tried to go on,
that Next step waits for the answer.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QLayout, QVBoxLayout, QWidget

from ...i18n import follow_language
from ...table_view import AnswerKey, KeyHint, TableView
from ...theme import Theme
from ...widgets.flash import flash_widget
from ...widgets.layouts import FlowLayout, clear_layout
from ...widgets.plain_text import plain_label
from ...widgets.theming import Themed


class TableNotice(Themed, QFrame):
    """The end of the game, else the question waiting and the step's reminders.

    Hidden when there is none.

    ``kind`` (a property the theme reads): ``"end"``, ``"question"`` or
    ``"reminder"``.  :meth:`show_view` renders a view; with
    ``questions=False`` (table mode: the banner shows them) only the end.
    """

    HEADING_PT = 22
    ANSWER_PT = 17
    TYPED_PT = 22
    HINT_PT = 14
    REMINDER_PT = 18
    # The middle of the table's height and width (pixels) at which the notice's texts are at their sizes above; larger,
    # they grow with it (a TV), up to :attr:`MAX_GROWTH` times.
    ROOM = 440
    ROOM_WIDTH = 1000
    MAX_GROWTH = 1.5
    # Smaller than their sizes, down to this, while the notice's box is short for them (many answers, a long question).
    MIN_GROWTH = 0.7

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self.theme = theme or Theme()
        self.setObjectName("tableNotice")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 10, 18, 12)
        layout.setSpacing(8)
        self.heading = QLabel()
        self.heading.setObjectName("noticeHeading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self._set_font(self.heading, self.HEADING_PT, True)
        self.answers = FlowLayout(spacing=12)
        # The count or the scheme's name typed so far, and the names it matches.
        self.typed = plain_label(QLabel())
        self.typed.setObjectName("noticeTyped")
        self.typed.setWordWrap(True)
        self._set_font(self.typed, self.TYPED_PT, True)
        # How to answer; a count's threshold; why Next step waits.
        self.hint = plain_label(QLabel())
        self.hint.setObjectName("noticeHint")
        self.hint.setWordWrap(True)
        self._set_font(self.hint, self.HINT_PT)
        # They name the chosen player: never markup.
        self.reminders = plain_label(QLabel())
        self.reminders.setObjectName("noticeReminders")
        self.reminders.setWordWrap(True)
        self._set_font(self.reminders, self.REMINDER_PT, True)
        layout.addWidget(self.heading)
        layout.addLayout(self.answers)
        layout.addWidget(self.typed)
        layout.addWidget(self.hint)
        layout.addWidget(self.reminders)
        # Beside the card the notice is as tall as it: its lines stay on top.
        layout.addStretch(1)
        self.answer_labels: list[QLabel] = []
        self.shown: TableView | None = None
        self.told_why = False
        # What was refused, when not Next step (an answer key not offered now)
        self._why = ""
        self._prompt_id: int | None = None
        self._typed = ""
        self._matches: list[str] = []
        self._questions = True
        self._growth = self._room_growth = 1.0
        # What the texts were last fitted to (sizes and words)
        self._fitted: tuple[object, ...] = ()
        self._beside = True
        # The widest the notice is beside the card (pixels; 0: any), see set_room.
        self._share = 0
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Fixed words in the current language (the view's come with it)."""
        self.setAccessibleName(self.tr("What the table must act on"))
        if self.shown is not None:
            self.show_view(self.shown, questions=self._questions)

    def set_room(self, width: float, height: float, *, beside: bool = True, share: int = 0) -> None:
        """The middle of the table is ``width``×``height`` pixels.

        The texts grow with it (a TV), up to :attr:`MAX_GROWTH`.  ``beside``
        the card the notice's box is as tall as the card's, and :meth:`_fit`
        makes the texts smaller again while they do not fit it, nor its
        ``share`` of the width (pixels; 0: any): a long answer never widens
        the notice into the card's and the planes' room (a phenomenon's text
        was cut for it) or under the seats; above the card it takes the
        height it needs.
        """
        growth = min(height / self.ROOM, width / self.ROOM_WIDTH)
        self._room_growth = round(max(1.0, min(self.MAX_GROWTH, growth)), 2)
        self._beside = beside
        self._share = share
        self._fit_later()

    @property
    def room_growth(self) -> float:
        """How much larger than their sizes the texts are drawn for the middle's room.

        1 to :attr:`MAX_GROWTH`.
        """
        return self._room_growth

    def _grow(self, growth: float) -> None:
        """Every text at its size times ``growth``.

        A key not offered now struck through, whatever the style.
        """
        self._growth = growth
        for label, size, bold in (
            (self.heading, self.HEADING_PT, True),
            (self.typed, self.TYPED_PT, True),
            (self.hint, self.HINT_PT, False),
            (self.reminders, self.REMINDER_PT, True),
        ):
            self._set_font(label, size * growth, bold)
        for label in self.answer_labels:
            self._key_font(label)

    def _key_font(self, label: QLabel) -> None:
        self._set_font(label, self.ANSWER_PT * self._growth, True)
        if label.property("offered") is False:
            font = label.font()
            font.setStrikeOut(True)
            label.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_later()

    def _fit_later(self) -> None:
        """Fit the texts once the layout has given the notice its size.

        The event loop's next turn.
        """
        self._fit_timer.start()

    def _fit(self) -> None:
        """The largest text size whose lines fit the notice's box.

        From the room's, down to :attr:`MIN_GROWTH`.
        """
        layout = self.layout()
        if layout is None or not self.isVisible() or self.width() <= 0:
            return
        shown = (self.heading, self.typed, self.hint, self.reminders, *self.answer_labels)
        # Above the card its height follows its texts.
        height = self.height() if self._beside else 0
        key = (self.width(), height, self._share, self._room_growth, *(label.text() for label in shown))
        if key == self._fitted:
            # Nothing it shows changed (a life total did): the sizes stand.
            return
        self._fitted = key
        growth = self._room_growth
        self._grow(growth)
        while self._beside and growth > self.MIN_GROWTH and not self._fits_box(layout):
            growth = round(max(self.MIN_GROWTH, growth - 0.05), 2)
            self._grow(growth)

    def _fits_box(self, layout: QLayout) -> bool:
        """Whether the texts as they are fit the box beside the card.

        Its height, and its share of the width.
        """
        if self._share and layout.totalMinimumSize().width() > self._share:
            return False
        return layout.totalHeightForWidth(self.width()) <= self.height()

    def fits_now(self) -> bool:
        """Fit the texts to the box the notice has now.

        Now, not at the loop's next turn; says whether they fit it (``True``
        while hidden, or above the card, where its height follows its texts).
        """
        self._fit()
        layout = self.layout()
        if layout is None or not self.isVisible() or not self._beside:
            return True
        return layout.totalHeightForWidth(self.width()) <= self.height()

    def _theme_changed(self) -> None:
        # Rebuilt with the new fonts by the next show_view.
        self.answer_labels = []
        self._fitted = ()
        self._fit_later()

    # ----- rendering --------------------------------------------------------------
    def show_view(self, view: TableView, *, questions: bool = True) -> None:
        """Show ``view``'s end of the game.

        Else (``questions``) its question and its reminders; hide when none.
        """
        self.shown = view
        self._questions = questions
        question = view.question if questions else None
        reminders = [r.text for r in view.reminders] if questions else []
        if question is None or question.prompt_id != self._prompt_id:
            self._prompt_id = question.prompt_id if question is not None else None
            self.told_why, self._why = False, ""
            self._typed, self._matches = "", []
        if view.end is not None:
            self._set_kind("end")
            self.heading.setText(view.end.text)
            self._show_keys(view.end.keys)
            self.typed.hide()
            self._set_label(self.hint, "")
            standings = (view.end.standings_title, *view.end.standings) if view.end.standings else ()
            # A game night's standings, a line each.
            self._set_label(self.reminders, "\n".join(standings))
        elif question is not None:
            self._set_kind("question")
            self.heading.setText(question.heading)
            self._show_keys(() if question.typed and question.kind.value != "count" else question.answers)
            self._show_typed()
            hint = [question.threshold, question.how, question.more]
            if self.told_why:
                hint.append(self._why or self.tr("Next step waits for this answer."))
            self._set_label(self.hint, "  ".join(h for h in hint if h))
            self._set_label(self.reminders, "\n".join(reminders))
        elif reminders:
            self._set_kind("reminder")
            self.heading.setText(self.tr("Now, at this step:"))
            self._show_keys(())
            self.typed.hide()
            self._set_label(self.hint, "")
            self._set_label(self.reminders, "\n".join(reminders))
        else:
            self._set_kind("")
            self.hide()
            return
        self.heading.setAccessibleName(self.heading.text())
        self.show()
        self._fit_later()

    def show_typed(self, typed: str, matches: list[str] | None = None) -> None:
        """What the table typed for the question.

        A count or a scheme's name, and the names it matches.
        """
        self._typed, self._matches = typed, list(matches or [])
        self._show_typed()

    def tell_why(self, reason: str = "") -> None:
        """Next step or Enter was refused while the question waits.

        Or ``reason`` in words (an answer key not offered now): say so here,
        and blink.
        """
        if self.shown is None or self.shown.question is None or not self._questions:
            return
        self.told_why, self._why = True, reason
        self.show_view(self.shown, questions=self._questions)
        flash_widget(self)

    def flash(self) -> None:
        """Blink (a reminder the next stop stopped for)."""
        if self.isVisible():
            flash_widget(self)

    # ----- parts ------------------------------------------------------------------------
    def _set_kind(self, kind: str) -> None:
        """Style the notice as ``kind``.

        Its colours come from the theme; its labels are styled anew too.
        """
        if self.property("kind") != kind:
            self.setProperty("kind", kind)
            for widget in (self, *self.findChildren(QLabel)):
                widget.style().unpolish(widget)
                widget.style().polish(widget)
            # A polish gives back the style's fonts.
            self._grow(self._growth)

    @staticmethod
    def _set_label(label: QLabel, text: str) -> None:
        label.setText(text)
        label.setAccessibleName(text)
        label.setVisible(bool(text))

    def _show_keys(self, keys: tuple[AnswerKey, ...] | tuple[KeyHint, ...]) -> None:
        """One label per answer (or action) with its key, in its place.

        One not offered now is shown struck through.
        """
        wanted = [(k.text, getattr(k, "offered", True)) for k in keys]
        if wanted == [(label.text(), label.property("offered") is not False) for label in self.answer_labels]:
            return
        clear_layout(self.answers)
        self.answer_labels = []
        for text, offered in wanted:
            label = QLabel(text)
            label.setObjectName("answerKey")
            label.setProperty("offered", offered)
            label.setTextFormat(Qt.TextFormat.PlainText)
            self._key_font(label)
            label.setAccessibleName(text if offered else self.tr("%1 (not available)").replace("%1", text))
            self.answers.addWidget(label)
            self.answer_labels.append(label)

    def _show_typed(self) -> None:
        """The typed count or name (a count shows ``0`` until the table types).

        The names it matches after it.
        """
        question = self.shown.question if self.shown is not None and self._questions else None
        if question is None or not question.typed:
            self.typed.hide()
            return
        typed = self._typed or ("0" if question.kind.value == "count" else "")
        text = f"▸ {typed}▏" if typed else "▸ ▏"
        if self._matches:
            text += "   → " + " · ".join(self._matches)
        self.typed.setText(text)
        # Read as words, not as the arrow and the caret drawn around it ("Typed: 3", "Typed: know ev · Matches: …").
        spoken = self.tr("Typed: %1").replace("%1", typed or "—")
        if self._matches:
            spoken += " · " + self.tr("Matches: %1").replace("%1", ", ".join(self._matches))
        self.typed.setAccessibleName(spoken)
        self.typed.show()
