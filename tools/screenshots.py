"""Regenerate the screenshots under ``docs/screenshots/`` (offscreen, deterministic decks).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screenshots.py [OUTDIR]

Each shot starts the default game with a fixed shuffle, plays a few actions
and grabs the main window at 1366×768 and 1920×1080; the first one also grabs
the new-game dialog.  ``SHOT_SCHEMES="dark light"`` adds the light colour
scheme (files ending in ``-light``); dark, the table's default, has no suffix.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from archenemy.desktop.i18n import install_language  # noqa: E402
from archenemy.desktop.session import Session  # noqa: E402
from archenemy.desktop.table.window import MainWindow  # noqa: E402
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
    """Later in the game: an ongoing scheme face up and an abandonment question waiting."""
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
    ids = tuple(load_catalogue().precon(deck).scheme_ids())
    if variant is Variant.SUPERVILLAIN_RUMBLE:
        names = ["Nicol Bolas", "Tamiyo", "Sorin", "Liliana", "Jace", "Chandra", "Garruk", "Ajani"][: heroes + 1]
        return GameSetup(variant, tuple(PlayerSetup(n, ids) for n in names), mode)
    players = [PlayerSetup("Archenemy", ids)] + [PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1)]
    return GameSetup(variant, tuple(players), mode)


def eight_heroes(session: Session) -> None:
    """Eight heroes: compact player panels in two rows."""
    session.new_game(_setup(Variant.ARCHENEMY, 8, "archenemy-nicol-bolas"), random.Random(5))
    first_scheme_in_motion(session)


def commander(session: Session) -> None:
    """The Commander option: shared team life shown once, poison and commander damage."""
    session.new_game(_setup(Variant.ARCHENEMY_COMMANDER, 3, "death-toll"), random.Random(2))
    first_scheme_in_motion(session)
    session.perform(ChangeLife("Hero 1", -7))
    session.perform(ChangePoison("Hero 2", 3))
    session.perform(CommanderDamage("Hero 3", "Archenemy", 6))


def physical_reveal(session: Session) -> None:
    """The table's own paper deck: the type-ahead picker asks which scheme was revealed."""
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
    session.perform(ChangeLife("Archenemy", -40))


SHOTS = {
    "main-window": (first_scheme_in_motion, 3),
    "ongoing-prompt": (ongoing_and_prompt, 11),
    "eight-heroes": (eight_heroes, 0),
    "commander": (commander, 0),
    "physical-deck": (physical_reveal, 0),
    "rumble": (rumble, 0),
    "game-over": (game_over, 3),
}


def shoot(app: QApplication, out: Path, games: Path, language: str, scheme: str) -> None:
    """Every shot of :data:`SHOTS` in ``language`` and colour ``scheme``, at both sizes."""
    for name, (play, seed) in SHOTS.items():
        if os.environ.get("SHOT_ONLY") and name != os.environ["SHOT_ONLY"]:
            continue
        for width, height in ((1366, 768), (1920, 1080)):
            session = Session(games / f"{name}-{language}-{scheme}-{width}")
            session.new_game(rng=random.Random(seed))
            play(session)
            if name == "main-window":
                session.perform(ChangeLife("Hero 2", -3))
            window = MainWindow(session, language)
            window.set_color_scheme(scheme)
            window.resize(width, height)
            window.show()
            app.processEvents()
            suffix = ("" if language == "en" else f"-{language}") + ("" if scheme == "dark" else f"-{scheme}")
            size = "" if width == 1366 else f"-{width}x{height}"
            window.grab().save(str(out / f"{name}{suffix}{size}.png"))
            if name == "main-window" and width == 1366:
                window.open_new_game_dialog()
                dialog = window._dialogs[-1]
                app.processEvents()
                dialog.grab().save(str(out / f"new-game{suffix}.png"))
                dialog.reject()
            window.close()
            session.close()


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as games:
        for language in LANGS:
            install_language(language)
            for scheme in SCHEMES:
                shoot(app, out, Path(games), language, scheme)
    install_language("en")
    return 0


if __name__ == "__main__":
    sys.exit(main())
