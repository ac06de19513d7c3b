"""The table view's planes as a value (desktop/table_view/planes.py).

Built from engine games with chosen planar decks
(tests/support/planar_games.py), no window: the face-up planes with their
chaos ability apart, two after Spatial Merging (CR 901.11c), the phenomenon
being encountered (704.6f), the planar die's last result and each active
player's next roll's cost (901.9, 901.12d), the planar controller (901.6,
901.12b by analogy), the decks' counts, in English and Spanish.
"""

from __future__ import annotations

from archenemy.desktop.table_view import table_view
from archenemy.desktop.texts import Words
from archenemy.engine.actions import Answer, Concede, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.model import HEROES

from support.games import CATALOGUE, FILLER, make_start
from support.planar_games import PLANAR_FILLER, planechase_game, roll, to_main, with_planes


def view_of(game: Game, language: str = "en"):
    catalogue = CATALOGUE if language == "en" else load_catalogue(language)
    return table_view(game.state, game.last_set_in_motion, catalogue, Words.of(language))


def test_a_game_without_planes_has_no_planar_view_and_its_scheme_card() -> None:
    game = Game(make_start(FILLER), CATALOGUE)
    view = view_of(game)
    assert view.planar is None and view.schemes


def test_planechase_alone_shows_the_starting_plane_with_its_chaos_ability_apart_and_no_scheme_card() -> None:
    game = planechase_game(["aretopolis", *PLANAR_FILLER], players=4)
    view = view_of(game)
    assert not view.schemes
    planar = view.planar
    assert planar is not None and planar.caption == "Plane"
    (plane,) = planar.planes
    assert plane.name == "Aretopolis" and plane.type_line == "Plane — Kephalai"
    assert plane.chaos.startswith("Whenever chaos ensues") and "chaos ensues" not in plane.text
    assert planar.decks == (f"Planar deck: {len(PLANAR_FILLER)} cards",)
    assert planar.controller == "Planar controller: Ann" and planar.die == ""


def test_901_9_the_die_says_who_rolled_and_each_roll_costs_one_more() -> None:
    game = planechase_game(["aretopolis", *PLANAR_FILLER])
    to_main(game)
    assert view_of(game).planar.costs == ("Ann's next roll: {0}",)
    roll(game, "chaos")
    planar = view_of(game).planar
    assert planar.die == "Planar die: chaos · rolled by Ann for {0}" and planar.die_face == "chaos"
    assert planar.costs == ("Ann's next roll: {1}",)
    # One scroll counter at the upkeep, one from its chaos ability.
    assert planar.planes[0].counters == ("Scroll counters: 2",)
    roll(game, "blank", caused=True)
    assert view_of(game).planar.die == "Planar die: blank · rolled by Ann for an effect"
    roll(game, "blank", paper=True)
    assert view_of(game).planar.die == "Planar die: blank · rolled by Ann for {1} · a paper die"
    assert view_of(game).planar.costs == ("Ann's next roll: {2}",)


def test_901_11c_spatial_merging_shows_two_planes() -> None:
    game = planechase_game(["akoum", "spatial-merging", "bant", "jund", "goldmeadow"])
    to_main(game)
    roll(game, "planeswalker")
    planar = view_of(game).planar
    assert [p.name for p in planar.planes] == ["Bant", "Jund"]
    assert planar.caption == "Two planes face up"
    assert planar.die == "Planar die: Planeswalker symbol · rolled by Ann for {0}"


def test_704_6f_the_phenomenon_being_encountered_says_what_follows() -> None:
    game = planechase_game(["akoum", "mutual-epiphany", "bant", "jund"])
    to_main(game)
    roll(game, "planeswalker")
    planar = view_of(game).planar
    (phenomenon,) = planar.planes
    assert phenomenon.phenomenon and phenomenon.chaos == ""
    assert planar.caption == "Phenomenon · being encountered"
    assert planar.phenomenon == (
        "Encountering “Mutual Epiphany”: resolve it, then Ann planeswalks away from it (CR 704.6f)"
    )
    game.do(Answer(game.state.prompts[0].id, True))
    planar = view_of(game).planar
    assert planar.phenomenon == "" and [p.name for p in planar.planes] == ["Bant"]


