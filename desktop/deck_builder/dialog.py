"""The deck builder: browse every scheme, build a scheme deck, check it live, save, import and export it.

Left, the catalogue: all schemes, filtered by a search box (localized name,
English name, rules text, set code), by kind (ongoing or not) and by set;
the selected scheme's text below.  Right, the deck: "N × Name" rows with
buttons (and keys) to add or remove copies, the variant whose rules apply
(CR 904.3; 904.12c; 904.13d) and the live validation, then the deck's name
and the ways in and out: saved decks and the official decks as starting
points, import and export of deck-list files, pasting a list, copying it.

The deck is a mapping scheme id -> copies in first-added order; its text is
:func:`~archenemy.engine.decks.format_deck_list` (English names), the same
format the command line and the saved-deck store use.  Validation is
:func:`~archenemy.engine.decks.check_deck_list` rendered with
:func:`~archenemy.desktop.deck_check.problem_message`; a deck's line numbers
are its rows.

Every dialog this one opens is non-blocking (``open()`` and signals), so the
builder is safe to open from a qasync coroutine with ``open()`` or ``show()``.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue, Scheme
from ...engine.decks import DeckReport, ParsedDeck, check_deck_list, format_deck_list, parse_deck_list
from ...engine.variants import Variant
from .. import texts
from ..table.common import Retranslating, _font
from ..texts import problem_message
from . import files as deck_store

__all__ = ["DeckBuilderDialog", "DeckTextDialog", "SET_ORDER"]

# Set codes in the order the set filter lists them (others follow, sorted).
SET_ORDER = ("OARC", "PARC", "OE01", "DSC")

_ID = Qt.ItemDataRole.UserRole
_VARIANTS = (Variant.ARCHENEMY, Variant.SUPERVILLAIN_RUMBLE, Variant.ARCHENEMY_COMMANDER)
_KIND_ALL, _KIND_ONGOING, _KIND_OTHER = 0, 1, 2

STYLE = """
QDialog { background: #1d1b22; }
QWidget { font-size: 12pt; }
QLabel { color: #f1ece2; }
QLabel#heading { color: #ffcf6e; font-size: 15pt; font-weight: bold; }
QLineEdit { font-size: 13pt; }
QListWidget#deckList { font-size: 13pt; }
QPushButton#step { font-size: 14pt; font-weight: bold; }
QLabel#hint { color: #c9c0d6; }
QLabel#status[tone="error"] { color: #ffb4a8; }
QLabel#status[tone="ok"] { color: #9fe0a8; }
QLineEdit, QPlainTextEdit, QListWidget, QComboBox {
    background: #2b2733; color: #f1ece2; border: 2px solid #4a4358; border-radius: 6px; padding: 3px 6px;
    selection-background-color: #6b56a0; selection-color: #ffffff;
}
QLineEdit:focus, QPlainTextEdit:focus, QListWidget:focus, QComboBox:focus { border: 2px solid #ffcf6e; }
QComboBox QAbstractItemView { background: #2b2733; color: #f1ece2; selection-background-color: #6b56a0; }
QListWidget::item { padding: 4px 2px; border-bottom: 1px solid #36303f; }
QListWidget::item:selected { background: #5a4a7a; color: #ffffff; }
QPushButton {
    font-size: 12pt; color: #f1ece2; background: #3d3747; border: 2px solid #5a4a7a; border-radius: 6px;
    padding: 5px 12px;
}
QPushButton:hover { background: #4a4358; }
QPushButton:focus { border: 2px solid #ffcf6e; }
QPushButton:disabled { color: #8a8296; background: #2b2733; border-color: #3d3747; }
QPushButton#primary { background: #5a4a7a; font-weight: bold; }
QFrame#preview, QFrame#validation { background: #26222d; border-radius: 8px; }
QFrame#validation[legal="true"] { background: #1f3b26; border: 2px solid #4caf62; }
QFrame#validation[legal="false"] { background: #43211f; border: 2px solid #d0564b; }
QScrollArea { background: transparent; border: none; }
QScrollArea > QWidget#qt_scrollarea_viewport, QScrollArea > QWidget#qt_scrollarea_viewport > QWidget {
    background: transparent;
}
QSplitter::handle { background: #3d3747; }
"""


def _fold(text: str) -> str:
    """Search key: case-folded, accents dropped."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


def _restyle(widget: QWidget) -> None:
    widget.style().unpolish(widget)
    widget.style().polish(widget)


def _scroll(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setWidget(widget)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area


class _DeckKeys(QObject):
    """Event filter on the deck rows: Delete, Backspace or − remove a copy; +, = or Insert add one."""

    _KEYS = {
        Qt.Key.Key_Delete: -1,
        Qt.Key.Key_Backspace: -1,
        Qt.Key.Key_Minus: -1,
        Qt.Key.Key_Plus: 1,
        Qt.Key.Key_Equal: 1,
        Qt.Key.Key_Insert: 1,
    }

    def __init__(self, deck_list: QListWidget, change: Callable[[int], None]) -> None:
        super().__init__(deck_list)
        self._change = change

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.KeyPress:
            delta = self._KEYS.get(Qt.Key(event.key()))
            if delta is not None:
                self._change(delta)
                return True
        return False


class _Keys(QObject):
    """Event filter: Down in the search box moves to the list."""

    def __init__(self, search: QLineEdit, target: QListWidget) -> None:
        super().__init__(search)
        self._target = target

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Down:
            self._target.setFocus(Qt.FocusReason.TabFocusReason)
            if self._target.currentItem() is None or self._target.currentItem().isHidden():
                for row in range(self._target.count()):
                    if not self._target.item(row).isHidden():
                        self._target.setCurrentRow(row)
                        break
            return True
        return False


class DeckTextDialog(Retranslating, QDialog):
    """Paste (or fix) a deck list: it is parsed as you type, problems shown with their line numbers.

    ``list_accepted`` carries the text when the person presses "Use this list";
    lines that could not be read are left out of the deck.
    """

    list_accepted = Signal(str)

    def __init__(
        self,
        language_catalogue: Callable[[], Catalogue],
        parent: QWidget | None = None,
        *,
        text: str = "",
        notice: str = "",
    ) -> None:
        super().__init__(parent)
        self._catalogue = language_catalogue
        self._notice = notice
        self.setObjectName("deckTextDialog")
        self.setStyleSheet(STYLE)
        self.setFont(_font(12))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        self.intro = QLabel()
        self.intro.setObjectName("hint")
        self.intro.setWordWrap(True)
        self.editor = QPlainTextEdit()
        self.editor.setFont(_font(12))
        self.editor.setTabChangesFocus(True)
        self.editor.setPlainText(text)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        result_area = _scroll(self.result)
        result_area.setMinimumHeight(110)
        buttons = QHBoxLayout()
        self.use_button = QPushButton()
        self.use_button.setObjectName("primary")
        self.use_button.setDefault(False)
        self.use_button.setAutoDefault(False)
        self.cancel_button = QPushButton()
        self.cancel_button.setAutoDefault(False)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)
        buttons.addWidget(self.cancel_button)
        layout.addWidget(self.intro)
        layout.addWidget(self.editor, 3)
        layout.addWidget(result_area, 2)
        layout.addLayout(buttons)
        self.parsed = ParsedDeck()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.refresh)
        self.editor.textChanged.connect(self._timer.start)
        self.use_button.clicked.connect(self._use)
        self.cancel_button.clicked.connect(self.reject)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.setWindowTitle(self.tr("Paste a deck list"))
        intro = self.tr(
            "One scheme per line, such as “2 Because I Have Willed It”, “2x Name” or just “Name”; "
            "# and // start comments. English or translated names."
        )
        self.intro.setText(f"{self._notice}\n{intro}" if self._notice else intro)
        self.editor.setAccessibleName(self.tr("Deck list text"))
        self.editor.setPlaceholderText(self.tr("Paste or type a deck list here"))
        self.result.setAccessibleName(self.tr("Lines that could not be read"))
        self.use_button.setText(self.tr("Use this list"))
        self.use_button.setAccessibleName(self.tr("Use this list as the deck"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel"))
        self.refresh()

    def refresh(self) -> None:
        """Parse the text now and show what was understood and every line problem."""
        self._timer.stop()
        catalogue = self._catalogue()
        self.parsed = parse_deck_list(self.editor.toPlainText(), catalogue)
        if self.parsed.card_count == 1:
            parts = [html.escape(self.tr("1 card recognized."))]
        else:
            parts = [html.escape(texts.fill(self.tr("%1 cards recognized."), self.parsed.card_count))]
        if self.parsed.problems:
            parts.append(html.escape(self.tr("These lines could not be read and will be left out:")))
            parts.extend(
                f"<span style='color:#ffb4a8'>• {html.escape(problem_message(p, catalogue))}</span>"
                for p in self.parsed.problems
            )
        self.result.setText("<br>".join(parts))
        self.use_button.setEnabled(bool(self.parsed.entries))

    def _use(self) -> None:
        self.refresh()
        if not self.parsed.entries:
            return
        self.list_accepted.emit(self.editor.toPlainText())
        self.accept()


class DeckBuilderDialog(Retranslating, QDialog):
    """Build, check, save, load, import and export a scheme deck.

    ``language_catalogue`` returns the catalogue in the UI's language (called
    again after a language change).  ``variant`` picks the rules checked;
    ``text`` (a deck list) and ``name`` fill the deck to start from.
    ``deck_saved`` carries the name of a deck just saved to the store.
    """

    deck_saved = Signal(str)

    def __init__(
        self,
        language_catalogue: Callable[[], Catalogue],
        parent: QWidget | None = None,
        *,
        variant: Variant = Variant.ARCHENEMY,
        text: str = "",
        name: str = "",
    ) -> None:
        super().__init__(parent)
        self._catalogue_fn = language_catalogue
        self._variant = variant
        self._counts: dict[str, int] = {}
        self._saved_name: str | None = None  # the stored deck this one was loaded from / saved as
        self._dirty = False
        self._file_dialog: QFileDialog | None = None
        self._question: QMessageBox | None = None
        self._text_dialog: DeckTextDialog | None = None
        self._status_key: tuple = ()
        self.report: DeckReport | None = None
        self.setObjectName("deckBuilder")
        self.setStyleSheet(STYLE)
        self.setFont(_font(12))
        self.setSizeGripEnabled(True)
        self.setMinimumSize(960, 620)
        self.resize(1280, 740)
        self._build()
        self._populate_catalogue()
        self.retranslate()
        if text:
            header, _ = deck_store.split_header(text)
            self._apply_text(text, name or header or "", source_is_store=False)
        else:
            self.name_edit.setText(name)
        self._dirty = False
        self._refresh()

    # ----- construction ---------------------------------------------------------
    def _build(self) -> None:
        root = QVBoxLayout(self)
        root.setContentsMargins(12, 10, 12, 10)
        root.setSpacing(8)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.setHandleWidth(6)
        root.addWidget(splitter, 1)

        # Left: the catalogue.
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 6, 0)
        left_layout.setSpacing(6)
        self.catalogue_heading = QLabel()
        self.catalogue_heading.setObjectName("heading")
        self.catalogue_heading.setFont(_font(15, True))
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setFont(_font(13))
        filters = QHBoxLayout()
        self.kind_combo = QComboBox()
        self.set_combo = QComboBox()
        for combo in (self.kind_combo, self.set_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        for combo in (self.kind_combo, self.set_combo):
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        filters.addWidget(self.kind_combo, 2)
        filters.addWidget(self.set_combo, 3)
        self.scheme_list = QListWidget()
        self.scheme_list.setFont(_font(12))
        self.scheme_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.scheme_list.setUniformItemSizes(False)
        self.scheme_list.setWordWrap(True)
        shown_row = QHBoxLayout()
        self.shown_label = QLabel()
        self.shown_label.setObjectName("hint")
        self.add_button = QPushButton()
        shown_row.addWidget(self.shown_label, 1)
        shown_row.addWidget(self.add_button)
        preview_frame = QFrame()
        preview_frame.setObjectName("preview")
        preview_layout = QVBoxLayout(preview_frame)
        preview_layout.setContentsMargins(10, 8, 10, 8)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview_area = _scroll(self.preview)
        preview_layout.addWidget(self.preview_area)
        preview_frame.setMinimumHeight(150)
        left_layout.addWidget(self.catalogue_heading)
        left_layout.addWidget(self.search)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.scheme_list, 3)
        left_layout.addLayout(shown_row)
        left_layout.addWidget(preview_frame, 1)
        splitter.addWidget(left)

        # Right: the deck.
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(6, 0, 0, 0)
        right_layout.setSpacing(6)
        top = QGridLayout()
        top.setHorizontalSpacing(8)
        top.setVerticalSpacing(6)
        self.name_label = QLabel()
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(deck_store.MAX_NAME_LENGTH)
        self.name_edit.setFont(_font(13))
        self.name_label.setBuddy(self.name_edit)
        self.variant_label = QLabel()
        self.variant_combo = QComboBox()
        self.variant_label.setBuddy(self.variant_combo)
        top.addWidget(self.name_label, 0, 0)
        top.addWidget(self.name_edit, 0, 1)
        top.addWidget(self.variant_label, 1, 0)
        top.addWidget(self.variant_combo, 1, 1)
        top.setColumnStretch(1, 1)
        deck_head = QHBoxLayout()
        self.deck_heading = QLabel()
        self.deck_heading.setObjectName("heading")
        self.deck_heading.setFont(_font(15, True))
        deck_head.addWidget(self.deck_heading, 1)
        self.deck_list = QListWidget()
        self.deck_list.setObjectName("deckList")
        self.deck_list.setFont(_font(13))
        self.deck_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        row_buttons = QHBoxLayout()
        self.plus_button = QPushButton()
        self.minus_button = QPushButton()
        self.remove_all_button = QPushButton()
        self.clear_button = QPushButton()
        for button in (self.plus_button, self.minus_button):
            button.setObjectName("step")
            button.setFont(_font(14, True))
            button.setMinimumWidth(60)
        row_buttons.addWidget(self.plus_button)
        row_buttons.addWidget(self.minus_button)
        row_buttons.addWidget(self.remove_all_button)
        row_buttons.addStretch(1)
        row_buttons.addWidget(self.clear_button)
        self.validation_frame = QFrame()
        self.validation_frame.setObjectName("validation")
        validation_layout = QVBoxLayout(self.validation_frame)
        validation_layout.setContentsMargins(10, 6, 10, 6)
        self.validation_label = QLabel()
        self.validation_label.setWordWrap(True)
        self.validation_label.setTextFormat(Qt.TextFormat.RichText)
        self.validation_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.validation_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.validation_label.setFont(_font(12))
        self.validation_area = _scroll(self.validation_label)
        validation_layout.addWidget(self.validation_area)
        self.validation_frame.setMinimumHeight(110)
        load_row = QHBoxLayout()
        self.load_label = QLabel()
        self.load_combo = QComboBox()
        self.load_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.load_combo.setMinimumContentsLength(18)
        self.load_combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.load_label.setBuddy(self.load_combo)
        self.load_button = QPushButton()
        self.delete_button = QPushButton()
        load_row.addWidget(self.load_label)
        load_row.addWidget(self.load_combo, 1)
        load_row.addWidget(self.load_button)
        load_row.addWidget(self.delete_button)
        io_row = QHBoxLayout()
        self.import_button = QPushButton()
        self.paste_button = QPushButton()
        self.export_button = QPushButton()
        self.copy_button = QPushButton()
        for button in (self.import_button, self.paste_button, self.export_button, self.copy_button):
            io_row.addWidget(button)
        io_row.addStretch(1)
        right_layout.addLayout(top)
        right_layout.addLayout(deck_head)
        right_layout.addWidget(self.deck_list, 5)
        right_layout.addLayout(row_buttons)
        right_layout.addWidget(self.validation_frame, 1)
        right_layout.addLayout(load_row)
        right_layout.addLayout(io_row)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([620, 620])

        # Bottom: status, save, close.
        bottom = QHBoxLayout()
        self.status_label = QLabel()
        self.status_label.setObjectName("status")
        self.status_label.setWordWrap(True)
        self.status_label.setFont(_font(12))
        self.save_button = QPushButton()
        self.save_button.setObjectName("primary")
        self.close_button = QPushButton()
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.save_button)
        bottom.addWidget(self.close_button)
        root.addLayout(bottom)

        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
            button.setMinimumHeight(36)

        # Signals.
        self.search.textChanged.connect(self._apply_filter)
        self.search.returnPressed.connect(self.add_first_match)
        self._keys = _Keys(self.search, self.scheme_list)
        self.search.installEventFilter(self._keys)
        self.kind_combo.currentIndexChanged.connect(self._apply_filter)
        self.set_combo.currentIndexChanged.connect(self._apply_filter)
        self.scheme_list.itemActivated.connect(self._activated_scheme)
        self.scheme_list.currentItemChanged.connect(self._preview_item)
        self.deck_list.currentItemChanged.connect(self._deck_selection_changed)
        self.add_button.clicked.connect(self._add_selected)
        self.plus_button.clicked.connect(lambda: self._change_selected(1))
        self.minus_button.clicked.connect(lambda: self._change_selected(-1))
        self.remove_all_button.clicked.connect(self._remove_all_selected)
        self.clear_button.clicked.connect(self._ask_clear)
        self.variant_combo.currentIndexChanged.connect(self._variant_changed)
        self.name_edit.textChanged.connect(self._name_changed)
        self.load_combo.currentIndexChanged.connect(self._update_buttons)
        self.load_button.clicked.connect(self._ask_load)
        self.delete_button.clicked.connect(self._ask_delete)
        self.import_button.clicked.connect(self.choose_import_file)
        self.paste_button.clicked.connect(lambda: self.open_paste_dialog())
        self.export_button.clicked.connect(self.choose_export_file)
        self.copy_button.clicked.connect(self.copy_to_clipboard)
        self.save_button.clicked.connect(self.save)
        self.close_button.clicked.connect(self.close)
        self._deck_keys = _DeckKeys(self.deck_list, self._change_selected)
        self.deck_list.installEventFilter(self._deck_keys)
        self.save_shortcut = QShortcut(QKeySequence.StandardKey.Save, self)
        self.save_shortcut.activated.connect(self.save)
        self.find_shortcut = QShortcut(QKeySequence.StandardKey.Find, self)
        self.find_shortcut.activated.connect(lambda: (self.search.setFocus(), self.search.selectAll()))

        order = [
            self.search,
            self.kind_combo,
            self.set_combo,
            self.scheme_list,
            self.add_button,
            self.name_edit,
            self.variant_combo,
            self.deck_list,
            self.plus_button,
            self.minus_button,
            self.remove_all_button,
            self.clear_button,
            self.load_combo,
            self.load_button,
            self.delete_button,
            self.import_button,
            self.paste_button,
            self.export_button,
            self.copy_button,
            self.save_button,
            self.close_button,
        ]
        for first, second in zip(order, order[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.search.setFocus()

    # ----- language -------------------------------------------------------------
    def catalogue(self) -> Catalogue:
        """The catalogue in the UI's current language."""
        return self._catalogue_fn()

    def retranslate(self) -> None:
        """Set every fixed text in the current language and re-render the lists."""
        self.setWindowTitle(self.tr("Deck builder"))
        self.catalogue_heading.setText(self.tr("Schemes"))
        self.search.setPlaceholderText(self.tr("Search name, rules text or set…  (Ctrl+F)"))
        self.search.setAccessibleName(self.tr("Search schemes"))
        self.search.setToolTip(self.tr("Enter adds the first match to the deck; Down moves to the list"))
        self._fill_combo(
            self.kind_combo,
            [
                (self.tr("All schemes"), _KIND_ALL),
                (self.tr("Ongoing"), _KIND_ONGOING),
                (self.tr("Not ongoing"), _KIND_OTHER),
            ],
        )
        self.kind_combo.setAccessibleName(self.tr("Show ongoing or other schemes"))
        sets = [(self.tr("All sets"), "")]
        sets += [(f"{code} · {name}", code) for code, name in self._sets()]
        self._fill_combo(self.set_combo, sets)
        self.set_combo.setAccessibleName(self.tr("Set"))
        self.scheme_list.setAccessibleName(self.tr("Schemes: double-click or Enter adds a copy"))
        self.add_button.setText(self.tr("Add to deck  →"))
        self.add_button.setAccessibleName(self.tr("Add a copy of the selected scheme to the deck"))
        self.preview_area.setAccessibleName(self.tr("Selected scheme"))
        self.preview.setAccessibleName(self.tr("Selected scheme's text"))
        self.name_label.setText(self.tr("Deck &name:"))
        self.name_edit.setPlaceholderText(self.tr("Name this deck to save it"))
        self.name_edit.setAccessibleName(self.tr("Deck name"))
        self.variant_label.setText(self.tr("&Rules:"))
        self._fill_combo(self.variant_combo, [(texts.variant_name(v), v) for v in _VARIANTS], self._variant)
        self.variant_combo.setAccessibleName(self.tr("Variant whose deck rules apply"))
        self.deck_list.setAccessibleName(self.tr("Deck: Delete removes a copy, + adds one"))
        self.plus_button.setText("+1")
        self.plus_button.setAccessibleName(self.tr("Add a copy of the selected deck row"))
        self.plus_button.setToolTip(self.tr("Add a copy  (+ or Insert)"))
        self.minus_button.setText("−1")
        self.minus_button.setAccessibleName(self.tr("Remove a copy of the selected deck row"))
        self.minus_button.setToolTip(self.tr("Remove a copy  (Delete or −)"))
        self.remove_all_button.setText(self.tr("Remove all copies"))
        self.remove_all_button.setAccessibleName(self.tr("Remove every copy of the selected deck row"))
        self.clear_button.setText(self.tr("Clear deck"))
        self.clear_button.setAccessibleName(self.tr("Remove every card from the deck"))
        self.validation_area.setAccessibleName(self.tr("Deck check"))
        self.validation_label.setAccessibleName(self.tr("Deck check result"))
        self.load_label.setText(self.tr("&Start from:"))
        self.load_combo.setAccessibleName(self.tr("Saved or official deck to load"))
        self.load_button.setText(self.tr("Load"))
        self.load_button.setAccessibleName(self.tr("Load the chosen deck"))
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the chosen saved deck"))
        self.import_button.setText(self.tr("Import…"))
        self.import_button.setAccessibleName(self.tr("Import a deck list file"))
        self.paste_button.setText(self.tr("Paste list…"))
        self.paste_button.setAccessibleName(self.tr("Paste a deck list"))
        self.export_button.setText(self.tr("Export…"))
        self.export_button.setAccessibleName(self.tr("Export the deck list to a file"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setAccessibleName(self.tr("Copy the deck list to the clipboard"))
        self.copy_button.setToolTip(self.tr("Copy the deck list to the clipboard"))
        self.save_button.setText(self.tr("Save deck"))
        self.save_button.setAccessibleName(self.tr("Save the deck"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close the deck builder"))
        self.status_label.setAccessibleName(self.tr("Status"))
        self._populate_catalogue()
        self._fill_load_combo()
        self._refresh()
        self._redo_status()

    @staticmethod
    def _fill_combo(combo: QComboBox, items: list[tuple[str, object]], current: object = None) -> None:
        keep = combo.currentData() if current is None else current
        combo.blockSignals(True)
        combo.clear()
        for label, data in items:
            combo.addItem(label, data)
        index = combo.findData(keep) if keep is not None else -1
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)

    def _sets(self) -> list[tuple[str, str]]:
        names: dict[str, str] = {}
        for scheme in self.catalogue().values():
            for printing in scheme.printings:
                names.setdefault(printing.set, printing.set_name)
        order = [code for code in SET_ORDER if code in names] + sorted(c for c in names if c not in SET_ORDER)
        return [(code, names[code]) for code in order]

    # ----- catalogue list ---------------------------------------------------------
    def _scheme_row_text(self, scheme: Scheme, catalogue: Catalogue) -> str:
        first = scheme.name
        if scheme.ongoing:
            first = f"{first}   ◆ " + self.tr("ongoing")
        copies = self._counts.get(scheme.id, 0)
        if copies:
            first = f"{first}   (" + texts.fill(self.tr("%1 in deck"), copies) + ")"
        if catalogue.language != "en" and scheme.name_en != scheme.name:
            return f"{first}\n    {scheme.name_en}"
        return first

    def _populate_catalogue(self) -> None:
        catalogue = self.catalogue()
        current = self._selected_scheme_id()
        self.scheme_list.blockSignals(True)
        self.scheme_list.clear()
        self._search_keys: dict[str, str] = {}
        schemes = sorted(catalogue.values(), key=lambda s: (_fold(s.name), s.id))
        for scheme in schemes:
            item = QListWidgetItem(self._scheme_row_text(scheme, catalogue))
            item.setData(_ID, scheme.id)
            item.setToolTip(scheme.text)
            self.scheme_list.addItem(item)
            self._search_keys[scheme.id] = _fold(
                "\n".join(
                    (scheme.name, scheme.name_en, scheme.text, scheme.text_en, scheme.type_line, " ".join(scheme.sets))
                )
            )
        self.scheme_list.blockSignals(False)
        self._apply_filter()
        if current is not None:
            self._select_scheme(current)

    def _update_catalogue_rows(self) -> None:
        catalogue = self.catalogue()
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            scheme_id = item.data(_ID)
            if scheme_id in catalogue:
                text = self._scheme_row_text(catalogue[scheme_id], catalogue)
                if item.text() != text:
                    item.setText(text)

    def _matches(self, scheme: Scheme, words: list[str], kind: int, set_code: str) -> bool:
        if kind == _KIND_ONGOING and not scheme.ongoing:
            return False
        if kind == _KIND_OTHER and scheme.ongoing:
            return False
        if set_code and set_code not in scheme.sets:
            return False
        key = self._search_keys.get(scheme.id, "")
        return all(word in key for word in words)

    def _apply_filter(self, *_args: object) -> None:
        catalogue = self.catalogue()
        words = _fold(self.search.text()).split()
        kind = self.kind_combo.currentData()
        kind = _KIND_ALL if kind is None else kind
        set_code = self.set_combo.currentData() or ""
        shown = 0
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            scheme_id = item.data(_ID)
            visible = scheme_id in catalogue and self._matches(catalogue[scheme_id], words, kind, set_code)
            item.setHidden(not visible)
            shown += visible
        total = self.scheme_list.count()
        if shown == total:
            self.shown_label.setText(texts.fill(self.tr("All %1 schemes shown"), total))
        else:
            self.shown_label.setText(texts.fill(self.tr("%1 of %2 schemes shown"), shown, total))
        current = self.scheme_list.currentItem()
        if current is None or current.isHidden():
            first = self._first_visible()
            if first is not None:
                self.scheme_list.setCurrentItem(first)
            else:
                self.scheme_list.setCurrentRow(-1)
        self.add_button.setEnabled(self._selected_scheme_id() is not None)

    def visible_scheme_ids(self) -> list[str]:
        """The scheme ids the catalogue list shows now, top to bottom."""
        return [
            self.scheme_list.item(row).data(_ID)
            for row in range(self.scheme_list.count())
            if not self.scheme_list.item(row).isHidden()
        ]

    def _first_visible(self) -> QListWidgetItem | None:
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            if not item.isHidden():
                return item
        return None

    def _selected_scheme_id(self) -> str | None:
        item = self.scheme_list.currentItem()
        if item is None or item.isHidden():
            return None
        return item.data(_ID)

    def _select_scheme(self, scheme_id: str) -> None:
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            if item.data(_ID) == scheme_id and not item.isHidden():
                self.scheme_list.setCurrentItem(item)
                return

    def _preview_item(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        self.add_button.setEnabled(item is not None and not item.isHidden())
        if item is not None:
            self._show_preview(item.data(_ID))

    def _show_preview(self, scheme_id: str | None) -> None:
        catalogue = self.catalogue()
        if scheme_id is None or scheme_id not in catalogue:
            self.preview.setText("")
            return
        scheme = catalogue[scheme_id]
        parts = [f"<b style='font-size:14pt'>{html.escape(scheme.name)}</b>"]
        if scheme.name_en != scheme.name:
            parts.append(f"<i>{html.escape(scheme.name_en)}</i>")
        meta = scheme.type_line + " · " + ", ".join(scheme.sets)
        parts.append(f"<span style='color:#ffcf6e'>{html.escape(meta)}</span>")
        parts.append(html.escape(scheme.text).replace("\n", "<br>"))
        if not scheme.official:
            parts.append("<span style='color:#c9c0d6'>" + html.escape(self.tr("Unofficial translation")) + "</span>")
        self.preview.setText("<br>".join(parts))

    def _activated_scheme(self, item: QListWidgetItem) -> None:
        self.add_copy(item.data(_ID))

    def _add_selected(self) -> None:
        scheme_id = self._selected_scheme_id()
        if scheme_id is not None:
            self.add_copy(scheme_id)

    def add_first_match(self) -> None:
        """Add a copy of the first scheme the filters show (Enter in the search box)."""
        first = self._first_visible()
        if first is None:
            self._set_status(("error", "no_match"))
            return
        self.scheme_list.setCurrentItem(first)
        self.add_copy(first.data(_ID))

    # ----- the deck ---------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """Copies per scheme id, in first-added order (a copy)."""
        return dict(self._counts)

    @property
    def variant(self) -> Variant:
        """The variant whose deck rules are checked."""
        return self._variant

    def set_variant(self, variant: Variant) -> None:
        """Check the deck against ``variant``'s rules."""
        index = self.variant_combo.findData(variant)
        if index >= 0:
            self.variant_combo.setCurrentIndex(index)

    def deck_name(self) -> str:
        """The deck's name as typed, stripped."""
        return self.name_edit.text().strip()

    def deck_text(self) -> str:
        """The deck as a deck list (:func:`format_deck_list`, English names, no name line)."""
        return format_deck_list(self._counts, self.catalogue())

    def add_copy(self, scheme_id: str) -> None:
        """Add one copy of ``scheme_id`` (a new scheme goes to the end of the deck)."""
        if scheme_id not in self.catalogue():
            return
        self._counts[scheme_id] = self._counts.get(scheme_id, 0) + 1
        self._changed(scheme_id)

    def remove_copy(self, scheme_id: str) -> None:
        """Remove one copy of ``scheme_id``; the row goes when none is left (never below 0)."""
        count = self._counts.get(scheme_id, 0)
        if count <= 0:
            return
        if count == 1:
            del self._counts[scheme_id]
        else:
            self._counts[scheme_id] = count - 1
        self._changed(scheme_id)

    def set_counts(self, counts: dict[str, int], name: str | None = None) -> None:
        """Replace the deck by ``counts`` (unknown ids and counts below 1 are dropped)."""
        catalogue = self.catalogue()
        self._counts = {k: int(v) for k, v in counts.items() if k in catalogue and int(v) > 0}
        if name is not None:
            self.name_edit.setText(name)
        self._changed(None)

    def _selected_deck_id(self) -> str | None:
        item = self.deck_list.currentItem()
        return None if item is None else item.data(_ID)

    def _change_selected(self, delta: int) -> None:
        scheme_id = self._selected_deck_id()
        if scheme_id is None:
            return
        if delta > 0:
            self.add_copy(scheme_id)
        else:
            self.remove_copy(scheme_id)

    def _remove_all_selected(self) -> None:
        scheme_id = self._selected_deck_id()
        if scheme_id is not None and scheme_id in self._counts:
            del self._counts[scheme_id]
            self._changed(scheme_id)

    def _changed(self, focus_id: str | None) -> None:
        self._dirty = True
        self._set_status(())
        self._refresh(focus_id)

    def _refresh(self, focus_id: str | None = None) -> None:
        """Re-render the deck rows, the validation and the buttons."""
        catalogue = self.catalogue()
        keep = focus_id or self._selected_deck_id()
        keep_row = self.deck_list.currentRow()
        rules = self._variant.rules
        self.deck_list.blockSignals(True)
        self.deck_list.clear()
        for scheme_id, count in self._counts.items():
            scheme = catalogue[scheme_id]
            item = QListWidgetItem(f"{count} × {scheme.name}")
            item.setData(_ID, scheme_id)
            tip = scheme.name_en if scheme.name_en != scheme.name else ""
            item.setToolTip("\n".join(x for x in (tip, scheme.text) if x))
            if count > rules.max_copies:
                item.setForeground(QColor("#ff9c8f"))
            self.deck_list.addItem(item)
        self.deck_list.blockSignals(False)
        ids = list(self._counts)
        if keep in self._counts:
            self.deck_list.setCurrentRow(ids.index(keep))
        elif ids:
            self.deck_list.setCurrentRow(min(max(keep_row, 0), len(ids) - 1))
        cards = sum(self._counts.values())
        if cards == 1:
            self.deck_heading.setText(self.tr("Deck: 1 card"))
        else:
            self.deck_heading.setText(texts.fill(self.tr("Deck: %1 cards"), cards))
        self._update_catalogue_rows()
        self._validate()
        self._update_buttons()
        self.setWindowTitle(
            texts.fill(self.tr("Deck builder — %1"), self.deck_name()) if self.deck_name() else self.tr("Deck builder")
        )

    def _validate(self) -> None:
        catalogue = self.catalogue()
        self.report = report = check_deck_list(self.deck_text(), self._variant, catalogue)
        variant = texts.variant_name(self._variant)
        lines = []
        if report.legal:
            if report.cards == 1:
                legal = texts.fill(self.tr("Legal for %1: 1 card"), variant)
            else:
                legal = texts.fill(self.tr("Legal for %1: %2 cards"), variant, report.cards)
            lines.append("<b style='color:#9fe0a8'>✔ " + html.escape(legal) + "</b>")
        else:
            lines.append(
                "<b style='color:#ffb4a8'>✘ " + html.escape(texts.fill(self.tr("Not legal for %1:"), variant)) + "</b>"
            )
            lines.extend(
                f"<span style='color:#ffd2cb'>• {html.escape(problem_message(p, catalogue))}</span>"
                for p in report.problems
            )
        lines.extend(
            "<span style='color:#ffcf6e'>⚠ "
            + html.escape(texts.fill(self.tr("Warning: %1"), problem_message(w, catalogue)))
            + "</span>"
            for w in report.warnings
        )
        self.validation_label.setText("<br>".join(lines))
        self.validation_frame.setProperty("legal", "true" if report.legal else "false")
        _restyle(self.validation_frame)

    def validation_messages(self) -> list[str]:
        """The validation area's lines as plain text (problems, then warnings)."""
        catalogue = self.catalogue()
        if self.report is None:
            return []
        return [problem_message(p, catalogue) for p in self.report.problems] + [
            problem_message(w, catalogue) for w in self.report.warnings
        ]

    def _deck_selection_changed(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        if item is not None:
            self._show_preview(item.data(_ID))
        self._update_buttons()

    def _variant_changed(self, _index: int) -> None:
        variant = self.variant_combo.currentData()
        if isinstance(variant, Variant) and variant is not self._variant:
            self._variant = variant
            self._refresh()

    def _name_changed(self, _text: str) -> None:
        self._dirty = True
        self._update_buttons()
        name = self.deck_name()
        self.setWindowTitle(texts.fill(self.tr("Deck builder — %1"), name) if name else self.tr("Deck builder"))

    def _update_buttons(self, *_args: object) -> None:
        has_row = self._selected_deck_id() is not None
        for button in (self.plus_button, self.minus_button, self.remove_all_button):
            button.setEnabled(has_row)
        has_cards = bool(self._counts)
        self.clear_button.setEnabled(has_cards)
        self.export_button.setEnabled(has_cards)
        self.copy_button.setEnabled(has_cards)
        reason = self.save_blocked_reason()
        self.save_button.setEnabled(reason is None)
        self.save_button.setToolTip(reason or self.tr("Save this deck under its name  (Ctrl+S)"))
        data = self._load_choice()
        self.load_button.setEnabled(data is not None)
        self.delete_button.setEnabled(data is not None and data[0] == "saved")

    def save_blocked_reason(self) -> str | None:
        """Why the deck cannot be saved now (the Save button's tooltip), or ``None``."""
        if not self.deck_name():
            return self.tr("Type a name for the deck to save it.")
        if not self._counts:
            return self.tr("Add schemes to the deck to save it.")
        return None

    # ----- status line ------------------------------------------------------------
    def _set_status(self, key: tuple) -> None:
        """Show a status message; ``key`` is (tone, message id, *args) so it re-translates."""
        self._status_key = key
        self._redo_status()

    def _redo_status(self) -> None:
        key = self._status_key
        if not key:
            self.status_label.setText("")
            return
        tone, what, *args = key
        messages = {
            "saved": lambda: texts.fill(self.tr("Saved “%1”."), *args),
            "loaded": lambda: texts.fill(self.tr("Loaded “%1”."), *args),
            "deleted": lambda: texts.fill(self.tr("Deleted “%1”."), *args),
            "exported": lambda: texts.fill(self.tr("Exported to %1."), *args),
            "imported": lambda: texts.fill(self.tr("Imported %1."), *args),
            "copied": lambda: self.tr("Deck list copied to the clipboard."),
            "no_match": lambda: self.tr("No scheme matches the search."),
            "left_out": lambda: texts.fill(self.tr("Lines that could not be read were left out: %1"), args[1]),
            "error": lambda: str(args[0]),
        }
        self.status_label.setText(messages[what]())
        self.status_label.setProperty("tone", "error" if tone == "error" else "ok")
        _restyle(self.status_label)

    def status_text(self) -> str:
        """The status line's text."""
        return self.status_label.text()

    # ----- questions (non-blocking) -----------------------------------------------
    def _ask(self, title: str, text: str, on_yes: Callable[[], None]) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(title)
        box.setText(text)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)

        def finished(_result: int) -> None:
            if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
                on_yes()
            box.deleteLater()
            if self._question is box:
                self._question = None

        box.finished.connect(finished)
        self._question = box
        box.open()  # never exec(): callers may be coroutines on the qasync loop

    def _unsaved(self) -> bool:
        return self._dirty and bool(self._counts)

    def _ask_clear(self) -> None:
        if not self._counts:
            return
        self._ask(self.tr("Clear deck"), self.tr("Remove every card from this deck?"), self._clear)

    def _clear(self) -> None:
        self._counts.clear()
        self._changed(None)

    # ----- loading ------------------------------------------------------------------
    def _fill_load_combo(self) -> None:
        keep = self.load_combo.currentData()
        self.load_combo.blockSignals(True)
        self.load_combo.clear()
        self.load_combo.addItem(self.tr("Choose a saved or official deck…"), None)
        saved = deck_store.list_saved_decks()
        self._saved_decks = {str(deck.path): deck for deck in saved}
        if saved:
            self.load_combo.insertSeparator(self.load_combo.count())
            for deck in saved:
                self.load_combo.addItem(texts.fill(self.tr("Saved: %1"), deck.name), f"saved\t{deck.path}")
        self.load_combo.insertSeparator(self.load_combo.count())
        for precon in self.catalogue().precons:
            label = texts.fill(self.tr("Official: %1 · %2 cards"), precon.name, precon.card_count)
            self.load_combo.addItem(label, f"precon\t{precon.id}")
            self.load_combo.setItemData(
                self.load_combo.count() - 1,
                texts.fill(self.tr("%1, %2 (%3)"), precon.product, precon.set, precon.released),
                Qt.ItemDataRole.ToolTipRole,
            )
        index = self.load_combo.findData(keep) if keep is not None else 0
        self.load_combo.setCurrentIndex(max(0, index))
        self.load_combo.blockSignals(False)
        self._update_buttons()

    def choose_deck_to_load(self, kind: str, key: str) -> bool:
        """Select ``("saved", path)`` or ``("precon", id)`` in the "Start from" list; ``False`` if absent."""
        index = self.load_combo.findData(f"{kind}\t{key}")
        if index < 0:
            return False
        self.load_combo.setCurrentIndex(index)
        return True

    def _load_choice(self) -> tuple[str, str] | None:
        data = self.load_combo.currentData()
        if not isinstance(data, str) or "\t" not in data:
            return None
        kind, key = data.split("\t", 1)
        return kind, key

    def _ask_load(self) -> None:
        if self._load_choice() is None:
            return
        if self._unsaved():
            self._ask(
                self.tr("Load deck"),
                self.tr("Replace the deck you are building? Its unsaved changes will be lost."),
                self.load_chosen,
            )
        else:
            self.load_chosen()

    def load_chosen(self) -> None:
        """Load the deck chosen in the "Start from" list, replacing the current deck."""
        data = self._load_choice()
        if data is None:
            return
        kind, key = data
        if kind == "precon":
            try:
                precon = self.catalogue().precon(key)
            except KeyError:
                return
            counts: dict[str, int] = {}
            for entry in precon.entries:
                counts[entry.scheme_id] = counts.get(entry.scheme_id, 0) + entry.count
            self._saved_name = None
            self.set_counts(counts, precon.name)
            self._dirty = False
            self._set_status(("ok", "loaded", precon.name))
        else:
            deck = self._saved_decks.get(key)
            if deck is None:
                return
            if self._apply_text(deck.text, deck.name, source_is_store=True):
                self._set_status(("ok", "loaded", deck.name))

    def _apply_text(self, text: str, name: str, *, source_is_store: bool) -> bool:
        """Replace the deck by the list ``text``; lines with problems are reported and left out."""
        catalogue = self.catalogue()
        parsed = parse_deck_list(text, catalogue)
        self._saved_name = name if source_is_store else None
        self.set_counts(parsed.counts(), name)
        self._dirty = False
        if parsed.problems:
            details = "; ".join(problem_message(p, catalogue) for p in parsed.problems[:5])
            if len(parsed.problems) > 5:
                details += "; …"
            self._set_status(("error", "left_out", len(parsed.problems), details))
            return False
        return True

    def _ask_delete(self) -> None:
        data = self._load_choice()
        if data is None or data[0] != "saved":
            return
        deck = self._saved_decks.get(data[1])
        if deck is None:
            return
        self._ask(
            self.tr("Delete saved deck"),
            texts.fill(self.tr("Delete the saved deck “%1”? This cannot be undone."), deck.name),
            lambda: self.delete_saved(deck),
        )

    def delete_saved(self, deck: deck_store.SavedDeck) -> None:
        """Delete a saved deck from the store and the "Start from" list."""
        try:
            deck_store.delete_deck(deck)
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        if self._saved_name is not None and self._saved_name.casefold() == deck.name.casefold():
            self._saved_name = None
        self._fill_load_combo()
        self.load_combo.setCurrentIndex(0)
        self._set_status(("ok", "deleted", deck.name))

    # ----- saving ---------------------------------------------------------------------
    def save(self) -> None:
        """Save the deck to the store under its name (asks before replacing another saved deck)."""
        if self.save_blocked_reason() is not None:
            self._set_status(("error", "error", self.save_blocked_reason()))
            return
        name = self.deck_name()
        same = [d for d in deck_store.list_saved_decks() if d.name.casefold() == name.casefold()]
        if same and (self._saved_name is None or self._saved_name.casefold() != name.casefold()):
            self._ask(
                self.tr("Replace saved deck"),
                texts.fill(self.tr("A saved deck is already called “%1”. Replace it?"), same[0].name),
                lambda: self._save_now(name),
            )
            return
        self._save_now(name)

    def _save_now(self, name: str) -> None:
        try:
            saved = deck_store.save_deck(name, self.deck_text())
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        self._saved_name = saved.name
        self._dirty = False
        self._fill_load_combo()
        self._set_status(("ok", "saved", saved.name))
        self.deck_saved.emit(saved.name)

    # ----- import, paste, export, copy --------------------------------------------------
    def _file_dialog_for(self, save: bool) -> QFileDialog:
        if self._file_dialog is not None:
            self._file_dialog.deleteLater()
        dialog = QFileDialog(self)
        dialog.setNameFilters([self.tr("Deck lists (*.txt *.dec *.dck)"), self.tr("All files (*)")])
        if save:
            dialog.setWindowTitle(self.tr("Export deck list"))
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setDefaultSuffix("txt")
            dialog.selectFile(deck_store.safe_file_stem(self.deck_name() or "scheme-deck") + ".txt")
        else:
            dialog.setWindowTitle(self.tr("Import deck list"))
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        self._file_dialog = dialog
        return dialog

    def choose_import_file(self) -> None:
        """Open a (non-blocking) file dialog; the chosen file goes to :meth:`import_from`."""
        dialog = self._file_dialog_for(save=False)
        dialog.fileSelected.connect(self.import_from)
        dialog.open()

    def import_from(self, path: str) -> None:
        """Replace the deck by the deck list in the file ``path`` (the file dialog's ``fileSelected``)."""
        if not path:
            return
        try:
            text = deck_store.read_deck_file(Path(path))
        except deck_store.DeckStoreError as exc:
            self._set_status(("error", "error", str(exc)))
            return
        header, _ = deck_store.split_header(text)
        name = header or Path(path).stem
        if self._apply_text(text, name[: deck_store.MAX_NAME_LENGTH], source_is_store=False):
            self._set_status(("ok", "imported", Path(path).name))
        self._dirty = True

    def choose_export_file(self) -> None:
        """Open a (non-blocking) save dialog; the chosen file goes to :meth:`export_to`."""
        dialog = self._file_dialog_for(save=True)
        dialog.fileSelected.connect(self.export_to)
        dialog.open()

    def export_text(self) -> str:
        """The deck list with its name as a first comment line (what Export and Copy write)."""
        name = self.deck_name()
        body = self.deck_text()
        return f"# {name}\n{body}" if name else body

    def export_to(self, path: str) -> None:
        """Write the deck list to ``path`` as UTF-8 (the save dialog's ``fileSelected``)."""
        if not path:
            return
        target = Path(path)
        try:
            target.write_bytes(self.export_text().encode("utf-8"))
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._set_status(("error", "error", texts.fill(self.tr("Cannot write %1: %2"), target.name, reason)))
            return
        self._set_status(("ok", "exported", target.name))

    def copy_to_clipboard(self) -> None:
        """Put the deck list on the clipboard."""
        QGuiApplication.clipboard().setText(self.export_text())
        self._set_status(("ok", "copied"))

    def open_paste_dialog(self, text: str = "") -> DeckTextDialog:
        """Open the (non-blocking) paste dialog; an accepted list replaces the deck."""
        if self._text_dialog is not None:
            self._text_dialog.deleteLater()
        dialog = DeckTextDialog(self._catalogue_fn, self, text=text if isinstance(text, str) else "")
        dialog.list_accepted.connect(self._pasted)
        self._text_dialog = dialog
        dialog.open()
        dialog.editor.setFocus()
        return dialog

    def _pasted(self, text: str) -> None:
        header, _ = deck_store.split_header(text)
        name = self.deck_name() or (header or "")
        self._apply_text(text, name[: deck_store.MAX_NAME_LENGTH], source_is_store=False)
        self._dirty = True
