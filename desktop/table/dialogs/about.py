"""Help → About: the app's name, version, licence, notices and credits.

The Fan Content Policy notice, where the card images come from, and the
credits.

The version is the installed distribution's (``pyproject.toml``, read through
:mod:`importlib.metadata` as ``archenemy.engine.__version__``).  The dialog is
modeless: the window opens it with ``show()`` and keeps a reference (no nested
event loop, see ``docs/architecture.md``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLayout, QVBoxLayout, QWidget

from .... import engine
from ...icon import app_icon
from ...texts import fill
from ...texts.images import image_source_notice

# The licence of the code (LICENSE).
LICENCE_NAME = "MIT"


class AboutDialog(QDialog):
    """The About box: the app, its version and licence, the notices, the credits.

    Icon, name and version, what the app is, its licence, the Fan Content Policy notice,
    where the card images come from (Scryfall; Wizards of the Coast's property) and the
    credits (Qt and PySide6 versions, the libraries, the Mana font of the mana and tap
    symbols).

    Re-translates itself on ``QEvent.LanguageChange`` (View → Language while it is open).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.icon = QLabel()
        self.icon.setPixmap(app_icon().pixmap(96, 96))
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.body = QLabel()
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.body.setMinimumWidth(520)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        texts = QVBoxLayout()
        texts.addWidget(self.title)
        texts.addWidget(self.body)
        top = QHBoxLayout()
        top.addWidget(self.icon)
        top.addLayout(texts, 1)
        self.main_layout = layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(buttons)
        # Grows with the texts (Spanish is longer; the text size setting scales it).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        self.retranslate()

    def version(self) -> str:
        """The installed version, as pyproject.toml gives it.

        ``unknown`` from a bare source tree.
        """
        return str(engine.__version__)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        import PySide6

        self.setWindowTitle(self.tr("About Archenemy Companion"))
        self.title.setText(
            "<b>Archenemy Companion</b><br>" + fill(self.tr("Version %1"), self.version()).replace("&", "&amp;")
        )
        paragraphs = [
            self.tr(
                "A table-side companion for paper games of Magic: The Gathering's Archenemy variant: "
                "life totals, the scheme deck, ongoing schemes and turns."
            ),
            fill(
                self.tr("Released under the %1 License. Saved games are yours: uninstalling keeps them."), LICENCE_NAME
            ),
            self.tr(
                "Archenemy Companion is unofficial Fan Content permitted under the Fan Content Policy. "
                "Not approved/endorsed by Wizards. Portions of the materials used are property of "
                "Wizards of the Coast. ©Wizards of the Coast LLC."
            ),
            image_source_notice(),
            fill(
                self.tr(
                    "Made with Qt %1 (LGPL v3) through PySide6 %2, qasync, platformdirs, aiohttp and segno. "
                    "Mana and tap symbols: the Mana font by Andrew Gioia (SIL Open Font License 1.1); "
                    "the rest of the text uses your system's fonts."
                ),
                qVersion(),
                PySide6.__version__,
            ),
        ]
        self.body.setText("\n\n".join(paragraphs))
        # Every line of the wrapped text at the body's least width: the box is never shorter than its words.
        self.body.setMinimumHeight(self.body.heightForWidth(self.body.minimumWidth()))
        self.main_layout.activate()
        # The new texts' height (word-wrapped: Spanish is longer).
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
