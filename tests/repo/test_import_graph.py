"""No import cycle in ``engine/`` or ``desktop/``.

Between modules or between packages, read from the sources.

The graph is built from the syntax trees of the files git knows (see
:func:`support.sources.python_files`), without importing anything:

- every module is a node, named as installed: ``engine/rules.py`` is
  ``archenemy.engine.rules``, a package's ``__init__.py`` is the package;
- an edge for every import of another module of the two packages, wherever
  it stands: at the top, inside a function (the lazy imports of the start-up
  path), or under ``if TYPE_CHECKING:``.  Type-only imports count: a module
  that names another's types depends on its meaning, mypy follows the
  import, and "one direction of use" must hold for the types too (two of the
  cycles this test was written against were type-only);
- relative imports are resolved against the importing module (a package's
  ``__init__`` is its own package); ``from . import x`` and ``from .. import
  texts`` point at the module ``x`` (``texts``) when there is one, else at the
  package; ``importlib.import_module("archenemy...")`` with a literal name
  counts too;
- a package's ``__init__`` that Python runs before one of its modules is not
  an edge of that module (it would make every package a cycle with its own
  modules): the package ``__init__`` files stay light instead (docstrings, or a
  lazy ``__getattr__``), and their own imports are edges like any other.

A failure names every cycle: its modules, then its shortest loop with the
file and line of each import.  The package check collapses each module into
its package (``archenemy.desktop.table.prompts.banner`` into
``archenemy.desktop.table.prompts``; the modules directly in
``archenemy.desktop`` or ``archenemy.engine`` stay nodes of their own); the
desktop's packages must moreover keep the layers ``docs/architecture.md``
draws (:data:`DESKTOP_LAYERS`): each imports only from the layers under its
own.  The engine's direction is its modules' (no cycle); its layers are not
listed here while its modules move.
"""

from __future__ import annotations

import ast
from collections import deque
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

import pytest

from support.paths import REPO
from support.sources import python_files

#: The folders of the import package and their names in it.
PACKAGES = {"engine": "archenemy.engine", "desktop": "archenemy.desktop"}
#: The packages whose modules stay nodes of their own in the package graph.
TOPS = frozenset(PACKAGES.values())


@dataclass
class Graph:
    """Modules (name → file) and their imports.

    Name → {imported name: line of the first such import}.
    """

    files: dict[str, Path] = field(default_factory=dict)
    imports: dict[str, dict[str, int]] = field(default_factory=dict)

    def edges(self, name: str) -> dict[str, int]:
        return self.imports.get(name, {})


def module_name(root: Path, path: Path) -> tuple[str, bool]:
    """``(dotted name, is a package)`` of ``path``.

    A file under one of :data:`PACKAGES`' folders of ``root``.
    """
    parts = list(path.relative_to(root).with_suffix("").parts)
    package = parts[-1] == "__init__"
    if package:
        parts.pop()
    return ".".join([PACKAGES[parts[0]], *parts[1:]]), package


def _resolve(name: str, package: bool, level: int, module: str | None) -> str:
    """The absolute name a relative import in module ``name`` names.

    ``from <level dots><module> import ...``.
    """
    base = name.split(".") if package else name.split(".")[:-1]
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, module] if module else base)


def _imported(tree: ast.Module, name: str, package: bool, known: set[str]) -> dict[str, int]:
    """Every module of ``known`` that ``tree`` (module ``name``) imports.

    With the line of its first import.
    """
    found: dict[str, int] = {}

    def add(target: str, line: int) -> None:
        while target and target not in known:
            # A name inside a module: the module
            target = target.rpartition(".")[0]
        if target and target != name:
            found[target] = min(line, found.get(target, line))

    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name, node.lineno)
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(name, package, node.level, node.module) if node.level else node.module or ""
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                add(submodule if submodule in known else target, node.lineno)
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            first = node.args[0]
            if called == "import_module" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                add(first.value, node.lineno)
    return found


def build_graph(root: Path, files: list[Path]) -> Graph:
    """The import graph of ``files`` (each under ``root``/engine or ``root``/desktop)."""
    graph = Graph()
    kinds: dict[str, bool] = {}
    for path in files:
        name, package = module_name(root, path)
        graph.files[name] = path
        kinds[name] = package
    known = set(graph.files)
    for name, path in graph.files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        graph.imports[name] = _imported(tree, name, kinds[name], known)
    return graph


