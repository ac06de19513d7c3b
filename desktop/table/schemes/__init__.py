"""The schemes on the table: the one in motion, and the ongoing ones.

The scheme in motion as an oversized card, and the column of face-up
ongoing schemes.

* :mod:`.views`: :class:`~.views.SchemeCardView` (the scheme in motion, or
  the last one, as an oversized card: its name, type line and rules text
  fitted to its box) and :class:`~.views.OngoingPanel` (the face-up ongoing
  schemes with their state and "It happened" where an event abandons them,
  the lasting effects, the abilities due at this step).
* :mod:`.heading`: :class:`~.heading.HeadingLayout` (the card's heading:
  the caption with the deck's count and Rulings beside it, the name with
  the English name and type line beside it, while their lines fit).

Data flow: the window (and the table layout of :mod:`..displays`) hands the
card the table view's scheme and the column each state; a reported event
leaves as an engine action through ``act``.

May import: :mod:`archenemy.desktop.widgets`, :mod:`~archenemy.desktop.texts`,
:mod:`~archenemy.desktop.theme`, :mod:`~archenemy.desktop.session` (the
``Act`` type), :mod:`~archenemy.desktop.table_view` and the engine.  Not the window's modules (``table/*.py``) nor
the table's other sub-packages.
"""
