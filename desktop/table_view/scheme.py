"""The table view's schemes: the one shown large, its deck, the ongoing ones."""

from __future__ import annotations

from ...engine.catalogue import Catalogue
from ...engine.effects import step_reminders
from ...engine.events import SetInMotion
from ...engine.game import shown_scheme
from ...engine.model import FaceUpScheme, GameState
from ...engine.rules import reportable
from .. import texts
from ..texts import INSTALLED, Words, fill
from .values import OngoingView, SchemeView, ViewCounts


def _card_text(catalogue: Catalogue, scheme_id: str) -> str:
    """A scheme's rules text without an ongoing scheme's reminder line."""
    text = catalogue[scheme_id].text
    if catalogue[scheme_id].ongoing and text.startswith("(") and "\n" in text:
        text = text.split("\n", 1)[1]
    return text


def scheme_in_view(state: GameState, set_in_motion: SetInMotion | None) -> tuple[FaceUpScheme | None, str | None]:
    """The scheme every display shows large now, and the last one set in motion.

    The scheme the table is asked about (the first question's card, while
    it is face up), else, while no question waits, the one the step's first
    reminder is about (:func:`~archenemy.engine.effects.step_reminders`);
    else the scheme the table is looking at
    (:func:`~archenemy.engine.game.shown_scheme`: a scheme waiting to be
    resolved, else the last one set in motion while it is face up).  So the
    card beside "“Because I Have Willed It”: How many spells…?" is Because I
    Have Willed It, whichever scheme came last, and after the answer the
    usual card comes back.  The last one set in motion is an id, or
    ``None``.  The window's Rulings follow it too.
    """
    shown, last_id = shown_scheme(state, set_in_motion)
    if state.over:
        return shown, last_id
    if state.prompts:
        wanted: list[int | None] = [state.prompts[0].card_uid]
    else:
        wanted = [reminder.card for reminder in step_reminders(state)]
    faces = {face.uid: face for face in state.face_up()}
    for uid in wanted:
        if uid is not None and uid in faces:
            return faces[uid], last_id
    return shown, last_id


def _deck(state: GameState, owner: str, words: Words) -> tuple[str, int]:
    """The scheme deck's count whose card is shown, in words and as a number.

    ``owner``: whose scheme is shown, or ``""``: in Supervillain Rumble the
    deck of the player whose turn it is, else the first deck.
    """
    _tr = words.tr
    owners = [z.owner for z in state.zones]
    if owner not in owners:
        owner = state.active if state.active in owners else (owners[0] if owners else "")
    if owner not in owners:
        return "", 0
    count = len(state.zone(owner).deck)
    if state.variant.rules.every_player_archenemy:
        cards = ViewCounts(words).cards(count)
        return fill(_tr("TableView", "%1's scheme deck: %2"), owner, cards), count
    return ViewCounts(words).scheme_deck(count), count


def scheme_view(
    state: GameState, set_in_motion: SetInMotion | None, catalogue: Catalogue, words: Words = INSTALLED
) -> SchemeView:
    """The scheme every display shows large (:func:`scheme_in_view`), in words."""
    _tr = words.tr
    shown, last_id = scheme_in_view(state, set_in_motion)
    scheme_id = shown.scheme_id if shown else last_id
    if shown is not None:
        owner = shown.card.owner
    else:
        owner = set_in_motion.owner if set_in_motion is not None and scheme_id is not None else ""
    deck, count = _deck(state, owner, words)
    if scheme_id is None or scheme_id not in catalogue:
        idle = _tr("TableView", "The archenemy sets the top scheme in motion when their precombat main phase begins.")
        return SchemeView(
            _tr("TableView", "Scheme deck"),
            _tr("TableView", "No scheme in motion yet"),
            "",
            "",
            idle=idle,
            deck=deck,
            deck_count=count,
        )
    scheme = catalogue[scheme_id]
    resolving = shown is not None and not shown.ongoing and not shown.resolved and not state.over
    if shown is None:
        caption = _tr("TableView", "Last scheme · now on the bottom of the scheme deck")
    elif shown.ongoing:
        caption = _tr("TableView", "Ongoing scheme · face up until abandoned")
    elif state.over:
        caption = _tr("TableView", "The game is over")
    elif resolving:
        caption = _tr("TableView", "Set in motion")
    else:
        caption = _tr("TableView", "Resolved")
    # Supervillain Rumble: every player has a deck, the caption says whose.
    if state.variant.rules.every_player_archenemy and owner:
        caption = f"{owner} · {caption}"
    choices = shown.choices if shown is not None else ()
    return SchemeView(
        caption,
        scheme.name,
        scheme.type_line,
        _card_text(catalogue, scheme_id),
        scheme_id,
        owner,
        name_en=scheme.name_en if scheme.name_en != scheme.name else "",
        official=scheme.official,
        choices=tuple(f"{texts.role_name(r, words)}: {texts.choice_value_text(n, words)}" for r, n in choices),
        resolving=resolving,
        deck=deck,
        deck_count=count,
    )


def ongoing_view(state: GameState, catalogue: Catalogue, words: Words = INSTALLED) -> tuple[OngoingView, ...]:
    """Every face-up ongoing scheme, with its doom counters and choices."""
    _tr = words.tr
    counts = ViewCounts(words)
    # The event that abandons it may be reported now (after the game, none).
    can_report = set() if state.over else {face.uid for face in reportable(state)}
    found = []
    for face in state.face_up():
        if not face.ongoing or face.scheme_id not in catalogue:
            continue
        details = [counts.doom_counters(face.counters)] if face.counters else []
        details += [f"{texts.role_name(r, words)}: {texts.choice_value_text(n, words)}" for r, n in face.choices]
        if face.abandon_at_end_of_combat:
            details.append(_tr("TableView", "Abandoned at end of combat"))
        found.append(
            OngoingView(
                catalogue[face.scheme_id].name,
                face.card.owner,
                _card_text(catalogue, face.scheme_id),
                face.scheme_id,
                details=tuple(details),
                uid=face.uid,
                reportable=face.uid in can_report,
            )
        )
    return tuple(found)
