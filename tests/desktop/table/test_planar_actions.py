"""The planes at the table by keys: the planar die, planeswalking, chaos.

F6 rolls (the face from the app's secure source, recorded), Shift+F6 enters
a paper die's roll, F7 planeswalks, F8 makes chaos ensue; each is one undo
step with a log line; a question waiting refuses them with the reason; the
physical planar deck asks which card was turned, typed with completion;
Interplanar Tunnel's choice is answered by its number.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from archenemy.desktop import texts
from archenemy.desktop.table import planar_actions
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode, Step
from archenemy.engine.planar_values import DieFace
from archenemy.engine.questions import Q_PLANAR_REVEAL, Q_TUNNEL

from support.displays import show_displays
from support.games import make_start
from support.planar_games import PLANAR_FILLER, planechase_start, with_planes
from support.window_play import space, to_main


@pytest.fixture
def faces(monkeypatch):
    """The faces the app's die shows next, in order (the secure source stands aside)."""
    upcoming: list[DieFace] = []
    monkeypatch.setattr(planar_actions, "roll_face", lambda rng=None: upcoming.pop(0))
    return upcoming


def log_lines(window):
    catalogue = load_catalogue()
    return [line for e in window.session.game.events if (line := texts.event_text(e, catalogue))]


def test_f6_rolls_for_the_active_player_logs_it_and_the_next_cost_shows(make_window, qtbot, faces):
    window = make_window(planechase_start(PLANAR_FILLER))
    to_main(qtbot, window)
    assert window.turn_bar.roll_button.isVisible()
    assert "free" in window.turn_bar.roll_button.text()
    faces.append(DieFace.BLANK)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    planar = window.session.state.planar
    assert planar.last_roll is not None and planar.last_roll.player == "Ann"
    assert planar.rolls_of("Ann") == 1
    # 901.9: the next roll costs one more
    assert "1 mana" in window.turn_bar.roll_button.text()
    assert "Ann: 1 mana" in window.menus.roll_action.text().replace("&", "")
    assert "Ann rolls the planar die: blank." in log_lines(window)


def test_undo_of_a_roll_and_of_a_planeswalk(make_window, qtbot, faces):
    window = make_window(planechase_start(PLANAR_FILLER))
    to_main(qtbot, window)
    before = [f.plane_id for f in window.session.state.planar.face_up]
    faces.append(DieFace.PLANESWALKER)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    after = [f.plane_id for f in window.session.state.planar.face_up]
    assert after != before
    assert "Ann planeswalks from “Akoum” to “Academy at Tolaria West”." in log_lines(window)
    assert "roll of the planar die" in window.menus.undo_action.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    planar = window.session.state.planar
    assert [f.plane_id for f in planar.face_up] == before
    assert planar.last_roll is None and planar.rolls_of("Ann") == 0
    # F7: an ability says "planeswalk"
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert [f.plane_id for f in window.session.state.planar.face_up] == ["academy-at-tolaria-west"]
    assert "Ann planeswalks" in window.menus.undo_action.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [f.plane_id for f in window.session.state.planar.face_up] == before


def test_shift_f6_enters_a_paper_roll(make_window, qtbot):
    window = make_window(planechase_start(PLANAR_FILLER))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    dialog = window.planes.paper_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.cost_label.text() == "This roll is free (CR 901.9)."
    # 2: chaos
    qtbot.keyClick(dialog, Qt.Key.Key_2)
    roll = window.session.state.planar.last_roll
    assert roll is not None and roll.paper and roll.face is DieFace.CHAOS
    assert not dialog.isVisible()
    assert "Ann rolls the table's own planar die: chaos." in log_lines(window)


def test_f8_chaos_ensues_for_the_planar_controller(make_window, qtbot):
    window = make_window(planechase_start(["naar-isle", *PLANAR_FILLER]))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert any(line.startswith("Chaos ensues: “Naar Isle”") for line in log_lines(window))
    # Over the table too, as a roll's face is: the table sees that chaos ensued
    assert window.helper_label.isVisible() and "Chaos ensues: “Naar Isle”" in window.helper_label.text()


