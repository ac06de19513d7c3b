"""The table view: what every display shows of one moment of the game.

One value, :class:`TableView`, computed from the state by :func:`table_view`
in one language's words and rendered by every display: the main window (its
turn bar, player panels, prompt banner, scheme card and outcome), table mode
and the second window
(:class:`~archenemy.desktop.table.displays.table_display.TableDisplay`), and
the phone page (:func:`archenemy.desktop.share.protocol.state_message`).  It
holds what the table must see and act on: whose turn and which step, the
scheme in motion with its deck's count, the planes (the face-up ones, the
planar die, each active player's next roll's cost), the question waiting with its
answers and their keys, the reminders due at this step, the end of the game,
and every seat with its counters.  A new element added here reaches every
display at once (``tests/desktop/test_table_view_displays.py`` finds each
field on all four).

The engine decides the rules; the view only gathers what is shown, worded by
:mod:`archenemy.desktop.texts` in the language of its ``words`` (a phone may
speak another language than the window).  No widget, no Qt GUI: the tests
read it as they read a display.  Every value is a frozen msgspec.Struct, so two
views compare equal when every display shows the same thing.

* :mod:`.values`: the values, one ``*View`` per thing shown, and
  :class:`ViewCounts`, the counts' plural words;
* :mod:`.question`: the first question waiting, its answers and keys;
* :mod:`.seats`: every seat, the heroes' shared total second;
* :mod:`.scheme`: the scheme shown large, its deck, the ongoing ones;
* :mod:`.planes`: the face-up planes, the planar die and the planar decks.

Here: :func:`table_view` gathers them, with the reminders due at this step
and the end of the game.

**Answer keys never move.**  A question among players gives each player one
key for the whole game (:func:`player_answer_key`): a hero the number of
their place among the heroes (Hero 2 is ``2`` in every question), the
archenemy ``A`` (Archenemy, Archienemigo), and in Supervillain Rumble, where
every player is an archenemy, each player the number of their seat.  A
player the question cannot take now (already chosen, out of the game) keeps
their place, shown unavailable.  "Nobody" is ``0``; a question's own words
(Fear My Authority's discard, pay, abandon) are ``1``, ``2``, ``3`` in the
order the engine gives them.  Yes and No are the language's letters, Done
and a typed count take Enter.
"""

from __future__ import annotations

from ...engine.catalogue import Catalogue
from ...engine.effects import step_reminders
from ...engine.events import SetInMotion
from ...engine.model import GameState
from ...engine.night import NightStandings
from ...engine.planar_reminders import plane_reminders
from ...engine.planes import load_planes
from .. import texts
from ..texts import INSTALLED, Words
from ..texts.history import standing_lines, standings_title
from ..texts.keys import key_name
from .planes import CHAOS_KEY, PAPER_ROLL_KEY, PLANESWALK_KEY, ROLL_KEY, planar_view
from .question import ARCHENEMY_KEY, NOBODY_KEY, answer_keys, player_answer_key, question_view
from .scheme import ongoing_view, scheme_in_view, scheme_view
from .seats import seats_view
from .values import (
    COUNTS_CONTEXT,
    AnswerKey,
    CommanderView,
    EndView,
    KeyHint,
    OngoingView,
    PlanarView,
    PlaneView,
    QuestionView,
    SchemeView,
    SeatView,
    StepReminderView,
    TableView,
    ViewCounts,
)

__all__ = [
    "ARCHENEMY_KEY",
    "CHAOS_KEY",
    "COUNTS_CONTEXT",
    "NEW_GAME_KEY",
    "NEXT_GAME_KEY",
    "NOBODY_KEY",
    "PAPER_ROLL_KEY",
    "PLANESWALK_KEY",
    "REMATCH_KEY",
    "ROLL_KEY",
    "AnswerKey",
    "CommanderView",
    "EndView",
    "KeyHint",
    "OngoingView",
    "PlanarView",
    "PlaneView",
    "QuestionView",
    "SchemeView",
    "SeatView",
    "StepReminderView",
    "TableView",
    "ViewCounts",
    "answer_keys",
    "end_view",
    "ongoing_view",
    "planar_view",
    "player_answer_key",
    "question_view",
    "reminders_view",
    "scheme_in_view",
    "scheme_view",
    "seats_view",
    "table_view",
]

