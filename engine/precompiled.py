"""``@dataclass`` with the methods it generates compiled ahead of time: the same classes, ~10× cheaper to define.

:func:`dataclasses.dataclass` writes the source of every method it adds
(``__init__``, ``__repr__``, ``__eq__``, ``__hash__``, a frozen class's
``__setattr__`` and ``__delattr__``) and compiles it with ``exec`` each time
the class is defined: for the ~90 classes the app defines before its first
paint that is ~550 compilations, about a third of its own start-up (issue 25).
:func:`precompiled_dataclass` makes a decorator that is
:func:`dataclasses.dataclass` in every respect but one: when the source text it
would compile is in a table of precompiled code (``precompiled_code.py``
beside this module and in the desktop, written by
``tools/precompile_dataclasses.py``), it takes that code instead of compiling
the text again.  The table is keyed by the *exact* text, so a class edited
since the table was written just misses it and is compiled as before: the
table can make a start slower, never a class different.  Its code is that text
re-indented (Python caches its bytecode like any module's);
``tests/repo/test_precompiled.py`` checks that it compiles to the same bytecode as
the text and that the tables are current.

Only on CPython 3.11, whose :mod:`dataclasses` internals this relies on
(``_create_fn``, replaced only while one class is being processed); anywhere
else the decorator is plain :func:`dataclasses.dataclass`.  Type checkers see
:func:`dataclasses.dataclass` itself.
"""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

__all__ = ["SUPPORTED", "dataclass", "precompiled_dataclass"]

#: True where the precompiled code is used (CPython 3.11, whose ``dataclasses._create_fn`` this mirrors).
SUPPORTED = sys.version_info[:2] == (3, 11) and callable(getattr(dataclasses, "_create_fn", None))


def _create_fn(
    table: Mapping[str, types.CodeType],
    name: str,
    args: list[str],
    body: list[str],
    *,
    globals: dict[str, Any] | None = None,  # dataclasses' own parameter names
    locals: dict[str, Any] | None = None,
    return_type: Any = dataclasses.MISSING,
) -> Any:
    """CPython 3.11's ``dataclasses._create_fn``, line for line, with the code taken from ``table``.

    ``exec(txt, globals, ns)`` defines ``__create_fn__`` in ``ns``: a function
    of the text's code with ``globals`` as its globals, which is what
    ``types.FunctionType(code, globals)`` makes from the table's code without
    compiling.  A text not in the table, or a globals dictionary without
    ``__builtins__`` (a class whose module is not in :data:`sys.modules`:
    ``exec`` adds them), goes through ``exec`` as in :mod:`dataclasses`.
    """
    if locals is None:
        locals = {}
    return_annotation = ""
    if return_type is not dataclasses.MISSING:
        locals["_return_type"] = return_type
        return_annotation = "->_return_type"
    joined_args = ",".join(args)
    joined_body = "\n".join(f"  {b}" for b in body)
    txt = f" def {name}({joined_args}){return_annotation}:\n{joined_body}"
    local_vars = ", ".join(locals.keys())
    txt = f"def __create_fn__({local_vars}):\n{txt}\n return {name}"
    code = table.get(txt)
    if code is not None and globals is not None and "__builtins__" in globals:
        create = types.FunctionType(code, globals)
    else:  # not in the table: what dataclasses does
        ns: dict[str, Any] = {}
        exec(txt, globals, ns)
        create = ns["__create_fn__"]
    return create(**locals)


def precompiled_dataclass(table: Mapping[str, types.CodeType]) -> Callable[..., Any]:
    """A :func:`dataclasses.dataclass` that takes its methods' code from ``table`` (method source -> code).

    Used as ``@dataclass`` or ``@dataclass(frozen=True, ...)``, with the same
    keyword arguments.  Raises what :func:`dataclasses.dataclass` raises.
    """
    if not SUPPORTED:
        return dataclasses.dataclass

    def create_fn(*args: Any, **kwargs: Any) -> Any:
        return _create_fn(table, *args, **kwargs)

    def process(cls: type, options: dict[str, Any]) -> type:
        original = dataclasses._create_fn  # type: ignore[attr-defined]
        dataclasses._create_fn = create_fn  # type: ignore[attr-defined]  # only while this class is processed
        try:
            return dataclasses.dataclass(cls, **options)
        finally:
            dataclasses._create_fn = original  # type: ignore[attr-defined]

    def dataclass(cls: type | None = None, /, **options: Any) -> Any:
        if cls is None:
            return lambda decorated: process(decorated, options)
        return process(cls, options)

    return dataclass


if TYPE_CHECKING:
    from dataclasses import dataclass as dataclass
else:
    from .precompiled_code import CODE as _CODE

    #: :func:`dataclasses.dataclass` for the engine's classes (their code in ``precompiled_code.py``).
    dataclass = precompiled_dataclass(_CODE)
