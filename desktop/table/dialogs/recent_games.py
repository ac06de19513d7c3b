"""Game → Recent games: the saved games with their date, variant.

Players and winner, to continue or delete.

Every game is journaled in the games directory as it is played
(:mod:`archenemy.desktop.session`); this lists the most recent ones, newest
first.  A game is read and replayed to know its turn and winner; a file that
cannot be read is listed as unreadable (it can still be deleted).  The game
being played cannot be deleted from here.  With card images on, each game
shows the scheme it was looking at as a thumbnail from the cache.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ....engine.catalogue import Catalogue
from ....engine.errors import ArchenemyError
from ....engine.journal import read_journal, replay
from ....engine.model import GameState
from ....engine.variants import Variant
from ... import texts
from ...history.recorder import HistoryRecorder
from ...image_client import ImageClient
from ...paths import resume_file
from ...widgets.card_image import CARD_ASPECT
from ...widgets.dialog_keys import give_focus_back

if TYPE_CHECKING:
    from ...card_images.provider import CardImageProvider

# How many games the list shows (each is read from its snapshot, or replayed, to know its winner).
MAX_RECENT = 25
# A game's thumbnail height (pixels): the scheme it was looking at, when card images are on.
THUMBNAIL_HEIGHT = 56


@dataclass(frozen=True)
class SavedGame:
    """One saved game as the list shows it.

    ``modified`` is the file's modification time (seconds since the epoch);
    ``players`` in seating order; ``winners`` empty while the game goes on or
    when it could not be read (``readable`` False); ``turn`` the turn reached;
    ``variant`` the game's (``None`` when it could not be read).
    """

    path: Path
    modified: float
    players: tuple[str, ...] = ()
    winners: tuple[str, ...] = ()
    over: bool = False
    draw: bool = False
    turn: int = 0
    readable: bool = True
    variant: Variant | None = None
    scheme: str | None = None


def scheme_looked_at(state: GameState) -> str | None:
    """The scheme a game's table was looking at, or ``None``.

    A face-up scheme still to resolve, else the newest face up.
    """
    faces = list(state.face_up())
    waiting = [face for face in faces if not face.resolved]
    shown = waiting[-1] if waiting else faces[-1] if faces else None
    return shown.scheme_id if shown is not None else None


def recent_games(games_dir: Path, catalogue: Catalogue, limit: int = MAX_RECENT) -> list[SavedGame]:
    """The ``limit`` most recently played games of ``games_dir``, newest first.

    Never raises.

    A game the app closed is read from its resume snapshot (see
    :mod:`archenemy.desktop.resume`) when it still matches the journal; any
    other is replayed (25 long games took seconds).
    """
    from ...journal_files import newest_first
    from ...resume import snapshot_state

    # Regular files only: a dangling link or a FIFO is no game.
    paths = newest_first(games_dir)[0][:limit]
    found = []
    for path in paths:
        try:
            modified = path.stat().st_mtime
        except OSError:
            continue
        state = snapshot_state(path)
        if state is None:
            try:
                state = replay(read_journal(path, strict=False, catalogue=catalogue), catalogue, strict=False).state
            except (ArchenemyError, OSError, ValueError):
                found.append(SavedGame(path, modified, readable=False))
                continue
        outcome = state.outcome
        found.append(
            SavedGame(
                path,
                modified,
                # As corrected during the game (Rename).
                tuple(p.name for p in state.players),
                tuple(outcome.winners) if outcome is not None else (),
                state.over,
                bool(outcome is not None and outcome.draw),
                state.turn,
                variant=state.variant,
                scheme=scheme_looked_at(state),
            )
        )
    return found


class RecentGamesDialog(QDialog):
    """The recent games, to continue or delete.

    ``continue_game(str)`` asks the window to continue the chosen file.

    ``current`` is the game being played (never deleted here); games the app
    closed are read from their resume snapshots (:func:`recent_games`).
    Non-modal; open it with ``open()``.
    """

    continue_game = Signal(str)

    def __init__(
        self,
        games_dir: Path,
        catalogue: Callable[[], Catalogue],
        current: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("recentGamesDialog")
        self.games_dir = games_dir
        self._catalogue = catalogue
        self.current = current
        self.resize(900, 560)
        layout = QVBoxLayout(self)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Recent games"))
        self.list.setWordWrap(True)
        self.list.setSpacing(4)
        self.list.itemDoubleClicked.connect(lambda _item: self.continue_selected())
        self.list.currentRowChanged.connect(lambda _row: self._enable())
        layout.addWidget(self.list, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.continue_button = QPushButton(self.tr("Continue"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        # Its chart and its schemes.
        self.story_button = QPushButton(self.tr("&Story of the game…"))
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.story_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.delete_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        self.story_button.clicked.connect(self.show_story)
        self.continue_button.clicked.connect(self.continue_selected)
        self.delete_button.clicked.connect(self.ask_delete)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._box: QMessageBox | None = None
        self._images: ImageClient[CardImageProvider] = ImageClient(
            self.refresh_images, thumbnail_ready=self._thumbnail_ready
        )
        self.setWindowTitle(self.tr("Recent games"))
        self.hint.setText(self.tr("Saved games, newest first. Continue one, or delete it for good."))
        self.refresh()

    def describe(self, game: SavedGame) -> str:
        """The list line of ``game``: date, variant, turn or winner, then its players."""
        # When it was last saved (Statistics names a game by when it started): said so.
        when = texts.fill(self.tr("saved %1"), time.strftime("%Y-%m-%d %H:%M", time.localtime(game.modified)))
        if not game.readable:
            return texts.fill(self.tr("%1 · %2 (cannot be read)"), when, game.path.name)
        players = ", ".join(game.players)
        if game.draw:
            result = self.tr("a draw")
        elif game.over:
            result = texts.fill(self.tr("won by %1"), ", ".join(game.winners))
        else:
            result = texts.fill(self.tr("in progress, turn %1"), game.turn)
        line = texts.fill(self.tr("%1 · %2"), when, result)
        if game.variant is not None:
            # Archenemy, its Commander option or Supervillain Rumble.
            line = texts.fill(self.tr("%1 · %2 · %3"), when, texts.variant_name(game.variant), result)
        line += self.tr(" (this game)") if self._is_current(game.path) else ""
        return f"{line}\n{players}"

    def _is_current(self, path: Path) -> bool:
        return self.current is not None and path.resolve() == self.current.resolve()

    def refresh(self) -> None:
        """Read the games directory again."""
        self.list.clear()
        for game in recent_games(self.games_dir, self._catalogue()):
            item = QListWidgetItem(self.describe(game))
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setData(Qt.ItemDataRole.UserRole + 1, game.readable)
            item.setData(Qt.ItemDataRole.UserRole + 2, game.scheme)
            item.setData(Qt.ItemDataRole.UserRole + 3, game.modified)
            self.list.addItem(item)
        self.refresh_images()
        if self.list.count():
            self.list.setCurrentRow(0)
        self._enable()

    def set_images(self, images: CardImageProvider | None) -> None:
        """Show each game's scheme as a thumbnail from ``images``' cache.

        ``None``: text only, as without.
        """
        self._images.follow(images)

    def _thumbnail_ready(self, _scheme_id: str, _language: str) -> None:
        self.refresh_images()

    def refresh_images(self) -> None:
        """Each row's thumbnail from the cache (asked again when one arrives).

        No row moves, none is re-read.
        """
        images = self._images.provider
        on = images is not None and images.mode != "off"
        self.list.setIconSize(QSize(round(THUMBNAIL_HEIGHT * CARD_ASPECT), THUMBNAIL_HEIGHT) if on else QSize())
        language = self._catalogue().language
        for row in range(self.list.count()):
            item = self.list.item(row)
            scheme = item.data(Qt.ItemDataRole.UserRole + 2)
            found = images.thumbnail(scheme, language, THUMBNAIL_HEIGHT) if on and images and scheme else None
            item.setIcon(QIcon(found) if found is not None else QIcon())

    def selected_path(self) -> Path | None:
        """The chosen game's file, or ``None``."""
        item = self.list.currentItem()
        return Path(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _enable(self) -> None:
        path = self.selected_path()
        item = self.list.currentItem()
        readable = bool(item is not None and item.data(Qt.ItemDataRole.UserRole + 1))
        self.continue_button.setEnabled(path is not None and readable and not self._is_current(path))
        self.delete_button.setEnabled(path is not None and not self._is_current(path))
        self.story_button.setEnabled(path is not None and readable)

    def continue_selected(self) -> None:
        """Continue the chosen game (the window opens it) and close."""
        path = self.selected_path()
        if path is None or not self.continue_button.isEnabled():
            return
        self.continue_game.emit(str(path))
        self.accept()

    def show_story(self) -> None:
        """The chosen game's story in its own window.

        Read from its journal as the history reads it.
        """
        from ...history.reading import NotReadable, read_story
        from ...statistics.story import open_story

        path = self.selected_path()
        if path is None:
            return
        story = read_story(path, self._catalogue())
        if isinstance(story, NotReadable):
            # It changed since the list was read: the list says so now.
            self.refresh()
            return
        started = story.started
        if started is None:
            # A header without its creation time: the file's.
            started = datetime.fromtimestamp(self.list.currentItem().data(Qt.ItemDataRole.UserRole + 3)).astimezone()
        self._story = open_story(story, self._catalogue, started, self)

    def ask_delete(self) -> None:
        """Ask, then delete the chosen game's file (never the game being played)."""
        path = self.selected_path()
        if path is None or self._is_current(path):
            return
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Delete the game"))
        # A file's name: text, never markup.
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(texts.fill(self.tr("Delete %1 for good?"), path.name))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda _result: self._delete_if_yes(box, path))
        self._box = box
        # Never exec(): no nested event loop.
        box.open()

    def _delete_if_yes(self, box: QMessageBox, path: Path) -> None:
        if box.clickedButton() is box.button(QMessageBox.StandardButton.Yes):
            try:
                path.unlink()
                # Its resume snapshot goes with it.
                resume_file(path).unlink(missing_ok=True)
                # And its place in the history (in the background).
                HistoryRecorder(self.games_dir).note(path)
            except OSError:
                pass
            self.refresh()
        self._box = None
        # No window manager: the focus would stay on the root window.
        give_focus_back(self)
