"""The planar cards' browser, the deck builder's left half for a planar deck.

Every plane and phenomenon (CR 311, 312): 207 cards, the event and Secret
Lair ones included and marked (they are left out of the ready default deck).

A :class:`~.browser.CardBrowser` over the planes' catalogue: the search
matches a card's names in every language, its text (UI language and
English), its type line, its set codes and its category; the kind filter
shows planes, phenomena, the product cards or the event and Secret Lair
ones; the preview shows the card's text, its chaos ability apart (311.7)
and its picture turned to read (a landscape card, never cropped).
Texts are translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from ...engine.planes import PlanarCategory, Plane, PlaneCatalogue, load_planes
from .. import theme
from ..texts import fill
from ..widgets import mana_symbols
from ..widgets.card_image import PLANE_ASPECT
from .browser import THUMBNAIL_HEIGHT, CardBrowser, cached_search_index, fill_combo, fold
from .draft import other_language_names

if TYPE_CHECKING:
    from ..card_images.provider import CardImageProvider

__all__ = [
    "PLANAR_KIND_ALL",
    "PLANAR_KIND_EVENT",
    "PLANAR_KIND_PHENOMENA",
    "PLANAR_KIND_PLANES",
    "PLANAR_KIND_PRODUCT",
    "PLANAR_SET_ORDER",
    "PlanarBrowser",
    "category_name",
    "planar_search_index",
]

# The kind filter's choices.
PLANAR_KIND_ALL, PLANAR_KIND_PLANES, PLANAR_KIND_PHENOMENA, PLANAR_KIND_PRODUCT, PLANAR_KIND_EVENT = range(5)
# The Planechase products first, then the rest sorted.
PLANAR_SET_ORDER = ("OHOP", "OPC2", "OPCA", "MOC", "WHO")


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def category_name(category: PlanarCategory) -> str:
    """Where a planar card was printed, in words: a product, an event, Secret Lair."""
    if category is PlanarCategory.EVENT:
        return _tr("DeckBuilderDialog", "event")
    if category is PlanarCategory.SECRET_LAIR:
        return _tr("DeckBuilderDialog", "Secret Lair")
    return _tr("DeckBuilderDialog", "product")


def planar_search_index(planes: PlaneCatalogue) -> tuple[tuple[str, ...], dict[str, str]]:
    """The planar card ids in the browser's order (by folded name), with search keys.

    A key folds the card's names in every language, its text in this
    language and English, its type line, its sets and its category.
    Computed once per catalogue; callers must not change the returned dict.
    """
    return cached_search_index(planes, lambda plane: _search_key(plane, planes))


def _search_key(plane: Plane, planes: PlaneCatalogue) -> str:
    names = [plane.name, plane.name_en, *other_language_names(plane.id, planes, load_planes)]
    words = (*names, plane.text, plane.text_en, plane.type_line, " ".join(plane.sets), plane.category.value)
    return fold("\n".join(words))


class PlanarBrowser(CardBrowser):
    """Every planar card, filtered, with the selected one's text and chaos ability.

    ``language_planes`` returns the planes' catalogue in the UI's language;
    the rest as :class:`~.browser.CardBrowser`.
    """

    set_order = PLANAR_SET_ORDER

    def __init__(
        self,
        language_planes: Callable[[], PlaneCatalogue],
        copies: Callable[[str], int],
        *,
        scale: float = 1.0,
        palette: theme.Palette | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(language_planes, copies, scale=scale, palette=palette, parent=parent, aspect=PLANE_ASPECT)
        self._planes = language_planes

    def _retranslate_texts(self) -> None:
        self.heading.setText(_tr("DeckBuilderDialog", "Planes and phenomena"))
        self.search.setPlaceholderText(_tr("DeckBuilderDialog", "Search name, text, plane type or set…  (Ctrl+F)"))
        self.search.setAccessibleName(_tr("DeckBuilderDialog", "Search planes and phenomena"))
        self.search.setToolTip(
            _tr("DeckBuilderDialog", "Enter adds the first match to the deck; Down moves to the list")
        )
        kinds = [
            (_tr("DeckBuilderDialog", "All planar cards"), PLANAR_KIND_ALL),
            (_tr("DeckBuilderDialog", "Planes"), PLANAR_KIND_PLANES),
            (_tr("DeckBuilderDialog", "Phenomena"), PLANAR_KIND_PHENOMENA),
            (_tr("DeckBuilderDialog", "Product cards"), PLANAR_KIND_PRODUCT),
            (_tr("DeckBuilderDialog", "Event and Secret Lair cards"), PLANAR_KIND_EVENT),
        ]
        fill_combo(self.kind_combo, kinds)
        self.kind_combo.setAccessibleName(_tr("DeckBuilderDialog", "Show planes, phenomena, product or event cards"))
        self.card_list.setAccessibleName(
            _tr("DeckBuilderDialog", "Planes and phenomena: double-click or Enter adds the card")
        )
        self.add_button.setAccessibleName(_tr("DeckBuilderDialog", "Add the selected planar card to the deck"))
        self.preview_area.setAccessibleName(_tr("DeckBuilderDialog", "Selected planar card"))
        self.preview.setAccessibleName(_tr("DeckBuilderDialog", "Selected planar card's text"))

    def _index(self) -> tuple[tuple[str, ...], dict[str, str]]:
        return planar_search_index(self._planes())

    def _row_text(self, card_id: str) -> str:
        planes = self._planes()
        plane = planes[card_id]
        first = plane.name
        if plane.phenomenon:
            first = f"{first}   ◇ " + _tr("DeckBuilderDialog", "phenomenon")
        if plane.category is not PlanarCategory.PRODUCT:
            first = f"{first}   ★ " + category_name(plane.category)
        copies = self._copies(plane.id)
        if copies:
            first = f"{first}   (" + fill(_tr("DeckBuilderDialog", "%1 in deck"), copies) + ")"
        if planes.language != "en" and plane.name_en != plane.name:
            return f"{first}\n    {plane.name_en}"
        return first

    def _kind_matches(self, card_id: str, kind: object) -> bool:
        plane = self._planes()[card_id]
        product = plane.category is PlanarCategory.PRODUCT
        return {
            PLANAR_KIND_PLANES: not plane.phenomenon,
            PLANAR_KIND_PHENOMENA: plane.phenomenon,
            PLANAR_KIND_PRODUCT: product,
            PLANAR_KIND_EVENT: not product,
        }.get(kind if isinstance(kind, int) else PLANAR_KIND_ALL, True)

    def _shown_text(self, shown: int, total: int) -> str:
        if shown == total:
            return fill(_tr("DeckBuilderDialog", "All %1 planar cards shown"), total)
        return fill(_tr("DeckBuilderDialog", "%1 of %2 planar cards shown"), shown, total)

    def _thumbnail(self, images: CardImageProvider, card_id: str, language: str) -> QPixmap | None:
        # Turned to read, whole: a landscape card (the provider keeps Scryfall's portrait scan).
        return images.plane_thumbnail(card_id, language, THUMBNAIL_HEIGHT)

    def _picture(self, images: CardImageProvider, card_id: str, language: str) -> QPixmap | None:
        return images.plane_pixmap(card_id, language)

    def _preview_html(self, card_id: str) -> str:
        plane = self._planes()[card_id]
        meta = f"{plane.type_line} · {', '.join(plane.sets)} · {category_name(plane.category)}"
        parts = self._heading_html(plane.name, plane.name_en, meta)
        point = self.preview.font().pointSizeF()
        parts.append(mana_symbols.to_html(plane.plane_text if plane.plane_text is not None else plane.text, point))
        if plane.chaos:
            chaos = html.escape(_tr("DeckBuilderDialog", "Chaos ability:"))
            parts.append(
                f"<b style='color:{self._palette.accent}'>{chaos}</b> {mana_symbols.to_html(plane.chaos, point)}"
            )
        if plane.category is not PlanarCategory.PRODUCT:
            note = _tr("DeckBuilderDialog", "Left out of the ready communal planar deck.")
            parts.append(f"<span style='color:{self._palette.hint}'>{html.escape(note)}</span>")
        if not plane.official:
            parts.append(self._unofficial_html())
        return "<br>".join(parts)
