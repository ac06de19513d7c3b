"""The one renderer (desktop/texts.py).

Codes to words in a given language, placeholders, language resolution.

The engine speaks in codes and values; one place turns them into
words, for the window and the command line alike, in either language.
"""

from __future__ import annotations

import io
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from archenemy.desktop import texts
from archenemy.desktop.cli import commands
from archenemy.desktop.i18n import system_language
from archenemy.desktop.settings import Settings, effective_language, save_settings, settings_path
from archenemy.desktop.texts import Words, error_text, event_text, fill, outcome_text
from archenemy.desktop.texts.errors import _ERROR_ARGS as ERROR_ARGS
from archenemy.engine.actions import ChangeLife, Concede
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.errors import ERROR_CODES, ArchenemyError, JournalError
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.setup import GameStart, PlayerSetup

from support.games import ARCHENEMY, FILLER, advance_to, make_start, resolve_all
from support.paths import REPO

UNFILLED = re.compile(r"%[0-9]")

# --- fill: Qt's arg(), one pass -------------------------------------------------------


def test_fill_is_single_pass() -> None:
    # Chained replacing rewrote "Ana%1" into "AnaDoom".
    assert fill("“%1” deals %2 damage to %3.", "Doom", 5, "Ana%1") == "“Doom” deals 5 damage to Ana%1."
    assert fill("%2 and %1", "%2", "%1") == "%1 and %2"
    assert fill("%1%", 50) == "50%"
    assert fill("%3 stays", "a") == "%3 stays"
    assert fill("%10 and %1", *range(1, 11)) == "10 and 1"


# --- names with placeholders render verbatim everywhere --------------------------------

ODD_NAMES = ("Ana%1", "%2Bob", "C%n%%1")


def _odd_game() -> Game:
    start = make_start(FILLER)
    setup = start.setup
    players = (setup.players[0],) + tuple(PlayerSetup(name) for name in ODD_NAMES)
    renamed = type(setup)(setup.variant, players, setup.deck_mode)
    return Game(GameStart(renamed, start.decks, start.starting_player))


LIFE_LINE = {"en": "{}: life 20 → 17", "es": "{}: vidas 20 → 17"}
LOST_LINE = {"en": "{} loses the game (conceded).", "es": "{} pierde la partida (concede)."}


@pytest.mark.parametrize("language", ["en", "es"])
def test_player_names_with_placeholders_render_verbatim(translations, language: str) -> None:
    words = Words.of(language)
    catalogue = load_catalogue(language)
    game = _odd_game()
    for name in ODD_NAMES:
        game.do(ChangeLife(name, -3))
    advance_to(game, Step.PRECOMBAT_MAIN)
    resolve_all(game)
    for name in ODD_NAMES:
        game.do(Concede(name))
    lines = [event_text(e, catalogue, words) for e in game.events]
    for name in ODD_NAMES:
        assert LIFE_LINE[language].format(name) in lines
        lost = [line for line in lines if line.startswith(name) and line.endswith(").")]
        assert len(lost) == 1 and lost[0].startswith(LOST_LINE[language].format(name).split(" (")[0])
    outcome = game.state.outcome
    assert outcome is not None and outcome.winners == (ARCHENEMY,)
    assert outcome_text(outcome, words).count(ARCHENEMY) == 1
    assert "Ana%1" in error_text(ArchenemyError("player_left", player="Ana%1"), catalogue, words)
    assert texts.describe_actions([ChangeLife("Ana%1", -2)], catalogue, words).startswith("Ana%1")


# --- every engine error code renders in both languages -----------------------------------


def _sample(code: str) -> ArchenemyError:
    args = {key: f"<{key}>" for key in ERROR_ARGS.get(code, ())}
    if code == "answer_choice":
        args["options"] = ("<a>", "<b>")
    return ArchenemyError(code, **args)


@pytest.mark.parametrize("code", ERROR_CODES)
def test_every_error_code_renders_in_english_and_spanish(translations, code: str) -> None:
    error = _sample(code)
    english = error_text(error, None, Words.of("en"))
    spanish = error_text(error, None, Words.of("es"))
    for text in (english, spanish):
        assert text and text != code
        assert not UNFILLED.search(text), text
        for key in ERROR_ARGS.get(code, ()):
            if key != "options":
                assert f"<{key}>" in text, (code, key, text)
    assert english != spanish, f"{code} is not translated"


def test_every_code_the_engine_raises_is_listed() -> None:
    raised: set[str] = set()
    # DeckTextError takes a reason
    pattern = re.compile(r'(?:(?<!DeckText)Error|fail)\(\s*"([a-z_]+)"')
    for path in (REPO / "engine").glob("*.py"):
        raised.update(pattern.findall(path.read_text(encoding="utf-8")))
    # raised by UnknownSchemeError's own constructor
    raised.discard("unknown_scheme")
    assert raised, "the scan found no raise sites"
    assert raised <= set(ERROR_CODES), sorted(raised - set(ERROR_CODES))
    assert len(set(ERROR_CODES)) == len(ERROR_CODES)


