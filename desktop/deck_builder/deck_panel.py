"""The deck panel, the deck builder's right half.

The deck's name and rules, its rows and their buttons, the check.

Rows read "N × Name" in first-added order.  On a row, Delete, Backspace or −
remove a copy and +, = or Insert add one; the buttons below do the same.
The validation area shows the live check of the deck for the chosen variant
(CR 904.3; 904.12c; 904.13d) on a green or red ground.

The panel only shows a :class:`~.draft.DeckDraft` and asks for changes by
signals; the dialog changes the draft and calls :meth:`DeckPanel.show_deck`.
Texts are translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue
from ...engine.decks import DeckReport
from ...engine.variants import Variant
from .. import texts, theme
from ..texts import problem_message
from .browser import ID_ROLE, fill_combo
from .draft import MAX_NAME_LENGTH, DeckDraft
from .styling import font, restyle, scroll_area

__all__ = ["VARIANTS", "DeckPanel"]

# The variants offered, in menu order.
VARIANTS = (Variant.ARCHENEMY, Variant.SUPERVILLAIN_RUMBLE, Variant.ARCHENEMY_COMMANDER)


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class _RowKeys(QObject):
    """Event filter on the deck rows: keys that remove or add a copy.

    Delete, Backspace or − remove a copy; +, = or Insert add one.
    """

    _KEYS = {
        Qt.Key.Key_Delete: -1,
        Qt.Key.Key_Backspace: -1,
        Qt.Key.Key_Minus: -1,
        Qt.Key.Key_Plus: 1,
        Qt.Key.Key_Equal: 1,
        Qt.Key.Key_Insert: 1,
    }

    def __init__(self, panel: DeckPanel) -> None:
        super().__init__(panel.deck_list)
        self._panel = panel

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress:
            delta = self._KEYS.get(Qt.Key(event.key()))
            if delta is not None:
                self._panel.change_selected(delta)
                return True
        return False


class DeckPanel(QWidget):
    """The deck: name, variant, rows and their buttons, and the live validation.

    The rows' buttons are +1 / −1 / remove all / clear.

    Signals: ``change_requested(scheme_id, delta)`` (+1 or −1 copy),
    ``remove_all_requested(scheme_id)``, ``clear_requested()``,
    ``name_edited(text)``, ``variant_chosen(variant)`` and
    ``row_selected(scheme_id or None)``.
    """

    change_requested = Signal(str, int)
    remove_all_requested = Signal(str)
    clear_requested = Signal()
    name_edited = Signal(str)
    variant_chosen = Signal(object)
    row_selected = Signal(object)

    def __init__(self, *, scale: float = 1.0, palette: theme.Palette | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._palette = palette or theme.palette("dark")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(self._build_top(scale))
        self.deck_heading = QLabel()
        self.deck_heading.setObjectName("heading")
        self.deck_heading.setFont(font(15, scale, True))
        layout.addWidget(self.deck_heading)
        self.deck_list = QListWidget()
        self.deck_list.setObjectName("deckList")
        self.deck_list.setFont(font(13, scale))
        self.deck_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        layout.addWidget(self.deck_list, 3)
        layout.addLayout(self._build_row_buttons(scale))
        layout.addWidget(self._build_validation(scale), 2)
        self._connect()

    def _build_top(self, scale: float) -> QGridLayout:
        top = QGridLayout()
        top.setHorizontalSpacing(8)
        top.setVerticalSpacing(6)
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setFont(font(13, scale))
        self.name_label.setBuddy(self.name_edit)
        self.variant_label = QLabel()
        self.variant_combo = QComboBox()
        self.variant_label.setBuddy(self.variant_combo)
        top.addWidget(self.name_label, 0, 0)
        top.addWidget(self.name_edit, 0, 1)
        top.addWidget(self.variant_label, 1, 0)
        top.addWidget(self.variant_combo, 1, 1)
        top.setColumnStretch(1, 1)
        return top

    def _build_row_buttons(self, scale: float) -> QHBoxLayout:
        row = QHBoxLayout()
        self.plus_button = QPushButton()
        self.minus_button = QPushButton()
        self.remove_all_button = QPushButton()
        self.clear_button = QPushButton()
        for button in (self.plus_button, self.minus_button):
            button.setObjectName("step")
            button.setFont(font(14, scale, True))
            button.setMinimumWidth(60)
        row.addWidget(self.plus_button)
        row.addWidget(self.minus_button)
        row.addWidget(self.remove_all_button)
        row.addStretch(1)
        row.addWidget(self.clear_button)
        return row

    def _build_validation(self, scale: float) -> QFrame:
        self.validation_frame = QFrame()
        self.validation_frame.setObjectName("validation")
        self.validation_frame.setMinimumHeight(110)
        layout = QVBoxLayout(self.validation_frame)
        layout.setContentsMargins(10, 6, 10, 6)
        self.validation_label = QLabel()
        self.validation_label.setWordWrap(True)
        self.validation_label.setTextFormat(Qt.TextFormat.RichText)
        self.validation_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.validation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.validation_label.setFont(font(12, scale))
        self.validation_area = scroll_area(self.validation_label)
        layout.addWidget(self.validation_area)
        return self.validation_frame

    def _connect(self) -> None:
        self.deck_list.currentItemChanged.connect(self._current_changed)
        self.plus_button.clicked.connect(lambda: self.change_selected(1))
        self.minus_button.clicked.connect(lambda: self.change_selected(-1))
        self.remove_all_button.clicked.connect(self._remove_all_selected)
        self.clear_button.clicked.connect(self.clear_requested)
        self.name_edit.textChanged.connect(self.name_edited)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self._row_keys = _RowKeys(self)
        self.deck_list.installEventFilter(self._row_keys)

    def focus_order(self) -> list[QWidget]:
        """The panel's controls in Tab order."""
        return [
            self.name_edit,
            self.variant_combo,
            self.deck_list,
            self.plus_button,
            self.minus_button,
            self.remove_all_button,
            self.clear_button,
        ]

    # ----- language ---------------------------------------------------------------------
    def retranslate(self, variant: Variant) -> None:
        """Set the fixed texts in the current language (``variant`` stays chosen)."""
        self.name_label.setText(_tr("DeckBuilderDialog", "Deck &name:"))
        self.name_edit.setPlaceholderText(_tr("DeckBuilderDialog", "Name this deck to save it"))
        self.name_edit.setAccessibleName(_tr("DeckBuilderDialog", "Deck name"))
        self.variant_label.setText(_tr("DeckBuilderDialog", "&Rules:"))
        fill_combo(self.variant_combo, [(texts.variant_name(v), v) for v in VARIANTS], variant)
        self.variant_combo.setAccessibleName(_tr("DeckBuilderDialog", "Variant whose deck rules apply"))
        self.deck_list.setAccessibleName(_tr("DeckBuilderDialog", "Deck: Delete removes a copy, + adds one"))
        self.plus_button.setText("+1")
        self.plus_button.setAccessibleName(_tr("DeckBuilderDialog", "Add a copy of the selected deck row"))
        self.plus_button.setToolTip(_tr("DeckBuilderDialog", "Add a copy  (+ or Insert)"))
        self.minus_button.setText("−1")
        self.minus_button.setAccessibleName(_tr("DeckBuilderDialog", "Remove a copy of the selected deck row"))
        self.minus_button.setToolTip(_tr("DeckBuilderDialog", "Remove a copy  (Delete or −)"))
        self.remove_all_button.setText(_tr("DeckBuilderDialog", "Remove all copies"))
        self.remove_all_button.setAccessibleName(_tr("DeckBuilderDialog", "Remove every copy of the selected deck row"))
        self.clear_button.setText(_tr("DeckBuilderDialog", "Clear deck"))
        self.clear_button.setAccessibleName(_tr("DeckBuilderDialog", "Remove every card from the deck"))
        self.validation_area.setAccessibleName(_tr("DeckBuilderDialog", "Deck check"))
        self.validation_label.setAccessibleName(_tr("DeckBuilderDialog", "Deck check result"))

    # ----- showing the deck -------------------------------------------------------------
    def selected_id(self) -> str | None:
        """The scheme of the current deck row, or ``None``."""
        item = self.deck_list.currentItem()
        if item is None:
            return None
        scheme_id: str = item.data(ID_ROLE)
        return scheme_id

    def set_variant(self, variant: Variant) -> None:
        """Choose ``variant`` in the rules menu (emits ``variant_chosen`` if it changed)."""
        index = self.variant_combo.findData(variant)
        if index >= 0:
            self.variant_combo.setCurrentIndex(index)

    def set_name(self, name: str) -> None:
        """Show ``name`` in the name field without emitting ``name_edited``."""
        if self.name_edit.text() != name:
            self.name_edit.blockSignals(True)
            self.name_edit.setText(name)
            self.name_edit.blockSignals(False)

    def show_deck(self, draft: DeckDraft, report: DeckReport, catalogue: Catalogue, focus_id: str | None) -> None:
        """Render the rows, the heading and the check.

        ``focus_id`` (or else the current row) stays selected.
        """
        keep = focus_id or self.selected_id()
        keep_row = self.deck_list.currentRow()
        counts = draft.counts()
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        for scheme_id, count in counts.items():
            scheme = catalogue[scheme_id]
            item = QListWidgetItem(f"{count} × {scheme.name}")
            item.setData(ID_ROLE, scheme_id)
            tip = scheme.name_en if scheme.name_en != scheme.name else ""
            item.setToolTip("\n".join(x for x in (tip, scheme.text) if x))
            if count > draft.variant.rules.max_copies:
                item.setForeground(QColor(self._palette.error))
            self.deck_list.addItem(item)
        self.deck_list.blockSignals(False)
        ids = list(counts)
        if keep in counts:
            self.deck_list.setCurrentRow(ids.index(keep))
        elif ids:
            self.deck_list.setCurrentRow(min(max(keep_row, 0), len(ids) - 1))
        cards = draft.card_count
        if cards == 1:
            self.deck_heading.setText(_tr("DeckBuilderDialog", "Deck: 1 card"))
        else:
            self.deck_heading.setText(texts.fill(_tr("DeckBuilderDialog", "Deck: %1 cards"), cards))
        self._show_report(report, catalogue)
        self.update_buttons()

    def _show_report(self, report: DeckReport, catalogue: Catalogue) -> None:
        p = self._palette
        variant = texts.variant_name(report.variant)
        lines = []
        if report.legal:
            if report.cards == 1:
                legal = texts.fill(_tr("DeckBuilderDialog", "Legal for %1: 1 card"), variant)
            else:
                legal = texts.fill(_tr("DeckBuilderDialog", "Legal for %1: %2 cards"), variant, report.cards)
            lines.append(f"<b style='color:{p.ok}'>✔ {html.escape(legal)}</b>")
        else:
            not_legal = texts.fill(_tr("DeckBuilderDialog", "Not legal for %1:"), variant)
            lines.append(f"<b style='color:{p.error}'>✘ {html.escape(not_legal)}</b>")
            lines.extend(
                f"<span style='color:{p.text}'>• {html.escape(problem_message(problem, catalogue))}</span>"
                for problem in report.problems
            )
        for warning in report.warnings:
            text = texts.fill(_tr("DeckBuilderDialog", "Warning: %1"), problem_message(warning, catalogue))
            lines.append(f"<span style='color:{p.accent}'>⚠ {html.escape(text)}</span>")
        self.validation_label.setText("<br>".join(lines))
        self.validation_frame.setProperty("legal", "true" if report.legal else "false")
        restyle(self.validation_frame)

    def update_buttons(self) -> None:
        """Enable the row buttons when a row is selected and Clear when the deck has rows."""
        has_row = self.selected_id() is not None
        for button in (self.plus_button, self.minus_button, self.remove_all_button):
            button.setEnabled(has_row)
        self.clear_button.setEnabled(self.deck_list.count() > 0)

    # ----- asking for changes ---------------------------------------------------------------
    def change_selected(self, delta: int) -> None:
        """Ask to add (``delta`` > 0) or remove a copy of the selected row."""
        scheme_id = self.selected_id()
        if scheme_id is not None:
            self.change_requested.emit(scheme_id, 1 if delta > 0 else -1)

    def _remove_all_selected(self) -> None:
        scheme_id = self.selected_id()
        if scheme_id is not None:
            self.remove_all_requested.emit(scheme_id)

    def _current_changed(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        self.row_selected.emit(None if item is None else item.data(ID_ROLE))
        self.update_buttons()

    def _variant_changed(self, _index: int) -> None:
        variant = self.variant_combo.currentData()
        if isinstance(variant, Variant):
            self.variant_chosen.emit(variant)
