"""The Statistics window and its charts.

Drawn offscreen in English and Spanish, named for screen readers, saved as PNG;
the history exported as CSV.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from archenemy.desktop import paths
from archenemy.desktop.i18n import install_language
from archenemy.desktop.statistics.charts import Bar, BarChart, LineChart, Series
from archenemy.desktop.statistics.window import ARCHENEMY_COLOUR, HERO_COLOUR, StatisticsWindow, open_statistics
from archenemy.engine.actions import ChangeLife
from archenemy.engine.game import Game
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import finish, finished_game, play_turns, start_of, write_game


def _games() -> Path:
    games = paths.games_dir()
    games.mkdir(parents=True)
    bloody = Game(start_of(("Ana", "Ben", "Cat")), CATALOGUE)
    play_turns(bloody, 14)
    bloody.do(ChangeLife("Ben", -7))
    bloody.do(ChangeLife("Ana", -12))
    play_turns(bloody, 14)
    finish(bloody, "Ana")
    write_game(games, "a.jsonl", bloody)
    write_game(games, "b.jsonl", finished_game(("Ben", "Cat", "Ana"), steps=12))
    write_game(games, "c.jsonl", finished_game(("Cat", "Ana", "Ben"), variant=Variant.ARCHENEMY_COMMANDER, steps=20))
    return games


def _count(image: QImage, colour: str) -> int:
    wanted = QColor(colour).rgb()
    step = 3
    return sum(
        1 for y in range(0, image.height(), step) for x in range(0, image.width(), step) if image.pixel(x, y) == wanted
    )


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_window_draws_every_chart_in_both_languages(qtbot, isolated_user_dirs, language: str) -> None:
    _games()
    install_language(language)
    window = open_statistics()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.games is not None, timeout=20000)
    assert len(window.finished_games()) == 3
    title = {"en": "Wins by player", "es": "Victorias por jugador"}[language]
    assert window.wins_chart.accessibleName() == title
    assert "Ana" in window.wins_chart.accessibleDescription()
    wins = window.wins_chart.picture()
    assert _count(wins, ARCHENEMY_COLOUR) > 50 and _count(wins, HERO_COLOUR) > 50
    window.tabs.setCurrentIndex(3)
    # The oldest: life was lost (its story read by the reading thread)
    window.game_box.setCurrentIndex(window.game_box.count() - 1)
    qtbot.waitUntil(lambda: bool(window.life_chart.series), timeout=20000)
    life = window.current_chart().picture()
    assert window.life_chart.series and _count(life, window.life_chart.series[0].colour) > 20
    assert window.story_view.summary.text()
    window.variant_box.setCurrentIndex(window.variant_box.findData("archenemy_commander"))
    assert len(window.finished_games()) == 1
    heroes = "The heroes" if language == "en" else "Los héroes"
    qtbot.waitUntil(lambda: [s.label for s in window.life_chart.series][-1:] == [heroes], timeout=20000)
    window.close()


def test_save_picture_and_export_csv(qtbot, isolated_user_dirs, tmp_path: Path) -> None:
    _games()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.games is not None, timeout=20000)
    assert window.write_picture(str(tmp_path / "wins.png"))
    image = QImage(str(tmp_path / "wins.png"))
    assert not image.isNull() and image.width() >= 320
    # Written by the reading thread: the status line says when
    window.write_csv(str(tmp_path / "history.csv"))
    qtbot.waitUntil(lambda: window.status.text() == f"Saved {tmp_path / 'history.csv'}.", timeout=20000)
    rows = list(csv.DictReader((tmp_path / "history.csv").open(encoding="utf-8")))
    assert len(rows) == 3 and {"file", "started", "winners", "turns"} <= set(rows[0])
    # Only the commander game
    window.variant_box.setCurrentIndex(window.variant_box.findData("archenemy_commander"))
    window.write_csv(str(tmp_path / "commander.csv"))
    qtbot.waitUntil(lambda: window.status.text().startswith("Saved "), timeout=20000)
    assert len(list(csv.DictReader((tmp_path / "commander.csv").open(encoding="utf-8")))) == 1
    missing = tmp_path / "wins.png" / "x.csv"
    window.write_csv(str(missing))
    qtbot.waitUntil(lambda: window.status.text().startswith(f"Could not save {missing}: "), timeout=20000)
    window.close()


def test_charts_say_when_there_is_nothing_to_draw(qtbot) -> None:
    bars, lines = BarChart(), LineChart()
    qtbot.addWidget(bars)
    bars.set_data("Wins by player", [], empty_text="No finished games yet.")
    lines.set_data("Life over the turns", [], empty_text="No finished games yet.")
    assert "No finished games yet." in bars.accessibleDescription()
    assert not bars.picture().isNull() and not lines.picture().isNull()
    bars.set_data("Wins", [Bar("A very long name " * 5, ((3, "#c0392b"),)), Bar("B", ((0, "#2e86de"),))])
    lines.set_data("Life", [Series("A", "#c0392b", (40.0,)), Series("B", "#2e86de", (20.0, -3.0, 0.0))])
    assert not bars.picture().isNull() and not lines.picture().isNull()


@pytest.mark.parametrize("language", ["en", "es"])
def test_seats_left_with_their_default_names_are_not_ranked_as_players(qtbot, isolated_user_dirs, language) -> None:
    """A game played with the default names ranked "Hero 1", "Archenemy"… as people."""
    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Archenemy", "Hero 1", "Ana")))
    write_game(games, "b.jsonl", finished_game(("Archienemigo", "Héroe 1", "Jugador 2")))
    install_language(language)
    try:
        window = StatisticsWindow()
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: window.games is not None, timeout=20000)
        assert [bar.label for bar in window.wins_chart.bars] == ["Ana"]
        window.close()
        # Only default names
        (games / "a.jsonl").unlink()
        window = StatisticsWindow()
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: window.games is not None, timeout=20000)
        assert len(window.games) == 1
        assert not window.wins_chart.bars
        said = {
            "en": "No player named yet: seats left with their default names are not counted.",
            "es": "Aún no hay jugadores con nombre: no cuentan los asientos con su nombre por defecto.",
        }
        assert said[language] in window.wins_chart.accessibleDescription()
        window.close()
    finally:
        install_language("en")


@pytest.mark.parametrize(
    ("language", "said"),
    [
        (
            "en",
            [
                "3 turns (median), 3 times abandoned",
                "2 turns (median), 1 time abandoned",
                "1 turn (median), 2 times abandoned",
            ],
        ),
        (
            "es",
            [
                "3 turnos (mediana), abandonado 3 veces",
                "2 turnos (mediana), abandonado 1 vez",
                "1 turno (mediana), abandonado 2 veces",
            ],
        ),
    ],
)
def test_an_ongoing_schemes_bar_says_its_median_turns(qtbot, language, said) -> None:
    """The bar's length is the median turns face up, which no word said."""
    from archenemy.desktop.history.stats import Figures, LengthRecord, SchemeRecord, Statistics

    install_language(language)
    try:
        window = StatisticsWindow()
        qtbot.addWidget(window)
        schemes = (
            SchemeRecord("my-laughter-echoes", 2, (2,)),
            SchemeRecord("bow-to-my-command", 2, (1, 1)),
            SchemeRecord("because-i-have-willed-it", 3, (3, 4, 3)),
        )
        none = Figures.of(())
        window._render_schemes(Statistics(3, 0, 3, 1, (), (), schemes, LengthRecord(none, none)))
        assert [bar.text for bar in window.ongoing_chart.bars] == said
        window.close()
    finally:
        install_language("en")


