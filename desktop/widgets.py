"""The table view's widgets: player panels, the scheme card, ongoing schemes, the prompt banner.

Every widget renders from a :class:`~archenemy.engine.model.GameState` in
``render(...)`` and sets its fixed texts in ``retranslate()``, called from
``__init__`` and on ``QEvent.LanguageChange``; user input leaves as an engine
action through the ``act`` callback.  Nothing here decides a rule.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
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

from ..engine.actions import Action, Answer, ChangeLife, ReportEvent
from ..engine.catalogue import Catalogue
from ..engine.model import FaceUpScheme, GameState, Player, Prompt, PromptKind
from ..engine.rules import reportable
from . import texts

Act = Callable[[Action], object]


def _font(point_size: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(point_size)
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
        low, high = self.min_pt, self.max_pt
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
    """A player's name, big life total and −/+ buttons (shared team life shown once, on the team panel)."""

    def __init__(self, name: str, act: Act, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._act = act
        self.setObjectName("playerPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 8)
        layout.setSpacing(2)
        self.name_label = QLabel(name)
        self.name_label.setFont(_font(16, True))
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.life_label = QLabel()
        self.life_label.setObjectName("life")
        self.life_label.setFont(_font(44, True))
        self.life_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status_label = QLabel()
        self.status_label.setFont(_font(12))
        self.status_label.setMinimumHeight(self.status_label.fontMetrics().height())
        self.status_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout()
        row.setSpacing(6)
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        for button, delta in ((self.minus, -1), (self.plus, 1)):
            button.setFont(_font(20, True))
            button.setMinimumSize(52, 52)
            button.setMaximumWidth(72)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, d=delta: self._change(d))
        row.addWidget(self.minus)
        row.addWidget(self.life_label, 1)
        row.addWidget(self.plus)
        layout.addWidget(self.name_label)
        layout.addLayout(row)
        layout.addWidget(self.status_label)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts in the current language."""
        self.minus.setAccessibleName(texts.fill(self.tr("%1: lose 1 life"), self.name))
        self.plus.setAccessibleName(texts.fill(self.tr("%1: gain 1 life"), self.name))
        self.minus.setToolTip(self.tr("Lose 1 life"))
        self.plus.setToolTip(self.tr("Gain 1 life"))

    def _change(self, delta: int) -> None:
        self._act(ChangeLife(self.name, delta))

    def render(self, state: GameState, player: Player) -> None:
        """Show ``player`` as of ``state``."""
        life = state.life_of(player.name)
        self.life_label.setText(str(life))
        status = []
        if player.is_archenemy and not state.variant.rules.every_player_archenemy:
            status.append(self.tr("Archenemy"))
        if player.poison:
            status.append(texts.fill(self.tr("%1 poison"), player.poison))
        for owner, damage in player.commander_damage:
            status.append(texts.fill(self.tr("%1 from %2's commander"), damage, owner))
        if player.lost is not None:
            status.append(texts.fill(self.tr("Out: %1"), texts.loss_reason(player.lost)))
        self.status_label.setText(" · ".join(status))
        active = state.active == player.name or (state.active == "heroes" and player.team == "heroes")
        self.setProperty("active", active and not state.over)
        self.setProperty("lost", player.lost is not None)
        self.minus.setEnabled(player.alive and not state.over)
        self.plus.setEnabled(player.alive and not state.over)
        self.style().unpolish(self)
        self.style().polish(self)


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
        self.name_label = QLabel()
        self.name_label.setObjectName("schemeName")
        self.name_label.setFont(_font(28, True))
        self.name_label.setWordWrap(True)
        self.english_label = QLabel()
        self.english_label.setFont(_font(12))
        self.type_label = QLabel()
        self.type_label.setObjectName("typeLine")
        self.type_label.setFont(_font(16, True))
        self.text_label = FitLabel(30, 12)
        self.text_label.setObjectName("rulesText")
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.deck_label = QLabel()
        self.deck_label.setFont(_font(12))
        for widget in (self.caption, self.name_label, self.english_label, self.type_label, self.text_label):
            layout.addWidget(widget)
        layout.addWidget(self.deck_label)
        self._scheme_id: str | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Fixed texts are set in :meth:`render`; nothing to do until then."""
        self.setAccessibleName(self.tr("Scheme in motion"))

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
            self.text_label.setText(
                self.tr("The archenemy sets the top scheme in motion when their precombat main phase begins.")
            )
            return
        scheme = catalogue[scheme_id]
        if shown is None:
            caption = self.tr("Last scheme · now on the bottom of the scheme deck")
        elif shown.ongoing:
            caption = self.tr("Ongoing scheme · face up until abandoned")
        elif not shown.resolved:
            caption = self.tr("Set in motion · resolve it, then press Done")
        else:
            caption = self.tr("Resolved")
        self.caption.setText(caption)
        self.name_label.setText(scheme.name)
        self.english_label.setText(scheme.name_en if scheme.name != scheme.name_en else "")
        self.english_label.setVisible(scheme.name != scheme.name_en)
        self.english_label.setToolTip(
            "" if scheme.official else self.tr("Unofficial translation by the Archenemy Companion project")
        )
        self.type_label.setText(scheme.type_line)
        text = scheme.text.replace("(An ongoing scheme remains face up until it's abandoned.)\n", "")
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

    def render(self, state: GameState, catalogue: Catalogue) -> None:
        """List every face-up ongoing scheme of ``state``."""
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
        self.list_layout.addStretch(1)


class PromptBanner(Retranslating, QFrame):
    """The first pending prompt, non-modal, with large buttons and keyboard shortcuts.

    Y/N answer yes/no prompts, Enter confirms Done or a count, digits type a
    count or pick the numbered option of a choice.
    """

    def __init__(self, act: Act, catalogue: Callable[[], Catalogue], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._act = act
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
        layout.addWidget(self.question)
        layout.addLayout(self.buttons)
        layout.addWidget(self.more)
        self.prompt: Prompt | None = None
        self.spin: QSpinBox | None = None
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
            self.hide()
            return
        prompt = state.prompts[0]
        if prompt != self.prompt:
            self._show(prompt, self._pending)
        self.show()

    def _button(self, label: str, value: object, key: str | None) -> QPushButton:
        text = f"{label}  [{QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)}]" if key else label
        button = QPushButton(text)
        button.setFont(_font(15, True))
        button.setMinimumHeight(48)
        button.setAccessibleName(label)
        assert self.prompt is not None
        prompt_id = self.prompt.id
        button.clicked.connect(lambda _=False: self._act(Answer(prompt_id, value)))  # type: ignore[arg-type]
        self.buttons.addWidget(button)
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
        catalogue = self._catalogue()
        self.question.setText(texts.prompt_text(prompt, catalogue))
        self.more.setText(self.tr("%n more question(s) waiting", "", pending - 1) if pending > 1 else "")
        self.more.setVisible(pending > 1)
        if prompt.kind is PromptKind.DONE:
            self._button(self.tr("Done"), True, "Return")
        elif prompt.kind is PromptKind.YES_NO:
            self._button(self.tr("Yes"), True, "Y")
            self._button(self.tr("No"), False, "N")
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
        else:
            for index, option in enumerate(prompt.options[:9], 1):
                self._button(texts.option_text(prompt, option, catalogue), option, str(index))
            for option in prompt.options[9:]:
                self._button(texts.option_text(prompt, option, catalogue), option, None)
        self.buttons.addStretch(1)