def test_rolling_while_a_question_waits_is_refused_with_the_reason(make_window, qtbot, faces):
    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    # The starting plane's question (103.7)
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL
    faces.append(DieFace.BLANK)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert window.session.state.planar.last_roll is None
    assert window.status.text() == "Answer the question above before rolling the planar die."
    assert faces == [DieFace.BLANK], "no face was drawn"


def test_rolling_outside_a_main_phase_is_the_engines_refusal(make_window, qtbot, faces):
    window = make_window(planechase_start(PLANAR_FILLER))
    faces.append(DieFace.BLANK)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert window.session.state.planar.last_roll is None
    assert "cannot roll the planar die now" in window.status.text()


def test_physical_deck_asks_the_card_turned_with_completion(make_window, qtbot):
    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    picker = window.banner.picker
    assert picker is not None
    assert "planar deck" in window.banner.question.text() or "starting plane" in window.banner.question.text()
    qtbot.keyClicks(picker.lineEdit(), "Bant")
    picker.setCurrentIndex(picker.findText("Bant"))
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Return)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    assert [f.plane_id for f in window.session.state.planar.face_up] == ["bant"]
    assert "The starting plane: “Bant”." in log_lines(window)
    to_main(qtbot, window)
    # Planeswalking in physical mode asks again
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL
    assert window.banner.picker is not None


def test_interplanar_tunnel_is_answered_by_its_number(make_window, qtbot):
    window = make_window(planechase_start(["akoum", "interplanar-tunnel", *PLANAR_FILLER[1:]]))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F7)
    prompt = window.session.state.prompts[0]
    assert prompt.question == Q_TUNNEL
    assert "which plane goes on top" in window.banner.question.text()
    chosen = prompt.options[2]
    qtbot.keyClick(window, Qt.Key.Key_3)
    state = window.session.state
    assert not state.prompts
    # 704.6f: planeswalked away from the phenomenon, to the plane chosen
    assert [f.plane_id for f in state.planar.face_up] == [chosen]


def test_heroes_roll_each_at_their_own_cost(make_window, qtbot, faces):
    window = make_window(with_planes(make_start(), PLANAR_FILLER))
    state = window.session.state
    heroes = [p.name for p in state.players if not p.is_archenemy]
    for _ in range(40):
        if window.session.state.active != state.players[0].name and window.session.state.step is Step.PRECOMBAT_MAIN:
            break
        if window.session.state.prompts:
            qtbot.keyClick(window, Qt.Key.Key_Return)
            continue
        space(qtbot, window)
    assert window.session.state.step is Step.PRECOMBAT_MAIN
    faces.extend([DieFace.BLANK, DieFace.BLANK])
    qtbot.keyClick(window, Qt.Key.Key_F6)
    # The planar controller: the first hero (901.12b by analogy)
    assert window.session.state.planar.rolls_of(heroes[0]) == 1
    # The second hero selected rolls at their own cost (901.12d)
    qtbot.keyClick(window, Qt.Key.Key_2)
    # Said whole by the button's name (its words may leave the cost out for the step name's room)
    assert window.turn_bar.roll_button.accessibleName() == f"Roll the planar die for {heroes[1]}, free"
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert window.session.state.planar.rolls_of(heroes[1]) == 1


def _f1_keys(window, qtbot) -> list[str]:
    from archenemy.desktop.table.dialogs.keys_help import KeysDialog

    qtbot.keyClick(window, Qt.Key.Key_F1)
    dialog = next(d for d in window.dialogs.opened if isinstance(d, KeysDialog))
    return [key for key, _ in dialog.rows()]


