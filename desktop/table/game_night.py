"""Game nights from the table.

Next game, a night started or continued, the roster.

:class:`GameNight` is a part the main window owns; it opens the roster and
the Statistics window too.  Next game rotates the archenemy.  A night lives
in its journals' headers (:mod:`archenemy.engine.header_notes`): the game
being played says which night it belongs to, so a restart goes on with the
night (:meth:`~archenemy.desktop.session.Session.resume_or_new` reopens a
night's last game even when it is over).  **Next game** (F5, at the end of a
night's game) plans the next game from the night so far
(:func:`~archenemy.engine.night.night_so_far`, :func:`~archenemy.engine.night.next_game`):
the next player in seat order who brought a scheme deck is the archenemy and
plays their first deck from the roster (:mod:`archenemy.desktop.roster`);
the night keeps its variant.  Players leaving or joining, or another variant:
New game, where the night can be continued with the seats changed.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow

from ...engine.catalogue import Catalogue
from ...engine.decks import random_legal_deck
from ...engine.errors import ArchenemyError
from ...engine.header_notes import NightRef, night_of, with_notes
from ...engine.night import NightGame, next_game, night_so_far, seat_place
from ...engine.setup import GameSetup, GameStart, deal
from ...engine.story import GameStory
from ...engine.variants import Variant
from .. import texts
from ..session import Session
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    from ..roster.night import DeckFallback
    from ..statistics.window import StatisticsWindow

#: How a part starts a game in a new journal (``night_so_far``: a night's games before it); True if it started.
StartGame = Callable[[GameSetup | GameStart | None, tuple[GameStory, ...] | None], bool]


def _tr(context: str, text: str) -> str:
    """Translate in ``context``.

    The window's texts keep the ``MainWindow`` context wherever their code
    lives.
    """
    return QCoreApplication.translate(context, text)


def saved_decks() -> list[tuple[str, str]]:
    """The deck builder's saved decks: ``(name, deck list text)`` each."""
    from ..deck_builder.files import list_saved_decks

    return [(d.name, d.text) for d in list_saved_decks()]


def saved_planar_decks() -> list[tuple[str, str]]:
    """The deck builder's saved planar decks (CR 901.3).

    ``(name, deck list text)`` each.
    """
    from ..deck_builder.files import list_saved_planar_decks

    return [(d.name, d.text) for d in list_saved_planar_decks()]


def random_deck_for(variant: Variant, catalogue: Catalogue, rng: Random | None = None) -> DeckFallback:
    """The deck of a night's archenemy who brought none (or whose deck is gone).

    A random legal deck.
    """

    def fallback(_name: str) -> tuple[tuple[str, ...], str | None]:
        return tuple(random_legal_deck(variant, catalogue, rng)), None

    return fallback


class NightHost(Protocol):
    """What the game nights need of the main window."""

    session: Session
    # The shuffles of the games the window deals itself (screenshots and tests seed them; None: the system's).
    deal_rng: Random | None

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def show_note(self, message: str) -> None:
        """Say ``message``, plain information, in the status bar for a while."""

    def tell_table(self, text: str) -> None:
        """Say ``text`` where the table looks.

        The status bar, table mode, the second window.
        """


