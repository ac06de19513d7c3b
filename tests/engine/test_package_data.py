"""engine/package_data.py: the package's data files, read through its loader.

The same bytes as :mod:`importlib.resources`; a missing file is an error.
"""

from __future__ import annotations

import subprocess
import sys
from importlib import resources

import pytest

from archenemy.engine.package_data import package_file_path, read_package_bytes


@pytest.mark.parametrize(
    ("package", "parts"),
    [
        ("archenemy.resources", ("schemes.json",)),
        ("archenemy.resources", ("planes.json",)),
        ("archenemy.resources", ("icons", "archenemy-companion-16.png")),
        ("archenemy.i18n", ("schemes.es.json",)),
    ],
)
def test_a_data_file_reads_as_importlib_resources_reads_it(package: str, parts: tuple[str, ...]) -> None:
    assert read_package_bytes(package, *parts) == resources.files(package).joinpath(*parts).read_bytes()


def test_a_missing_data_file_is_file_not_found() -> None:
    with pytest.raises(FileNotFoundError):
        read_package_bytes("archenemy.resources", "no-such-file.json")
    with pytest.raises(FileNotFoundError):
        read_package_bytes("archenemy.i18n", "archenemy_xx.qm")


def test_a_data_file_on_disk_has_its_path_and_a_missing_one_none() -> None:
    path = package_file_path("archenemy.resources", "schemes.json")
    assert path is not None
    assert path.read_bytes() == read_package_bytes("archenemy.resources", "schemes.json")
    assert package_file_path("archenemy.resources", "no-such-file.json") is None
    # A folder is not a file.
    assert package_file_path("archenemy.resources", "icons") is None


def test_the_catalogues_load_without_importlib_resources() -> None:
    # Its import brings tempfile's and shutil's helpers (lzma, bz2) to every start.
    script = (
        "import sys\n"
        "from archenemy.engine.catalogue import load_catalogue\n"
        "from archenemy.engine.planes import load_planes\n"
        "assert len(load_catalogue('es')) and len(load_planes('es'))\n"
        "print(sorted(n for n in sys.modules if n.startswith('importlib.resources')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.strip() == "[]"
