"""The New game dialog's deck choices, each deck's report computed once.

A deck's legality report is computed once per catalogue, variant and
language (the words of its problems follow a language switched at run time).

Opening the dialog used to check every deck for every row on every refresh
(90 checks an opening); reports are now remembered by catalogue, variant and
deck, and one model serves every row.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel

from ....engine.catalogue import Catalogue
from ....engine.decks import check_deck_list, check_scheme_ids
from ....engine.variants import Variant
from ...i18n import installed_language
from ...texts import fill, problem_message
from ...widgets.plain_text import plain_tooltip

# Reports by (catalogue, variant, kind, precon id or deck text, language): the words
# of the problems, "" for a legal deck.  Catalogues live as long as the app.
_REPORTS: dict[tuple[int, Variant, str, str, str], tuple[Catalogue, str]] = {}


def deck_report(catalogue: Catalogue, variant: Variant, kind: str, source: str) -> str:
    """The problems of a deck for ``variant``, worded; "" if legal.

    A precon (``source``: its id) or a saved deck (its text), in the
    language installed now.
    """
    key = (id(catalogue), variant, kind, source, installed_language())
    found = _REPORTS.get(key)
    if found is None or found[0] is not catalogue:
        if kind == "precon":
            report = check_scheme_ids(catalogue.precon(source).scheme_ids(), variant, catalogue)
        else:
            report = check_deck_list(source, variant, catalogue)
        words = "" if report.legal else "\n".join(problem_message(p, catalogue) for p in report.problems)
        if len(_REPORTS) > 512:
            _REPORTS.clear()
        found = _REPORTS[key] = (catalogue, words)
    return found[1]


def deck_model(
    parent: QObject, catalogue: Catalogue, variant: Variant, entries: Sequence[tuple[str, str, str, str]]
) -> QStandardItemModel:
    """A combo-box model of ``entries`` ``(kind, source, label, token)``.

    Illegal decks are disabled (greyed by the theme's muted text) with their
    first problem after the label ("Death Toll (official, 10 cards) — deck has
    10 cards; at least 20 are needed"), every problem as the tooltip.

    ``kind`` is ``precon`` (``source``: its id), ``saved`` (its text),
    ``random`` or ``none`` (a game night's player without a deck of their own;
    neither is checked); ``token`` goes in the item's ``UserRole``.
    """
    model = QStandardItemModel(parent)
    why = QCoreApplication.translate("NewGameDialog", "%1 — %2")
    for kind, source, label, token in entries:
        problems = deck_report(catalogue, variant, kind, source) if kind not in ("random", "none") else ""
        item = QStandardItem(fill(why, label, problems.split("\n")[0]) if problems else label)
        item.setData(token, Qt.ItemDataRole.UserRole)
        if problems:
            item.setEnabled(False)
            # The lines name what the list says: never markup.
            item.setToolTip(plain_tooltip(problems))
        model.appendRow(item)
    return model
