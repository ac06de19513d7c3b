"""Record version-4 save files with the engine before the lasting effects.

Run once; kept for the record.

Run with the engine of commit 908dc00 (format version 4), laid out as the
``archenemy`` package, and without the venv's editable install::

    git archive 908dc00 engine resources | tar -x -C /tmp/v4
    mkdir -p /tmp/v4pkg/archenemy && touch /tmp/v4pkg/archenemy/__init__.py
    ln -s /tmp/v4/engine /tmp/v4pkg/archenemy/engine && ln -s /tmp/v4/resources /tmp/v4pkg/archenemy/resources
    PYTHONPATH=/tmp/v4pkg .venv/bin/python -S tests/data/record_v4_saves.py tests/data/v4

It writes ``tests/data/v4/*.jsonl``: games whose meaning the lasting effects
change (Your Inescapable Doom's damage under Approach My Molten Realm; Know
Evil targeting Imprison This Insolent Wretch's chosen player), so tests can
show they replay by the rules they were written under.  Not a test module.
"""

from __future__ import annotations

import sys
from pathlib import Path

from archenemy.engine.actions import Answer, NextStep
from archenemy.engine.catalogue import load_catalogue
from archenemy.engine.game import Game
from archenemy.engine.journal import FORMAT_VERSION, JournalWriter
from archenemy.engine.model import PromptKind, Step
from archenemy.engine.setup import GameSetup, GameStart, PlayerSetup
from archenemy.engine.variants import Variant

assert FORMAT_VERSION == 4, FORMAT_VERSION
CAT = load_catalogue()
FILLER = ("a-reckoning-approaches", "embrace-my-diabolical-vision", "roots-of-all-evil", "the-iron-guardian-stirs")
OUT = Path(sys.argv[1])


def start(deck, heroes):
    players = (PlayerSetup("Archenemy", tuple(deck)),) + tuple(PlayerSetup(f"Hero {n}") for n in range(1, heroes + 1))
    extra = {"created": "2026-11-26T20:15:03+0100"}
    return GameStart(GameSetup(Variant.ARCHENEMY, players), (("Archenemy", tuple(deck)),), "Archenemy", extra)


def keep(prompt):
    if prompt.question == "resolve":
        return True
    if prompt.kind is PromptKind.YES_NO:
        return False
    if prompt.kind is PromptKind.COUNT:
        return 0
    return prompt.options[0]


def play(game, until):
    while not until(game.state):
        while game.state.prompts:
            p = game.state.prompts[0]
            game.do(Answer(p.id, keep(p)))
        game.do(NextStep())


def write(name, game):
    path = OUT / name
    path.unlink(missing_ok=True)
    JournalWriter.create(path, game.start, list(game.log)).close()


# Your Inescapable Doom on turn 1, Approach My Molten Realm on turn 3: version 4 deals the 2 undoubled.
doom = Game(start(("your-inescapable-doom", "approach-my-molten-realm", *FILLER), 1), CAT)
play(doom, lambda s: s.turn == 4 and s.step is Step.UPKEEP)
assert doom.state.life_of("Hero 1") == 17, doom.state.life_of("Hero 1")
write("doom-under-approach-my-molten-realm.jsonl", doom)

# Imprison This Insolent Wretch chooses Hero 1; Know Evil targets Hero 1: version 4 keeps Imprison face up,
# and its question at the heroes' declare attackers step is answered.
imprison = Game(start(("imprison-this-insolent-wretch", "know-evil", *FILLER), 3), CAT)
play(imprison, lambda s: s.turn == 3 and s.step is Step.PRECOMBAT_MAIN)
imprison.do(Answer(imprison.state.prompts[0].id, "Hero 1"))
play(imprison, lambda s: s.turn == 4 and s.step is Step.DECLARE_ATTACKERS)
assert [f.scheme_id for f in imprison.state.face_up()] == ["imprison-this-insolent-wretch"]
play(imprison, lambda s: s.turn == 4 and s.step is Step.END)
write("imprison-then-know-evil-targets-the-chosen.jsonl", imprison)
