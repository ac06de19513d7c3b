"""What the table sees.

Life totals first, a layout that fits the screen, the tools' overlay, the
second window.
"""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from archenemy.desktop.session import Session
from archenemy.desktop.table.displays.seat_places import seat_rects, seat_sides
from archenemy.desktop.table.window import MainWindow
from archenemy.desktop.table.window_geometry import show_restored
from archenemy.desktop.widgets.mana_symbols import CODEPOINTS, MANA_FAMILY, has_symbols, load_mana_font, to_html
from archenemy.engine.actions import Answer, ChangeLife, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.model import DeckMode
from archenemy.engine.setup import GameSetup, PlayerSetup
from archenemy.engine.variants import Variant

NICOL_BOLAS = tuple(load_catalogue().precon("archenemy-nicol-bolas").scheme_ids())
SCREEN = (1366, 768)


def setup_for(variant: Variant, players: int) -> GameSetup:
    """``players`` seats, each on a 20-card deck.

    An archenemy and heroes, or Rumble players.
    """
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        return GameSetup(variant, tuple(PlayerSetup(f"Player {n}", NICOL_BOLAS) for n in range(1, players + 1)))
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in range(1, players))
    return GameSetup(variant, (PlayerSetup("Archenemy", NICOL_BOLAS), *heroes))


def settle(qtbot) -> None:
    """Let the layout and the window's zero-time timers run.

    The life totals are equalised after the layout.
    """
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(5)


def to_scheme_with_question(window: MainWindow) -> None:
    """Advance to the first scheme set in motion (its banner is up)."""
    for _ in range(12):
        if window.session.state.prompts:
            return
        window.session.perform(NextStep())


def fits_the_screen(window: MainWindow) -> None:
    hint = window.minimumSizeHint()
    assert hint.width() <= SCREEN[0] and hint.height() <= SCREEN[1], (hint, window.session.state.step)
    assert window.width() <= SCREEN[0] and window.height() <= SCREEN[1]


def nothing_squeezed(window: MainWindow) -> None:
    """The window's parts get at least their least height for their width.

    Wrapped lines included.
    """
    central = window.centralWidget()
    need = central.layout().totalMinimumHeightForWidth(central.width())
    assert need <= central.height(), (need, central.height(), window.theme.scale)
    assert window.card.height() >= window.card.minimumSizeHint().height() - 1


# ----- the window fits 1366×768 in every state, language and player count ----------------------------------
CASES = (
    [(Variant.ARCHENEMY, n) for n in range(2, 10)]
    + [(Variant.ARCHENEMY_COMMANDER, n) for n in (2, 5, 9)]
    + [(Variant.SUPERVILLAIN_RUMBLE, n) for n in range(2, 9)]
)


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize(("variant", "players"), CASES)
def test_the_window_never_grows_past_the_screen(make_window, qtbot, variant, players, language) -> None:
    window = make_window(setup_for(variant, players), language)
    # The start: no scheme in motion
    fits_the_screen(window)
    to_scheme_with_question(window)
    settle(qtbot)
    # A scheme set in motion and its question
    fits_the_screen(window)
    for action in (window.menus.coin_action, window.menus.d20_action, window.menus.random_hero_action):
        # The tools' results: an overlay, never a layout change
        action.trigger()
        settle(qtbot)
        fits_the_screen(window)
    # The game log beside the table
    window.log_dock.show()
    settle(qtbot)
    fits_the_screen(window)
    window.log_dock.hide()
    # As large as the room allows: the window keeps its size
    window.set_scale(1.5)
    settle(qtbot)
    window.resize(*SCREEN)
    settle(qtbot)
    assert window.width() <= SCREEN[0] and window.height() <= SCREEN[1]
    fits_the_screen(window)
    nothing_squeezed(window)
    assert 1.0 <= window.theme.scale <= 1.5 and window.window_layout.wanted_scale == 1.5


def digits_px(widget: QWidget) -> int:
    """How tall ``widget``'s font draws digits (pixels).

    What a player measures on a screenshot.
    """
    return QFontMetrics(widget.font()).tightBoundingRect("0123456789").height()


def life_px(window: MainWindow) -> int:
    return min(digits_px(p.life_label) for p in window.panels.values() if p.life_label.isVisible())


