"""The planes at the table: rolling the planar die, planeswalking, chaos.

:class:`TablePlanes` is a part the main window owns.  Its actions are the
Game menu's planar entries (:mod:`.menus`), window-level keys that work in
table mode and from the second window:

- F6 rolls the planar die from a secure source (CR 901.9): the selected
  player when they are an active player (each hero on the heroes' team
  turn, 901.12d by analogy), else the planar controller (901.6); the roll's
  face is recorded in its action, never rolled again;
- Shift+F6: "we roll our own die", the face of the table's paper die asked
  (:class:`~.dialogs.planar_die.PaperRollDialog`);
- F7: the planar controller planeswalks because an ability says so
  (701.31); F8: chaos ensues because an effect says so (311.7).

A phenomenon encountered and resolved by the app at once (Time Distortion,
312.5, 704.6f) is never face up when the table looks: what it did is told
over the table, after the roll's face when a roll led to it; so are the
planes' effects and life changes a roll, a planeswalk or chaos brought.

The next roll's cost (901.9) is on the entry and on the turn bar's button.
While a question waits the keys are refused with the reason, as Next step
is; every other refusal is the engine's, on the status line.  A game
without planes hides them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMainWindow

from ...engine.actions import Action, ChaosEnsues, Planeswalk, Redo, RollPlanarDice, RollPlanarDie, Undo
from ...engine.catalogue import Catalogue
from ...engine.errors import IllegalActionError
from ...engine.events import (
    ChaosEnsued,
    Event,
    LifeChanged,
    PhenomenonEncountered,
    PlanarEffect,
    Planeswalked,
    PlaneTriggered,
)
from ...engine.model import GameState
from ...engine.planar import active_players, dice_to_roll, may_roll, planar_controller, roll_cost, roll_face
from .. import texts
from ..session import Session
from ..table_view import ROLL_KEY
from ..texts.keys import key_text
from ..texts.planes import die_face_name, planar_event_text, roll_cost_text
from .actions import TableKeys
from .menus import TableMenus
from .turn_bar import TurnBar
from .window_dialogs import TableDialogs

if TYPE_CHECKING:
    from .dialogs.planar_die import PaperRollDialog

__all__ = ["PlanesHost", "TablePlanes", "roller"]

# How long a roll's face stays over the table (ms).
ROLL_SHOWN_MS = 6000


def _tr(context: str, text: str) -> str:
    """Translate in ``context``: the window's texts keep the ``MainWindow`` context."""
    return QCoreApplication.translate(context, text)


def _done_by_planes(events: tuple[Event, ...], catalogue: Catalogue) -> list[str]:
    """The log's lines of the planes' effects and the life changes in ``events``.

    What the app did by itself after a planar action: the table sees a
    total change, or an extra turn coming, and is told why; and a plane's
    ability the table carries out at that moment (No Way Out's manifest
    dread on a roll, Sky Deck's destruction as it is planeswalked away from).
    """
    told = (PlanarEffect, LifeChanged, PlaneTriggered)
    return [texts.event_text(event, catalogue) for event in events if isinstance(event, told)]


def roller(state: GameState, selected: str | None) -> str | None:
    """Who rolls the planar die now.

    ``selected`` if an active player, else the planar controller; ``None`` in a game without planes (901.6, 901.12d by analogy).
    """
    if state.planar is None:
        return None
    if selected is not None and selected in active_players(state):
        return selected
    return planar_controller(state)


class PlanesHost(Protocol):
    """What the planar actions need of the main window."""

    session: Session
    # The selected player (keys 1–9), or None.
    selected: str | None

    def act(self, action: Action) -> bool:
        """Send ``action`` to the session; True if it was applied."""

    def catalogue(self) -> Catalogue:
        """The catalogue in the window's language (the planes' names)."""

    def show_problem(self, message: str) -> None:
        """Say ``message`` in the status bar for a while."""

    def tell_over_table(self, text: str, ms: int) -> None:
        """Show ``text`` over the table and on the second window for ``ms`` ms."""

    @property
    def dialogs(self) -> TableDialogs:
        """How the window's dialogs open (the paper roll's)."""

    @property
    def keys(self) -> TableKeys:
        """The keyboard model: it says why a key was refused where the table looks."""


