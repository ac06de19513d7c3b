"""The Statistics window.

The figures a group argues about, one chart per question.

- Who wins? Wins by player, as the archenemy and as a hero (bars), and how
  often the archenemy wins; how long games last.
- Which scheme deck wins? Each deck's archenemy win rate.
- Which schemes? Times set in motion, and how many turns ongoing schemes
  stayed face up before they were abandoned (median).
- How did a game go? Its story (:mod:`.story`): life over the turns (one line
  per player or team, in the seat's colour), winners, turns, minutes, schemes
  in order.

The history is read in a background thread (:class:`~.reader.HistoryReader`:
the charts' figures from the sums the index keeps, then the game list without
the stories, each game's story when it is chosen; an index not up to date is
brought up to date by a child process, ``archenemy history --sync``), so
opening the window never waits on the database, and no journal is replayed in
the window's process while its keys are used.  Until the figures arrive the
status line says the games are being read and the charts are empty.  "Save
picture" saves the chart shown as PNG; "Export history as CSV" writes the
finished games (:func:`~..history.export.write_history_csv`, in the reading
thread).  Open it with :func:`open_statistics` (Game → Statistics).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QStandardPaths, Qt, Signal
from PySide6.QtGui import QCloseEvent, QImage, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue, load_catalogue
from ...engine.planar_story import is_phenomenon
from ...engine.planes import Plane, load_planes
from ...engine.story import GameStory
from ...engine.variants import Variant
from .. import paths, texts
from ..history.listing import Listed
from ..history.stats import Statistics, compute_statistics
from ..i18n import installed_language
from ..texts.history import deck_title, players_text
from ..widgets.dialog_keys import give_focus_back
from ..widgets.plain_text import plain_label
from ..widgets.screen_fit import fit_when_shown
from .charts import Bar, BarChart, LineChart, number_text
from .reader import Figures, HistoryReader
from .story import HERO_COLOUR, StoryView

__all__ = ["StatisticsWindow", "open_statistics"]

# The colours of wins as the archenemy and as a hero (readable on light and dark).
ARCHENEMY_COLOUR = "#c0392b"
# How many schemes the scheme charts show (the most set in motion).
TOP_SCHEMES = 12
# The tab of one game's story ("A game").
GAME_TAB = 3


def _finished(games: list[Listed], variant: str) -> list[Listed]:
    """The finished games of ``variant`` (``""``: every variant), newest first."""
    return [g for g in games if g.over and (not variant or g.variant.value == variant)]


def _game_label(game: Listed) -> str:
    # When it started (Recent games names a game by when it was last saved): said so.
    started = QCoreApplication.translate("StatisticsWindow", "started %1")
    when = texts.fill(started, game.started.strftime("%Y-%m-%d %H:%M"))
    return f"{when} · {players_text(game)}"


class StatisticsWindow(QWidget):
    """The Statistics window of ``games_dir`` (default: the app's games folder).

    ``catalogue()`` gives the catalogue in the UI language (scheme and official
    deck names).
    """

    # The window closed (Esc, its close button): the window under it takes the keyboard back.
    closed = Signal()

    def __init__(
        self,
        games_dir: Path | None = None,
        catalogue: Callable[[], Catalogue] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("statisticsWindow")
        self.games_dir = games_dir or paths.games_dir()
        self._catalogue = catalogue or (lambda: load_catalogue(installed_language()))
        # The finished games, newest first, without their stories; ``None`` until read.
        self.games: list[Listed] | None = None
        self._skipped = 0
        self._error: str | None = None
        # The players' names that are seats' default names (read with the figures), left out of Wins by player.
        self._default_names: frozenset[str] = frozenset()
        # Each variant's statistics (see reader.VARIANT_KEYS), read in the reading thread; ``None`` until read.
        self._stats: dict[str, Statistics] | None = None
        # The game list's labels by journal, worked out in the reading thread; cleared when the language changes.
        self._labels: dict[str, str] = {}
        # The stories read for the game list, by journal (read when a game is chosen), and those asked.
        self._stories: dict[str, GameStory | None] = {}
        self._asked: set[str] = set()
        # The journal of each game of the game list, by its index.
        self._game_files: list[str] = []
        self._dialog: QFileDialog | None = None
        self._reader: HistoryReader | None = None
        self._build()
        # As a dialog closes: the window's keys.
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.resize(1100, 720)
        self.retranslate()
        self.refresh()

    # ----- building -------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.variant_box = QComboBox()
        self.variant_box.currentIndexChanged.connect(lambda _i: self.show_history())
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_picture)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_csv)
        # A file path or an error: text, never markup.
        self.status = plain_label(QLabel())
        self.status.setWordWrap(True)
        top.addWidget(self.variant_box)
        top.addWidget(self.status, 1)
        # How far the index's rebuild is, while a child reads the journals.
        self.progress_bar = QProgressBar()
        self.progress_bar.hide()
        top.addWidget(self.progress_bar)
        top.addWidget(self.save_button)
        top.addWidget(self.export_button)
        layout.addLayout(top)
        self.tabs = QTabWidget()
        self.wins_chart = BarChart()
        # Names players: text, never markup.
        self.summary = plain_label(QLabel())
        self.summary.setWordWrap(True)
        self.decks_chart = BarChart()
        self.schemes_chart = BarChart()
        self.ongoing_chart = BarChart()
        # Games with planes: the planes face up most often, the planar die's results.
        self.planes_chart = BarChart()
        self.rolls_chart = BarChart()
        self.game_box = QComboBox()
        self.game_box.currentIndexChanged.connect(lambda _i: self._render_game())
        # The game's story (the life chart and its texts): built when its tab is first shown (see story_view).
        self._story_view: StoryView | None = None
        # Read from across the table, as the charts are.
        font = self.summary.font()
        font.setPointSizeF((font.pointSizeF() if font.pointSizeF() > 0 else 12.0) * 1.25)
        self.summary.setFont(font)
        columns = []
        for widgets in (
            (self.wins_chart, self.summary),
            (self.decks_chart,),
            (self.schemes_chart, self.ongoing_chart),
            (self.game_box,),
            (self.planes_chart, self.rolls_chart),
        ):
            page = QWidget()
            column = QVBoxLayout(page)
            for widget in widgets:
                column.addWidget(widget, 1 if isinstance(widget, BarChart) else 0)
            self.tabs.addTab(page, "")
            columns.append(column)
        self._game_column = columns[GAME_TAB]
        self.tabs.currentChanged.connect(self._tab_shown)
        layout.addWidget(self.tabs, 1)

    @property
    def story_view(self) -> StoryView:
        """The "A game" tab's story of the game chosen (its chart and texts).

        Built on first use (its tab shown, or asked for), showing the story
        read for the game chosen: opening the window does not build it.
        """
        if self._story_view is None:
            view = StoryView(self._catalogue)
            # The window's own Save picture saves it.
            view.save_button.hide()
            self._game_column.addWidget(view, 1)
            self._story_view = view
            self._render_game()
        return self._story_view

    @property
    def life_chart(self) -> LineChart:
        """The story's life chart (builds the story view, see :attr:`story_view`)."""
        return self.story_view.chart

    def _tab_shown(self, index: int) -> None:
        if index == GAME_TAB:
            self.story_view.show()

    def retranslate(self) -> None:
        """Set every fixed text in the installed language and draw again.

        Called again on a language change.
        """
        self.setWindowTitle(self.tr("Statistics"))
        for index, text in enumerate(
            (
                self.tr("&Who wins"),
                self.tr("Scheme &decks"),
                self.tr("S&chemes"),
                self.tr("A &game"),
                self.tr("&Planes"),
            )
        ):
            self.tabs.setTabText(index, text)
        self.save_button.setText(self.tr("&Save picture…"))
        self.save_button.setAccessibleName(self.tr("Save the chart shown as a PNG picture"))
        self.export_button.setText(self.tr("&Export history as CSV…"))
        self.variant_box.setAccessibleName(self.tr("Variant"))
        self.game_box.setAccessibleName(self.tr("Game"))
        current = self.variant_box.currentIndex()
        self.variant_box.blockSignals(True)
        self.variant_box.clear()
        self.variant_box.addItem(self.tr("All variants"), "")
        for variant in Variant:
            self.variant_box.addItem(texts.variant_name(variant), variant.value)
        self.variant_box.setCurrentIndex(max(0, current))
        self.variant_box.blockSignals(False)
        self.show_history()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            # The game list's words were worked out in the old language.
            self._labels = {}
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        if event.isAccepted():
            # Its thread ends and closes the index; shown again, the window reads the history again.
            self._stop_reading()
            self.closed.emit()

    # ----- reading --------------------------------------------------------------
    def refresh(self) -> None:
        """Read the history again (in the background); the charts follow when it is read."""
        self.status.setText(self.tr("Reading the saved games…"))
        self._stop_reading()
        # The index's catalogue is loaded in the reading thread.
        reader = HistoryReader(self.games_dir, load_catalogue, _game_label)
        reader.figures.connect(self._figures_read)
        reader.listed.connect(self._listed)
        reader.story.connect(self._story_read)
        reader.saved.connect(self._csv_written)
        reader.progress.connect(self._progress)
        self._reader = reader
        self._stories = {}
        self._asked = set()
        reader.start()

    def _stop_reading(self) -> None:
        if self._reader is not None:
            self._reader.stop()
            self._reader = None

    def _progress(self, done: int, total: int) -> None:
        """The child has read ``done`` of ``total`` journals: the bar shows it."""
        bar = self.progress_bar
        bar.setAccessibleName(self.tr("Reading the saved games…"))
        bar.setRange(0, max(total, 1))
        bar.setValue(done)
        bar.setVisible(done < total)

    def _figures_read(self, reader: HistoryReader, figures: Figures) -> None:
        if reader is not self._reader:
            return
        self.progress_bar.hide()
        self._stats, self._skipped, self._error = figures.stats, figures.skipped, figures.error
        self._default_names = figures.default_names
        self.show_history()

    def _listed(self, reader: HistoryReader, games: list[Listed], labels: list[str]) -> None:
        if reader is not self._reader:
            return
        self.games = games
        self._labels = {game.file: label for game, label in zip(games, labels, strict=True)}
        self._stories = {}
        self._asked = set()
        self._render_games(self.finished_games())

    def _story_read(self, reader: HistoryReader, file: str, story: GameStory | None) -> None:
        if reader is not self._reader:
            return
        self._stories[file] = story
        if file == self._game_file():
            self._render_game()

    # ----- drawing --------------------------------------------------------------
    def finished_games(self) -> list[Listed]:
        """The finished games of the variant chosen, newest first (without their stories)."""
        return _finished(self.games or [], self.variant_box.currentData() or "")

    def show_history(self) -> None:
        """Draw every chart from the figures read (nothing before they are read)."""
        if self._stats is None:
            return
        stats = self._stats.get(self.variant_box.currentData() or "") or compute_statistics(())
        if self._error:
            self.status.setText(texts.fill(self.tr("The history could not be read: %1"), self._error))
        elif self._skipped:
            self.status.setText(self.tr("%n saved game(s) could not be read and are left out.", "", self._skipped))
        else:
            self.status.setText("")
        self._render_wins(stats)
        self._render_decks(stats)
        self._render_schemes(stats)
        self._render_planes(stats)
        if self.games is not None:
            self._render_games(self.finished_games())

    def _render_wins(self, stats: Statistics) -> None:
        # "Hero 2" is a seat, not a person.
        people = [r for r in stats.players if r.name not in self._default_names]
        bars = [
            Bar(
                r.name,
                ((r.total.wins_as_archenemy, ARCHENEMY_COLOUR), (r.total.wins_as_hero, HERO_COLOUR)),
                texts.fill(self.tr("%1 of %2"), r.total.wins, r.total.games),
            )
            for r in sorted(people, key=lambda r: (-r.total.wins, r.name.casefold()))
        ]
        legend = ((self.tr("as the archenemy"), ARCHENEMY_COLOUR), (self.tr("as a hero"), HERO_COLOUR))
        empty = self.tr("No finished games yet.")
        if stats.games:
            empty = self.tr("No player named yet: seats left with their default names are not counted.")
        self.wins_chart.set_data(self.tr("Wins by player"), bars, legend=legend, empty_text=empty)
        lines = [self.tr("%n finished game(s).", "", stats.games)] if stats.games else []
        if stats.archenemy_games:
            share = round(100 * stats.archenemy_wins / stats.archenemy_games)
            line = self.tr("The archenemy won %1 of %2 games (%3%), Supervillain Rumble aside.")
            lines.append(texts.fill(line, stats.archenemy_wins, stats.archenemy_games, share))
        turns, minutes = stats.length.turns, stats.length.minutes
        if turns.median is not None:
            lines.append(
                texts.fill(
                    self.tr("Length of a game in turns: %1 (median), from %2 to %3."),
                    _num(turns.median),
                    turns.low,
                    turns.high,
                )
            )
        if minutes.median is not None:
            lines.append(texts.fill(self.tr("Length of a game in minutes: %1 (median)."), _num(minutes.median)))
        self.summary.setText("\n".join(lines))

    def _render_decks(self, stats: Statistics) -> None:
        catalogue = self._catalogue()
        bars = [
            Bar(
                deck_title(d.key, d.name, d.cards, catalogue),
                ((100 * d.win_rate, ARCHENEMY_COLOUR),),
                texts.fill(self.tr("%1% (%2 of %3)"), round(100 * d.win_rate), d.wins, d.games),
            )
            for d in stats.decks
        ]
        self.decks_chart.set_data(
            self.tr("How often each scheme deck's archenemy wins"),
            bars,
            maximum=100,
            empty_text=self.tr("No finished games yet."),
        )

    def _render_schemes(self, stats: Statistics) -> None:
        catalogue = self._catalogue()

        def name(scheme_id: str) -> str:
            return catalogue[scheme_id].name if scheme_id in catalogue else scheme_id

        top = stats.schemes[:TOP_SCHEMES]
        self.schemes_chart.set_data(
            self.tr("Schemes set in motion most often"),
            [Bar(name(s.id), ((s.set_in_motion, ARCHENEMY_COLOUR),)) for s in top],
            empty_text=self.tr("No scheme set in motion yet."),
        )
        ongoing = sorted((s for s in stats.schemes if s.median_turns is not None), key=lambda s: -(s.median_turns or 0))
        self.ongoing_chart.set_data(
            self.tr("Turns an ongoing scheme stays face up before it is abandoned (median)"),
            [
                Bar(
                    name(s.id),
                    ((s.median_turns or 0, HERO_COLOUR),),
                    self._face_up_text(s.median_turns or 0, s.abandoned),
                )
                for s in ongoing[:TOP_SCHEMES]
            ],
            empty_text=self.tr("No ongoing scheme abandoned yet."),
        )

    def _render_planes(self, stats: Statistics) -> None:
        """The planes face up most often, and how the planar die's rolls came out."""
        planar = stats.planar
        # The planar catalogue is read only when there are planes to name.
        names = load_planes(installed_language()) if planar.planes else {}
        self.planes_chart.set_data(
            self.tr("Planes visited most often"),
            [
                Bar(
                    self._planar_name(p.id, names),
                    ((p.visits, HERO_COLOUR),),
                    texts.fill(self.tr("%1 (in %n game(s))", "", p.games), p.visits),
                )
                for p in planar.planes[:TOP_SCHEMES]
            ],
            empty_text=self.tr("No game with planes yet."),
        )
        faces = {
            "planeswalker": self.tr("Planeswalker symbol"),
            "chaos": self.tr("Chaos symbol"),
            "blank": self.tr("Blank"),
        }
        title = self.tr("Rolls of the planar die")
        if planar.rolls.mean is not None:
            title = texts.fill(
                self.tr("Rolls of the planar die: %1 a game (median %2), %3 planeswalks a game"),
                _num(planar.rolls.mean),
                _num(planar.rolls.median or 0),
                _num(planar.planeswalks.mean or 0),
            )
        self.rolls_chart.set_data(
            title,
            [Bar(faces.get(face, face), ((count, ARCHENEMY_COLOUR),)) for face, count in planar.results],
            empty_text=self.tr("No roll of the planar die yet."),
        )

    def _planar_name(self, card: str, names: Mapping[str, Plane]) -> str:
        """A planar card's name, "(phenomenon)" after a phenomenon's (312.5)."""
        name = names[card].name if card in names else card
        return texts.fill(self.tr("%1 (phenomenon)"), name) if is_phenomenon(card) else name

    def _face_up_text(self, median: float, abandoned: int) -> str:
        """An ongoing scheme's bar's words.

        Its median turns face up (the bar's length) and how often it went.
        """
        whole = abs(median - round(median)) < 0.05
        turns = self.tr("%n turn(s)", "", round(median)) if whole else texts.fill(self.tr("%1 turns"), _num(median))
        return texts.fill(self.tr("%1 (median), %2"), turns, self.tr("%n time(s) abandoned", "", abandoned))

    def _render_games(self, games: list[Listed]) -> None:
        chosen = self._game_file()
        labels = self._labels
        texts_shown = [labels.get(g.file) or _game_label(g) for g in games]
        self.game_box.blockSignals(True)
        self.game_box.clear()
        # One call for every game (10,000 items one at a time took ~25 ms of the window's thread).
        self.game_box.addItems(texts_shown)
        self._game_files = [g.file for g in games]
        where = {file: index for index, file in enumerate(self._game_files)}
        self.game_box.setCurrentIndex(where.get(chosen, 0) if chosen is not None else 0)
        self.game_box.blockSignals(False)
        self._render_game()

    def _game_file(self) -> str | None:
        """The journal of the game chosen in the game list, or ``None``."""
        index = self.game_box.currentIndex()
        return self._game_files[index] if 0 <= index < len(self._game_files) else None

    def _render_game(self) -> None:
        """Show the story of the game chosen: read by the reading thread the first time."""
        file = self._game_file()
        if file is not None and file not in self._stories and file not in self._asked and self._reader is not None:
            # Asked once; nothing of another game is shown meanwhile.
            self._asked.add(file)
            self._reader.ask_story(file)
        view = self._story_view
        if view is None:
            # Not built yet: it shows the story chosen when it is.
            return
        story = self._stories.get(file) if file is not None else None
        view.show_story(story)
        if story is None:
            reading = file is not None and file not in self._stories
            empty = self.tr("Reading the saved games…") if reading else self.tr("No finished games yet.")
            view.chart.set_data(self.tr("Life over the turns"), (), empty_text=empty)

    # ----- files ----------------------------------------------------------------
    def current_chart(self) -> BarChart | LineChart:
        """The chart of the tab shown (the first of the Schemes tab)."""
        index = self.tabs.currentIndex()
        if index == GAME_TAB:
            return self.life_chart
        charts = {0: self.wins_chart, 1: self.decks_chart, 2: self.schemes_chart, 4: self.planes_chart}
        return charts[index]

    def current_picture(self) -> QImage:
        """What Save picture saves.

        The chart of the tab shown, or on "A game" the game's story (chart and
        texts).
        """
        if self.tabs.currentIndex() == GAME_TAB and self.story_view.story is not None:
            return self.story_view.picture()
        return self.current_chart().picture()

    def save_picture(self) -> None:
        """Ask where, then save the chart shown as a PNG picture."""
        self._ask_file(
            self.tr("Save picture"),
            self.tr("PNG pictures (*.png)"),
            "png",
            self.tr("archenemy-chart.png"),
            self.write_picture,
        )

    def write_picture(self, path: str) -> bool:
        """Save the chart shown as PNG at ``path``.

        The status line says whether it worked.
        """
        ok = bool(self.current_picture().save(path, "PNG"))  # type: ignore[call-overload]
        self.status.setText(texts.fill(self.tr("Saved %1.") if ok else self.tr("Could not save %1."), path))
        return ok

    def export_csv(self) -> None:
        """Ask where, then write the finished games (of the variant chosen) as CSV."""
        self._ask_file(
            self.tr("Export history as CSV"),
            self.tr("CSV files (*.csv)"),
            "csv",
            self.tr("archenemy-history.csv"),
            self.write_csv,
        )

    def write_csv(self, path: str) -> None:
        """Write the finished games of the variant chosen as CSV at ``path`` (atomically).

        In the reading thread, once the history is read: the status line
        says when it is written, or why not.
        """
        if self._reader is None:
            self.refresh()
        assert self._reader is not None
        self.status.setText(self.tr("Reading the saved games…"))
        self._reader.ask_csv(path, self.variant_box.currentData() or "")

    def _csv_written(self, reader: HistoryReader, path: str, error: str | None) -> None:
        if reader is not self._reader:
            return
        if error is None:
            self.status.setText(texts.fill(self.tr("Saved %1."), path))
            return
        why = error or self.tr("the history could not be read")
        self.status.setText(texts.fill(self.tr("Could not save %1: %2"), path, why))

    def _ask_file(self, title: str, pattern: str, suffix: str, name: str, chosen: Callable[[str], object]) -> None:
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        dialog = QFileDialog(self, title, str(folder / name))
        dialog.setNameFilters([pattern])
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(suffix)
        dialog.fileSelected.connect(chosen)
        # No window manager: the keys come back here.
        dialog.finished.connect(lambda _result: give_focus_back(self))
        self._dialog = dialog
        # Never exec(): no nested event loop.
        dialog.open()


def _num(value: float) -> str:
    # "1,5" in Spanish.
    return number_text(value, 0.05)


def open_statistics(parent: QWidget | None = None, games_dir: Path | None = None) -> StatisticsWindow:
    """Open the Statistics window (raised and activated).

    Keep the returned reference while it is open.
    """
    from ..widgets.dialog_keys import activate_when_shown

    window = StatisticsWindow(games_dir, parent=parent)
    window.show()
    window.raise_()
    fit_when_shown(window)
    # No window manager: else its keys would reach the window under it.
    activate_when_shown(window)
    return window
