"""What the rules remind and settle by themselves, in words.

Part of :mod:`archenemy.desktop.texts`.

An ongoing scheme's ability due at this step
(:class:`~archenemy.engine.effects.StepReminder`), and a question the rules
answered without asking it (:class:`~archenemy.engine.events.PromptSettled`:
a choice with one option left, a question to a player who has left) as a log
line.  Use them through :mod:`archenemy.desktop.texts`, which re-exports the
public ones.
"""

from __future__ import annotations

import re

from ...engine.catalogue import Catalogue
from ...engine.effects import StepReminder
from ...engine.events import Event, PromptSettled, SettleReason
from ...engine.planar_reminders import PlaneReminder, ability_lines
from ...engine.planes import PlaneCatalogue, load_planes
from ...engine.questions import Q_CHOOSE, Q_DOOM_TIE
from .core import INSTALLED, Words, fill
from .names import role_name, side_name


def settled_text(event: Event, scheme: str, words: Words) -> str:
    """The log line of a question the rules answered themselves.

    ``""`` for other events.

    ``scheme``: the scheme's name in the log's language.  "“Bow to My
    Command”: Chosen player: Hero 1, the only choice left."; "Hero 2 has left
    the game and does not do it: “Bow to My Command” stays."
    """
    if not isinstance(event, PromptSettled):
        return ""
    _tr = words.tr
    value = str(event.value)
    if event.reason is SettleReason.PLAYER_LEFT:
        return fill(_tr("Log", "%1 has left the game and cannot do what “%2” asks: it stays."), event.player, scheme)
    if event.question == Q_CHOOSE:
        chosen = _tr("Log", "nobody") if value == "none" else side_name(value, words)
        role = role_name(event.role or "chosen", words)
        return fill(_tr("Log", "“%1”: %2: %3, the only choice left."), scheme, role, chosen)
    if event.question == Q_DOOM_TIE:
        return fill(_tr("Log", "“%1”: %2 is the only tied opponent left; no choice to make."), scheme, value)
    return ""


def step_reminder_text(reminder: StepReminder, catalogue: Catalogue, words: Words = INSTALLED) -> str:
    """A reminder due at this step, in words.

    "“My Forces Are Innumerable”: Archenemy creates a 3/3 black Horror …".

    Every key of :data:`~archenemy.engine.triggers.REMINDER_TRIGGERS`; the
    scheme is named in ``catalogue``'s language, the owner and (for the
    chosen player's reminders) the chosen player by name.  An unknown key
    renders as the key.
    """
    _tr = words.tr
    scheme = catalogue[reminder.scheme].name if reminder.scheme in catalogue else reminder.scheme
    texts = {
        "create_horror": _tr("Reminders", "“%1”: %2 creates a 3/3 black Horror creature token."),
        "undead_horde": _tr(
            "Reminders",
            "“%1”: %2 may put target creature card from an opponent's graveyard onto the battlefield.",
        ),
        "cannot_hide": _tr(
            "Reminders", "“%1”: up to one target creature gets +2/+2 and vigilance and can't be blocked this turn."
        ),
        "dark_wings_demon": _tr(
            "Reminders", "“%1”: if %2 attacks, create a 5/5 black Demon with flying, tapped and attacking."
        ),
        "champion_counters": _tr("Reminders", "“%1”: if %2's commander attacks, put two +1/+1 counters on it."),
        "untap_all": _tr("Reminders", "“%1”: %2 untaps all permanents they control during this untap step."),
        "plant_blockers": _tr(
            "Reminders",
            "“%1”: for each creature attacking %2 that isn't blocked, %2 creates a 0/1 green Plant token blocking it.",
        ),
        "draw_on_cast": _tr("Reminders", "“%1”: whenever a player casts a spell, %2 draws a card."),
        "chosen_no_untap": _tr("Reminders", "“%1”: permanents %3 controls don't untap during this untap step."),
        "chosen_cant_attack": _tr(
            "Reminders", "“%1”: creatures %3 controls can't attack %2 or planeswalkers %2 controls."
        ),
    }
    template = texts.get(reminder.key, reminder.key)
    return fill(template, scheme, side_name(reminder.owner, words), side_name(reminder.player or "", words))


def plane_reminder_text(reminder: PlaneReminder, planes: PlaneCatalogue, words: Words = INSTALLED) -> str:
    """A face-up plane's ability due at this step, in words.

    "“Academy at Tolaria West” (Ann): At the beginning of your end step, …":
    the plane's name and its ability's line in ``planes``' language (the
    English line where the translation has no such line), and the planar
    controller, whose "you" it is (901.6).
    """
    return plane_line_text(reminder.plane_id, reminder.line, reminder.controller, planes, words)


def plane_line_text(
    plane_id: str, line: int, controller: str, planes: PlaneCatalogue, words: Words = INSTALLED, *, brief: bool = False
) -> str:
    """A plane's ability line reminded, with its controller, in words.

    "“Sky Deck” (Ann): When you planeswalk away from here, …": the line
    (:func:`~archenemy.engine.planar_reminders.ability_lines`) in
    ``planes``' language, the English one where the translation has no
    such line; at a step or at the moment it triggers (901.6: whose "you").
    ``brief``: without the reminder text in parentheses (told over the
    table with a roll: the card beside it has it whole).
    """
    _tr = words.tr
    plane = planes[plane_id]
    lines = ability_lines(plane)
    if line >= len(lines):
        lines = ability_lines(load_planes("en")[plane_id])
    ability = lines[line] if line < len(lines) else ""
    if brief:
        ability = re.sub(r"\s*\([^()]*\)", "", ability).strip()
    return fill(_tr("Reminders", "“%1” (%2): %3"), plane.name, controller, ability)
