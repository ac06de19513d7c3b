"""The game list read without stories says what the stories say."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from archenemy.desktop.history.index import HistoryIndex
from archenemy.desktop.texts import Words
from archenemy.desktop.texts.history import GameLines, game_summary, players_text

from support.games import CATALOGUE

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from history_games import templates, write_history  # noqa: E402


@pytest.fixture(scope="module")
def games_folder(tmp_path_factory):
    games = tmp_path_factory.mktemp("listing") / "data" / "games"
    write_history(games, 60, found=templates())
    return games


@pytest.mark.parametrize("finished", [True, False])
def test_the_listing_is_the_stories(tmp_path: Path, games_folder: Path, finished: bool) -> None:
    with HistoryIndex(games_folder, tmp_path / "index.sqlite3", CATALOGUE) as index:
        listed, games = index.listing(finished=finished), index.games(finished=finished)
    assert [g.file for g in listed] == [g.file for g in games]
    for shown, game in zip(listed, games, strict=True):
        story = game.story
        assert shown.started == game.started
        assert (shown.variant, shown.turns, shown.minutes, shown.draw, shown.over) == (
            story.variant,
            story.turns,
            story.minutes,
            story.draw,
            story.over,
        )
        assert shown.planar == story.planar and shown.winners == story.winners
        assert [(s.name, s.role, s.won) for s in shown.players] == [(p.name, p.role, p.won) for p in story.players]
        for language in ("en", "es"):
            words = Words.of(language)
            worded = GameLines(words)
            assert game_summary(shown, words) == game_summary(story, words) == worded.summary(shown)
            assert players_text(shown, words) == players_text(story, words) == worded.players(shown)


def test_a_game_list_worded_once_says_what_each_game_s_words_say() -> None:
    """Word for word: placeholder-like names, every variant, a draw, not over."""
    from archenemy.desktop.history.listing import Listed, Seat
    from archenemy.engine.variants import Variant

    games = []
    for number, variant in enumerate(Variant):
        for draw, over in ((False, True), (True, True), (False, False)):
            game = Listed("g", None, variant, number + 1, None if draw else 47, draw, over, None)  # type: ignore[arg-type]
            role = "player" if variant is Variant.PLANECHASE else "archenemy"
            game.players = [
                Seat(1, "Ana%1", role, 1),
                Seat(2, "%2 Ben", "hero", int(not draw)),
                Seat(3, "Cat", "hero", 0),
            ]
            games.append(game)
    for language in ("en", "es"):
        words = Words.of(language)
        worded = GameLines(words)
        for game in games:
            assert worded.summary(game) == game_summary(game, words)
            assert worded.players(game) == players_text(game, words)


@pytest.mark.parametrize(
    "planted",
    [
        "UPDATE players SET seat = 9 WHERE seat = 2",
        "UPDATE players SET role = 'villain' WHERE seat = 1",
        "UPDATE players SET won = 2 WHERE seat = 1",
        "UPDATE games SET turns = 'many'",
        "UPDATE games SET started = 'yesterday'",
        "DELETE FROM players WHERE seat = 1",
    ],
)
def test_planted_rows_are_never_listed(tmp_path: Path, games_folder: Path, planted: str) -> None:
    db = tmp_path / "index.sqlite3"
    with HistoryIndex(games_folder, db, CATALOGUE) as index:
        expected = [(g.file, g.turns) for g in index.listing()]
    with sqlite3.connect(db) as conn:
        conn.execute(planted)
    with HistoryIndex(games_folder, db, CATALOGUE) as index:
        # Refused when read: set aside and rebuilt from the journals.
        assert [(g.file, g.turns) for g in index.listing()] == expected


def test_the_roles_a_listed_seat_takes_are_the_stories_roles() -> None:
    import typing

    from archenemy.desktop.history.listing import Seat
    from archenemy.engine.story import ROLES

    role = typing.get_type_hints(Seat)["role"]
    assert set(typing.get_args(role)) == set(ROLES)
