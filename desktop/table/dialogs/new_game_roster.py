"""The New game dialog's roster and game night.

Seat the group's players, remember them, start or continue a night.

:class:`RosterBox` sits under the seats of the New game dialog
(:mod:`.new_game`).  It seats a player of the roster (:mod:`archenemy.desktop.roster.store`)
with their colour and first scheme deck, remembers the seated players in the
roster when the game starts (their name, colour and the deck chosen for them,
first), and chooses the game night: none, a new one, or the night of the game
being played continued.  In a night every seat shows a scheme deck: the deck
the player brought (they take turns as the archenemy with it, in seat order:
:mod:`archenemy.engine.night`), or "No scheme deck of their own".  A night
remembers its players in the roster (the rotation reads their decks there).
Planechase alone has no archenemy and no scheme deck (901.2): its seats show
none, in a night or not, the roster's players are offered by name and
remembered by name and colour (their decks kept as they are), and its night
is a random starting player each game.
Keyboard first: Alt+R the roster's players, Alt+S seats the one chosen (in
the first seat still called "Hero 2" or so), Alt+E seats everyone, Alt+N the
night, Alt+M remembers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from ....engine.catalogue import Catalogue
from ....engine.header_notes import NightRef
from ....engine.model import DeckMode
from ....engine.night import NightGame
from ....engine.setup import name_key
from ....engine.variants import Variant
from ... import texts
from ...roster.store import (
    MAX_PLAYERS,
    DeckRef,
    Roster,
    RosterError,
    RosterPlayer,
    load_roster,
    quoted_name,
    save_roster,
)
from ...texts.players import default_name_kind
from ...widgets.plain_text import plain_label
from .new_game_row import DeckChoice, PlayerRow

__all__ = ["NIGHT_KINDS", "RosterBox", "continued_setup", "deck_choice_of", "deck_ref_of"]

# The game night choices: one game alone, a new night, the night of the game being played continued.
NIGHT_KINDS = ("none", "new", "continue")


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the roster box speaks with its dialog's words.

    The dialog's context is ``NewGameDialog``.
    """
    return QCoreApplication.translate(context, text)


def deck_choice_of(ref: DeckRef) -> DeckChoice:
    """The New game dialog's choice of a roster deck.

    An official deck or a saved one.
    """
    return DeckChoice(ref.kind, ref.key)


def deck_ref_of(choice: DeckChoice | None) -> DeckRef | None:
    """The roster's reference of a deck chosen in the dialog.

    ``None`` for a random deck or none.
    """
    if choice is None or choice.kind not in ("precon", "saved") or not choice.key:
        return None
    return DeckRef(choice.kind, choice.key)


