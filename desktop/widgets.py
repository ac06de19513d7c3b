"""The table view's widgets: player panels, the scheme card, ongoing schemes, the prompt banner.

Every widget renders from a :class:`~archenemy.engine.model.GameState` in
``render(...)`` and sets its fixed texts in ``retranslate()``, called from
``__init__`` and on ``QEvent.LanguageChange``; user input leaves as an engine
action through the ``act`` callback.  Nothing here decides a rule.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QCompleter,
    QFrame,
    QMenu,
    QToolButton,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Action, Answer, ChangeLife, ChangePoison, CommanderDamage, Concede, ReportEvent
from ..engine.catalogue import Catalogue
from ..engine.model import HEROES, FaceUpScheme, GameState, Player, Prompt, PromptKind
from ..engine.rules import reportable
from . import texts

Act = Callable[[Action], object]


# The user's text size (Settings → text_scale); every font of the table view is scaled by it.
_TEXT_SCALE = [1.0]


def set_text_scale(scale: float) -> None:
    """Scale every font created from now on (widgets re-created or re-rendered pick it up)."""
    _TEXT_SCALE[0] = scale


def text_scale() -> float:
    """The current text size factor."""
    return _TEXT_SCALE[0]


def _font(point_size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(max(11.0, point_size * _TEXT_SCALE[0]))
    font.setBold(bold)
    return font


def clear_layout(layout: QVBoxLayout | QHBoxLayout | QGridLayout) -> None:
    """Remove and delete every widget of ``layout``."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.setParent(None)
            widget.deleteLater()


class FitLabel(QLabel):
    """A word-wrapped label whose font shrinks (down to ``min_pt``) to fit its box, up to ``max_pt``.

    Card texts stay as large as the space allows, from a 1366×768 laptop to a
    1080p screen, and are never clipped (below ``min_pt`` the text scrolls out
    of view rather than become unreadable; 11 pt is the project's floor).
    """

    def __init__(self, max_pt: int, min_pt: int = 12, bold: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.max_pt, self.min_pt = max_pt, min_pt
        self.setFont(_font(max_pt, bold))
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.setMinimumHeight(40)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt override)
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _fits(self, point_size: int) -> bool:
        from PySide6.QtCore import QRect
        from PySide6.QtGui import QFontMetrics

        font = QFont(self.font())
        font.setPointSize(point_size)
        rect = QFontMetrics(font).boundingRect(
            QRect(0, 0, max(1, self.width()), 100000), int(Qt.TextFlag.TextWordWrap), self.text()
        )
        return rect.height() <= self.height()

    def _fit(self) -> None:
        low, high = self.min_pt, max(self.min_pt, round(self.max_pt * text_scale()))
        while low < high:
            middle = (low + high + 1) // 2
            if self._fits(middle):
                low = middle
            else:
                high = middle - 1
        if self.font().pointSize() != low:
            font = QFont(self.font())
            font.setPointSize(low)
            super().setFont(font)


class Retranslating:
    """Mixin: call ``retranslate()`` on ``QEvent.LanguageChange``."""

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]