def strongly_connected(nodes: list[str], edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one node, each sorted.

    Or with a self-loop.
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, {})):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1 or node in edges.get(node, {}):
                found.append(sorted(component))

    for node in sorted(nodes):
        # Depth at most the number of modules (about a hundred)
        if node not in index:
            visit(node)
    return sorted(found)


def shortest_loop(component: list[str], edges: dict[str, dict[str, int]]) -> list[str]:
    """The shortest loop inside the component (the first by name of those).

    ``[a, b, ..., a]``.

    Usually the import that closed it stands out: the one the other steps do not explain.
    """
    return min((_loop_from(start, set(component), edges) for start in component), key=lambda loop: (len(loop), loop))


def _loop_from(start: str, members: set[str], edges: dict[str, dict[str, int]]) -> list[str]:
    """A shortest loop from ``start`` back to it through ``members`` (breadth first)."""
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for target in sorted(edges.get(node, {})):
            if target == start:
                path = [node]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return [*reversed(path), start]
            if target in members and target not in came_from:
                came_from[target] = node
                queue.append(target)
    # A strongly connected component always has one
    raise AssertionError(f"no loop through {start}")


def package_of(name: str, package: bool) -> str:
    """The node of module ``name`` in the package graph.

    Its package, or itself directly under a top package.
    """
    owner = name if package else name.rpartition(".")[0]
    return name if owner in TOPS and not package else owner


def package_graph(graph: Graph) -> tuple[dict[str, dict[str, int]], dict[tuple[str, str], tuple[str, str, int]]]:
    """Edges between packages, and for each the first module import that makes it.

    Importer, imported, line.
    """
    node_of = {name: package_of(name, graph.files[name].name == "__init__.py") for name in graph.files}
    edges: dict[str, dict[str, int]] = {}
    why: dict[tuple[str, str], tuple[str, str, int]] = {}
    for name in sorted(graph.files):
        for target, line in sorted(graph.edges(name).items()):
            a, b = node_of[name], node_of[target]
            if a != b:
                edges.setdefault(a, {}).setdefault(b, line)
                why.setdefault((a, b), (name, target, line))
    return edges, why


def describe_cycles(graph: Graph) -> list[str]:
    """One paragraph per module cycle.

    Its modules, then a loop with each import's file and line.
    """
    report = []
    for component in strongly_connected(list(graph.files), graph.imports):
        loop = shortest_loop(component, graph.imports)
        steps = [f"    {_shown(graph.files[a])}:{graph.edges(a)[b]} imports {b}" for a, b in pairwise(loop)]
        report.append(f"  {' ↔ '.join(component)}\n    loop: {' → '.join(loop)}\n" + "\n".join(steps))
    return report


def describe_package_cycles(graph: Graph) -> list[str]:
    """One paragraph per package cycle.

    Its packages, then a loop with the module import behind each step.
    """
    edges, why = package_graph(graph)
    nodes = sorted({package_of(n, graph.files[n].name == "__init__.py") for n in graph.files})
    report = []
    for component in strongly_connected(nodes, edges):
        loop = shortest_loop(component, edges)
        steps = []
        for a, b in pairwise(loop):
            importer, imported, line = why[(a, b)]
            steps.append(f"    {_shown(graph.files[importer])}:{line} imports {imported}")
        report.append(f"  {' ↔ '.join(component)}\n    loop: {' → '.join(loop)}\n" + "\n".join(steps))
    return report


def _shown(path: Path) -> str:
    try:
        return path.relative_to(REPO).as_posix()
    except ValueError:
        return path.as_posix()


def _repository_graph(folder: str) -> Graph:
    files = python_files(folder)
    assert files, f"no Python files found under {folder}/"
    return build_graph(REPO, files)


# ----- the repository ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("folder", list(PACKAGES))
def test_no_import_cycle_between_modules(folder: str) -> None:
    graph = _repository_graph(folder)
    cycles = describe_cycles(graph)
    if cycles:
        pytest.fail(f"import cycles in {folder}/ (put what they share one floor down):\n" + "\n".join(cycles), False)


@pytest.mark.parametrize("folder", list(PACKAGES))
def test_no_import_cycle_between_packages(folder: str) -> None:
    graph = _repository_graph(folder)
    cycles = describe_package_cycles(graph)
    if cycles:
        pytest.fail(f"import cycles between the packages of {folder}/:\n" + "\n".join(cycles), pytrace=False)


