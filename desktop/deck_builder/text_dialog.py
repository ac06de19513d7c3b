"""The paste dialog: a deck list typed or pasted, parsed as you type.

Problems are shown with their line numbers.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...engine.decks import ParsedDeck
from .. import theme
from ..i18n import follow_language
from ..texts import fill, problem_message
from .draft import AnyCatalogue, parse_text
from .styling import font, scroll_area

__all__ = ["DeckTextDialog"]


class DeckTextDialog(QDialog):
    """Paste (or fix) a deck list: it is parsed as you type.

    Problems are shown with their line numbers.

    Names may be English or in any language the app has, whatever the UI's
    language (:func:`~.draft.parse_text`).  ``list_accepted`` carries the text
    when the person presses "Use this list"; lines that could not be read are
    left out of the deck.  ``scale`` is the text size; ``color_scheme`` the
    theme's scheme (default: the platform's).  Without a parent the dialog
    applies the theme itself (a child takes it from the deck builder).
    A planar deck list (``planar``): ``language_catalogue`` returns the
    planes' catalogue and ``parse`` reads the text
    (:func:`~.planar_draft.parse_planar_text`); default :func:`~.draft.parse_text`.
    """

    list_accepted = Signal(str)

    def __init__(
        self,
        language_catalogue: Callable[[], AnyCatalogue],
        parent: QWidget | None = None,
        *,
        planar: bool = False,
        parse: Callable[[str], ParsedDeck] | None = None,
        text: str = "",
        notice: str = "",
        scale: float = 1.0,
        color_scheme: str | None = None,
    ) -> None:
        super().__init__(parent)
        follow_language(self.retranslate)
        self._catalogue = language_catalogue
        self._planar = planar
        self._parse = parse or (lambda text: parse_text(text, self._catalogue()))
        self._notice = notice
        scheme = color_scheme or theme.system_color_scheme()
        self._palette = theme.palette(scheme)
        self.setObjectName("deckTextDialog")
        if parent is None:
            self.setStyleSheet(theme.deck_builder_style_sheet(scale, scheme))
        self.setFont(font(12, scale))
        self.resize(720, 560)
        self._build(text, scale)
        self.parsed = ParsedDeck()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.refresh)
        self.editor.textChanged.connect(self._timer.start)
        self.use_button.clicked.connect(self._use)
        self.cancel_button.clicked.connect(self.reject)
        self.retranslate()

    def _build(self, text: str, scale: float) -> None:
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.intro = QLabel()
        self.intro.setObjectName("hint")
        self.intro.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setFont(font(12, scale))
        self.editor.setTabChangesFocus(True)
        self.editor.setPlainText(text)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        result_area = scroll_area(self.result_label)
        result_area.setMinimumHeight(110)
        buttons = QHBoxLayout()
        self.use_button = QPushButton()
        self.use_button.setObjectName("primary")
        self.cancel_button = QPushButton()
        for button in (self.use_button, self.cancel_button):
            button.setDefault(False)
            button.setAutoDefault(False)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        buttons.addWidget(self.cancel_button)
        layout.addWidget(self.intro)
        layout.addWidget(self.editor, 3)
        layout.addWidget(result_area, 2)
        layout.addLayout(buttons)

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        if self._planar:
            self.setWindowTitle(self.tr("Paste a planar deck list"))
            intro = self.tr(
                "One plane or phenomenon per line, such as “1 Academy at Tolaria West” or just “Name”; "
                "# and // start comments. English or translated names."
            )
        else:
            self.setWindowTitle(self.tr("Paste a deck list"))
            intro = self.tr(
                "One scheme per line, such as “2 Because I Have Willed It”, “2x Name” or just “Name”; "
                "# and // start comments. English or translated names."
            )
        self.intro.setText(f"{self._notice}\n{intro}" if self._notice else intro)
        self.editor.setAccessibleName(self.tr("Deck list text"))
        self.editor.setPlaceholderText(self.tr("Paste or type a deck list here"))
        self.result_label.setAccessibleName(self.tr("Lines that could not be read"))
        self.use_button.setText(self.tr("Use this list"))
        self.use_button.setAccessibleName(self.tr("Use this list as the deck"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.refresh()

    def refresh(self) -> None:
        """Parse the text now and show what was understood and every line problem."""
        self._timer.stop()
        catalogue = self._catalogue()
        self.parsed = self._parse(self.editor.toPlainText())
        if self.parsed.card_count == 1:
            parts = [html.escape(self.tr("1 card recognized."))]
        else:
            parts = [html.escape(fill(self.tr("%1 cards recognized."), self.parsed.card_count))]
        if self.parsed.problems:
            parts.append(html.escape(self.tr("These lines could not be read and will be left out:")))
            parts.extend(
                f"<span style='color:{self._palette.error}'>• {html.escape(problem_message(p, catalogue))}</span>"
                for p in self.parsed.problems
            )
        self.result_label.setText("<br>".join(parts))
        self.use_button.setEnabled(bool(self.parsed.entries))

    def _use(self) -> None:
        self.refresh()
        if not self.parsed.entries:
            return
        self.list_accepted.emit(self.editor.toPlainText())
        self.accept()
