"""No Way Out, The Fertile Lands of Saulvinia and Probability Flux in the engine.

Each as its Oracle text says (the card data's, CR 311, 312), from the rules
version that acts on them (``CARDS_SINCE``); a game saved before keeps the
rules it was played by, so it replays as it was played.
"""

from __future__ import annotations

import msgspec
import pytest

from archenemy.engine.actions import Answer, NextStep, Planeswalk, RollPlanarDice, RollPlanarDie
from archenemy.engine.errors import IllegalActionError
from archenemy.engine.events import ChaosEnsued, PlanarDiceRolled, PlanarRevealed
from archenemy.engine.game import Game
from archenemy.engine.planar import dice_to_roll, roll_cost
from archenemy.engine.planar_cards import CARDS_SINCE
from archenemy.engine.questions import Q_FLUX

from support.games import CATALOGUE
from support.planar_games import PLANAR_FILLER, deck_ids, face_up_ids, planechase_start, roll, to_main

NO_WAY_OUT = "no-way-out-playtest"
FERTILE = "the-fertile-lands-of-saulvinia"
FLUX = "probability-flux"


def _game(deck: list[str], *, rules: int | None = None, players: int = 2) -> Game:
    start = planechase_start(deck, players=players)
    if rules is not None:
        start = msgspec.structs.replace(start, extra={"version": rules})
    return Game(start, CATALOGUE)


def _dread(game: Game) -> int:
    (face,) = game.state.planar.face_up
    return face.counter("dread")


def test_no_way_out_starts_with_three_dread_counters_even_as_the_starting_plane() -> None:
    """ "No Way Out enters with three dread counters."

    A replacement, not a trigger: 901.5 keeps the starting plane's
    triggers from happening, not this.
    """
    game = _game([NO_WAY_OUT, *PLANAR_FILLER])
    assert face_up_ids(game) == [NO_WAY_OUT] and _dread(game) == 3


def test_no_way_out_turns_a_planeswalk_into_chaos_while_it_has_dread_counters() -> None:
    """No Way Out: while it has dread counters, chaos ensues instead of a planeswalk.

    "If a player would planeswalk while this plane has dread counters, chaos
    ensues instead."

    Its chaos ability: "Remove a dread counter from this plane."  So the
    first three Planeswalker rolls (901.8) make chaos ensue (311.7) and take
    a counter each; the fourth planeswalks (701.31).
    """
    game = _game([NO_WAY_OUT, *PLANAR_FILLER])
    to_main(game)
    for left in (2, 1, 0):
        before = len(game.events)
        roll(game, "planeswalker", caused=True)
        assert face_up_ids(game) == [NO_WAY_OUT]
        assert any(isinstance(e, ChaosEnsued) and e.plane == NO_WAY_OUT for e in game.events[before:])
        assert _dread(game) == left
    roll(game, "planeswalker", caused=True)
    assert face_up_ids(game) == [PLANAR_FILLER[0]]


def test_no_way_out_holds_a_planeswalk_an_ability_says_too() -> None:
    """F7 (an ability says "planeswalk", 701.31a) is a planeswalk: chaos instead."""
    game = _game([NO_WAY_OUT, *PLANAR_FILLER])
    game.do(Planeswalk("Ann"))
    assert face_up_ids(game) == [NO_WAY_OUT] and _dread(game) == 2


def test_no_way_out_planeswalked_to_gets_its_counters() -> None:
    game = _game([PLANAR_FILLER[0], NO_WAY_OUT, *PLANAR_FILLER[1:]])
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == [NO_WAY_OUT] and _dread(game) == 3


def test_a_version_6_game_with_no_way_out_replays_as_it_was_played() -> None:
    """A save of rules 6: no counters, a Planeswalker roll planeswalked."""
    game = _game([NO_WAY_OUT, *PLANAR_FILLER], rules=6)
    assert game.state.rules_version == 6 < CARDS_SINCE
    assert _dread(game) == 0
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == [PLANAR_FILLER[0]]