def continued_setup(
    plan: NightGame, roster: Roster, deck_mode: DeckMode, planes: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The New game dialog's set-up of a night's next game as Next game deals it.

    In ``NewGameDialog.restore``'s shape, from ``plan``: the seats as they are now from its
    archenemy, each with their colour and the deck they brought (the roster's first, a hero's too:
    the dialog reads from the decks who takes a turn as the archenemy; "none" for a hero without
    one, a random legal deck for the archenemy without one).  ``planes``: the planes that go on
    (:func:`~.new_game_planes.remembered_planes` of the night's next planes, CR 901), else the
    dialog keeps its own.
    """
    rumble = plan.variant.rules.every_player_archenemy
    players = []
    for index, seat in enumerate(plan.seats):
        member = roster.find(seat.name)
        if member is not None and member.decks:
            deck = deck_choice_of(member.decks[0])
        else:
            deck = DeckChoice("random" if rumble or index == 0 else "none")
        colour = seat.colour or (member.colour if member is not None else None)
        players.append({"name": seat.name, "deck": deck.to_json(), "colour": colour})
    found: dict[str, Any] = {"variant": plan.variant.value, "deck_mode": deck_mode.value, "players": players}
    if planes is not None:
        found["planes"] = planes
    return found


class RosterSeats(Protocol):
    """What the roster box needs of the New game dialog.

    See :class:`~.new_game.NewGameDialog`.
    """

    @property
    def rows(self) -> Sequence[PlayerRow]:
        """The seats, in seating order."""

    @property
    def variant_value(self) -> Variant:
        """The variant chosen."""

    def add_row(self, name: str | None = None, deck: DeckChoice | None = None, colour: str | None = None) -> PlayerRow:
        """Seat a player at the end."""

    def remove_row(self, row: PlayerRow) -> None:
        """Take a seat away."""

    def refresh_rows(self) -> None:
        """Show the seats again (their decks, their buttons) and check the set-up."""

    def plays_deck(self, index: int) -> bool:
        """Whether seat ``index`` plays a scheme deck this game.

        The archenemy's seat does, and each Rumble player's.
        """


class RosterBox(QWidget):
    """The roster and the game night of the New game dialog.

    See the module's docstring.

    ``night_now``: the night of the game being played (``None``: none), which
    may be continued; ``night``: the choice offered first (``"new"``: Game →
    Start a game night; default: continue the night being played, else none).
    """

    def __init__(
        self,
        dialog: RosterSeats,
        catalogue: Callable[[], Catalogue],
        night_now: NightRef | None = None,
        night: str | None = None,
        parent: QWidget | None = None,
        *,
        saved_decks: Callable[[], Iterable[tuple[str, str]]] = lambda: (),
    ) -> None:
        super().__init__(parent)
        self._dialog = dialog
        self._catalogue = catalogue
        self._saved_decks = saved_decks
        self._roster_dialog: QWidget | None = None
        self.night_now = night_now
        self.loaded = load_roster()
        self.roster_label = QLabel()
        self.pick = QComboBox()
        self.pick.setMinimumWidth(220)
        self.roster_label.setBuddy(self.pick)
        self.seat_button = QPushButton()
        self.seat_button.clicked.connect(self.seat_chosen)
        self.everyone_button = QPushButton()
        self.everyone_button.clicked.connect(self.seat_everyone)
        self.manage_button = QPushButton()
        self.manage_button.clicked.connect(self.manage)
        self.night_label = QLabel()
        self.night_box = QComboBox()
        self.night_label.setBuddy(self.night_box)
        self.remember = QCheckBox()
        self.remember.setChecked(True)
        # The roster's own problem (damaged, newer), when there is one: its text, never markup.
        self.note = plain_label(QLabel())
        self.note.setWordWrap(True)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 0)
        grid.addWidget(self.roster_label, 0, 0)
        picking = QHBoxLayout()
        picking.addWidget(self.pick, 1)
        picking.addWidget(self.seat_button)
        picking.addWidget(self.everyone_button)
        picking.addWidget(self.manage_button)
        grid.addLayout(picking, 0, 1)
        grid.addWidget(self.night_label, 1, 0)
        grid.addWidget(self.night_box, 1, 1)
        grid.addWidget(self.remember, 2, 1)
        grid.addWidget(self.note, 3, 1)
        grid.setColumnStretch(1, 1)
        wanted = night or ("continue" if night_now is not None else "none")
        # The players offered and the variant's words follow once the dialog has its seats (refresh).
        self._fixed_words()
        self.night_box.setCurrentIndex(max(0, self.night_box.findData(wanted)))
        self.night_box.currentIndexChanged.connect(lambda _i: self._night_changed())
        # The dialog builds its seats next, for the night chosen.
        self._follow_night()

    def retranslate(self) -> None:
        """The box's words in the installed language, and the players offered."""
        self._fixed_words()
        self.refresh()

    def _fixed_words(self) -> None:
        """The words that do not follow the seats, in the installed language."""
        self.roster_label.setText(_tr("NewGameDialog", "&Roster:"))
        self.pick.setAccessibleName(_tr("NewGameDialog", "A player of the roster"))
        self.seat_button.setText(_tr("NewGameDialog", "&Seat at the table"))
        self.everyone_button.setText(_tr("NewGameDialog", "Seat &everyone"))
        self.manage_button.setText(_tr("NewGameDialog", "Manage the roster…"))
        self.night_label.setText(_tr("NewGameDialog", "Game &night:"))
        current = self.night_box.currentData()
        self.night_box.blockSignals(True)
        self.night_box.clear()
        self.night_box.addItem(_tr("NewGameDialog", "No game night: one game"), "none")
        # Worded for the variant by refresh.
        self.night_box.addItem("", "new")
        if self.night_now is not None:
            label = texts.fill(_tr("NewGameDialog", "Continue the game night (game %1)"), self.night_now.game + 1)
            self.night_box.addItem(label, "continue")
        self.night_box.setCurrentIndex(max(0, self.night_box.findData(current)))
        self.night_box.blockSignals(False)
        self.note.setText(self.loaded.problem or "")
        self.note.setVisible(bool(self.loaded.problem))

    # ----- the roster ---------------------------------------------------------------
    @property
    def roster(self) -> Roster:
        """The roster as read when the dialog opened (or after Manage the roster)."""
        return self.loaded.roster

    def reload(self) -> None:
        """Read the roster again (it was managed meanwhile)."""
        self.loaded = load_roster()
        self.retranslate()

    def shows_decks(self) -> bool:
        """Whether a seat shows a scheme deck: one it plays, or one brought to a night.

        None in Planechase alone, in a night or not (901.2: no scheme deck).
        """
        return self._dialog.variant_value.rules.scheme_decks

    def brings_decks(self) -> bool:
        """Whether every seat shows the scheme deck its player brought.

        In a game night with scheme decks: who brought one takes turns as
        the archenemy (:mod:`archenemy.engine.night`).  A Planechase night
        has no archenemy (901.2): its seats show none, and the roster's
        decks are kept as they are for a later game of the night.
        """
        return self.night_kind() != "none" and self._dialog.variant_value.rules.scheme_decks

    def _word_for_variant(self) -> None:
        """The texts that name the scheme decks and the archenemy, for the variant chosen.

        Planechase alone has no archenemy (901.2): its night is a random
        starting player each game, and outside a night nothing remembered
        is a scheme deck.
        """
        if self.shows_decks():
            remember = _tr("NewGameDialog", "Re&member these players in the roster (name, colour, scheme deck)")
        else:
            remember = _tr("NewGameDialog", "Re&member these players in the roster (name, colour)")
        self.remember.setText(remember)
        if self._dialog.variant_value.rules.planechase:
            night = _tr("NewGameDialog", "A new game night: Planechase, a random starting player each game")
        else:
            night = _tr("NewGameDialog", "A new game night: the players with a scheme deck take turns as the archenemy")
        self.night_box.setItemText(self.night_box.findData("new"), night)

    def refresh(self) -> None:
        """Offer the roster's players who are not seated yet.

        Named with their scheme deck where a seat shows one (:meth:`shows_decks`).
        """
        self._word_for_variant()
        seated = {row.name.text().strip().casefold() for row in self._dialog.rows}
        chosen = self.pick.currentData()
        self.pick.clear()
        decks_shown = self.shows_decks()
        for player in self.roster.players:
            if player.name.casefold() not in seated:
                label = (
                    texts.fill(_tr("NewGameDialog", "%1 (with a scheme deck)"), player.name)
                    if player.decks and decks_shown
                    else player.name
                )
                self.pick.addItem(label, player.name)
        if self.pick.count() == 0:
            self.pick.addItem(
                _tr("NewGameDialog", "(everyone of the roster is seated)")
                if self.roster.players
                else _tr("NewGameDialog", "(empty)")
            )
        found = self.pick.findData(chosen)
        self.pick.setCurrentIndex(max(0, found))
        self.seat_button.setEnabled(self.pick.currentData() is not None)
        self.everyone_button.setEnabled(self.pick.currentData() is not None)

    def focus_order(self) -> list[QWidget]:
        """The box's fields in Tab order: top to bottom, left to right."""
        return [self.pick, self.seat_button, self.everyone_button, self.manage_button, self.night_box, self.remember]

    def seat_chosen(self) -> None:
        """Seat the roster's player chosen (see :meth:`seat`)."""
        name = self.pick.currentData()
        player = self.roster.find(name) if isinstance(name, str) else None
        if player is not None:
            self.seat(player)
            self._dialog.refresh_rows()

    def seat_everyone(self) -> None:
        """Seat every player of the roster not seated yet, in the roster's order.

        The seats still called by a default name that are left over go (down to the variant's fewest
        players).
        """
        for player in self.roster.players:
            if not self._seated(player.name):
                self.seat(player)
        fewest = self._dialog.variant_value.rules.min_heroes + 1
        for row in list(self._dialog.rows)[::-1]:
            if default_name_kind(row.name.text().strip()) is not None and len(self._dialog.rows) > fewest:
                self._dialog.remove_row(row)
        self._dialog.refresh_rows()

    def _seated(self, name: str) -> bool:
        return any(row.name.text().strip().casefold() == name.casefold() for row in self._dialog.rows)

    def seat(self, player: RosterPlayer) -> None:
        """Seat ``player`` with their colour and first scheme deck.

        In the first seat still called by a default name ("Hero 2"), else in a new seat at the end.
        """
        deck = deck_choice_of(player.decks[0]) if player.decks else None
        if deck is None and self.night_kind() != "none":
            deck = DeckChoice("none")
        free = next((r for r in self._dialog.rows if default_name_kind(r.name.text().strip()) is not None), None)
        if free is None:
            self._dialog.add_row(player.name, deck, player.colour)
            return
        free.name.setText(player.name)
        if player.colour:
            free.set_colour(player.colour)
        if deck is not None:
            free.keep_deck(deck)

    def remembered_roster(self) -> Roster:
        """The roster with every seated player added or brought up to date.

        Each keeps their colour, and the deck chosen for them first (when
        their seat shows one).  A seat left with its default name ("Hero 2",
        "Jugador 1", in any language the app speaks) is a seat, not a
        person: never remembered.  A new player the full roster has no room
        for is left out (:meth:`left_out`): the game still starts.  Raises
        :class:`RosterError`.
        """
        roster = self.roster
        shows_decks = self.brings_decks() or self._dialog.variant_value.rules.every_player_archenemy
        for index, row in enumerate(self._dialog.rows):
            name = row.name.text().strip()
            if default_name_kind(name) is not None:
                continue
            known = roster.find(name)
            decks = known.decks if known is not None else ()
            # The archenemy's seat plays its deck; in Planechase alone no seat does (its box is hidden).
            if shows_decks or self._dialog.plays_deck(index):
                chosen = row.choice()
                ref = deck_ref_of(chosen)
                if ref is not None:
                    decks = (ref, *(d for d in decks if d != ref))
                elif chosen is not None and chosen.kind == "none" and shows_decks:
                    decks = ()
            if known is None and roster.full:
                continue
            player = RosterPlayer(name, row.colour, decks)
            roster = roster.with_player(player, replacing=known.name if known is not None else None)
        return roster

    def left_out(self) -> list[str]:
        """The seated players a full roster will not remember.

        None when nothing is remembered.
        """
        if not (self.remember.isChecked() or self.night_kind() != "none"):
            return []
        room = MAX_PLAYERS - len(self.roster.players)
        new: list[str] = []
        for row in self._dialog.rows:
            name = row.name.text().strip()
            if default_name_kind(name) is None and name and self.roster.find(name) is None:
                if not any(name_key(name) == name_key(seen) for seen in new):
                    new.append(name)
        return new[max(0, room) :]

    def room_note(self) -> str:
        """What New game says when the roster cannot remember everyone seated.

        Who is left out, and how to make room; ``""`` when nobody is.
        """
        names = self.left_out()
        if not names:
            return ""
        said = _tr(
            "NewGameDialog",
            "The roster keeps at most %1 players: %2 will not be remembered. To make room, remove someone "
            "with Manage the roster…",
        )
        return texts.fill(said, MAX_PLAYERS, ", ".join(quoted_name(n) for n in names))

    def save(self) -> str | None:
        """Remember the seated players when asked (always in a game night).

        A message says so when it cannot be done.
        """
        if not (self.remember.isChecked() or self.night_kind() != "none"):
            return None
        if self.loaded.read_only:
            return self.loaded.problem or _tr("NewGameDialog", "The roster cannot be saved.")
        try:
            roster = self.remembered_roster()
            save_roster(roster)
        except RosterError as exc:
            return str(exc)
        self.loaded = replace(self.loaded, roster=roster)
        return None

    # ----- the game night -----------------------------------------------------------
    def night_kind(self) -> str:
        """``"none"``, ``"new"`` or ``"continue"`` (:data:`NIGHT_KINDS`)."""
        kind = self.night_box.currentData()
        return kind if kind in NIGHT_KINDS else "none"

    def _night_changed(self) -> None:
        """A game night shows every seat's own scheme deck.

        The roster's deck, else none until one is chosen.
        """
        self._follow_night()
        if self.night_kind() != "none":
            for index, row in enumerate(self._dialog.rows):
                if not self._dialog.plays_deck(index) and row.deck.isHidden():
                    row.keep_deck(self.brought_deck(row.name.text()))
        self._dialog.refresh_rows()

    def brought_deck(self, name: str) -> DeckChoice:
        """The scheme deck ``name`` brings to a night.

        The roster's first, else none of their own.
        """
        known = self.roster.find(name.strip())
        return deck_choice_of(known.decks[0]) if known is not None and known.decks else DeckChoice("none")

    def night_choice(self) -> tuple[str, dict[str, str]]:
        """The game night chosen, and the scheme decks' names of the seats.

        Of the seats that play one, for the journal.
        """
        catalogue = self._catalogue()
        names: dict[str, str] = {}
        for index, row in enumerate(self._dialog.rows):
            choice = row.choice()
            if not self._dialog.plays_deck(index) or choice is None:
                continue
            if choice.kind == "precon":
                names[row.name.text().strip()] = catalogue.precon(choice.key).name_en
            elif choice.kind == "saved":
                names[row.name.text().strip()] = choice.key
        return self.night_kind(), names

    def manage(self) -> None:
        """Manage the roster in its own dialog, never a nested loop.

        The players offered follow it once it closes.
        """
        from .roster import RosterDialog

        dialog = RosterDialog(self._catalogue, self._saved_decks, self)
        dialog.finished.connect(lambda _result: self.reload())
        self._roster_dialog = dialog
        dialog.open()

    def _follow_night(self) -> None:
        night = self.night_kind() != "none"
        # A night remembers its players: the rotation reads their decks.
        self.remember.setEnabled(not night)
        if night:
            self.remember.setChecked(True)

    def own_decks(self) -> list[str]:
        """The seated players who brought a scheme deck (in a night), in seat order."""
        return [
            row.name.text().strip()
            for row in self._dialog.rows
            if (choice := row.choice()) is not None and choice.kind in ("precon", "saved")
        ]

    def summary(self) -> str:
        """What the night will be, in a line ("" outside a night and in Rumble)."""
        rules = self._dialog.variant_value.rules
        if self.night_kind() == "none" or rules.every_player_archenemy:
            return ""
        if rules.planechase:
            # 901.2: nobody is the archenemy; each game's starting player is drawn at random.
            return _tr("NewGameDialog", "Game night: Planechase, a random starting player each game.")
        names = self.own_decks()
        if not names:
            return _tr(
                "NewGameDialog", "Game night: nobody brought a scheme deck; everyone takes a turn as the archenemy."
            )
        said = _tr("NewGameDialog", "Game night: the archenemy in turn, in seat order: %1 (who brought a scheme deck).")
        return texts.fill(said, ", ".join(names))
