"""The face-up planes' abilities reminded at their step (CR 311, 901.6).

As the ongoing schemes' step reminders: at the step the ability names, on
the planar controller's turn (normally the active player's), unless the app
acts on it at that moment; never for a phenomenon or after the game.
"""

from __future__ import annotations

from archenemy.engine.actions import NextStep, RollPlanarDie
from archenemy.engine.game import Game
from archenemy.engine.model import Step
from archenemy.engine.planar_reminders import plane_reminders

from support.planar_games import PLANAR_FILLER, planechase_game


def _steps_until(game: Game, step: Step) -> None:
    for _ in range(40):
        if game.state.step is step:
            return
        game.do(NextStep())
    raise AssertionError(f"no {step}")


def test_a_planes_end_step_ability_is_reminded_at_the_controllers_end_step() -> None:
    """Academy at Tolaria West: "At the beginning of your end step" (its first line)."""
    game = planechase_game(["academy-at-tolaria-west", *PLANAR_FILLER[2:]])
    assert plane_reminders(game.state) == ()
    _steps_until(game, Step.END)
    (reminder,) = plane_reminders(game.state)
    assert (reminder.plane_id, reminder.line, reminder.controller, reminder.step) == (
        "academy-at-tolaria-west",
        0,
        "Ann",
        Step.END,
    )
    game.do(NextStep())
    assert plane_reminders(game.state) == ()


def test_901_6_your_is_the_planar_controllers_so_each_player_is_reminded_in_turn() -> None:
    game = planechase_game(["academy-at-tolaria-west", *PLANAR_FILLER[2:]])
    _steps_until(game, Step.END)
    game.do(NextStep())
    _steps_until(game, Step.END)
    assert game.state.active == "Ben"
    assert [r.controller for r in plane_reminders(game.state)] == ["Ben"]


def test_an_ability_the_app_acts_on_is_not_reminded() -> None:
    """Naar Isle's upkeep counter and damage are the app's: nothing to remind."""
    game = planechase_game(["naar-isle", *PLANAR_FILLER[2:]])
    _steps_until(game, Step.UPKEEP)
    assert plane_reminders(game.state) == ()


def test_a_game_without_planes_reminds_no_plane() -> None:
    from support.games import make_game

    game = make_game()
    for _ in range(3):
        assert plane_reminders(game.state) == ()
        game.do(NextStep())


def test_the_steps_a_plane_is_reminded_at_are_those_the_reminders_fire_at() -> None:
    """The audit's steps: none where the app acts, none for a phenomenon.

    Spectrox Mines' upkeep is acted on (its life) and still reminded (its
    Treasure, which the table makes);
    Royal Booster's "the monarch's end step" is a phenomenon's, never reminded
    (312.5); The Eon Fog's untap step is skipped; Academy at Tolaria West is
    reminded at the end step.
    """
    from archenemy.engine.planar_reminders import reminded_steps
    from archenemy.engine.planes import load_planes

    planes = load_planes()
    game = planechase_game(["spectrox-mines", *PLANAR_FILLER[2:]])
    _steps_until(game, Step.UPKEEP)
    assert [(r.plane_id, r.step) for r in plane_reminders(game.state)] == [("spectrox-mines", Step.UPKEEP)]
    assert reminded_steps(planes["spectrox-mines"]) == (Step.UPKEEP,)
    assert reminded_steps(planes["royal-booster"]) == ()
    assert reminded_steps(planes["the-eon-fog"]) == ()
    assert reminded_steps(planes["academy-at-tolaria-west"]) == (Step.END,)


