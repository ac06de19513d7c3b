"""The shipped card data is generated from the repository's own ``data/``.

``resources/*.json`` are what ``tools/generate_resources.py`` makes of the
curated files in ``data/`` (their preferred form of modification), byte for
byte, so a clone, an archive or the sdist rebuilds them with nothing from
outside; and no build, test or run-time file reads a folder beside the
repository.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from support.paths import REPO
from support.sources import python_files

#: The curated inputs, with the account of where each field came from.
CURATED = ("schemes.json", "precons.json", "planes.json", "SOURCES.md", "es-terms.txt")
#: A path to the old home of the curated data, beside the repository.
OUTSIDE = re.compile(r"\.\./shared|shared/data")


def test_the_curated_data_is_in_the_repository() -> None:
    missing = [name for name in CURATED if not (REPO / "data" / name).is_file()]
    assert not missing, f"missing from data/: {missing}"


def test_resources_are_what_the_generator_makes_of_data(tmp_path: Path) -> None:
    script = REPO / "tools" / "generate_resources.py"
    result = subprocess.run(
        [sys.executable, str(script), "--out", str(tmp_path), "--i18n", str(tmp_path / "i18n")],
        cwd=REPO,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    written = sorted(tmp_path.glob("*.json"))
    assert {path.name for path in written} >= {"schemes.json", "precons.json", "planes.json"}, written
    stale = [path.name for path in written if path.read_bytes() != (REPO / "resources" / path.name).read_bytes()]
    assert not stale, f"resources/ differs from what `make resources` makes of data/ (run it): {stale}"
    spanish = (tmp_path / "i18n" / "planes.es.json").read_bytes()
    assert spanish == (REPO / "i18n" / "planes.es.json").read_bytes(), "i18n/planes.es.json is stale"


def test_nothing_reads_the_data_from_outside_the_repository() -> None:
    files = [*python_files("engine"), *python_files("desktop"), *python_files("tools"), *python_files("tests")]
    files += [*python_files("packaging"), REPO / "Makefile", REPO / "setup.py"]
    found = [
        f"{path.relative_to(REPO)}:{number}"
        for path in files
        if path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if OUTSIDE.search(line)
    ]
    assert not found, f"a path to data outside the repository (the curated data is data/): {found}"