def test_f1_lists_the_planar_keys_in_a_game_with_planes(make_window, qtbot):
    keys = _f1_keys(make_window(with_planes(make_start(), PLANAR_FILLER)), qtbot)
    for key in ("F6", "Shift+F6", "F7", "F8"):
        assert key in keys
    # Archenemy with planes: the schemes' keys too
    assert "A" in keys and "A, B, C" in keys


def test_f1_in_planechase_alone_lists_no_schemes_keys(make_window, qtbot):
    # CR 901.2: no scheme card, no archenemy
    keys = _f1_keys(make_window(planechase_start(PLANAR_FILLER)), qtbot)
    assert "F6" in keys and "0" in keys
    assert not {"A", "A, B, C", "O, P", "R"} & set(keys)


def test_f1_in_a_game_without_planes_lists_no_planar_keys(make_window, qtbot):
    keys = _f1_keys(make_window(), qtbot)
    assert "A" in keys
    assert not {"F6", "Shift+F6", "F7", "F8"} & set(keys)


def test_a_game_without_planes_hides_the_planar_keys(make_window):
    window = make_window()
    assert not window.turn_bar.roll_button.isVisible()
    assert not window.menus.roll_action.isVisible()


def test_the_next_stop_flashes_the_banner_for_a_planes_reminder(make_window, qtbot, monkeypatch):
    window = make_window(planechase_start(["nephalia", *PLANAR_FILLER[2:]]))
    flashed = []
    monkeypatch.setattr(window.banner, "flash", lambda: flashed.append("banner"))
    monkeypatch.setattr(window.second_window, "flash", lambda: flashed.append("second window"))
    for _ in range(12):
        if window.session.state.step is Step.END:
            break
        qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)
    # Nephalia's end step ability: the next stop stopped for it, and says so where the table looks.
    assert window.session.state.step is Step.END
    assert "Stopped for a reminder" in window.status.text() and "Nephalia" in window.status.text()
    assert flashed == ["banner", "second window"]


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", ["Roll  [F6]", "Our own die  [Shift+F6]", "Planeswalk  [F7]", "Chaos ensues  [F8]"]),
        ("es", ["Lanzar  [F6]", "Dado propio  [Mayús+F6]", "Caminar por los planos  [F7]", "Se lanza caos  [F8]"]),
    ],
)
def test_table_mode_and_the_second_window_name_the_planar_keys(make_window, qtbot, translations, language, words):
    window = make_window(planechase_start(PLANAR_FILLER), language)
    # In a main phase: the rolls' keys too (outside one F6 is refused and they are left out)
    to_main(qtbot, window)
    assert not window.plane_card.keys_label.isVisibleTo(window), "the window has its turn bar and menu"
    window.second_window.toggle_display(True)
    window.toggle_table_mode(True)
    for card in (window.second_window.display.plane_card, window.table_view.plane_card):
        qtbot.waitUntil(card.keys_label.isVisible, timeout=3000)
        for word in words:
            assert word in card.keys_label.text()
    window.toggle_table_mode(False)
    window.second_window.toggle_display(False)


@pytest.mark.parametrize(
    ("language", "line"), [("en", "T1 · The starting plane: “Akoum”."), ("es", "T1 · El plano inicial: «Akoum».")]
)
def test_the_log_says_the_starting_plane_the_app_turned(make_window, qtbot, translations, language, line):
    window = make_window(planechase_start(PLANAR_FILLER), language)
    window.log_dock.show()
    qtbot.waitUntil(window.log.start_label.isVisible, timeout=3000)
    assert window.log.start_label.text() == line
    # Physical mode: the table turns it, and the answer is a line of its own.
    window.files.start_game(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    qtbot.waitUntil(lambda: not window.log.start_label.isVisible(), timeout=3000)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "No planar card of this deck has “Lightning Bolt” in its name."),
        ("es", "Ninguna carta planar de este mazo tiene «Lightning Bolt» en su nombre."),
    ],
)
def test_a_typed_name_no_planar_card_has_is_refused_naming_it(make_window, qtbot, translations, language, said):
    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL), language)
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL
    qtbot.keyClicks(window.banner.picker.lineEdit(), "Lightning Bolt")
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert said in window.banner.question.text()
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL


