"""``archenemy images``.

Fetch the card images from Scryfall into the cache, or say what the cache
holds.

Usage (``argv`` of :func:`run` is what follows ``images``)::

    archenemy images fetch [--all] [--lang en|es]
    archenemy images status [--json] [--lang en|es]

``fetch`` fetches one image per scheme and per planar card (plane or
phenomenon), its preferred printing (the newest:
:func:`~archenemy.desktop.card_images.fetcher.preferred_printing`), 102
scheme images and 207 planar ones; ``--all`` fetches every printing's image,
110 and 262 (the 8 schemes reprinted in Duskmourn's Commander decks have
two).  The summary says how many of each kind are cached.  The images are the cards in the
language of ``--lang`` (else the saved setting's, else the system's): the
Spanish printing where Scryfall has one, else the English one.  Images already
cached are not fetched again (nor is their card data asked for, for 30 days).
It fetches whatever the app's setting says: asking on the command line is the
decision.  On a terminal a progress bar goes to standard error; one summary
line goes to standard output.

Exit status: 0 when every requested image is cached at the end, 1 when some
could not be fetched (the summary says why: no connection, Scryfall asked to
wait, a damaged image...), 2 on bad arguments.  Never a traceback.

``status`` prints how many images are cached (of schemes and of planar
cards), their size against the cap, how many printings' card data, and the
folder; ``--json`` prints ``{"images", "bytes", "cap_bytes", "card_data",
"path", "scheme_images", "plane_images"}`` instead.  Exit status 0.

The API's base URL is ``ARCHENEMY_COMPANION_SCRYFALL_API`` (default
https://api.scryfall.com).
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TextIO, TypeVar

from PySide6.QtCore import QCoreApplication, QLoggingCategory

from ..i18n import LANGUAGES, install_language
from ..texts import fill
from ..texts.images import failure_reason_text, megabytes
from .arguments import (
    OutputError,
    Parser,
    internal_error,
    json_text,
    language_option,
    new_parser,
    parse_arguments,
    shown_path,
    write_line,
    write_text,
)

__all__ = ["action_parsers", "build_parser", "run"]

_PROG = "archenemy images"
_T = TypeVar("_T")
_BAR = 30


def build_parser(stdout: TextIO, stderr: TextIO) -> Parser:
    """The parser of ``archenemy images`` and its ``fetch`` and ``status``.

    Help to ``stdout``, errors raised.
    """
    parser = new_parser(
        stdout,
        stderr,
        _PROG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=QCoreApplication.translate(
            "ImagesCli",
            "The cards' images from Scryfall, kept in the app's cache folder.\n"
            "Exit status of fetch: 0 every image is cached, 1 some could not be fetched, 2 bad arguments.",
        ),
    )
    parser.add_argument(
        "--lang", dest="top_lang", choices=LANGUAGES, help=QCoreApplication.translate("ImagesCli", "language: en or es")
    )
    sub = parser.add_subparsers(dest="action", parser_class=Parser, required=True, metavar="{fetch,status}")
    fetch = sub.add_parser(
        "fetch",
        help=QCoreApplication.translate("ImagesCli", "fetch each scheme's image (its newest printing) into the cache"),
        stdout=stdout,
        stderr=stderr,
        prog=f"{_PROG} fetch",
        allow_abbrev=False,
    )
    fetch.add_argument(
        "--all",
        action="store_true",
        help=QCoreApplication.translate("ImagesCli", "every printing's image, not only each scheme's newest"),
    )
    fetch.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=QCoreApplication.translate("ImagesCli", "the cards' language: en or es (default: the app's)"),
    )
    status = sub.add_parser(
        "status",
        help=QCoreApplication.translate("ImagesCli", "how many images are cached, their size, where"),
        stdout=stdout,
        stderr=stderr,
        prog=f"{_PROG} status",
        allow_abbrev=False,
    )
    status.add_argument(
        "--json", action="store_true", help=QCoreApplication.translate("ImagesCli", "print one JSON object")
    )
    status.add_argument(
        "--lang", choices=LANGUAGES, help=QCoreApplication.translate("ImagesCli", "language of the messages: en or es")
    )
    return parser


def action_parsers(stdout: TextIO, stderr: TextIO) -> dict[str, Parser]:
    """The real parsers of ``images fetch`` and ``images status``.

    By their action's name.
    """
    for action in build_parser(stdout, stderr)._actions:  # noqa: SLF001 (no public list of subparsers)
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            return dict(action.choices)
    return {}


def _new_client() -> Any:
    """The HTTP client (a function, so the tests can give one on a virtual clock)."""
    from ..card_images.scryfall import ScryfallClient

    return ScryfallClient()


def _new_cache() -> Any:
    from ..card_images.cache import ImageCache

    return ImageCache()


class _ProgressBar:
    """``Card images [#####.....] 42/102`` redrawn in place on a terminal.

    Nothing elsewhere.
    """

    def __init__(self, stream: TextIO) -> None:
        try:
            self.shown = stream.isatty()
        except (AttributeError, ValueError, OSError):
            self.shown = False
        self.stream = stream
        self.label = QCoreApplication.translate("ImagesCli", "Card images")

    def __call__(self, done: int, total: int) -> None:
        if not self.shown or total <= 0:
            return
        filled = round(_BAR * done / total)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (_BAR - filled)}] {done}/{total}")
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


def run_coroutine(coroutine: Coroutine[Any, Any, _T]) -> _T:
    """Run ``coroutine`` to its end on a new event loop.

    This thread's, or a worker thread's when a loop is already running in this
    one (the app's qasync loop; the tests').
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coroutine)
    with ThreadPoolExecutor(1, thread_name_prefix="archenemy-images") as pool:
        return pool.submit(asyncio.run, coroutine).result()


