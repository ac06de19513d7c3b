"""What a screen reader says as the table must act on it.

A scheme set in motion, an ongoing scheme abandoned, the question asked, a
player's life changed by an effect, a player's loss and the winner are
announced through Qt's accessibility announcements
(:class:`QAccessibleAnnouncementEvent`, Qt 6.8: AT-SPI's
``object:announcement``, which Orca speaks), in the window's language.

Nothing here decides a rule: what is said comes from what the session
reports (``Session.applied``: each action the table took with the events
the engine gave it) and from the table view every display renders of the
state that follows (its question and its end).  Each event is said once,
when the action that caused it is taken: a game opened or resumed replays
its history silently, and an undo or a redo says only what the window shows
over the table ("Undone: Hero 2 life −3"), never the events it takes back or
brings back again.  A life change the table typed itself (−/+, Set life,
several players at once, commander damage) is not read back: only those an
effect caused.

View → Announce what happens to a screen reader turns it off (Settings:
``announcements``, on by default).
"""

from __future__ import annotations

import msgspec
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QWidget

from ...engine.actions import Action, ChangeLife, ChangeTotals, CommanderDamage, Redo, SetLife, Undo
from ...engine.catalogue import Catalogue
from ...engine.events import Abandoned, Event, GameOver, LifeChanged, PlayerLost, SetInMotion
from .. import texts
from ..table_view import EndView, QuestionView, TableView
from ..texts import INSTALLED, Words, fill

__all__ = ["TableAnnouncer", "TableNews", "news_lines"]

# The actions whose life changes the table typed itself: the totals show them, nothing is read back.
TYPED_LIFE = (ChangeLife, ChangeTotals, SetLife, CommanderDamage)


class TableNews(msgspec.Struct, frozen=True):
    """What changed at the table since the state shown before, to be said.

    ``taken``: each action the table took since, with its events, oldest
    first (never an undo's or a redo's); ``question``: the question now
    waiting when it was not the first one before (``None`` otherwise);
    ``end``: who won, when an action taken ended the game.
    """

    taken: tuple[tuple[Action, tuple[Event, ...]], ...]
    question: QuestionView | None
    end: EndView | None


def news_lines(news: TableNews, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[str, ...]:
    """The sentences a screen reader says for ``news``, in ``words``' language.

    In the order they happened: each scheme set in motion, each scheme
    abandoned (with what the table does next), each life changed by an
    effect, each player's loss, then the question asked and the winner.
    """
    lines: list[str] = []
    for action, events in news.taken:
        for event in events:
            line = event_line(action, event, catalogue, words)
            if line:
                lines.append(line)
    if news.question is not None:
        lines.append(question_line(news.question, words))
    if news.end is not None:
        lines.append(news.end.text)
    return tuple(lines)


def event_line(action: Action, event: Event, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """The sentence said for ``event`` caused by ``action``, or ``""``.

    Said: a scheme set in motion, abandoned, a player's loss (the game log's
    words), a life change the table did not type itself.
    """
    if isinstance(event, (SetInMotion, Abandoned, PlayerLost)):
        return texts.event_text(event, catalogue, words)
    if isinstance(event, LifeChanged) and not isinstance(action, TYPED_LIFE):
        return life_line(event, words)
    return ""


def life_line(event: LifeChanged, words: Words = INSTALLED) -> str:
    """ "Hero 2 loses 3 life: from 20 to 17." (or gains).

    The heroes' team when the life is shared.  The words are given the
    player (``%1``), the amount (``%2``), the new total (``%3``) and the old
    one (``%4``); Spanish says them without a plural ("3 menos").
    """
    _tr = words.tr
    who = _tr("Announcements", "The heroes' team") if event.team else event.player
    change = event.new - event.old
    template = (
        _tr("Announcements", "%1 loses %2 life: from %4 to %3.")
        if change < 0
        else _tr("Announcements", "%1 gains %2 life: from %4 to %3.")
    )
    return fill(template, who, abs(change), event.new, event.old)


def question_line(question: QuestionView, words: Words = INSTALLED) -> str:
    """The question with how to answer it: each answer's key, or what to type."""
    _tr = words.tr
    parts = [question.heading]
    if question.typed:
        parts.append(question.how)
        if question.threshold:
            parts.append(question.threshold)
    else:
        answers = [
            fill(_tr("Announcements", "%1: key %2"), answer.label, answer.key)
            for answer in question.answers
            if answer.offered and answer.key
        ]
        if answers:
            parts.append("; ".join(answers) + ".")
    return " ".join(part for part in parts if part)


class TableAnnouncer(QObject):
    """Announces what the table must act on, from the window it speaks for.

    Fed by the window: :meth:`note_taken` with each action the session
    applied (``Session.applied``), :meth:`show_state` with each table view
    shown (after every display rendered it), :meth:`say` with what the window shows
    over the table (undo's and redo's notices).  ``enabled`` turns it off;
    ``spoken`` keeps every announcement made, oldest first (for the tests and
    the screenshots' scripts).
    """

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.enabled = True
        self.spoken: list[str] = []
        self._taken: list[tuple[Action, tuple[Event, ...]]] = []
        # The first question of the state shown last (its prompt id), or None.
        self._asked: int | None = None

    def note_taken(self, action: Action, events: tuple[Event, ...]) -> None:
        """The session applied ``action`` with ``events``: said with the next state shown.

        An undo's and a redo's events are history: never said again.
        """
        if not isinstance(action, (Undo, Redo)):
            self._taken.append((action, events))

    def show_state(self, view: TableView, catalogue: Catalogue) -> None:
        """Say what the actions taken since the last view shown brought to ``view``.

        ``catalogue`` names the schemes, in the view's language.
        """
        taken, self._taken = tuple(self._taken), []
        question = view.question
        first = question.prompt_id if question is not None else None
        asked, self._asked = self._asked, first
        if not taken or not self.enabled:
            return
        ended = any(isinstance(event, GameOver) for _, events in taken for event in events)
        news = TableNews(taken, question if first != asked else None, view.end if ended else None)
        lines = news_lines(news, catalogue)
        if lines:
            self.say(" ".join(lines))

    def say(self, text: str) -> None:
        """Announce ``text`` (politely: after what the screen reader is saying)."""
        if not self.enabled or not text:
            return
        self.spoken.append(text)
        # Qt's accessibility classes are made when the table first has something to say: after its first paint.
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        if not QAccessible.isActive():
            return
        active = QApplication.activeWindow()
        # From the window the table looks at: the second window when the keys are typed there.
        source = active if active is not None else self._window
        event = QAccessibleAnnouncementEvent(source, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
