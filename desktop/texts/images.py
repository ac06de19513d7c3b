"""Words for the card images from Scryfall.

Why an image could not be had, sizes, the status line, the notice.

The command line (``archenemy images``), the download dialog and the quiet
status line of the displays all word these here (see
:mod:`archenemy.desktop.card_images`).
"""

from __future__ import annotations

from .core import INSTALLED, Words, fill

__all__ = ["failure_reason_text", "megabytes", "unavailable_status", "image_source_notice", "IMAGE_REASONS"]

#: Every reason a fetch can report (:class:`archenemy.desktop.card_images.fetcher.FetchReport`).
IMAGE_REASONS = (
    "offline",
    "rate_limited",
    "bad_response",
    "not_found",
    "too_small",
    "too_large",
    "not_an_image",
    "truncated",
    "bad_dimensions",
    "undecodable",
    "unreadable",
    "not_written",
    "cancelled",
)


def failure_reason_text(reason: str, words: Words = INSTALLED) -> str:
    """Why images could not be fetched, for ``reason``: lower case, no full stop.

    ``reason`` is one of :data:`IMAGE_REASONS`.
    """
    _tr = words.tr
    damaged = _tr("Images", "Scryfall sent a damaged or unexpected image")
    return {
        "offline": _tr("Images", "Scryfall could not be reached"),
        "rate_limited": _tr("Images", "Scryfall asked the app to wait; try again later"),
        "bad_response": _tr("Images", "Scryfall gave an unexpected answer"),
        "not_found": _tr("Images", "Scryfall has no image of the card"),
        "not_written": _tr("Images", "the cache folder could not be written"),
        "cancelled": _tr("Images", "cancelled"),
    }.get(reason, damaged)


def megabytes(size: int, words: Words = INSTALLED) -> str:
    """``size`` bytes as megabytes with one decimal, in ``words``' language.

    "5.1 MB", "5,1 MB".
    """
    _tr = words.tr
    tenths = round(max(0, size) / 100_000)
    #: %1 whole megabytes, %2 tenths: the decimal separator is the language's.
    return fill(_tr("Images", "%1.%2 MB"), tenths // 10, tenths % 10)


def unavailable_status(reason: str, words: Words = INSTALLED) -> str:
    """The one quiet status line when images cannot be had.

    "Card images: <reason>; the cards are shown as text.".
    """
    _tr = words.tr
    return fill(_tr("Images", "Card images: %1; the cards are shown as text."), failure_reason_text(reason, words))


def image_source_notice(words: Words = INSTALLED) -> str:
    """Where the card images come from, after the Fan Content Policy notice.

    For About and the docs.
    """
    _tr = words.tr
    return _tr(
        "Images",
        "Card images come from Scryfall (scryfall.com) when you turn them on; they are downloaded once and kept "
        "in this computer's cache folder. The images and the card data are property of Wizards of the Coast; "
        "Scryfall is not produced by or endorsed by Wizards of the Coast.",
    )
