"""The New game dialog's planes: Planechase, or planes added to the game.

:class:`PlanesBox` sits under the variant of the New game dialog
(:mod:`.new_game`).  In Planechase alone (CR 901.2) the planes are the game;
in Archenemy, its Commander option and Supervillain Rumble a tick adds them.
It chooses:

- the planar deck: the ready communal deck (901.15: the product planes and
  up to twice the players' number of product phenomena, drawn at random and
  recorded; the default, so a table can start at once), one communal deck
  from a planar deck list, or each player's own planar deck (901.3);
- the lists: the deck builder's saved planar decks and the lists imported
  from a text file (any list :mod:`archenemy.engine.planar_decks` reads; a
  list's problems are said, naming their lines, and its legality is a
  warning, as a scheme deck's is);
- who shuffles: the app, or the table its paper planes (the app then asks
  which card was revealed, typed with completion);
- in Archenemy and its Commander option, the heroes' planar controller on
  their team turn (901.12b by analogy; the first hero by default).

It builds the set-up's :class:`~archenemy.engine.planar.PlanarSetup`; the
engine checks it.  A variant change keeps every choice (decks never move).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFileDialog, QGridLayout, QLabel, QPushButton, QWidget

from ....engine.decks import parse_deck_list
from ....engine.model import DeckMode
from ....engine.planar import COMMUNAL, PlanarSetup
from ....engine.planar_decks import check_planar_deck_list, default_communal_deck, format_planar_deck
from ....engine.planes import load_planes
from ....engine.safe_files import read_regular_file
from ....engine.variants import Variant
from ... import texts
from ...i18n import installed_language
from ...texts.decks import problem_message
from ...widgets.elided_combo import ElidedComboBox
from ...widgets.plain_text import plain_label
from ...widgets.wheel_focus import wheel_needs_focus

# The characters a combo's width makes room for; a longer item is elided in the box, whole in its list.
COMBO_LETTERS = 28

__all__ = ["MAX_LIST_BYTES", "READY", "PlanarDeckSource", "PlanesBox", "PlanesSeats", "remembered_planes"]

# A planar deck source: the saved planar decks, as (name, deck-list text).
PlanarDeckSource = Callable[[], Iterable[tuple[str, str]]]
# The deck combo's token of the ready communal deck (901.15).
READY = "ready"
# The deck combo's token of "each player's own planar deck" (901.3).
OWN = "own"
# The largest planar deck list imported (bytes).
MAX_LIST_BYTES = 256 * 1024


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the dialog's own, ``NewGameDialog``."""
    return QCoreApplication.translate(context, text)


def bounded_width(combo: QComboBox) -> QComboBox:
    """Make ``combo`` ask for ``COMBO_LETTERS`` characters, not its longest item.

    Its popup list still shows each item whole (an
    :class:`~archenemy.desktop.widgets.elided_combo.ElidedComboBox` shows the
    chosen one cut with "…"); returns ``combo``.
    """
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(COMBO_LETTERS)
    return combo


def remembered_planes(planar: PlanarSetup | None, saved: Iterable[tuple[str, str]] = ()) -> dict[str, Any]:
    """A game's planes as :meth:`PlanesBox.restore` reads them.

    In ``last-setup.json``'s shape.
    ``planar``: the set-up's planes (:func:`~archenemy.desktop.roster.night.next_planes`
    for a night's next game), ``None`` without.  The ready communal deck is
    chosen again (its phenomena drawn at the start, 901.15a); any other deck
    is the saved planar deck list (``saved``: ``(name, text)`` each) holding
    the same cards, else a list of its cards offered as an imported one,
    named for its owner ("Planar deck of Ana", 901.3) or as the last game's
    communal deck (901.15), so the dialog checks it as any list.
    """
    if planar is None:
        return {"on": False}
    planes = load_planes()
    by_cards = {tuple(sorted(parse_deck_list(text, planes).card_ids())): name for name, text in saved}
    imported: dict[str, str] = {}

    def named(ids: tuple[str, ...], fresh: str) -> str:
        name = by_cards.get(tuple(sorted(ids)))
        if name is None:
            name = fresh
            imported[name] = format_planar_deck(ids, planes)
        return name

    own: dict[str, str] = {}
    if planar.default_deck:
        deck = READY
    elif planar.communal:
        deck = "list:" + named(planar.decks[0][1], _tr("NewGameDialog", "The last game's planar deck"))
    else:
        deck = OWN
        for owner, ids in planar.decks:
            own[owner] = named(ids, texts.fill(_tr("NewGameDialog", "Planar deck of %1"), owner))
    return {
        "on": True,
        "deck": deck,
        "mode": planar.deck_mode.value,
        "primary": planar.primary,
        "own": own,
        "imported": imported,
    }


