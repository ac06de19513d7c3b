"""Words for players' names: the default seat names, a name corrected.

A name corrected mid-game: the log line, the undo step, the refusals.
"""

from __future__ import annotations

from ...engine.actions import Action, Rename
from ...engine.errors import ArchenemyError
from ...engine.events import Event, PlayerRenamed
from ...engine.variants import Variant
from .core import INSTALLED, Words, fill

# The params of each refusal, in the order of the message's ``%1``, ``%2``... (errors.py's _ERROR_ARGS).
RENAME_ERROR_ARGS: dict[str, tuple[str, ...]] = {
    "rename_empty": ("player",),
    "rename_spaces": ("player", "name"),
    "rename_too_long": ("player", "name", "maximum"),
    "rename_unchanged": ("player",),
    "rename_reserved": ("player", "name"),
    "rename_taken": ("player", "name", "other"),
}


def rename_error_template(error: ArchenemyError, words: Words = INSTALLED) -> str | None:
    """The message template of a ``rename_*`` refusal, or ``None``.

    See :func:`archenemy.engine.rename.rename_problem`.
    """
    _tr = words.tr
    return {
        "rename_empty": _tr("Errors", "the new name of %1 cannot be empty"),
        "rename_spaces": _tr("Errors", "the new name “%2” of %1 begins or ends with spaces"),
        "rename_too_long": _tr("Errors", "the new name “%2” of %1 is longer than %3 characters"),
        "rename_unchanged": _tr("Errors", "%1 is already called that"),
        "rename_reserved": _tr("Errors", "%1 cannot be called “%2”: that name is reserved for the heroes' team"),
        "rename_taken": _tr("Errors", "%1 cannot be called “%2”: %3 is already called that"),
    }.get(error.code)


def renamed_text(event: Event, words: Words = INSTALLED) -> str | None:
    """The log line of a :class:`PlayerRenamed` event, else ``None``.

    "Hero 1 is now called Ana."
    """
    _tr = words.tr
    if isinstance(event, PlayerRenamed):
        return fill(_tr("Log", "%1 is now called %2."), event.old, event.new)
    return None


def rename_step_text(action: Action, words: Words = INSTALLED) -> str | None:
    """The undo step's name of a :class:`Rename` ("name Hero 1 → Ana"), else ``None``."""
    _tr = words.tr
    if isinstance(action, Rename):
        return fill(_tr("Texts", "name %1 → %2"), action.player, action.name)
    return None


def _default_templates(words: Words) -> dict[str, str]:
    """The default names' templates in ``words``' language.

    Archenemy, hero ``%1``, player ``%1``.
    """
    _tr = words.tr
    return {
        "archenemy": _tr("NewGameDialog", "Archenemy"),
        "hero": _tr("NewGameDialog", "Hero %1"),
        "player": _tr("NewGameDialog", "Player %1"),
    }


def default_names(variant: Variant, count: int, words: Words | None = None) -> tuple[str, ...]:
    """The dialog's default names of ``count`` seats in ``words``.

    "Archenemy", "Hero 1"…; in Rumble and Planechase alone "Player 1"….
    """
    templates = _default_templates(words or INSTALLED)
    if variant.rules.free_for_all:
        return tuple(fill(templates["player"], n) for n in range(1, count + 1))
    return (templates["archenemy"], *(fill(templates["hero"], n) for n in range(1, count)))


def default_name_kind(name: str) -> str | None:
    """The kind of default name ``name`` is, in any language the app speaks.

    ``"archenemy"``, ``"hero"`` or ``"player"``; ``None`` for another name.
    """
    from ..languages import LANGUAGES

    for language in (None, *LANGUAGES):
        words = INSTALLED if language is None else Words.of(language)
        for kind, template in _default_templates(words).items():
            if "%1" not in template:
                if name == template:
                    return kind
                continue
            before, _, after = template.partition("%1")
            middle = name[len(before) : len(name) - len(after)] if after else name[len(before) :]
            if name.startswith(before) and name.endswith(after) and middle.isdigit():
                return kind
    return None
