"""One theme for every window and dialog: a palette per scheme, one style sheet.

The table view, the second screen, the deck builder, the new-game dialog and
every message box take their colours from a :class:`Palette` (named roles, not
hex codes scattered through widgets) and their rules from
:func:`style_sheet`.  Two schemes exist, ``"dark"`` (the table's default: a
dim room, a TV) and ``"light"``; :func:`system_color_scheme` follows the
platform when it reports one.

Model: novelWriter's ``gui/theme.py`` (one place owns colours and fonts).
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING

import msgspec
from msgspec.structs import replace
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

# The ``pt(size) -> "12.0pt"`` helper the rule groups take.
_Pt = Callable[[float], str]

# The colour schemes the app draws.
SCHEMES = ("dark", "light")
# The smallest text the theme draws, in points, whatever the text size.
MIN_POINT_SIZE = 11.0

# The seat colours offered (the new-game dialog, Edit → seat colour) and given by default, in seat
# order, distinct on light and dark backgrounds: ``(#rrggbb, English name)``; the names are
# translated in the context ``NewGameDialog``.
SEAT_COLOURS = (
    ("#c0392b", QT_TRANSLATE_NOOP("NewGameDialog", "Red")),
    ("#2e86de", QT_TRANSLATE_NOOP("NewGameDialog", "Blue")),
    ("#27ae60", QT_TRANSLATE_NOOP("NewGameDialog", "Green")),
    ("#f39c12", QT_TRANSLATE_NOOP("NewGameDialog", "Orange")),
    ("#8e44ad", QT_TRANSLATE_NOOP("NewGameDialog", "Purple")),
    ("#16a085", QT_TRANSLATE_NOOP("NewGameDialog", "Teal")),
    ("#d35400", QT_TRANSLATE_NOOP("NewGameDialog", "Rust")),
    ("#e84393", QT_TRANSLATE_NOOP("NewGameDialog", "Pink")),
    ("#7f8c8d", QT_TRANSLATE_NOOP("NewGameDialog", "Grey")),
)
# The seat colours the application's sheet draws by a seat's ``seatColour`` property (lower case).
SHEET_SEAT_COLOURS = frozenset(value for value, _name in SEAT_COLOURS)


class Palette(msgspec.Struct, frozen=True):
    """The colours of one scheme, by role (``#rrggbb`` strings).

    - ``background``/``panel``/``field``: window, raised panels, text fields
      and lists.
    - ``text``/``muted``/``hint``: normal, de-emphasised (a player who left)
      and secondary text.
    - ``accent``: what needs the eye (the step, the active player's border,
      focus rings); ``border``: panel edges; ``button``/``button_hover``/
      ``button_border``: push buttons.
    - ``selected``/``selected_text``: a selected row or player.
    - ``card``/``card_text``/``card_caption``/``card_border``: the scheme drawn
      as a printed card (the same in both schemes, like the paper card).
    - ``banner``/``banner_text``: the prompt banner.
    - ``error``/``ok``: status texts; ``error_fill``/``ok_fill``: the
      validation box's fill, with ``error_edge``/``ok_edge`` its border.
    """

    background: str
    panel: str
    field: str
    text: str
    muted: str
    hint: str
    accent: str
    border: str
    button: str
    button_hover: str
    button_border: str
    selected: str
    selected_text: str
    card: str
    card_text: str
    card_caption: str
    card_border: str
    ongoing_card: str
    banner: str
    banner_text: str
    error: str
    ok: str
    error_fill: str
    ok_fill: str
    error_edge: str
    ok_edge: str


PALETTES: dict[str, Palette] = {
    "dark": Palette(
        background="#1d1b22",
        panel="#2b2733",
        field="#2b2733",
        text="#f1ece2",
        muted="#8c8496",
        hint="#c9c0d6",
        accent="#ffcf6e",
        border="#3d3747",
        button="#3d3747",
        button_hover="#4a4358",
        button_border="#5a4a7a",
        selected="#5a4a7a",
        selected_text="#ffffff",
        card="#f3ead8",
        card_text="#1c1420",
        card_caption="#6b4f8f",
        card_border="#3b2a52",
        ongoing_card="#e9dec6",
        banner="#ffcf6e",
        banner_text="#1c1420",
        error="#ffb4a8",
        ok="#9fe0a8",
        error_fill="#43211f",
        ok_fill="#1f3b26",
        error_edge="#d0564b",
        ok_edge="#4caf62",
    ),
    "light": Palette(
        background="#ece7dc",
        panel="#fbf8f1",
        field="#ffffff",
        text="#1c1420",
        muted="#6e6875",
        hint="#4f4658",
        accent="#8a5a00",
        border="#b9ad98",
        button="#f4efe6",
        button_hover="#e6dfd2",
        button_border="#8f7fb0",
        selected="#5a4a7a",
        selected_text="#ffffff",
        card="#f3ead8",
        card_text="#1c1420",
        card_caption="#6b4f8f",
        card_border="#3b2a52",
        ongoing_card="#e9dec6",
        banner="#ffcf6e",
        banner_text="#1c1420",
        error="#9f1d12",
        ok="#1b6e20",
        error_fill="#f8dcd8",
        ok_fill="#dcefdc",
        error_edge="#b3261e",
        ok_edge="#2e7d32",
    ),
}


def palette(scheme: str) -> Palette:
    """The palette of ``scheme``.

    ``"dark"`` or ``"light"``; anything else gives dark.
    """
    return PALETTES.get(scheme, PALETTES["dark"])


def point_size(size: float, scale: float) -> float:
    """``size`` points times the user's text size, never under :data:`MIN_POINT_SIZE`."""
    return max(MIN_POINT_SIZE, size * scale)


class Theme(msgspec.Struct, frozen=True):
    """How the app looks now: the user's text size (``scale``) and the colour scheme.

    A value: the main window holds the current one and hands it to the widgets
    that build fonts; a change makes a new :class:`Theme` (:meth:`with_scale`,
    :meth:`with_scheme`), never a module global.
    """

    scale: float = 1.0
    scheme: str = "dark"

    @property
    def palette(self) -> Palette:
        """The colours of this theme's scheme."""
        return palette(self.scheme)

    def point_size(self, size: float) -> float:
        """``size`` points at this text size (never under :data:`MIN_POINT_SIZE`)."""
        return point_size(size, self.scale)

    def font(self, size: float, bold: bool = False) -> QFont:
        """A font of ``size`` points at this text size."""
        font = QFont()
        font.setPointSizeF(self.point_size(size))
        font.setBold(bold)
        return font

    def style_sheet(self) -> str:
        """The style sheet of every window and dialog in this theme."""
        return style_sheet(self.scale, self.scheme)

    def with_scale(self, scale: float) -> Theme:
        """This theme at another text size."""
        return replace(self, scale=scale)

    def with_scheme(self, scheme: str) -> Theme:
        """This theme in another colour scheme.

        ``"dark"`` or ``"light"``; anything else gives dark.
        """
        return replace(self, scheme=scheme if scheme in PALETTES else "dark")


def qt_palette(p: Palette) -> QPalette:
    """A :class:`QPalette` of ``p``'s roles.

    For what no style sheet rule reaches (native dialogs, views).
    """
    roles = QPalette.ColorRole
    qp = QPalette()
    for role, colour in (
        (roles.Window, p.background),
        (roles.WindowText, p.text),
        (roles.Base, p.field),
        (roles.AlternateBase, p.panel),
        (roles.Text, p.text),
        (roles.Button, p.button),
        (roles.ButtonText, p.text),
        (roles.BrightText, p.selected_text),
        (roles.Highlight, p.selected),
        (roles.HighlightedText, p.selected_text),
        (roles.ToolTipBase, p.panel),
        (roles.ToolTipText, p.text),
        (roles.PlaceholderText, p.muted),
        (roles.Link, p.accent),
        (roles.LinkVisited, p.accent),
    ):
        qp.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        qp.setColor(QPalette.ColorGroup.Disabled, role, QColor(p.muted))
    return qp


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Give every window and dialog of ``app`` the theme.

    One palette and one style sheet, set on the application.

    Set on the application (not on a window), the same colours reach message
    boxes, input and file dialogs: no light text on a light native dialog.

    Python's cycle collector is paused meanwhile.  Qt re-polishes every
    widget from a list it made first, and the Python code it runs on the way
    (event filters, size hints) can start the collector: a window no longer
    referenced but in a reference cycle (a closed dialog's, an earlier
    window's part) was then freed under Qt's loop, which went on to it (a
    segmentation fault in ``setStyleSheet``, seen in the test suite).
    """
    sheet = theme.style_sheet()
    collecting = gc.isenabled()
    gc.disable()
    try:
        if app.property("archenemyScheme") != theme.scheme:
            app.setPalette(qt_palette(theme.palette))
            app.setProperty("archenemyScheme", theme.scheme)
        if app.styleSheet() != sheet:
            app.setStyleSheet(sheet)
    finally:
        if collecting:
            gc.enable()


def style_sheet(scale: float = 1.0, scheme: str = "dark") -> str:
    """The style sheet of every window and dialog.

    For a text size factor and a colour scheme.

    ``scale`` multiplies every font size (View → Text size); ``scheme`` is
    ``"dark"`` or ``"light"``.  The rules are grouped by feature: the base
    widgets (so native dialogs and message boxes opened from a window read
    right), then the table view.  The deck builder's own rules are in
    :func:`deck_builder_style_sheet`, set on its windows only: Qt matches
    every rule of the application's sheet against every widget it polishes,
    the table's first paint included.
    """
    return _style_sheet(scale, scheme)


@cache
def _style_sheet(scale: float, scheme: str) -> str:
    """:func:`style_sheet`, built once per text size and scheme.

    The start sets it twice (before any window, then the table's), and
    building it (the spin box arrows' files) took ~0.4 ms each time.
    """
    p = palette(scheme)
    return _base_rules(p, _points(scale)) + _table_rules(p, _points(scale)) + _seat_rules()


def deck_builder_style_sheet(scale: float = 1.0, scheme: str = "dark") -> str:
    """The deck builder's style sheet: :func:`style_sheet` and its own rules.

    Set on the deck builder's windows (they keep it through every text size and scheme).
    """
    return style_sheet(scale, scheme) + _deck_builder_rules(palette(scheme), _points(scale))


def _points(scale: float) -> _Pt:
    """The ``pt(size) -> "12.0pt"`` helper of the rule groups at text size ``scale``."""

    def pt(size: float) -> str:
        return f"{point_size(size, scale):.1f}pt"

    return pt


def arrow_name(colour: str, up: bool) -> str:
    """The file name of a spin box arrow in ``colour``.

    ``colour`` is #rrggbb; e.g. ``arrow-up-f1ece2.png``.
    """
    return f"arrow-{'up' if up else 'down'}-{colour.lstrip('#').lower()}.png"


def draw_arrow(colour: str, up: bool) -> QImage:
    """A 14×8 px triangle in ``colour`` (#rrggbb) for a spin box's button.

    Drawn at twice the size (sharp at 2×).
    """
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter, QPolygonF

    image = QImage(28, 16, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colour))
    tip, base = (1.0, 15.0) if up else (15.0, 1.0)
    painter.drawPolygon(QPolygonF([QPointF(1, base), QPointF(27, base), QPointF(14, tip)]))
    painter.end()
    return image


def _arrow_file(colour: str, up: bool) -> str:
    """A spin box arrow in ``colour`` (:func:`draw_arrow`) as a PNG path.

    "" if there is none and none can be written.

    The palettes' arrows ship with the app (``resources/theme/``, written by
    ``tools/theme_arrows.py``): a start draws nothing (drawing and saving them
    took ~5-10 ms of a first start).  Any other colour is drawn once into the
    data folder's ``theme`` cache.  A style sheet that gives the buttons room
    must draw their arrows too, and takes images only.  A cached file that is
    not a small regular file is not used ("").
    """
    from ..engine.package_data import package_file_path

    name = arrow_name(colour, up)
    shipped = package_file_path("archenemy.resources", "theme", name)
    if shipped is not None:
        return shipped.as_posix()
    # Drawn: Qt's buffer classes are made only then (each class PySide6 makes costs the start its enums).
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from ..engine.safe_files import check_regular_file, write_atomically
    from . import paths

    try:
        folder = paths.data_dir() / "theme"
        path = folder / name
        # Qt reads it: never a FIFO, a device or a huge file (OSError).
        check_regular_file(path, 64 * 1024)
        if not path.exists():
            folder.mkdir(parents=True, exist_ok=True)
            png = QByteArray()
            buffer = QBuffer(png)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            if not draw_arrow(colour, up).save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide6 takes a str
                return ""
            # Qt never opens what is at path.
            write_atomically(path, bytes(png.data()))
        return path.as_posix()
    except OSError:
        return ""


def _spin_arrows(p: Palette) -> str:
    """The spin boxes' up/down arrows in the theme's text colour.

    Muted when they cannot step.
    """
    rules = []
    for up in (True, False):
        name = "up" if up else "down"
        image, off = _arrow_file(p.text, up), _arrow_file(p.muted, up)
        if image and off:
            rules.append(f"QSpinBox::{name}-arrow {{ image: url({image}); width: 14px; height: 8px; }}")
            rules.append(f"QSpinBox::{name}-arrow:disabled, QSpinBox::{name}-arrow:off {{ image: url({off}); }}")
    return "\n".join(rules) + "\n" if rules else ""


def _base_rules(p: Palette, pt: _Pt) -> str:
    return f"""
QMainWindow, QDialog, QMessageBox, #central {{ background: {p.background}; }}
QDialogButtonBox {{ dialogbuttonbox-buttons-have-icons: 0; }}
QLabel, QCheckBox, QRadioButton, QGroupBox {{ color: {p.text}; }}
QMenuBar, QMenu {{ font-size: {pt(12)}; background: {p.panel}; color: {p.text}; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {p.selected}; color: {p.selected_text}; }}
QMenu::item:disabled {{ color: {p.muted}; }}
QMenu {{ border: 2px solid {p.button_border}; padding: 4px 0; }}
QMenu::item {{ padding: 6px 28px 6px 16px; }}
QMenu::separator {{ height: 1px; background: {p.border}; margin: 4px 8px; }}
QToolTip {{ background: {p.panel}; color: {p.text}; border: 1px solid {p.border}; }}
QLineEdit, QPlainTextEdit, QTextBrowser, QListWidget, QComboBox, QSpinBox {{
    background: {p.field}; color: {p.text}; border: 2px solid {p.border}; border-radius: 6px; padding: 3px 6px;
    selection-background-color: {p.selected}; selection-color: {p.selected_text};
}}
QLineEdit:focus, QPlainTextEdit:focus, QListWidget:focus, QComboBox:focus, QSpinBox:focus {{
    border: 2px solid {p.accent};
}}
QTreeView, QListView, QTableView, QTextEdit {{
    background: {p.field}; color: {p.text}; alternate-background-color: {p.panel};
    selection-background-color: {p.selected}; selection-color: {p.selected_text};
}}
QSpinBox {{ padding-right: 30px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: border; width: 28px; background: {p.button}; border-left: 2px solid {p.button_border};
}}
QSpinBox::up-button {{ subcontrol-position: top right; border-top-right-radius: 6px; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; border-bottom-right-radius: 6px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {p.button_hover}; }}
{_spin_arrows(p)}QToolButton[popupMode="2"] {{ padding: 2px 18px 2px 4px; }}
QToolButton[popupMode="2"]::menu-indicator {{ subcontrol-origin: padding; subcontrol-position: center right; right: 4px; }}
QHeaderView::section {{ background: {p.panel}; color: {p.text}; border: 1px solid {p.border}; padding: 2px 6px; }}
QComboBox QAbstractItemView {{
    background: {p.field}; color: {p.text}; selection-background-color: {p.selected};
    selection-color: {p.selected_text};
}}
QComboBox QAbstractItemView::item {{ padding: 5px 6px; }}
QComboBox QAbstractItemView::item:disabled {{ color: {p.muted}; }}
QPushButton, QToolButton {{
    color: {p.text}; background: {p.button}; border: 2px solid {p.button_border}; border-radius: 6px;
}}
QPushButton {{ font-size: {pt(14)}; padding: 6px 14px; }}
QPushButton:hover, QToolButton:hover {{ background: {p.button_hover}; }}
QPushButton:focus, QToolButton:focus {{ border: 2px solid {p.accent}; }}
QPushButton:disabled, QToolButton:disabled {{ color: {p.muted}; border-color: {p.border}; }}
QPushButton#primary {{ background: {p.selected}; color: {p.selected_text}; font-weight: bold; }}
QRadioButton::indicator, QCheckBox::indicator {{
    width: 16px; height: 16px; border: 2px solid {p.hint}; background: {p.field};
}}
QRadioButton::indicator {{ border-radius: 10px; }}
QCheckBox::indicator {{ border-radius: 3px; }}
QRadioButton::indicator:checked {{
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
        stop: 0 {p.accent}, stop: 0.55 {p.accent}, stop: 0.65 {p.field}, stop: 1 {p.field});
}}
QCheckBox::indicator:checked {{ background: {p.accent}; border-color: {p.accent}; }}
QRadioButton::indicator:focus, QCheckBox::indicator:focus {{ border-color: {p.accent}; }}
QRadioButton::indicator:disabled, QCheckBox::indicator:disabled {{ border-color: {p.muted}; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget#qt_scrollarea_viewport, QScrollArea > QWidget#qt_scrollarea_viewport > QWidget {{
    background: transparent;
}}
QScrollBar:vertical {{ background: {p.panel}; width: 14px; margin: 0; }}
QScrollBar:horizontal {{ background: {p.panel}; height: 14px; margin: 0; }}
QScrollBar::handle {{ background: {p.button_border}; border-radius: 6px; min-height: 24px; min-width: 24px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: transparent; }}
QSplitter::handle {{ background: {p.border}; }}
"""


def _table_rules(p: Palette, pt: _Pt) -> str:
    return f"""
#turnBar {{ background: {p.panel}; border-bottom: 2px solid {p.button_border}; }}
#stepLabel {{ color: {p.accent}; }}
#readOnlyStrip {{ background: {p.panel}; border: 3px solid {p.accent}; border-radius: 10px; margin: 0px 16px; }}
#readOnlyStrip QLabel {{ color: {p.text}; border: none; margin: 0px; }}
#readOnlyStrip QLabel#readOnlyTitle {{ color: {p.accent}; }}
QLabel#resultOverlay {{
    background: {p.selected}; color: {p.selected_text}; border: 3px solid {p.accent}; border-radius: 16px;
    padding: 12px 24px;
}}
#schemeCard {{ background: {p.card}; border: 3px solid {p.card_border}; border-radius: 18px; }}
#schemeCard QLabel {{ color: {p.card_text}; }}
#schemeCard QLabel#caption, #schemeCard QLabel#typeLine {{ color: {p.card_caption}; }}
#schemeCard QPushButton {{ font-size: {pt(12)}; padding: 2px 10px; }}
#planeCard {{ background: {p.panel}; border: 3px solid {p.card_border}; border-radius: 18px; }}
#planeFace {{ background: {p.card}; border: 2px solid {p.card_border}; border-radius: 12px; }}
#planeFace QLabel {{ color: {p.card_text}; }}
#planeFace QLabel#typeLine {{ color: {p.card_caption}; }}
#planeCard QLabel#planePhenomenon {{ background: {p.banner}; color: {p.banner_text}; border-radius: 8px; padding: 4px 8px; }}
#ongoingPanel, #logPanel {{ background: {p.panel}; border-radius: 10px; }}
#ongoingPanel QScrollArea, #ongoingPanel QScrollArea > QWidget > QWidget {{ background: transparent; }}
#ongoingCard {{ background: {p.ongoing_card}; border: 2px solid {p.card_border}; border-radius: 10px; }}
#ongoingCard QLabel {{ color: {p.card_text}; }}
#logPanel QListWidget {{ background: {p.background}; color: {p.text}; border: none; }}
#promptBanner {{ background: {p.banner}; border-radius: 12px; }}
#promptBanner QLabel {{ color: {p.banner_text}; }}
#schemeCard[flash="true"] {{ background: {p.banner}; }}
#promptBanner[flash="true"] {{ background: {p.card}; }}
#playerPanel {{ background: {p.panel}; border: 2px solid {p.border}; border-radius: 12px; }}
#playerPanel[active="true"] {{ border: 3px solid {p.accent}; }}
#playerPanel[selected="true"] {{ background: {p.selected}; }}
#playerPanel[selected="true"] QLabel {{ color: {p.selected_text}; }}
#playerPanel[lost="true"] {{ background: {p.background}; }}
#playerPanel[lost="true"] QLabel {{ color: {p.muted}; }}
#playerPanel QLabel#delta {{ color: {p.accent}; }}
#playerPanel QToolButton#badge {{
    font-size: {pt(18)}; font-weight: bold; padding: 4px 12px; border-radius: 20px; background: {p.button};
}}
#playerPanel QToolButton#badge::menu-indicator {{ width: 0; }}
#outcome {{ background: {p.selected}; border-radius: 10px; }}
#cardImagesQuestion {{ background: {p.panel}; border: 3px solid {p.accent}; border-radius: 12px; }}
#outcome QLabel {{ color: {p.selected_text}; }}
#status {{ color: {p.error}; }}
QLabel#status[tone="note"] {{ color: {p.text}; }}
QLabel#status[tone="error"] {{ color: {p.error}; }}
QLabel#status[tone="ok"] {{ color: {p.ok}; }}
QPushButton#arrowButton {{ font-size: {pt(18)}; padding: 2px 8px; }}
#tableDisplay, #tableInner {{ background: {p.background}; }}
#tableDisplay QGraphicsView {{ background: {p.background}; border: none; }}
#tableInner QLabel#tableTurn {{ color: {p.accent}; }}
#tableInner QLabel#tableOngoing, #tableInner QLabel#tableOngoingName, #tableInner QLabel#tableLasting {{ color: {p.text}; }}
#tableSeat {{ background: {p.panel}; border: 2px solid {p.border}; border-radius: 12px; }}
#tableSeat[active="true"] {{ border: 4px solid {p.accent}; }}
#tableSeat QLabel {{ color: {p.text}; background: transparent; }}
#tableSeat[selected="true"] {{ background: {p.selected}; }}
#tableSeat[selected="true"] QLabel {{ color: {p.selected_text}; }}
#tableSeat QLabel#tapZone {{ color: {p.hint}; }}
#tableSeat QLabel#seatDelta {{ color: {p.accent}; }}
#tableSeat[selected="true"] QLabel#seatDelta {{ color: {p.banner}; }}
#tableSeat[lost="true"] {{ background: {p.panel}; }}
#tableSeat[lost="true"] QLabel {{ color: {p.muted}; }}
#tableNotice {{ background: {p.banner}; border-radius: 12px; }}
#tableNotice QLabel {{ color: {p.banner_text}; background: transparent; }}
#tableNotice[kind="end"] {{ background: {p.selected}; }}
#tableNotice[kind="end"] QLabel {{ color: {p.selected_text}; }}
#tableNotice[flash="true"] {{ background: {p.card}; }}
#tableNotice QLabel#answerKey {{ border: 2px solid {p.banner_text}; border-radius: 8px; padding: 2px 10px; }}
#tableNotice[kind="end"] QLabel#answerKey {{ border-color: {p.selected_text}; }}
#tableNotice QLabel#answerKey[offered="false"] {{ border-style: dashed; text-decoration: line-through; }}
#newGameDialog QWidget {{ font-size: {pt(12)}; }}
#newGameDialog QLabel#sectionTitle {{ font-weight: bold; }}
#newGameDialog QLabel#problems[tone="error"] {{ color: {p.error}; }}
#newGameDialog QLabel#problems[tone="ok"] {{ color: {p.ok}; }}
#amountDialog QWidget {{ font-size: {pt(14)}; }}
#amountDialog QLabel#hint {{ font-size: {pt(12)}; color: {p.hint}; }}
"""


def _seat_rules() -> str:
    """The seats' edges in each of :data:`SEAT_COLOURS`.

    By the seat's ``seatColour`` property.  Last, so that they win over the active seat's border, as the edge in a seat's own
    style sheet does (:func:`~archenemy.desktop.widgets.theming.set_seat_colour`).
    """
    rules = []
    for colour in sorted(SHEET_SEAT_COLOURS):
        rules.append(f'#playerPanel[seatColour="{colour}"] {{ border-left: 8px solid {colour}; }}')
        rules.append(f'#tableSeat[seatColour="{colour}"] {{ border-bottom: 10px solid {colour}; }}')
    return "\n".join(rules) + "\n"


def _deck_builder_rules(p: Palette, pt: _Pt) -> str:
    return f"""