class GameNight:
    """Game nights (see the module), the roster and Statistics of ``window``.

    Their parent.

    ``host`` is the window; ``start_game`` starts a game in a new journal
    (the window's game files).
    """

    def __init__(self, window: QMainWindow, host: NightHost, start_game: StartGame) -> None:
        self._window = window
        self._host = host
        self._start_game = start_game
        # The Statistics window, once opened (one at a time, raised again).
        self.statistics_window: StatisticsWindow | None = None

    # ----- the night's next game ------------------------------------------------------
    def night_so_far(self) -> tuple[GameStory, ...]:
        """The night's games so far, the game being played last (its story as it stands)."""
        from ..history.night import outcome_story

        session = self._host.session
        game = session.game
        assert game is not None
        current = session.story() or outcome_story(game.start, game.state)
        stories: tuple[GameStory, ...] = session.night.stories(current)
        return stories

    def next_game(self) -> None:
        """F5 at the end of a night's game: the next game of the night, or why not.

        The archenemy rotates.
        """
        game = self._host.session.game
        if game is None:
            return
        if night_of(game.start) is None:
            # Table mode and the second window have no status bar: said large there too.
            self._host.tell_table(
                _tr("MainWindow", "This game is not part of a game night: Game → Start a game night…")
            )
            return
        if not game.state.over:
            self._host.tell_table(_tr("MainWindow", "The game is not over: Next game comes at its end."))
            return
        stories = self.night_so_far()
        try:
            plan = self.planned_next_game(stories)
        # a night past its last game number, or a table the rules refuse
        except ValueError as exc:
            reason = texts.error_text(exc, self._host.catalogue()) if isinstance(exc, ArchenemyError) else str(exc)
            self._host.tell_table(reason)
            return
        self.start_night_game(plan, stories)

    def planned_next_game(self, stories: tuple[GameStory, ...] | None = None) -> NightGame:
        """The night's next game as Next game (F5) deals it.

        The seats as they are now, the next archenemy in seat order who brought
        a deck (the roster's), the night's variant.  ``stories``: the night so
        far (default: :meth:`night_so_far`).  Raises :class:`ValueError` (and
        :class:`SetupError`) as :func:`~archenemy.engine.night.next_game` does.
        """
        from ..roster.store import load_roster

        previous = night_so_far(stories or self.night_so_far(), load_roster().roster.own_decks())
        # The game being played belongs to no night
        if previous is None:
            raise ValueError("not a game night")
        return next_game(previous)

    def continued_setup(self) -> dict[str, Any] | None:
        """New game's seats when it continues the night being played.

        The next game as Next game deals it, its planes too (``None`` when
        it cannot be planned: the dialog then offers the last set-up).
        """
        from ..roster.night import next_planes
        from ..roster.store import load_roster
        from .dialogs.new_game_planes import remembered_planes
        from .dialogs.new_game_roster import continued_setup

        game = self._host.session.game
        try:
            plan = self.planned_next_game()
        except ValueError:
            return None
        assert game is not None
        # The planes go on as Next game deals them (each player's own deck stays theirs, 901.3)
        planes = remembered_planes(next_planes(game.start.setup.planar, plan), saved_planar_decks())
        return continued_setup(plan, load_roster().roster, game.start.setup.deck_mode, planes)

    def start_night_game(self, plan: NightGame, stories: tuple[GameStory, ...]) -> None:
        """Deal ``plan`` (each archenemy with their roster deck) and start it.

        The night so far is ``stories``.
        """
        from ..roster.night import next_planes, plan_setup, start_planned
        from ..roster.store import load_roster

        session = self._host.session
        game = session.game
        assert game is not None
        catalogue = session.catalogue
        fallback = random_deck_for(plan.variant, catalogue, self._host.deal_rng)
        # The last game's planes go on (Planechase alone, or planes added)
        planes = next_planes(game.start.setup.planar, plan, self._host.deal_rng)
        planned = plan_setup(
            plan, load_roster().roster, catalogue, dict(saved_decks()), fallback, game.start.setup.deck_mode, planes
        )
        problems = planned.setup.problems(catalogue)
        if problems:
            self._host.show_problem(texts.error_text(problems[0], self._host.catalogue()))
            return
        try:
            start = start_planned(planned, catalogue, self._host.deal_rng)
        except ArchenemyError as exc:
            self._host.show_problem(texts.error_text(exc, self._host.catalogue()))
            return
        if self._start_game(start, stories):
            said = self._night_game_words(plan.night.game, plan.archenemy, plan.variant)
            for name in planned.missing:
                gone = _tr("MainWindow", "%1's scheme deck is gone: a random legal deck this game.")
                said += " " + texts.fill(gone, name)
            self._host.show_note(said)

    @staticmethod
    def _night_game_words(game: int, archenemy: str | None, variant: Variant) -> str:
        """What the status line says of a night's new game: its number and its archenemy.

        ``None``: Rumble.  Planechase alone has none (901.2).
        """
        if variant.rules.planechase:
            return texts.fill(_tr("MainWindow", "Game %1 of the night: Planechase, a random starting player."), game)
        if archenemy is None:
            return texts.fill(_tr("MainWindow", "Game %1 of the night: every player is an archenemy."), game)
        return texts.fill(_tr("MainWindow", "Game %1 of the night: %2 is the archenemy."), game, archenemy)

    def start_chosen(self, setup: GameSetup, night: tuple[str, dict[str, str]] = ("none", {})) -> bool:
        """Start the New game dialog's ``setup``.

        Alone, or (``night``: ``("new" | "continue", deck names)``) as a new
        game night's first game or the next game of the night being played.
        """
        kind, deck_names = night
        session = self._host.session
        game = session.game
        current = night_of(game.start) if game is not None else None
        if kind == "none" or (kind == "continue" and current is None):
            return bool(self._start_game(setup, None))
        from ..roster.night import new_night_id

        if kind == "continue" and current is not None:
            # Each player keeps their place round the table, whoever comes first
            so_far = self.night_so_far()
            place = seat_place(night_so_far(so_far, ()), [p.name for p in setup.players])
            ref = NightRef(current.id, current.game + 1, place)
        else:
            ref, so_far = NightRef(new_night_id(), 1), ()
        try:
            start = with_notes(deal(setup, session.catalogue, self._host.deal_rng), night=ref, deck_names=deck_names)
        # a set-up the rules refuse; a night past its last game
        except (ArchenemyError, ValueError) as exc:
            reason = texts.error_text(exc, self._host.catalogue()) if isinstance(exc, ArchenemyError) else str(exc)
            self._host.show_problem(reason)
            return False
        if not self._start_game(start, so_far):
            return False
        rumble = setup.variant.rules.every_player_archenemy
        archenemy = None if rumble else setup.players[0].name
        self._host.show_note(self._night_game_words(ref.game, archenemy, setup.variant))
        return True

    # ----- the roster and the statistics ---------------------------------------------
    def open_roster(self) -> None:
        """Game → Roster of players: the group's players, their colours and scheme decks."""
        from .dialogs.roster import RosterDialog

        dialog = RosterDialog(self._host.catalogue, saved_decks, self._window)
        self._host.dialogs.open(dialog)

    def open_statistics(self) -> None:
        """Game → Statistics: the Statistics window over the games folder.

        One at a time, raised again.
        """
        from ..statistics.window import StatisticsWindow
        from ..widgets.dialog_keys import activate_when_shown
        from ..widgets.screen_fit import fit_when_shown

        window = self.statistics_window
        if window is None or not window.isVisible():
            window = StatisticsWindow(self._host.session.games_dir, self._host.catalogue, self._window)
            # With no window manager the X focus would stay on the root window: no key would work.
            window.closed.connect(lambda: self._host.dialogs.take_focus_back())
            self.statistics_window = window
        else:
            window.refresh()
        window.show()
        window.raise_()
        fit_when_shown(window)
        # No window manager: else its keys would reach the table
        activate_when_shown(window)
