"""Regenerate the screenshots under ``docs/screenshots/`` under Xvfb.

A real X server, and deterministic decks.

    make screenshots
    # which runs:
    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb .venv/bin/python tools/screenshots.py [OUTDIR]

Each shot starts a game with a fixed shuffle, plays a few actions and grabs
the screen where the main window sits, at 1366×768 and 1920×1080 (what the
X server composited: dialogs and native parts included, as players see
them; an offscreen ``grab()`` once hid a dialog whose text was invisible).  The
seats have the app's default names in the shot's language (the new-game
dialog's :func:`~archenemy.desktop.texts.players.default_names`).  The
first shot also grabs the new-game dialog and the coin's overlay; the
``table-display``, ``display-question`` (Know Evil's second question,
the hero chosen first struck through in their place) and ``display-winner``
shots grab the second window's table layout.  ``night`` plays a game night
of three games (the roster seated in New game, the archenemy rotating) and
grabs its end (standings and story) on both windows, the Statistics window
and the roster.  ``planechase`` (Planechase alone after a roll of the planar die),
``archenemy-planes`` and ``planes-display`` (Archenemy with the ready
communal planar deck: the main window and the second window) show the
planes.
``SHOT_SCHEMES="dark light"`` adds the light colour scheme (files ending in
``-light``); dark, the table's default, has no suffix.  ``SHOT_LANGS``
picks the languages (default ``en es``), ``SHOT_ONLY`` one shot.  The run
has its own settings, data and cache folders (the user's are never touched).

The ``images-*`` shots and ``deck-builder-images`` show the card images:
the main window, table mode, the second window (and, in
``images-ongoing``, three ongoing schemes' pictures on it), the first-time
question and the deck builder.  Their pictures are generated samples
(``tools/sample_card_images.py``: no Scryfall image is ever committed);
``SHOT_CARD_IMAGES=FOLDER`` copies a card image cache folder (``archenemy
images status`` prints the app's) into the run's own cache instead, to look
at the real cards locally.
"""

from __future__ import annotations