class PlayerPanel(Retranslating, QFrame):
    """A player's name, big life total and −/+ buttons.

    Click: ±1; Shift-click: ±5.  Fast clicks merge into one running delta shown
    beside the total ("−3") and one undo step (each click is journaled at
    once).  Under a shared team life (904.13b) the hero panels show no life:
    the :class:`PlayerPanel` made with ``team=True`` shows the team's total
    once.  In the Commander option the panel also tracks poison counters
    (904.13c) and commander damage (903.10a).
    """

    def __init__(self, name: str, act: Act, parent: QWidget | None = None, *, team: bool = False,
                 merge: Callable[[Action, str], object] | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.team = team
        self._act = act
        self._merge = merge
        self._life_target = name
        self._delta = 0
        self._delta_timer = QTimer(self)
        self._delta_timer.setSingleShot(True)
        self._delta_timer.setInterval(2000)
        self._delta_timer.timeout.connect(self._clear_delta)
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.grid = QGridLayout(self)
        self.grid.setHorizontalSpacing(2)
        self.grid.setVerticalSpacing(4)
        self.name_label = QLabel(name)
        self.name_label.setFont(_font(16, True))
        self.life_label = QLabel()
        self.life_label.setObjectName("life")
        self.life_label.setFont(_font(44, True))
        self.life_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.delta_label = QLabel()
        self.delta_label.setObjectName("delta")
        self.delta_label.setFont(_font(18, True))
        self.delta_label.setMinimumWidth(32)
        self.status_label = QLabel()
        self.status_label.setFont(_font(12))
        self.status_label.setWordWrap(True)
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        for button, delta in ((self.minus, -1), (self.plus, 1)):
            button.setFont(_font(20, True))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, d=delta: self.change_life(d * self._step()))
        self.balance = QWidget()  # balances the running delta on the right of the total
        self.poison_button = QToolButton()
        self.poison_button.setFont(_font(12, True))
        self.poison_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.poison_menu = QMenu(self)
        self.poison_button.setMenu(self.poison_menu)
        self.commander_button = QToolButton()
        self.commander_button.setFont(_font(12, True))
        self.commander_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.commander_menu = QMenu(self)
        self.commander_button.setMenu(self.commander_menu)
        self._compact: bool | None = None
        self.set_compact(False)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._context_menu)

    def _context_menu(self, position) -> None:
        """Right-click: concede (CR 104.3a) for a player still in the game."""
        state = self._state
        if self.team or state is None or state.over or not state.player(self.name).alive:
            return
        menu = QMenu(self)
        action = menu.addAction(texts.fill(self.tr("%1 concedes"), self.name))
        action.triggered.connect(lambda: self._act(Concede(self.name)))
        menu.popup(self.mapToGlobal(position))
        self._menu = menu
        self._state: GameState | None = None
        self.retranslate()

    def set_compact(self, compact: bool) -> None:
        """Lay the panel out as a card (name, big total, buttons) or, for big tables, as one row.

        A compact row (more than five players) shows name and status on the
        left, then −, the total and + in a line: the spec's "compact player
        rows" that keep eight heroes and the scheme on a 1366×768 screen.
        """
        if compact == self._compact:
            return
        self._compact = compact
        grid = self.grid
        while grid.count():
            grid.takeAt(0)
        center = Qt.AlignmentFlag.AlignCenter
        self.name_label.setFont(_font(14 if compact else 16, True))
        self.life_label.setFont(_font(28 if compact else 44, True))
        self.delta_label.setFont(_font(14 if compact else 18, True))
        self.delta_label.setMinimumWidth(32)
        self.balance.setFixedWidth(0 if compact else 32)
        for button in (self.minus, self.plus):
            button.setMinimumSize(*((40, 40) if compact else (52, 52)))
            button.setMaximumWidth(48 if compact else 72)
        if compact:
            grid.setContentsMargins(10, 2, 8, 2)
            self.name_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self.status_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            names = QVBoxLayout()
            names.setSpacing(0)
            names.addStretch(1)
            names.addWidget(self.name_label)
            names.addWidget(self.status_label)
            names.addStretch(1)
            grid.addLayout(names, 0, 0, 2, 1)
            grid.addWidget(self.minus, 0, 1, 2, 1)
            grid.addWidget(self.life_label, 0, 2, 2, 1)
            grid.addWidget(self.delta_label, 0, 3, 2, 1)
            grid.addWidget(self.plus, 0, 4, 2, 1)
            grid.addWidget(self.poison_button, 0, 5, 2, 1)
            grid.addWidget(self.commander_button, 0, 6, 2, 1)
            for column, stretch in enumerate((1, 0, 0, 0, 0, 0, 0)):
                grid.setColumnStretch(column, stretch)
        else:
            grid.setContentsMargins(10, 6, 10, 8)
            self.name_label.setAlignment(center)
            self.status_label.setAlignment(center)
            grid.addWidget(self.name_label, 0, 0, 1, 5)
            grid.addWidget(self.minus, 1, 0)
            grid.addWidget(self.balance, 1, 1)
            grid.addWidget(self.life_label, 1, 2)
            grid.addWidget(self.delta_label, 1, 3)
            grid.addWidget(self.plus, 1, 4)
            grid.addWidget(self.status_label, 2, 0, 1, 5)
            extra = QHBoxLayout()
            extra.addWidget(self.poison_button)
            extra.addWidget(self.commander_button)
            grid.addLayout(extra, 3, 0, 1, 5)
            for column, stretch in enumerate((0, 0, 1, 0, 0, 0, 0)):
                grid.setColumnStretch(column, stretch)
        self.status_label.setMinimumHeight(0 if compact else self.status_label.fontMetrics().height())

    def set_colour(self, colour: str | None) -> None:
        """Mark the panel with the seat's colour (a thick left edge), or none."""
        self.setStyleSheet(f"#playerPanel {{ border-left: 8px solid {colour}; }}" if colour else "")

    @staticmethod
    def _step() -> int:
        return 5 if QApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier else 1

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.minus.setAccessibleName(texts.fill(self.tr("%1: lose life"), self.name))
        self.plus.setAccessibleName(texts.fill(self.tr("%1: gain life"), self.name))
        self.minus.setToolTip(self.tr("Lose 1 life (Shift: 5)"))
        self.plus.setToolTip(self.tr("Gain 1 life (Shift: 5)"))
        self.poison_button.setAccessibleName(texts.fill(self.tr("%1: poison counters"), self.name))
        self.commander_button.setAccessibleName(texts.fill(self.tr("%1: commander damage"), self.name))
        if self._state is not None:
            self._render_extra(self._state)

    def change_life(self, delta: int) -> None:
        """Change this panel's life total by ``delta``, merged with recent clicks."""
        action = ChangeLife(self._life_target, delta)
        if self._merge is not None:
            self._merge(action, f"life:{self.name}")
        else:
            self._act(action)
        self._delta += delta
        self.delta_label.setText(f"{'+' if self._delta > 0 else '−'}{abs(self._delta)}" if self._delta else "")
        self._delta_timer.start()

    def _clear_delta(self) -> None:
        self._delta = 0
        self.delta_label.setText("")

    def _render_extra(self, state: GameState) -> None:
        player = None if self.team else state.player(self.name)
        show = state.variant.rules.uses_commander and player is not None
        self.poison_button.setVisible(show)
        self.commander_button.setVisible(show)
        if not show:
            return
        assert player is not None
        self.poison_button.setText(f"☠ {player.poison}")
        self.poison_button.setToolTip(texts.fill(self.tr("Poison counters: %1 (10 loses the game)"), player.poison))
        self.poison_menu.clear()
        for delta in (1, -1):
            label = self.tr("+1 poison counter") if delta > 0 else self.tr("−1 poison counter")
            action = self.poison_menu.addAction(label)
            action.setEnabled(player.alive and not state.over and player.poison + delta >= 0)
            action.triggered.connect(lambda _=False, d=delta: self._act(ChangePoison(self.name, d)))
        sources = state.opponents(self.name, alive_only=False)
        worst = max((player.commander_damage_from(o.name) for o in sources), default=0)
        self.commander_button.setText(f"⚔ {worst}")
        self.commander_button.setToolTip(
            texts.fill(self.tr("Most combat damage from one commander: %1 (21 loses the game)"), worst)
        )
        self.commander_menu.clear()
        for source in sources:
            taken = player.commander_damage_from(source.name)
            sub = self.commander_menu.addMenu(texts.fill(self.tr("From %1's commander (%2)"), source.name, taken))
            for amount in (1, 2, 3, 5, -1):
                label = f"+{amount}" if amount > 0 else f"−{-amount}"
                action = sub.addAction(label)
                action.setEnabled(player.alive and not state.over and taken + amount >= 0)
                action.triggered.connect(
                    lambda _=False, o=source.name, a=amount: self._act(CommanderDamage(self.name, o, a))
                )

    def render(self, state: GameState, player: Player | None, selected: bool = False) -> None:
        """Show ``player`` as of ``state`` (``None`` for the team panel)."""
        self._state = state
        status = []
        if self.team:
            heroes = [p for p in state.players if p.team == HEROES]
            alive = [p for p in heroes if p.alive]
            self._life_target = (alive or heroes)[0].name
            self.life_label.setText(str(state.team_life))
            self.life_label.show()
            status.append(self.tr("Shared team life"))
            enabled = bool(alive) and not state.over
            active = state.active == HEROES
            lost = not alive
        else:
            assert player is not None
            shared = player.life is None
            self.life_label.setVisible(not shared)
            self.minus.setVisible(not shared)
            self.plus.setVisible(not shared)
            self.delta_label.setVisible(not shared)
            if not shared:
                self.life_label.setText(str(player.life))
            if player.is_archenemy and not state.variant.rules.every_player_archenemy:
                status.append(self.tr("Archenemy"))
            if player.poison and not state.variant.rules.uses_commander:
                status.append(texts.fill(self.tr("%1 poison"), player.poison))
            if player.lost is not None:
                status.append(texts.fill(self.tr("Out: %1"), texts.loss_reason(player.lost)))
            enabled = player.alive and not state.over
            active = state.active == player.name or (state.active == HEROES and player.team == HEROES)
            lost = player.lost is not None
        self.status_label.setText(" · ".join(status))
        # Compact rows keep the status line only when it says something.
        self.status_label.setVisible(bool(status) or not self._compact)
        looks = (active and not state.over, lost, selected)
        self.minus.setEnabled(enabled)
        self.plus.setEnabled(enabled)
        self._render_extra(state)
        if looks != getattr(self, "_looks", None):  # re-polishing is the costly part of a render
            self._looks = looks
            self.setProperty("active", looks[0])
            self.setProperty("lost", looks[1])
            self.setProperty("selected", looks[2])
            for widget in (self, self.name_label, self.life_label, self.status_label):
                widget.style().unpolish(widget)
                widget.style().polish(widget)