@pytest.mark.parametrize(
    ("language", "typed", "said"),
    [
        ("en", "Spatial Merging", "“Spatial Merging” is a phenomenon, never the starting plane: put it on the bottom"),
        ("es", "Fusión espacial", "«Fusión espacial» es un fenómeno y nunca es el plano inicial: ponlo en el fondo"),
    ],
)
def test_a_phenomenon_typed_as_the_starting_plane_is_told_why(make_window, qtbot, translations, language, typed, said):
    """103.7: the table turned a phenomenon first; the app says what to do with it.

    Not "no planar card of this deck has it": the deck does hold it.
    """
    deck = ["spatial-merging", *PLANAR_FILLER]
    window = make_window(planechase_start(deck, deck_mode=DeckMode.PHYSICAL), language)
    assert window.session.state.prompts[0].param("start") == "1"
    # Set, not typed: QTest types no accented letter
    window.banner.picker.lineEdit().setText(typed)
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert said in window.banner.question.text()
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL


def _type_card(qtbot, window, name):
    """Type ``name`` in the banner's completion field, choose it and press Return.

    The item naming it (in Spanish, "Fusión espacial — Spatial Merging").
    """
    picker = window.banner.picker
    assert picker is not None
    qtbot.keyClicks(picker.lineEdit(), name)
    (index,) = [i for i in range(picker.count()) if name in picker.itemText(i)]
    picker.setCurrentIndex(index)
    qtbot.keyClick(picker.lineEdit(), Qt.Key.Key_Return)


def _offered(window):
    picker = window.banner.picker
    return " | ".join(picker.itemText(i) for i in range(picker.count()))


@pytest.mark.parametrize(
    ("language", "first", "second"),
    [
        ("en", "reveal from the top of your planar deck until a plane", "reveal on until a second plane"),
        ("es", "muestra cartas de la parte superior de tu mazo planar", "sigue mostrando hasta un segundo plano"),
    ],
)
def test_physical_spatial_merging_asks_the_table_for_two_planes(
    make_window, qtbot, faces, translations, language, first, second
):
    """901.11c in the physical deck mode: both planes typed, both face up."""
    deck = ["akoum", "spatial-merging", "mutual-epiphany", "bant", "jund", "goldmeadow"]
    window = make_window(planechase_start(deck, deck_mode=DeckMode.PHYSICAL), language)
    _type_card(qtbot, window, "Akoum")
    to_main(qtbot, window)
    faces.append(DieFace.PLANESWALKER)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    _type_card(qtbot, window, "Spatial Merging")
    assert first in window.banner.question.text()
    # Spatial Merging's phenomena go to the bottom on the table: only planes are offered
    assert "Mutual Epiphany" not in _offered(window) and "Bant" in _offered(window)
    _type_card(qtbot, window, "Bant")
    assert second in window.banner.question.text()
    _type_card(qtbot, window, "Jund")
    assert [f.plane_id for f in window.session.state.planar.face_up] == ["bant", "jund"]
    assert window.session.state.prompts == ()


def test_a_phenomenon_resolved_at_once_is_told_over_the_table(make_window, qtbot, faces):
    """Time Distortion is never face up when the table looks (312.5, 704.6f).

    The roll's face and what the phenomenon did are told over the table; the
    planes' notes keep the reversed order on every display.
    """
    window = make_window(planechase_start(["akoum", "time-distortion", "bant", *PLANAR_FILLER[:3]]))
    to_main(qtbot, window)
    faces.append(DieFace.PLANESWALKER)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    told = "Planar die (Ann): Planeswalker symbol · “Time Distortion”: the turn order is reversed."
    qtbot.waitUntil(lambda: window.helper_label.text() == told and window.helper_label.isVisible())
    assert "“Time Distortion”: the turn order is reversed" in window.shown_view.planar.notes