def test_a_line_the_table_finishes_is_reminded_at_the_step_the_app_acts_at() -> None:
    """Spectrox Mines: the app takes the 3 life, the table makes the Treasure.

    Kilnspire District: the app puts the charge counter, the table adds the
    mana.  Both lines are reminded at their step all the same.
    """
    game = planechase_game(["spectrox-mines", *PLANAR_FILLER[2:]])
    _steps_until(game, Step.UPKEEP)
    assert [(r.plane_id, r.line) for r in plane_reminders(game.state)] == [("spectrox-mines", 0)]
    game = planechase_game(["kilnspire-district", *PLANAR_FILLER[2:]])
    _steps_until(game, Step.PRECOMBAT_MAIN)
    assert [(r.plane_id, r.line) for r in plane_reminders(game.state)] == [("kilnspire-district", 0)]


def test_sky_decks_upkeep_glass_counter_is_reminded_at_the_controllers_upkeep() -> None:
    """Sky Deck: "at the beginning of your upkeep ... put a glass counter".

    The trigger shares its line with the chaos ability (311.7: "or whenever
    chaos ensues"); the counter goes on a permanent the table keeps, so the
    line is reminded at the planar controller's upkeep (901.6), every turn.
    """
    from archenemy.engine.planar_reminders import ability_lines, reminded_steps
    from archenemy.engine.planes import load_planes

    plane = load_planes()["sky-deck"]
    game = planechase_game(["sky-deck", *PLANAR_FILLER[2:]], players=2)
    _steps_until(game, Step.UPKEEP)
    (reminder,) = plane_reminders(game.state)
    assert (reminder.plane_id, reminder.controller) == ("sky-deck", "Ann")
    assert "at the beginning of your upkeep" in ability_lines(plane)[reminder.line]
    game.do(NextStep())
    _steps_until(game, Step.UPKEEP)
    assert [(r.plane_id, r.controller) for r in plane_reminders(game.state)] == [("sky-deck", "Ben")]
    assert reminded_steps(plane) == (Step.UPKEEP,)


def test_two_streams_facility_is_reminded_at_the_games_first_upkeep_only() -> None:
    """Two Streams Facility: "at the beginning of the first upkeep of the game".

    The starting plane (103.7, 901.5: nothing triggers as it turns face up)
    reminds the choice at turn 1's upkeep; no later upkeep does.
    """
    game = planechase_game(["two-streams-facility", *PLANAR_FILLER[2:]], players=2)
    _steps_until(game, Step.UPKEEP)
    assert [(r.plane_id, r.line) for r in plane_reminders(game.state)] == [("two-streams-facility", 0)]
    game.do(NextStep())
    _steps_until(game, Step.UPKEEP)
    assert game.state.turn == 2
    assert plane_reminders(game.state) == ()


#: A trigger's words, as a player reads them, and the step the table meets them at (CR 500–514).
_TRIGGER_STEPS = (
    (r"at the beginning of combat on your turn", Step.BEGINNING_OF_COMBAT),
    (r"whenever you attack|whenever .* attacks\b", Step.DECLARE_ATTACKERS),
    (r"at the beginning (?:of )?(?:your|each player's|the first) upkeep", Step.UPKEEP),
    (r"at the beginning of (?:your|each player's) end step", Step.END),
    (r"at the beginning of your draw step", Step.DRAW),
    (r"at the beginning of your (?:first|precombat) main phase", Step.PRECOMBAT_MAIN),
    (r"at the beginning of (?:your second|each of your postcombat) main phase", Step.POSTCOMBAT_MAIN),
    (r"^at end of combat", Step.END_OF_COMBAT),
)


def test_every_planes_reminder_step_matches_its_trigger_wording() -> None:
    """All 207 planar cards: each trigger reminded at the step its words name.

    "At the beginning of combat on your turn" is the beginning of combat
    step (507.1), before attackers are declared: Ghirapur's and New New
    York's Vehicles must be crewed by then, so the reminder never waits for
    the declare attackers step (508.1), which "whenever you attack" names.
    A plane's "your" is the planar controller's (901.6).
    """
    import re

    from archenemy.engine.planar_cards import reminder_steps
    from archenemy.engine.planes import load_planes

    planes = load_planes()
    assert len(planes) == 207
    checked = 0
    for plane in (planes[plane_id] for plane_id in planes):
        for line in (plane.plane_text or "").splitlines():
            steps = reminder_steps(line)
            for words, step in _TRIGGER_STEPS:
                if re.search(words, line, re.I | re.M):
                    checked += 1
                    assert step in steps, (plane.id, step, line)
            if re.search(r"at the beginning of combat on your turn", line, re.I):
                assert Step.DECLARE_ATTACKERS not in steps, (plane.id, line)
    assert checked >= 60