def other_texts_px(window: MainWindow) -> list[tuple[int, str]]:
    """Every other text on the screen: its digits' height, text.

    Labels and buttons, the card's heading included.
    """
    shown = [
        w
        for w in window.centralWidget().findChildren(QWidget)
        if isinstance(w, QLabel | QAbstractButton) and w.isVisible() and w.text() and w.objectName() != "life"
    ]
    return [(digits_px(w), w.text()) for w in shown if w is not window.helper_label]


def larger_never_shrinks_the_lives(window: MainWindow, qtbot, presses: int = 4) -> None:
    """View → Text size → Larger ``presses`` times.

    The life totals stay the largest text, keep 90% of their size, and the
    panels keep 85% of their height at the normal size.
    """
    life, room = life_px(window), window.players_area.height()
    for _ in range(presses):
        window.menus.larger_action.trigger()
        settle(qtbot)
        assert (window.width(), window.height()) == SCREEN
        now = life_px(window)
        # They went 80 → 50 px
        assert now >= 0.9 * life, (window.theme.scale, now, life)
        assert window.players_area.height() >= 0.85 * room, (window.theme.scale, window.players_area.height(), room)
        assert all(now > px for px, _ in other_texts_px(window)), (now, max(other_texts_px(window)))
        nothing_squeezed(window)


@pytest.mark.parametrize(
    ("variant", "players", "language"),
    [(Variant.ARCHENEMY_COMMANDER, 9, "es"), (Variant.SUPERVILLAIN_RUMBLE, 8, "es"), (Variant.ARCHENEMY, 9, "en")],
)
def test_a_text_size_the_window_has_no_room_for_is_cut_and_said(make_window, qtbot, variant, players, language) -> None:
    """Larger ×4 on 1366×768 with nine seats or eight Rumble players.

    With no scheme in motion (the empty card's heading grows) and with one: the
    life totals' digits stay the tallest text in pixels and never shrink, the
    panels keep their room, the window keeps its size and the status bar says
    the chosen size was cut; more room, larger text.
    """
    window = make_window(setup_for(variant, players), language)
    settle(qtbot)
    assert window.card.idle
    larger_never_shrinks_the_lives(window, qtbot)
    window.set_scale(1.0)
    to_scheme_with_question(window)
    settle(qtbot)
    larger_never_shrinks_the_lives(window, qtbot)
    window.set_scale(1.5)
    settle(qtbot)
    assert window.window_layout.wanted_scale == 1.5 and 1.0 <= window.theme.scale < 1.5
    # The status bar says the chosen size was cut
    assert "150" in window.status.text()
    nothing_squeezed(window)
    cut = window.theme.scale
    # A larger window (a TV): the chosen size comes back as far as it fits
    window.resize(2560, 1440)
    qtbot.waitUntil(lambda: window.theme.scale > cut, timeout=3000)
    settle(qtbot)
    nothing_squeezed(window)


def test_a_cut_text_size_is_fitted_once(make_window, qtbot) -> None:
    """Larger ×4, nine seats, Spanish, a scheme's question: the sizes are tried once.

    A try grows the window for a moment; given back its size in the middle
    of the tries, the window fitted its text size again and again (seconds
    of work, the status bar's word gone before it was read).
    """
    window = make_window(setup_for(Variant.ARCHENEMY_COMMANDER, 9), "es")
    to_scheme_with_question(window)
    settle(qtbot)
    fits = []
    fit = window.window_layout.fit_text_scale

    def counted(*args, **kwargs):
        fits.append(kwargs.get("tell", True))
        fit(*args, **kwargs)

    window.window_layout.fit_text_scale = counted
    window.set_scale(1.5)
    settle(qtbot)
    # Time for a re-fit to come, were one due: none is.
    qtbot.wait(300)
    assert fits == [True], fits
    assert window.theme.scale < 1.5 and "150" in window.status.text()


def test_compact_rows_keep_their_status_on_one_line(make_window, qtbot) -> None:
    from archenemy.engine.actions import ChangeCounter, ChangePoison

    window = make_window(setup_for(Variant.ARCHENEMY, 9), "es")
    window.session.perform(ChangePoison("Hero 3", 3))
    window.session.perform(ChangeCounter("Hero 3", "energy", 12))
    window.session.perform(ChangeCounter("Hero 3", "experience", 4))
    settle(qtbot)
    status = window.panels["Hero 3"].status_label
    assert status.text() and not status.wordWrap()
    # One line, cut with "…" when narrow
    assert status.height() <= status.fontMetrics().height() + 4
    assert status.toolTip() == status.text()
    rows = {panel.height() for panel in window.panels.values()}
    assert max(rows) - min(rows) <= 4, "the row with a status is no taller than the others"


