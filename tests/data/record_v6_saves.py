"""Record version-6 save files with the engine before journal format 7.

Run once; kept for the record.

Run from the repository at commit 0e8c922 (format version 6), with its venv::

    .venv/bin/python tests/data/record_v6_saves.py tests/data/v6

It writes ``tests/data/v6/*.jsonl``: a Planechase game in the physical
planar deck mode whose meaning format 7 changes (Spatial Merging
encountered: version 6 asks for one revealed card and then planeswalks
away from it; version 7 asks for two planes and keeps both face up), so
tests can show it replays by the rules it was written under.  Not a test
module.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from archenemy.engine.journal import FORMAT_VERSION, JournalWriter  # noqa: E402
from archenemy.engine.model import DeckMode  # noqa: E402
from archenemy.engine.planar import planar_answer  # noqa: E402

from support.planar_games import face_up_ids, planechase_game, roll, to_main  # noqa: E402

assert FORMAT_VERSION == 6, FORMAT_VERSION
OUT = Path(sys.argv[1])
DECK = ["akoum", "spatial-merging", "mutual-epiphany", "bant", "jund", "goldmeadow"]

game = planechase_game(DECK, deck_mode=DeckMode.PHYSICAL)
game.start.extra["created"] = "2026-12-02T20:15:03+0100"
for answer in ("akoum",):
    game.do(planar_answer(game.state, game.state.prompts[0].id, answer))
to_main(game)
roll(game, "planeswalker")
# Spatial Merging turned face up, then the one card version 6 asks for: Bant;
# 704.6f then planeswalks away from both, and the next answer is Jund alone
for answer in ("spatial-merging", "bant", "jund"):
    game.do(planar_answer(game.state, game.state.prompts[0].id, answer))
assert face_up_ids(game) == ["jund"], face_up_ids(game)
path = OUT / "spatial-merging-physical.jsonl"
path.unlink(missing_ok=True)
JournalWriter.create(path, game.start, list(game.log)).close()
