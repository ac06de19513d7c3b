"""The catalogue browser, the deck builder's left half.

Every scheme, a search box, kind and set filters, a preview.

With card images on (:meth:`SchemeBrowser.set_images`), each row carries
its card's thumbnail from the cache (never fetched for a row) and the preview
shows the selected scheme's whole card beside its text (fetched if the
setting allows); an image that arrives changes no row's text, the selection,
the search or where the list is scrolled to.

The search matches the scheme's name in every language the app has, its
English name, its rules text (UI language and English), its type line and
its set codes; accents and case do not matter.  Enter in the search box adds
the first match, Down moves to the list, Enter or a double-click on a row
adds a copy.

Texts are translated in the ``DeckBuilderDialog`` context (where they lived
before the dialog was split into modules), so existing translations apply.
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue, Scheme
from .. import theme
from ..image_client import ImageClient
from ..texts import fill
from ..widgets import mana_symbols
from ..widgets.card_image import CARD_ASPECT, CardImage
from .draft import other_language_names
from .styling import font, scroll_area

if TYPE_CHECKING:
    from ..card_images.provider import CardImageProvider

__all__ = ["ID_ROLE", "KIND_ALL", "KIND_ONGOING", "KIND_OTHER", "SET_ORDER", "SchemeBrowser", "fill_combo", "fold"]

# The item data role holding a row's scheme id (the browser's rows and the deck panel's).
ID_ROLE = Qt.ItemDataRole.UserRole


def fold(text: str) -> str:
    """Search key: case-folded, accents dropped."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


# Set codes in the order the set filter lists them (others follow, sorted).
# The browser's row order and search keys by catalogue: folding 102 rules texts took ~5 ms
# every time the deck builder opened.  Catalogues live as long as the app.
_SEARCH_INDEX: dict[int, tuple[Catalogue, tuple[str, ...], dict[str, str]]] = {}


def search_index(catalogue: Catalogue) -> tuple[tuple[str, ...], dict[str, str]]:
    """The scheme ids of ``catalogue`` in the browser's order, with their search keys.

    The order is by folded name.

    A search key folds (:func:`fold`) the scheme's names in every
    language, its rules text in this language and English, its type line
    and its sets.  Computed once per catalogue; callers must not change the
    returned dict.
    """
    found = _SEARCH_INDEX.get(id(catalogue))
    if found is None or found[0] is not catalogue:
        order = tuple(s.id for s in sorted(catalogue.values(), key=lambda s: (fold(s.name), s.id)))
        keys = {scheme_id: _search_key(catalogue[scheme_id], catalogue) for scheme_id in order}
        found = _SEARCH_INDEX[id(catalogue)] = (catalogue, order, keys)
    return found[1], found[2]


def _search_key(scheme: Scheme, catalogue: Catalogue) -> str:
    names = [scheme.name, scheme.name_en, *other_language_names(scheme.id, catalogue)]
    return fold("\n".join((*names, scheme.text, scheme.text_en, scheme.type_line, " ".join(scheme.sets))))


# A row's thumbnail height (pixels; its width follows the card's proportions).
THUMBNAIL_HEIGHT = 48

SET_ORDER = ("OARC", "PARC", "OE01", "DSC")
# The kind filter's choices.
KIND_ALL, KIND_ONGOING, KIND_OTHER = 0, 1, 2


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def fill_combo(combo: QComboBox, items: Sequence[tuple[str, object]], current: object = None) -> None:
    """Refill ``combo`` with ``(label, data)`` items.

    Keeping ``current`` (default: its current data) chosen.
    """
    keep = combo.currentData() if current is None else current
    combo.blockSignals(True)
    combo.clear()
    for label, data in items:
        combo.addItem(label, data)
    index = combo.findData(keep) if keep is not None else -1
    combo.setCurrentIndex(max(0, index))
    combo.blockSignals(False)


