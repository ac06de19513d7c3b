"""The planar cards: every plane and phenomenon (CR 311, 312), by id.

Read from the package's ``resources/planes.json`` (built by
``tools/generate_resources.py`` from the curated ``data/planes.json``) and,
for Spanish, ``i18n/planes.es.json``: the official Planechase 2012 text
where it exists, else the project's own translation, marked unofficial
(:attr:`Plane.official`).  A :class:`PlaneCatalogue` is an immutable value;
:func:`load_planes` builds one per language and caches it.
"""

from __future__ import annotations

import enum
import functools
import json
from collections.abc import Iterator, KeysView, Mapping
from typing import Any

import msgspec

from .catalogue import LANGUAGES, Printing, Ruling, closest_key, normalize_name
from .errors import ArchenemyError
from .package_data import read_package_bytes


class PlanarKind(enum.StrEnum):
    """A planar card's type: a plane (311) or a phenomenon (312)."""

    PLANE = "plane"
    PHENOMENON = "phenomenon"


class PlanarCategory(enum.StrEnum):
    """Where a planar card was printed.

    ``PRODUCT``: the Planechase products, their promos and the Commander
    decks that carry planes (151 cards); ``EVENT`` and ``SECRET_LAIR``: event
    and Secret Lair cards (56), left out of a default planar deck.
    """

    PRODUCT = "product"
    EVENT = "event"
    SECRET_LAIR = "secret_lair"


class UnknownPlaneError(ArchenemyError, KeyError):
    """A plane id or name not in the catalogue (code ``unknown_plane``).

    ``suggestion``: the closest English name, or ``None``.
    """

    def __init__(self, name: str, suggestion: str | None = None) -> None:
        self.name = name
        self.suggestion = suggestion
        super().__init__("unknown_plane", name=name, suggestion=suggestion)

    # KeyError would repr() the message
    def __str__(self) -> str:
        return ArchenemyError.__str__(self)


class Plane(msgspec.Struct, frozen=True):
    """A plane or phenomenon card: its identity and Oracle text, no game state.

    ``id``: the slug of the English name.  ``name``, ``type_line``, ``text``,
    ``plane_text`` and ``chaos`` are in the catalogue's language; the
    ``_en`` fields always English.  ``plane_text``: the text without the
    chaos ability; ``chaos``: the chaos ability (311.7), ``None`` for a
    phenomenon and for Ghirapur Grand Prix.  ``official``: ``False`` for the
    project's own translation; ``translated``: ``False`` when the text fell
    back to English.
    """

    id: str
    name: str
    name_en: str
    kind: PlanarKind
    category: PlanarCategory
    type_line: str
    text: str
    text_en: str
    plane_text: str | None
    chaos: str | None
    chaos_en: str | None
    scryfall_id: str | None = None
    rulings: tuple[Ruling, ...] = ()
    printings: tuple[Printing, ...] = ()
    translated: bool = True
    official: bool = True

    @property
    def phenomenon(self) -> bool:
        """True for a phenomenon card (312)."""
        return self.kind is PlanarKind.PHENOMENON

    @property
    def sets(self) -> tuple[str, ...]:
        """The set codes this card was printed in (``OHOP``, ``OPC2``, ``MOC``...)."""
        return tuple(p.set for p in self.printings)


