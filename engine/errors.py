"""Typed errors raised by the engine, each with a stable ``code`` and its ``params``.

Every error the engine raises on bad input subclasses :class:`ArchenemyError`
(itself a :class:`ValueError`), so a front end can catch one type.  The engine
never words a message: an error is a ``code`` from :data:`ERROR_CODES` and the
``params`` a message needs (names, numbers, ids, a nested error as ``cause``).
Front ends turn codes into words in their language
(:func:`archenemy.desktop.texts.error_text`), as they do with
:class:`~archenemy.engine.decks.DeckProblem`.  ``str(error)`` is for
developers and logs: the code and its params.

Anything else escaping the engine is a bug.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

#: Every error code the engine raises, grouped by where it comes from.  The
#: params each takes are listed after the code.  Front ends have a message for
#: each (tests check both languages).
ERROR_CODES: tuple[str, ...] = (
    # --- actions as JSON (journal lines) ---------------------------------------
    "action_not_object",  # an action line is not a JSON object
    "action_unknown_type",  # type
    "action_missing_field",  # type, field
    "action_field_type",  # type, field
    # --- the catalogue ------------------------------------------------------------
    "unknown_scheme",  # name, suggestion (an English name or None)
    # --- deck lists ---------------------------------------------------------------
    "deck_ids_not_text",  # format_deck_list was given a str
    "deck_bad_count",  # scheme_id, count
    "deck_not_text",  # reason: "binary" or "encoding"
    # --- variants -----------------------------------------------------------------
    "unknown_variant",  # text
    # --- set-up (GameSetup.problems / validate) -------------------------------------
    "player_count",  # variant, minimum, maximum, count
    "no_name",  # seat
    "name_spaces",  # seat, name
    "name_too_long",  # seat, name, maximum
    "name_twice",  # seat, name
    "name_reserved",  # seat, name
    "colour_format",  # seat, name, colour
    "needs_deck",  # seat, name
    "hero_has_deck",  # seat, name
    # --- the game -------------------------------------------------------------------
    "game_over",
    "nothing_to_undo",
    "nothing_to_redo",
    "unsupported_action",  # type
    "unknown_player",  # player
    "no_scheme_deck",  # player
    "unknown_prompt",  # prompt
    "not_face_up",  # card
    "player_left",  # player
    "zero_change",  # player
    "bad_colour",  # player, colour
    "poison_below_zero",  # player, value
    "commander_damage_off",
    "commander_damage_below_zero",  # player, commander, value
    "prompts_pending",  # count
    "answer_yes_no",  # prompt
    "answer_done",  # prompt
    "answer_count",  # prompt
    "answer_choice",  # prompt, options (tuple of str)
    "choices_first",  # scheme
    "already_chosen",  # player, scheme
    "cannot_pay_life",  # player, amount (CR 119.4)
    "not_event_scheme",  # scheme
    # --- journals (save files) ------------------------------------------------------
    "journal_binary",
    "journal_not_utf8",
    "journal_empty",
    "not_a_journal",
    "journal_unreadable_line",  # a line that is not JSON (line)
    "journal_invalid_action",  # cause: the IllegalActionError (line)
    "journal_after_bad_line",  # a line dropped because an earlier one was bad (line)
    "header_version",
    "header_newer_version",  # version, supported
    "header_variant",  # value
    "header_deck_mode",  # value
    "header_players",
    "header_colour",
    "header_scheme_decks",
    "header_starting_player_missing",
    "header_setup",  # cause: the SetupError or UnknownSchemeError
    "header_deck_order",  # player
    "header_deck_owner",
    "header_starting_player",  # player
    # --- hostile files and inputs (docs/reliability.md) -----------------------------
    "journal_too_large",  # limit_mb: the file is over MAX_JOURNAL_BYTES (refused unread)
    "journal_bad_value",  # a lone surrogate, an integer beyond MAX_JSON_INT, a value the rules cannot use (line)
    "header_unreadable",  # the header's values are of types no header has (line 1)
    "deck_too_large",  # limit_kb: a deck list over MAX_DECK_LIST_BYTES
    # --- issue 10: a hero as Archenemy's starting player, several totals at once, set life, counters, choices ---
    "header_starting_player_hero",  # player, archenemy (CR 904.6)
    "no_changes",
    "player_twice",  # player
    "counter_name",  # counter
    "counter_below_zero",  # player, counter, value
    "choice_role",  # scheme, role
    "choice_value",  # scheme, value, options (tuple of str)
    "rules_changed",  # a version-1 line the current rules refuse: version, cause (line)
    "not_a_redistribution",  # given, totals (tuples of str): You Live Only Because I Will It
    # --- issue 11: a player's name corrected mid-game (Rename; engine/rename.py) ---
    "rename_empty",  # player
    "rename_spaces",  # player, name
    "rename_too_long",  # player, name, maximum
    "rename_unchanged",  # player
    "rename_reserved",  # player, name
    "rename_taken",  # player, name, other
    # --- issue 12: the resume snapshot beside a journal (engine/snapshot.py; never stops a start) ---
    "snapshot_unusable",  # field: "file", "json", "format", "journal", "mac" or the path of a bad value
    # --- issue 22: nothing from a player who has left; action types newer than the file's format version ---
    "commander_left",  # player, commander: combat damage from a departed player's commander (800.4a)
    "journal_action_version",  # type, needs, version: an action type newer than its file's format version (line)
    # --- issue 20: damage and limits of save files (docs/reliability.md) ---
    "journal_duplicate_key",  # key: a JSON object of the line gives it twice (damage, never "the last wins") (line)
    "journal_full",  # limit_mb: one more line would take the save file past MAX_JOURNAL_BYTES (nothing written)
    # --- what the app does obeys the lasting effects (engine/lasting.py) ---
    "hexproof",  # player, scheme: a target with hexproof against the scheme's owner (CR 702.11)
    "mode_count",  # most, given: more modes than the card chooses ("choose three", CR 700.2d)
    "effect_applied",  # scheme: the scheme's life change was applied already (once per set in motion)
    "effect_unknown",  # scheme, key (its stable name, not worded): no such life change of the scheme now
    "header_rules",  # value: the header's rules version is not a version up to the file's (line 1)
)


class ArchenemyError(ValueError):
    """Base class of every error the engine raises on bad input.

    ``code`` is one of :data:`ERROR_CODES`; ``params`` a read-only mapping of
    the values its message needs (see the list there).
    """

    def __init__(self, code: str, /, **params: object) -> None:
        self.code = code
        self.params: Mapping[str, object] = MappingProxyType(dict(params))
        super().__init__(code)

    def __str__(self) -> str:
        if not self.params:
            return self.code
        inner = ", ".join(f"{key}={value!r}" for key, value in self.params.items())
        return f"{self.code} ({inner})"

    def __reduce__(self) -> tuple[object, ...]:
        return (_rebuild, (type(self), self.code, dict(self.params), self.__dict__))


def _rebuild(cls: type[ArchenemyError], code: str, params: dict[str, object], state: dict[str, object]) -> object:
    error = cls.__new__(cls)
    ArchenemyError.__init__(error, code, **params)
    error.__dict__.update(state)
    return error


class UnknownSchemeError(ArchenemyError, KeyError):
    """A scheme id or name that is not in the catalogue (code ``unknown_scheme``).

    ``name`` is the id or name asked for; ``suggestion`` the closest real
    English scheme name, or ``None``.
    """

    def __init__(self, name: str, suggestion: str | None = None) -> None:
        self.name = name
        self.suggestion = suggestion
        super().__init__("unknown_scheme", name=name, suggestion=suggestion)

    def __str__(self) -> str:  # KeyError would repr() the message
        return ArchenemyError.__str__(self)


class SetupError(ArchenemyError):
    """A game set-up that breaks the variant's rules (player counts, names, decks).

    Codes ``player_count`` to ``hero_has_deck`` of :data:`ERROR_CODES`;
    ``params["seat"]`` is the 1-based seat concerned, where there is one.
    """


class IllegalActionError(ArchenemyError):
    """An action that cannot be applied to the current game state.

    Raised, for example, when advancing the step while a prompt waits for an
    answer (``prompts_pending``), or when answering a prompt with a value it
    does not offer (``answer_choice``).
    """


class SnapshotError(ArchenemyError):
    """A resume snapshot that cannot be used (code ``snapshot_unusable``; ``params["field"]`` names why).

    The journal is then replayed as if there were no snapshot
    (:mod:`archenemy.engine.snapshot`).
    """


class JournalError(ArchenemyError):
    """A save file that cannot be read as a game journal.

    ``line`` is the 1-based line number at fault, or ``None`` for the whole
    file.  ``params["cause"]``, where present, is the engine error behind it
    (an :class:`IllegalActionError` for a refused action, a
    :class:`SetupError` for a bad header).
    """

    def __init__(self, code: str, /, line: int | None = None, **params: object) -> None:
        self.line = line
        super().__init__(code, **params)

    def __str__(self) -> str:
        text = super().__str__()
        return f"line {self.line}: {text}" if self.line is not None else text
