"""The table view's seats: every player's, and the heroes' shared total."""

from __future__ import annotations

from ...engine.model import HEROES, GameState, Player
from .. import texts
from ..texts import INSTALLED, Words, fill
from .question import player_answer_key
from .values import CommanderView, SeatView, ViewCounts


def seats_view(state: GameState, words: Words = INSTALLED, selected: str | None = None) -> tuple[SeatView, ...]:
    """Every seat in seating order (the heroes' shared total second)."""
    found = [_player_seat(state, p, words, selected) for p in state.players]
    if state.team_life is not None:
        alive = any(p.alive for p in state.players if p.team == HEROES)
        team = SeatView(
            name=HEROES,
            label=texts.side_name(HEROES, words),
            life=state.team_life,
            team=True,
            poison=0,
            commander=(),
            status="",
            active=state.active == HEROES and not state.over,
            lost=not alive,
            colour="",
            selected=selected == HEROES,
            key="",
            archenemy=False,
        )
        found.insert(1, team)
    return tuple(found)


def _player_seat(state: GameState, p: Player, words: Words, selected: str | None) -> SeatView:
    """The seat of player ``p`` at the table."""
    _tr = words.tr
    rules = state.variant.rules
    if rules.uses_commander:
        # Every commander the player may take damage from: each opponent's,
        # then their own (903.10a).
        sources = [o.name for o in state.opponents(p.name, alive_only=False)] + [p.name]
    else:
        sources = [owner for owner, amount in p.commander_damage if amount]
    left = {o.name for o in state.players if not o.alive}
    commander = tuple(
        CommanderView(
            owner, p.commander_damage_from(owner), _commander_text(p, owner, words), owner == p.name, owner in left
        )
        for owner in sources
    )
    # A player who left takes no turn (800.4a): a departed hero is not
    # marked during the heroes' turn.
    whose = state.active == p.name or (state.active == HEROES and p.team == HEROES)
    role = _tr("TableView", "Archenemy")
    # "Archenemy / Archenemy" says nothing: no role beside a name that is it.
    named_by_role = p.name.casefold() in {role.casefold(), "archenemy"}
    deck = len(state.zone(p.name).deck) if rules.every_player_archenemy and p.alive else None
    return SeatView(
        name=p.name,
        label=p.name,
        life=p.life,
        team=False,
        poison=p.poison,
        commander=commander,
        status=texts.loss_reason(p.lost, words) if p.lost is not None else "",
        active=whose and p.alive and not state.over,
        lost=p.lost is not None,
        colour=p.colour or "",
        selected=selected == p.name,
        key=player_answer_key(state, p.name),
        archenemy=p.is_archenemy,
        commander_most=max((amount for _owner, amount in p.commander_damage), default=0),
        role=role if p.is_archenemy and not rules.every_player_archenemy and not named_by_role else "",
        counters=tuple(f"{texts.counter_name(counter, words)} {count}" for counter, count in p.counters),
        badges=rules.uses_commander,
        deck=deck,
        deck_text=ViewCounts(words).schemes_in_deck(deck) if deck is not None else "",
    )


def _commander_text(p: Player, owner: str, words: Words) -> str:
    """The damage ``p`` took from ``owner``'s commander in words; ``""``: none."""
    _tr = words.tr
    amount = p.commander_damage_from(owner)
    if not amount:
        return ""
    if owner == p.name:
        return texts.own_commander_text(amount, words)
    return fill(_tr("TableView", "%1's commander: %2"), owner, amount)
