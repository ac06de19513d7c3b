"""A deck builder made for a test and closed after it without a question.

Closing a builder with an unsaved deck asks whether to discard it; the
question would stay open for the rest of the session, so the builders the
tests make are hidden with all they opened instead.
"""

from __future__ import annotations

from typing import Any

from archenemy.desktop.deck_builder.dialog import DeckBuilderDialog
from archenemy.engine.catalogue import load_catalogue

from support.windows import hide_windows_opened_by


def hide_unasked(dialog: DeckBuilderDialog) -> None:
    """Hide ``dialog`` and every window it opened, asking nothing."""
    hide_windows_opened_by(dialog)
    dialog.hide()


def make_builder(qtbot: Any, language: str = "en", **kwargs: Any) -> DeckBuilderDialog:
    """A deck builder on ``language``'s catalogue, closed after the test.

    ``kwargs`` go to :class:`DeckBuilderDialog` (``kind="planar"`` for a
    planar deck).
    """
    dialog = DeckBuilderDialog(lambda: load_catalogue(language), **kwargs)
    qtbot.addWidget(dialog, before_close_func=hide_unasked)
    return dialog
