"""The story of one game.

Who won, the variant, turns and minutes, the schemes set in motion in order,
and the life totals over the turns as a chart.

:class:`StoryView` shows a :class:`~archenemy.engine.story.GameStory`: on the
main window at the end of a game (in the card's place), in Recent games for
any past game (:func:`open_story`), and on the Statistics window's "A game"
tab.  Readable from two metres: the texts at 1.25× the application's font,
the chart's lines in the seats' colours with each name at its line's end.
"Save picture" writes the story (chart and texts, not the buttons) as a PNG.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QEvent, QStandardPaths, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue
from ...engine.model import HEROES
from ...engine.planar_story import START, is_phenomenon
from ...engine.story import GameStory
from .. import texts
from ..texts.history import game_summary, players_text
from ..texts.planes import plane_name
from ..theme import SEAT_COLOURS
from ..widgets.dialog_keys import enter_presses_only, give_focus_back
from ..widgets.plain_text import plain_label
from .charts import LineChart, Series

__all__ = ["HERO_COLOUR", "StoryDialog", "StoryView", "life_series", "open_story"]

# The heroes' shared life total's colour (the Commander option), readable on light and dark.
HERO_COLOUR = "#2e86de"
# The story's texts, relative to the application's font (as the charts' labels).
TEXT_SCALE = 1.25
# A header of more lines than this (a game night's standings of six players or more) takes two columns.
MANY_LINES = 6


def life_series(story: GameStory) -> list[Series]:
    """One line per life total of ``story`` (a player's, or the heroes' shared one).

    In the seat's colour.
    """
    series = []
    for line in story.life:
        if line.team:
            label, colour = texts.side_name(HEROES), HERO_COLOUR
        else:
            player = story.player_at(line.seat)
            label = player.name
            colour = player.colour or SEAT_COLOURS[(line.seat - 1) % len(SEAT_COLOURS)][0]
        series.append(Series(label, colour, tuple(float(p) for p in line.points)))
    return series


def _scale_font(label: QLabel, scale: float, bold: bool = False) -> None:
    font = label.font()
    font.setPointSizeF((font.pointSizeF() if font.pointSizeF() > 0 else 12.0) * scale)
    font.setBold(bold)
    label.setFont(font)


def _list_label(name: str) -> QLabel:
    """A story's list (the schemes, the planes): wrapped, selectable, from the top."""
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class StoryView(QWidget):
    """The story of one game (see the module's docstring).

    ``catalogue()`` gives the scheme names' language.

    ``side_by_side``: the chart on the left, the texts on its right (the main
    window's wide place); else the texts above the chart.
    """

    def __init__(
        self, catalogue: Callable[[], Catalogue], parent: QWidget | None = None, *, side_by_side: bool = True
    ) -> None:
        super().__init__(parent)
        self.setObjectName("storyView")
        self._catalogue = catalogue
        self.story: GameStory | None = None
        self._dialog: QFileDialog | None = None
        # What Save picture draws: the chart and the texts.
        self.content = QWidget()
        self.content.setObjectName("storyContent")
        self.content.setAutoFillBackground(True)
        # What its place adds above the story (a game night's standings), hidden when empty; its lines are short and
        # never wrapped (a wrapped label's height is not its layout's); a long one goes on in a second column.
        self.header = QLabel()
        self.header.setObjectName("storyHeader")
        self.header.hide()
        self.header_more = QLabel()
        self.header_more.hide()
        # A long line is cut rather than widening the window.
        for label in (self.header, self.header_more):
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.summary = QLabel()
        self.summary.setObjectName("storySummary")
        self.summary.setWordWrap(True)
        self.schemes_title = QLabel()
        self.schemes = _list_label("storySchemes")
        # Planes added to a game with a scheme deck: the planes visited under its schemes, hidden otherwise.
        self.planes_title = QLabel()
        self.planes = _list_label("storyPlanes")
        for label, bold in (
            (self.header, True),
            (self.header_more, True),
            (self.summary, True),
            (self.schemes_title, True),
            (self.schemes, False),
            (self.planes_title, True),
            (self.planes, False),
        ):
            label.setTextFormat(Qt.TextFormat.PlainText)
            _scale_font(label, TEXT_SCALE, bold)
        self.schemes_area = self._schemes_area()
        self.chart = LineChart()
        self.chart.setMinimumSize(280, 160)
        column = QVBoxLayout()
        header = QHBoxLayout()
        header.addWidget(self.header, 1, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.header_more, 1, Qt.AlignmentFlag.AlignTop)
        column.addLayout(header)
        column.addWidget(self.summary)
        column.addWidget(self.schemes_title)
        column.addWidget(self.schemes_area, 1)
        content = QHBoxLayout(self.content) if side_by_side else QVBoxLayout(self.content)
        content.setContentsMargins(8, 8, 8, 8)
        if side_by_side:
            content.addWidget(self.chart, 1)
            content.addLayout(column, 1)
        else:
            content.addLayout(column)
            content.addWidget(self.chart, 1)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_picture)
        # A file path: text, never markup.
        self.status = plain_label(QLabel())
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.content, 1)
        # Under the texts, beside the chart: the story keeps its height.
        if side_by_side:
            column.addLayout(buttons)
        else:
            layout.addLayout(buttons)
        self.retranslate()

    def _schemes_area(self) -> QScrollArea:
        """The schemes' list in a scroll area: a line tall at least.

        It never takes the window's keys.
        """
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        lists = QWidget()
        column = QVBoxLayout(lists)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.schemes)
        column.addWidget(self.planes_title)
        column.addWidget(self.planes)
        column.addStretch(1)
        area.setWidget(lists)
        area.setMinimumHeight(self.schemes.fontMetrics().height() + 4)
        return area

    def retranslate(self) -> None:
        """Fixed words in the installed language, and the story again."""
        self.save_button.setText(self.tr("&Save picture…"))
        self.save_button.setAccessibleName(self.tr("Save the story of the game as a PNG picture"))
        self.schemes_title.setText(self.tr("Schemes set in motion, in order"))
        self.planes_title.setText(self.tr("Planes visited, in order"))
        self.show_story(self.story)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_header(self, text: str) -> None:
        """Lines shown above the story (the game night's standings at the end of a game).

        ``""``: none.
        """
        lines = text.split("\n") if text else []
        first, more = lines, []
        # The title and half the lines, the other half beside them (under the title)
        if len(lines) > MANY_LINES:
            half = 1 + len(lines) // 2
            first, more = lines[:half], ["", *lines[half:]]
        self.header.setText("\n".join(first))
        self.header.setAccessibleName(text)
        self.header.setVisible(bool(text))
        self.header_more.setText("\n".join(more))
        self.header_more.setVisible(bool(more))
        # With a header the players and the winners are said there.
        self.show_story(self.story)

    def show_story(self, story: GameStory | None) -> None:
        """Show ``story`` (``None``: nothing yet)."""
        self.story = story
        self.save_button.setEnabled(story is not None)
        self._show_planes(story)
        if story is None:
            self.summary.setText("")
            self.schemes.setText("")
            self.chart.set_data(self.tr("Life over the turns"), ())
            return
        # The standings above name every player.
        if self.header.text():
            self.summary.setText(game_summary(story))
        else:
            self.summary.setText(f"{game_summary(story)}\n{players_text(story)}")
        self.summary.setAccessibleName(self.summary.text())
        if story.variant.rules.planechase:
            # Planechase alone has no scheme deck (901.2): its story is the planes
            self.schemes_title.setText(self.planes_heading(story))
            lines = self.plane_lines(story)
            empty = self.tr("No plane was face up.")
        else:
            self.schemes_title.setText(self.tr("Schemes set in motion, in order"))
            lines = self.scheme_lines(story)
            empty = self.tr("No scheme was set in motion.")
        self.schemes.setText("\n".join(lines) if lines else empty)
        self.schemes.setAccessibleName(self.schemes.text())
        self.chart.set_data(
            self.tr("Life over the turns"),
            life_series(story),
            x_title=self.tr("Turn"),
            empty_text=self.tr("No life total to draw."),
        )

    def _show_planes(self, story: GameStory | None) -> None:
        """The planes visited under the schemes: planes added to a game with schemes.

        Planechase alone (901.2) lists them in the schemes' place instead;
        a game without planes hides them.
        """
        shown = story is not None and story.planar is not None and not story.variant.rules.planechase
        self.planes_title.setVisible(shown)
        self.planes.setVisible(shown)
        if story is None or not shown:
            self.planes.setText("")
            return
        self.planes_title.setText(self.planes_heading(story))
        lines = self.plane_lines(story)
        self.planes.setText("\n".join(lines) if lines else self.tr("No plane was face up."))
        self.planes.setAccessibleName(self.planes.text())

    def scheme_lines(self, story: GameStory) -> list[str]:
        """One line per scheme set in motion, in order.

        "Turn 3 · Ana: Choose Your Champion".
        """
        catalogue = self._catalogue()
        lines = []
        for scheme in story.set_in_motion:
            who = story.player_at(scheme.seat).name if 1 <= scheme.seat <= len(story.players) else "?"
            name = catalogue[scheme.scheme].name if scheme.scheme in catalogue else scheme.scheme
            lines.append(texts.fill(self.tr("Turn %1 · %2: %3"), scheme.turn, who, name))
        return lines

    def planes_heading(self, story: GameStory) -> str:
        """The planes' list's title: the phenomena named apart if one was met.

        A phenomenon is encountered, not a plane visited (312.5, 704.6f).
        """
        if story.planar is not None and story.planar.phenomena_encountered:
            return self.tr("Planes visited and phenomena encountered, in order")
        return self.tr("Planes visited, in order")

    def plane_lines(self, story: GameStory) -> list[str]:
        """One line per planar card (or two, 901.11c) face up, in order.

        "Turn 1 · starting plane: Naar Isle", then "Turn 2 · Ana: Akoum"
        (the player who planeswalked there); the planes' names in the
        catalogue's language, as their cards show them.
        """
        catalogue = self._catalogue()
        lines = []
        for visit in story.planar.visits if story.planar is not None else ():
            names = " + ".join(self._card_name(plane, catalogue) for plane in visit.planes)
            # The starting plane (103.7) is no planeswalk, whoever controlled it.
            if visit.reason != START and 1 <= visit.seat <= len(story.players):
                lines.append(
                    texts.fill(self.tr("Turn %1 · %2: %3"), visit.turn, story.player_at(visit.seat).name, names)
                )
            else:
                lines.append(texts.fill(self.tr("Turn %1 · starting plane: %2"), visit.turn, names))
        return lines

    def _card_name(self, card: str, catalogue: Catalogue) -> str:
        """A planar card's name, "(phenomenon)" after a phenomenon's (312)."""
        name = plane_name(card, catalogue)
        return texts.fill(self.tr("%1 (phenomenon)"), name) if is_phenomenon(card) else name

    # ----- the picture ----------------------------------------------------------
    def picture(self) -> QImage:
        """The story as shown (chart and texts, without the buttons), as an image."""
        shown = [w for w in (self.save_button, self.status) if not w.isHidden()]
        for widget in shown:
            widget.hide()
        try:
            return self.content.grab().toImage()
        finally:
            for widget in shown:
                widget.show()

    def save_picture(self) -> None:
        """Ask where, then save the story as a PNG picture (never a nested event loop)."""
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        dialog = QFileDialog(self, self.tr("Save picture"), str(folder / "archenemy-game.png"))
        dialog.setNameFilters([self.tr("PNG pictures (*.png)")])
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix("png")
        dialog.fileSelected.connect(self.write_picture)
        window = self.window()
        # No window manager: the keys come back.
        dialog.finished.connect(lambda _result: give_focus_back(window))
        self._dialog = dialog
        dialog.open()

    def write_picture(self, path: str) -> bool:
        """Save the story as PNG at ``path``; the status line says whether it worked."""
        ok = bool(self.picture().save(path, "PNG"))  # type: ignore[call-overload]
        self.status.setText(texts.fill(self.tr("Saved %1.") if ok else self.tr("Could not save %1."), path))
        return ok


class StoryDialog(QDialog):
    """A past game's story in a window of its own (Recent games).

    ``started`` in its title.
    """

    def __init__(
        self,
        story: GameStory,
        catalogue: Callable[[], Catalogue],
        started: datetime | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("storyDialog")
        self.started = started
        self.view = StoryView(catalogue, self)
        self.view.show_story(story)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.resize(1100, 640)
        self._title()

    def _title(self) -> None:
        when = self.started.strftime("%Y-%m-%d %H:%M") if self.started is not None else ""
        title = self.tr("The story of the game")
        self.setWindowTitle(texts.fill(self.tr("%1 · %2"), title, when) if when else title)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self._title()
        super().changeEvent(event)


def open_story(
    story: GameStory, catalogue: Callable[[], Catalogue], started: datetime | None, parent: QWidget | None
) -> StoryDialog:
    """Open a past game's story (``open()``: no nested event loop).

    Keep the returned reference while it is open.
    """
    dialog = StoryDialog(story, catalogue, started, parent)
    # Enter closes it; Save picture has its Alt letter.
    enter_presses_only(dialog)
    if parent is not None:
        # No window manager: the focus comes back.
        dialog.finished.connect(lambda _result: give_focus_back(parent))
    dialog.open()
    return dialog