class SchemeCardView(Retranslating, QFrame):
    """The scheme in motion, drawn as an oversized landscape card, readable across a table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schemeCard")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(10)
        self.caption = QLabel()
        self.caption.setObjectName("caption")
        self.caption.setFont(_font(13, True))
        # A row beside the caption where the main window puts card tools (Rulings).
        self.tools = QHBoxLayout()
        self.tools.addWidget(self.caption, 1)
        self.name_label = QLabel()
        self.name_label.setObjectName("schemeName")
        self.name_label.setFont(_font(28, True))
        self.name_label.setWordWrap(True)
        self.english_label = QLabel()
        self.english_label.setFont(_font(12))
        self.type_label = QLabel()
        self.type_label.setObjectName("typeLine")
        self.type_label.setFont(_font(16, True))
        self.text_label = FitLabel(40, 12)
        self.text_label.setObjectName("rulesText")
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.deck_label = QLabel()
        self.deck_label.setFont(_font(12))
        layout.addLayout(self.tools)
        # The type line sits on the name's row (right), as on the printed oversized cards' title bar.
        title = QHBoxLayout()
        title.addWidget(self.name_label, 1)
        title.addWidget(self.type_label, 0, Qt.AlignmentFlag.AlignBottom)
        layout.addLayout(title)
        layout.addWidget(self.english_label)
        layout.addWidget(self.text_label, 1)
        layout.addWidget(self.deck_label)
        self._scheme_id: str | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Fixed texts are set in :meth:`render`; nothing to do until then."""
        self.setAccessibleName(self.tr("Scheme in motion"))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        large = self.width() >= 1100 and self.height() >= 500
        self.name_label.setFont(_font(36 if large else 28, True))

    def render(self, state: GameState, catalogue: Catalogue, shown: FaceUpScheme | None, last_id: str | None) -> None:
        """Show ``shown`` (face up), or the last scheme set in motion (``last_id``), or the deck's state."""
        scheme_id = shown.scheme_id if shown else last_id
        self._scheme_id = scheme_id
        owner = shown.card.owner if shown else (state.archenemies[0].name if state.archenemies else "")
        zone = state.zone(owner) if owner and any(z.owner == owner for z in state.zones) else None
        if zone is not None:
            count = len(zone.deck)
            self.deck_label.setText(self.tr("Scheme deck: %n card(s)", "", count))
        if scheme_id is None:
            self.caption.setText(self.tr("Scheme deck"))
            self.name_label.setText(self.tr("No scheme in motion yet"))
            self.english_label.setText("")
            self.english_label.hide()
            self.type_label.setText("")
            self.type_label.hide()
            self.text_label.setText(
                self.tr("The archenemy sets the top scheme in motion when their precombat main phase begins.")
            )
            return
        scheme = catalogue[scheme_id]
        if shown is None:
            caption = self.tr("Last scheme · now on the bottom of the scheme deck")
        elif shown.ongoing:
            caption = self.tr("Ongoing scheme · face up until abandoned")
        elif state.over:
            caption = self.tr("The game is over")
        elif not shown.resolved:
            caption = self.tr("Set in motion · resolve it, then press Done")
        else:
            caption = self.tr("Resolved")
        if shown is not None and state.variant.rules.every_player_archenemy:
            caption = f"{shown.card.owner} · {caption}"
        self.caption.setText(caption)
        self.name_label.setText(scheme.name)
        self.english_label.setText(scheme.name_en if scheme.name != scheme.name_en else "")
        self.english_label.setVisible(scheme.name != scheme.name_en)
        self.english_label.setToolTip(
            "" if scheme.official else self.tr("Unofficial translation by the Archenemy Companion project")
        )
        self.type_label.setText(scheme.type_line)
        self.type_label.show()
        text = scheme.text
        if scheme.ongoing and text.startswith("(") and "\n" in text:
            text = text.split("\n", 1)[1]  # the ongoing reminder line, in any language
        self.text_label.setText(text)
        if shown is not None and shown.choices:
            chosen = "; ".join(f"{texts.role_name(r)}: {texts.side_name(n)}" for r, n in shown.choices)
            self.text_label.setText(text + "\n\n" + chosen)


