"""Game files from the table: new game, default game, rematch, open a saved game, save a copy, the deck builder."""

from __future__ import annotations

from pathlib import Path
from random import Random
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog

from ...engine.errors import ArchenemyError, JournalError
from ...engine.header_notes import deck_names_of, night_of
from ...engine.setup import GameSetup, GameStart, PlayerSetup
from .. import texts
from ..async_slots import async_slot
from ..widgets.dialog_keys import activate_when_shown
from .window_part import WindowPart

if TYPE_CHECKING:
    from ...engine.story import GameStory


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context wherever their code lives."""
    return QCoreApplication.translate(context, text)


class GameFiles(WindowPart):
    """Mixin of :class:`~archenemy.desktop.table.window.MainWindow`: starting, opening and saving games."""

    selected: str | None
    deal_rng: Random | None  # game_night.py

    def _saved_decks(self) -> list[tuple[str, str]]:
        try:
            from ..deck_builder.files import list_saved_decks
        except ImportError:
            return []
        return [(d.name, d.text) for d in list_saved_decks()]

    def open_new_game_dialog(self, night: str | None = None) -> None:
        """The new-game dialog (variant, players from the roster, decks, deck mode, a game night).

        ``night``: ``"new"`` offers a new game night first (Game → Start a
        game night); by default a game of a night offers to continue it.
        """
        from .dialogs.new_game import NewGameDialog

        game = self.session.game
        current = night_of(game.start) if game is not None else None
        continued = self._continued_setup() if current is not None and night != "new" else None
        dialog = NewGameDialog(
            self.catalogue, self._saved_decks, self, night_now=current, night=night, continued=continued
        )
        dialog.setup_chosen.connect(lambda setup: self.start_chosen(setup, dialog.roster_box.night_choice()))
        self._open(dialog)

    def start_game(self, setup: GameSetup | GameStart, night_so_far: tuple[GameStory, ...] | None = None) -> bool:
        """Start ``setup`` (or a dealt start) in a new journal (the current game stays saved); True if it started.

        ``night_so_far``: a game night's games before this one (its standings).
        """
        self.selected = None  # a new game starts with no player selected (keys 1–9 select again)
        try:
            self.session.new_game(setup, self.deal_rng, night_so_far=night_so_far)
        except ArchenemyError as exc:
            self.show_problem(texts.error_text(exc, self.catalogue()))
            return False
        except OSError as exc:
            self.show_problem(
                texts.fill(_tr("MainWindow", "The game could not be saved: %1"), exc.strerror or str(exc))
            )
            return False
        return True

    def rematch(self) -> None:
        """The same players and decks, reshuffled (Rumble: a new random starting player).

        Names and colours as corrected during the game (Rename, SetColour):
        seats never move, so each seat keeps its deck.  A game night's
        rematch is the night's next game, with the same archenemy.
        """
        game = self.session.game
        if game is None:
            return
        setup = game.start.setup
        now = game.state.players
        players = tuple(PlayerSetup(p.name, s.deck, p.colour) for s, p in zip(setup.players, now, strict=True))
        rematch = GameSetup(setup.variant, players, setup.deck_mode)
        night = night_of(game.start)
        if night is None:
            self.start_game(rematch)
            return
        names = {p.name: s.name for s, p in zip(setup.players, now, strict=True)}  # its deck names, renamed
        decks = {new: deck for new, old in names.items() if (deck := deck_names_of(game.start).get(old))}
        self.start_chosen(rematch, ("continue", decks))

    @async_slot()
    async def confirm_default_game(self) -> None:
        """Ask before replacing a game in progress, then start the default game, reshuffled."""
        state = self.session.state
        if not state.over and self.session.game is not None and self.session.game.log:
            if not await self._ask(
                _tr("MainWindow", "Default game"),
                _tr("MainWindow", "Start the default game? The current game stays saved."),
            ):
                return
        self.start_game(None)  # type: ignore[arg-type]

    def open_game(self) -> None:
        """Open a saved game (a journal file) and continue it."""
        dialog = QFileDialog(self, _tr("MainWindow", "Open saved game"), str(self.session.games_dir))
        dialog.setNameFilter(_tr("MainWindow", "Archenemy games (*.jsonl)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.load_game_file)
        self._open(dialog)

    def load_game_file(self, path: str) -> None:
        """Continue the game journaled at ``path``; a bad file leaves the current game as it is."""
        selected, self.selected = self.selected, None
        try:
            self.session.open_file(Path(path))
        except JournalError as exc:
            self.show_problem(
                texts.fill(
                    _tr("MainWindow", "%1 cannot be opened: %2"),
                    Path(path).name,
                    texts.error_text(exc, self.catalogue()),
                )
            )
            self.selected = selected
            return
        except OSError as exc:  # a FIFO or a device is refused unread (engine/safe_files.py), never waited on
            self.show_problem(
                texts.fill(_tr("MainWindow", "%1 cannot be read: %2"), Path(path).name, texts.file_error_text(exc))
            )
            self.selected = selected
            return
        for notice in self.session.notices:
            self.show_problem(notice)
        self.session.notices.clear()

    @async_slot()
    async def take_over_game(self) -> None:
        """Game → Take over: continue here a game another computer's lock keeps read-only, once the user confirms
        that copy is closed (the lock is removed, the journal read afresh and locked here)."""
        question = self.session.take_over_question
        if question is None or not await self._ask(_tr("MainWindow", "Take over this game"), question):
            return
        try:
            self.session.take_over()
        except (OSError, ArchenemyError) as exc:
            reason = texts.file_error_text(exc) if isinstance(exc, OSError) else texts.error_text(exc, self.catalogue())
            self.show_problem(texts.fill(_tr("MainWindow", "The game could not be taken over: %1"), reason))
            return
        notices, self.session.notices = self.session.notices, []
        if self.session.read_only is None:
            notices.append(_tr("MainWindow", "The game is saved on this computer now."))
        self.show_problem(" ".join(notices))

    def open_recent_games(self) -> None:
        """Game → Recent games: the saved games with date, players and winner, to continue or delete."""
        from .dialogs.recent_games import RecentGamesDialog

        dialog = RecentGamesDialog(
            self.session.games_dir,
            self.catalogue,
            self.session.path,
            self,
            snapshot_key=self.session.resume.key(),
        )
        dialog.continue_game.connect(self.load_game_file)
        dialog.set_images(self.card_images)  # each game's scheme as a thumbnail, when card images are on
        self._open(dialog)

    def save_game_as(self) -> None:
        """Save a copy of the game's journal under a name the user picks."""
        dialog = QFileDialog(self, _tr("MainWindow", "Save game as"), str(self.session.games_dir))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(_tr("MainWindow", "Archenemy games (*.jsonl)"))
        dialog.setDefaultSuffix("jsonl")
        dialog.fileSelected.connect(self.save_game_file)
        self._open(dialog)

    def save_game_file(self, path: str) -> None:
        """Write the game's journal to ``path``."""
        try:
            self.session.save_copy(Path(path))
        except OSError as exc:
            self.show_problem(
                texts.fill(_tr("MainWindow", "The game could not be saved: %1"), exc.strerror or str(exc))
            )
            return
        self.show_problem(texts.fill(_tr("MainWindow", "Saved as %1."), Path(path).name))

    def open_deck_builder(self) -> None:
        """The deck builder (browse the 102 schemes, build, check and save scheme decks)."""
        from ..deck_builder import DeckBuilderDialog

        dialog = DeckBuilderDialog(
            self.catalogue,
            self,
            variant=self.session.state.variant,
            scale=self.theme.scale,
            color_scheme=self.theme.scheme,
        )
        dialog.set_images(self.card_images)  # thumbnails and the preview's card, when card images are on
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda *_: self.dialog_closed(dialog))  # dialogs.py: the focus comes back
        dialog.show()
        activate_when_shown(dialog)  # no window manager: else its keys (Esc) would reach the table
