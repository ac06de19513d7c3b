"""The precompiled dataclass methods (``archenemy.engine.precompiled``).

Current, the same code, the same classes.

A table is keyed by the exact text :mod:`dataclasses` would compile, so a stale
table only slows a start down; these tests make sure it does not, and that
what the table holds is what compiling the text gives.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import pkgutil
import subprocess
import sys
import types
from typing import Any

import pytest

from archenemy.engine import precompiled

from support.paths import REPO

PACKAGES = ("archenemy.engine", "archenemy.desktop")
TABLE_MODULES = ("archenemy.engine.precompiled_code", "archenemy.desktop.precompiled_code")
METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__")

pytestmark = pytest.mark.skipif(not precompiled.SUPPORTED, reason="the tables are used on CPython 3.11 only")


def _modules() -> list[types.ModuleType]:
    found = []
    for package in PACKAGES:
        root = importlib.import_module(package)
        for info in pkgutil.walk_packages(root.__path__, package + "."):
            found.append(importlib.import_module(info.name))
    return found


def _dataclasses() -> list[type]:
    classes = {}
    for module in _modules():
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__:
                classes[f"{value.__module__}.{value.__qualname__}"] = value
    return [classes[name] for name in sorted(classes)]


def test_the_tables_are_current() -> None:
    """Every dataclass method the app defines is in its package's table.

    ``make precompiled`` otherwise.
    """
    done = subprocess.run(
        [sys.executable, str(REPO / "tools" / "precompile_dataclasses.py"), "--check"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def _same_code(a: types.CodeType, b: types.CodeType, where: str) -> None:
    """``a`` and ``b`` do the same.

    Bytecode, names, flags, constants (nested code alike); positions aside.
    """
    for attribute in (
        "co_argcount co_posonlyargcount co_kwonlyargcount co_nlocals co_stacksize co_flags co_code co_names "
        "co_varnames co_freevars co_cellvars co_name co_qualname co_exceptiontable"
    ).split():
        assert getattr(a, attribute) == getattr(b, attribute), f"{where}: {attribute} differs"
    assert len(a.co_consts) == len(b.co_consts), where
    for x, y in zip(a.co_consts, b.co_consts, strict=True):
        if isinstance(x, types.CodeType):
            _same_code(x, y, where)
        else:
            assert type(x) is type(y) and x == y, f"{where}: constant {x!r} != {y!r}"


@pytest.mark.parametrize("table_module", TABLE_MODULES)
def test_the_table_holds_what_compiling_each_text_gives(table_module: str) -> None:
    table = importlib.import_module(table_module).CODE
    assert table, f"{table_module} is empty"
    for text, code in table.items():
        # As dataclasses.py (no __future__) execs it
        module_code = compile(text, "<string>", "exec", dont_inherit=True)
        (create,) = [c for c in module_code.co_consts if isinstance(c, types.CodeType)]
        _same_code(code, create, text.splitlines()[1])


def test_every_dataclass_uses_the_precompiled_decorator() -> None:
    """No engine or desktop module takes ``dataclass`` from :mod:`dataclasses`.

    It would compile every start.
    """
    offenders = []
    for folder in ("engine", "desktop"):
        for path in sorted((REPO / folder).rglob("*.py")):
            if path.name in ("precompiled.py", "precompiled_code.py") or "__pycache__" in path.parts:
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.module == "dataclasses":
                    if any(alias.name == "dataclass" for alias in node.names):
                        offenders.append(f"{path.relative_to(REPO)}:{node.lineno}")
    assert not offenders, "use `from .precompiled import dataclass` (or ..precompiled) in: " + ", ".join(offenders)


def _spec(cls: type) -> tuple[dict[str, Any], dict[str, Any]]:
    """The namespace and options to define ``cls`` again from scratch.

    Its own fields, as declared.
    """
    own = cls.__dict__.get("__annotations__", {})
    namespace: dict[str, Any] = {"__annotations__": dict(own), "__module__": cls.__module__}
    namespace["__qualname__"] = cls.__qualname__
    for name in own:
        f = cls.__dataclass_fields__.get(name)  # type: ignore[attr-defined]
        if f is None:
            # A ClassVar or InitVar: its class attribute, if any
            if name in cls.__dict__:
                namespace[name] = cls.__dict__[name]
            continue
        namespace[name] = dataclasses.field(
            default=f.default,
            default_factory=f.default_factory,
            init=f.init,
            repr=f.repr,
            hash=f.hash,
            compare=f.compare,
            metadata=f.metadata,
            kw_only=f.kw_only,
        )
    made = (*METHODS, "__dict__", "__weakref__", "__match_args__", "__slots__", "__getstate__", "__setstate__")
    for name, value in cls.__dict__.items():
        if name not in namespace and name not in made and not name.startswith("__dataclass_"):
            namespace[name] = value
    params = cls.__dataclass_params__  # type: ignore[attr-defined]
    options = {k: getattr(params, k) for k in ("init", "repr", "eq", "order", "unsafe_hash", "frozen")}
    options["slots"] = "__slots__" in cls.__dict__
    return namespace, options


def _method_facts(fn: Any, cls: type) -> dict[str, Any]:
    # __repr__ is wrapped by dataclasses' recursion guard
    fn = getattr(fn, "__wrapped__", fn)
    # A class in a closure is the class being made (for slots=True, the class before its slots were added).
    closure = tuple(
        ("class", c.cell_contents.__qualname__) if isinstance(c.cell_contents, type) else c.cell_contents
        for c in fn.__closure__ or ()
    )
    return {
        "qualname": fn.__qualname__,
        "module": fn.__module__,
        "defaults": fn.__defaults__,
        "kwdefaults": fn.__kwdefaults__,
        "annotations": fn.__annotations__,
        "closure": closure,
        "signature": str(inspect.signature(fn)),
        "globals": fn.__globals__ is sys.modules[fn.__module__].__dict__,
    }


def test_each_class_is_what_plain_dataclass_makes_of_it() -> None:
    """Every app dataclass, defined again both ways from its declaration.

    Fields, options, methods alike.
    """
    table = {**importlib.import_module(TABLE_MODULES[0]).CODE, **importlib.import_module(TABLE_MODULES[1]).CODE}
    fast = precompiled.precompiled_dataclass(table)
    classes = _dataclasses()
    assert len(classes) > 100
    for cls in classes:
        namespace, options = _spec(cls)
        bases = tuple(b for b in cls.__bases__)
        plain = dataclasses.dataclass(type(cls.__name__, bases, dict(namespace)), **options)
        made = fast(type(cls.__name__, bases, dict(namespace)), **options)
        assert repr(made.__dataclass_fields__) == repr(plain.__dataclass_fields__), cls
        assert repr(made.__dataclass_params__) == repr(plain.__dataclass_params__), cls
        assert getattr(made, "__match_args__", None) == getattr(plain, "__match_args__", None), cls
        assert made.__doc__ == plain.__doc__, cls
        for name in METHODS:
            ours, theirs = made.__dict__.get(name), plain.__dict__.get(name)
            assert (ours is None) == (theirs is None), (cls, name)
            if callable(ours) and callable(theirs):
                assert _method_facts(ours, made) == _method_facts(theirs, plain), (cls, name)
                _same_code(
                    getattr(ours, "__wrapped__", ours).__code__, getattr(theirs, "__wrapped__", theirs).__code__, name
                )
            else:
                assert ours == theirs, (cls, name)


def test_the_decorator_keeps_dataclass_behaviour() -> None:
    """Frozen, equal, hashed and shown as a plain dataclass, with or without options.

    Table hit or miss.
    """
    for table in ({}, importlib.import_module(TABLE_MODULES[0]).CODE):
        dataclass = precompiled.precompiled_dataclass(table)

        @dataclass(frozen=True)
        class Card:
            uid: int
            owner: str = "A"
            tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)

        @dataclass
        class Box:
            items: list[int] = dataclasses.field(default_factory=list)

        card = Card(1)
        assert card == Card(1, "A", ()) and hash(card) == hash(Card(1)) and card != Card(2)
        assert repr(card) == "test_the_decorator_keeps_dataclass_behaviour.<locals>.Card(uid=1, owner='A', tags=())"
        with pytest.raises(dataclasses.FrozenInstanceError):
            card.uid = 3  # type: ignore[misc]
        assert Box() == Box([]) and Box().items is not Box().items and Box.__hash__ is None
        assert [f.name for f in dataclasses.fields(Card)] == ["uid", "owner", "tags"]
        with pytest.raises(TypeError):
            # b has no default
            dataclass(type("Bad", (), {"__annotations__": {"a": "int", "b": "int"}, "a": 1}))


def test_an_unsupported_python_gets_plain_dataclass(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(precompiled, "SUPPORTED", False)
    assert precompiled.precompiled_dataclass({}) is dataclasses.dataclass