def test_a_phenomenon_reached_by_f7_is_told_on_its_own(make_window, qtbot):
    window = make_window(planechase_start(["akoum", "time-distortion", "bant", *PLANAR_FILLER[:3]]))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F7)
    told = "“Time Distortion”: the turn order is reversed."
    qtbot.waitUntil(lambda: window.helper_label.text() == told and window.helper_label.isVisible())
    # An undo says only that it was undone, never the phenomenon again.
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.helper_label.text().startswith("Undone"))


def test_the_roll_button_follows_the_engines_verdict(make_window, qtbot, faces):
    """901.9: the button is on only where F6 would roll.

    Off outside a main phase (its tooltip gives the engine's reason), on in
    the active player's main phase, off while a question waits.
    """
    window = make_window(planechase_start(PLANAR_FILLER))
    button = window.turn_bar.roll_button
    assert button.isVisible() and not button.isEnabled()
    assert "cannot roll the planar die now" in button.toolTip()
    to_main(qtbot, window)
    assert button.isEnabled()
    assert button.toolTip().startswith("Roll the planar die for Ann")
    window.toggle_table_mode(True)
    assert window.table_view.plane_card.keys_label.text().startswith("Roll  [F6]")
    window.toggle_table_mode(False)


def test_the_roll_button_is_off_while_a_question_waits(make_window, qtbot):
    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL
    button = window.turn_bar.roll_button
    assert not button.isEnabled() and button.toolTip() == "Answer the question first"


@pytest.mark.parametrize(
    ("language", "asked", "logged"),
    [
        (
            "en",
            "“Probability Flux”: Ann rolled the planar die twice. Which die does Ann keep?",
            "Ann rolls 2 planar dice (Probability Flux): blank, chaos.",
        ),
        (
            "es",
            "«Flujo de probabilidad»: Ann lanzó el dado planar dos veces. ¿Con qué dado se queda Ann?",
            "Ann lanza 2 dados planares (Flujo de probabilidad): en blanco, caos.",
        ),
    ],
)
def test_under_probability_flux_f6_rolls_two_dice_and_asks_which_to_keep(
    make_window, qtbot, faces, translations, language, asked, logged
):
    """Probability Flux: "instead they roll that many dice plus one and ignore one".

    F6 draws two faces from the secure source (recorded in one action, one
    roll's cost, 901.9); the roller keeps one by its number.
    """
    window = make_window(planechase_start(["akoum", "probability-flux", *PLANAR_FILLER[1:]]), language)
    to_main(qtbot, window)
    # The app carries Probability Flux out, then planeswalks away from it (704.6f)
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert not window.session.state.prompts
    faces.extend([DieFace.BLANK, DieFace.CHAOS])
    qtbot.keyClick(window, Qt.Key.Key_F6)
    (prompt,) = window.session.state.prompts
    assert prompt.options == ("blank", "chaos")
    assert window.banner.question.text() == asked
    catalogue = load_catalogue(language)
    assert logged in [line for e in window.session.game.events if (line := texts.event_text(e, catalogue))]
    qtbot.keyClick(window, Qt.Key.Key_2)
    last = window.session.state.planar.last_roll
    assert not window.session.state.prompts and last.face is DieFace.CHAOS


