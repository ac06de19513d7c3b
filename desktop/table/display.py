"""The second window for a TV or projector: the scheme and the life totals."""

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine.catalogue import Catalogue
from ...engine.model import HEROES, FaceUpScheme, GameState
from .. import texts
from ..theme import Theme
from .common import Retranslating, Themed, clear_layout
from .scheme_views import SchemeCardView


class TableDisplay(Themed, Retranslating, QWidget):
    """A second window for a TV or projector: the scheme and the life totals only.

    ``flipped`` turns it 180° for players across the table.
    """

    def __init__(self, parent: QWidget | None = None, *, theme: Theme | None = None) -> None:
        from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

        super().__init__(parent, Qt.WindowType.Window)
        self.theme = theme or Theme()
        self.setObjectName("tableDisplay")
        self.resize(1280, 720)
        self.inner = QFrame()
        self.inner.setObjectName("tableInner")
        inner_layout = QVBoxLayout(self.inner)
        self.card = SchemeCardView(theme=self.theme)
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
        self.view.viewport().installEventFilter(self)
        self.flipped = False
        self._labels: dict[str, QLabel] = {}
        self.retranslate()

    def retranslate(self) -> None:
        """Set the window title in the current language."""
        self.setWindowTitle(self.tr("Archenemy Companion — table display"))

    def _theme_changed(self) -> None:
        self.card.set_theme(self.theme)
        self._labels = {}  # rebuilt with the new fonts

    def set_flipped(self, flipped: bool) -> None:
        """Show the display upside down (180°) or upright."""
        self.flipped = flipped
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        # The view's viewport gets its size after the window's resize event: fit the card when it does.
        if watched is self.view.viewport() and event.type() == QEvent.Type.Resize:
            self._fit()
        return super().eventFilter(watched, event)

    def _fit(self) -> None:
        size = self.view.viewport().size()
        self.inner.resize(size)
        self.proxy.setTransformOriginPoint(size.width() / 2, size.height() / 2)
        self.proxy.setRotation(180 if self.flipped else 0)
        self.scene.setSceneRect(0, 0, size.width(), size.height())

    def show_state(
        self, state: GameState, catalogue: Catalogue, shown: FaceUpScheme | None, last_id: str | None
    ) -> None:
        """Show the scheme and every life total of ``state``."""
        self.card.show_scheme(state, catalogue, shown, last_id)
        names = [p.name for p in state.players if p.life is not None]
        if state.team_life is not None:
            names.append(HEROES)
        if list(self._labels) != names:
            clear_layout(self.lives)
            self._labels = {}
            for name in names:
                label = QLabel()
                label.setObjectName("tableLife")
                self._set_font(label, 28, True)
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._labels[name] = label
                self.lives.addWidget(label)
        for name, label in self._labels.items():
            life = state.team_life if name == HEROES else state.player(name).life
            label.setText(f"{texts.side_name(name)}\n{life}")
