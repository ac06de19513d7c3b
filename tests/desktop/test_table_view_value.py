"""The table view (desktop/table_view.py) as a value.

What every display shows, computed from the state.

Built from engine games (tests/support/games.py) without any window: the
answer keys by seat in every variant, answers kept in place when not offered,
the end of the game, reminders, seats, in English and Spanish.
"""

from __future__ import annotations

from archenemy.desktop.table_view import ARCHENEMY_KEY, NOBODY_KEY, answer_keys, table_view
from archenemy.desktop.texts import Words
from archenemy.engine.actions import Answer, ChangeLife, Concede
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import HEROES, PromptKind, Step
from archenemy.engine.variants import Variant

from support.games import (
    CATALOGUE,
    FILLER,
    advance_to,
    keep_schemes,
    make_game,
    make_rumble,
    prompts,
    rumble_decks,
)


def keys(game, prompt=None) -> dict[str, tuple[str, bool]]:
    """``{label: (key, offered)}`` of the first prompt's answers."""
    prompt = prompt or game.state.prompts[0]
    return {a.label: (a.key, a.offered) for a in answer_keys(game.state, prompt, CATALOGUE, Words.of("en"))}


def test_know_evil_keys_by_hero_number_and_a_chosen_hero_keeps_their_place():
    """A hero's answer key is the same in every question.

    "Hero 2 [2]" in the first question, "Hero 2 [1]" in the second; Hero 2 is 2
    in both now.
    """
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    first = keys(game)
    assert first == {
        "Hero 1": ("1", True),
        "Hero 2": ("2", True),
        "Hero 3": ("3", True),
        "Nobody": (NOBODY_KEY, True),
    }
    game.do(Answer(game.state.prompts[0].id, "Hero 1"))
    second = keys(game)
    assert {label: key for label, (key, _) in second.items()} == {label: key for label, (key, _) in first.items()}
    assert second["Hero 1"] == ("1", False) and second["Hero 2"] == ("2", True)
    game.do(Answer(game.state.prompts[0].id, "Hero 2"))
    assert keys(game)["Hero 3"] == ("3", True) and keys(game)["Hero 2"] == ("2", False)


def test_a_hero_who_left_keeps_their_place_unavailable():
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    game.do(Concede("Hero 2"))
    assert keys(game)["Hero 2"] == ("2", False)
    assert keys(game)["Hero 3"] == ("3", True)


def test_choose_your_champion_offers_every_player_in_seat_order_the_archenemy_first():
    game = make_game(["choose-your-champion", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    assert list(keys(game).items()) == [
        ("Archenemy", (ARCHENEMY_KEY, True)),
        ("Hero 1", ("1", True)),
        ("Hero 2", ("2", True)),
        ("Hero 3", ("3", True)),
    ]


def test_fear_my_authority_numbers_its_own_words():
    game = make_game(["fear-my-authority", *FILLER])
    # The archenemy's next upkeep asks
    advance_to(game, Step.UPKEEP, active="Archenemy", turn=3)
    prompt = prompts(game, "fear-my-authority")[0]
    assert [(a.label, a.key) for a in answer_keys(game.state, prompt, CATALOGUE, Words.of("en"))] == [
        ("Discard a card", "1"),
        ("Pay 3 life", "2"),
        ("Abandon the scheme", "3"),
    ]


def test_in_a_rumble_each_player_keeps_their_seat_key_whoever_asks():
    decks = rumble_decks(4, ["know-evil", *FILLER])
    game = make_rumble(decks)
    names = [p.name for p in game.state.players]
    advance_to(game, Step.PRECOMBAT_MAIN)
    found = keys(game)
    owner = game.state.prompts[0].owner
    assert owner not in found
    assert all(found[name][0] == str(names.index(name) + 1) for name in names if name != owner)


def test_yes_no_done_and_count_keys_in_spanish():
    es, catalogue = Words.of("es"), load_catalogue("es")
    # A scheme that is not ongoing: resolve it, then Done
    game = make_game(FILLER)
    advance_to(game, Step.PRECOMBAT_MAIN)
    resolve = game.state.prompts[0]
    assert resolve.kind is PromptKind.DONE
    assert [(a.label, a.key) for a in answer_keys(game.state, resolve, catalogue, es)] == [("Hecho", "Intro")]
    game = make_game(["bow-to-my-command", *FILLER])
    advance_to(game, Step.END, active=HEROES, answers=keep_schemes)
    yes_no = game.state.prompts[0]
    assert [(a.label, a.key, a.value) for a in answer_keys(game.state, yes_no, catalogue, es)] == [
        ("Sí", "S", True),
        ("No", "N", False),
    ]
    game = make_game(["because-i-have-willed-it", *FILLER])
    advance_to(game, Step.END, active=HEROES, answers=keep_schemes)
    view = table_view(game.state, game.last_set_in_motion, catalogue, es)
    assert view.question is not None and view.question.typed
    assert [(a.label, a.key) for a in view.question.answers] == [("Aceptar", "Intro")]
    assert view.question.how == "Escribe el número y pulsa Intro."
    assert view.question.threshold == "(con 4 o más se abandona el plan)"


def test_the_view_of_a_question_says_how_to_answer_and_how_many_wait():
    game = make_game(["know-evil", *FILLER])
    advance_to(game, Step.PRECOMBAT_MAIN)
    view = table_view(game.state, game.last_set_in_motion, CATALOGUE, Words.of("en"))
    assert view.question is not None and view.question.prompt_id == game.state.prompts[0].id
    assert view.question.heading.startswith("“Know Evil”: choose")
    assert view.question.more == f"Questions waiting after this one: {len(game.state.prompts) - 1}"
    assert view.question.answer("2").value == "Hero 2" and view.question.answer("9") is None
    assert view.end is None and view.scheme.name == "Know Evil"


def test_the_end_of_the_game_with_its_keys_and_an_empty_standings_slot():
    game = make_game()
    game.do(ChangeLife("Archenemy", -40))
    view = table_view(game.state, game.last_set_in_motion, CATALOGUE, Words.of("en"))
    assert view.question is None and view.end is not None
    assert view.end.text.startswith("The heroes win!") and not view.end.draw
    assert [k.text for k in view.end.keys] == ["Rematch  [Ctrl+Shift+N]", "New game  [Ctrl+N]"]
    assert view.end.standings == ()
    es = table_view(game.state, game.last_set_in_motion, load_catalogue("es"), Words.of("es"))
    assert [k.text for k in es.end.keys] == ["Revancha  [Ctrl+Mayús+N]", "Nueva partida  [Ctrl+N]"]
    assert not any(seat.active for seat in view.seats), "nobody's turn once the game is over"


def test_a_step_reminder_and_the_seats_with_the_shared_team_total():
    game = make_game(["my-forces-are-innumerable", *FILLER], variant=Variant.ARCHENEMY_COMMANDER)
    advance_to(game, Step.END, active="Archenemy")
    view = table_view(game.state, game.last_set_in_motion, CATALOGUE, Words.of("en"), selected=HEROES)
    assert [r.text for r in view.reminders] == [
        "“My Forces Are Innumerable”: Archenemy creates a 3/3 black Horror creature token."
    ]
    assert [s.name for s in view.seats][:2] == ["Archenemy", HEROES]
    team = view.seat(HEROES)
    assert team.team and team.life == game.state.team_life and team.selected and team.key == ""
    assert view.seat("Hero 1").life is None and view.seat("Hero 1").key == "1", "the keys that select: the answer keys"