def test_fertile_lands_reveals_until_a_plane_chaos_ensues_on_it_then_the_bottom() -> None:
    """The Fertile Lands' chaos: reveal until a plane, chaos on it, to the bottom.

    "Reveal cards from the top of your planar deck until you reveal a plane card.

    Chaos ensues on that plane.  Then put all cards revealed this way on
    the bottom of your planar deck in any order": Aretopolis' chaos is
    carried out (it is not face up, so no scroll counter stays on it), and
    the phenomenon and the plane go to the bottom in the order revealed.
    """
    deck = [FERTILE, "mutual-epiphany", "naar-isle", *PLANAR_FILLER[:3]]
    game = _game(deck)
    to_main(game)
    before = len(game.events)
    roll(game, "chaos")
    events = game.events[before:]
    revealed = [e for e in events if isinstance(e, PlanarRevealed)]
    assert [(e.by, e.planes) for e in revealed] == [(FERTILE, ("mutual-epiphany", "naar-isle"))]
    assert [e.plane for e in events if isinstance(e, ChaosEnsued)] == [FERTILE, "naar-isle"]
    assert face_up_ids(game) == [FERTILE]
    assert deck_ids(game) == [*PLANAR_FILLER[:3], "mutual-epiphany", "naar-isle"]


def test_fertile_lands_in_a_version_6_game_reveals_nothing() -> None:
    deck = [FERTILE, "mutual-epiphany", "naar-isle", *PLANAR_FILLER[:3]]
    game = _game(deck, rules=6)
    to_main(game)
    roll(game, "chaos")
    assert deck_ids(game) == deck[1:]


def _flux_game() -> Game:
    """Probability Flux met on Ann's turn 1, then planeswalked away from (704.6f)."""
    game = _game(["akoum", FLUX, *PLANAR_FILLER[1:]])
    to_main(game)
    roll(game, "planeswalker")
    assert face_up_ids(game) == [PLANAR_FILLER[1]], "the app carries it out, then 704.6f"
    return game


def test_probability_flux_makes_a_roll_two_dice_and_the_roller_keeps_one() -> None:
    """Probability Flux: a roll is two dice, and the roller keeps one.

    "Until your next turn, if a player would roll one or more dice, instead
    they roll that many dice plus one and ignore one."

    One roll action (901.9: it costs one more than the last and counts
    once); the roller says which die to keep; the kept face resolves.
    """
    game = _flux_game()
    assert dice_to_roll(game.state) == 2
    with pytest.raises(IllegalActionError) as refused:
        game.do(RollPlanarDie("Ann", "blank"))
    assert refused.value.code == "planar_dice"
    game.do(RollPlanarDice("Ann", ("blank", "planeswalker")))
    assert roll_cost(game.state, "Ann") == 2
    (prompt,) = game.state.prompts
    assert (prompt.question, prompt.owner, prompt.options) == (Q_FLUX, "Ann", ("blank", "planeswalker"))
    assert [e.faces for e in game.events if isinstance(e, PlanarDiceRolled)] == [("blank", "planeswalker")]
    game.do(Answer(prompt.id, "blank"))
    last = game.state.planar.last_roll
    assert (last.face.value, last.cost) == ("blank", 1)
    assert face_up_ids(game) == [PLANAR_FILLER[1]]


def test_probability_flux_dice_showing_one_face_ask_nothing() -> None:
    game = _flux_game()
    game.do(RollPlanarDice("Ann", ("chaos", "chaos")))
    assert game.state.prompts == () and game.state.planar.last_roll.face.value == "chaos"


def test_probability_flux_lets_the_table_enter_the_paper_die_it_kept() -> None:
    game = _flux_game()
    game.do(RollPlanarDie("Ann", "blank", paper=True))
    assert game.state.planar.last_roll.paper


def test_probability_flux_ends_at_its_controllers_next_turn() -> None:
    """ "Until your next turn": through Ben's turn, over as Ann's begins."""
    game = _flux_game()
    while game.state.active == "Ann":
        game.do(NextStep())
    assert dice_to_roll(game.state) == 2
    while game.state.active == "Ben":
        game.do(NextStep())
    assert dice_to_roll(game.state) == 1


def test_probability_flux_in_a_version_6_game_is_resolved_by_the_table() -> None:
    game = _game(["akoum", FLUX, *PLANAR_FILLER[1:]], rules=6)
    to_main(game)
    roll(game, "planeswalker")
    (prompt,) = game.state.prompts
    assert prompt.question == "planar.encounter"
    game.do(Answer(prompt.id, True))
    assert dice_to_roll(game.state) == 1
