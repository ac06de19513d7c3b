"""The window's parts of a game night.

The end view's words, the night's earlier games read in the background, the
live story, Next game's refusals and its Rumble, Rematch in a night, the roster
in New game and its own dialog, a past game's story from Recent games, Game →
Statistics.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt

from archenemy.desktop import paths
from archenemy.desktop.history.night import NightLedger, outcome_story
from archenemy.desktop.history.reading import read_story
from archenemy.desktop.roster.store import DeckRef, RosterPlayer, load_roster, roster_of, save_roster
from archenemy.desktop.session import Session
from archenemy.desktop.table.dialogs.new_game_row import DeckChoice
from archenemy.desktop.table_view import table_view
from archenemy.desktop.texts import Words
from archenemy.engine.actions import ChangeLife, Concede, NextStep
from archenemy.engine.game import Game
from archenemy.engine.header_notes import NightRef, night_of, with_notes
from archenemy.engine.night import NightStandings, Standing
from archenemy.engine.planar import COMMUNAL, PlanarSetup
from archenemy.engine.planar_decks import default_communal_deck
from archenemy.engine.setup import GameSetup, PlayerSetup, deal
from archenemy.engine.variants import Variant

from support.games import CATALOGUE
from support.history import finished_game, start_of, write_game

NICOL = tuple(CATALOGUE.precon("archenemy-nicol-bolas").scheme_ids())


def night_start(names, night: NightRef, variant: Variant = Variant.ARCHENEMY, deck=NICOL):
    rumble = variant.rules.every_player_archenemy
    players = tuple(PlayerSetup(n, deck if rumble or i == 0 else ()) for i, n in enumerate(names))
    return with_notes(deal(GameSetup(variant, players), CATALOGUE, random.Random(2)), night=night)


# ----- the words of the end ----------------------------------------------------------------------------


def test_a_nights_end_offers_next_game_first_and_ranks_its_standings_in_both_languages() -> None:
    game = Game(night_start(("Ana", "Ben", "Cat"), NightRef("n", 2)), CATALOGUE)
    game.do(Concede("Ana"))
    night = NightStandings(
        2,
        0,
        (Standing("Ben", 2, 2, 1, 1, 1, 1), Standing("Cat", 2, 2, 1, 1, 1, 1), Standing("Ana", 1, 0, 1, 0, 0, 0)),
    )
    end = table_view(game.state, None, CATALOGUE, Words.of("en"), night=night).end
    assert [(k.action, k.text) for k in end.keys] == [
        ("next_game", "Next game  [F5]"),
        ("rematch", "Rematch  [Ctrl+Shift+N]"),
        ("new_game", "New game  [Ctrl+N]"),
    ]
    assert end.standings_title == "Standings of the night · games played: 2"
    assert end.standings == (
        "1. Ben: won 2 (1 as archenemy, 1 as hero)",
        # The same record: the same rank
        "1. Cat: won 2 (1 as archenemy, 1 as hero)",
        # She joined late: how many she played
        "3. Ana: won 0 of 1 (0 as archenemy, 0 as hero)",
    )
    spanish = table_view(game.state, None, CATALOGUE, Words.of("es"), night=night).end
    assert spanish.keys[0].text == "Siguiente partida  [F5]"
    assert spanish.standings[0] == "1. Ben: ganó 2 (1 como archienemigo, 1 como héroe)"
    alone = table_view(game.state, None, CATALOGUE, Words.of("en")).end
    assert [k.action for k in alone.keys] == ["rematch", "new_game"] and alone.standings == ()


# ----- the night's games, read in the background; the live story ------------------------------------------


def test_the_ledger_reads_the_nights_earlier_games_only(tmp_path: Path) -> None:
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    paths_of = []
    for number, (names, winner) in enumerate(
        ((("Ana", "Ben"), "Ben"), (("Ben", "Ana"), "Ben"), (("Ana", "Ben"), None)), 1
    ):
        game = finished_game(names, night=NightRef("n1", number), winner=winner)
        paths_of.append(write_game(games, f"g{number}.jsonl", game))
    write_game(games, "other.jsonl", finished_game(("Ana", "Ben"), night=NightRef("n2", 1)))
    read = []
    ledger = NightLedger(games, on_read=lambda: read.append(True))
    second = start_of(("Ben", "Ana"), night=NightRef("n1", 2))
    ledger.follow(second, paths_of[1])
    assert ledger.flush() and read and ledger.last_error is None
    assert [s.night.game for s in ledger.earlier()] == [1], "only the games before this one: its standings then"
    current = read_story(paths_of[1], CATALOGUE)
    standings = ledger.standings(current)
    assert standings.games == 2
    assert [(s.name, s.wins, s.wins_as_archenemy) for s in standings.standings] == [("Ben", 2, 1), ("Ana", 0, 0)]
    alone = start_of(("Ana", "Ben"))
    # A game outside any night: nothing to read
    ledger.follow(alone, None)
    assert ledger.earlier() == () and ledger.standings(outcome_story(alone, Game(alone, CATALOGUE).state)) is None


def test_the_live_story_is_the_story_the_history_will_read(tmp_path: Path) -> None:
    session = Session(tmp_path / "data" / "games")
    session.new_game(night_start(("Ana", "Ben", "Cat"), NightRef("n", 1)))
    for _ in range(14):
        if session.state.prompts:
            break
        session.perform(NextStep())
    session.perform(ChangeLife("Ben", -4))
    session.perform(Concede("Ana"))
    live = session.story()
    assert live is not None and live.started is not None and live.minutes is not None
    assert live == read_story(session.path, CATALOGUE)
    standings = session.night_standings()
    assert standings.games == 1 and [s.name for s in standings.standings][-1] == "Ana"
    session.close()


# ----- the window: Next game, Rematch, Statistics ---------------------------------------------------------


def night_window(make_window, names=("Ana", "Ben", "Cat"), variant=Variant.ARCHENEMY):
    window = make_window()
    window.deal_rng = random.Random(3)
    rumble = variant.rules.every_player_archenemy
    setup = GameSetup(variant, tuple(PlayerSetup(n, NICOL if rumble or i == 0 else ()) for i, n in enumerate(names)))
    decks = {n: "Archenemy Nicol Bolas" for i, n in enumerate(names) if rumble or i == 0}
    assert window.night.start_chosen(setup, ("new", decks))
    return window


def test_next_game_says_why_not_outside_a_night_or_before_the_end(make_window, qtbot) -> None:
    window = make_window()
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert "not part of a game night" in window.status.text()
    window = night_window(make_window)
    window.night.next_game()
    assert "not over" in window.status.text() and night_of(window.session.game.start).game == 1


def test_a_rematch_in_a_night_is_the_nights_next_game_with_the_same_archenemy(make_window) -> None:
    window = night_window(make_window)
    window.session.perform(Concede("Ana"))
    window.files.rematch()
    start = window.session.game.start
    assert night_of(start).game == 2 and start.setup.players[0].name == "Ana"
    assert start.extra["deck_names"] == {"Ana": "Archenemy Nicol Bolas"}


def test_a_rumble_night_goes_on_in_rumble_each_player_with_their_own_deck(make_window) -> None:
    save_roster(
        roster_of(
            [
                RosterPlayer("Ana", None, (DeckRef("precon", "assemble-the-doomsday-machine"),)),
                RosterPlayer("Ben", None, (DeckRef("precon", "trample-civilization-underfoot"),)),
                RosterPlayer("Cat", None, (DeckRef("saved", "a deck deleted since"),)),
            ]
        )
    )
    window = night_window(make_window, variant=Variant.SUPERVILLAIN_RUMBLE)
    session = window.session
    for name in ("Ana", "Ben"):
        session.perform(Concede(name))
    assert session.state.over
    window.night.next_game()
    start = session.game.start
    assert start.setup.variant is Variant.SUPERVILLAIN_RUMBLE and night_of(start).game == 2
    decks = {p.name: sorted(p.deck) for p in start.setup.players}
    assert decks["Ana"] == sorted(CATALOGUE.precon("assemble-the-doomsday-machine").scheme_ids())
    assert decks["Ben"] == sorted(CATALOGUE.precon("trample-civilization-underfoot").scheme_ids())
    assert len(decks["Cat"]) == 20, "her deck is gone: a random legal deck"
    assert "every player is an archenemy" in window.status.text() and "Cat" in window.status.text()


def test_a_planechase_night_goes_on_with_its_planes_and_says_so_in_the_menu(make_window) -> None:
    window = make_window()
    window.deal_rng = random.Random(3)
    planes = PlanarSetup(((COMMUNAL, default_communal_deck(3, rng=random.Random(1))),), default_deck=True)
    setup = GameSetup(Variant.PLANECHASE, tuple(PlayerSetup(n, ()) for n in ("Ana", "Ben", "Cat")), planar=planes)
    assert window.night.start_chosen(setup, ("new", {}))
    assert "archenemy" not in window.menus.next_game_action.text()
    assert "Planechase" in window.status.text()
    session = window.session
    for name in ("Ana", "Ben"):
        session.perform(Concede(name))
    window.night.next_game()
    start = session.game.start
    assert night_of(start).game == 2 and start.setup.variant is Variant.PLANECHASE
    # The ready communal deck again, its phenomena drawn anew for three players (901.15a)
    assert start.setup.planar is not None and start.setup.planar.default_deck
    assert all(not p.deck for p in start.setup.players)
    assert "Game 2 of the night: Planechase" in window.status.text()
    assert "same players and planes" in window.menus.next_game_action.text()


def test_a_night_with_planes_keeps_them_and_a_hero_controls_them(make_window) -> None:
    window = make_window()
    window.deal_rng = random.Random(3)
    planes = PlanarSetup(
        ((COMMUNAL, default_communal_deck(3, rng=random.Random(1))),), primary="Ben", default_deck=True
    )
    players = (PlayerSetup("Ana", NICOL), PlayerSetup("Ben", ()), PlayerSetup("Cat", ()))
    assert window.night.start_chosen(GameSetup(Variant.ARCHENEMY, players, planar=planes), ("new", {}))
    window.session.perform(Concede("Ana"))
    window.night.next_game()
    start = window.session.game.start
    # Ben is the archenemy now: the planes go on, controlled by the first hero
    assert night_of(start).game == 2 and start.setup.players[0].name == "Ben"
    assert start.setup.planar is not None and start.setup.planar.primary is None
    assert "the next archenemy" in window.menus.next_game_action.text()


def test_new_game_continuing_a_night_keeps_each_players_own_planar_deck(make_window, qtbot) -> None:
    """New game's "continue the night" carries the planes, as Next game does.

    Each player's own planar deck stays theirs (901.3), the same cards; a
    list no saved deck holds is offered under its owner's name.
    """
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog
    from archenemy.engine.catalogue import load_catalogue

    from support.planar_games import PLANAR_FILLER

    window = make_window()
    window.deal_rng = random.Random(3)
    names = ("Ana", "Ben", "Cat")
    decks = tuple((name, PLANAR_FILLER[i : i + 10]) for i, name in enumerate(names))
    setup = GameSetup(Variant.PLANECHASE, tuple(PlayerSetup(n, ()) for n in names), planar=PlanarSetup(decks))
    assert window.night.start_chosen(setup, ("new", {}))
    for name in ("Ana", "Ben"):
        window.session.perform(Concede(name))
    continued = window.night.continued_setup()
    assert continued["planes"]["deck"] == "own"
    assert continued["planes"]["own"]["Ben"] == "Planar deck of Ben"
    dialog = NewGameDialog(
        load_catalogue, lambda: (), night_now=night_of(window.session.game.start), continued=continued
    )
    qtbot.addWidget(dialog)
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    built = dialog.build_setup().planar
    assert {owner: sorted(ids) for owner, ids in built.decks} == {owner: sorted(ids) for owner, ids in decks}


def test_new_game_continuing_a_night_with_planes_added_keeps_them(make_window, qtbot) -> None:
    """Archenemy with planes: the tick, the ready deck, the heroes' controller.

    The ready communal deck (901.15), the hero who controls the planes on
    the heroes' turn (901.12 by analogy).
    """
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog
    from archenemy.engine.catalogue import load_catalogue

    window = make_window()
    window.deal_rng = random.Random(3)
    planes = PlanarSetup(
        ((COMMUNAL, default_communal_deck(3, rng=random.Random(1))),), primary="Cat", default_deck=True
    )
    players = (PlayerSetup("Ana", NICOL), PlayerSetup("Ben", ()), PlayerSetup("Cat", ()))
    assert window.night.start_chosen(GameSetup(Variant.ARCHENEMY, players, planar=planes), ("new", {}))
    window.session.perform(Concede("Ana"))
    continued = window.night.continued_setup()
    dialog = NewGameDialog(
        load_catalogue, lambda: (), night_now=night_of(window.session.game.start), continued=continued
    )
    qtbot.addWidget(dialog)
    assert dialog.planes_box.wanted and dialog.planes_box.deck.currentData() == "ready"
    # Ben is the archenemy now; Cat, still a hero, keeps the planes on the heroes' turn (901.12 by analogy)
    assert dialog.planes_box.primary.currentData() == "Cat"


def test_game_statistics_opens_the_statistics_window_once(make_window, qtbot, monkeypatch) -> None:
    window = make_window()
    window.menus.statistics_action.trigger()
    first = window.night.statistics_window
    qtbot.waitUntil(lambda: first.games is not None, timeout=20000)
    assert first.isVisible()
    window.menus.statistics_action.trigger()
    assert window.night.statistics_window is first
    given = []
    monkeypatch.setattr(window.dialogs, "take_focus_back", lambda: given.append(True))
    qtbot.keyClick(first, Qt.Key.Key_Escape)
    assert not first.isVisible()
    assert given, "closed, it gives the keys back to the table (no window manager would)"


# ----- the roster: New game and its own dialog -------------------------------------------------------------


def test_new_game_remembers_its_players_and_the_decks_they_brought(qtbot) -> None:
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog
    from archenemy.engine.catalogue import load_catalogue

    save_roster(roster_of([RosterPlayer("Cat", "#8e44ad", (DeckRef("precon", "death-toll"),))]))
    dialog = NewGameDialog(load_catalogue, lambda: (), night="new")
    qtbot.addWidget(dialog)
    assert all(not row.deck.isHidden() for row in dialog.rows), "a night shows every seat's own deck"
    dialog.roster_box.seat_everyone()
    assert dialog.rows[0].name.text() == "Cat", "the first seat still called by its default name"
    assert dialog.rows[0].colour == "#8e44ad"
    assert dialog.rows[0].choice() == DeckChoice("precon", "death-toll"), "the deck Cat brought stays on her seat"
    assert not dialog.start_button.isEnabled(), "ten cards: not in Archenemy (904.3)"
    assert "Cat cannot play this deck in Archenemy: deck has 10 cards" in dialog.problems.text()
    dialog.rows[1].name.setText("Ana")
    for row in dialog.rows[:2]:
        row.deck.setCurrentIndex(row.deck.findData(DeckChoice("precon", "archenemy-nicol-bolas").token))
    assert dialog.start_button.isEnabled(), dialog.problems.text()
    chosen = []
    dialog.setup_chosen.connect(chosen.append)
    dialog.start_button.click()
    assert chosen
    roster = load_roster().roster
    cat, ana = roster.find("Cat"), roster.find("Ana")
    assert cat.decks[0] == DeckRef("precon", "archenemy-nicol-bolas") and DeckRef("precon", "death-toll") in cat.decks
    assert ana.decks == (DeckRef("precon", "archenemy-nicol-bolas"),)
    assert [p.name for p in roster.players] == ["Cat", "Ana"], "the seats left with a default name went"
    assert dialog.roster_box.night_choice() == ("new", {"Cat": "Archenemy Nicol Bolas"})


def test_the_roster_dialog_is_kept_by_keys(qtbot, isolated_user_dirs) -> None:
    from archenemy.desktop.table.dialogs.roster import RosterDialog
    from archenemy.engine.catalogue import load_catalogue

    save_roster(roster_of([RosterPlayer("Ana", "#c0392b", (DeckRef("precon", "archenemy-nicol-bolas"),))]))
    dialog = RosterDialog(load_catalogue, lambda: [("Ben's doom", "")])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.add_player()
    assert dialog.name.hasFocus() or dialog.name.text() == "Player 1"
    dialog.name.setFocus()
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "Ben")
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.isVisible(), "Enter in the name renames, never closes"
    assert [p.name for p in load_roster().roster.players] == ["Ana", "Ben"]
    dialog.deck_pick.setCurrentIndex(dialog.deck_pick.findText("Ben's doom (saved deck)"))
    dialog.add_deck_button.click()
    dialog.deck_pick.setCurrentIndex(0)
    dialog.add_deck_button.click()
    dialog.decks.setCurrentRow(1)
    dialog.first_button.click()
    ben = load_roster().roster.find("Ben")
    assert ben.decks[1] == DeckRef("saved", "Ben's doom") and ben.decks[0].kind == "precon"
    dialog.name.selectAll()
    qtbot.keyClicks(dialog.name, "ana")
    dialog.rename_player()
    assert "already has a player called Ana" in dialog.status.text()
    dialog.players.setCurrentRow(0)
    dialog.players.setFocus()
    qtbot.keyClick(dialog.players, Qt.Key.Key_Delete)
    assert [p.name for p in load_roster().roster.players] == ["Ben"]
    dialog.close()


# ----- a past game's story ----------------------------------------------------------------------------------


def test_recent_games_tells_a_past_games_story_and_saves_its_picture(qtbot, isolated_user_dirs, tmp_path) -> None:
    from PySide6.QtGui import QImage

    from archenemy.desktop.table.dialogs.recent_games import RecentGamesDialog
    from archenemy.engine.catalogue import load_catalogue

    games = paths.games_dir()
    games.mkdir(parents=True)
    game = Game(start_of(("Ana", "Ben", "Cat")), CATALOGUE)
    for _ in range(14):
        if game.state.prompts:
            break
        game.do(NextStep())
    game.do(ChangeLife("Ben", -6))
    game.do(Concede("Ana"))
    write_game(games, "a.jsonl", game)
    dialog = RecentGamesDialog(games, load_catalogue)
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    assert dialog.story_button.isEnabled()
    dialog.story_button.click()
    story = dialog._story.view
    assert story.story is not None and story.story.winners == ("Ben", "Cat")
    assert [s.label for s in story.chart.series] == ["Ana", "Ben", "Cat"]
    assert "won by Ben, Cat" in story.summary.text()
    assert story.write_picture(str(tmp_path / "story.png"))
    assert not QImage(str(tmp_path / "story.png")).isNull()
    dialog._story.reject()


def test_seats_left_with_their_default_names_are_never_remembered(qtbot, isolated_user_dirs) -> None:
    """ "Remember these players" keeps no default name in the roster.

    "Remember these players" (on by default) filled the roster with
    "Archenemy", "Hero 1"…
    """
    from archenemy.desktop.table.dialogs.new_game import NewGameDialog
    from archenemy.engine.catalogue import load_catalogue

    dialog = NewGameDialog(load_catalogue, lambda: ())
    qtbot.addWidget(dialog)
    dialog.reset_to_default()
    assert dialog.roster_box.remember.isChecked()
    dialog.rows[2].name.setText("Ana")
    # A default name in another language the app speaks
    dialog.rows[3].name.setText("Héroe 3")
    dialog.start_button.click()
    assert [p.name for p in load_roster().roster.players] == ["Ana"]


def test_a_ledger_whose_receiver_went_first_ends_its_read_quietly(tmp_path: Path) -> None:
    """A session closed while its night was read.

    The signal's source is gone when the thread tells it (``RuntimeError:
    Signal source has been deleted``); the reading thread ends without an
    exception.
    """
    import threading

    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    paths_of = [
        write_game(games, f"g{n}.jsonl", finished_game(("Ana", "Ben"), night=NightRef("n1", n), winner="Ben"))
        for n in (1, 2)
    ]
    raised = []
    hook, threading.excepthook = threading.excepthook, lambda args: raised.append(args.exc_value)
    try:

        def gone() -> None:
            raise RuntimeError("Signal source has been deleted")

        ledger = NightLedger(games, on_read=gone)
        ledger.follow(start_of(("Ben", "Ana"), night=NightRef("n1", 2)), paths_of[1])
        assert ledger.flush()
        for thread in threading.enumerate():
            if thread.name == "archenemy-night":
                thread.join(5)
    finally:
        threading.excepthook = hook
    assert raised == []
    assert [s.night.game for s in ledger.earlier()] == [1]


def test_recent_games_and_statistics_say_which_time_they_show(qtbot, isolated_user_dirs, tmp_path) -> None:
    """Recent games shows the last save, Statistics the start: each says which."""
    from archenemy.desktop.statistics.window import StatisticsWindow
    from archenemy.desktop.table.dialogs.recent_games import RecentGamesDialog

    games = paths.games_dir()
    games.mkdir(parents=True)
    write_game(games, "a.jsonl", finished_game(("Ana", "Ben", "Cat"), steps=4, winner="Ana"))
    window = StatisticsWindow(games)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.game_box.count() > 0, timeout=20000)
    assert window.game_box.itemText(0).startswith("started ")
    dialog = RecentGamesDialog(games, lambda: CATALOGUE)
    qtbot.addWidget(dialog)
    assert dialog.list.item(0).text().startswith("saved "), dialog.list.item(0).text()