class OngoingPanel(Retranslating, QFrame):
    """The face-up ongoing schemes, each with its state and "It happened" where an event abandons it."""

    def __init__(self, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._act = act
        self.setObjectName("ongoingPanel")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setFont(_font(16, True))
        outer.addWidget(self.title)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        self.list_layout = QVBoxLayout(holder)
        self.list_layout.setContentsMargins(0, 0, 0, 0)
        self.list_layout.setSpacing(8)
        scroll.setWidget(holder)
        outer.addWidget(scroll)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.title.setText(self.tr("Ongoing schemes"))
        self._key = None

    def render(self, state: GameState, catalogue: Catalogue) -> None:
        """List every face-up ongoing scheme of ``state`` (rebuilt only when something shown changed)."""
        key = (
            tuple(f for f in state.face_up() if f.ongoing), state.reminders, catalogue.language,
            state.over, tuple(p.alive for p in state.players), state.step,
        )
        if key == getattr(self, "_key", None):
            return
        self._key = key
        clear_layout(self.list_layout)
        reportable_uids = {f.uid for f in reportable(state)}
        faces = [f for f in state.face_up() if f.ongoing]
        if not faces:
            empty = QLabel(self.tr("None face up."))
            empty.setObjectName("empty")
            empty.setFont(_font(13))
            self.list_layout.addWidget(empty)
        for face in faces:
            scheme = catalogue[face.scheme_id]
            box = QFrame()
            box.setObjectName("ongoingCard")
            lay = QVBoxLayout(box)
            lay.setContentsMargins(10, 8, 10, 8)
            name = QLabel(scheme.name)
            name.setFont(_font(15, True))
            name.setWordWrap(True)
            name.setToolTip(scheme.text)
            lay.addWidget(name)
            rules = QLabel(scheme.text.split("\n", 1)[-1])
            rules.setFont(_font(11))
            rules.setWordWrap(True)
            lay.addWidget(rules)
            details = []
            if state.variant.rules.every_player_archenemy:
                details.append(face.card.owner)
            if face.counters:
                details.append(self.tr("%n doom counter(s)", "", face.counters))
            for role, who in face.choices:
                details.append(f"{texts.role_name(role)}: {texts.side_name(who)}")
            if face.abandon_at_end_of_combat:
                details.append(self.tr("Abandoned at end of combat"))
            if details:
                info = QLabel("\n".join(details))
                info.setFont(_font(12))
                info.setWordWrap(True)
                lay.addWidget(info)
            if face.uid in reportable_uids and not state.over:
                button = QPushButton(self.tr("It happened"))
                button.setFont(_font(12, True))
                button.setToolTip(scheme.abandon_clause or "")
                button.setAccessibleName(texts.fill(self.tr("It happened: %1"), scheme.name))
                button.clicked.connect(lambda _=False, uid=face.uid: self._act(ReportEvent(uid)))
                lay.addWidget(button)
            self.list_layout.addWidget(box)
        if state.reminders:
            header = QLabel(self.tr("Lasting effects"))
            header.setFont(_font(14, True))
            self.list_layout.addWidget(header)
        for reminder in state.reminders:
            scheme = catalogue[reminder.scheme_id]
            until = (
                texts.fill(self.tr("until %1's next turn"), reminder.owner)
                if reminder.until == "owner_next_turn" else self.tr("until end of turn")
            )
            lines = [f"{scheme.name} — {until}"]
            lines += [f"{texts.role_name(r)}: {texts.side_name(n)}" for r, n in reminder.choices if n != "none"]
            label = QLabel("\n".join(lines))
            label.setObjectName("reminder")
            label.setFont(_font(12))
            label.setWordWrap(True)
            label.setToolTip(scheme.text)
            self.list_layout.addWidget(label)
        self.list_layout.addStretch(1)


class PromptBanner(Retranslating, QFrame):
    """The first pending prompt, non-modal, with large buttons and keyboard shortcuts.

    Y/N answer yes/no prompts, Enter confirms Done or a count, digits type a
    count or pick the numbered option of a choice.
    """

    def __init__(self, act: Act, catalogue: Callable[[], Catalogue], parent: QWidget | None = None,
                 act_all: Callable[[list], object] | None = None) -> None:
        super().__init__(parent)
        self._act = act
        self._act_all = act_all or (lambda actions: [act(a) for a in actions])
        self._catalogue = catalogue
        self.setObjectName("promptBanner")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.question = QLabel()
        self.question.setFont(_font(17, True))
        self.question.setWordWrap(True)
        self.more = QLabel()
        self.more.setFont(_font(12))
        self.buttons = QHBoxLayout()
        self.effects = QHBoxLayout()
        layout.addWidget(self.question)
        layout.addLayout(self.buttons)
        layout.addLayout(self.effects)
        layout.addWidget(self.more)
        self.prompt: Prompt | None = None
        self.spin: QSpinBox | None = None
        self.picker: QComboBox | None = None
        self.done_button: QPushButton | None = None
        self._shortcuts: list[QShortcut] = []
        self.hide()

    def retranslate(self) -> None:
        """Re-render the current prompt in the current language."""
        if self.prompt is not None:
            self._show(self.prompt, self._pending)

    def render(self, state: GameState) -> None:
        """Show the first pending prompt of ``state`` (or hide)."""
        self._pending = len(state.prompts)
        if not state.prompts:
            self.prompt = None
            self.done_button = None
            self.hide()
            return
        prompt = state.prompts[0]
        if prompt != self.prompt:
            self._show(prompt, self._pending)
        self._show_effects(state, prompt)
        self.show()

    def _effect_label(self, effect) -> str:
        if effect.key == "each_opponent_loses":
            return texts.fill(self.tr("Each opponent loses %1 life; you gain the total"), effect.amount)
        if effect.key == "player_loses":
            return texts.fill(self.tr("%1 loses %2 life"), effect.player, effect.amount)
        if effect.key == "chooses_self":
            return texts.fill(self.tr("%1 chooses self: %2 damage"), effect.player, effect.amount)
        return texts.fill(self.tr("%1 chooses others: %2 damage to each other opponent"), effect.player, effect.amount)

    def _show_effects(self, state: GameState, prompt: Prompt) -> None:
        """Buttons that apply a scheme's fixed life change in one step (engine.effects)."""
        from ..engine.effects import life_effects

        clear_layout(self.effects)
        if prompt.question != "resolve" or prompt.card_uid is None:
            return
        _, face = state.find_face_up(prompt.card_uid)
        options = life_effects(state, face)
        if not options:
            return
        title = QLabel(self.tr("Apply:"))
        title.setFont(_font(13, True))
        self.effects.addWidget(title)
        for effect in options:
            button = QPushButton(self._effect_label(effect))
            button.setFont(_font(13))
            button.setAccessibleName(self._effect_label(effect))
            button.clicked.connect(lambda _=False, e=effect: self._act_all(list(e.actions)))
            self.effects.addWidget(button)
        self.effects.addStretch(1)

    def _button(self, label: str, value: object, key: str | None, into=None) -> QPushButton:
        text = f"{label}  [{QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)}]" if key else label
        button = QPushButton(text)
        button.setFont(_font(15, True))
        button.setMinimumHeight(48)
        button.setAccessibleName(label)
        assert self.prompt is not None
        prompt_id = self.prompt.id
        button.clicked.connect(lambda _=False: self._act(Answer(prompt_id, value)))  # type: ignore[arg-type]
        if into is None:
            self.buttons.addWidget(button)
        elif hasattr(into, "addWidget"):
            into.addWidget(button)
        if key:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(button.click)
            self._shortcuts.append(shortcut)
        return button

    def _show(self, prompt: Prompt, pending: int) -> None:
        self.prompt = prompt
        clear_layout(self.buttons)
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = []
        self.spin = None
        self.picker = None
        self.done_button = None
        catalogue = self._catalogue()
        self.question.setText(texts.prompt_text(prompt, catalogue))
        self.more.setText(self.tr("%n more question(s) waiting", "", pending - 1) if pending > 1 else "")
        self.more.setVisible(pending > 1)
        if prompt.kind is PromptKind.DONE:
            # Enter clicks it through the main window, unless another button has the focus.
            self.done_button = self._button(self.tr("Done"), True, None)
            self.done_button.setText(self.tr("Done") + "  [Enter]")
        elif prompt.kind is PromptKind.YES_NO:
            # The keys follow the language: Y/N in English, S/N in Spanish ("Sí"/"No").
            self._button(self.tr("Yes"), True, self.tr("Y", "keyboard key that answers Yes"))
            self._button(self.tr("No"), False, self.tr("N", "keyboard key that answers No"))
        elif prompt.kind is PromptKind.COUNT:
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setFont(_font(18, True))
            spin.setMinimumHeight(48)
            spin.setMinimumWidth(110)
            spin.setAccessibleName(self.tr("Count"))
            self.spin = spin
            self.buttons.addWidget(spin)
            ok = QPushButton(self.tr("OK") + "  [" + QKeySequence("Enter").toString(QKeySequence.SequenceFormat.NativeText) + "]")
            ok.setFont(_font(15, True))
            ok.setMinimumHeight(48)
            ok.setAccessibleName(self.tr("OK"))
            prompt_id = prompt.id
            ok.clicked.connect(lambda _=False: self._act(Answer(prompt_id, spin.value())))
            spin.lineEdit().returnPressed.connect(ok.click)
            self.buttons.addWidget(ok)
            if prompt.threshold is not None:
                hint = QLabel(texts.fill(self.tr("(%1 or more abandons the scheme)"), prompt.threshold))
                hint.setFont(_font(12))
                self.buttons.addWidget(hint)
            spin.setFocus()
            spin.selectAll()
        elif prompt.question == "reveal" or len(prompt.options) > 9:
            self._picker(prompt, catalogue)
        else:
            # Up to five buttons a row, so a choice among eight heroes never widens the window.
            holder = QWidget()
            grid = QGridLayout(holder)
            grid.setContentsMargins(0, 0, 0, 0)
            for index, option in enumerate(prompt.options, 1):
                button = self._button(texts.option_text(prompt, option, catalogue), option, str(index), False)
                if len(prompt.options) > 5:
                    button.setMinimumHeight(40)
                grid.addWidget(button, (index - 1) // 5, (index - 1) % 5)
            self.buttons.addWidget(holder)
        self.buttons.addStretch(1)

    def _picker(self, prompt: Prompt, catalogue: Catalogue) -> None:
        """A type-ahead picker: type a few letters of the name (localized or English), Enter."""
        combo = QComboBox()
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setFont(_font(15))
        combo.setMinimumWidth(420)
        combo.setMinimumHeight(44)
        combo.setAccessibleName(self.tr("Scheme revealed"))
        labels = sorted(((texts.option_text(prompt, o, catalogue), o) for o in prompt.options), key=lambda x: x[0].casefold())
        for label, option in labels:
            english = catalogue[option].name_en if prompt.question == "reveal" else ""
            combo.addItem(f"{label} — {english}" if english and english != label else label, option)
        completer = combo.completer()
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        combo.setCurrentIndex(-1)
        combo.lineEdit().setPlaceholderText(self.tr("Type the scheme's name…"))
        self.picker = combo
        self.buttons.addWidget(combo)
        ok = QPushButton(self.tr("Revealed") if prompt.question == "reveal" else self.tr("OK"))
        ok.setFont(_font(15, True))
        ok.setMinimumHeight(48)
        prompt_id = prompt.id

        def answer() -> None:
            text = combo.currentText()
            index = combo.findText(text)
            if index < 0:
                return
            self._act(Answer(prompt_id, combo.itemData(index)))

        ok.clicked.connect(answer)
        combo.lineEdit().returnPressed.connect(answer)
        self.buttons.addWidget(ok)
        combo.setFocus()


class LogPanel(Retranslating, QFrame):
    """The game log: one line per event, with turn and step, in the current language.

    Events hold ids and numbers only, so a language change re-renders the whole
    log; otherwise new events are appended.
    """

    def __init__(self, catalogue: Callable[[], Catalogue], parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QListWidget

        super().__init__(parent)
        self._catalogue = catalogue
        self.setObjectName("logPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setFont(_font(14, True))
        self.list = QListWidget()
        self.list.setFont(_font(12))
        self.list.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.list)
        self._events: list = []
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts and re-render the log in the current language."""
        self.title.setText(self.tr("Game log"))
        self.list.setAccessibleName(self.tr("Game log"))
        events, self._events = self._events, []
        self.list.clear()
        self.render(events)

    def _line(self, event) -> str | None:
        from ..engine.model import Step

        text = texts.event_text(event, self._catalogue())
        if not text:
            return None
        turn = texts.fill(self.tr("T%1"), event.turn)  # a literal tr() call, so lupdate sees it
        return f"{turn} · {texts.step_name(Step(event.step))} — {text}"

    def render(self, events: list) -> None:
        """Show ``events`` (the game's effective events, oldest first)."""
        n = len(self._events)
        if len(events) >= n and events[:n] == self._events:
            new = events[n:]
        else:
            self.list.clear()
            new = events
        for event in new:
            line = self._line(event)
            if line:
                self.list.addItem(line)
        self._events = list(events)
        self.list.scrollToBottom()


class TableDisplay(Retranslating, QWidget):
    """A second window for a TV or projector: the scheme and the life totals only.

    ``flipped`` turns it 180° for players across the table.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tableDisplay")
        self.resize(1280, 720)
        self.inner = QFrame()
        self.inner.setObjectName("tableInner")
        inner_layout = QVBoxLayout(self.inner)
        self.card = SchemeCardView()
        self.lives = QHBoxLayout()
        inner_layout.addWidget(self.card, 1)
        inner_layout.addLayout(self.lives)
        self.scene = QGraphicsScene(self)
        self.proxy = self.scene.addWidget(self.inner)
        self.view = QGraphicsView(self.scene)
        self.view.setFrameShape(QFrame.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.flipped = False
        self._labels: dict[str, QLabel] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Set the window title in the current language."""
        self.setWindowTitle(self.tr("Archenemy Companion — table display"))

    def set_flipped(self, flipped: bool) -> None:
        """Show the display upside down (180°) or upright."""
        self.flipped = flipped
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        size = self.view.viewport().size()
        self.inner.resize(size)
        self.proxy.setTransformOriginPoint(size.width() / 2, size.height() / 2)
        self.proxy.setRotation(180 if self.flipped else 0)
        self.scene.setSceneRect(0, 0, size.width(), size.height())

    def render(self, state: GameState, catalogue: Catalogue, shown: FaceUpScheme | None, last_id: str | None) -> None:
        """Show the scheme and every life total of ``state``."""
        self.card.render(state, catalogue, shown, last_id)
        names = [p.name for p in state.players if p.life is not None]
        if state.team_life is not None:
            names.append(HEROES)
        if list(self._labels) != names:
            clear_layout(self.lives)
            self._labels = {}
            for name in names:
                label = QLabel()
                label.setObjectName("tableLife")
                label.setFont(_font(28, True))
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._labels[name] = label
                self.lives.addWidget(label)
        for name, label in self._labels.items():
            life = state.team_life if name == HEROES else state.player(name).life
            label.setText(f"{texts.side_name(name)}\n{life}")
