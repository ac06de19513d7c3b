"""The catalogue browser, the deck builder's left half.

Every card, a search box, kind and set filters, a preview.

:class:`CardBrowser` is the browser; :class:`SchemeBrowser` lists the
schemes (:mod:`.planar_browser` the planes and phenomena).

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
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QPixmap, QResizeEvent
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
from .draft import AnyCatalogue, other_language_names
from .styling import font, scroll_area

if TYPE_CHECKING:
    from ..card_images.provider import CardImageProvider

__all__ = [
    "ID_ROLE",
    "KIND_ALL",
    "KIND_ONGOING",
    "KIND_OTHER",
    "SET_ORDER",
    "CardBrowser",
    "SchemeBrowser",
    "fill_combo",
    "fold",
]

# The item data role holding a row's scheme id (the browser's rows and the deck panel's).
ID_ROLE = Qt.ItemDataRole.UserRole


def fold(text: str) -> str:
    """Search key: case-folded, accents dropped."""
    text = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in text if not unicodedata.combining(ch)).casefold()


# Set codes in the order the set filter lists them (others follow, sorted).
# The browser's row order and search keys by catalogue: folding 102 rules texts took ~5 ms
# every time the deck builder opened.  Catalogues live as long as the app.
class _Card(Protocol):
    """What a search index orders a card by: its id and its name."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


_CardT = TypeVar("_CardT", bound=_Card)

# Per catalogue object: the catalogue (so a reused id() is not a hit), the
# ids in order and their search keys.
_SEARCH_INDEX: dict[int, tuple[Mapping[str, object], tuple[str, ...], dict[str, str]]] = {}


def cached_search_index(
    cards: Mapping[str, _CardT], key_of: Callable[[_CardT], str]
) -> tuple[tuple[str, ...], dict[str, str]]:
    """The ids of ``cards`` by folded name, each with its ``key_of``, cached.

    The scheme and planar browsers share it; callers must not change the
    returned dict.  Keyed by the catalogue object, which a language change
    replaces.
    """
    found = _SEARCH_INDEX.get(id(cards))
    if found is None or found[0] is not cards:
        order = tuple(c.id for c in sorted(cards.values(), key=lambda c: (fold(c.name), c.id)))
        keys = {card_id: key_of(cards[card_id]) for card_id in order}
        found = _SEARCH_INDEX[id(cards)] = (cards, order, keys)
    return found[1], found[2]


def search_index(catalogue: Catalogue) -> tuple[tuple[str, ...], dict[str, str]]:
    """The scheme ids of ``catalogue`` in the browser's order, with their search keys.

    The order is by folded name.

    A search key folds (:func:`fold`) the scheme's names in every
    language, its rules text in this language and English, its type line
    and its sets.  Computed once per catalogue; callers must not change the
    returned dict.
    """
    return cached_search_index(catalogue, lambda scheme: _search_key(scheme, catalogue))


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