#deckBuilder QWidget {{ font-size: {pt(12)}; }}
#deckBuilder QLabel#heading {{ color: {p.accent}; font-size: {pt(15)}; font-weight: bold; }}
#deckBuilder QLineEdit {{ font-size: {pt(13)}; }}
QListWidget#deckList {{ font-size: {pt(13)}; }}
#deckBuilder QPushButton {{ font-size: {pt(12)}; padding: 5px 12px; }}
#deckBuilder QPushButton#step {{ font-size: {pt(14)}; font-weight: bold; }}
#deckBuilder QLabel#hint {{ color: {p.hint}; }}
#deckBuilder QListWidget::item {{ padding: 4px 2px; border-bottom: 1px solid {p.border}; }}
#deckBuilder QListWidget::item:selected {{ background: {p.selected}; color: {p.selected_text}; }}
QFrame#preview, QFrame#validation {{ background: {p.panel}; border-radius: 8px; }}
QFrame#validation[legal="true"] {{ background: {p.ok_fill}; border: 2px solid {p.ok_edge}; }}
QFrame#validation[legal="false"] {{ background: {p.error_fill}; border: 2px solid {p.error_edge}; }}
"""


def system_color_scheme() -> str:
    """``"light"`` when the platform asks for a light colour scheme, else ``"dark"``.

    Dark is the table's default.
    """
    from PySide6.QtGui import QGuiApplication

    try:
        scheme = QGuiApplication.styleHints().colorScheme()
    except AttributeError:
        # Qt before 6.5.
        return "dark"
    return "light" if scheme == Qt.ColorScheme.Light else "dark"