class PlaneCatalogue(Mapping[str, Plane]):
    """Every planar card by id, in one language; ids iterate by English name.

    ``catalogue[id]`` raises :class:`UnknownPlaneError`; :meth:`by_name`
    looks up a typed English or localized name leniently.
    """

    def __init__(self, planes: list[Plane], language: str = "en") -> None:
        self.language = language
        self._planes = {p.id: p for p in sorted(planes, key=lambda p: normalize_name(p.name_en))}

    @functools.cached_property
    def _by_key(self) -> dict[str, str]:
        # Made on the first look-up by name: a game with planes shows them by id
        keys: dict[str, str] = {}
        for p in self._planes.values():
            keys.setdefault(normalize_name(p.name), p.id)
        # English names win any clash
        for p in self._planes.values():
            keys[normalize_name(p.name_en)] = p.id
        return keys

    def __getitem__(self, plane_id: str) -> Plane:
        try:
            return self._planes[plane_id]
        except KeyError:
            raise UnknownPlaneError(plane_id) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._planes)

    def __len__(self) -> int:
        return len(self._planes)

    def __repr__(self) -> str:
        return f"<PlaneCatalogue {len(self)} cards, language={self.language!r}>"

    def by_name(self, name: str) -> Plane:
        """The card whose English or localized name matches ``name``.

        (:func:`normalize_name`).

        Raises :class:`UnknownPlaneError` with the closest English name.
        """
        try:
            return self._planes[self._by_key[normalize_name(name)]]
        except KeyError:
            raise UnknownPlaneError(name, self.suggest(name)) from None

    def suggest(self, name: str) -> str | None:
        """The English name of the card closest to ``name``, or ``None``.

        As the schemes' (:func:`~archenemy.engine.catalogue.closest_key`).
        """
        key = closest_key(name, self._by_key)
        return self._planes[self._by_key[key]].name_en if key is not None else None

    @property
    def name_keys(self) -> KeysView[str]:
        """Every key :meth:`by_name` finds."""
        return self._by_key.keys()

    def product_planes(self) -> tuple[Plane, ...]:
        """The product planes (139), by English name: a default deck's planes."""
        return tuple(p for p in self._planes.values() if p.category is PlanarCategory.PRODUCT and not p.phenomenon)

    def product_phenomena(self) -> tuple[Plane, ...]:
        """The product phenomena (12), by English name."""
        return tuple(p for p in self._planes.values() if p.category is PlanarCategory.PRODUCT and p.phenomenon)


def _read_json(package: str, name: str) -> Any:
    return json.loads(read_package_bytes(package, name).decode("utf-8"))


def load_planes(language: str = "en") -> PlaneCatalogue:
    """The planar catalogue with names and texts in ``language`` (``en`` or ``es``).

    Unknown languages fall back to English, as do cards with no Spanish.
    """
    return _load_planes(language if language in LANGUAGES else "en")


@functools.cache
def _load_planes(language: str) -> PlaneCatalogue:
    data = read_package_bytes("archenemy.resources", "planes.json")
    records = msgspec.json.decode(data, type=_PlanesFile).planes
    local: dict[str, Any] = {}
    if language != "en":
        loaded = _read_json("archenemy.i18n", f"planes.{language}.json")
        local = loaded.get("planes", {}) if isinstance(loaded, dict) else {}
    planes = [_plane(rec, local.get(rec.id) or {}, language) for rec in records]
    return PlaneCatalogue(planes, language)


class _PlaneRecord(msgspec.Struct, frozen=True):
    """One record of ``resources/planes.json``: the keys the catalogue reads.

    Decoded by msgspec with its rulings and printings as structs already
    (~1 ms less than building them in Python at a start with planes).
    """

    id: str
    name: str
    kind: PlanarKind
    category: PlanarCategory
    type_line: str
    text: str
    plane_text: str | None
    chaos: str | None
    scryfall_id: str | None
    rulings: tuple[Ruling, ...]
    sets: tuple[Printing, ...]


class _PlanesFile(msgspec.Struct, frozen=True):
    """``resources/planes.json``: its planar cards (the other keys ignored)."""

    planes: tuple[_PlaneRecord, ...]


def _plane(rec: _PlaneRecord, tr: dict[str, Any], language: str) -> Plane:
    """One record of ``resources/planes.json`` with its translation ``tr``."""
    return Plane(
        id=rec.id,
        name=tr.get("name") or rec.name,
        name_en=rec.name,
        kind=rec.kind,
        category=rec.category,
        type_line=tr.get("type_line") or rec.type_line,
        text=tr.get("text") or rec.text,
        text_en=rec.text,
        plane_text=tr.get("plane_text") if tr.get("text") else rec.plane_text,
        chaos=tr.get("chaos") if tr.get("text") else rec.chaos,
        chaos_en=rec.chaos,
        scryfall_id=rec.scryfall_id,
        rulings=rec.rulings,
        printings=rec.sets,
        translated=language == "en" or bool(tr.get("text")),
        official=language == "en" or bool(tr.get("official", False)),
    )