@pytest.mark.parametrize(
    ("language", "asked"),
    [
        (
            "en",
            "Probability Flux: Ann rolls 2 of the table's planar dice and ignores all but one."
            " Which face does the die Ann keeps show?",
        ),
        (
            "es",
            "Flujo de probabilidad: Ann lanza 2 de los dados planares de la mesa y no tiene en cuenta"
            " todos menos uno. ¿Qué cara muestra el dado con el que se queda Ann?",
        ),
    ],
)
def test_under_probability_flux_the_paper_die_asks_for_the_die_kept(make_window, qtbot, translations, language, asked):
    """Probability Flux with the table's own dice: two rolled, one ignored.

    The dialog says two dice are rolled and asks for the face of the one
    the roller keeps, recorded as the roll (one roll's cost, 901.9).
    """
    window = make_window(planechase_start(["akoum", "probability-flux", *PLANAR_FILLER[1:]]), language)
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F7)
    qtbot.keyClick(window, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    dialog = window.planes.paper_dialog
    assert dialog is not None and dialog.question.text() == asked
    qtbot.keyClick(dialog, Qt.Key.Key_2)
    roll = window.session.state.planar.last_roll
    assert roll is not None and roll.paper and roll.face is DieFace.CHAOS
    assert not window.session.state.prompts


def test_no_way_outs_manifest_dread_is_told_with_the_roll(make_window, qtbot, faces):
    """No Way Out: "Whenever you roll the planar die, manifest dread" (901.9).

    Over the table with the roll's face, and in the game log, at the roll.
    """
    window = make_window(planechase_start(["no-way-out-playtest", *PLANAR_FILLER]))
    to_main(qtbot, window)
    faces.append(DieFace.BLANK)
    qtbot.keyClick(window, Qt.Key.Key_F6)
    said = "“No Way Out (Playtest)” (Ann): Whenever you roll the planar die, manifest dread."
    qtbot.waitUntil(lambda: said in window.helper_label.text())
    # Its reminder text in parentheses is on the card beside: the line is the ability's words
    assert said in log_lines(window) and "(Look at" not in window.helper_label.text()


def test_physical_stairs_to_infinity_asks_the_card_then_whether_to_the_bottom(make_window, qtbot):
    """Its chaos ability in the physical deck mode: the card typed, then Yes."""
    deck = ["stairs-to-infinity", "akoum", "chaotic-aether", "bant", "jund", "goldmeadow"]
    window = make_window(planechase_start(deck, deck_mode=DeckMode.PHYSICAL))
    _type_card(qtbot, window, "Stairs to Infinity")
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert "which card did you reveal from the top of your planar deck?" in window.banner.question.text()
    # A phenomenon may be on top
    assert "Chaotic Aether" in _offered(window)
    _type_card(qtbot, window, "Chaotic Aether")
    assert "put “Chaotic Aether”, the top card of the planar deck, on the bottom?" in window.banner.question.text()
    qtbot.keyClick(window, Qt.Key.Key_Y)
    assert window.session.state.prompts == ()
    assert [f.plane_id for f in window.session.state.planar.face_up] == ["stairs-to-infinity"]


def test_physical_pools_of_becoming_asks_three_cards_and_their_chaos_acts(make_window, qtbot):
    """Otaria revealed: its chaos ability takes an extra turn, as in digital mode."""
    deck = ["pools-of-becoming", "otaria", "chaotic-aether", "bant", "jund", "goldmeadow"]
    window = make_window(planechase_start(deck, deck_mode=DeckMode.PHYSICAL))
    _type_card(qtbot, window, "Pools of Becoming")
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    for name in ("Otaria", "Chaotic Aether", "Bant"):
        _type_card(qtbot, window, name)
    assert window.session.state.prompts == ()
    assert len(window.session.state.extra_turns) == 1


def test_ctrl_z_in_the_name_field_undoes_the_game_not_the_field(make_window, qtbot):
    """A typed question's field leaves the game's Undo and Redo keys to the window.

    Physical mode: F7 asks which planar card the table turned; with the
    field holding the keyboard, Ctrl+Z takes back the planeswalk and Ctrl+Z
    again the step before, Ctrl+Shift+Z brings them back.
    """
    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    _type_card(qtbot, window, "Bant")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    to_main(qtbot, window)
    in_main = window.session.state
    qtbot.keyClick(window, Qt.Key.Key_F7)
    asked = window.session.state
    assert window.banner.picker is not None and asked.prompts[0].question == Q_PLANAR_REVEAL

    def ctrl_z_in_the_field(modifiers=Qt.KeyboardModifier.ControlModifier):
        line = window.banner.picker.lineEdit()
        line.setFocus()
        qtbot.waitUntil(line.hasFocus, timeout=3000)
        qtbot.keyClick(line, Qt.Key.Key_Z, modifiers)

    ctrl_z_in_the_field()
    assert window.session.state == in_main
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.session.state.step is not Step.PRECOMBAT_MAIN
    redo = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)
    qtbot.keyClick(window, Qt.Key.Key_Z, redo)
    assert window.session.state == asked
    ctrl_z_in_the_field()
    assert window.session.state == in_main