# The keys of the end of the game's actions (the window's Next game of a
# game night, Rematch and New game), in Qt's portable form.
NEXT_GAME_KEY = "F5"
REMATCH_KEY = "Ctrl+Shift+N"
NEW_GAME_KEY = "Ctrl+N"


def table_view(
    state: GameState,
    set_in_motion: SetInMotion | None,
    catalogue: Catalogue,
    words: Words = INSTALLED,
    *,
    selected: str | None = None,
    night: NightStandings | None = None,
    first_place: int = 0,
) -> TableView:
    """The :class:`TableView` of ``state`` in ``words``' language.

    ``set_in_motion``: the game's last scheme set in motion
    (:attr:`~archenemy.engine.game.Game.last_set_in_motion`); ``catalogue``
    in the same language as ``words`` (its card texts); ``selected``: the
    operator's selected player, marked on every display; ``night``: the
    standings of the game night the game belongs to (``None``: no night),
    shown at its end with the Next game key; ``first_place``: where the
    first seat sits round the table (the night's).
    """
    return TableView(
        language=words.language or catalogue.language or "en",
        turn=texts.turn_text(state, words),
        step=texts.step_name(state.step, words),
        scheme=scheme_view(state, set_in_motion, catalogue, words),
        ongoing=ongoing_view(state, catalogue, words),
        lasting=tuple(" · ".join(texts.reminder_lines(r, catalogue, words)) for r in state.reminders),
        reminders=reminders_view(state, catalogue, words),
        question=question_view(state, catalogue, words),
        end=end_view(state, words, night),
        seats=seats_view(state, words, selected),
        first_place=first_place,
        planar=planar_view(state, catalogue.language or "en", words),
        schemes=not state.variant.rules.planechase,
    )


def reminders_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[StepReminderView, ...]:
    """The reminders due at this step, in words.

    Whatever the engine's :func:`~archenemy.engine.effects.step_reminders`
    gives, then the face-up planes' abilities due
    (:func:`~archenemy.engine.planar_reminders.plane_reminders`; the plane's
    id in ``scheme_id``, the planar controller in ``owner``).
    """
    schemes = tuple(
        StepReminderView(texts.step_reminder_text(r, catalogue, words), r.scheme, r.owner)
        for r in step_reminders(state)
    )
    if state.planar is None:
        return schemes
    planes = load_planes(words.language or catalogue.language or "en")
    return schemes + tuple(
        StepReminderView(texts.plane_reminder_text(r, planes, words), r.plane_id, r.controller)
        for r in plane_reminders(state)
    )


def end_view(state: GameState, words: Words = INSTALLED, night: NightStandings | None = None) -> EndView | None:
    """Who won (or a draw) and what may come next, once ``state`` is over.

    ``None`` while the game goes on.  In a game night (``night``): Next game
    first, and the night's standings.
    """
    outcome = state.outcome
    if outcome is None:
        return None
    _tr = words.tr
    keys: tuple[KeyHint, ...] = (
        KeyHint(_tr("TableView", "Rematch"), key_name(REMATCH_KEY, words), "rematch"),
        KeyHint(_tr("TableView", "New game"), key_name(NEW_GAME_KEY, words), "new_game"),
    )
    if night is None:
        return EndView(texts.outcome_text(outcome, words), outcome.winners, outcome.draw, keys)
    keys = (KeyHint(_tr("TableView", "Next game"), key_name(NEXT_GAME_KEY, words), "next_game"), *keys)
    return EndView(
        texts.outcome_text(outcome, words),
        outcome.winners,
        outcome.draw,
        keys,
        standing_lines(night, words),
        standings_title(night, words),
    )