@pytest.mark.parametrize("language", ["en", "es"])
def test_rumble_rows_show_each_scheme_deck_count_whole(make_window, qtbot, language) -> None:
    """8 Rumble players at 1366×768.

    The count is never cut ("20 sche…"); the tooltip has the full words.
    """
    window = make_window(setup_for(Variant.SUPERVILLAIN_RUMBLE, 8), language)
    settle(qtbot)
    word = {"en": "Deck 20", "es": "Mazo 20"}[language]
    for panel in window.panels.values():
        status = panel.status_label
        assert status.text().endswith(word), status.text()
        shown = status.fontMetrics().elidedText(
            status.text(), Qt.TextElideMode.ElideRight, status.contentsRect().width()
        )
        assert shown == status.text(), f"cut: {shown!r}"
        assert {"en": "20 schemes in the deck", "es": "20 planes en el mazo"}[language] in status.toolTip()


def test_a_long_result_over_the_table_is_shown_whole(make_window, qtbot) -> None:
    """A roll told with a plane's ability (No Way Out's manifest dread) is five lines.

    The strip grows to hold its text, never cutting its first or last line.
    """
    window = make_window(setup_for(Variant.ARCHENEMY, 4))
    settle(qtbot)
    text = (
        "Planar die (Ann): Planeswalker symbol · “No Way Out (Playtest)” (Ann): Whenever you roll the planar die,"
        " manifest dread. “No Way Out (Playtest)” has dread counters: chaos ensues instead of planeswalking."
    )
    window.notices.tell_over_table(text, 5000)
    settle(qtbot)
    overlay = window.helper_label
    assert overlay.isVisible() and overlay.heightForWidth(overlay.width()) <= overlay.height()
    assert window.centralWidget().rect().contains(overlay.geometry())


def test_the_tools_results_float_over_the_table_without_moving_anything(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 4), "es")
    settle(qtbot)
    before = {w: w.geometry() for w in (window.turn_bar, window.turn_bar.step_label, window.card, window.players_area)}
    hint = window.minimumSizeHint()
    window.menus.random_hero_action.trigger()
    settle(qtbot)
    overlay = window.helper_label
    assert overlay.isVisible() and overlay.text()
    assert overlay.parentWidget() is window.centralWidget()
    # Outside every layout
    assert window.centralWidget().layout().indexOf(overlay) == -1
    assert window.centralWidget().rect().contains(overlay.geometry())
    assert {w: w.geometry() for w in before} == before
    assert window.minimumSizeHint() == hint
    assert (window.width(), window.height()) == SCREEN
    # A tap dismisses it
    qtbot.mouseClick(overlay, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()


# ----- life totals are the hero of the screen -------------------------------------------------------------
def _text_widgets(window: MainWindow) -> list[QLabel]:
    return [
        w
        for w in window.centralWidget().findChildren(QLabel)
        if w.isVisible() and w.text() and w.objectName() != "life"
    ]


@pytest.mark.parametrize("players", [4, 9])
def test_life_totals_are_the_largest_text_on_the_screen(make_window, qtbot, players) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, players))
    to_scheme_with_question(window)
    settle(qtbot)
    lives = [p.life_label for p in window.panels.values()]
    sizes = {label.font().pointSizeF() for label in lives}
    assert len(sizes) == 1, "every total drawn at one size"
    life_pt = sizes.pop()
    assert all(life_pt > w.font().pointSizeF() for w in _text_widgets(window))
    digits = lives[0].fontMetrics().tightBoundingRect("0123456789").height()
    assert digits >= 50, "readable from across the table"


def test_life_totals_grow_with_the_window_and_the_text_size(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 4))
    to_scheme_with_question(window)
    settle(qtbot)
    small = window.panels["Hero 1"].life_label.font().pointSizeF()
    window.resize(1920, 1080)
    settle(qtbot)
    large = window.panels["Hero 1"].life_label.font().pointSizeF()
    assert large > small
    hint = window.panels["Hero 1"].life_label.sizeHint().height()
    window.set_scale(1.5)
    settle(qtbot)
    assert window.panels["Hero 1"].life_label.sizeHint().height() > hint


