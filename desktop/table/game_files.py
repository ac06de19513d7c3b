"""Game files from the table: new, default, rematch, open, save a copy, decks.

:class:`GameFiles` is a part the main window owns: it starts a game in a new
journal (the new-game dialog's, the default game, a rematch), opens a saved
game (a file, Recent games), takes over a game another computer kept
read-only, saves a copy, and opens the deck builder.
"""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import Protocol

import msgspec
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from ...engine.catalogue import Catalogue
from ...engine.errors import ArchenemyError, JournalError
from ...engine.header_notes import deck_names_of, night_of
from ...engine.planar import PlanarSetup
from ...engine.planar_decks import check_planar_setup
from ...engine.setup import GameSetup, GameStart, PlayerSetup
from ...engine.story import GameStory
from .. import texts
from ..async_slots import async_slot
from ..session import Session
from ..table_view import NEW_GAME_KEY
from ..texts.keys import key_name
from ..theme import Theme
from .game_night import GameNight, saved_decks, saved_planar_decks
from .images import TableImages
from .window_dialogs import TableDialogs


def _tr(context: str, text: str) -> str:
    """Translate in ``context``.

    The window's texts keep the ``MainWindow`` context wherever their code
    lives.
    """
    return QCoreApplication.translate(context, text)


def illegal_planes_words(setup: GameSetup) -> str:
    """Why ``setup``'s planar decks cannot start a game; ``""`` when they can.

    The engine's checks (:func:`~archenemy.engine.planar_decks.check_planar_setup`):
    each player's own deck (901.3), the communal deck for the players
    (901.15a).  The sizes are said, not the problems' lines: a started
    game's decks are cards, not the list they were read from.
    """
    if setup.planar is None:
        return ""
    new_game = key_name(NEW_GAME_KEY)
    illegal = [(owner, r) for owner, r in check_planar_setup(setup.planar, len(setup.players)) if not r.legal]
    if not illegal:
        return ""
    report = illegal[0][1]
    if report.communal:
        template = _tr(
            "MainWindow",
            "Rematch: the communal planar deck is not legal for %1 players (at least %2 cards, at most %3"
            " phenomena, each name once: CR 901.15a). Choose the planar deck in New game (%4).",
        )
        return texts.fill(template, report.players, report.minimum, report.max_phenomena, new_game)
    template = _tr(
        "MainWindow",
        "Rematch: not a legal planar deck (at least %1 cards, at most %2 phenomena, each name once: CR 901.3):"
        " %3. Choose the planar decks in New game (%4).",
    )
    owners = ", ".join(owner for owner, _ in illegal)
    return texts.fill(template, report.minimum, report.max_phenomena, owners, new_game)


class FilesHost(Protocol):
    """What the game files need of the main window."""

    session: Session
    theme: Theme
    # The selected player (keys 1–9), or None: a new or opened game starts with none.
    selected: str | None
    # The shuffles of the games the window deals itself (screenshots and tests seed them; None: the system's).
    deal_rng: Random | None

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open."""

    @property
    def images(self) -> TableImages:
        """The card images, lent to the dialogs that show them."""

    @property
    def night(self) -> GameNight:
        """The game nights: a new game may continue one."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def show_note(self, message: str) -> None:
        """Say ``message``, plain information, in the status bar for a while."""


