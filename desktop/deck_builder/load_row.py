"""The "Start from" row: the saved and official decks, with Load and Delete.

A menu of the saved decks (scheme and planar) and the official decks.

Items carry ``"saved\\t<path>"`` or ``"precon\\t<id>"``; a saved deck's
kind is its :attr:`~.files.SavedDeck.kind` (loading a planar one turns the
builder to a planar deck).  Texts are
translated in the ``DeckBuilderDialog`` context (see :mod:`.browser`).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from ...engine.catalogue import Precon
from ..texts import fill
from .files import SavedDeck

__all__ = ["LoadRow"]


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class LoadRow(QWidget):
    """The "Start from" row; the owner connects its two buttons.

    "Start from: [saved or official deck ▾] [Load] [Delete]".
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        self.combo = QComboBox()
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(18)
        self.combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.label.setBuddy(self.combo)
        self.load_button = QPushButton()
        self.delete_button = QPushButton()
        layout.addWidget(self.label)
        layout.addWidget(self.combo, 1)
        layout.addWidget(self.load_button)
        layout.addWidget(self.delete_button)
        self.saved_decks: dict[str, SavedDeck] = {}
        self.combo.currentIndexChanged.connect(self.update_buttons)

    def focus_order(self) -> list[QWidget]:
        """The row's controls in Tab order."""
        return [self.combo, self.load_button, self.delete_button]

    def retranslate(self) -> None:
        """Set the fixed texts in the current language.

        The owner then calls :meth:`fill`.
        """
        self.label.setText(_tr("DeckBuilderDialog", "&Start from:"))
        self.combo.setAccessibleName(_tr("DeckBuilderDialog", "Saved or official deck to load"))
        self.load_button.setText(_tr("DeckBuilderDialog", "Load"))
        self.load_button.setAccessibleName(_tr("DeckBuilderDialog", "Load the chosen deck"))
        self.delete_button.setText(_tr("DeckBuilderDialog", "Delete"))
        self.delete_button.setAccessibleName(_tr("DeckBuilderDialog", "Delete the chosen saved deck"))

    def fill(
        self,
        saved: Iterable[SavedDeck],
        precons: Iterable[Precon],
        planar: Iterable[SavedDeck] = (),
        *,
        first: str = "scheme",
    ) -> None:
        """List the saved decks, then the official ones.

        ``saved`` are the scheme decks, ``planar`` the planar decks; the kind
        ``first`` (the one being built) comes first.  The current choice
        stays chosen if it is still there.
        """
        combo = self.combo
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(_tr("DeckBuilderDialog", "Choose a saved or official deck…"), None)
        groups = [list(saved), list(planar)]
        if first == "planar":
            groups.reverse()
        self.saved_decks = {}
        for group in groups:
            if group:
                combo.insertSeparator(combo.count())
            for deck in group:
                self.saved_decks[str(deck.path)] = deck
                if deck.kind == "planar":
                    label = fill(_tr("DeckBuilderDialog", "Saved planar deck: %1"), deck.name)
                else:
                    label = fill(_tr("DeckBuilderDialog", "Saved: %1"), deck.name)
                combo.addItem(label, f"saved\t{deck.path}")
        combo.insertSeparator(combo.count())
        for precon in precons:
            label = fill(_tr("DeckBuilderDialog", "Official: %1 · %2 cards"), precon.name, precon.card_count)
            combo.addItem(label, f"precon\t{precon.id}")
            tip = fill(_tr("DeckBuilderDialog", "%1, %2 (%3)"), precon.product, precon.set, precon.released)
            combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)
        index = combo.findData(keep) if keep is not None else 0
        combo.setCurrentIndex(max(0, index))
        combo.blockSignals(False)
        self.update_buttons()

    def choose(self, kind: str, key: str) -> bool:
        """Select ``("saved", path)`` or ``("precon", id)``.

        ``False`` if it is not listed.
        """
        index = self.combo.findData(f"{kind}\t{key}")
        if index < 0:
            return False
        self.combo.setCurrentIndex(index)
        return True

    def choice(self) -> tuple[str, str] | None:
        """The chosen ``(kind, key)``, or ``None`` when the prompt item is chosen."""
        data = self.combo.currentData()
        if not isinstance(data, str) or "\t" not in data:
            return None
        kind, key = data.split("\t", 1)
        return kind, key

    def chosen_saved_deck(self) -> SavedDeck | None:
        """The chosen saved deck, or ``None`` (an official deck or nothing is chosen)."""
        choice = self.choice()
        if choice is None or choice[0] != "saved":
            return None
        return self.saved_decks.get(choice[1])

    def update_buttons(self, *_args: object) -> None:
        """Load needs a choice; Delete a saved deck."""
        choice = self.choice()
        self.load_button.setEnabled(choice is not None)
        self.delete_button.setEnabled(choice is not None and choice[0] == "saved")
