"""The frozen app's entry point: the ``archenemy`` command.

The command is ``archenemy.desktop.cli:main``.  With ``ARCHENEMY_COMPANION_PROBE`` set it runs the smoke test's self-check instead (``bundle_probe.py``):
the TLS stack, QtDBus and the JPEG plugin as the bundle has them.
"""

import os
import sys

if __name__ == "__main__":
    if os.environ.get("ARCHENEMY_COMPANION_PROBE"):
        import bundle_probe

        sys.exit(bundle_probe.run())
    from archenemy.desktop.cli import main

    sys.exit(main())