def test_the_card_shrinks_while_no_scheme_is_in_motion(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 4))
    settle(qtbot)
    assert window.card.idle
    central = window.centralWidget().height()
    # It took 60% before
    assert window.card.height() < 0.36 * central
    assert window.players_area.height() > 0.5 * central
    name = window.card.name_label
    # Its heading not clipped
    assert name.height() >= name.heightForWidth(name.width())
    to_scheme_with_question(window)
    settle(qtbot)
    assert not window.card.idle and window.card.height() > 0.3 * central


def test_the_card_and_the_panels_take_their_room_back_at_once_when_the_question_is_answered(make_window, qtbot) -> None:
    """Once answered, the card and the panels are as if laid out afresh.

    The card's text size jumped between states and the panels stayed small
    after the banner went.  Once answered, the card's text and the panels are
    what the same table shows laid out afresh.
    """
    window = make_window(setup_for(Variant.ARCHENEMY, 9))
    window.resize(*SCREEN)
    to_scheme_with_question(window)
    settle(qtbot)
    text = window.card.text_label
    beside_banner = (text.font().pointSize(), window.players_area.height())
    while window.session.state.prompts:
        answer_one(window, qtbot)
    assert window.banner.isHidden()
    now = (text.font().pointSize(), window.players_area.height())
    assert now[0] >= beside_banner[0] and now[1] >= beside_banner[1] - 2, (beside_banner, now)
    # Laid out afresh: nothing is remembered from the question
    window.resize(SCREEN[0], SCREEN[1] - 120)
    settle(qtbot)
    window.resize(*SCREEN)
    settle(qtbot)
    assert (text.font().pointSize(), window.players_area.height()) == now


def know_evil_window(make_window) -> MainWindow:
    """Four seats, "Know Evil" set in motion: three questions.

    The archenemy picks it from a physical deck.
    """
    deck = ("know-evil",) + tuple(i for i in NICOL_BOLAS if i != "know-evil")[:19]
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in range(1, 4))
    window = make_window(GameSetup(Variant.ARCHENEMY, (PlayerSetup("Archenemy", deck), *heroes), DeckMode.PHYSICAL))
    for _ in range(3):
        window.session.perform(NextStep())
    prompt = window.session.state.prompts[0]
    window.session.perform(Answer(prompt.id, "know-evil"))
    return window


def answer_one(window: MainWindow, qtbot) -> None:
    prompt = window.session.state.prompts[0]
    value = {"done": True, "yes_no": False, "count": 0}.get(prompt.kind.value, None)
    window.session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
    settle(qtbot)


def test_the_panels_give_height_before_the_rules_text_is_cut(make_window, qtbot) -> None:
    """Each answer to "Know Evil" adds a line to the card.

    The text shrinks to its smallest size, then the panels give height (it was
    cut with "…" while they kept theirs); only a text too long even with the
    panels at their least is cut after a whole word, whole a click away.
    """
    window = know_evil_window(make_window)
    settle(qtbot)
    text = window.card.text_label
    while window.session.state.prompts:
        answer_one(window, qtbot)
        assert not text.elided and text.height_for(text.font().pointSize()) <= text.height()
    room = window.players_area.height()
    # Far too long for any card
    text.show_text("word " * 400)
    # As a render does
    window.window_layout.share_height()
    settle(qtbot)
    assert text.elided and text.text().endswith("…") and text.toolTip() == text.source
    assert text.height_for(text.min_pt) > text.height()
    least = window.players_area.minimumSizeHint().height()
    assert window.players_area.height() <= max(least, room) and window.players_area.height() <= least + 2


def test_the_banner_leaves_no_empty_band_when_it_hides(make_window, qtbot) -> None:
    """After Done or an answer the card takes the banner's room back at once.

    After Done or an answer the card takes the banner's room back at once (an
    empty band stayed for the whole main phase, through F11 and into a new
    game), and its text keeps its size until the step changes.
    """
    window = know_evil_window(make_window)
    settle(qtbot)
    central = window.centralWidget()

    def band() -> int:
        return window.card.mapTo(central, QPoint(0, 0)).y() - window.centre_area.mapTo(central, QPoint(0, 0)).y()

    # The banner above the card
    assert band() > 60
    while window.session.state.prompts:
        answer_one(window, qtbot)
        size = window.card.text_label.font().pointSize()
    assert window.banner.isHidden() and band() <= 20, band()
    # Its room back, at once
    assert window.card.text_label.font().pointSize() >= size
    window.menus.table_mode_action.trigger()
    settle(qtbot)
    window.menus.table_mode_action.trigger()
    settle(qtbot)
    assert band() <= 20
    window.session.new_game(setup_for(Variant.ARCHENEMY, 4), random.Random(5))
    window.show_state()
    settle(qtbot)
    assert window.banner.isHidden() and band() <= 20 and window.banner_slot.minimumHeight() == 0


