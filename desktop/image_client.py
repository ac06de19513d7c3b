"""A display's tie to the app's card image provider: one provider at a time.

Every display of a card's image (the scheme card, the ongoing schemes, the
table layout's strip, the deck builder, Recent games, the phones' server)
follows the app's one provider
(:class:`~archenemy.desktop.card_images.provider.CardImageProvider`): it
listens to its signals and asks it for pictures.  :class:`ImageClient` holds
that tie.  Following a provider first lets go of the one followed before, so
a display that switched providers never answers the old one's signals.

The signals a client follows are declared here, in :class:`ImageSignals`,
the provider's base: the displays import nothing of the card images, which
are loaded after the first paint.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QMetaObject, QObject, Signal

__all__ = ["ImageClient", "ImageSignals"]


class ImageSignals(QObject):
    """The signals of a card image provider that its clients follow.

    ``image_ready(scheme_id, language)``: a card's picture is ready;
    ``thumbnail_ready(scheme_id, language)``: a card's thumbnail is read;
    ``images_changed()``: the setting changed or pictures arrived, so every
    display may ask again.
    """

    image_ready = Signal(str, str)
    thumbnail_ready = Signal(str, str)
    images_changed = Signal()


Source = TypeVar("Source", bound=ImageSignals)


class ImageClient(Generic[Source]):
    """Which provider a widget follows, and its connections to that one only.

    ``refresh`` asks for every picture again: it runs when the provider
    changes (the widget shows the new one's pictures, or none) and on its
    ``images_changed``.  ``image_ready`` and ``thumbnail_ready`` are the
    widget's slots for those signals (``None``: not followed).  Give bound
    methods of the widget: Qt then drops a connection when the widget is
    deleted before the provider.
    """

    def __init__(
        self,
        refresh: Callable[[], object],
        *,
        image_ready: Callable[[str, str], object] | None = None,
        thumbnail_ready: Callable[[str, str], object] | None = None,
    ) -> None:
        self._refresh = refresh
        self._image_ready = image_ready
        self._thumbnail_ready = thumbnail_ready
        self._provider: Source | None = None
        self._connections: list[QMetaObject.Connection] = []

    @property
    def provider(self) -> Source | None:
        """The provider followed now (``None``: none, the widget shows words only)."""
        return self._provider

    def follow(self, provider: Source | None) -> None:
        """Follow ``provider`` (``None``: none) instead of the last one, then refresh.

        The same provider again changes nothing.  The last one's signals
        reach the widget no more.
        """
        if provider is self._provider:
            return
        self.unfollow()
        self._provider = provider
        if provider is not None:
            if self._image_ready is not None:
                self._connections.append(provider.image_ready.connect(self._image_ready))
            if self._thumbnail_ready is not None:
                self._connections.append(provider.thumbnail_ready.connect(self._thumbnail_ready))
            self._connections.append(provider.images_changed.connect(self._refresh))
        self._refresh()

    def unfollow(self) -> None:
        """Follow no provider any more (no refresh: the widget is going away)."""
        for connection in self._connections:
            QObject.disconnect(connection)
        self._connections.clear()
        self._provider = None
