"""Typed errors raised by the engine, each with a ``code`` and ``params``.

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
#: params each takes are in the comment above it.  Front ends have a message for
#: each (tests check both languages).
ERROR_CODES: tuple[str, ...] = (
    # --- actions as JSON (journal lines) ---------------------------------------
    # an action line is not a JSON object
    "action_not_object",
    # params: type
    "action_unknown_type",
    # params: type, field
    "action_missing_field",
    # params: type, field
    "action_field_type",
    # --- the catalogue ------------------------------------------------------------
    # name, suggestion (an English name or None)
    "unknown_scheme",
    # --- deck lists ---------------------------------------------------------------
    # format_deck_list was given a str
    "deck_ids_not_text",
    # params: scheme_id, count
    "deck_bad_count",
    # reason: "binary" or "encoding"
    "deck_not_text",
    # --- variants -----------------------------------------------------------------
    # params: text
    "unknown_variant",
    # --- set-up (GameSetup.problems / validate) -------------------------------------
    # params: variant, minimum, maximum, count
    "player_count",
    # params: seat
    "no_name",
    # params: seat, name
    "name_spaces",
    # params: seat, name, maximum
    "name_too_long",
    # params: seat, name
    "name_twice",
    # params: seat, name
    "name_reserved",
    # params: seat, name, colour
    "colour_format",
    # params: seat, name
    "needs_deck",
    # params: seat, name
    "hero_has_deck",
    # --- the game -------------------------------------------------------------------
    "game_over",
    "nothing_to_undo",
    "nothing_to_redo",
    # params: type
    "unsupported_action",
    # params: player
    "unknown_player",
    # params: player
    "no_scheme_deck",
    # params: prompt
    "unknown_prompt",
    # params: card
    "not_face_up",
    # params: player
    "player_left",
    # params: player
    "zero_change",
    # params: player, colour
    "bad_colour",
    # params: player, value
    "poison_below_zero",
    "commander_damage_off",
    # params: player, commander, value
    "commander_damage_below_zero",
    # params: count
    "prompts_pending",
    # params: prompt
    "answer_yes_no",
    # params: prompt
    "answer_done",
    # params: prompt
    "answer_count",
    # prompt, options (tuple of str)
    "answer_choice",
    # params: scheme
    "choices_first",
    # params: player, scheme
    "already_chosen",
    # player, amount (CR 119.4)
    "cannot_pay_life",
    # params: scheme
    "not_event_scheme",
    # --- journals (save files) ------------------------------------------------------
    "journal_binary",
    "journal_not_utf8",
    "journal_empty",
    "not_a_journal",
    # a line that is not JSON (line)
    "journal_unreadable_line",
    # cause: the IllegalActionError (line)
    "journal_invalid_action",
    # a line dropped because an earlier one was bad (line)
    "journal_after_bad_line",
    "header_version",
    # params: version, supported
    "header_newer_version",
    # params: value
    "header_variant",
    # params: value
    "header_deck_mode",
    "header_players",
    "header_colour",
    "header_scheme_decks",
    "header_starting_player_missing",
    # cause: the SetupError or UnknownSchemeError
    "header_setup",
    # params: player
    "header_deck_order",
    "header_deck_owner",
    # params: player
    "header_starting_player",
    # --- hostile files and inputs (docs/reliability.md) -----------------------------
    # limit_mb: the file is over MAX_JOURNAL_BYTES (refused unread)
    "journal_too_large",
    # a lone surrogate, an integer beyond MAX_JSON_INT, a value the rules cannot use (line)
    "journal_bad_value",
    # the header's values are of types no header has (line 1)
    "header_unreadable",
    # limit_kb: a deck list over MAX_DECK_LIST_BYTES
    "deck_too_large",
    # --- a hero as Archenemy's starting player, several totals at once, set life, counters, choices ---
    # player, archenemy (CR 904.6)
    "header_starting_player_hero",
    "no_changes",
    # params: player
    "player_twice",
    # params: counter
    "counter_name",
    # params: player, counter, value
    "counter_below_zero",
    # params: scheme, role
    "choice_role",
    # scheme, value, options (tuple of str)
    "choice_value",
    # a version-1 line the current rules refuse: version, cause (line)
    "rules_changed",
    # given, totals (tuples of str): You Live Only Because I Will It
    "not_a_redistribution",
    # --- a player's name corrected mid-game (Rename; engine/rename.py) ---
    # params: player
    "rename_empty",
    # params: player, name
    "rename_spaces",
    # params: player, name, maximum
    "rename_too_long",
    # params: player
    "rename_unchanged",
    # params: player, name
    "rename_reserved",
    # params: player, name, other
    "rename_taken",
    # --- the resume snapshot beside a journal (engine/snapshot.py; never stops a start) ---
    # field: "file", "json", "format", "journal", "mac" or the path of a bad value
    "snapshot_unusable",
    # --- nothing from a player who has left; action types newer than the file's format version ---
    # player, commander: combat damage from a departed player's commander (800.4a)
    "commander_left",
    # type, needs, version: an action type newer than its file's format version (line)
    "journal_action_version",
    # --- damage and limits of save files (docs/reliability.md) ---
    # key: a JSON object of the line gives it twice (damage, never "the last wins") (line)
    "journal_duplicate_key",
    # limit_mb: one more line would take the save file past MAX_JOURNAL_BYTES (nothing written)
    "journal_full",
    # --- what the app does obeys the lasting effects (engine/lasting.py) ---
    # player, scheme: a target with hexproof against the scheme's owner (CR 702.11)
    "hexproof",
    # most, given: more modes than the card chooses ("choose three", CR 700.2d)
    "mode_count",
    # scheme: the scheme's life change was applied already (once per set in motion)
    "effect_applied",
    # scheme, key (its stable name, not worded): no such life change of the scheme now
    "effect_unknown",
    # value: the header's rules version is not a version up to the file's (line 1)
    "header_rules",
    # --- planes (CR 901) -------------------------------------------------------------
    # params: name, suggestion (an English name or None)
    "unknown_plane",
    # params: variant
    "needs_planes",
    # params: name
    "planar_deck_owner",
    # params: seat, name
    "needs_planar_deck",
    # params: seat (0: the communal deck), name
    "planar_no_plane",
    # params: name
    "planar_primary",
    # params: field
    "header_planar",
    # the game has no planes
    "no_planes",
    # params: player (not an active player, or not in a main phase, or a question waits)
    "planar_roll_not_now",
    # params: face
    "planar_face",
    # params: dice, wanted (Probability Flux: a roll is that many dice)
    "planar_dice",
    # params: player (the planar controller is another player)
    "not_planar_controller",
    # params: prompt, plane
    "planar_choice",
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

    # KeyError would repr() the message
    def __str__(self) -> str:
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
    """A resume snapshot that cannot be used (code ``snapshot_unusable``).

    ``params["field"]`` names why.

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