def test_the_archenemy_panel_does_not_say_archenemy_twice(make_window) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 3))
    panel = window.panels["Archenemy"]
    assert panel.name_label.text() == "Archenemy" and "Archenemy" not in panel.status_label.text()


def test_poison_and_commander_damage_are_large_badges(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY_COMMANDER, 4))
    settle(qtbot)
    badge = window.panels["Hero 1"].poison_button
    assert badge.isVisible() and badge.objectName() == "badge"
    assert badge.fontMetrics().height() >= 24 and badge.height() >= 44 and badge.width() >= 64
    # Tapped: the changes
    assert badge.menu() is not None


# ----- the first start opens maximised, later starts restore the last geometry ---------------------------
def test_first_start_maximised_then_the_last_geometry(qtbot, tmp_path) -> None:
    session = Session(tmp_path / "games")
    session.new_game()
    first = MainWindow(session, "en")
    qtbot.addWidget(first)
    show_restored(first)
    assert first.windowState() & Qt.WindowState.WindowMaximized
    first.showNormal()
    first.setGeometry(40, 50, 1100, 700)
    QApplication.processEvents()
    first.close()
    session = Session(tmp_path / "games")
    session.resume_or_new()
    second = MainWindow(session, "en")
    qtbot.addWidget(second)
    show_restored(second)
    assert not second.windowState() & Qt.WindowState.WindowMaximized
    # (the offscreen screen is 800 px wide: the width is clamped to it)
    assert second.height() == 700
    second.close()


# ----- the second window: a table layout -----------------------------------------------------------------
def test_seats_go_round_the_table_facing_their_sides() -> None:
    assert seat_sides(2) == ["bottom", "top"]
    assert seat_sides(4) == ["bottom", "left", "top", "right"]
    assert seat_sides(9) == ["bottom"] * 3 + ["left"] * 2 + ["top"] * 2 + ["right"] * 2
    for count in range(1, 10):
        places, (mx, my, mw, mh) = seat_rects(count, 1920, 1080)
        assert len(places) == count and mw > 900 and mh > 500
        for place in places:
            assert {"bottom": 0, "top": 180, "left": 90, "right": -90}[place.side] == place.rotation
            w, h = (place.height, place.width) if place.rotation in (90, -90) else (place.width, place.height)
            assert 0 <= place.x and place.x + w <= 1920 + 0.01 and 0 <= place.y and place.y + h <= 1080 + 0.01


@pytest.mark.parametrize("count", range(2, 10))
def test_seating_order_goes_clockwise_to_each_players_left(count: int) -> None:
    """Turn order goes to each player's left (CR 808.4).

    Seen from above, the seats go round clockwise.

    On the screen (y down) a clockwise turn is a growing angle round the middle;
    the seats, in seating order from the near side, sweep less than a full turn.
    """
    import math

    places, _ = seat_rects(count, 1920, 1080)
    assert places[0].side == "bottom"
    angles = []
    for place in places:
        w, h = (place.height, place.width) if place.rotation in (90, -90) else (place.width, place.height)
        angles.append(math.atan2(place.y + h / 2 - 540, place.x + w / 2 - 960))
    turns = [(b - a) % (2 * math.pi) for a, b in zip(angles, angles[1:], strict=False)]
    # Two seats: across the table
    assert all(0 < turn <= math.pi + 1e-9 for turn in turns), turns
    assert sum(turns) < 2 * math.pi
    if count >= 4:
        # The first seat's left-hand neighbour: from the near side to the left column
        assert places[1].side in ("bottom", "left") and places[[p.side for p in places].index("left")].x == 0


