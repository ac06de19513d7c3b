"""Words for engine errors.

Every code of :data:`archenemy.engine.errors.ERROR_CODES`, in any language.
"""

from __future__ import annotations

from ...engine.catalogue import Catalogue
from ...engine.errors import ArchenemyError
from ...engine.model import HEROES
from ...engine.safe_files import FileTooLargeError, NotRegularFileError
from .core import INSTALLED, Words, fill
from .names import side_name
from .players import RENAME_ERROR_ARGS, rename_error_template
from .table_help import error_template_v2


def error_text(error: ArchenemyError, catalogue: Catalogue | None = None, words: Words = INSTALLED) -> str:
    """The message of an engine error, from its ``code`` and ``params``.

    The codes are :data:`~archenemy.engine.errors.ERROR_CODES`.

    Schemes are named as in ``catalogue`` (its language) when given, else by
    id.  A journal error names its line; a nested ``cause`` is rendered after
    its context.  An unknown code renders as the code itself.  Never raises.
    The message starts in lower case, to follow "line 3: " or a context;
    :func:`error_sentence` for a line of its own.
    """
    return _error_text(error, catalogue, words, capital=False)


def error_sentence(error: ArchenemyError, catalogue: Catalogue | None = None, words: Words = INSTALLED) -> str:
    """An engine error's message as a sentence of its own, with a capital.

    As :func:`error_text`, its wording's first letter a capital ("Seat 1
    (Ana) needs a planar deck"), for a list of problems, one a line.  Only
    the words are capitalised: a name the message starts with ("%1 needs a
    planar deck") stays as the player typed it.
    """
    return _error_text(error, catalogue, words, capital=True)


def _capital(template: str) -> str:
    """``template`` with its first letter a capital (a placeholder is left)."""
    return template[:1].upper() + template[1:] if template[:1] != "%" else template


def _error_text(error: ArchenemyError, catalogue: Catalogue | None, words: Words, *, capital: bool) -> str:
    _tr = words.tr
    params = error.params
    text = (
        _error_template(error, words)
        or _error_template_v4(error, words)
        or rename_error_template(error, words)
        or _save_file_template(error.code, words)
        or _lasting_template(error.code, words)
        or _planar_template(error.code, words)
    )
    if text is None:
        text = error.code
    line = getattr(error, "line", None)
    # The outermost wording starts the sentence: "Line 3: …", else the message's own.
    first = capital and not isinstance(line, int)
    values = [_error_value(params.get(key), catalogue, words) for key in _ERROR_ARGS.get(error.code, ())]
    text = fill(_capital(text) if first else text, *values)
    cause = params.get("cause")
    if isinstance(cause, ArchenemyError):
        text = fill(_tr("Errors", "%1: %2"), text, error_text(cause, catalogue, words))
    if isinstance(line, int):
        wording = _tr("Errors", "line %1: %2")
        text = fill(_capital(wording) if capital else wording, line, text)
    return text


