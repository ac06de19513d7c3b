"""Typed errors raised by the engine.

Every error the engine raises on bad input subclasses :class:`ArchenemyError`
(itself a :class:`ValueError`), so a front end can catch one type and show its
message; anything else escaping the engine is a bug.
"""

from __future__ import annotations


class ArchenemyError(ValueError):
    """Base class of every error the engine raises on bad input."""


class UnknownSchemeError(ArchenemyError, KeyError):
    """A scheme id or name that is not in the catalogue.

    ``suggestion`` holds the closest real scheme name, or ``None``.
    """

    def __init__(self, name: str, suggestion: str | None = None) -> None:
        self.name = name
        self.suggestion = suggestion
        hint = f" (did you mean {suggestion!r}?)" if suggestion else ""
        super().__init__(f"unknown scheme {name!r}{hint}")

    def __str__(self) -> str:  # KeyError would repr() the message
        return self.args[0]


class SetupError(ArchenemyError):
    """A game set-up that breaks the variant's rules (player counts, names, decks)."""


class IllegalActionError(ArchenemyError):
    """An action that cannot be applied to the current game state.

    Raised, for example, when advancing the step while a prompt waits for an
    answer, or when answering a prompt with a value it does not offer.
    """


class JournalError(ArchenemyError):
    """A save file that cannot be read as a game journal.

    ``line`` is the 1-based line number at fault, or ``None`` for the whole file.
    """

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)