class CardBrowser(QWidget):
    """Every card of a catalogue, filtered, with the selected one's text below.

    ``language_catalogue`` returns the catalogue in the UI's language;
    ``copies(card_id)`` how many copies the deck holds (shown on the rows).
    ``add_requested`` carries a card id to add a copy of; ``nothing_matches``
    is emitted when Enter finds no match.  The owner calls :meth:`retranslate`
    (on a language change) and :meth:`update_rows` (when the deck changed).
    A subclass words the rows, the kind filter and the preview for its kind
    of card (the ``_``-prefixed hooks below); ``aspect`` is its cards' width
    over height.
    """

    add_requested = Signal(str)
    nothing_matches = Signal()
    # The set codes listed first in the set filter, in this order.
    set_order: tuple[str, ...] = ()

    def __init__(
        self,
        language_catalogue: Callable[[], AnyCatalogue],
        copies: Callable[[str], int],
        *,
        scale: float = 1.0,
        palette: theme.Palette | None = None,
        parent: QWidget | None = None,
        aspect: float = CARD_ASPECT,
    ) -> None:
        super().__init__(parent)
        self._any_catalogue = language_catalogue
        self._copies = copies
        self._palette = palette or theme.palette("dark")
        self._scale = scale
        self._aspect = aspect
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
        # The cards' rows (``scheme_list``: its older name, kept for the scheme browser's callers).
        self.card_list = self.scheme_list = QListWidget()
        self.card_list.setFont(font(12, scale))
        self.card_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.card_list.setUniformItemSizes(False)
        self.card_list.setWordWrap(True)
        shown_row = QHBoxLayout()
        self.shown_label = QLabel()
        self.shown_label.setObjectName("hint")
        self.add_button = QPushButton()
        shown_row.addWidget(self.shown_label, 1)
        shown_row.addWidget(self.add_button)
        layout.addWidget(self.heading)
        layout.addWidget(self.search)
        layout.addLayout(filters)
        layout.addWidget(self.card_list, 3)
        layout.addLayout(shown_row)
        layout.addWidget(self._build_preview(), 1)

    def _build_preview(self) -> QFrame:
        frame = QFrame()
        frame.setObjectName("preview")
        frame.setMinimumHeight(150)
        # The text, and the card's picture beside it (images on).
        layout = self.preview_row = QHBoxLayout(frame)
        layout.setContentsMargins(10, 8, 10, 8)
        self.preview_image = CardImage(
            alignment=Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight, aspect=self._aspect
        )
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
        self._keys = _SearchKeys(self.search, self.card_list)
        self.search.installEventFilter(self._keys)
        self.kind_combo.currentIndexChanged.connect(self._apply_filter)
        self.set_combo.currentIndexChanged.connect(self._apply_filter)
        self.card_list.itemActivated.connect(lambda item: self.add_requested.emit(item.data(ID_ROLE)))
        self.card_list.currentItemChanged.connect(self._current_changed)
        self.add_button.clicked.connect(self._add_selected)

    def focus_order(self) -> list[QWidget]:
        """The browser's controls in Tab order."""
        return [self.search, self.kind_combo, self.set_combo, self.card_list, self.add_button]

    # ----- what a kind of card words (the subclasses') ---------------------------------------
    def _retranslate_texts(self) -> None:
        """Set the heading, the search box's and the list's texts, the kind filter."""
        raise NotImplementedError

    def _index(self) -> tuple[tuple[str, ...], dict[str, str]]:
        """The card ids in the list's order and their search keys."""
        raise NotImplementedError

    def _row_text(self, card_id: str) -> str:
        """A row's text: the card's name, what it is, its copies in the deck."""
        raise NotImplementedError

    def _kind_matches(self, card_id: str, kind: object) -> bool:
        """Whether the card passes the kind filter's choice ``kind``."""
        raise NotImplementedError

    def _shown_text(self, shown: int, total: int) -> str:
        """How many rows the filters show, in words."""
        raise NotImplementedError

    def _preview_html(self, card_id: str) -> str:
        """The preview's rich text of a known card."""
        raise NotImplementedError

    def _thumbnail(self, images: CardImageProvider, card_id: str, language: str) -> QPixmap | None:
        """A row's thumbnail from the cache (:data:`THUMBNAIL_HEIGHT` tall), or ``None``."""
        return images.thumbnail(card_id, language, THUMBNAIL_HEIGHT)

    def _picture(self, images: CardImageProvider, card_id: str, language: str) -> QPixmap | None:
        """The preview's picture of the card, or ``None`` while it is readied."""
        return images.pixmap(card_id, language)

    # ----- language -------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language and rebuild the rows.

        The rows come from the current catalogue.
        """
        self._retranslate_texts()
        sets = [(_tr("DeckBuilderDialog", "All sets"), "")]
        sets += [(f"{code} · {name}", code) for code, name in self._sets()]
        fill_combo(self.set_combo, sets)
        self.set_combo.setAccessibleName(_tr("DeckBuilderDialog", "Set"))
        self.add_button.setText(_tr("DeckBuilderDialog", "Add to deck  →"))
        self.populate()

    def _sets(self) -> list[tuple[str, str]]:
        names: dict[str, str] = {}
        for card in self._any_catalogue().values():
            for printing in card.printings:
                names.setdefault(printing.set, printing.set_name)
        order = [code for code in self.set_order if code in names] + sorted(c for c in names if c not in self.set_order)
        return [(code, names[code]) for code in order]

    # ----- rows -------------------------------------------------------------------------
    def populate(self) -> None:
        """Rebuild the rows from the current catalogue.

        Keeping the selection and the filters.
        """
        catalogue = self._any_catalogue()
        current = self.selected_scheme_id()
        self.card_list.blockSignals(True)
        self.card_list.clear()
        order, self._search_keys = self._index()
        for card_id in order:
            item = QListWidgetItem(self._row_text(card_id))
            item.setData(ID_ROLE, card_id)
            item.setToolTip(catalogue[card_id].text)
            self.card_list.addItem(item)
        self.card_list.blockSignals(False)
        if self._images.provider is not None:
            self.refresh_images()
        self._apply_filter()
        if current is not None:
            self.select_scheme(current)

    def update_rows(self) -> None:
        """Refresh the rows' texts (the copies in the deck changed)."""
        catalogue = self._any_catalogue()
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            card_id = item.data(ID_ROLE)
            if card_id in catalogue:
                text = self._row_text(card_id)
                if item.text() != text:
                    item.setText(text)

    # ----- filtering --------------------------------------------------------------------
    def _matches(self, card_id: str, words: list[str], kind: object, set_code: str) -> bool:
        if not self._kind_matches(card_id, kind):
            return False
        if set_code and set_code not in self._any_catalogue()[card_id].sets:
            return False
        key = self._search_keys.get(card_id, "")
        return all(word in key for word in words)

    def _apply_filter(self, *_args: object) -> None:
        catalogue = self._any_catalogue()
        words = fold(self.search.text()).split()
        kind = self.kind_combo.currentData()
        kind = KIND_ALL if kind is None else kind
        set_code = self.set_combo.currentData() or ""
        shown = 0
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            card_id = item.data(ID_ROLE)
            visible = card_id in catalogue and self._matches(card_id, words, kind, set_code)
            item.setHidden(not visible)
            shown += visible
        self.shown_label.setText(self._shown_text(shown, self.card_list.count()))
        current = self.card_list.currentItem()
        if current is None or current.isHidden():
            first = self._first_visible()
            if first is not None:
                self.card_list.setCurrentItem(first)
            else:
                self.card_list.setCurrentRow(-1)
        self.add_button.setEnabled(self.selected_scheme_id() is not None)

    def visible_scheme_ids(self) -> list[str]:
        """The card ids the list shows now, top to bottom."""
        return [
            self.card_list.item(row).data(ID_ROLE)
            for row in range(self.card_list.count())
            if not self.card_list.item(row).isHidden()
        ]

    def _first_visible(self) -> QListWidgetItem | None:
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            if not item.isHidden():
                return item
        return None

    # ----- selection and adding ---------------------------------------------------------
    def selected_scheme_id(self) -> str | None:
        """The card of the current (visible) row, or ``None``."""
        item = self.card_list.currentItem()
        if item is None or item.isHidden():
            return None
        card_id: str = item.data(ID_ROLE)
        return card_id

    def select_scheme(self, card_id: str) -> None:
        """Make ``card_id``'s row current if it is shown."""
        for row in range(self.card_list.count()):
            item = self.card_list.item(row)
            if item.data(ID_ROLE) == card_id and not item.isHidden():
                self.card_list.setCurrentItem(item)
                return

    # The card browser's words for the same three (the scheme names are the older ones).
    visible_card_ids = visible_scheme_ids
    selected_card_id = selected_scheme_id
    select_card = select_scheme

    def _current_changed(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        self.add_button.setEnabled(item is not None and not item.isHidden())
        if item is not None:
            self.show_preview(item.data(ID_ROLE))

    def _add_selected(self) -> None:
        card_id = self.selected_scheme_id()
        if card_id is not None:
            self.add_requested.emit(card_id)

    def add_first_match(self) -> None:
        """Add a copy of the first card the filters show (Enter in the search box)."""
        first = self._first_visible()
        if first is None:
            self.nothing_matches.emit()
            return
        self.card_list.setCurrentItem(first)
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
        size = QSize(round(THUMBNAIL_HEIGHT * self._aspect), THUMBNAIL_HEIGHT)
        self.card_list.setIconSize(size if on else QSize())
        language = self._any_catalogue().language
        with _KeptScroll(self.card_list):
            for row in range(self.card_list.count()):
                item = self.card_list.item(row)
                found = self._thumbnail(images, item.data(ID_ROLE), language) if on and images else None
                item.setIcon(QIcon(found) if found is not None else QIcon())
        self._show_preview_image(self.selected_scheme_id())

    def _thumbnail_ready(self, card_id: str, _language: str) -> None:
        images = self._images.provider
        if images is None:
            return
        found = self._thumbnail(images, card_id, self._any_catalogue().language)
        with _KeptScroll(self.card_list):
            for row in range(self.card_list.count()):
                item = self.card_list.item(row)
                if item.data(ID_ROLE) == card_id:
                    item.setIcon(QIcon(found) if found is not None else QIcon())

    def _image_ready(self, card_id: str, _language: str) -> None:
        if card_id == self.selected_scheme_id():
            self._show_preview_image(card_id)

    def _show_preview_image(self, card_id: str | None) -> None:
        images = self._images.provider
        found = None
        if images is not None and card_id is not None:
            found = self._picture(images, card_id, self._any_catalogue().language)
        self.preview_image.set_pixmap(found)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        margins = self.preview_row.contentsMargins()
        height = self.preview_frame.height() - margins.top() - margins.bottom()
        self.preview_image.fit_height(height, self.preview_frame.width() // 2)

    # ----- preview ----------------------------------------------------------------------
    def show_preview(self, card_id: str | None) -> None:
        """Show the card's names, type line, sets and rules text below the list.

        Nothing for ``None``.
        """
        catalogue = self._any_catalogue()
        known = card_id is not None and card_id in catalogue
        self._show_preview_image(card_id if known else None)
        self.preview.setText(self._preview_html(card_id) if known and card_id is not None else "")

    def _heading_html(self, name: str, name_en: str, meta: str) -> list[str]:
        """The preview's first lines: the names, then ``meta`` in the accent colour."""
        size = theme.point_size(14, self._scale)
        parts = [f"<b style='font-size:{size:.1f}pt'>{html.escape(name)}</b>"]
        if name_en != name:
            parts.append(f"<i>{html.escape(name_en)}</i>")
        parts.append(f"<span style='color:{self._palette.accent}'>{html.escape(meta)}</span>")
        return parts

    def _unofficial_html(self) -> str:
        unofficial = html.escape(_tr("DeckBuilderDialog", "Unofficial translation"))
        return f"<span style='color:{self._palette.hint}'>{unofficial}</span>"


class SchemeBrowser(CardBrowser):
    """Every scheme of the catalogue, filtered, with the selected one's text below.

    ``language_catalogue`` returns the schemes' catalogue in the UI's
    language; the rest as :class:`CardBrowser`.  The kind filter: all
    schemes, ongoing ones, the others.
    """

    set_order = SET_ORDER

    def __init__(
        self,
        language_catalogue: Callable[[], Catalogue],
        copies: Callable[[str], int],
        *,
        scale: float = 1.0,
        palette: theme.Palette | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(language_catalogue, copies, scale=scale, palette=palette, parent=parent)
        self._catalogue = language_catalogue

    def _retranslate_texts(self) -> None:
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
        self.card_list.setAccessibleName(_tr("DeckBuilderDialog", "Schemes: double-click or Enter adds a copy"))
        self.add_button.setAccessibleName(_tr("DeckBuilderDialog", "Add a copy of the selected scheme to the deck"))
        self.preview_area.setAccessibleName(_tr("DeckBuilderDialog", "Selected scheme"))
        self.preview.setAccessibleName(_tr("DeckBuilderDialog", "Selected scheme's text"))

    def _index(self) -> tuple[tuple[str, ...], dict[str, str]]:
        return search_index(self._catalogue())

    def _row_text(self, card_id: str) -> str:
        catalogue = self._catalogue()
        scheme: Scheme = catalogue[card_id]
        first = scheme.name
        if scheme.ongoing:
            first = f"{first}   ◆ " + _tr("DeckBuilderDialog", "ongoing")
        copies = self._copies(scheme.id)
        if copies:
            first = f"{first}   (" + fill(_tr("DeckBuilderDialog", "%1 in deck"), copies) + ")"
        if catalogue.language != "en" and scheme.name_en != scheme.name:
            return f"{first}\n    {scheme.name_en}"
        return first

    def _kind_matches(self, card_id: str, kind: object) -> bool:
        ongoing = self._catalogue()[card_id].ongoing
        return not ((kind == KIND_ONGOING and not ongoing) or (kind == KIND_OTHER and ongoing))

    def _shown_text(self, shown: int, total: int) -> str:
        if shown == total:
            return fill(_tr("DeckBuilderDialog", "All %1 schemes shown"), total)
        return fill(_tr("DeckBuilderDialog", "%1 of %2 schemes shown"), shown, total)

    def _preview_html(self, card_id: str) -> str:
        scheme = self._catalogue()[card_id]
        parts = self._heading_html(scheme.name, scheme.name_en, scheme.type_line + " · " + ", ".join(scheme.sets))
        # Mana and tap symbols in the Mana font, as large as the preview's text.
        parts.append(mana_symbols.to_html(scheme.text, self.preview.font().pointSizeF()))
        if not scheme.official:
            parts.append(self._unofficial_html())
        return "<br>".join(parts)
