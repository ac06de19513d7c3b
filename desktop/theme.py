"""One theme for every window and dialog: the palette and the style sheet, light and dark."""

from __future__ import annotations

from PySide6.QtCore import Qt

# The table view's colours: (background, panel, text, accent, border, muted) per scheme.
PALETTES = {
    "dark": ("#1d1b22", "#2b2733", "#f1ece2", "#ffcf6e", "#3d3747", "#777777"),
    "light": ("#ece7dc", "#fbf8f1", "#1c1420", "#8a5a00", "#b9ad98", "#8c8c8c"),
}


def style_sheet(scale: float = 1.0, scheme: str = "dark") -> str:
    """The table view's style sheet for a text size factor and a colour scheme (dark or light)."""
    bg, panel, text, accent, border, muted = PALETTES[scheme]

    def pt(size: float) -> str:
        return f"{max(11.0, size * scale):.1f}pt"

    return f"""
QMainWindow, #central {{ background: {bg}; }}
QLabel {{ color: {text}; }}
#turnBar {{ background: {panel}; border-bottom: 2px solid #5a4a7a; }}
#stepLabel, #helper {{ color: {accent}; }}
#schemeCard {{ background: #f3ead8; border: 3px solid #3b2a52; border-radius: 18px; }}
#schemeCard QLabel {{ color: #1c1420; }}
#schemeCard QLabel#caption {{ color: #6b4f8f; }}
#schemeCard QLabel#typeLine {{ color: #6b4f8f; }}
#schemeCard QPushButton {{ font-size: {pt(12)}; padding: 2px 10px; }}
#ongoingPanel, #logPanel {{ background: {panel}; border-radius: 10px; }}
#ongoingPanel QScrollArea, #ongoingPanel QScrollArea > QWidget > QWidget {{ background: transparent; }}
#ongoingCard {{ background: #e9dec6; border: 2px solid #3b2a52; border-radius: 10px; }}
#ongoingCard QLabel {{ color: #1c1420; }}
#logPanel QListWidget {{ background: {bg}; color: {text}; border: none; }}
#promptBanner {{ background: #ffcf6e; border-radius: 12px; }}
#promptBanner QLabel {{ color: #1c1420; }}
#playerPanel {{ background: {panel}; border: 2px solid {border}; border-radius: 12px; }}
#playerPanel[active="true"] {{ border: 3px solid {accent}; }}
#playerPanel[selected="true"] {{ background: #5a4a7a; }}
#playerPanel[selected="true"] QLabel {{ color: #ffffff; }}
#playerPanel[lost="true"] {{ background: {bg}; }}
#playerPanel[lost="true"] QLabel {{ color: {muted}; }}
#playerPanel QLabel#delta {{ color: {accent}; }}
#playerPanel QToolButton {{ font-size: {pt(12)}; padding: 2px 6px; }}
#outcome {{ background: #5a4a7a; border-radius: 10px; }}
#outcome QLabel {{ color: #fff; }}
#status {{ color: #b3261e; }}
QPushButton {{ font-size: {pt(14)}; padding: 6px 14px; }}
QPushButton#arrowButton {{ font-size: {pt(18)}; padding: 2px 8px; }}
QMenuBar, QMenu {{ font-size: {pt(12)}; }}
#tableDisplay, #tableInner {{ background: {bg}; }}
"""


def system_color_scheme() -> str:
    """``"light"`` when the system asks for a light colour scheme, else ``"dark"`` (the table default)."""
    from PySide6.QtGui import QGuiApplication

    try:
        scheme = QGuiApplication.styleHints().colorScheme()
    except AttributeError:  # Qt before 6.5
        return "dark"
    return "light" if scheme == Qt.ColorScheme.Light else "dark"