class TablePlanes:
    """The planar actions of ``window``.

    ``host`` is the window, ``menus`` its actions, ``bar`` its turn bar.
    """

    def __init__(self, window: QMainWindow, host: PlanesHost, menus: TableMenus, bar: TurnBar) -> None:
        self._window = window
        self._host = host
        self._menus = menus
        self._bar = bar
        # The paper roll's dialog while it is open (tests drive it).
        self.paper_dialog: PaperRollDialog | None = None
        # What the app did by itself (a phenomenon resolved at once, a plane's effect), until told.
        self._done_by_app = ""
        menus.roll_action.triggered.connect(self.roll)
        menus.paper_roll_action.triggered.connect(self.ask_paper_roll)
        menus.planeswalk_action.triggered.connect(self.planeswalk)
        menus.chaos_action.triggered.connect(self.chaos)
        bar.roll_button.clicked.connect(self.roll)

    # ----- the actions -----------------------------------------------------------------------------------------
    def _refused_while_asked(self, state: GameState, what: str) -> bool:
        """True, and the reason said, when a question waits.

        The keys wait for it, as Next step does (116.2i).
        """
        if state.prompts and not state.over:
            self._host.keys.say_refused(texts.fill(_tr("MainWindow", "Answer the question above before %1."), what))
            return True
        return False

    def roll(self) -> None:
        """F6: the planar die rolled from a secure source, for :func:`roller`."""
        state = self._host.session.state
        player = roller(state, self._host.selected)
        if player is None or self._refused_while_asked(state, _tr("MainWindow", "rolling the planar die")):
            return
        dice = dice_to_roll(state)
        if dice > 1:
            # Probability Flux: that many dice, each from the secure source; the roller keeps one (the engine asks)
            faces = tuple(roll_face().value for _ in range(dice))
            if self._host.act(RollPlanarDice(player, faces)):
                self._tell_dice(player, faces)
            return
        face = roll_face().value
        if self._host.act(RollPlanarDie(player, face)):
            self._tell_roll(player, face)

    def ask_paper_roll(self) -> None:
        """Shift+F6: "we roll our own die"; the face of the table's die is asked."""
        state = self._host.session.state
        player = roller(state, self._host.selected)
        if player is None or self._refused_while_asked(state, _tr("MainWindow", "rolling the planar die")):
            return
        # The dialog's module when first used: never before the table's first paint.
        from .dialogs.planar_die import PaperRollDialog

        # Probability Flux: the table rolls two dice and keeps one; the face kept is the roll
        dialog = PaperRollDialog(player, roll_cost(state, player), self._window, dice=dice_to_roll(state))
        dialog.rolled.connect(lambda face: self.paper_roll(player, face))
        self.paper_dialog = dialog
        self._host.dialogs.open(dialog)

    def paper_roll(self, player: str, face: str) -> None:
        """The table's own die showed ``face`` for ``player``: recorded as a roll."""
        if self._host.act(RollPlanarDie(player, face, paper=True)):
            self._tell_roll(player, face)

    def _tell_roll(self, player: str, face: str) -> None:
        state = self._host.session.state
        result = state.planar.last_roll.result.value if state.planar and state.planar.last_roll else face
        self._tell(texts.fill(_tr("MainWindow", "Planar die (%1): %2"), player, die_face_name(result)))

    def _tell(self, text: str) -> None:
        """Tell ``text`` over the table, then what the app did by itself with it."""
        done, self._done_by_app = self._done_by_app, ""
        self._host.tell_over_table(" · ".join(line for line in (text, done) if line), ROLL_SHOWN_MS)

    def note_applied(self, action: Action, events: tuple[Event, ...]) -> None:
        """The session applied ``action``: what the app did by itself is told.

        A phenomenon it resolved at once (never face up when the table
        looks); after a roll, a planeswalk or chaos the table took, the
        planes' effects and the life they changed (Spectrox Mines' 3 life,
        Otaria's extra turn).  Told on the next turn of the event loop, or
        with the roll's face or the chaos when they led to it; an undo's and
        a redo's events are history.
        """
        if isinstance(action, (Undo, Redo)):
            return
        catalogue = self._host.catalogue()
        said = [self._resolved_at_once(events)]
        if isinstance(action, (RollPlanarDie, Planeswalk, ChaosEnsues)):
            said.extend(_done_by_planes(events, catalogue))
        text = " ".join(dict.fromkeys(line for line in said if line))
        if text:
            self._done_by_app = text
            QTimer.singleShot(0, self._window, self._tell_done_by_app)

    def _resolved_at_once(self, events: tuple[Event, ...]) -> str:
        """What the phenomena encountered in ``events`` and gone already did, in words."""
        planar = self._host.session.state.planar
        face_up = {face.plane_id for face in planar.face_up} if planar is not None else set()
        catalogue = self._host.catalogue()
        said: list[str] = []
        for index, event in enumerate(events):
            if not isinstance(event, PhenomenonEncountered) or event.phenomenon in face_up:
                continue
            effects: list[str] = []
            for later in events[index + 1 :]:
                if isinstance(later, (Planeswalked, PhenomenonEncountered)):
                    break
                if isinstance(later, PlanarEffect):
                    effects.append(planar_event_text(later, catalogue) or "")
            # What it did, in the log's words; else that it was encountered.
            done = [line for line in effects if line]
            said.extend(done or [planar_event_text(event, catalogue) or ""])
        return " ".join(line for line in said if line)

    def _tell_done_by_app(self) -> None:
        if self._done_by_app:
            self._tell("")

    def _tell_dice(self, player: str, faces: tuple[str, ...]) -> None:
        names = ", ".join(die_face_name(face) for face in faces)
        text = texts.fill(_tr("MainWindow", "Planar dice (%1): %2"), player, names)
        self._host.tell_over_table(text, ROLL_SHOWN_MS)

    def planeswalk(self) -> None:
        """F7: the planar controller planeswalks because an ability says so (701.31)."""
        state = self._host.session.state
        controller = planar_controller(state)
        if controller is None or self._refused_while_asked(state, _tr("MainWindow", "planeswalking")):
            return
        self._host.act(Planeswalk(controller))

    def chaos(self) -> None:
        """F8: chaos ensues because an effect says so (311.7)."""
        state = self._host.session.state
        controller = planar_controller(state)
        if controller is None or self._refused_while_asked(state, _tr("MainWindow", "chaos ensues")):
            return
        game = self._host.session.game
        before = len(game.events) if game is not None else 0
        if not self._host.act(ChaosEnsues(controller)) or game is None:
            return
        # Over the table, as a roll's face is: each face-up plane's chaos, in the log's words.
        catalogue = self._host.catalogue()
        said = [texts.event_text(e, catalogue) for e in game.events[before:] if isinstance(e, ChaosEnsued)]
        if said:
            self._tell(" ".join(said))

    # ----- from the state --------------------------------------------------------------------------------------
    def render(self, state: GameState) -> None:
        """The planar entries and the turn bar's roll button, with the next roll's cost.

        Hidden in a game without planes.  The night's Next game entry says what
        it deals in the game's variant.
        """
        m, has_planes = self._menus, state.planar is not None
        for action in (m.roll_action, m.paper_roll_action, m.planeswalk_action, m.chaos_action):
            action.setVisible(has_planes)
            action.setEnabled(has_planes and not state.over)
        m.planes_separator.setVisible(has_planes)
        # Planechase alone has no archenemy to rotate (901.2): the night's next game deals the same table again.
        m.next_game_action.setText(
            _tr("MainWindow", "Next ga&me of the night (same players and planes)")
            if state.variant.rules.planechase
            else _tr("MainWindow", "Next ga&me of the night (the next archenemy)")
        )
        player = roller(state, self._host.selected)
        self._bar.roll_button.setVisible(has_planes)
        # The engine's verdict: F6 would be refused, so the button is off (the key still says why).
        allowed = player is not None and may_roll(state, player)
        self._bar.roll_button.setEnabled(allowed)
        if player is None:
            return
        cost = roll_cost_text(roll_cost(state, player))
        m.roll_action.setText(texts.fill(_tr("MainWindow", "Ro&ll the planar die (%1: %2)"), player, cost))
        key = f"[{key_text(ROLL_KEY)}]"
        self._bar.set_roll_text(
            texts.fill(_tr("MainWindow", "Roll  [%1] · %2"), key_text(ROLL_KEY), cost),
            texts.fill(_tr("MainWindow", "Roll  [%1]"), key_text(ROLL_KEY)),
            key,
        )
        if allowed:
            tip = texts.fill(
                _tr("MainWindow", "Roll the planar die for %1: this roll costs %2 (CR 901.9)"), player, cost
            )
        elif state.prompts and not state.over:
            tip = _tr("MainWindow", "Answer the question first")
        elif state.over:
            tip = _tr("MainWindow", "The game is over")
        else:
            tip = texts.error_text(IllegalActionError("planar_roll_not_now", player=player))
        self._bar.roll_button.setToolTip(tip)
        self._bar.roll_button.setAccessibleName(
            texts.fill(_tr("MainWindow", "Roll the planar die for %1, %2"), player, cost)
        )

    def retranslate(self) -> None:
        """The entries' fixed words in the current language."""
        m = self._menus
        m.paper_roll_action.setText(_tr("MainWindow", "We roll our own &planar die…"))
        m.planeswalk_action.setText(_tr("MainWindow", "Planes&walk (an ability says so)"))
        m.chaos_action.setText(_tr("MainWindow", "Chaos ens&ues (an effect says so)"))
        if self._host.session.game is not None:
            self.render(self._host.session.state)
