"""A question the rules settled stays settled when the game resumes.

Settled while the session played; resumed from the snapshot or the journal.

From the resume snapshot as from the journal alone: Your Inescapable Doom's
tie settled by a concession is not asked again.
"""

from __future__ import annotations

from archenemy.engine.actions import ChangeLife, Concede, NextStep
from archenemy.engine.game import Game
from archenemy.engine.model import Step

from support.games import (
    ARCHENEMY,
    FILLER,
    advance_to,
    make_game,
    only_prompt,
    prompts,
)

DOOM = "your-inescapable-doom"
TIE = "your-inescapable-doom.tie"


def _doom_tie_20_20_15() -> Game:
    """The table of the defect.

    Hero 1 and Hero 2 at 20, Hero 3 at 15, a doom tie waiting for the
    archenemy's choice.
    """
    game = make_game((DOOM,) + FILLER)
    game.do(ChangeLife("Hero 3", -5))
    advance_to(game, Step.END, active=ARCHENEMY)
    assert only_prompt(game, TIE).options == ("Hero 1", "Hero 2")
    return game


def test_a_settled_question_resumes_from_the_snapshot_and_from_the_journal_alike(tmp_path):
    from archenemy.desktop.session import Session
    from archenemy.engine.journal import JournalWriter
    from archenemy.engine.snapshot import snapshot_path

    game = _doom_tie_20_20_15()
    games = tmp_path / "games"
    path = games / "doom.jsonl"
    JournalWriter.create(path, game.start, list(game.log)).close()
    first = Session(games)
    first.resume_or_new()
    # Settled while the session plays
    assert first.path == path and first.perform(Concede("Hero 1"))
    settled = first.state
    first.close()
    assert snapshot_path(path).is_file()
    second = Session(games)
    second.resume_or_new()
    try:
        # Shown from the snapshot
        assert second.game is not None and second.game.history_pending
        assert second.state == settled and prompts(second.state, TIE) == []
        second.complete_history()
        assert second.game.resume_matched and second.state == settled
        assert second.perform(NextStep())
    finally:
        second.close()
    snapshot_path(path).unlink()
    third = Session(games)
    # From the journal alone
    third.resume_or_new()
    try:
        assert third.state.player("Hero 2").life == 19 and third.state.step is not Step.END
    finally:
        third.close()
