"""The data files shipped inside the package, read through its loader.

A checkout, a wheel, a zip and a frozen bundle alike: :func:`pkgutil.get_data`
asks the package's own loader for a file's bytes, the same bytes
:mod:`importlib.resources` gives.  Every start reads its catalogue and its
theme's files this way: importing :mod:`importlib.resources` loads
``tempfile``, ``shutil``, ``random``, ``lzma`` and ``bz2`` with it
(~12 M instructions, about 2 ms of the start, and their libraries' memory),
and the start needs none of them.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path


def read_package_bytes(package: str, *parts: str) -> bytes:
    """The bytes of the file ``parts`` (``"theme", "arrow.png"``) of ``package``.

    ``package`` is a dotted package name (``archenemy.resources``).  Raises
    :class:`FileNotFoundError` when the file is missing (or the package's
    loader cannot read files), :class:`OSError` when it cannot be read.
    """
    name = "/".join(parts)
    data = pkgutil.get_data(package, name)
    if data is None:
        raise FileNotFoundError(f"{package}: no data file {name}")
    return data


def package_file_path(package: str, *parts: str) -> Path | None:
    """The file ``parts`` of ``package`` as a path on disk, or ``None``.

    ``None`` when the file is not there or is not a file on disk (a package
    in a zip), for code that hands a library a file name rather than bytes
    (a style sheet's images).
    """
    origin = getattr(importlib.import_module(package), "__file__", None)
    if not origin:
        return None
    path = Path(origin).parent.joinpath(*parts)
    return path if path.is_file() else None
