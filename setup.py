"""The build step that compiles the translations into the wheel.

``i18n/*.ts`` -> ``archenemy/i18n/*.qm``.

Everything else about the package is in ``pyproject.toml``, except its
version: ``packaging/version.py`` reads it from the ``VERSION`` file (see
there and docs/packaging.md).  ``build_py`` (what ``pip wheel``,
``pip install``, ``pipx install`` and ``python -m build`` run)
compiles every ``i18n/*.ts`` with PySide6's ``lrelease`` into the build folder,
so a wheel built from a clean clone or from the sdist speaks Spanish.  PySide6
is a build requirement (``[build-system] requires``) for that; without it, or
when ``lrelease`` fails, the build fails: a package without its translations is
never built silently.  An editable install (``pip install -e .``, what ``make``
uses) reads the ``.qm`` files ``make translations`` builds in the source tree.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def _version() -> str:
    """``packaging/version.py``'s answer for this source tree.

    Loaded by path: it is not a package.
    """
    import importlib.util

    path = Path(__file__).resolve().parent / "packaging" / "version.py"
    spec = importlib.util.spec_from_file_location("archenemy_build_version", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"build: cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.resolve(path.parent.parent))


#: lrelease run by the interpreter that runs the build (PySide6's own launcher), or the command
#: ``ARCHENEMY_LRELEASE`` names: a PySide6 built without Qt's tools (the Flatpak PySide6 BaseApp) has
#: none, and the Flatpak SDK's Qt has its own (packaging/flatpak/).
LRELEASE = (
    [os.environ["ARCHENEMY_LRELEASE"]]
    if os.environ.get("ARCHENEMY_LRELEASE")
    else [
        sys.executable,
        "-c",
        "import sys; from PySide6.scripts.pyside_tool import lrelease; sys.argv[0] = 'lrelease'; sys.exit(lrelease())",
    ]
)


class BuildPyWithTranslations(build_py):
    """``build_py`` that also writes the compiled translations.

    ``archenemy/i18n/<name>.qm`` for every ``i18n/<name>.ts``.
    """

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        sources = sorted(Path("i18n").glob("*.ts"))
        if not sources:
            raise SystemExit("build: no i18n/*.ts translation sources (is this a complete source tree?)")
        target = Path(self.build_lib) / "archenemy" / "i18n"
        target.mkdir(parents=True, exist_ok=True)
        for ts in sources:
            qm = target / f"{ts.stem}.qm"
            try:
                result = subprocess.run([*LRELEASE, "-silent", str(ts), "-qm", str(qm)], capture_output=True, text=True)
            except OSError as exc:
                raise SystemExit(f"build: cannot run lrelease {LRELEASE[0]}: {exc.strerror}") from None
            if result.returncode != 0 or not qm.is_file() or qm.stat().st_size == 0:
                raise SystemExit(
                    f"build: lrelease failed on {ts} (is PySide6 installed?)\n{result.stdout}{result.stderr}"
                )
            self.announce(f"compiled {ts} -> {qm}", level=2)


setup(version=_version(), cmdclass={"build_py": BuildPyWithTranslations})