def test_life_a_plane_changed_on_a_planeswalk_is_told_over_the_table(make_window, qtbot):
    """F7 to Spectrox Mines: its controller loses 3 life, and the table is told why.

    Else a total changes by itself (the log alone says it).
    """
    window = make_window(planechase_start(["akoum", "spectrox-mines", *PLANAR_FILLER[1:4]]))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert window.session.state.player("Ann").life == 17
    qtbot.waitUntil(lambda: window.helper_label.isVisible() and window.helper_label.text() == "Ann: life 20 → 17")


def test_an_extra_turn_chaos_brought_is_told_with_the_chaos(make_window, qtbot):
    window = make_window(planechase_start(["otaria", *PLANAR_FILLER]))
    to_main(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    qtbot.waitUntil(lambda: "Ann will take an extra turn" in window.helper_label.text())
    assert window.helper_label.text().startswith("Chaos ensues: “Otaria”")


def _on_screen(widget, host):
    """``widget``'s rectangle in ``host``'s coordinates, through the screen."""
    from PySide6.QtCore import QPoint, QRect

    corner = host.mapFromGlobal(widget.mapToGlobal(QPoint(0, 0)))
    far = host.mapFromGlobal(widget.mapToGlobal(QPoint(widget.width(), widget.height())))
    return QRect(corner, far).normalized()


@pytest.mark.parametrize("display", ["laptop", "table mode", "second window"])
def test_a_paper_rolls_result_never_covers_the_question_it_brings(make_window, qtbot, display):
    """The die's result over the table leaves the physical deck's question readable.

    Shift+F6 → planeswalker: "Planar die (Ann): planeswalker symbol" sat
    over "Ann: which planar card did you turn face up…?" and its name
    field for seconds; the table typed blind.
    """
    from archenemy.engine.planar import planar_answer

    window = make_window(planechase_start(PLANAR_FILLER, deck_mode=DeckMode.PHYSICAL))
    state = window.session.state
    assert window.session.perform(planar_answer(state, state.prompts[0].id, "bant"))
    to_main(qtbot, window)
    if display == "table mode":
        window.toggle_table_mode(True)
    second = show_displays(window, qtbot) if display == "second window" else None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    # 3: the planeswalker symbol
    qtbot.keyClick(window.planes.paper_dialog, Qt.Key.Key_3)
    assert window.session.state.prompts[0].question == Q_PLANAR_REVEAL
    overlay = window.helper_label
    qtbot.waitUntil(lambda: overlay.isVisible() and "Planeswalker symbol" in overlay.text(), timeout=3000)
    # The question laid out, then the result placed again
    qtbot.wait(50)
    if second is not None:
        # The second window's result and its own question (its notice)
        overlay, question = second.told, second.notice
        assert overlay.isVisible() and "Planeswalker symbol" in overlay.text()
    else:
        question = window.banner
    host = overlay.parentWidget()
    asked = _on_screen(question, host)
    assert question.isVisible() and asked.height() > 0
    assert not overlay.geometry().intersects(asked), (overlay.geometry(), asked)
    assert overlay.geometry().intersects(host.rect()), "still shown on the table"
    if display == "table mode":
        window.toggle_table_mode(False)