def test_each_players_planar_deck_is_counted() -> None:
    decks = {"Ann": ["akoum", "bant"], "Ben": ["jund", "goldmeadow", "immersturm"], "Cat": ["astral-arena"]}
    game = planechase_game(decks=decks)
    assert view_of(game).planar.decks == (
        "Ann's planar deck: 1 card",
        "Ben's planar deck: 3 cards",
        "Cat's planar deck: 1 card",
    )


def test_901_12_by_analogy_the_primary_hero_controls_and_each_hero_has_a_cost() -> None:
    game = Game(with_planes(make_start(FILLER, heroes=2), primary="Hero 2"), CATALOGUE)
    assert view_of(game).planar.controller == "Planar controller: Archenemy"
    while game.state.active != HEROES:
        game.do(NextStep() if not game.state.prompts else Answer(game.state.prompts[0].id, True))
    to_main(game)
    roll(game, "blank", player="Hero 1")
    planar = view_of(game).planar
    assert planar.controller == "Planar controller: Hero 2"
    assert planar.costs == ("Hero 1's next roll: {1}", "Hero 2's next roll: {0}")
    assert view_of(game).schemes


def test_chaotic_aether_is_noted_and_a_blank_counts_as_chaos() -> None:
    game = planechase_game(["akoum", "chaotic-aether", "bant", "jund"])
    to_main(game)
    # The app carries Chaotic Aether out itself, then planeswalks away from it (704.6f).
    roll(game, "planeswalker")
    planar = view_of(game).planar
    assert planar.notes == ("“Chaotic Aether”: each blank roll is a chaos roll until a player planeswalks away",)
    roll(game, "blank")
    assert view_of(game).planar.die.startswith("Planar die: chaos · the die showed blank · rolled by Ann")


def test_the_planes_in_spanish() -> None:
    game = planechase_game(["aretopolis", *PLANAR_FILLER])
    to_main(game)
    roll(game, "chaos")
    planar = view_of(game, "es").planar
    (plane,) = planar.planes
    assert plane.name == "Aretópolis" and plane.name_en == "Aretopolis" and plane.official
    assert plane.type_line == "Plano — Kephalai" and plane.chaos.startswith("Siempre que lances caos")
    assert planar.caption == "Plano" and planar.die == "Dado planar: caos · lanzado por Ann por {0}"
    assert planar.costs == ("Próximo lanzamiento de Ann: {1}",)
    assert planar.controller == "Controlador planar: Ann"
    assert planar.decks == (f"Mazo planar: {len(PLANAR_FILLER)} cartas",)
    assert plane.counters == ("Contadores de pergamino: 2",)


def test_the_game_over_asks_for_no_roll() -> None:
    game = planechase_game(players=2)
    game.do(Concede("Ben"))
    planar = view_of(game).planar
    assert planar.costs == () and planar.phenomenon == ""


def test_a_reversed_turn_order_is_noted_with_the_card_that_reversed_it() -> None:
    """Time Distortion is gone at once (704.6f): the notes keep what it did."""
    game = planechase_game(["akoum", "time-distortion", "bant", "jund"])
    to_main(game)
    roll(game, "planeswalker")
    assert view_of(game).planar.notes == ("“Time Distortion”: the turn order is reversed",)
    assert view_of(game, "es").planar.notes == ("«Distorsión del tiempo»: el orden de turnos está invertido",)


def test_the_die_line_is_this_turns_roll_only() -> None:
    """A roll's line (and its die symbol) stays for its own turn only.

    901.9: the roll action and its cost are the active player's, this turn;
    on the next turn the line would read as if the new active player had
    rolled, so the displays say nothing until this turn's first roll (the
    game log keeps every roll).
    """
    game = planechase_game(["aretopolis", *PLANAR_FILLER], players=2)
    to_main(game)
    roll(game, "blank")
    assert view_of(game).planar.die == "Planar die: blank · rolled by Ann for {0}"
    # Still Ann's turn, later in it
    game.do(NextStep())
    assert view_of(game).planar.die.startswith("Planar die: blank")
    while game.state.turn == 1:
        game.do(NextStep())
    planar = view_of(game).planar
    assert (planar.die, planar.die_face) == ("", "")
    assert game.state.planar.last_roll is not None, "the engine keeps the last roll"
    to_main(game)
    roll(game, "chaos")
    assert view_of(game).planar.die == "Planar die: chaos · rolled by Ben for {0}"


