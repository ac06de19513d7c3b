# Sourced by tools/qt-system-deps.sh and packaging/linux/build-deps.sh: one way to check and
# install Debian packages.
#
#   ensure_debian_packages WHAT PACKAGE...
#
# Returns at once when every PACKAGE is installed (a `t64` variant counts: Debian 13 and
# Ubuntu 24.04 renamed some libraries). Otherwise, as root with apt-get, installs the missing
# ones; else prints the `sudo apt-get install` line for WHAT ("Qt", "make dist") and exits 1.
# Without dpkg (not Debian) it says so and returns.  apt waits up to APT_LOCK_TIMEOUT seconds
# (default 600) for a package manager that holds the lock (an unattended upgrade, another build)
# instead of failing at once.

APT_LOCK_TIMEOUT=${APT_LOCK_TIMEOUT:-600}
apt_get() {
    apt-get -o DPkg::Lock::Timeout="$APT_LOCK_TIMEOUT" "$@"
}

debian_package_installed() {
    local p status
    for p in "$1" "$1t64"; do
        status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
        [ "$status" = "install ok installed" ] && return 0
    done
    return 1
}

ensure_debian_packages() {
    local what=$1
    shift
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "note: no dpkg here; not checking the packages $what needs (see docs/development.md)" >&2
        return 0
    fi
    local missing=() p
    for p in "$@"; do
        debian_package_installed "$p" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing the packages $what needs: ${missing[*]}" >&2
        apt_get update -qq
        DEBIAN_FRONTEND=noninteractive apt_get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
        return 0
    fi
    echo "$what needs packages that are not installed; install them with:" >&2
    echo "    sudo apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 1
}
