"""What a screen reader is told as the table must act on it, and only once.

The window's announcer (``desktop/table/announcements.py``) is fed by the
session: each text it announced is kept in ``announcer.spoken`` (the same
texts go to Qt's accessibility, heard on AT-SPI in
``tests/desktop/test_accessibility.py``).  The game: I Delight in Your
Convulsions (a question to resolve, a life change the app computes), My
Forces Are Innumerable (ongoing, abandoned by the heroes' answer), Know Evil
(a choice of a hero), then the archenemy at 0 life.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from archenemy.desktop.session import Session
from archenemy.desktop.settings import load_settings
from archenemy.desktop.table.window import MainWindow
from archenemy.engine.actions import Answer, ChangeLife, NextStep, SetLife
from archenemy.engine.model import Prompt
from archenemy.engine.rules.life import life_effects
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

DECK = ("i-delight-in-your-convulsions", "my-forces-are-innumerable", *("know-evil",) * 18)

#: Everything said over the game, in each language, in order.
SAID = {
    "en": [
        "Archenemy sets “I Delight in Your Convulsions” in motion. "
        "Resolve “I Delight in Your Convulsions”, then press Done. Done: key Enter.",
        "Hero 1 loses 3 life: from 20 to 17. Hero 2 loses 3 life: from 20 to 17. "
        "Hero 3 loses 3 life: from 20 to 17. Archenemy gains 9 life: from 40 to 49.",
        "Archenemy sets “My Forces Are Innumerable” in motion.",
        "“My Forces Are Innumerable”: Do the heroes sacrifice two creatures? Yes: key Y; No: key N.",
        "Archenemy abandons “My Forces Are Innumerable”.",
        "Archenemy sets “Know Evil” in motion. “Know Evil”: choose the opponent who can't attack with "
        "creatures. Hero 1: key 1; Hero 2: key 2; Hero 3: key 3; Nobody: key 0.",
        "Archenemy loses the game (0 or less life). The heroes win! (Hero 1, Hero 2, Hero 3)",
    ],
    "es": [
        "Archenemy pone en marcha “Me deleitan tus convulsiones”. "
        "Resuelve “Me deleitan tus convulsiones” y luego pulsa Hecho. Hecho: tecla Intro.",
        "Hero 1 pierde vidas: 3 menos, de 20 a 17. Hero 2 pierde vidas: 3 menos, de 20 a 17. "
        "Hero 3 pierde vidas: 3 menos, de 20 a 17. Archenemy gana vidas: 9 más, de 40 a 49.",
        "Archenemy pone en marcha “Mis fuerzas son innumerables”.",
        "“Mis fuerzas son innumerables”: ¿Sacrifican los héroes dos criaturas? Sí: tecla S; No: tecla N.",
        "Archenemy abandona “Mis fuerzas son innumerables”.",
        "Archenemy pone en marcha “Conoce el mal”. “Conoce el mal”: elige quién es el oponente que no puede "
        "atacar con criaturas. Hero 1: tecla 1; Hero 2: tecla 2; Hero 3: tecla 3; Nadie: tecla 0.",
        "Archenemy pierde la partida (0 vidas o menos). ¡Ganan los héroes! (Hero 1, Hero 2, Hero 3)",
    ],
}


def fixed_start() -> GameStart:
    """The archenemy's deck in :data:`DECK`'s order against three heroes."""
    players = (PlayerSetup("Archenemy", DECK), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    return GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", DECK),), "Archenemy")


def next_question(session: Session) -> Prompt:
    """Next step until a question waits; that question."""
    for _ in range(80):
        if session.state.prompts:
            return session.state.prompts[0]
        assert session.perform(NextStep())
    raise AssertionError("no question came")


def apply_the_effect(session: Session) -> None:
    """The first scheme face up's computed life change, as its button applies it."""
    face = next(iter(session.state.face_up()))
    assert session.perform(life_effects(session.state, face)[0].actions[0])


def play(session: Session) -> None:
    """The whole game of the module's doc."""
    resolve = next_question(session)
    apply_the_effect(session)
    assert session.perform(Answer(resolve.id, True))
    # The heroes' end step: they sacrifice two creatures, My Forces is abandoned
    forces = next_question(session)
    assert session.perform(Answer(forces.id, True))
    next_question(session)
    assert session.perform(ChangeLife("Archenemy", -60))


@pytest.mark.parametrize("language", ["en", "es"])
def test_each_thing_the_table_must_act_on_is_said_once_in_the_window_language(
    translations, make_window, language
) -> None:
    window = make_window(fixed_start(), language)
    play(window.session)
    assert window.announcer.spoken == SAID[language]


def test_a_life_change_the_table_typed_is_not_read_back(make_window) -> None:
    window = make_window(fixed_start())
    session = window.session
    assert session.perform(ChangeLife("Hero 2", -3))
    assert session.perform(SetLife("Hero 1", 12))
    assert session.perform(NextStep())
    assert window.announcer.spoken == []


def test_undo_says_what_it_undid_and_redo_never_says_the_events_again(make_window) -> None:
    window = make_window(fixed_start())
    session = window.session
    next_question(session)
    spoken = window.announcer.spoken
    assert spoken == SAID["en"][:1]
    # Ctrl+Z, then Ctrl+Shift+Z: what the window shows over the table, nothing else
    assert window.totals.undo_step()
    assert window.totals.redo_step()
    assert spoken[1:] == ["Undone: Next step", "Redone: Next step"]
    # Undone, then the same step taken again: a new action, said again
    assert window.totals.undo_step()
    assert session.perform(NextStep())
    assert spoken[3:] == ["Undone: Next step", SAID["en"][0]]


def test_a_game_opened_again_says_nothing_of_its_history(make_window, qtbot, tmp_path: Path) -> None:
    first = make_window(fixed_start())
    next_question(first.session)
    apply_the_effect(first.session)
    games = first.session.games_dir
    first.session.close()
    first.close()
    session = Session(games)
    session.resume_or_new()
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    session.complete_history()
    assert session.state.prompts, "resumed with its question waiting"
    assert window.announcer.spoken == []
    # What the table does next is said
    assert session.perform(Answer(session.state.prompts[0].id, True))
    next_question(session)
    assert window.announcer.spoken == SAID["en"][2:4]
    session.close()


def test_the_setting_turns_announcements_off_and_is_remembered(make_window) -> None:
    window = make_window(fixed_start())
    menus, announcer = window.menus, window.announcer
    assert menus.announcements_action.isChecked() and announcer.enabled
    menus.announcements_action.trigger()
    assert not announcer.enabled and load_settings().announcements is False
    next_question(window.session)
    assert window.totals.undo_step()
    assert announcer.spoken == []
    # A new window reads the setting
    assert make_window(fixed_start()).announcer.enabled is False
    menus.announcements_action.trigger()
    assert load_settings().announcements is True
    assert window.session.perform(NextStep())
    assert announcer.spoken == [SAID["en"][0]]