def test_the_second_window_shows_every_seat_turn_and_step_and_no_operator_text(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 9))
    to_scheme_with_question(window)
    window.session.perform(ChangeLife("Hero 8", -3))
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    # A laptop-sized TV (the offscreen screen is smaller)
    display.resize(*SCREEN)
    settle(qtbot)
    assert list(display.seats) == [p.name for p in window.session.state.players]
    assert display.seats["Hero 8"].life_label.text() == "17"
    rotations = sorted(proxy.rotation() for proxy in display._seat_proxies)
    assert 180 in rotations and 90 in rotations and -90 in rotations and 0 in rotations
    assert "Precombat main phase" in display.turn_label.text() and "Turn 1" in display.turn_label.text()
    # The card carries no operator instruction ("resolve it, then press Done"); the question the table must
    # answer stands above it, with its key (a second window covering the only screen is answered from).
    card = [w.text() for w in display.card.findChildren(QLabel)]
    assert card and not any("Done" in text for text in card)
    assert display.notice.isVisible() and display.notice.heading.text().startswith("Resolve “")
    assert [label.text() for label in display.notice.answer_labels] == ["Done  [Enter]"]
    area = display.scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    assert all(area.contains(proxy.sceneBoundingRect()) for proxy in [display.proxy, *display._seat_proxies])
    for seat in display.seats.values():
        assert seat.life_label.fontMetrics().tightBoundingRect("20").height() >= 40


# ----- symbols -------------------------------------------------------------------------------------------
def test_mana_and_tap_symbols_use_the_vendored_mana_font(qapp) -> None:
    from PySide6.QtGui import QFontDatabase

    assert load_mana_font() == MANA_FAMILY and MANA_FAMILY in QFontDatabase.families()
    assert has_symbols("{1}{U}{B}{R}") and not has_symbols("{not a symbol}")
    rendered = to_html('Pay {1}{U}: "{T}, x" <b>', 20)
    images = re.findall(r'<img src="data:image/png;base64,[^"]+" width="(\d+)" height="(\d+)" alt="([^"]+)"', rendered)
    assert [alt for _, _, alt in images] == ["{1}", "{U}", "{T}"] and "&lt;b&gt;" in rendered
    assert all(int(width) > int(height) >= 20 for width, height, _ in images), (
        "a disc as tall as the letters, air beside"
    )
    (larger,) = re.findall(r'height="(\d+)"', to_html("{1}", 40))
    assert int(larger) >= 40, "the disc grows with the text"
    assert CODEPOINTS["T"] == 0xE61A and CODEPOINTS["W"] == 0xE600 and CODEPOINTS["20"] == 0xE62E


