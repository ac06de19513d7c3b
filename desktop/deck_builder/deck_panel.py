"""The deck panel, the deck builder's right half.

The deck's name and rules, its rows and their buttons, the check.

Rows read "N × Name" in first-added order.  On a row, Delete, Backspace or −
remove a copy and +, = or Insert add one; the buttons below do the same.
The validation area shows the live check of the deck for the chosen variant
(CR 904.3; 904.12c; 904.13d) on a green or red ground; for a planar deck, as
a player's own (901.3) or as the communal deck of N players (901.15a), the
rule cited, the engine's report rendered.

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

from ...engine.decks import DeckReport
from ...engine.planar_decks import PlanarDeckReport
from ...engine.planes import PlaneCatalogue
from ...engine.variants import Variant
from .. import texts, theme
from ..texts import problem_message
from .browser import ID_ROLE, fill_combo
from .draft import MAX_NAME_LENGTH, AnyCatalogue, DraftBase
from .planar_draft import COMMUNAL_PLAYERS
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
    ``name_edited(text)``, ``variant_chosen(variant)``,
    ``kind_chosen(kind)`` (``"scheme"`` or ``"planar"``: a new deck of that
    kind asked for), ``players_chosen(players)`` (a planar deck's check: 0 for a player's own
    deck, N for the communal deck of N players) and
    ``row_selected(scheme_id or None)``.
    """

    kind_chosen = Signal(str)
    change_requested = Signal(str, int)
    remove_all_requested = Signal(str)
    clear_requested = Signal()
    name_edited = Signal(str)
    variant_chosen = Signal(object)
    players_chosen = Signal(int)
    row_selected = Signal(object)

    def __init__(self, *, scale: float = 1.0, palette: theme.Palette | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self._palette = palette or theme.palette("dark")
        # The rules menu's: the variants (a scheme deck) or a planar deck's checks.
        self._planar = False
        self._kind = "scheme"
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
        self.kind_label = QLabel()
        self.kind_combo = QComboBox()
        self.kind_label.setBuddy(self.kind_combo)
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setFont(font(13, scale))
        self.name_label.setBuddy(self.name_edit)
        self.variant_label = QLabel()
        self.variant_combo = QComboBox()
        self.variant_label.setBuddy(self.variant_combo)
        top.addWidget(self.kind_label, 0, 0)
        top.addWidget(self.kind_combo, 0, 1)
        top.addWidget(self.name_label, 1, 0)
        top.addWidget(self.name_edit, 1, 1)
        top.addWidget(self.variant_label, 2, 0)
        top.addWidget(self.variant_combo, 2, 1)
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
        self.kind_combo.currentIndexChanged.connect(self._kind_changed)
        self._row_keys = _RowKeys(self)
        self.deck_list.installEventFilter(self._row_keys)

    def focus_order(self) -> list[QWidget]:
        """The panel's controls in Tab order."""
        return [
            self.kind_combo,
            self.name_edit,
            self.variant_combo,
            self.deck_list,
            self.plus_button,
            self.minus_button,
            self.remove_all_button,
            self.clear_button,
        ]

    # ----- language ---------------------------------------------------------------------
    def retranslate(self, variant: Variant, *, planar: bool = False, players: int | None = None) -> None:
        """Set the fixed texts in the current language.

        ``variant`` stays chosen; for a planar deck (``planar``), the check of
        ``players`` (``None``: a player's own deck).
        """
        self.kind_label.setText(_tr("DeckBuilderDialog", "Deck &kind:"))
        kinds = [
            (_tr("DeckBuilderDialog", "Scheme deck"), "scheme"),
            (_tr("DeckBuilderDialog", "Planar deck"), "planar"),
        ]
        self.kind_combo.blockSignals(True)
        fill_combo(self.kind_combo, kinds, self._kind)
        self.kind_combo.blockSignals(False)
        self.kind_combo.setAccessibleName(_tr("DeckBuilderDialog", "Kind of deck: a scheme deck or a planar deck"))
        self.kind_combo.setToolTip(_tr("DeckBuilderDialog", "Choose another kind to start a new deck of it"))
        self.name_label.setText(_tr("DeckBuilderDialog", "Deck &name:"))
        self.name_edit.setPlaceholderText(_tr("DeckBuilderDialog", "Name this deck to save it"))
        self.name_edit.setAccessibleName(_tr("DeckBuilderDialog", "Deck name"))
        self.show_rules(variant, planar=planar, players=players)
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

    def show_rules(self, variant: Variant, *, planar: bool, players: int | None = None) -> None:
        """Fill the rules menu: the variants, or a planar deck's checks (901.3, 901.15a).

        ``variant`` or ``players`` chosen; emits nothing.
        """
        self._planar = planar
        self.variant_combo.blockSignals(True)
        if planar:
            self.variant_label.setText(_tr("DeckBuilderDialog", "&Check as:"))
            own = _tr("DeckBuilderDialog", "A player's own planar deck (CR 901.3)")
            items: list[tuple[str, object]] = [(own, 0)]
            for count in COMMUNAL_PLAYERS:
                template = _tr("DeckBuilderDialog", "The communal planar deck, %1 players (CR 901.15a)")
                items.append((texts.fill(template, count), count))
            fill_combo(self.variant_combo, items, players or 0)
            self.variant_combo.setAccessibleName(_tr("DeckBuilderDialog", "Which planar deck rules apply"))
        else:
            self.variant_label.setText(_tr("DeckBuilderDialog", "&Rules:"))
            fill_combo(self.variant_combo, [(texts.variant_name(v), v) for v in VARIANTS], variant)
            self.variant_combo.setAccessibleName(_tr("DeckBuilderDialog", "Variant whose deck rules apply"))
        self.variant_combo.blockSignals(False)

    def set_kind(self, kind: str) -> None:
        """Show ``kind`` (``"scheme"`` or ``"planar"``) in the kind menu; emits nothing."""
        self._kind = kind
        index = self.kind_combo.findData(kind)
        if index >= 0:
            self.kind_combo.blockSignals(True)
            self.kind_combo.setCurrentIndex(index)
            self.kind_combo.blockSignals(False)

    def set_players(self, players: int | None) -> None:
        """Choose a planar deck's check (emits ``players_chosen`` if it changed)."""
        index = self.variant_combo.findData(players or 0)
        if self._planar and index >= 0:
            self.variant_combo.setCurrentIndex(index)

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

    def show_deck(
        self,
        draft: DraftBase,
        report: DeckReport | PlanarDeckReport,
        catalogue: AnyCatalogue,
        focus_id: str | None,
    ) -> None:
        """Render the rows, the heading and the check.

        ``focus_id`` (or else the current row) stays selected.  A row over
        its copy limit is red: the engine's ``too_many_copies`` says which.
        """
        keep = focus_id or self.selected_id()
        keep_row = self.deck_list.currentRow()
        counts = draft.counts()
        over = {p.args.get("scheme_id") for p in report.problems if p.code == "too_many_copies"}
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        for scheme_id, count in counts.items():
            card = catalogue[scheme_id]
            text = f"{count} × {card.name}"
            if isinstance(catalogue, PlaneCatalogue) and catalogue[scheme_id].phenomenon:
                text += "   ◇ " + _tr("DeckBuilderDialog", "phenomenon")
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, scheme_id)
            tip = card.name_en if card.name_en != card.name else ""
            item.setToolTip("\n".join(x for x in (tip, card.text) if x))
            if scheme_id in over:
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
            heading = _tr("DeckBuilderDialog", "Deck: 1 card")
        else:
            heading = texts.fill(_tr("DeckBuilderDialog", "Deck: %1 cards"), cards)
        if isinstance(catalogue, PlaneCatalogue):
            phenomena = sum(n for i, n in counts.items() if catalogue[i].phenomenon)
            if phenomena == 1:
                heading += _tr("DeckBuilderDialog", ", 1 phenomenon")
            else:
                heading += texts.fill(_tr("DeckBuilderDialog", ", %1 phenomena"), phenomena)
        self.deck_heading.setText(heading)
        if isinstance(report, PlanarDeckReport):
            self._show_planar_report(report, catalogue)
        else:
            self._show_report(report, catalogue)
        self.update_buttons()

    def _show_planar_report(self, report: PlanarDeckReport, catalogue: AnyCatalogue) -> None:
        """The planar deck's check: the verdict, the rule cited, every problem."""
        p = self._palette
        if report.communal:
            kind = texts.fill(_tr("DeckBuilderDialog", "the communal planar deck for %1 players"), report.players)
            rule = _tr(
                "DeckBuilderDialog", "CR 901.15a: at least %1 cards, at most %2 phenomena, every English name once."
            )
        else:
            kind = _tr("DeckBuilderDialog", "a player's own planar deck")
            rule = _tr(
                "DeckBuilderDialog", "CR 901.3: at least %1 cards, at most %2 phenomena, every English name once."
            )
        if report.legal:
            legal = texts.fill(_tr("DeckBuilderDialog", "Legal as %1: %2 cards"), kind, report.cards)
            lines = [f"<b style='color:{p.ok}'>✔ {html.escape(legal)}</b>"]
        else:
            not_legal = texts.fill(_tr("DeckBuilderDialog", "Not legal as %1:"), kind)
            lines = [f"<b style='color:{p.error}'>✘ {html.escape(not_legal)}</b>"]
            lines.extend(
                f"<span style='color:{p.text}'>• {html.escape(problem_message(problem, catalogue))}</span>"
                for problem in report.problems
            )
        lines.append(
            f"<span style='color:{p.hint}'>{html.escape(texts.fill(rule, report.minimum, report.max_phenomena))}</span>"
        )
        self.validation_label.setText("<br>".join(lines))
        self.validation_frame.setProperty("legal", "true" if report.legal else "false")
        restyle(self.validation_frame)

    def _show_report(self, report: DeckReport, catalogue: AnyCatalogue) -> None:
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

    def _kind_changed(self, _index: int) -> None:
        kind = self.kind_combo.currentData()
        if isinstance(kind, str) and kind != self._kind:
            self.kind_chosen.emit(kind)

    def _variant_changed(self, _index: int) -> None:
        variant = self.variant_combo.currentData()
        if isinstance(variant, Variant):
            self.variant_chosen.emit(variant)
        elif isinstance(variant, int):
            self.players_chosen.emit(variant)