@pytest.mark.parametrize(
    ("language", "minutes", "picture", "csv_name"),
    [
        ("en", "1.5", "archenemy-chart.png", "archenemy-history.csv"),
        ("es", "1,5", "archienemigo-grafico.png", "archienemigo-historial.csv"),
    ],
)
def test_numbers_and_file_names_in_the_windows_language(qtbot, language, minutes, picture, csv_name) -> None:
    """Spanish Statistics wrote "1.5" and proposed "archenemy-chart.png".

    So did `archenemy stats`.
    """
    from archenemy.desktop.cli.history import _number
    from archenemy.desktop.history.stats import Figures, LengthRecord, Statistics

    install_language(language)
    try:
        window = StatisticsWindow()
        qtbot.addWidget(window)
        length = LengthRecord(Figures.of((3, 4)), Figures.of((1, 2)))
        window._render_wins(Statistics(2, 0, 2, 1, (), (), (), length))
        # 3.5 turns
        turns = minutes.replace("1", "3")
        assert f" {turns} (" in window.summary.text() and f" {minutes} (" in window.summary.text()
        window.save_picture()
        assert Path(window._dialog.selectedFiles()[0]).name == picture
        window._dialog.reject()
        window.export_csv()
        assert Path(window._dialog.selectedFiles()[0]).name == csv_name
        window._dialog.reject()
        window.close()
        assert _number(1.5, language) == minutes and _number(11.0, language) == "11"
    finally:
        install_language("en")


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_planes_tab_shows_the_planes_visited_and_the_rolls(qtbot, isolated_user_dirs, language: str) -> None:
    from archenemy.engine.actions import Concede
    from archenemy.engine.setup import GameStart
    from archenemy.engine.story import TIME_FORMAT

    from support.history import START_TIME
    from support.planar_games import PLANAR_FILLER, planechase_start, roll, to_main

    games = _games()
    start = planechase_start(["naar-isle", *PLANAR_FILLER], players=2)
    extra = {"created": START_TIME.strftime(TIME_FORMAT)}
    game = Game(GameStart(start.setup, (), start.starting_player, extra, start.planar_decks), CATALOGUE)
    to_main(game)
    for face in ("chaos", "planeswalker", "blank"):
        roll(game, face)
    game.do(Concede("Ben"))
    write_game(games, "planes.jsonl", game)
    install_language(language)
    window = open_statistics()
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.games is not None, timeout=20000)
    window.tabs.setCurrentIndex(4)
    assert window.tabs.tabText(4) == {"en": "&Planes", "es": "Pla&nos"}[language]
    assert window.current_chart() is window.planes_chart
    # One visit each: by id; the names in the window's language
    naar = {"en": "Naar Isle", "es": "Isla Naar"}[language]
    assert [bar.label for bar in window.planes_chart.bars] == ["Akoum", naar]
    # One game: said in the singular ("1 (en 1 partidas)" was seen)
    once = {"en": "1 (in 1 game)", "es": "1 (en 1 partida)"}[language]
    assert [bar.text for bar in window.planes_chart.bars] == [once, once]
    chaos = {"en": "Chaos symbol", "es": "Símbolo de caos"}[language]
    assert chaos in [bar.label for bar in window.rolls_chart.bars]
    assert _count(window.current_picture(), HERO_COLOUR) > 20
    window.variant_box.setCurrentIndex(window.variant_box.findData("archenemy"))
    assert tuple(window.planes_chart.bars) == ()
    window.close()