def test_the_players_screens_name_the_roll_keys_only_when_a_roll_would_be_taken() -> None:
    """901.9: a roll only in a main phase of an active player, nothing waiting.

    Outside it F6 is refused, so the keys line leaves the two rolls out.
    """
    game = planechase_game(PLANAR_FILLER, players=2)
    assert view_of(game).planar.keys == ("Planeswalk  [F7]", "Chaos ensues  [F8]")
    to_main(game)
    assert view_of(game).planar.keys[:2] == ("Roll  [F6]", "Our own die  [Shift+F6]")


def test_no_way_outs_dread_counters_show_as_the_other_counters_and_undo() -> None:
    """No Way Out: "enters with three dread counters"; each chaos removes one.

    Shown as flame, pressure or scroll counters are (the view's counters,
    on every display), in both languages; the log says each change, and
    undo takes a change back (the journal keeps the roll, never the
    counters).
    """
    from archenemy.desktop import texts

    game = planechase_game(["no-way-out-playtest", *PLANAR_FILLER], players=2)
    (plane,) = view_of(game).planar.planes
    assert plane.counters == ("Dread counters: 3",)
    (es,) = view_of(game, "es").planar.planes
    assert es.counters == ("Contadores de pavor: 3",)
    to_main(game)
    roll(game, "planeswalker")
    (plane,) = view_of(game).planar.planes
    assert plane.name == "No Way Out (Playtest)" and plane.counters == ("Dread counters: 2",)
    lines = [line for e in game.events if (line := texts.event_text(e, CATALOGUE))]
    assert "“No Way Out (Playtest)” has dread counters: chaos ensues instead of planeswalking." in lines
    assert "A dread counter is removed from “No Way Out (Playtest)” (2 left)." in lines
    game.undo()
    (plane,) = view_of(game).planar.planes
    assert plane.counters == ("Dread counters: 3",)


def test_no_way_out_planeswalked_to_logs_its_three_counters() -> None:
    from archenemy.desktop import texts

    game = planechase_game(["akoum", "no-way-out-playtest", *PLANAR_FILLER[1:]], players=2)
    to_main(game)
    roll(game, "planeswalker")
    lines = [line for e in game.events if (line := texts.event_text(e, CATALOGUE))]
    assert "“No Way Out (Playtest)” gets 3 dread counters (3)." in lines


def test_each_eloren_wilds_chaos_is_a_line_a_player_tells_apart() -> None:
    """Eloren Wilds' chaos, each lasting until a player planeswalks (901.11).

    The line names whose chaos it was (the planar controller's, 901.6); the
    same player's chaos again is one line "×2", not two identical lines.
    """
    game = planechase_game(["eloren-wilds", *PLANAR_FILLER], players=2)
    to_main(game)
    roll(game, "chaos")
    roll(game, "chaos")
    assert view_of(game).planar.notes == (
        "“Eloren Wilds” (Ann's chaos): the target player can't cast spells until a player planeswalks ×2",
    )
    while game.state.active != "Ben":
        game.do(NextStep())
    to_main(game)
    roll(game, "chaos")
    assert view_of(game).planar.notes == (
        "“Eloren Wilds” (Ann's chaos): the target player can't cast spells until a player planeswalks ×2",
        "“Eloren Wilds” (Ben's chaos): the target player can't cast spells until a player planeswalks",
    )
    assert view_of(game, "es").planar.notes[1] == (
        "«Campos de Eloren» (caos de Ben): el jugador objetivo no puede lanzar hechizos hasta que un jugador camine"
        " por los planos"
    )


def test_an_extra_turn_a_plane_gave_stays_noted_until_it_is_taken() -> None:
    """Otaria's chaos: the controller takes an extra turn after this one (500.7)."""
    game = planechase_game(["otaria", *PLANAR_FILLER], players=2)
    to_main(game)
    assert view_of(game).planar.notes == ()
    roll(game, "chaos")
    assert view_of(game).planar.notes == ("Extra turn coming: Ann (CR 500.7)",)
    assert view_of(game, "es").planar.notes == ("Turno extra a continuación: Ann (RC 500.7)",)
    while game.state.turn == 1:
        game.do(NextStep())
    assert game.state.active == "Ann" and view_of(game).planar.notes == ()