def file_error_text(error: OSError, words: Words = INSTALLED) -> str:
    """Why a file could not be read or written, as a clause.

    For example "it is a named pipe (FIFO), not a file".

    A path that is not a regular file and a file over its reader's limit
    (:mod:`archenemy.engine.safe_files`) are worded from their kind; any
    other :class:`OSError` gives the system's reason (``strerror``).  Never raises.
    """
    _tr = words.tr
    if isinstance(error, NotRegularFileError):
        return {
            "directory": _tr("Errors", "it is a folder, not a file"),
            "fifo": _tr("Errors", "it is a named pipe (FIFO), not a file; it was not read"),
            "device": _tr("Errors", "it is a device, not a file; it was not read"),
            "socket": _tr("Errors", "it is a socket, not a file; it was not read"),
        }.get(error.kind) or _tr("Errors", "it is not a regular file; it was not read")
    if isinstance(error, FileTooLargeError):
        return fill(_tr("Errors", "it is larger than %1 KB; it was not read"), max(1, error.limit // 1024))
    return error.strerror or str(error)


def _error_value(value: object, catalogue: Catalogue | None, words: Words) -> str:
    if isinstance(value, tuple):
        return ", ".join(_error_value(v, catalogue, words) for v in value)
    if isinstance(value, str) and catalogue is not None and value in catalogue:
        return catalogue[value].name
    if isinstance(value, str):
        return side_name(value, words) if value == HEROES else value
    if value is None:
        return ""
    return str(value)


# The params of each code, in the order of the message's ``%1``, ``%2``...
_ERROR_ARGS: dict[str, tuple[str, ...]] = {
    "action_unknown_type": ("type",),
    "action_missing_field": ("type", "field"),
    "action_field_type": ("type", "field"),
    "unknown_scheme": ("name", "suggestion"),
    "unknown_plane": ("name",),
    "needs_planes": ("variant",),
    "planar_deck_owner": ("name",),
    "needs_planar_deck": ("seat", "name"),
    "planar_no_plane": ("seat", "name"),
    "planar_primary": ("name",),
    "header_planar": ("field",),
    "planar_roll_not_now": ("player",),
    "planar_face": ("face",),
    "planar_dice": ("dice", "wanted"),
    "not_planar_controller": ("player",),
    "planar_choice": ("prompt", "plane"),
    "deck_bad_count": ("scheme_id", "count"),
    "unknown_variant": ("text",),
    "player_count": ("minimum", "maximum", "count"),
    "no_name": ("seat",),
    "name_spaces": ("seat", "name"),
    "name_too_long": ("seat", "name", "maximum"),
    "name_twice": ("seat", "name"),
    "name_reserved": ("seat", "name"),
    "colour_format": ("seat", "name", "colour"),
    "needs_deck": ("seat", "name"),
    "hero_has_deck": ("seat", "name"),
    "unsupported_action": ("type",),
    "unknown_player": ("player",),
    "no_scheme_deck": ("player",),
    "unknown_prompt": ("prompt",),
    "not_face_up": ("card",),
    "player_left": ("player",),
    "zero_change": ("player",),
    "bad_colour": ("player", "colour"),
    "poison_below_zero": ("player", "value"),
    "commander_damage_below_zero": ("player", "commander", "value"),
    "prompts_pending": ("count",),
    "answer_choice": ("options",),
    "choices_first": ("scheme",),
    "already_chosen": ("player", "scheme"),
    "cannot_pay_life": ("player", "amount"),
    "not_event_scheme": ("scheme",),
    "header_newer_version": ("version", "supported"),
    "header_variant": ("value",),
    "header_deck_mode": ("value",),
    "header_deck_order": ("player",),
    "header_starting_player": ("player",),
    "journal_too_large": ("limit_mb",),
    "deck_too_large": ("limit_kb",),
    "header_starting_player_hero": ("player", "archenemy"),
    "player_twice": ("player",),
    "counter_name": ("counter",),
    "counter_below_zero": ("player", "value", "counter"),
    "choice_role": ("scheme", "role"),
    "choice_value": ("scheme", "value", "options"),
    "rules_changed": ("version",),
    "not_a_redistribution": ("given", "totals"),
    "snapshot_unusable": ("field",),
    "commander_left": ("player", "commander"),
    "journal_action_version": ("type", "needs", "version"),
    "journal_duplicate_key": ("key",),
    "journal_full": ("limit_mb",),
    "hexproof": ("player", "scheme"),
    "mode_count": ("most", "given"),
    "effect_applied": ("scheme",),
    "effect_unknown": ("scheme",),
    "header_rules": ("value",),
    **RENAME_ERROR_ARGS,
}


def _error_template(error: ArchenemyError, words: Words) -> str | None:
    """The message template of ``error.code``, or ``None``.

    Its ``%1``... are in the order of :data:`_ERROR_ARGS`.
    """
    _tr = words.tr
    return {
        "action_not_object": _tr("Errors", "an action must be a JSON object"),
        "action_unknown_type": _tr("Errors", "unknown action type “%1”"),
        "action_missing_field": _tr("Errors", "the action “%1” needs the field “%2”"),
        "action_field_type": _tr("Errors", "the action “%1” has a wrong value in the field “%2”"),
        "unknown_scheme": _tr("Errors", "unknown scheme “%1”; did you mean “%2”?")
        if error.params.get("suggestion")
        else _tr("Errors", "unknown scheme “%1”"),
        "deck_ids_not_text": _tr("Errors", "a deck list is written from scheme ids, not from text"),
        "deck_bad_count": _tr(
            "Errors", "“%2” is not a valid number of copies of “%1”; use a whole number of at least 1"
        ),
        "deck_not_text": _tr("Errors", "this file is not a text file (neither UTF-8 nor Windows-1252)"),
        "unknown_variant": _tr("Errors", "unknown variant “%1”: use archenemy, rumble or commander"),
        "player_count": _tr("Errors", "this variant needs %1 to %2 players, not %3"),
        "no_name": _tr("Errors", "seat %1 has no name"),
        "name_spaces": _tr("Errors", "seat %1: the name “%2” begins or ends with spaces"),
        "name_too_long": _tr("Errors", "seat %1: the name “%2” is longer than %3 characters"),
        "name_twice": _tr("Errors", "seat %1: the name “%2” is used twice"),
        "name_reserved": _tr("Errors", "seat %1: “%2” is reserved for the heroes' team"),
        "colour_format": _tr("Errors", "seat %1 (%2): the colour “%3” is not #rrggbb"),
        "needs_deck": _tr("Errors", "seat %1 (%2) needs a scheme deck"),
        "hero_has_deck": _tr("Errors", "seat %1 (%2) is a hero and has no scheme deck"),
        "game_over": _tr("Errors", "the game is over"),
        "nothing_to_undo": _tr("Errors", "there is nothing to undo"),
        "nothing_to_redo": _tr("Errors", "there is nothing to redo"),
        "unsupported_action": _tr("Errors", "the rules do not apply “%1” actions"),
        "unknown_player": _tr("Errors", "no player is called “%1”"),
        "no_scheme_deck": _tr("Errors", "%1 has no scheme deck"),
        "unknown_prompt": _tr("Errors", "question %1 is not waiting for an answer"),
        "not_face_up": _tr("Errors", "scheme card %1 is not face up"),
        "player_left": _tr("Errors", "%1 has left the game"),
        "zero_change": _tr("Errors", "a change for %1 needs an amount other than 0"),
        "bad_colour": _tr("Errors", "“%2” is not a colour for %1 (#rrggbb)"),
        "poison_below_zero": _tr("Errors", "%1 cannot have %2 poison counters"),
        "commander_damage_off": _tr("Errors", "commander damage is tracked only in the Archenemy Commander option"),
        "commander_damage_below_zero": _tr("Errors", "%1 cannot have taken %3 damage from %2's commander"),
        "prompts_pending": _tr("Errors", "answer the question first (%1 waiting)"),
        "answer_yes_no": _tr("Errors", "this question takes yes or no"),
        "answer_done": _tr("Errors", "this question takes only Done"),
        "answer_count": _tr("Errors", "this question takes a whole number, 0 or more"),
        "answer_choice": _tr("Errors", "this question takes one of: %1"),
        "choices_first": _tr("Errors", "make the choices of “%1” before marking it done"),
        "already_chosen": _tr("Errors", "%1 was already chosen for “%2”"),
        "cannot_pay_life": _tr("Errors", "%1 cannot pay %2 life (CR 119.4)"),
        "not_event_scheme": _tr("Errors", "“%1” is not abandoned by an event"),
        "journal_binary": _tr("Errors", "this file is not a saved game (it holds binary data)"),
        "journal_not_utf8": _tr("Errors", "this file is not a saved game (it is not UTF-8 text)"),
        "journal_empty": _tr("Errors", "this file is empty, not a saved game"),
        "not_a_journal": _tr("Errors", "this file is not an Archenemy Companion saved game"),
        "journal_unreadable_line": _tr("Errors", "this line is not readable JSON"),
        "journal_invalid_action": _tr("Errors", "invalid action"),
        "journal_after_bad_line": _tr("Errors", "dropped after a bad line"),
        "header_version": _tr("Errors", "the header's “version” is not a format version"),
        "header_newer_version": _tr(
            "Errors",
            "this saved game has format version %1, newer than this app reads (%2); update Archenemy Companion",
        ),
        "header_variant": _tr("Errors", "the header's variant %1 is unknown"),
        "header_deck_mode": _tr("Errors", "the header's deck mode %1 is unknown"),
        "header_players": _tr("Errors", "the header's “players” must be a list of names and decks"),
        "header_colour": _tr("Errors", "a player's colour must be text like #c0392b"),
        "header_scheme_decks": _tr("Errors", "the header's “scheme_decks” must map players to lists of scheme ids"),
        "header_starting_player_missing": _tr("Errors", "the header names no starting player"),
        "header_setup": _tr("Errors", "the header's set-up is invalid"),
        "header_deck_order": _tr("Errors", "the recorded scheme deck of %1 does not match their deck list"),
        "header_deck_owner": _tr("Errors", "the recorded scheme decks name a player who is not in the game"),
        "header_starting_player": _tr("Errors", "the starting player %1 is not in the game"),
        "journal_too_large": _tr("Errors", "this file is larger than %1 MB, more than any saved game; it was not read"),
        "journal_bad_value": _tr("Errors", "this line holds a value no saved game has (broken text or a huge number)"),
        "header_unreadable": _tr("Errors", "the header's values are not of the types a saved game has"),
        "deck_too_large": _tr("Errors", "this file is larger than %1 KB, more than any deck list; it was not read"),
    }.get(error.code) or error_template_v2(error, words)


def _error_template_v4(error: ArchenemyError, words: Words) -> str | None:
    """The message templates of the codes format version 4 added.

    A departed commander, a line's version.
    """
    _tr = words.tr
    return {
        "journal_action_version": _tr("Errors", "“%1” needs format version %2; this file says %3"),
        "commander_left": _tr(
            "Errors", "%2's commander left the game with %2: it deals no more damage to %1 (CR 800.4a)"
        ),
    }.get(error.code)


def _lasting_template(code: str, words: Words) -> str | None:
    """The refusals the lasting effects bring (hexproof, modes), or ``None``."""
    _tr = words.tr
    return {
        "hexproof": _tr("Errors", "%1 has hexproof: “%2” cannot target them (CR 702.11)"),
        "mode_count": _tr("Errors", "the scheme chooses %1 modes, not %2 (CR 700.2d)"),
        "effect_applied": _tr("Errors", "the life change of “%1” was already applied"),
        "effect_unknown": _tr("Errors", "“%1” has no such life change now"),
        "header_rules": _tr("Errors", "the header's rules version %1 is not a version up to the file's"),
    }.get(code)


def _planar_template(code: str, words: Words) -> str | None:
    """The refusals of the planes (CR 901), or ``None``."""
    _tr = words.tr
    return {
        "unknown_plane": _tr("Errors", "unknown plane or phenomenon “%1”"),
        "needs_planes": _tr("Errors", "%1 needs a planar deck (CR 901.3)"),
        "planar_deck_owner": _tr("Errors", "a planar deck belongs to %1, who is not at the table"),
        "needs_planar_deck": _tr("Errors", "seat %1 (%2) needs a planar deck (CR 901.3)"),
        "planar_no_plane": _tr("Errors", "the planar deck of seat %1 (%2) has no plane card (CR 103.7)"),
        "planar_primary": _tr("Errors", "%1 is not a hero: only a hero can control the planes on the heroes' turn"),
        "header_planar": _tr("Errors", "the header's planes are not readable (field “%1”)"),
        "no_planes": _tr("Errors", "this game has no planes"),
        "planar_roll_not_now": _tr(
            "Errors", "%1 cannot roll the planar die now: only an active player, in a main phase (CR 901.9)"
        ),
        "planar_face": _tr("Errors", "“%1” is not a face of the planar die"),
        "planar_dice": _tr(
            "Errors", "a roll of the planar die is %2 dice now (Probability Flux), not %1: roll them and keep one"
        ),
        "not_planar_controller": _tr("Errors", "%1 is not the planar controller (CR 701.31a)"),
        "planar_choice": _tr("Errors", "question %1 does not offer “%2”"),
    }.get(code)


def _save_file_template(code: str, words: Words) -> str | None:
    """The templates of the save file's damage and size codes, or ``None``."""
    _tr = words.tr
    if code == "journal_duplicate_key":
        return _tr("Errors", "this line gives the key “%1” twice in one object (a damaged line)")
    if code == "journal_full":
        return _tr(
            "Errors",
            "the save file is full (%1 MB, the most a saved game may hold): nothing more can be saved in it; "
            "start a rematch to play on",
        )
    return None
