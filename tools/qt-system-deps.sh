#!/usr/bin/env bash
# Check (and, as root, install) the Debian/Ubuntu packages Qt needs at run time.
#
#   tools/qt-system-deps.sh [offscreen|x11|xvfb]
#
#   offscreen  the libraries for QT_QPA_PLATFORM=offscreen (the tests)  [default]
#   x11        offscreen + the xcb libraries for a window on a real X display
#   xvfb       x11 + xvfb, xauth and xdotool, for `xvfb-run` (CI, screenshots, real-X tests)
#
# Quiet when nothing is missing.  When something is missing: as root with
# apt-get, installs it (apt-get update + install --no-install-recommends);
# otherwise exits 1 printing the `sudo apt-get install ...` line to run.
# On a system without dpkg the check is skipped with a note.
# Set QT_SYSTEM_DEPS=skip to skip the check entirely.
set -euo pipefail

profile="${1:-offscreen}"

offscreen=(libgl1 libegl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 fonts-dejavu-core)
xcb=(libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
     libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-sync1 libxcb-xfixes0 libxcb-shm0
     libx11-xcb1)
xvfb=(xvfb xauth xdotool)  # xdotool: real key presses in tests/desktop/table/displays/test_displays_x11.py

case "$profile" in
    offscreen) wanted=("${offscreen[@]}") ;;
    x11)       wanted=("${offscreen[@]}" "${xcb[@]}") ;;
    xvfb)      wanted=("${offscreen[@]}" "${xcb[@]}" "${xvfb[@]}") ;;
    *) echo "usage: $0 [offscreen|x11|xvfb]" >&2; exit 2 ;;
esac

if [ "${QT_SYSTEM_DEPS:-}" = "skip" ]; then
    exit 0
fi

source "$(dirname "$0")/debian-packages.sh"
ensure_debian_packages Qt "${wanted[@]}"
