"""The deck builder: build, check and save a scheme deck or a planar deck.

Import and export it.

Modules, by what a player sees:

- :mod:`.dialog`: the deck builder window (:class:`DeckBuilderDialog`), wiring the parts below;
- :mod:`.browser`: the catalogue on the left (search box, kind and set filters, list, preview);
  :mod:`.planar_browser` the planes and phenomena's;
- :mod:`.deck_panel`: the deck on the right (kind, name, rules, rows and their buttons, the live check);
- :mod:`.load_row`: the "Start from" row (saved and official decks);
- :mod:`.text_dialog`: the paste dialog (:class:`DeckTextDialog`);
- :mod:`.deck_io`: import, paste, export and copy;
- :mod:`.questions`: the non-blocking confirmations;
- :mod:`.draft`: the deck being built (:class:`~.draft.DeckDraft`), Qt-free;
  :mod:`.planar_draft` a planar deck (:class:`~.planar_draft.PlanarDraft`);
- :mod:`.files`: the saved-deck store, and :mod:`.file_dialogs`: its import and export dialogs;
- :mod:`.status_line`: the dialog's status line;
- :mod:`.styling`: fonts at the text size, a re-style after a property, see-through scroll areas.

The dialogs are imported on first use, so ``draft`` (and ``files``) load without Qt's widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .dialog import DeckBuilderDialog
    from .text_dialog import DeckTextDialog

__all__ = ["DeckBuilderDialog", "DeckTextDialog"]


def __getattr__(name: str) -> Any:
    if name == "DeckBuilderDialog":
        from .dialog import DeckBuilderDialog

        return DeckBuilderDialog
    if name == "DeckTextDialog":
        from .text_dialog import DeckTextDialog

        return DeckTextDialog
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