class PlanesSeats(Protocol):
    """What the planes box needs of the New game dialog."""

    @property
    def variant_value(self) -> Variant:
        """The variant chosen."""

    def seat_names(self) -> list[str]:
        """The players' names, in seating order."""

    def validate(self) -> bool:
        """Check the set-up again and say what keeps it from starting."""


class PlanesBox(QWidget):
    """The planes of the game being set up; see the module's docstring."""

    def __init__(self, seats: PlanesSeats, saved: PlanarDeckSource = lambda: (), parent: QWidget | None = None):
        super().__init__(parent)
        self._seats = seats
        self._saved = saved
        # Lists imported from text files this time, by name (offered beside the saved ones).
        self.imported: dict[str, str] = {}
        # Each player's own deck chosen, by seat name (kept when seats move or the variant changes).
        self._own: dict[str, str] = {}
        self.file_dialog: QFileDialog | None = None
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.enabled_box = QCheckBox()
        self.enabled_box.toggled.connect(self._changed)
        self.title = QLabel()
        self.title.setObjectName("sectionTitle")
        self.deck_label = QLabel()
        self.deck = ElidedComboBox()
        self.deck.currentIndexChanged.connect(self._changed)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.ask_import)
        self.mode_label = QLabel()
        self.mode = ElidedComboBox()
        self.mode.addItem("", DeckMode.SHUFFLED)
        self.mode.addItem("", DeckMode.PHYSICAL)
        self.mode.currentIndexChanged.connect(self._changed)
        self.primary_label = QLabel()
        self.primary = ElidedComboBox()
        self.primary.currentIndexChanged.connect(self._changed)
        for combo in (self.deck, self.mode, self.primary):
            wheel_needs_focus(combo)
            # A long item (a Spanish mode, a deck's name) shows elided, never widens the dialog past the screen
            bounded_width(combo)
        self.own_grid = QGridLayout()
        self.own_boxes: dict[str, QComboBox] = {}
        # Names lines, never markup
        self.notes = plain_label(QLabel())
        self.notes.setWordWrap(True)
        grid.addWidget(self.enabled_box, 0, 0, 1, 4)
        grid.addWidget(self.title, 0, 0, 1, 4)
        grid.addWidget(self.deck_label, 1, 0)
        grid.addWidget(self.deck, 1, 1, 1, 2)
        grid.addWidget(self.import_button, 1, 3)
        grid.addLayout(self.own_grid, 2, 1, 1, 3)
        grid.addWidget(self.mode_label, 3, 0)
        grid.addWidget(self.mode, 3, 1, 1, 3)
        # A row of its own: beside the mode, its Spanish label made the dialog wider than a 1280 px screen
        grid.addWidget(self.primary_label, 4, 0)
        grid.addWidget(self.primary, 4, 1, 1, 3)
        grid.addWidget(self.notes, 5, 0, 1, 4)
        grid.setColumnStretch(1, 1)
        self._filling = False

    # ----- words ----------------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every fixed text in the current language."""
        self.enabled_box.setText(
            _tr("NewGameDialog", "Add planes (Planechase, CR 901): the planar die and a planar deck")
        )
        self.title.setText(_tr("NewGameDialog", "Planes (CR 901)"))
        self.deck_label.setText(_tr("NewGameDialog", "Planar deck"))
        self.deck.setAccessibleName(_tr("NewGameDialog", "Planar deck"))
        self.import_button.setText(_tr("NewGameDialog", "Import a planar deck list…"))
        self.mode_label.setText(_tr("NewGameDialog", "Shuffled by"))
        self.mode.setAccessibleName(_tr("NewGameDialog", "Who shuffles the planar deck"))
        self.mode.setItemText(0, _tr("NewGameDialog", "The app shuffles and reveals the planes"))
        self.mode.setItemText(1, _tr("NewGameDialog", "We shuffle our paper planes and tell the app what we reveal"))
        self.primary_label.setText(_tr("NewGameDialog", "Heroes' planar controller"))
        self.primary.setAccessibleName(
            _tr("NewGameDialog", "The hero who controls the planes on the heroes' turn (CR 901.12)")
        )
        self.refresh()

    # ----- what is chosen -------------------------------------------------------------------------------------
    @property
    def wanted(self) -> bool:
        """True when the game has planes: Planechase, or the tick."""
        return self._seats.variant_value.rules.planechase or self.enabled_box.isChecked()

    def decks(self) -> list[tuple[str, str]]:
        """The planar deck lists offered: the saved ones, then the imported ones."""
        found = list(self._saved())
        names = {name for name, _ in found}
        found += [(name, text) for name, text in self.imported.items() if name not in names]
        return found

    def _text_of(self, name: str) -> str | None:
        return next((text for deck, text in self.decks() if deck == name), None)

    def refresh(self) -> None:
        """Show the choices again for the variant and the seats.

        The dialog checks the set-up after.
        """
        self._filling = True
        try:
            self._fill_decks()
            self._fill_own()
            self._fill_primary()
        finally:
            self._filling = False
        variant = self._seats.variant_value
        planechase = variant.rules.planechase
        self.enabled_box.setVisible(not planechase)
        self.title.setVisible(planechase)
        shown = self.wanted
        for widget in (self.deck_label, self.deck, self.import_button, self.mode_label, self.mode, self.notes):
            widget.setVisible(shown)
        team = not variant.rules.free_for_all
        self.primary_label.setVisible(shown and team)
        self.primary.setVisible(shown and team)
        for label, box in self._own_widgets():
            label.setVisible(shown and self.deck.currentData() == OWN)
            box.setVisible(shown and self.deck.currentData() == OWN)
        # The lists' problems are the dialog's (its status line, in red): said there once, not here again.
        self.notes.setText("")

    def _fill_decks(self) -> None:
        wanted = self.deck.currentData() or READY
        self.deck.clear()
        self.deck.addItem(
            _tr("NewGameDialog", "The ready communal deck: every product plane, random phenomena (CR 901.15)"), READY
        )
        for name, _ in self.decks():
            self.deck.addItem(texts.fill(_tr("NewGameDialog", "One communal deck: %1"), name), f"list:{name}")
        self.deck.addItem(_tr("NewGameDialog", "Each player's own planar deck (CR 901.3)"), OWN)
        at = self.deck.findData(wanted)
        self.deck.setCurrentIndex(at if at >= 0 else 0)

    def _own_widgets(self) -> list[tuple[QLabel, QComboBox]]:
        found = []
        for row in range(self.own_grid.rowCount()):
            label_item, box_item = self.own_grid.itemAtPosition(row, 0), self.own_grid.itemAtPosition(row, 1)
            label = label_item.widget() if label_item is not None else None
            box = box_item.widget() if box_item is not None else None
            if isinstance(label, QLabel) and isinstance(box, QComboBox):
                found.append((label, box))
        return found

    def _fill_own(self) -> None:
        """A combo of the planar deck lists for every seat (each player's own deck)."""
        while self.own_grid.count():
            item = self.own_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self.own_boxes = {}
        names = [name for name, _ in self.decks()]
        for row, seat in enumerate(self._seats.seat_names()):
            label = plain_label(QLabel(seat))
            box = ElidedComboBox()
            bounded_width(box)
            box.setAccessibleName(texts.fill(_tr("NewGameDialog", "Planar deck of %1"), seat))
            box.addItem(_tr("NewGameDialog", "No planar deck yet"), "")
            for name in names:
                box.addItem(name, name)
            at = box.findData(self._own.get(seat, ""))
            box.setCurrentIndex(max(at, 0))
            box.currentIndexChanged.connect(lambda _=0, b=box: self._own_chosen(b))
            wheel_needs_focus(box)
            self.own_grid.addWidget(label, row, 0)
            self.own_grid.addWidget(box, row, 1)
            self.own_boxes[seat] = box

    def _own_chosen(self, box: QComboBox) -> None:
        seat = next((name for name, shown in self.own_boxes.items() if shown is box), None)
        if seat is not None:
            self._own[seat] = str(box.currentData() or "")
        self._changed()

    def _fill_primary(self) -> None:
        wanted, seat = self.primary.currentData(), self.primary.currentIndex()
        self.primary.clear()
        heroes = self._seats.seat_names()[1:]
        for name in heroes:
            self.primary.addItem(name, name)
        at = self.primary.findData(wanted)
        # A renamed hero is still the same seat.
        if at < 0:
            at = seat if 0 <= seat < len(heroes) else 0
        self.primary.setCurrentIndex(at)

    def follow_names(self) -> None:
        """The seats' names as typed: the choices follow each seat, renamed.

        The heroes' planar controller (901.12 by analogy) and each player's
        own planar deck (901.3) stay with their seat; names shared by two
        seats while being typed are followed once they differ (the dialog
        names that problem meanwhile).
        """
        names = self._seats.seat_names()
        if len(set(names)) != len(names):
            return
        heroes = names[1:]
        if self.primary.count() == len(heroes):
            for index, name in enumerate(heroes):
                self.primary.setItemText(index, name)
                self.primary.setItemData(index, name)
        else:
            self._fill_primary()
        seats = list(self.own_boxes)
        if seats == names or len(seats) != len(names):
            return
        boxes = list(self.own_boxes.values())
        self._own = {new: self._own[old] for old, new in zip(seats, names, strict=True) if old in self._own}
        self.own_boxes = dict(zip(names, boxes, strict=True))
        for (label, box), name in zip(self._own_widgets(), names, strict=False):
            label.setText(name)
            box.setAccessibleName(texts.fill(_tr("NewGameDialog", "Planar deck of %1"), name))

    def focus_order(self) -> list[QWidget]:
        """The box's fields in Tab order: top to bottom, left to right.

        The tick, the deck and Import, each seat's own deck, who shuffles,
        the heroes' planar controller; hidden ones are skipped by Tab.
        """
        own = [box for _, box in self._own_widgets()]
        return [self.enabled_box, self.deck, self.import_button, *own, self.mode, self.primary]

    def _changed(self) -> None:
        if self._filling:
            return
        self.refresh()
        self._seats.validate()

    def set_own_deck(self, seat: str, name: str) -> None:
        """Choose ``name`` (a planar deck list offered) as ``seat``'s own planar deck."""
        self._own[seat] = name
        self.refresh()
        self._seats.validate()

    # ----- importing a list -----------------------------------------------------------------------------------
    def ask_import(self) -> None:
        """ "Import a planar deck list…": a text file chosen, without a nested loop."""
        dialog = QFileDialog(self, _tr("NewGameDialog", "Import a planar deck list"))
        dialog.setNameFilters(
            [_tr("NewGameDialog", "Deck lists (*.txt *.dek *.dck)"), _tr("NewGameDialog", "All files (*)")]
        )
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(lambda path: self.import_file(Path(path)))
        self.file_dialog = dialog
        dialog.open()

    def import_file(self, path: Path) -> str | None:
        """Offer the planar deck list in ``path``; the problem in words, or ``None``."""
        try:
            text = read_regular_file(path, MAX_LIST_BYTES).decode("utf-8")
        except (OSError, ValueError) as exc:
            reason = texts.file_error_text(exc) if isinstance(exc, OSError) else str(exc)
            problem = texts.fill(_tr("NewGameDialog", "“%1” could not be read: %2"), path.name, reason)
            self.notes.setText(problem)
            return problem
        self.import_text(path.stem, text)
        return None

    def import_text(self, name: str, text: str) -> None:
        """Offer ``text``, a planar deck list, as ``name``; chosen as the communal deck."""
        self.imported[name] = text
        self._filling = True
        try:
            self._fill_decks()
        finally:
            self._filling = False
        at = self.deck.findData(f"list:{name}")
        if at >= 0 and self.deck.currentData() != OWN:
            self.deck.setCurrentIndex(at)
        self.refresh()
        self._seats.validate()

    # ----- checks and the set-up ------------------------------------------------------------------------------
    def _chosen_lists(self) -> list[tuple[str, str | None, bool]]:
        """(whose, the list's name, communal) of every deck list the set-up uses."""
        choice = self.deck.currentData()
        if choice == OWN:
            return [(seat, self._own.get(seat) or None, False) for seat in self._seats.seat_names()]
        if isinstance(choice, str) and choice.startswith("list:"):
            return [(COMMUNAL, choice[len("list:") :], True)]
        return []

    def deck_notes(self) -> list[str]:
        """The chosen lists' problems (901.3, 901.15a), naming their lines.

        Each keeps the game from starting (the New game dialog's problems):
        a list with a line no card holds, a card too many or too few would
        otherwise start without those lines.  Cards named in the installed
        language.
        """
        players = len(self._seats.seat_names())
        planes = load_planes(installed_language())
        # One list chosen by several seats is checked and said once, naming them all.
        seats_of: dict[tuple[str, bool], list[str]] = {}
        for whose, name, communal in self._chosen_lists():
            if name:
                seats_of.setdefault((name, communal), []).append(whose)
        found = []
        for (name, communal), seats in seats_of.items():
            text = self._text_of(name)
            if text is None:
                continue
            report = check_planar_deck_list(text, players=players if communal else None)
            for problem in report.problems:
                said = problem_message(problem, planes)
                if communal:
                    found.append(texts.fill(_tr("NewGameDialog", "Planar deck “%1”: %2"), name, said))
                else:
                    template = _tr("NewGameDialog", "Planar deck “%1” (%2): %3")
                    found.append(texts.fill(template, name, ", ".join(seats), said))
        return found

    def setup(self, *, draw: bool = True) -> PlanarSetup | None:
        """The planes chosen, ``None`` without planes.

        The ready deck is drawn now (``draw``; else its planes alone, to
        check the set-up).  A seat without a list gets no deck, which the
        engine names (``needs_planar_deck``).
        """
        if not self.wanted:
            return None
        mode: DeckMode = self.mode.currentData()
        variant = self._seats.variant_value
        primary = self.primary.currentData() if not variant.rules.free_for_all else None
        names = self._seats.seat_names()
        choice = self.deck.currentData()
        if choice == READY or choice is None:
            planes = load_planes()
            ids = default_communal_deck(len(names)) if draw else tuple(p.id for p in planes.product_planes())
            return PlanarSetup(((COMMUNAL, ids),), mode, primary, default_deck=True)
        decks = []
        for whose, name, _ in self._chosen_lists():
            text = self._text_of(name) if name else None
            ids = tuple(parse_deck_list(text, load_planes()).card_ids()) if text is not None else ()
            decks.append((whose, ids))
        return PlanarSetup(tuple(decks), mode, primary)

    # ----- remembered for next time ---------------------------------------------------------------------------
    def remembered(self) -> dict[str, Any]:
        """The choices, as ``last-setup.json`` keeps them (the imported lists' texts too)."""
        return {
            "on": self.enabled_box.isChecked(),
            "deck": self.deck.currentData(),
            "mode": self.mode.currentData().value,
            "primary": self.primary.currentData(),
            "own": dict(self._own),
            "imported": dict(self.imported),
        }

    def restore(self, data: object) -> None:
        """Show remembered choices; anything unreadable is left as it is."""
        if not isinstance(data, dict):
            return
        imported = data.get("imported")
        if isinstance(imported, dict):
            self.imported = {str(k): str(v) for k, v in imported.items() if isinstance(v, str)}
        own = data.get("own")
        if isinstance(own, dict):
            self._own = {str(k): str(v) for k, v in own.items()}
        self._filling = True
        try:
            self.enabled_box.setChecked(bool(data.get("on")))
            self._fill_decks()
            self._fill_primary()
            for combo, value in ((self.deck, data.get("deck")), (self.primary, data.get("primary"))):
                at = combo.findData(value)
                if at >= 0:
                    combo.setCurrentIndex(at)
            at = self.mode.findData(DeckMode(data["mode"]) if data.get("mode") in ("shuffled", "physical") else None)
            if at >= 0:
                self.mode.setCurrentIndex(at)
        finally:
            self._filling = False
        self.refresh()

    def summary(self, names: Sequence[str]) -> str:
        """The planes in the dialog's "Ready" line ("" without planes)."""
        if not self.wanted:
            return ""
        if self.deck.currentData() == OWN:
            return texts.fill(
                _tr("NewGameDialog", "Planes: each of the %1 players with their own planar deck."), len(names)
            )
        if self.deck.currentData() == READY:
            return _tr("NewGameDialog", "Planes: the ready communal planar deck.")
        return _tr("NewGameDialog", "Planes: one communal planar deck.")
