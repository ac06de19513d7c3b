"""The deck builder: browse the schemes, build and check a scheme deck, save, import and export it."""

from .dialog import DeckBuilderDialog, DeckTextDialog

__all__ = ["DeckBuilderDialog", "DeckTextDialog"]
