"""The mixin that puts a widget's fixed texts in the new language.

It acts when the application's language changes.
"""

from PySide6.QtCore import QEvent

__all__ = ["Retranslating"]


class Retranslating:
    """Mixin for widgets: call ``retranslate()`` on ``QEvent.LanguageChange``.

    The widget sets its fixed texts in ``retranslate()``, called from its
    ``__init__`` too, so View → Language switches them while the game goes on.
    """

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()  # type: ignore[attr-defined]
        super().changeEvent(event)  # type: ignore[misc]