class _SearchKeys(QObject):
    """Event filter: Down in the search box moves to the list.

    To its first visible row if none is current.
    """

    def __init__(self, search: QLineEdit, target: QListWidget) -> None:
        super().__init__(search)
        self._target = target

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Down:
            self._target.setFocus(Qt.FocusReason.TabFocusReason)
            current = self._target.currentItem()
            if current is None or current.isHidden():
                for row in range(self._target.count()):
                    if not self._target.item(row).isHidden():
                        self._target.setCurrentRow(row)
                        break
            return True
        return False


class _KeptScroll:
    """While its block runs, rows may change height (a thumbnail arrived).

    The list keeps its top row in view.
    """

    def __init__(self, rows: QListWidget) -> None:
        self._rows = rows
        self._top: QListWidgetItem | None = None

    def __enter__(self) -> None:
        scrolled = self._rows.verticalScrollBar().value() > 0
        self._top = self._rows.itemAt(QPoint(0, 0)) if scrolled else None

    def __exit__(self, *_exc: object) -> None:
        if self._top is not None:
            self._rows.scrollToItem(self._top, QAbstractItemView.ScrollHint.PositionAtTop)


class SchemeBrowser(QWidget):
    """Every scheme of the catalogue, filtered, with the selected one's text below.

    ``language_catalogue`` returns the catalogue in the UI's language;
    ``copies(scheme_id)`` how many copies the deck holds (shown on the rows).
    ``add_requested`` carries a scheme id to add a copy of; ``nothing_matches``
    is emitted when Enter finds no match.  The owner calls :meth:`retranslate`
    (on a language change) and :meth:`update_rows` (when the deck changed).
    """

    add_requested = Signal(str)
    nothing_matches = Signal()

    def __init__(
        self,
        language_catalogue: Callable[[], Catalogue],
        copies: Callable[[str], int],
        *,
        scale: float = 1.0,
        palette: theme.Palette | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._catalogue = language_catalogue
        self._copies = copies
        self._palette = palette or theme.palette("dark")
        self._scale = scale
        self._search_keys: dict[str, str] = {}
        self._images: ImageClient[CardImageProvider] = ImageClient(
            self.refresh_images, image_ready=self._image_ready, thumbnail_ready=self._thumbnail_ready
        )
        self._build(scale)
        self._connect()

    def _build(self, scale: float) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 6, 0)
        layout.setSpacing(6)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.heading.setFont(font(15, scale, True))
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setFont(font(13, scale))
        filters = QHBoxLayout()
        self.kind_combo = QComboBox()
        self.set_combo = QComboBox()
        for combo, stretch in ((self.kind_combo, 2), (self.set_combo, 3)):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
            combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            filters.addWidget(combo, stretch)
        self.scheme_list = QListWidget()
        self.scheme_list.setFont(font(12, scale))
        self.scheme_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.scheme_list.setUniformItemSizes(False)
        self.scheme_list.setWordWrap(True)
        shown_row = QHBoxLayout()
        self.shown_label = QLabel()
        self.shown_label.setObjectName("hint")
        self.add_button = QPushButton()
        shown_row.addWidget(self.shown_label, 1)
        shown_row.addWidget(self.add_button)
        layout.addWidget(self.heading)
        layout.addWidget(self.search)
        layout.addLayout(filters)
        layout.addWidget(self.scheme_list, 3)
        layout.addLayout(shown_row)
        layout.addWidget(self._build_preview(), 1)

    def _build_preview(self) -> QFrame:
        frame = QFrame()
        frame.setObjectName("preview")
        frame.setMinimumHeight(150)
        # The text, and the card's picture beside it (images on).
        layout = self.preview_row = QHBoxLayout(frame)
        layout.setContentsMargins(10, 8, 10, 8)
        self.preview_image = CardImage(alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview_area = scroll_area(self.preview)
        layout.addWidget(self.preview_area, 1)
        layout.addWidget(self.preview_image)
        self.preview_frame = frame
        return frame

    def _connect(self) -> None:
        self.search.textChanged.connect(self._apply_filter)
        self.search.returnPressed.connect(self.add_first_match)
        self._keys = _SearchKeys(self.search, self.scheme_list)
        self.search.installEventFilter(self._keys)
        self.kind_combo.currentIndexChanged.connect(self._apply_filter)
        self.set_combo.currentIndexChanged.connect(self._apply_filter)
        self.scheme_list.itemActivated.connect(lambda item: self.add_requested.emit(item.data(ID_ROLE)))
        self.scheme_list.currentItemChanged.connect(self._current_changed)
        self.add_button.clicked.connect(self._add_selected)

    def focus_order(self) -> list[QWidget]:
        """The browser's controls in Tab order."""
        return [self.search, self.kind_combo, self.set_combo, self.scheme_list, self.add_button]

    # ----- language -------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language and rebuild the rows.

        The rows come from the current catalogue.
        """
        self.heading.setText(_tr("DeckBuilderDialog", "Schemes"))
        self.search.setPlaceholderText(_tr("DeckBuilderDialog", "Search name, rules text or set…  (Ctrl+F)"))
        self.search.setAccessibleName(_tr("DeckBuilderDialog", "Search schemes"))
        self.search.setToolTip(
            _tr("DeckBuilderDialog", "Enter adds the first match to the deck; Down moves to the list")
        )
        kinds = [
            (_tr("DeckBuilderDialog", "All schemes"), KIND_ALL),
            (_tr("DeckBuilderDialog", "Ongoing"), KIND_ONGOING),
            (_tr("DeckBuilderDialog", "Not ongoing"), KIND_OTHER),
        ]
        fill_combo(self.kind_combo, kinds)
        self.kind_combo.setAccessibleName(_tr("DeckBuilderDialog", "Show ongoing or other schemes"))
        sets = [(_tr("DeckBuilderDialog", "All sets"), "")]
        sets += [(f"{code} · {name}", code) for code, name in self._sets()]
        fill_combo(self.set_combo, sets)
        self.set_combo.setAccessibleName(_tr("DeckBuilderDialog", "Set"))
        self.scheme_list.setAccessibleName(_tr("DeckBuilderDialog", "Schemes: double-click or Enter adds a copy"))
        self.add_button.setText(_tr("DeckBuilderDialog", "Add to deck  →"))
        self.add_button.setAccessibleName(_tr("DeckBuilderDialog", "Add a copy of the selected scheme to the deck"))
        self.preview_area.setAccessibleName(_tr("DeckBuilderDialog", "Selected scheme"))
        self.preview.setAccessibleName(_tr("DeckBuilderDialog", "Selected scheme's text"))
        self.populate()

    def _sets(self) -> list[tuple[str, str]]:
        names: dict[str, str] = {}
        for scheme in self._catalogue().values():
            for printing in scheme.printings:
                names.setdefault(printing.set, printing.set_name)
        order = [code for code in SET_ORDER if code in names] + sorted(c for c in names if c not in SET_ORDER)
        return [(code, names[code]) for code in order]

    # ----- rows -------------------------------------------------------------------------
    def _row_text(self, scheme: Scheme, catalogue: Catalogue) -> str:
        first = scheme.name
        if scheme.ongoing:
            first = f"{first}   ◆ " + _tr("DeckBuilderDialog", "ongoing")
        copies = self._copies(scheme.id)
        if copies:
            first = f"{first}   (" + fill(_tr("DeckBuilderDialog", "%1 in deck"), copies) + ")"
        if catalogue.language != "en" and scheme.name_en != scheme.name:
            return f"{first}\n    {scheme.name_en}"
        return first

    def populate(self) -> None:
        """Rebuild the rows from the current catalogue.

        Keeping the selection and the filters.
        """
        catalogue = self._catalogue()
        current = self.selected_scheme_id()
        self.scheme_list.blockSignals(True)
        self.scheme_list.clear()
        order, self._search_keys = search_index(catalogue)
        for scheme_id in order:
            scheme = catalogue[scheme_id]
            item = QListWidgetItem(self._row_text(scheme, catalogue))
            item.setData(ID_ROLE, scheme.id)
            item.setToolTip(scheme.text)
            self.scheme_list.addItem(item)
        self.scheme_list.blockSignals(False)
        if self._images.provider is not None:
            self.refresh_images()
        self._apply_filter()
        if current is not None:
            self.select_scheme(current)

    def update_rows(self) -> None:
        """Refresh the rows' texts (the copies in the deck changed)."""
        catalogue = self._catalogue()
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            scheme_id = item.data(ID_ROLE)
            if scheme_id in catalogue:
                text = self._row_text(catalogue[scheme_id], catalogue)
                if item.text() != text:
                    item.setText(text)

    # ----- filtering --------------------------------------------------------------------
    def _matches(self, scheme: Scheme, words: list[str], kind: int, set_code: str) -> bool:
        if kind == KIND_ONGOING and not scheme.ongoing:
            return False
        if kind == KIND_OTHER and scheme.ongoing:
            return False
        if set_code and set_code not in scheme.sets:
            return False
        key = self._search_keys.get(scheme.id, "")
        return all(word in key for word in words)

    def _apply_filter(self, *_args: object) -> None:
        catalogue = self._catalogue()
        words = fold(self.search.text()).split()
        kind = self.kind_combo.currentData()
        kind = KIND_ALL if kind is None else kind
        set_code = self.set_combo.currentData() or ""
        shown = 0
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            scheme_id = item.data(ID_ROLE)
            visible = scheme_id in catalogue and self._matches(catalogue[scheme_id], words, kind, set_code)
            item.setHidden(not visible)
            shown += visible
        total = self.scheme_list.count()
        if shown == total:
            self.shown_label.setText(fill(_tr("DeckBuilderDialog", "All %1 schemes shown"), total))
        else:
            self.shown_label.setText(fill(_tr("DeckBuilderDialog", "%1 of %2 schemes shown"), shown, total))
        current = self.scheme_list.currentItem()
        if current is None or current.isHidden():
            first = self._first_visible()
            if first is not None:
                self.scheme_list.setCurrentItem(first)
            else:
                self.scheme_list.setCurrentRow(-1)
        self.add_button.setEnabled(self.selected_scheme_id() is not None)

    def visible_scheme_ids(self) -> list[str]:
        """The scheme ids the list shows now, top to bottom."""
        return [
            self.scheme_list.item(row).data(ID_ROLE)
            for row in range(self.scheme_list.count())
            if not self.scheme_list.item(row).isHidden()
        ]

    def _first_visible(self) -> QListWidgetItem | None:
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            if not item.isHidden():
                return item
        return None

    # ----- selection and adding ---------------------------------------------------------
    def selected_scheme_id(self) -> str | None:
        """The scheme of the current (visible) row, or ``None``."""
        item = self.scheme_list.currentItem()
        if item is None or item.isHidden():
            return None
        scheme_id: str = item.data(ID_ROLE)
        return scheme_id

    def select_scheme(self, scheme_id: str) -> None:
        """Make ``scheme_id``'s row current if it is shown."""
        for row in range(self.scheme_list.count()):
            item = self.scheme_list.item(row)
            if item.data(ID_ROLE) == scheme_id and not item.isHidden():
                self.scheme_list.setCurrentItem(item)
                return

    def _current_changed(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        self.add_button.setEnabled(item is not None and not item.isHidden())
        if item is not None:
            self.show_preview(item.data(ID_ROLE))

    def _add_selected(self) -> None:
        scheme_id = self.selected_scheme_id()
        if scheme_id is not None:
            self.add_requested.emit(scheme_id)

    def add_first_match(self) -> None:
        """Add a copy of the first scheme the filters show (Enter in the search box)."""
        first = self._first_visible()
        if first is None:
            self.nothing_matches.emit()
            return
        self.scheme_list.setCurrentItem(first)
        self.add_requested.emit(first.data(ID_ROLE))

    # ----- card images ------------------------------------------------------------------
    def set_images(self, images: CardImageProvider | None) -> None:
        """Show the rows' thumbnails and the preview's card from ``images``.

        ``None``: text only, as without.
        """
        self._images.follow(images)

    def refresh_images(self) -> None:
        """Ask for every row's thumbnail and the preview's card again.

        The setting changed, images arrived.
        """
        images = self._images.provider
        on = images is not None and images.mode != "off"
        self.scheme_list.setIconSize(QSize(round(THUMBNAIL_HEIGHT * CARD_ASPECT), THUMBNAIL_HEIGHT) if on else QSize())
        language = self._catalogue().language
        with _KeptScroll(self.scheme_list):
            for row in range(self.scheme_list.count()):
                item = self.scheme_list.item(row)
                found = images.thumbnail(item.data(ID_ROLE), language, THUMBNAIL_HEIGHT) if on and images else None
                item.setIcon(QIcon(found) if found is not None else QIcon())
        self._show_preview_image(self.selected_scheme_id())

    def _thumbnail_ready(self, scheme_id: str, _language: str) -> None:
        images = self._images.provider
        if images is None:
            return
        found = images.thumbnail(scheme_id, self._catalogue().language, THUMBNAIL_HEIGHT)
        with _KeptScroll(self.scheme_list):
            for row in range(self.scheme_list.count()):
                item = self.scheme_list.item(row)
                if item.data(ID_ROLE) == scheme_id:
                    item.setIcon(QIcon(found) if found is not None else QIcon())

    def _image_ready(self, scheme_id: str, _language: str) -> None:
        if scheme_id == self.selected_scheme_id():
            self._show_preview_image(scheme_id)

    def _show_preview_image(self, scheme_id: str | None) -> None:
        images = self._images.provider
        found = None
        if images is not None and scheme_id is not None:
            found = images.pixmap(scheme_id, self._catalogue().language)
        self.preview_image.set_pixmap(found)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        margins = self.preview_row.contentsMargins()
        height = self.preview_frame.height() - margins.top() - margins.bottom()
        self.preview_image.fit_height(height, self.preview_frame.width() // 2)

    # ----- preview ----------------------------------------------------------------------
    def show_preview(self, scheme_id: str | None) -> None:
        """Show ``scheme_id``'s names, type line, sets and rules text below the list.

        Nothing for ``None``.
        """
        catalogue = self._catalogue()
        self._show_preview_image(scheme_id if scheme_id in catalogue else None)
        if scheme_id is None or scheme_id not in catalogue:
            self.preview.setText("")
            return
        scheme = catalogue[scheme_id]
        p = self._palette
        size = theme.point_size(14, self._scale)
        parts = [f"<b style='font-size:{size:.1f}pt'>{html.escape(scheme.name)}</b>"]
        if scheme.name_en != scheme.name:
            parts.append(f"<i>{html.escape(scheme.name_en)}</i>")
        meta = scheme.type_line + " · " + ", ".join(scheme.sets)
        parts.append(f"<span style='color:{p.accent}'>{html.escape(meta)}</span>")
        # Mana and tap symbols in the Mana font, as large as the preview's text.
        parts.append(mana_symbols.to_html(scheme.text, self.preview.font().pointSizeF()))
        if not scheme.official:
            unofficial = html.escape(_tr("DeckBuilderDialog", "Unofficial translation"))
            parts.append(f"<span style='color:{p.hint}'>{unofficial}</span>")
        self.preview.setText("<br>".join(parts))
