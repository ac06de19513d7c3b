"""What every rule area of :mod:`archenemy.engine.rules` works on.

One action's changing state.

:class:`Ctx` holds the state an action is changing and the events it
produced so far; the areas (``players``, ``losses``, ``turns``, ``schemes``,
``ongoing``, ``answers``) take it, replace ``ctx.state`` with each change and
emit events at the current turn and step.  Also here, because every area needs
them: whether a player is still in the game (800.4a) and a face-up scheme's
state replaced in its owner's command zone (904.11).

Nothing here decides a rule.  This package's modules import this one and the
engine's value modules, never the package's front door (``rules/__init__``).
"""

from __future__ import annotations

from collections.abc import Callable

from ..catalogue import Catalogue
from ..errors import IllegalActionError
from ..events import Event
from ..model import FaceUpScheme, GameState, Player, Prompt, PromptKind, replace


class Ctx:
    """A state being changed by one action, and the events it produced.

    ``state`` is replaced (states are immutable) as the rules go; ``events``
    grows in the order things happened.  ``catalogue`` is read for card flags
    only (is a scheme ongoing).
    """

    def __init__(self, state: GameState, catalogue: Catalogue) -> None:
        self.state = state
        self.catalogue = catalogue
        self.events: list[Event] = []
        # How many Pools of Becoming reveal inside another's (their rulings)
        self.pools_depth = 0

    def emit(self, event_type: type[Event], **fields: object) -> None:
        """Record an event of ``event_type`` with ``fields``.

        At the current turn and step.
        """
        s = self.state
        self.events.append(event_type(turn=s.turn, step=s.step, **fields))

    def add_prompt(self, kind: PromptKind, question: str, owner: str, **kw: object) -> Prompt:
        """Add a :class:`Prompt` of ``kind`` asking ``question`` of ``owner``.

        ``kw``: its other fields.  Returns the prompt.

        The prompt takes the state's next prompt id.  ``question``: a key of
        :mod:`archenemy.engine.questions` or the asking scheme's id.
        """
        s = self.state
        prompt = Prompt(id=s.next_prompt_id, kind=kind, question=question, owner=owner, **kw)  # type: ignore[arg-type]
        self.state = replace(s, prompts=s.prompts + (prompt,), next_prompt_id=s.next_prompt_id + 1)
        return prompt

    def drop_prompts(self, keep: Callable[[Prompt], bool]) -> None:
        """Keep only the waiting prompts for which ``keep`` is true (in their order)."""
        self.state = self.state.with_prompts(p for p in self.state.prompts if keep(p))

    def ongoing(self, scheme_id: str) -> bool:
        """True when the scheme ``scheme_id`` is ongoing (CR 314.7).

        Raises :class:`KeyError` for an unknown id.
        """
        return self.catalogue[scheme_id].ongoing


def require_alive(state: GameState, name: str) -> Player:
    """The player called ``name``, who must still be in the game (800.4a).

    Raises :class:`IllegalActionError` ``unknown_player`` or ``player_left``.
    """
    player = state.player(name)
    if not player.alive:
        raise IllegalActionError("player_left", player=name)
    return player


def update_face(ctx: Ctx, face: FaceUpScheme) -> None:
    """Put ``face`` in place of the face-up scheme with its uid.

    In its owner's command zone (904.11).

    Raises :class:`IllegalActionError` ``no_scheme_deck`` when the owner has no command zone.
    """
    zone = ctx.state.zone(face.card.owner)
    ctx.state = ctx.state.with_zone(
        replace(zone, face_up=tuple(face if f.uid == face.uid else f for f in zone.face_up))
    )