def test_a_nested_cause_and_its_line_are_rendered(translations) -> None:
    cause = ArchenemyError("action_unknown_type", type="shuffle")
    error = JournalError("journal_invalid_action", line=3, cause=cause)
    assert error_text(error, None, Words.of("en")) == "line 3: invalid action: unknown action type “shuffle”"
    assert error_text(error, None, Words.of("es")) == "línea 3: acción no válida: tipo de acción desconocido “shuffle”"


def test_an_error_as_a_sentence_starts_with_a_capital_and_keeps_the_name(translations) -> None:
    seat = ArchenemyError("needs_planar_deck", seat=1, name="ana")
    assert texts.error_sentence(seat, None, Words.of("en")) == "Seat 1 (ana) needs a planar deck (CR 901.3)"
    assert texts.error_sentence(seat, None, Words.of("es")) == "El asiento 1 (ana) necesita un mazo planar (RC 901.3)"
    # A name starting the message is the player's as typed
    named = ArchenemyError("planar_primary", name="ana")
    assert texts.error_sentence(named, None, Words.of("en")).startswith("ana is not a hero")
    cause = ArchenemyError("action_unknown_type", type="shuffle")
    lined = JournalError("journal_invalid_action", line=3, cause=cause)
    assert texts.error_sentence(lined, None, Words.of("en")) == "Line 3: invalid action: unknown action type “shuffle”"
    assert error_text(seat, None, Words.of("en")).startswith("seat 1")


def test_two_languages_at_once(translations) -> None:
    # The renderer takes the language: a window in English, another screen in Spanish.
    assert texts.step_name(Step.END, Words.of("en")) == "End step"
    assert texts.step_name(Step.END, Words.of("es")) == "Paso final"
    # The installed language (English here)
    assert texts.step_name(Step.END) == "End step"


def test_scheme_names_follow_the_catalogue_language(translations) -> None:
    error = ArchenemyError("not_event_scheme", scheme="my-laughter-echoes")
    english = error_text(error, load_catalogue("en"), Words.of("en"))
    spanish = error_text(error, load_catalogue("es"), Words.of("es"))
    assert "My Laughter Echoes" in english
    assert load_catalogue("es")["my-laughter-echoes"].name in spanish


# --- one language resolution for the window and the command line -------------------------

ENVIRONMENTS = [
    ({"LANGUAGE": "es", "LANG": "en_US.UTF-8"}, "es"),
    ({"LANGUAGE": "en", "LANG": "es_ES.UTF-8"}, "en"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
    ({"LC_MESSAGES": "es_ES.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
]
LANGUAGE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.mark.parametrize("env, expected", ENVIRONMENTS)
def test_window_and_command_line_agree_on_the_language(
    translations,
    monkeypatch: pytest.MonkeyPatch,
    env: dict[str, str],
    expected: str,
) -> None:
    for var in LANGUAGE_VARS:
        monkeypatch.delenv(var, raising=False)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert system_language() == expected
    # The window's choice
    assert effective_language(None, Settings()) == expected
    out, err = io.StringIO(), io.StringIO()
    assert commands.main(["schemes"], out, err) == 0
    spanish_name = load_catalogue("es")["my-laughter-echoes"].name
    assert (spanish_name in out.getvalue()) == (expected == "es")


def test_the_saved_setting_beats_the_environment_in_the_command_line(
    translations,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for var in LANGUAGE_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    save_settings(Settings(language="es"), settings_path())
    out = io.StringIO()
    assert commands.main(["schemes"], out, io.StringIO()) == 0
    assert load_catalogue("es")["my-laughter-echoes"].name in out.getvalue()
    out = io.StringIO()
    assert commands.main(["schemes", "--lang", "en"], out, io.StringIO()) == 0
    assert "My Laughter Echoes" in out.getvalue()


def _fill_by_regex(template: str, *args: object) -> str:
    """Qt's arg() as one regular-expression pass: what :func:`fill` must equal."""

    def one(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(args[index - 1]) if index <= len(args) else match.group(0)

    return re.sub(r"%([1-9][0-9]?)", one, template)


@given(
    st.lists(st.one_of(st.text(alphabet="ab %19", max_size=4), st.sampled_from(["%1", "%2", "%12", "%0", "%%1"]))),
    st.lists(st.one_of(st.text(alphabet="x%12", max_size=3), st.integers(-5, 5), st.floats(0, 2)), max_size=12),
)
def test_fill_equals_one_regular_expression_pass(pieces: list[str], args: list[object]) -> None:
    """The cached split of a template fills exactly as the one-pass substitution."""
    template = "".join(pieces)
    assert fill(template, *args) == _fill_by_regex(template, *args)


@given(st.text(alphabet=st.sampled_from(list("ab &<>\"'#;x\n\u00e9\u2014")) | st.characters(), max_size=60))
def test_markup_is_escaped_as_html_escape_does_it(text: str) -> None:
    import html

    assert texts.escape_markup(text) == html.escape(text)
