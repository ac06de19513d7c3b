"""The frozen app's entry point: the ``archenemy`` command (``archenemy.desktop.cli:main``)."""

import sys

from archenemy.desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