def test_ghirapur_is_reminded_at_the_beginning_of_combat_not_at_declare_attackers() -> None:
    """Ghirapur: "At the beginning of combat on your turn" (507.1).

    Reminded then on the planar controller's turn (901.6), and no longer
    at the declare attackers step that follows.
    """
    from archenemy.engine.planar_reminders import reminded_steps
    from archenemy.engine.planes import load_planes

    planes = load_planes()
    for plane_id in ("ghirapur", "new-new-york", "prime-ministers-cabinet-room", "bad-wolf-bay"):
        assert reminded_steps(planes[plane_id]) == (Step.BEGINNING_OF_COMBAT,), plane_id
    game = planechase_game(["ghirapur", *PLANAR_FILLER[2:]], players=2)
    _steps_until(game, Step.BEGINNING_OF_COMBAT)
    assert [(r.plane_id, r.line, r.controller) for r in plane_reminders(game.state)] == [("ghirapur", 0, "Ann")]
    game.do(NextStep())
    assert game.state.step is Step.DECLARE_ATTACKERS
    assert plane_reminders(game.state) == ()


def _triggered(events) -> list[tuple[str, int, str, str]]:
    from archenemy.engine.events import PlaneTriggered

    return [(e.plane, e.line, e.moment, e.controller) for e in events if isinstance(e, PlaneTriggered)]


def test_no_way_outs_manifest_dread_is_reminded_as_the_controller_rolls() -> None:
    """No Way Out: "Whenever you roll the planar die, manifest dread" (901.9).

    Reminded at the roll, whatever its face, not at a step: the table
    manifests; the app keeps the dread counters (a chaos roll removes one).
    """
    from archenemy.engine.planar_reminders import ability_lines
    from archenemy.engine.planes import load_planes

    from support.planar_games import roll, to_main

    plane = load_planes()["no-way-out-playtest"]
    game = planechase_game(["no-way-out-playtest", *PLANAR_FILLER[2:]], players=2)
    to_main(game)
    events = game.do(RollPlanarDie("Ann", "blank"))
    assert _triggered(events) == [("no-way-out-playtest", 2, "roll", "Ann")]
    assert ability_lines(plane)[2].startswith("Whenever you roll the planar die, manifest dread.")
    roll(game, "chaos")
    assert game.state.planar.face_up[0].counters == (("dread", 2),)


def test_sky_deck_is_reminded_as_the_controller_planeswalks_to_it_and_away() -> None:
    """Sky Deck, 701.31: "Whenever you planeswalk here ... put a glass counter".

    And "When you planeswalk away from here, destroy all permanents with
    glass counters on them": the table destroys them as the app planeswalks
    away, so it is told then, not at an upkeep.
    """
    from archenemy.engine.planar_reminders import ability_lines
    from archenemy.engine.planes import load_planes

    from support.planar_games import to_main

    lines = ability_lines(load_planes()["sky-deck"])
    game = planechase_game(["akoum", "sky-deck", *PLANAR_FILLER[2:]], players=2)
    to_main(game)
    events = game.do(RollPlanarDie("Ann", "planeswalker"))
    assert _triggered(events) == [("sky-deck", 1, "to", "Ann")]
    assert lines[1].startswith("Whenever you planeswalk here")
    events = game.do(RollPlanarDie("Ann", "planeswalker"))
    assert _triggered(events) == [("sky-deck", 0, "away", "Ann")]
    assert lines[0].startswith("When you planeswalk away from here, destroy all permanents with glass counters")