def fetch_command(every_printing: bool, language: str, out: TextIO, err: TextIO) -> int:
    """``archenemy images fetch``.

    0 when every requested image is cached, else 1 (see the module).
    """
    from ...engine.catalogue import load_catalogue
    from ...engine.planes import load_planes
    from ..card_images.fetcher import fetch_images, plane_targets_for, targets_for

    targets = targets_for(load_catalogue(), language, every_printing)
    targets += plane_targets_for(load_planes(), language, every_printing)
    cache = _new_cache()
    progress = _ProgressBar(err)

    async def go() -> Any:
        client = _new_client()
        try:
            return await fetch_images(client, cache, targets, progress=progress)
        finally:
            await client.close()

    report = run_coroutine(go())
    status = cache.status()
    line = fill(
        QCoreApplication.translate("ImagesCli", "Card images cached: %1 of %2 (%3 in the cache); fetched now: %4."),
        report.cached,
        report.total,
        megabytes(status.bytes),
        report.fetched,
    )
    line += " " + fill(
        QCoreApplication.translate("ImagesCli", "Schemes: %1 of %2; planes and phenomena: %3 of %4."),
        *report.counts("scheme"),
        *report.counts("plane"),
    )
    if report.failed:
        line += " " + fill(
            QCoreApplication.translate("ImagesCli", "Not fetched: %1 (%2)."),
            len(report.failed),
            failure_reason_text(report.reason or "bad_response"),
        )
    write_line(out, line)
    return 1 if report.failed else 0


def _images_by_kind(cache: Any) -> tuple[int, int]:
    """How many cached images are of schemes and of planar cards.

    Read from the card records: a record is a printing's, and the planar
    catalogue's printings are the planes'; any other is a scheme's.  An
    image two records share (a card with no Spanish printing) counts once.
    """
    from ...engine.planes import load_planes
    from ..card_images.fetcher import printings_of

    plane_printings = {p.scryfall_id for plane in load_planes().values() for p in printings_of(plane)}
    found: dict[str, bool] = {}
    for record in cache.records():
        stem = cache.image_stem(record.card)
        if stem is not None and cache.has_image(record.card):
            found[stem] = found.get(stem, False) or record.printing in plane_printings
    planes = sum(found.values())
    return len(found) - planes, planes


def status_command(as_json: bool, out: TextIO) -> int:
    """``archenemy images status``: what the cache holds; 0."""
    cache = _new_cache()
    status = cache.status()
    schemes, planes = _images_by_kind(cache)
    if as_json:
        record = {
            "images": status.images,
            "bytes": status.bytes,
            "cap_bytes": status.cap,
            "card_data": status.records,
            "path": os.fsdecode(status.path),
            "scheme_images": schemes,
            "plane_images": planes,
        }
        write_text(out, json_text(record))
        return 0
    lines = [
        fill(
            QCoreApplication.translate("ImagesCli", "Card images cached: %1 (%2 of at most %3)"),
            status.images,
            megabytes(status.bytes),
            megabytes(status.cap),
        ),
        fill(
            QCoreApplication.translate("ImagesCli", "Of schemes: %1; of planes and phenomena: %2"),
            schemes,
            planes,
        ),
        fill(QCoreApplication.translate("ImagesCli", "Printings with their card data cached: %1"), status.records),
        fill(QCoreApplication.translate("ImagesCli", "Folder: %1"), shown_path(status.path)),
    ]
    for line in lines:
        write_line(out, line)
    return 0


def run(argv: list[str], stdout: TextIO, stderr: TextIO) -> int:
    """Run ``archenemy images`` with ``argv`` (the arguments after ``images``).

    Returns the exit status.

    0 success, 1 some images could not be fetched, 2 bad arguments (a
    one-line message on ``stderr``).  ``--help`` prints the help and returns 0.
    Never raises but ``KeyboardInterrupt`` (the caller's 130).
    """
    # libjpeg's warnings about an image it decodes anyway ("Corrupt JPEG data...") are Qt's log lines, not
    # the command's output: the summary says what was refused.
    QLoggingCategory.setFilterRules("qt.gui.imageio*.warning=false")
    try:
        args = parse_arguments(build_parser(stdout, stderr), argv, stderr)
        if isinstance(args, int):
            return args
        language = language_option(args.lang or args.top_lang)
        install_language(language)
        if args.action == "fetch":
            return fetch_command(args.all, language, stdout, stderr)
        return status_command(args.json, stdout)
    except (KeyboardInterrupt, OutputError):
        raise
    except Exception as exc:  # noqa: BLE001 - the command line never shows a traceback
        return internal_error(stderr, _PROG, exc)