#: The desktop's packages and top-level modules in layers, top first, as ``docs/architecture.md`` draws them:
#: each imports only from the layers under its own (and the engine), never from its own layer or above.
DESKTOP_LAYERS: tuple[tuple[str, ...], ...] = (
    # The package (a docstring) and the ``archenemy`` command
    ("desktop", "desktop.cli"),
    # Start-up and the event loop
    ("desktop.app",),
    # The main window and its parts
    ("desktop.table",),
    # The table in other shapes: shows the parts below (the scheme card)
    ("desktop.table.displays",),
    (
        "desktop.table.prompts",
        "desktop.table.seats",
        "desktop.table.schemes",
        "desktop.table.planes",
        "desktop.table.dialogs",
    ),
    # What the table opens
    ("desktop.deck_builder", "desktop.share", "desktop.statistics"),
    # Qt building blocks; the cards' images (the displays and the phones show them)
    ("desktop.widgets", "desktop.card_images"),
    (
        "desktop.session",
        "desktop.table_view",
        "desktop.roster",
        # The game and its journal; what every display shows of it; the group's players
    ),
    # The game files on disk (locks, exclusive creation, setting aside); the session's resume snapshots,
    # written as the game goes and read back.
    ("desktop.journal_files", "desktop.session_resume"),
    (
        "desktop.resume",
        "desktop.resume_ahead",
        "desktop.origins",
        "desktop.undo_steps",
        "desktop.history",
        "desktop.settings",
        "desktop.texts",
        "desktop.theme",
        "desktop.icon",
        "desktop.async_slots",
        "desktop.image_client",
    ),
    ("desktop.i18n", "desktop.paths", "desktop.feature_hook", "desktop.heap"),
    # Qt's catalogues read without Qt; the languages the app speaks.
    ("desktop.qm",),
    ("desktop.languages",),
)


def test_desktop_packages_import_only_the_layers_under_theirs() -> None:
    graph = _repository_graph("desktop")
    rank = {f"archenemy.{name}": index for index, layer in enumerate(DESKTOP_LAYERS) for name in layer}
    edges, why = package_graph(graph)
    nodes = {package_of(name, graph.files[name].name == "__init__.py") for name in graph.files}
    unplaced = sorted(nodes - set(rank))
    assert not unplaced, f"give these a layer in DESKTOP_LAYERS and docs/architecture.md: {unplaced}"
    upward = [
        f"  {_shown(graph.files[why[(a, b)][0]])}:{why[(a, b)][2]} imports {why[(a, b)][1]} ({a} → {b})"
        for a, targets in sorted(edges.items())
        for b in sorted(targets)
        if rank[b] <= rank[a]
    ]
    if upward:
        pytest.fail("imports against the layers (docs/architecture.md):\n" + "\n".join(upward), pytrace=False)


#: The main window's parts (``table/``'s own modules), lowest first: each imports only the parts before it,
#: and the window all of them (docs/architecture.md, "The table, by what a player sees").
WINDOW_PARTS = (
    "player_panels",
    "window_dialogs",
    "totals",
    "images",
    "game_end",
    "game_night",
    "game_files",
    "menus",
    "turn_bar",
    "layout",
    "second_window",
    "alerts",
    "actions",
    "window",
)


def test_the_window_parts_import_only_the_parts_under_theirs() -> None:
    """A part names only the parts below it.

    Nothing but the package's lazy ``__getattr__`` imports the window.
    """
    graph = _repository_graph("desktop")
    table = "archenemy.desktop.table"
    rank = {f"{table}.{name}": index for index, name in enumerate(WINDOW_PARTS)}
    against = [
        f"{part} imports {other}"
        for part in rank
        for other in graph.edges(part)
        if other in rank and rank[other] >= rank[part]
    ]
    assert not against, f"window parts importing a part at or above their own: {against}"
    importers = sorted(name for name in graph.files if f"{table}.window" in graph.edges(name))
    assert importers == [table], importers