class GameFiles:
    """Starting, opening and saving the games of ``window`` (the dialogs' parent).

    ``host`` is the window.
    """

    def __init__(self, window: QMainWindow, host: FilesHost) -> None:
        self._window = window
        self._host = host

    def open_new_game_dialog(self, night: str | None = None) -> None:
        """The new-game dialog: variant, players from the roster, decks, a game night.

        ``night``: ``"new"`` offers a new game night first (Game → Start a
        game night); by default a game of a night offers to continue it.
        """
        from .dialogs.new_game import NewGameDialog

        host = self._host
        game = host.session.game
        current = night_of(game.start) if game is not None else None
        continued = host.night.continued_setup() if current is not None and night != "new" else None
        dialog = NewGameDialog(
            host.catalogue,
            saved_decks,
            self._window,
            night_now=current,
            night=night,
            continued=continued,
            saved_planar_decks=saved_planar_decks,
        )
        dialog.setup_chosen.connect(lambda setup: host.night.start_chosen(setup, dialog.roster_box.night_choice()))
        host.dialogs.open(dialog)

    def start_game(
        self, setup: GameSetup | GameStart | None, night_so_far: tuple[GameStory, ...] | None = None
    ) -> bool:
        """Start ``setup`` (or a dealt start) in a new journal; True if it started.

        The current game stays saved.

        ``night_so_far``: a game night's games before this one (its standings).
        """
        host = self._host
        # A new game starts with no player selected (keys 1–9 select again).
        host.selected = None
        try:
            host.session.new_game(setup, host.deal_rng, night_so_far=night_so_far)
        except ArchenemyError as exc:
            host.show_problem(texts.error_text(exc, host.catalogue()))
            return False
        except OSError as exc:
            host.show_problem(
                texts.fill(_tr("MainWindow", "The game could not be saved: %1"), exc.strerror or str(exc))
            )
            return False
        return True

    def rematch(self) -> None:
        """The same players and decks, reshuffled (Rumble: a new random starting player).

        Names and colours as corrected during the game (Rename, SetColour):
        seats never move, so each seat keeps its deck.  A game night's
        rematch is the night's next game, with the same archenemy.  A planar
        deck New game would refuse (901.3, 901.15a: a game started before
        the app checked them) is refused here too, naming whose it is.
        """
        game = self._host.session.game
        if game is None:
            return
        setup = game.start.setup
        now = game.state.players
        players = tuple(PlayerSetup(p.name, s.deck, p.colour) for s, p in zip(setup.players, now, strict=True))
        renamed = {s.name: p.name for s, p in zip(setup.players, now, strict=True)}
        rematch = GameSetup(setup.variant, players, setup.deck_mode, renamed_planes(setup.planar, renamed))
        refused = illegal_planes_words(rematch)
        if refused:
            self._host.show_problem(refused)
            return
        night = night_of(game.start)
        if night is None:
            self.start_game(rematch)
            return
        # Its deck names, renamed.
        names = {new: old for old, new in renamed.items()}
        decks = {new: deck for new, old in names.items() if (deck := deck_names_of(game.start).get(old))}
        self._host.night.start_chosen(rematch, ("continue", decks))

    @async_slot()
    async def confirm_default_game(self) -> None:
        """Ask before replacing a game in progress, then start the default game.

        Reshuffled.
        """
        session = self._host.session
        state = session.state
        if not state.over and session.game is not None and session.game.log:
            if not await self._host.dialogs.ask(
                _tr("MainWindow", "Default game"),
                _tr("MainWindow", "Start the default game? The current game stays saved."),
            ):
                return
        self.start_game(None)

    def open_game(self) -> None:
        """Open a saved game (a journal file) and continue it."""
        # Qt's file dialog class is made when first used, never before the table's first paint.
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self._window, _tr("MainWindow", "Open saved game"), str(self._host.session.games_dir))
        dialog.setNameFilter(_tr("MainWindow", "Archenemy games (*.jsonl)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.load_game_file)
        self._host.dialogs.open(dialog)

    def load_game_file(self, path: str) -> None:
        """Continue the game journaled at ``path``.

        A bad file leaves the current game as it is.
        """
        host = self._host
        selected, host.selected = host.selected, None
        try:
            host.session.open_file(Path(path))
        except JournalError as exc:
            host.show_problem(
                texts.fill(
                    _tr("MainWindow", "%1 cannot be opened: %2"),
                    Path(path).name,
                    texts.error_text(exc, host.catalogue()),
                )
            )
            host.selected = selected
            return
        except OSError as exc:
            # A FIFO or a device is refused unread (engine/safe_files.py), never waited on.
            host.show_problem(
                texts.fill(_tr("MainWindow", "%1 cannot be read: %2"), Path(path).name, texts.file_error_text(exc))
            )
            host.selected = selected
            return
        for notice in host.session.notices:
            host.show_problem(notice)
        host.session.notices.clear()

    @async_slot()
    async def take_over_game(self) -> None:
        """Game → Take over: continue here a game another computer's lock keeps read-only.

        Once the user confirms that copy is closed (the lock is removed, the
        journal read afresh and locked here).
        """
        host = self._host
        session = host.session
        question = session.take_over_question
        if question is None or not await host.dialogs.ask(_tr("MainWindow", "Take over this game"), question):
            return
        try:
            session.take_over()
        except (OSError, ArchenemyError) as exc:
            reason = texts.file_error_text(exc) if isinstance(exc, OSError) else texts.error_text(exc, host.catalogue())
            host.show_problem(texts.fill(_tr("MainWindow", "The game could not be taken over: %1"), reason))
            return
        notices, session.notices = session.notices, []
        if session.read_only is None:
            notices.append(_tr("MainWindow", "The game is saved on this computer now."))
        host.show_problem(" ".join(notices))

    def open_recent_games(self) -> None:
        """Game → Recent games: the saved games with date, players and winner.

        To continue or delete.
        """
        from .dialogs.recent_games import RecentGamesDialog

        host = self._host
        dialog = RecentGamesDialog(
            host.session.games_dir,
            host.catalogue,
            host.session.path,
            self._window,
        )
        dialog.continue_game.connect(self.load_game_file)
        # Each game's scheme as a thumbnail, when card images are on.
        host.images.lend_while_open(dialog, dialog)
        host.dialogs.open(dialog)

    def save_game_as(self) -> None:
        """Save a copy of the game's journal under a name the user picks."""
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self._window, _tr("MainWindow", "Save game as"), str(self._host.session.games_dir))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(_tr("MainWindow", "Archenemy games (*.jsonl)"))
        dialog.setDefaultSuffix("jsonl")
        dialog.fileSelected.connect(self.save_game_file)
        self._host.dialogs.open(dialog)

    def save_game_file(self, path: str) -> None:
        """Write the game's journal to ``path``."""
        try:
            self._host.session.save_copy(Path(path))
        except OSError as exc:
            self._host.show_problem(
                texts.fill(_tr("MainWindow", "The game could not be saved: %1"), exc.strerror or str(exc))
            )
            return
        self._host.show_note(texts.fill(_tr("MainWindow", "Saved as %1."), Path(path).name))

    def open_deck_builder(self) -> None:
        """The deck builder: scheme decks, or planar decks (a Planechase game opens one)."""
        from ..deck_builder import DeckBuilderDialog

        host = self._host
        dialog = DeckBuilderDialog(
            host.catalogue,
            self._window,
            variant=host.session.state.variant,
            scale=host.theme.scale,
            color_scheme=host.theme.scheme,
        )
        # Thumbnails and the preview's card, when card images are on.
        host.images.lend_while_open(dialog, dialog)
        # The focus comes back when it closes.
        host.dialogs.keep(dialog)


def renamed_planes(planar: PlanarSetup | None, renamed: dict[str, str]) -> PlanarSetup | None:
    """``planar`` with its owners and planar controller under their new names.

    ``renamed`` maps each seat's name at set-up to its name now (Rename
    during the game); the communal deck (901.15) keeps its owner.  ``None``
    for a game without planes.
    """
    if planar is None:
        return None
    decks = tuple((renamed.get(owner, owner), ids) for owner, ids in planar.decks)
    primary = renamed.get(planar.primary, planar.primary) if planar.primary is not None else None
    return msgspec.structs.replace(planar, decks=decks, primary=primary)
