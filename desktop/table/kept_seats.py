"""The player panels' height, kept while the question and the card shown change.

The panels give height to the centre when the banner and the card's rules
text need it (:meth:`~.layout.WindowLayout.share_height`).  Followed key by
key, every question that came, went or changed shape laid every seat out
again and drew it again: the life totals changed size with the question's
lines, and an undo through those questions took twice as long.  The panels
now only give height while the same game is shown in the same language, at
the same window size and text size, with the same seats: they never take it
back for a shorter question, nor once it is answered (the card takes that
room).  A resize, another text size or language, a seat added or gone and a
new game measure them afresh.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

__all__ = ["KeptSeats", "SeatsHost"]


class _Scaled(Protocol):
    @property
    def scale(self) -> float: ...


class _Keyed(Protocol):
    @property
    def key(self) -> object: ...


class SeatsHost(Protocol):
    """What the kept height reads of the window's parts (the layout's host)."""

    @property
    def theme(self) -> _Scaled: ...

    @property
    def panels(self) -> _Keyed: ...

    @property
    def table_mode(self) -> bool: ...


class KeptSeats:
    """The panels' height kept for one table at one size, as low as it went.

    Pixels.  ``window`` is the main window, ``host`` its parts
    (:class:`SeatsHost`); :attr:`table` the game shown with its
    language, set by each render.
    """

    def __init__(self, window: QMainWindow, host: SeatsHost) -> None:
        self._window = window
        self._host = host
        self.table: object = None
        # The panels' height the last share gave them (None while the centre is idle).
        self.shared: int | None = None
        self._key: object = None
        self._height: int | None = None

    def _now(self) -> tuple[object, ...]:
        """What the kept height holds for: the table, the sizes, the seats."""
        central = self._window.centralWidget()
        width = central.width() if central is not None else 0
        return (self.table, self._window.size(), width, self._host.theme.scale, self._host.panels.key)

    def cap(self, players: int, least: int) -> int:
        """``players`` (pixels) no higher than the height kept, never under ``least``.

        ``players`` as it is when nothing is kept for the table and the sizes
        now.
        """
        if self._height is None or self._now() != self._key:
            return players
        return max(least, min(players, self._height))

    def keep(self) -> None:
        """Keep the height the settled share gave the panels.

        The lower of it and the one kept already for the same table and
        sizes: the panels only ever give height to the centre.  Nothing while
        the centre is idle (the panels take the rest) or in table mode.
        """
        if self.shared is None or self._host.table_mode:
            return
        key, height = self._now(), self.shared
        if key == self._key and self._height is not None:
            height = min(height, self._height)
        self._key, self._height = key, height

    def forget(self) -> None:
        """Measure the panels afresh at the next share (a text size is tried)."""
        self._key, self._height = None, None
