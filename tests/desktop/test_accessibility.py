"""What every display shows is there for a screen reader.

Walked through AT-SPI under Xvfb.

The life totals (with whose they are), the question that waits with its
answers' keys, the step's reminder and the winner are read from the
accessibility tree the way Orca reads it: the app runs under Xvfb with Qt's
AT-SPI bridge on, and the system's Python walks its tree
(``tests/support/atspi_walk.py``).  Each display is read on its own part of the
tree: the main window's frame, and table mode's and the second window's
graphics view (their seats and middle live in a scene, reached through
``desktop/widgets/scene_access.py``), never the view's own summary.

What the table must act on is also announced as it happens: the announcements
are heard on AT-SPI (``object:announcement``, which Debian 12's at-spi2-core
carries) by ``tests/support/atspi_listen.py``, as Orca hears them.
"""

from __future__ import annotations

from typing import Any

import pytest

from support.atspi import accessible_tree, announcements_heard, readable, subtree, walked_states

#: A seat's total as a screen reader reads it, in each language.
LIFE = {"en": "{}: {} life", "es": "{}: {} vidas"}
#: What an answer that cannot be given now says (the displays strike it through).
UNAVAILABLE = {"en": "(not available)", "es": "(no disponible)"}
#: The accessible name of table mode's and the second window's graphics view (the table layout).
TABLE_LAYOUT = {"en": "Table display", "es": "Vista de mesa"}
#: The states of the walked game and what the table must read at each, in each language (the scenario's own
#: words are checked against these, so a test of the wrong moment cannot pass).
EXPECTED = {
    "en": {
        "reminder": "Archenemy creates a 3/3 black Horror creature token.",
        "yes_no": ("Do the heroes sacrifice two creatures?", ["Yes  [Y]", "No  [N]"]),
        "choice": ("choose the opponent who can't cast creature spells.", ["Hero 1  [1]", "Hero 2  [2]"]),
        "winner": ("The heroes win!", ["Rematch  [Ctrl+Shift+N]", "New game  [Ctrl+N]"]),
    },
    "es": {
        "reminder": "Archenemy crea una ficha de criatura Horror negra 3/3.",
        "yes_no": ("¿Sacrifican los héroes dos criaturas?", ["Sí  [S]", "No  [N]"]),
        "choice": ("no puede lanzar hechizos de criatura.", ["Hero 1  [1]", "Hero 2  [2]"]),
        "winner": ("¡Ganan los héroes!", ["Revancha  [Ctrl+Mayús+N]", "Nueva partida  [Ctrl+N]"]),
    },
}


def _has(found: list[str], *parts: str) -> bool:
    """Whether one text a screen reader finds holds every one of ``parts``."""
    return any(all(part in text for part in parts) for text in found)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_life_totals_and_the_question_are_read_by_a_screen_reader(xvfb_display, tmp_path, language) -> None:
    with accessible_tree("accessible_main_window", xvfb_display, tmp_path, "question", language) as (seen, nodes):
        found = readable(nodes)
    for name, life in seen["lives"]:
        assert _has(found, name, str(life)), (name, life, found)
    assert seen["question"] and seen["question"] in found, (seen["question"], found)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_winner_is_read_by_a_screen_reader(xvfb_display, tmp_path, language) -> None:
    with accessible_tree("accessible_main_window", xvfb_display, tmp_path, "winner", language) as (seen, nodes):
        found = readable(nodes)
    assert seen["winner"] and _has(found, seen["winner"]), (seen["winner"], found)


# ----- every display, every state: one app start each ---------------------------------------------------------


def display_part(nodes: list[dict[str, Any]], display: str, language: str) -> list[dict[str, Any]]:
    """The nodes of ``display``'s part of the tree.

    The main window's frame, or the table layout's view (the nodes under it,
    not its own summary).
    """
    if display == "main":
        return subtree(nodes, lambda node: node["depth"] == 1 and node["role"] == "frame")
    return subtree(nodes, lambda node: node["role"] == "filler" and node["name"] == TABLE_LAYOUT[language])


def _spoken(node: dict[str, Any]) -> str:
    return " ".join(str(node[key]) for key in ("name", "description", "text") if node.get(key))


