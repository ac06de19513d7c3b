"""One theme for every window and dialog.

Readable colours in both schemes, the text size as a value, not a global.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

import archenemy.desktop
from archenemy.desktop.theme import MIN_POINT_SIZE, PALETTES, SCHEMES, Theme, apply_theme, palette

WINDOW_TEXT = QPalette.ColorRole.WindowText
WINDOW = QPalette.ColorRole.Window


# The theme lives on the application: each test gives the next the look it found.
pytestmark = pytest.mark.usefixtures("restore_application_look")


# ----- the palette ----------------------------------------------------------------------------------------
def _luminance(colour: str) -> float:
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two ``#rrggbb`` colours."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# (text role, background role, least contrast): what the table draws on what.
READABLE = [
    ("text", "background", 7.0),
    ("text", "panel", 7.0),
    ("text", "field", 7.0),
    ("text", "button", 4.5),
    ("text", "button_hover", 4.5),
    ("card_text", "card", 7.0),
    ("card_caption", "card", 4.5),
    ("card_text", "ongoing_card", 7.0),
    ("banner_text", "banner", 7.0),
    ("selected_text", "selected", 4.5),
    ("accent", "background", 4.5),
    ("accent", "panel", 4.5),
    ("hint", "background", 4.5),
    ("error", "background", 4.5),
    ("ok", "background", 4.5),
    ("error", "panel", 4.5),
    ("text", "error_fill", 4.5),
    ("text", "ok_fill", 4.5),
    ("muted", "background", 3.0),
    ("muted", "button", 3.0),
]


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize(("fore", "back", "least"), READABLE)
def test_every_text_role_reads_on_its_background(scheme: str, fore: str, back: str, least: float) -> None:
    p = palette(scheme)
    assert contrast(getattr(p, fore), getattr(p, back)) >= least


def test_the_light_scheme_is_light_and_the_dark_scheme_dark() -> None:
    assert _luminance(PALETTES["light"].background) > 0.5 > _luminance(PALETTES["dark"].background)
    assert palette("no such scheme") == PALETTES["dark"]


# ----- the theme value ------------------------------------------------------------------------------------
def test_theme_is_a_value_with_fonts_scaled_and_never_under_the_floor() -> None:
    theme = Theme()
    assert theme.font(20, True).pointSizeF() == 20 and theme.font(20, True).bold()
    assert Theme(1.5).font(20).pointSizeF() == 30
    assert Theme(0.5).font(12).pointSizeF() == MIN_POINT_SIZE
    # A new value; the old one stays
    assert theme.with_scale(2.0) == Theme(2.0, "dark") and theme == Theme()
    assert theme.with_scheme("light").palette == PALETTES["light"]
    assert theme.with_scheme("sepia").scheme == "dark"
    # 12 pt menus at 125 %
    assert "15.0pt" in Theme(1.25).style_sheet()
    with pytest.raises(AttributeError):
        theme.scale = 2.0  # type: ignore[misc]


def test_the_deck_builders_rules_are_on_its_windows_only() -> None:
    """The application's sheet holds no deck builder rule.

    Qt matches each of its rules against every widget the table polishes.
    """
    from archenemy.desktop.theme import deck_builder_style_sheet, style_sheet

    for scheme in SCHEMES:
        table, builder = style_sheet(1.25, scheme), deck_builder_style_sheet(1.25, scheme)
        assert "#deckBuilder" not in table and "#deckList" not in table and "#validation" not in table
        # The deck builder's sheet is the application's and its own rules after it.
        assert builder.startswith(table) and "#deckBuilder QPushButton#step" in builder
        # The status line's tones stay for every window (the table's status, the new-game dialog's problems).
        assert 'QLabel#status[tone="error"]' in table and 'QLabel#status[tone="ok"]' in table


def test_the_desktop_keeps_no_global_state() -> None:
    """No ``global`` statement in the table, the theme or the app start-up.

    The old text-size global is gone.
    """
    from archenemy.desktop.widgets import theming

    root = Path(archenemy.desktop.__file__).resolve().parent
    statements = [
        f"{path.relative_to(root)}:{node.lineno}"
        for path in [*root.glob("table/**/*.py"), *root.glob("widgets/*.py"), root / "theme.py", root / "app.py"]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Global)
    ]
    assert not statements
    assert not any(hasattr(theming, name) for name in ("_TEXT_SCALE", "set_text_scale", "text_scale"))


def test_two_windows_keep_their_own_text_size(make_window) -> None:
    large, normal = make_window(text_scale=1.5), make_window()
    # The turn label (the step name beside it shrinks to fit the turn bar: tests/desktop/table/test_step_label.py).
    assert large.turn_bar.turn_label.font().pointSizeF() == 30
    assert normal.turn_bar.turn_label.font().pointSizeF() == 20
    # The life totals are fitted to their box: their size hint follows the window's own text size.
    assert (
        large.panels["Hero 1"].life_label.sizeHint().height() > normal.panels["Hero 1"].life_label.sizeHint().height()
    )
    assert large.panels["Hero 1"].life_label.scale == 1.5 and normal.panels["Hero 1"].life_label.scale == 1.0


# ----- one theme for every window and dialog -----------------------------------------------------------------
@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_window_themes_the_whole_application_and_its_message_boxes(make_window, qtbot, scheme: str) -> None:
    window = make_window()
    window.set_color_scheme(scheme)
    p = palette(scheme)
    app = QApplication.instance()
    assert app.styleSheet() == window.theme.style_sheet() and window.styleSheet() == ""
    assert app.palette().color(WINDOW).name() == p.background
    assert app.palette().color(QPalette.ColorRole.Text).name() == p.text
    box = QMessageBox(QMessageBox.Icon.Question, "Concede", "Does Hero 1 concede the game?", parent=window)
    box.show()
    qtbot.waitExposed(box)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert label.palette().color(WINDOW_TEXT).name() == p.text
    assert box.palette().color(WINDOW).name() == p.background
    assert contrast(label.palette().color(WINDOW_TEXT).name(), box.palette().color(WINDOW).name()) >= 7
    box.close()


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_second_window_wears_the_theme(make_window, qtbot, scheme: str) -> None:
    window = make_window()
    window.set_color_scheme(scheme)
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    p = palette(scheme)
    assert display.palette().color(WINDOW).name() == p.background
    # Inside a graphics scene, not a child
    assert display.inner.palette().color(WINDOW).name() == p.background
    life = display.seats["Hero 1"].life_label
    assert life.palette().color(WINDOW_TEXT).name() == p.text
    assert display.card.name_label.palette().color(WINDOW_TEXT).name() == p.card_text


@pytest.mark.parametrize("scheme", SCHEMES)
def test_the_new_game_dialog_colours_its_status_by_role_and_follows_the_text_size(
    make_window, qtbot, scheme: str
) -> None:
    window = make_window(text_scale=1.25)
    window.set_color_scheme(scheme)
    window.files.open_new_game_dialog()
    dialog = window.dialogs.opened[-1]
    qtbot.waitExposed(dialog)
    p = palette(scheme)
    assert dialog.styleSheet() == ""
    assert dialog.problems.palette().color(WINDOW_TEXT).name() == p.ok
    # A name used twice
    dialog.rows[2].name.setText("Hero 1")
    assert dialog.problems.palette().color(WINDOW_TEXT).name() == p.error
    assert dialog.players_label.font().pointSizeF() == 15 and dialog.players_label.font().bold()
    assert dialog.palette().color(WINDOW).name() == p.background
    dialog.reject()


def test_the_amount_dialog_takes_its_text_size_from_the_theme(make_window, qtbot) -> None:
    from PySide6.QtWidgets import QSpinBox

    window = make_window(text_scale=1.5)
    window.dialogs.open_exact_life()
    dialog = window.dialogs.opened[-1]
    qtbot.waitExposed(dialog)
    assert dialog.objectName() == "amountDialog" and dialog.styleSheet() == ""
    assert dialog.findChild(QSpinBox).font().pointSizeF() == 21
    hint = dialog.findChild(QLabel, "hint")
    assert hint.font().pointSizeF() == 18
    assert hint.palette().color(WINDOW_TEXT).name() == window.theme.palette.hint
    dialog.reject()


def test_a_colour_scheme_change_keeps_the_chosen_text_size(make_window, qtbot) -> None:
    """Qt restores a widget's first font when the application's style sheet changes.

    The window re-applies its own.
    """
    window = make_window()
    window.set_scale(1.3)
    # As large as the window has room for (the life totals keep their size)
    drawn = window.theme.scale
    assert drawn > 1.0 and window.turn_bar.turn_label.font().pointSizeF() == pytest.approx(20 * drawn)
    window.set_color_scheme("light")
    assert window.turn_bar.turn_label.font().pointSizeF() == pytest.approx(20 * drawn)
    assert window.panels["Hero 1"].life_label.scale == pytest.approx(drawn)
    window.set_scale(1.0)
    assert window.turn_bar.turn_label.font().pointSizeF() == pytest.approx(20)
    assert window.card.theme == window.theme == Theme(1.0, "light")


def _turn_bar_drawn(window) -> dict[str, tuple[tuple[int, int, int, int], float]]:
    """Each of the turn bar's parts: its geometry and its font's size, once laid out."""
    QApplication.processEvents()
    window.layout().activate()
    QApplication.processEvents()
    bar = window.turn_bar
    parts = {
        "go to step": bar.jump_button,
        "next step": bar.next_button,
        "step": bar.step_label,
        "turn": bar.turn_label,
        "undo": bar.undo_button,
    }
    return {name: (part.geometry().getRect(), round(part.font().pointSizeF(), 1)) for name, part in parts.items()}


@pytest.mark.parametrize(("language", "text_scale"), [(None, 1.0), ("es", 1.0), ("es", 1.6)])
def test_a_colour_scheme_switch_leaves_the_turn_bar_as_it_was(
    make_window, qtbot, language: str | None, text_scale: float
) -> None:
    """The bar's buttons keep their size and place through light and dark.

    Next step was drawn at the style sheet's 14 pt until the first switch,
    then at its own 16 pt: it grew, the step's name shrank and "Go to
    step…" moved (at a large text size the window took a smaller one,
    and "Go to step…" shrank); the step's name, shrunk to fit, came back
    at its full size over its room.
    """
    window = make_window(language=language, text_scale=text_scale)
    before = _turn_bar_drawn(window)
    other = "light" if window.color_scheme == "dark" else "dark"
    window.set_color_scheme(other)
    assert _turn_bar_drawn(window) == before
    window.set_color_scheme("dark" if other == "light" else "light")
    assert _turn_bar_drawn(window) == before


def test_apply_theme_sets_the_palette_only_when_the_scheme_changes(qapp) -> None:
    apply_theme(qapp, Theme(1.0, "light"))
    assert qapp.palette().color(WINDOW).name() == PALETTES["light"].background
    apply_theme(qapp, Theme(1.2, "light"))
    assert qapp.styleSheet() == Theme(1.2, "light").style_sheet()
    apply_theme(qapp, Theme(1.2, "dark"))
    assert qapp.palette().color(WINDOW).name() == PALETTES["dark"].background


def test_the_second_window_fills_its_screen_the_first_time_it_opens(make_window, qtbot) -> None:
    window = make_window()
    window.second_window.toggle_display(True)
    display = window.second_window.display
    qtbot.addWidget(display)
    qtbot.waitExposed(display)
    screen = display.screen().availableGeometry()
    qtbot.waitUntil(lambda: display.view.viewport().width() >= screen.width() - 2, timeout=2000)
    view = display.scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    assert display.scene.sceneRect().size().toSize() == display.view.viewport().size()
    for proxy in [display.proxy, *display._seat_proxies]:
        # Every seat and the scheme on screen, none clipped
        assert view.contains(proxy.sceneBoundingRect())


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_a_badge_menu_has_a_frame_that_sets_it_off_the_panels(make_window, qtbot, scheme: str) -> None:
    """The ☠/⚔ badges' menus had no frame.

    On a panel of the same colour they seemed part of it.
    """
    from PySide6.QtGui import QColor

    from archenemy.engine.catalogue import load_catalogue
    from archenemy.engine.setup import GameSetup, PlayerSetup
    from archenemy.engine.variants import Variant

    deck = tuple(load_catalogue().precon("death-toll").scheme_ids())
    heroes = tuple(PlayerSetup(f"Hero {n}") for n in (1, 2, 3))
    window = make_window(GameSetup(Variant.ARCHENEMY_COMMANDER, (PlayerSetup("Archenemy", deck), *heroes)))
    window.set_color_scheme(scheme)
    panel = window.panels["Hero 1"]
    menu = panel.commander_menu
    menu.popup(panel.commander_button.mapToGlobal(panel.commander_button.rect().bottomLeft()))
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    image = menu.grab().toImage()
    frame = QColor(PALETTES[scheme].button_border).name()
    middle = image.height() // 2
    assert image.pixelColor(0, middle).name() == frame and image.pixelColor(image.width() - 1, middle).name() == frame
    assert image.pixelColor(image.width() // 2, 0).name() == frame
    menu.close()


def test_the_palettes_spin_box_arrows_ship_with_the_app_and_a_start_draws_none(qapp, tmp_path, monkeypatch) -> None:
    """Every palette's arrows are in ``resources/theme/`` (``tools/theme_arrows.py``).

    Exactly as ``draw_arrow`` draws them; the style sheet names them, and
    nothing is written to the data folder.
    """
    from PySide6.QtGui import QImage

    from archenemy.desktop import theme

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    folder = Path(archenemy.desktop.__file__).resolve().parent.parent / "resources" / "theme"
    for scheme in SCHEMES:
        sheet = theme.style_sheet(1.0, scheme)
        for colour in (PALETTES[scheme].text, PALETTES[scheme].muted):
            for up in (True, False):
                path = folder / theme.arrow_name(colour, up)
                assert path.is_file(), f"{path.name} missing: run tools/theme_arrows.py"
                assert path.as_posix() in sheet
                fmt = QImage.Format.Format_ARGB32_Premultiplied
                assert QImage(str(path)).convertToFormat(fmt) == theme.draw_arrow(colour, up).convertToFormat(fmt)
    assert not (tmp_path / "data").exists()
    # A colour no palette has is drawn once into the data folder.
    drawn = theme._arrow_file("#123456", True)
    assert drawn.startswith(str(tmp_path / "data")) and Path(drawn).is_file()