import asyncio
import atexit
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
# Its own settings, window geometry and saved games: a run never writes into the user's folders.
_HOME = tempfile.mkdtemp(prefix="archenemy-shots-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
for _variable, _folder in (
    ("XDG_CONFIG_HOME", "config"),
    ("XDG_DATA_HOME", "data"),
    ("XDG_STATE_HOME", "state"),
    ("XDG_CACHE_HOME", "cache"),
):
    os.environ[_variable] = os.path.join(_HOME, _folder)
# The card images come from the run's own cache only: no request reaches Scryfall.
os.environ["ARCHENEMY_COMPANION_SCRYFALL_API"] = "http://127.0.0.1:9"

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from archenemy.desktop.i18n import install_language  # noqa: E402
from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table.window import MainWindow  # noqa: E402
from archenemy.desktop.texts.players import default_names  # noqa: E402
from archenemy.desktop.widgets.card_image import CardImage  # noqa: E402
from archenemy.engine.actions import Answer, ChangeLife, ChangePoison, CommanderDamage, NextStep  # noqa: E402
from archenemy.engine.catalogue import load_catalogue  # noqa: E402
from archenemy.engine.model import DeckMode  # noqa: E402
from archenemy.engine.setup import GameSetup, PlayerSetup  # noqa: E402
from archenemy.engine.variants import Variant  # noqa: E402


def first_scheme_in_motion(session: Session) -> None:
    """Turn 1, precombat main: the top scheme set in motion, a little damage dealt."""
    for _ in range(3):
        session.perform(NextStep())


def ongoing_and_prompt(session: Session) -> None:
    """Later in the game: an ongoing scheme face up and a question waiting.

    The question is whether to abandon it.
    """
    for _ in range(200):
        state = session.state
        ongoing = [f for f in state.face_up() if f.ongoing]
        if ongoing and state.prompts and state.prompts[0].question not in ("resolve", "choose"):
            return
        if state.prompts:
            prompt = state.prompts[0]
            value = {"done": True, "yes_no": False, "count": 0}.get(prompt.kind.value)
            session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
        else:
            session.perform(NextStep())
    raise SystemExit("no ongoing scheme with a question came up")


LANGS = tuple(os.environ.get("SHOT_LANGS", "en es").split())
SCHEMES = tuple(os.environ.get("SHOT_SCHEMES", "dark").split())


def _setup(variant: Variant, heroes: int, deck: str, mode: DeckMode = DeckMode.SHUFFLED) -> GameSetup:
    """The archenemy (or a Rumble player) and ``heroes`` more seats.

    With the app's default names in its language.
    """
    ids = tuple(load_catalogue().precon(deck).scheme_ids())
    names = default_names(variant, heroes + 1)
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        return GameSetup(variant, tuple(PlayerSetup(n, ids) for n in names), mode)
    players = [PlayerSetup(names[0], ids)] + [PlayerSetup(n) for n in names[1:]]
    return GameSetup(variant, tuple(players), mode)


def ongoing_schemes(session: Session) -> None:
    """Three ongoing schemes face up, the third just set in motion.

    The deck in this order, every one kept.
    """
    from archenemy.engine.setup import GameStart
    from archenemy.engine.triggers import ABANDON_TRIGGERS

    ongoing = ("i-am-duskmourn", "imprison-this-insolent-wretch", "my-undead-horde-awakens")
    setup = _setup(Variant.ARCHENEMY, 3, "archenemy-nicol-bolas")
    deck = (*ongoing, *(i for i in setup.players[0].deck if i not in ongoing))
    players = (PlayerSetup(setup.players[0].name, deck), *setup.players[1:])
    name = players[0].name
    session.new_game(GameStart(GameSetup(setup.variant, players), decks=((name, deck),), starting_player=name))
    for _ in range(300):
        state = session.state
        if sum(face.ongoing for face in state.face_up()) == len(ongoing) and not state.prompts:
            return
        # Every scheme kept: the answer that does not abandon it, the first choice.
        if state.prompts:
            prompt = state.prompts[0]
            trigger = ABANDON_TRIGGERS.get(prompt.question)
            value = {"done": True, "yes_no": trigger is not None and not trigger.abandon_if, "count": 0}.get(
                prompt.kind.value
            )
            session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
        else:
            session.perform(NextStep())
    raise SystemExit("the ongoing schemes did not come face up")


def seat(session: Session, index: int) -> str:
    """The name of seat ``index`` (0: the archenemy), whatever the language named it."""
    return session.state.players[index].name


def eight_heroes(session: Session) -> None:
    """Eight heroes: compact player panels in two rows."""
    session.new_game(_setup(Variant.ARCHENEMY, 8, "archenemy-nicol-bolas"), random.Random(5))
    first_scheme_in_motion(session)


def commander(session: Session) -> None:
    """The Commander option: shared team life shown once, poison and commander damage."""
    session.new_game(_setup(Variant.ARCHENEMY_COMMANDER, 3, "death-toll"), random.Random(2))
    first_scheme_in_motion(session)
    session.perform(ChangeLife(seat(session, 1), -7))
    session.perform(ChangePoison(seat(session, 2), 3))
    session.perform(CommanderDamage(seat(session, 3), seat(session, 0), 6))


def physical_reveal(session: Session) -> None:
    """The table's own paper deck: a type-ahead picker asks what was revealed.

    Which scheme was revealed.
    """
    session.new_game(_setup(Variant.ARCHENEMY, 3, "archenemy-nicol-bolas", DeckMode.PHYSICAL), random.Random(1))
    first_scheme_in_motion(session)


def rumble(session: Session) -> None:
    """Supervillain Rumble: every player an archenemy."""
    session.new_game(_setup(Variant.SUPERVILLAIN_RUMBLE, 3, "archenemy-nicol-bolas"), random.Random(8))
    for _ in range(3):
        session.perform(NextStep())


def game_over(session: Session) -> None:
    """The heroes won: the outcome with Rematch and New game."""
    first_scheme_in_motion(session)
    session.perform(ChangeLife(seat(session, 0), -40))


def start(session: Session) -> None:
    """The first start: no scheme in motion yet, the life totals take the room."""


def table_display(session: Session) -> None:
    """Eight heroes around a screen lying on the table.

    The second window's table layout.
    """
    eight_heroes(session)
    session.perform(ChangeLife(seat(session, 4), -6))


def display_question(session: Session) -> None:
    """Know Evil's second question on the second window.

    The hero chosen first keeps their place and key, struck.
    """
    names = default_names(Variant.ARCHENEMY, 5)
    deck = ("know-evil",) * 20
    players = (PlayerSetup(names[0], deck), *(PlayerSetup(n) for n in names[1:]))
    session.new_game(GameSetup(Variant.ARCHENEMY, players), random.Random(0))
    first_scheme_in_motion(session)
    session.perform(Answer(session.state.prompts[0].id, seat(session, 2)))


def display_winner(session: Session) -> None:
    """Eight heroes beat the archenemy: the second window says who won.

    With Rematch and New game and their keys.
    """
    eight_heroes(session)
    session.perform(ChangeLife(seat(session, 0), -40))


def _with_planes(setup: GameSetup, seed: int) -> GameSetup:
    """``setup`` with the ready communal planar deck (901.15), shuffled by ``seed``."""
    from archenemy.engine.planar import COMMUNAL, PlanarSetup
    from archenemy.engine.planar_decks import default_communal_deck

    ids = default_communal_deck(len(setup.players), rng=random.Random(seed))
    planar = PlanarSetup(((COMMUNAL, ids),), default_deck=True)
    return GameSetup(setup.variant, setup.players, setup.deck_mode, planar)


def planechase(session: Session) -> None:
    """Planechase alone (901.2): four players, a roll of the planar die.

    The starting plane face up, the die's last roll and the next cost.
    """
    from archenemy.engine.actions import RollPlanarDie

    names = default_names(Variant.PLANECHASE, 4)
    setup = GameSetup(Variant.PLANECHASE, tuple(PlayerSetup(n) for n in names))
    session.new_game(_with_planes(setup, 4), random.Random(4))
    for _ in range(3):
        session.perform(NextStep())
    session.perform(RollPlanarDie(session.state.active, "blank"))


def archenemy_planes(session: Session) -> None:
    """Archenemy with planes: the first scheme beside the starting plane."""
    session.new_game(_with_planes(_setup(Variant.ARCHENEMY, 3, "archenemy-nicol-bolas"), 6), random.Random(3))
    first_scheme_in_motion(session)


SHOTS = {
    "main-window": (first_scheme_in_motion, 3),
    "start": (start, 3),
    "ongoing-prompt": (ongoing_and_prompt, 11),
    "eight-heroes": (eight_heroes, 0),
    "commander": (commander, 0),
    "physical-deck": (physical_reveal, 0),
    "rumble": (rumble, 0),
    "game-over": (game_over, 3),
    "table-display": (table_display, 0),
    "display-question": (display_question, 0),
    "display-winner": (display_winner, 0),
    "planechase": (planechase, 0),
    "archenemy-planes": (archenemy_planes, 0),
    "planes-display": (archenemy_planes, 0),
}
#: The shots of the second window (F10) rather than the main window.
DISPLAY_SHOTS = ("table-display", "display-question", "display-winner", "planes-display")


#: The card images' shots (the same games, the images on): the main window, table mode, the second window.
IMAGE_SHOTS = {
    "images-main-window": ("main-window", "window"),
    "images-table-mode": ("main-window", "table-mode"),
    "images-table-display": ("table-display", "display"),
    "images-ongoing": ("ongoing-schemes", "display"),
}
#: Games only the card images' shots play (the ongoing schemes' pictures on the second window).
IMAGE_GAMES = {"ongoing-schemes": (ongoing_schemes, 0)}


def fill_image_cache() -> None:
    """The run's card image cache: ``SHOT_CARD_IMAGES`` copied, else samples.

    A copy of ``SHOT_CARD_IMAGES`` if set, else generated samples.
    """
    from sample_card_images import fill_cache

    from archenemy.desktop.card_images.cache import ImageCache
    from archenemy.desktop.paths import card_images_dir

    folder = os.environ.get("SHOT_CARD_IMAGES")
    if folder:
        shutil.copytree(folder, card_images_dir(), dirs_exist_ok=True)
    else:
        fill_cache(ImageCache())


def wait_for_image(image: CardImage) -> None:
    """Let a card's picture arrive from the cache, for at most 3 s.

    A worker thread reads it.
    """
    for _ in range(60):
        if image.pixmap() is not None:
            break
        QTest.qWait(50)


def shoot_images(app: QApplication, out: Path, games: Path, language: str) -> None:
    """The card images' shots of :data:`IMAGE_SHOTS` in ``language``.

    At both sizes, and the first-time question.
    """
    for name, (game, where) in IMAGE_SHOTS.items():
        if os.environ.get("SHOT_ONLY") and name != os.environ["SHOT_ONLY"]:
            continue
        play, seed = SHOTS[game] if game in SHOTS else IMAGE_GAMES[game]
        for width, height in ((1366, 768), (1920, 1080)):
            session = Session(games / f"{name}-{language}-{width}")
            session.new_game(rng=random.Random(seed))
            play(session)
            window = MainWindow(session, language)
            window.setGeometry(0, 0, width, height)
            window.show()
            window.images.set_card_images("on_demand")
            suffix = ("" if language == "en" else f"-{language}") + ("" if width == 1366 else f"-{width}x{height}")
            target: QWidget = window
            if where == "display":
                window.second_window.toggle_display(True)
                assert window.second_window.display is not None
                window.second_window.display.setGeometry(0, 0, width, height)
                window.second_window.display.raise_()
                target = window.second_window.display
                wait_for_image(window.second_window.display.card.image)
                strip = window.second_window.display.ongoing_strip
                # Wait for the ongoing schemes' pictures, when there are any and the room for them.
                for _ in range(60):
                    if not session.state.face_up() or strip.isVisible():
                        break
                    QTest.qWait(50)
            elif where == "table-mode":
                # What F11 shows (no menus, the table layout, the larger card text), at the shot's size:
                # a full screen would take the whole X screen.
                window.menuBar().hide()
                window.statusBar().hide()
                window.card.text_label.max_pt = 48
                window.window_layout.show_table_layout(True)
                wait_for_image(window.table_view.card.image)
            wait_for_image(window.card.image)
            grab(app, target, out / f"{name}{suffix}.png")
            if name == "images-main-window" and width == 1366:
                window.images.set_card_images("off")
                window.images.ask_about_card_images()
                grab(app, window, out / f"images-question{suffix}.png")
            if window.second_window.display is not None:
                window.second_window.display.close()
            close = asyncio.ensure_future(window.images.close_card_images())
            while not close.done():
                QTest.qWait(20)
            window.close()
            session.close()


def grab(app: QApplication, widget: QWidget, path: Path) -> None:
    """Save what the X server shows where ``widget`` is (after it has painted)."""
    for _ in range(6):
        app.processEvents()
        QTest.qWait(60)
    geometry = widget.frameGeometry()
    screen = app.primaryScreen()
    screen.grabWindow(0, geometry.x(), geometry.y(), geometry.width(), geometry.height()).save(str(path))


def shoot(app: QApplication, out: Path, games: Path, language: str, scheme: str) -> None:
    """Every shot of :data:`SHOTS` in ``language`` and colour ``scheme``.

    At both sizes.
    """
    for name, (play, seed) in SHOTS.items():
        if os.environ.get("SHOT_ONLY") and name != os.environ["SHOT_ONLY"]:
            continue
        for width, height in ((1366, 768), (1920, 1080)):
            session = Session(games / f"{name}-{language}-{scheme}-{width}")
            session.new_game(rng=random.Random(seed))
            play(session)
            if name == "main-window":
                session.perform(ChangeLife(seat(session, 2), -3))
            window = MainWindow(session, language)
            window.set_color_scheme(scheme)
            window.setGeometry(0, 0, width, height)
            window.show()
            suffix = ("" if language == "en" else f"-{language}") + ("" if scheme == "dark" else f"-{scheme}")
            size = "" if width == 1366 else f"-{width}x{height}"
            if name in DISPLAY_SHOTS:
                window.second_window.toggle_display(True)
                assert window.second_window.display is not None
                window.second_window.display.setGeometry(0, 0, width, height)
                window.second_window.display.raise_()
                grab(app, window.second_window.display, out / f"{name}{suffix}{size}.png")
                window.second_window.display.close()
            else:
                grab(app, window, out / f"{name}{suffix}{size}.png")
            if name == "main-window" and width == 1366:
                window.menus.coin_action.trigger()
                grab(app, window, out / f"coin-overlay{suffix}.png")
                window.helper_label.hide()
                window.files.open_new_game_dialog()
                dialog = window.dialogs.opened[-1]
                dialog.move(60, 40)
                grab(app, dialog, out / f"new-game{suffix}.png")
                dialog.reject()
                window.dialogs.open_exact_life()
                dialog = window.dialogs.opened[-1]
                dialog.move(300, 200)
                grab(app, dialog, out / f"amount-dialog{suffix}.png")
                dialog.reject()
                window.selected = session.state.players[2].name
                # Edit → Rename a player… (F2).
                window.dialogs.open_rename_player()
                dialog = window.dialogs.rename_dialog
                dialog.name_edit.setText("Ana María")
                dialog.move(300, 200)
                grab(app, dialog, out / f"rename-dialog{suffix}.png")
                dialog.reject()
            window.close()
            session.close()


def shoot_deck_builder(app: QApplication, out: Path, language: str, images: bool = False) -> None:
    """The deck builder at 1366×768, a scheme with a tap symbol in its preview.

    ``images``: its thumbnails too.
    """
    from archenemy.desktop.deck_builder import DeckBuilderDialog
    from archenemy.engine.catalogue import load_catalogue as catalogue_of

    provider = None
    dialog = DeckBuilderDialog(lambda: catalogue_of(language), None)
    if images:
        from archenemy.desktop.card_images.provider import CardImageProvider

        provider = CardImageProvider("on_demand")
        dialog.set_images(provider)
    dialog.setGeometry(0, 0, 1366, 768)
    dialog.show()
    dialog.browser.select_scheme("my-wealth-will-bury-you")
    if provider is not None:
        wait_for_image(dialog.browser.preview_image)
        # The rows' thumbnails.
        QTest.qWait(500)
    suffix = "" if language == "en" else f"-{language}"
    grab(app, dialog, out / f"deck-builder{'-images' if images else ''}{suffix}.png")
    dialog.close()
    if provider is not None:
        close = asyncio.ensure_future(provider.aclose())
        while not close.done():
            QTest.qWait(20)


# A game night of three games: the players, their seat colours and scheme decks (Dan brought none), and each
# game's life lost per turn by seat (archenemy first) and who concedes at the end: the archenemy, else the heroes.
NIGHT_PLAYERS = (
    ("Ana", "#c0392b", "archenemy-nicol-bolas"),
    ("Ben", "#2e86de", "assemble-the-doomsday-machine"),
    ("Cat", "#27ae60", "scorch-the-world-with-dragonfire"),
    ("Dan", "#f39c12", None),
)
NIGHT_GAMES = (
    ({2: (0, 3, 0, 2), 4: (7, 0, 0, 0), 6: (12, 4, 6, 0), 8: (9, 0, 0, 3)}, "archenemy"),
    ({2: (0, 6, 4, 0), 3: (4, 0, 0, 0), 4: (0, 5, 7, 9), 6: (0, 9, 9, 11)}, "heroes"),
    ({2: (0, 2, 2, 2), 3: (10, 0, 0, 0), 5: (8, 0, 3, 0), 7: (14, 0, 0, 0)}, "archenemy"),
)


def play_night_game(session: Session, losses: dict[int, tuple[int, ...]], loser: str) -> None:
    """Play turn by turn, life lost at the turns named, then the loser concedes.

    Questions are answered the plainest way; ``losses`` of life at the turns named; the loser is the
    archenemy, or every hero.
    """
    from archenemy.engine.actions import Concede

    last = max(losses)
    while session.state.turn <= last and not session.state.over:
        turn = session.state.turn
        if turn in losses and session.state.step.value == "combat_damage":
            for index, amount in enumerate(losses.pop(turn)):
                if amount and session.state.players[index].alive:
                    session.perform(ChangeLife(seat(session, index), -amount))
        state = session.state
        if state.prompts:
            prompt = state.prompts[0]
            value = {"done": True, "yes_no": False, "count": 0}.get(prompt.kind.value)
            session.perform(Answer(prompt.id, prompt.options[0] if value is None else value))
        else:
            session.perform(NextStep())
    names = [p.name for p in session.state.players]
    for name in names[:1] if loser == "archenemy" else names[1:]:
        if not session.state.over:
            session.perform(Concede(name))


def shoot_night(app: QApplication, out: Path, language: str) -> None:
    """A game night of three games, the archenemy rotating.

    New game seating the roster, the third game's end (standings and story) on the main window and
    the second window, the Statistics window, the roster.
    """
    from archenemy.desktop.app import configure_application

    font = app.font()
    # The app's own font (12 pt at least), as a player sees the night.
    configure_application(app, icon=False)
    try:
        _shoot_night(app, out, language)
    finally:
        # The other shots as they always were.
        app.setFont(font)


def _shoot_night(app: QApplication, out: Path, language: str) -> None:
    import time

    from archenemy.desktop import paths
    from archenemy.desktop.history.recorder import StampClock
    from archenemy.desktop.roster.store import DeckRef, RosterPlayer, roster_of, save_roster

    for file in paths.games_dir().glob("*.jsonl") if paths.games_dir().exists() else ():
        # Each language's night alone in the history.
        file.unlink()
    (paths.data_dir() / "history.sqlite3").unlink(missing_ok=True)
    save_roster(roster_of([RosterPlayer(n, c, (DeckRef("precon", d),) if d else ()) for n, c, d in NIGHT_PLAYERS]))
    suffix = "" if language == "en" else f"-{language}"
    session = Session(paths.games_dir())
    ticks = [0.0]

    # The lines' stamps: 40 seconds of play an action (the chart's story has minutes).
    def tick() -> float:
        ticks[0] += 40.0
        return ticks[0]

    base = time.time()
    session._history.clock = StampClock(clock=tick, wall=lambda: base + ticks[0])
    session.new_game(rng=random.Random(3))
    window = MainWindow(session, language)
    window.deal_rng = random.Random(11)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    window.files.open_new_game_dialog(night="new")
    dialog = window.dialogs.opened[-1]
    dialog.roster_box.seat_everyone()
    dialog.move(60, 40)
    grab(app, dialog, out / f"new-game-night{suffix}.png")
    dialog.start_button.click()
    for number, (losses, loser) in enumerate(NIGHT_GAMES, 1):
        play_night_game(session, dict(losses), loser)
        assert session.state.over and session.night.flush()
        if number < len(NIGHT_GAMES):
            window.night.next_game()
    assert session._history.flush()
    for width, height in ((1366, 768), (1920, 1080)):
        window.setGeometry(0, 0, width, height)
        size = "" if width == 1366 else f"-{width}x{height}"
        grab(app, window, out / f"night-end{suffix}{size}.png")
    window.second_window.toggle_display(True)
    assert window.second_window.display is not None
    window.second_window.display.setGeometry(0, 0, 1366, 768)
    window.second_window.display.raise_()
    grab(app, window.second_window.display, out / f"night-display{suffix}.png")
    window.second_window.toggle_display(False)
    window.night.open_statistics()
    stats = window.night.statistics_window
    stats.setGeometry(0, 0, 1366, 768)
    # The history is read in the background.
    for _ in range(100):
        if stats.games is not None:
            break
        QTest.qWait(50)
    grab(app, stats, out / f"statistics{suffix}.png")
    stats.tabs.setCurrentIndex(3)
    grab(app, stats, out / f"statistics-game{suffix}.png")
    stats.close()
    window.night.open_roster()
    roster = window.dialogs.opened[-1]
    roster.move(120, 80)
    grab(app, roster, out / f"roster{suffix}.png")
    roster.reject()
    window.close()
    session.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    import qasync

    # The card images' provider runs on an event loop: the Qt events the shots wait for run its tasks too.
    asyncio.set_event_loop(qasync.QEventLoop(app, already_running=True))
    fill_image_cache()
    only = os.environ.get("SHOT_ONLY")
    with tempfile.TemporaryDirectory() as games:
        for language in LANGS:
            install_language(language)
            for scheme in SCHEMES:
                shoot(app, out, Path(games), language, scheme)
            shoot_images(app, out, Path(games), language)
            if not only or only == "deck-builder":
                shoot_deck_builder(app, out, language)
            if not only or only == "deck-builder-images":
                shoot_deck_builder(app, out, language, images=True)
            if not only or only == "night":
                shoot_night(app, out, language)
    install_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