def test_the_graph_sees_the_imports_it_must() -> None:
    """The real tree's graph has the edges of each kind of import.

    A reader that sees none finds no cycle.
    """
    graph = build_graph(REPO, python_files("desktop"))
    table = "archenemy.desktop.table"
    # The package's lazy __getattr__: a function-level import
    assert f"{table}.window" in graph.edges(table)
    # From .. import texts: the module
    assert "archenemy.desktop.texts" in graph.edges(f"{table}.window")
    # From .. import theme
    assert "archenemy.desktop.theme" in graph.edges("archenemy.desktop.deck_builder.styling")
    # Under TYPE_CHECKING only
    assert "archenemy.desktop.session" in graph.edges("archenemy.desktop.share.live")
    # In a function
    assert "archenemy.desktop.table.dialogs.new_game" in graph.edges("archenemy.desktop.app")


# ----- the reader on made-up trees: it finds what it must --------------------------------------------------------
def _tree(tmp_path: Path, sources: dict[str, str]) -> Graph:
    files = []
    for relative, text in sources.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        files.append(path)
    for folder in {Path(relative).parts[0] for relative in sources}:
        init = tmp_path / folder / "__init__.py"
        if not init.exists():
            init.write_text("", encoding="utf-8")
            files.append(init)
    return build_graph(tmp_path, files)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("from .b import thing\n", "from .a import other\n"),
        # From . import module
        ("from . import b\n", "from . import a\n"),
        # Function-level, absolute
        ("def f():\n    from .b import thing\n", "import archenemy.engine.a\n"),
        (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import Thing\n",
            "from .a import thing\n",
            # Type-only imports count
        ),
        ("import importlib\nimportlib.import_module('archenemy.engine.b')\n", "from ..engine.a import x\n"),
    ],
    ids=["from-module", "from-package-import-module", "function-level-and-absolute", "type-checking", "import-module"],
)
def test_a_two_module_cycle_is_found_and_named(tmp_path: Path, a: str, b: str) -> None:
    graph = _tree(tmp_path, {"engine/a.py": a, "engine/b.py": b})
    cycles = describe_cycles(graph)
    assert len(cycles) == 1
    assert "archenemy.engine.a ↔ archenemy.engine.b" in cycles[0]
    assert "loop: archenemy.engine.a → archenemy.engine.b → archenemy.engine.a" in cycles[0]
    assert "engine/a.py:" in cycles[0] and "engine/b.py:" in cycles[0]


def test_a_longer_cycle_is_named_whole_and_a_one_way_chain_is_not_a_cycle(tmp_path: Path) -> None:
    graph = _tree(
        tmp_path,
        {
            "desktop/x/__init__.py": "",
            "desktop/x/one.py": "from ..y.two import f\n",
            "desktop/y/__init__.py": "",
            "desktop/y/two.py": "from ..z import three\n",
            "desktop/z/__init__.py": "",
            "desktop/z/three.py": "def g():\n    from ..x.one import h\n",
            "desktop/chain.py": "from .x import one\nfrom .z import three\n",
        },
    )
    cycles = describe_cycles(graph)
    assert len(cycles) == 1
    loop = "archenemy.desktop.x.one → archenemy.desktop.y.two → archenemy.desktop.z.three → archenemy.desktop.x.one"
    assert f"loop: {loop}" in cycles[0]
    assert "chain" not in cycles[0]


def test_a_package_cycle_without_a_module_cycle_is_found(tmp_path: Path) -> None:
    graph = _tree(
        tmp_path,
        {
            "desktop/p/__init__.py": "",
            "desktop/p/low.py": "",
            "desktop/p/high.py": "from ..q.middle import m\n",
            "desktop/q/__init__.py": "",
            "desktop/q/middle.py": "from ..p.low import n\n",
        },
    )
    assert not describe_cycles(graph)
    (cycle,) = describe_package_cycles(graph)
    assert "archenemy.desktop.p ↔ archenemy.desktop.q" in cycle
    assert "desktop/p/high.py:1 imports archenemy.desktop.q.middle" in cycle


def test_a_package_imports_its_modules_without_a_cycle_and_a_parent_package_is_not_an_edge(tmp_path: Path) -> None:
    graph = _tree(
        tmp_path,
        {
            "desktop/table/__init__.py": "def __getattr__(name):\n    from .window import W\n    return W\n",
            "desktop/table/window.py": "from ..theme import T\n",
            "desktop/theme.py": "",
        },
    )
    assert graph.edges("archenemy.desktop.table") == {"archenemy.desktop.table.window": 2}
    assert graph.edges("archenemy.desktop.table.window") == {"archenemy.desktop.theme": 1}
    assert not describe_cycles(graph) and not describe_package_cycles(graph)