def test_a_mana_symbol_is_a_round_disc_with_air_before_the_next_word(qapp) -> None:
    """The {1} symbol was a grey square touching the next word."""
    import base64

    from PySide6.QtGui import QColor, QImage

    from archenemy.desktop.widgets.mana_symbols import GENERIC_COLOUR, symbol_image_url

    url = symbol_image_url("1", 24)
    image = QImage.fromData(base64.b64decode(url.split(",", 1)[1]))
    height, width = image.height(), image.width()
    margin = (width - height) // 2
    assert margin >= 2, "transparent air on each side"
    for x in (0, width - 1):
        # The margins are clear
        assert all(image.pixelColor(x, y).alpha() == 0 for y in range(height))
    for corner in ((margin, 0), (width - margin - 1, 0), (margin, height - 1), (width - margin - 1, height - 1)):
        assert image.pixelColor(*corner).alpha() == 0, "round: the square's corners are not painted"
    edge = image.pixelColor(margin + 2, height // 2)
    assert edge.alpha() == 255 and edge.name() == QColor(GENERIC_COLOUR).name(), "the disc in the cost colour"


def test_the_card_draws_symbols_and_keeps_its_source(make_window, qtbot) -> None:
    deck = ("my-wealth-will-bury-you",) + tuple(i for i in NICOL_BOLAS if i != "my-wealth-will-bury-you")[:19]
    players = (PlayerSetup("Archenemy", deck), PlayerSetup("Hero 1"), PlayerSetup("Hero 2"))
    window = make_window(GameSetup(Variant.ARCHENEMY, players, DeckMode.PHYSICAL))
    for _ in range(3):
        window.session.perform(NextStep())
    prompt = window.session.state.prompts[0]
    window.session.perform(Answer(prompt.id, "my-wealth-will-bury-you"))
    label = window.card.text_label
    assert label.textFormat() == Qt.TextFormat.RichText and "{T}" in label.source and "{T}" not in label.text()
    # A re-fit starts from the source, never from the HTML
    window.set_scale(1.2)
    assert "{T}" in label.source and label.text().count('alt="{T}"') == 1
    assert label.accessibleName() == label.source, "accessibility reads the symbols as written"


def test_every_window_has_no_light_native_bars(make_window) -> None:
    """The menu bar and the buttons wear the theme.

    No light native bar on the dark window.
    """
    from PySide6.QtGui import QPalette

    window = make_window(setup_for(Variant.ARCHENEMY, 3))
    bar = window.menuBar()
    shot = bar.grab().toImage()
    background = shot.pixelColor(shot.width() - 5, shot.height() // 2)
    assert background.name() == window.theme.palette.panel
    assert window.turn_bar.next_button.palette().color(QPalette.ColorRole.Button).name() == window.theme.palette.button
    assert isinstance(window.centralWidget(), QWidget)


# ----- table mode (F11): the same table layout in the main window ------------------------------------------
def test_table_mode_shows_the_table_layout_with_the_banner_and_tappable_seats(make_window, qtbot) -> None:
    window = make_window(setup_for(Variant.ARCHENEMY, 4))
    to_scheme_with_question(window)
    window.menus.table_mode_action.trigger()
    settle(qtbot)
    assert window.isFullScreen() and window.table_mode
    assert not window.players_area.isVisible() and not window.turn_bar.isVisible()
    view = window.table_view
    assert list(view.seats) == ["Archenemy", "Hero 1", "Hero 2", "Hero 3"]
    assert window.banner.parentWidget() is view.inner and window.banner.isVisible()
    # The far side: turned 180°
    seat = view.seats["Hero 2"]
    assert view._seat_proxies[2].rotation() == 180
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=seat.rect().center() + QPoint(seat.width() // 4, 0))
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=seat.rect().center() + QPoint(seat.width() // 4, 0))
    qtbot.mouseClick(seat, Qt.MouseButton.LeftButton, pos=seat.rect().center() - QPoint(seat.width() // 4, 0))
    assert window.session.state.player("Hero 2").life == 21
    assert view.seats["Hero 2"].life_label.text() == "21"
    # The taps merged into one undo step
    window.menus.undo_action.trigger()
    assert window.session.state.player("Hero 2").life == 20
    window.menus.table_mode_action.trigger()
    settle(qtbot)
    assert not window.table_mode and window.players_area.isVisible()
    assert window.banner.parentWidget() is window.banner_slot


def test_every_window_wears_the_app_icon(make_window, qtbot, qapp) -> None:
    """The icon is set on the application (``icon.app_icon``).

    Every window shows it.
    """
    from archenemy.desktop import app as app_module

    before = qapp.windowIcon()
    app_module.configure_application(qapp)
    try:
        window = make_window(setup_for(Variant.ARCHENEMY, 3))
        window.second_window.toggle_display(True)
        qtbot.addWidget(window.second_window.display)
        window.files.open_new_game_dialog()
        for top in (window, window.second_window.display, window.dialogs.opened[-1]):
            assert not top.windowIcon().isNull() and top.windowIcon().availableSizes()
    finally:
        qapp.setWindowIcon(before)


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_cards_name_is_never_cut_even_beside_the_log_and_a_grown_question(make_window, qtbot, language) -> None:
    """A Spanish type line wraps with the log shown and is drawn as laid out.

    Xvfb showed it: with the log shown, "Inclínate ante mi mando" wrapped
    beside the type line and was drawn in one line's height, its top and bottom
    cut off, worse after Space grew the question.
    """
    deck = ("bow-to-my-command",) * 20
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in (1, 2, 3)))
    window = make_window(GameSetup(Variant.ARCHENEMY, players), language)
    window.resize(*SCREEN)
    window.log_dock.show()
    to_scheme_with_question(window)
    settle(qtbot)
    name = window.card.name_label
    for when in ("at the question", "after Space was refused"):
        if when != "at the question":
            qtbot.keyClick(window, Qt.Key.Key_Space)
            settle(qtbot)
        width = name.contentsRect().width()
        lines = name.fontMetrics().boundingRect(QRect(0, 0, width, 1 << 20), Qt.TextFlag.TextWordWrap, name.text())
        assert name.contentsRect().height() >= lines.height(), (when, name.text(), name.height(), lines.height())
        fits_the_screen(window)


def test_showing_the_log_keeps_every_life_total_the_same_size(make_window, qtbot) -> None:
    """At nine seats, showing the log refits every total to one size.

    Xvfb showed it: at nine seats, showing the log narrowed the panels and each
    total refitted alone (three sizes side by side); the table now shares its
    height again and equalises them.
    """
    window = make_window(setup_for(Variant.ARCHENEMY, 9))
    window.resize(*SCREEN)
    settle(qtbot)
    for shown in (True, False):
        window.menus.log_action.trigger()
        qtbot.waitUntil(lambda s=shown: window.log_dock.isVisible() == s, timeout=2000)
        settle(qtbot)

        def sizes_now() -> dict[str, float]:
            return {name: panel.life_label.font().pointSizeF() for name, panel in window.panels.items()}

        qtbot.waitUntil(lambda: len(set(sizes_now().values())) == 1, timeout=5000)
        sizes = sizes_now()
        assert len(set(sizes.values())) == 1, (shown, sizes)


@pytest.mark.parametrize("language", ["en", "es"])
def test_rumble_says_whose_scheme_deck_and_whose_ongoing_scheme_is_shown(make_window, qtbot, language) -> None:
    """In Supervillain Rumble the card names whose deck and scheme it shows.

    In Supervillain Rumble the card said "Scheme deck: 19 cards" and the
    ongoing column named the owner only as a bare name under the rules text.
    """
    from archenemy.desktop.texts.players import default_names

    deck = ("my-forces-are-innumerable",) * 20
    names = default_names(Variant.SUPERVILLAIN_RUMBLE, 3)
    # Their default names in the language (Player 1… / Jugador 1…), as the new-game dialog gives them.
    window = make_window(GameSetup(Variant.SUPERVILLAIN_RUMBLE, tuple(PlayerSetup(n, deck) for n in names)), language)
    session = window.session
    while not any(f.ongoing for f in session.state.face_up()):
        state = session.state
        if state.prompts:
            session.perform(Answer(state.prompts[0].id, True))
        else:
            assert session.perform(NextStep())
    owner = next(f.card.owner for f in session.state.face_up() if f.ongoing)
    settle(qtbot)
    deck_line = window.card.deck_label.text()
    assert owner in deck_line and "19" in deck_line, deck_line
    whose = window.ongoing.findChild(QLabel, "ongoingOwner")
    assert whose is not None and owner in whose.text(), "the ongoing scheme says whose it is, above its name"
    box = whose.parentWidget()
    labels = [label.text() for label in box.findChildren(QLabel)]
    assert labels[0] == whose.text()


@pytest.mark.parametrize("language", ["en", "es"])
@pytest.mark.parametrize("heroes", [1, 3, 4, 8])
def test_commander_totals_are_as_large_as_the_panels_allow_and_every_label_is_whole(
    make_window, qtbot, language, heroes
) -> None:
    """Archenemy Commander with four heroes at 1366×768: large totals, no cut.

    Archenemy Commander with four heroes at 1366×768 drew the totals at 31 px
    with half of each panel empty, and cut "Shared team…" and "Out: t…".  The
    archenemy's and the team's totals share the first row as cards; the heroes
    (no total of their own) are compact rows under them.
    """
    from archenemy.engine.actions import Concede

    deck = tuple(load_catalogue().precon("death-toll").scheme_ids())
    players = (PlayerSetup("Archenemy", deck), *(PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)))
    window = make_window(GameSetup(Variant.ARCHENEMY_COMMANDER, players), language)
    window.resize(*SCREEN)
    if heroes > 1:
        window.session.perform(Concede("Hero 2"))
    settle(qtbot)
    qtbot.wait(20)
    totals = [p for p in window.panels.values() if p.life_label.isVisible()]
    assert len(totals) == 2, "the archenemy's and the team's"
    sizes = {p.life_label.font().pointSizeF() for p in totals}
    assert len(sizes) == 1, sizes
    # 31 px before
    assert life_px(window) >= 90, life_px(window)
    for panel in window.panels.values():
        label = panel.status_label
        if label.isVisible() and label.text() and label.wordWrap():
            # Its lines whole at its width
            assert label.heightForWidth(label.width()) <= label.height(), label.text()
        elif label.isVisible() and label.text():
            # One line, never cut with "…"
            assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width(), label.text()
        assert panel.name_label.fontMetrics().horizontalAdvance(panel.name_label.text()) <= panel.name_label.width()
    fits_the_screen(window)
