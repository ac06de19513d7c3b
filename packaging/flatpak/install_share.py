"""Install the freedesktop files into the Flatpak: ``install_share.py SHARE``.

The desktop entry, the AppStream metainfo (releases from CHANGELOG.md), the
MIME type and the icons, named after the app id, as the tarball and the
``.deb`` have them (``packaging/linux/build_linux.py``'s ``write_share``).
The version is the installed wheel's.
"""

from __future__ import annotations

import sys
from importlib.metadata import version
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "linux"))

import build_linux  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: install_share.py SHARE", file=sys.stderr)
        return 2
    build_linux.write_share(Path(argv[0]), "", version(build_linux.NAME))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
