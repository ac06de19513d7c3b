"""Undo steps as the table sees them: fast clicks on a life total are one step.

The journal keeps one line per click (each is journaled at once) and the
engine undoes one action at a time (:class:`~archenemy.engine.actions.Undo`);
grouping the clicks is a concern of the screen, kept here for the session
(:class:`~archenemy.desktop.session.Session`): actions performed with the same
merge key within :data:`MERGE_SECONDS` of each other form one step, and an
undone step can be redone as one.  After a restart each click undoes on its
own (the groups are not journaled).
"""

from __future__ import annotations

from ..engine.actions import Action

__all__ = ["MERGE_SECONDS", "UndoSteps"]

# Clicks closer than this (seconds) with the same merge key form one undo step.
MERGE_SECONDS = 2.0


class UndoSteps:
    """The undo and redo steps of the game being played.

    Groups of actions, oldest first in each.
    """

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        """Forget every step (a new game, a game opened)."""
        self._undo: list[list[Action]] = []
        self._redo: list[list[Action]] = []
        self._merge: tuple[str, int] | None = None
        self._merge_time = 0.0

    def performed(self, action: Action, merge_key: str | None, now: float) -> None:
        """``action`` was applied at ``now`` (monotonic seconds).

        It is a step of its own, or merged into the last one (same ``merge_key`` within
        :data:`MERGE_SECONDS`); nothing is left to redo.
        """
        merging = (
            merge_key is not None
            and self._undo
            and self._merge == (merge_key, len(self._undo))
            and now - self._merge_time <= MERGE_SECONDS
        )
        if merging:
            self._undo[-1].append(action)
        else:
            self._undo.append([action])
        self._merge = (merge_key, len(self._undo)) if merge_key else None
        self._merge_time = now
        self._redo.clear()

    def undo_group(self, last: Action | None) -> list[Action]:
        """The actions the next undo takes back, oldest first.

        The last step, else ``last`` (the game's last effective action, for a game opened from its
        journal); ``[]`` when nothing can be undone.
        """
        if self._undo:
            return list(self._undo[-1])
        return [last] if last is not None else []

    def redo_group(self, following: Action | None) -> list[Action]:
        """The actions the next redo applies again.

        The last undone step, else ``following`` (the game's next redo); ``[]`` when nothing can be
        redone.
        """
        if self._redo:
            return list(self._redo[-1])
        return [following] if following is not None else []

    def undone(self, group: list[Action], done: int) -> None:
        """``done`` actions of ``group`` (its newest) were undone.

        They can be redone; the rest of the group stays undoable.
        """
        kept, undone = group[: len(group) - done], group[len(group) - done :]
        if self._undo:
            self._undo.pop()
            if kept:
                self._undo.append(kept)
        self._redo.append(undone)
        self._merge = None

    def redone(self, group: list[Action], done: int) -> None:
        """``done`` actions of ``group`` (its oldest) were redone.

        They are undoable; the rest of the group is still redoable.
        """
        redone, rest = group[:done], group[done:]
        if self._redo:
            self._redo.pop()
            if rest:
                self._redo.append(rest)
        self._undo.append(redone)
        self._merge = None
