"""``@dataclass`` for the desktop's classes, their methods' code compiled ahead of time (see
:mod:`archenemy.engine.precompiled`; the table is ``precompiled_code.py`` beside this module)."""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = ["dataclass"]

if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    from ..engine.precompiled import precompiled_dataclass
    from .precompiled_code import CODE

    dataclass = precompiled_dataclass(CODE)