def missing_at(seen: dict[str, Any], part: list[dict[str, Any]], language: str) -> list[str]:
    """What a screen reader cannot read on a display's ``part`` of the tree.

    At the state ``seen`` describes.
    """
    missing = []
    if not part:
        return ["the display is not in the tree"]
    missing += [
        f"{node['role']} {node['name']!r}: its parent says otherwise"
        for node in part
        if not node.get("parent_ok", True)
    ]
    showing = [node for node in part if node.get("showing")]
    found = readable(part)
    for name, life in seen["lives"]:
        if not _has(found, LIFE[language].format(name, life)):
            missing.append(LIFE[language].format(name, life))
    for wanted in (seen["question"], *seen["reminders"], seen["winner"], *seen["end_keys"]):
        if wanted and not _has(found, wanted):
            missing.append(wanted)
    for answer, offered in seen["answers"]:
        nodes = [node for node in showing if answer in _spoken(node)]
        if offered:
            nodes = [node for node in nodes if node["enabled"] and UNAVAILABLE[language] not in _spoken(node)]
        else:
            nodes = [node for node in nodes if UNAVAILABLE[language] in _spoken(node)]
        if not nodes:
            missing.append(f"{answer} ({'offered' if offered else 'not available'})")
    return missing


def _check_the_scenario(seen: dict[str, Any], language: str) -> None:
    """The scenario stands where the test thinks it does.

    Its words are the table view's.
    """
    expected = EXPECTED[language][seen["state"]]
    if seen["state"] == "reminder":
        assert any(expected in reminder for reminder in seen["reminders"]), seen
    elif seen["state"] == "winner":
        text, keys = expected
        assert seen["winner"].startswith(text) and seen["end_keys"] == keys, seen
    else:
        question, answers = expected
        assert question in seen["question"], seen
        assert [answer for answer, _ in seen["answers"]][: len(answers)] == answers, seen
    if seen["state"] == "choice":
        assert seen["answers"][0] == ["Hero 1  [1]", False], "Hero 1 chosen once: kept in their place, unavailable"


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("display", ["main", "table", "second"])
def test_every_display_reads_its_totals_question_keys_reminder_and_winner(
    xvfb_display, tmp_path, display, language
) -> None:
    """Main window, table mode (F11), second window (F10).

    The same facts, read on that display's own part of the tree (a reader of
    the second window never borrows the main window's words).
    """
    problems: dict[str, list[str]] = {}
    states = []
    with walked_states("accessible_walk", xvfb_display, tmp_path, display, language) as walked:
        for seen, nodes in walked:
            states.append(seen["state"])
            _check_the_scenario(seen, language)
            missing = missing_at(seen, display_part(nodes, display, language), language)
            if missing:
                problems[seen["state"]] = missing
    assert states == ["reminder", "yes_no", "choice", "winner"]
    assert problems == {}


# ----- announcements: heard on AT-SPI as they happen ----------------------------------------------------------

#: The first and last things the announced game says, in each language (the scenario's own words are
#: checked against these, so a game that says nothing of it cannot pass).
ANNOUNCED = {
    "en": ("Archenemy sets “I Delight in Your Convulsions” in motion.", "The heroes win!"),
    "es": ("Archenemy pone en marcha “Me deleitan tus convulsiones”.", "¡Ganan los héroes!"),
}


@pytest.mark.parametrize("language", ["en", "es"])
def test_what_the_table_must_act_on_is_announced_on_atspi(xvfb_display, tmp_path, language) -> None:
    spoken, heard = announcements_heard("announced_game", xvfb_display, tmp_path, language)
    first, last = ANNOUNCED[language]
    assert spoken[0].startswith(first) and last in spoken[-1], spoken
    # A scheme, its question, a life change, another scheme and its question, an abandon, a third scheme and
    # its question, an undo, a redo, the win: each said once
    assert len(spoken) == 9, spoken
    assert [item["message"] for item in heard] == spoken
    # Polite: after what the screen reader is saying (AT-SPI's ATSPI_LIVE_POLITE)
    assert {item["politeness"] for item in heard} == {1}


def test_announcements_turned_off_say_nothing_on_atspi(xvfb_display, tmp_path) -> None:
    spoken, heard = announcements_heard("announced_game", xvfb_display, tmp_path, "en", "off")
    # Off for the whole game but its end: the win is the first thing heard
    assert len(spoken) == 1 and ANNOUNCED["en"][1] in spoken[0], spoken
    assert [item["message"] for item in heard] == spoken
