"""The translation layer at work.

install_language, Spanish texts, a Spanish window, the command line.

With the Spanish translator installed, texts, prompts, deck messages, the
main window and the command line speak Spanish; switching back and forth
while the window is open re-translates it.  The catalogues themselves are
checked by ``tests/repo/test_i18n_catalogues.py``.

The ``.qm`` files are built from the committed ``.ts`` into a temporary
directory with ``pyside6-lrelease`` (so a stale or missing ``make translations``
never decides a test), and ``install_language`` / ``deck check`` read them from
there.  Every test that installs Spanish goes back to English at the end.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu

from archenemy.desktop import i18n, texts
from archenemy.desktop.cli import commands as cli
from archenemy.desktop.cli import deck_check
from archenemy.desktop.i18n import install_language
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.decks import DeckProblem
from archenemy.engine.model import Prompt, PromptKind, Step

from support.i18n import english_patterns, text_pieces

# --- helpers ---------------------------------------------------------------------


def _tr(context: str, text: str, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, None, n)


# --- (a) texts, prompts and deck messages in Spanish -----------------------------------


def test_the_english_plural_forms_read_right(translations) -> None:
    assert _tr("ViewCounts", "Scheme deck: %n card(s)", 1) == "Scheme deck: 1 card"
    assert _tr("ViewCounts", "Scheme deck: %n card(s)", 20) == "Scheme deck: 20 cards"
    assert _tr("ViewCounts", "Scheme deck: %n card(s)", 0) == "Scheme deck: 0 cards"
    assert _tr("ViewCounts", "%n doom counter(s)", 1) == "1 doom counter"
    assert _tr("ViewCounts", "%n doom counter(s)", 3) == "3 doom counters"


def test_english_installs_no_qt_base_translation(translations) -> None:
    assert install_language("en") == "en"
    # The plural file only
    assert len(i18n._installed) == 1


def test_texts_come_out_in_spanish(translations) -> None:
    assert install_language("es") == "es"
    assert texts.step_name(Step.UNTAP) == "Paso de enderezar"
    assert texts.step_name(Step.UPKEEP) == "Paso de mantenimiento"
    assert texts.step_name(Step.PRECOMBAT_MAIN) == "Fase principal precombate"
    assert texts.step_name(Step.END) == "Paso final"
    assert texts.side_name("heroes") == "Los héroes"
    assert _tr("ViewCounts", "Scheme deck: %n card(s)", 1) == "Mazo de planes: 1 carta"
    assert _tr("ViewCounts", "Scheme deck: %n card(s)", 20) == "Mazo de planes: 20 cartas"
    assert _tr("ViewCounts", "%n doom counter(s)", 2) == "2 contadores de perdición"


def test_prompts_come_out_in_spanish(translations) -> None:
    install_language("es")
    es = load_catalogue("es")
    resolve = Prompt(1, PromptKind.DONE, "resolve", "Archenemy", card_uid=1, scheme_id="my-laughter-echoes")
    assert texts.prompt_text(resolve, es) == "Resuelve “Mi risa resuena” y luego pulsa Hecho."
    spells = Prompt(
        2,
        PromptKind.COUNT,
        "because-i-have-willed-it",
        "Archenemy",
        scheme_id="because-i-have-willed-it",
        threshold=3,
        params=(("active", "heroes"),),
    )
    # The heroes: a plural subject.
    assert texts.prompt_text(spells, es) == "¿Cuántos hechizos han lanzado los héroes este turno?"
    fear = Prompt(
        3,
        PromptKind.CHOICE,
        "fear-my-authority",
        "Archenemy",
        scheme_id="fear-my-authority",
        options=("discard", "pay_life", "abandon"),
    )
    assert (
        texts.prompt_text(fear, es) == "Archenemy: ¿descartar una carta, pagar 3 vidas o abandonar “Teme mi autoridad”?"
    )
    assert [texts.option_text(fear, o, es) for o in fear.options] == [
        "Descartar una carta",
        "Pagar 3 vidas",
        "Abandonar el plan",
    ]


def test_deck_check_messages_come_out_in_spanish(translations) -> None:
    install_language("es")
    es = load_catalogue("es")
    assert deck_check.problem_message(DeckProblem(None, "too_few_cards", args={"cards": 5, "minimum": 20})) == (
        "el mazo tiene 5 cartas; se necesitan al menos 20"
    )
    assert (
        deck_check.problem_message(
            DeckProblem(3, "unknown_name", "Mi risa", args={"suggestion": "Mi risa resuena"}), es
        )
        == "línea 3: plan desconocido “Mi risa”; ¿querías decir “Mi risa resuena”?"
    )
    assert deck_check.problem_message(
        DeckProblem(
            2,
            "too_many_copies",
            "Because I Have Willed It",
            lines=(2, 5),
            args={"count": 3, "maximum": 2, "scheme_id": "because-i-have-willed-it"},
        ),
        es,
    ).startswith("líneas 2, 5: 3 copias de “")


# --- (b) the Spanish main window shows no English --------------------------------------


def _visible_texts(window) -> list[str]:
    found = [window.windowTitle()]
    for widget in window.findChildren(QLabel) + window.findChildren(QAbstractButton):
        if widget.isVisibleTo(window) and widget.text():
            found.append(widget.text())
    for menu in window.menuBar().findChildren(QMenu):
        found.append(menu.title())
        found += [action.text() for action in menu.actions() if action.text()]
    found += [action.text() for action in window.menuBar().actions() if action.text()]
    return found


def _play_to_first_scheme(tmp_path: Path, qtbot, language: str):
    from archenemy.desktop.session import Session
    from archenemy.desktop.table.window import MainWindow
    from archenemy.engine.actions import NextStep

    session = Session(tmp_path / "games")
    session.new_game()
    window = MainWindow(session, language)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        session.perform(NextStep())
    assert session.state.step is Step.PRECOMBAT_MAIN
    return session, window


def _english_in(window, session) -> list[tuple[str, str]]:
    """Every English UI text in ``window``: (text shown, its English source).

    (text shown, English source it matches) for every English UI text in
    ``window``.
    """
    allowed = {"Archenemy Companion"}
    allowed |= {p.name for p in session.state.players}
    allowed |= {s.name_en for s in load_catalogue("en").values()}
    patterns = english_patterns()
    english = []
    for text in _visible_texts(window):
        for piece in text_pieces(text) - allowed:
            english += [(piece, source) for source, pattern in patterns if pattern.fullmatch(piece)]
    return english


def test_the_spanish_window_shows_no_english(translations, tmp_path: Path, qtbot) -> None:
    install_language("es")
    session, window = _play_to_first_scheme(tmp_path, qtbot, "es")
    try:
        assert window.turn_bar.step_label.text() == "Fase principal precombate"
        # Its key on the button, or (to give the step name its full size) in its tooltip alone.
        assert window.turn_bar.next_button.text() in ("Siguiente paso  [Espacio]", "Siguiente paso")
        assert window.card.deck_label.text().startswith("Mazo de planes: ")
        english = _english_in(window, session)
        assert not english, f"English text in the Spanish window: {english}"
    finally:
        window.close()
        session.close()
        install_language("en")


# --- (c) switching language while the window is open -----------------------------------


def test_switching_language_retranslates_the_open_window(translations, tmp_path: Path, qtbot) -> None:
    session, window = _play_to_first_scheme(tmp_path, qtbot, "en")
    try:
        assert window.turn_bar.step_label.text() == "Precombat main phase"
        assert window.turn_bar.next_button.text() == "Next step  [Space]"
        assert re.fullmatch(r"Scheme deck: \d+ cards", window.card.deck_label.text())
        # The English window is what the Spanish test must not find: the check is not vacuous.
        found = {source for _, source in _english_in(window, session)}
        assert {"Next step", "Precombat main phase", "&Game"} <= found, found
        install_language("es")
        qtbot.waitUntil(lambda: window.turn_bar.step_label.text() == "Fase principal precombate", timeout=2000)
        # Its key on the button, or (to give the step name its full size) in its tooltip alone.
        assert window.turn_bar.next_button.text() in ("Siguiente paso  [Espacio]", "Siguiente paso")
        assert window.turn_bar.undo_button.accessibleName() == "Deshacer"
        assert window.menus.game_menu.title() == "&Partida"
        assert window.card.deck_label.text().startswith("Mazo de planes: ")
        install_language("en")
        qtbot.waitUntil(lambda: window.turn_bar.step_label.text() == "Precombat main phase", timeout=2000)
        assert window.turn_bar.next_button.text() == "Next step  [Space]"
        assert window.menus.game_menu.title() == "&Game"
        assert window.card.deck_label.text().startswith("Scheme deck: ")
    finally:
        window.close()
        session.close()
        install_language("en")


# --- (d) the command line ----------------------------------------------------------------


def _cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_schemes_command_in_spanish(translations) -> None:
    code, out, err = _cli("schemes", "--lang", "es")
    try:
        assert code == 0, err
        assert "Mi risa resuena  (My Laughter Echoes)" in out
        assert "Teme mi autoridad" in out
    finally:
        install_language("en")


def test_deck_check_command_in_spanish(translations, tmp_path: Path) -> None:
    es = load_catalogue("es")
    names = [s.name for s in es.values()][:5]
    deck = tmp_path / "deck.txt"
    deck.write_text("".join(f"1 {name}\n" for name in names) + "1 Nothing Like This\n", encoding="utf-8")
    try:
        code, out, err = _cli("deck", "check", str(deck), "--lang", "es")
        assert code == 1, err
        assert "línea 6: plan desconocido “Nothing Like This”" in out
        # The unknown line counts too
        assert "el mazo tiene 6 cartas; se necesitan al menos 20" in out
        assert out.rstrip().endswith("El mazo de planes no es legal para Archenemy.")
        # and English again without --lang es
        code, out, err = _cli("deck", "check", str(deck), "--lang", "en")
        assert "deck has 6 cards; at least 20 are needed" in out
    finally:
        install_language("en")


def test_a_window_under_test_reads_english_plurals_as_the_app_does(make_window) -> None:
    """The test session installs English as ``run_gui`` does.

    A window reads "20 cards", never "20 card(s)".
    """
    window = make_window()
    assert window.card.deck_label.text() == "Scheme deck: 20 cards"


@pytest.mark.parametrize(("language", "expected"), [("en", "The chosen player"), ("es", "El jugador elegido")])
def test_a_recorded_choice_starts_its_line_with_a_capital(language, expected) -> None:
    """A player read "the chosen player: Hero 2" at the start of the card's line."""
    from archenemy.desktop.texts import role_name

    install_language(language)
    try:
        assert role_name("chosen") == expected
    finally:
        install_language("en")
