#!/bin/sh
# Put Archenemy Companion in the desktop's menu for this user (no root needed):
#
#   ./install-desktop-entry.sh             install the menu entry, icon and saved-game file type
#   ./install-desktop-entry.sh --remove    take them away again (saved games are never touched)
#
# Run it from the unpacked folder; the menu entry starts ./archenemy-companion from where the folder is
# now (run it again after moving the folder).  Files go to ${XDG_DATA_HOME:-~/.local/share}.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
id=io.github.archenemy_companion.ArchenemyCompanion
data=${XDG_DATA_HOME:-$HOME/.local/share}
files="applications/$id.desktop metainfo/$id.metainfo.xml mime/packages/$id.xml icons/hicolor/scalable/apps/$id.svg"
for size in 16 24 32 48 64 128 256 512; do
    files="$files icons/hicolor/${size}x${size}/apps/$id.png"
done

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

# After a removal, the caches the refresh wrote are taken away too when nothing else of the user's is
# left for them: the MIME database (generated from mime/packages/) and the icon theme cache.
clean_caches() {
    if [ -d "$data/mime/packages" ] && [ -z "$(ls -A "$data/mime/packages")" ]; then
        find "$data/mime" -mindepth 1 -maxdepth 1 ! -name packages -exec rm -rf {} +
        rmdir "$data/mime/packages" "$data/mime" 2>/dev/null || true
    fi
    hicolor="$data/icons/hicolor"
    if [ -d "$hicolor" ] && [ -z "$(find "$hicolor" -type f ! -name icon-theme.cache -print -quit)" ]; then
        rm -rf "$hicolor"
    fi
}

if [ "${1:-}" = "--remove" ]; then
    for f in $files; do rm -f "$data/$f"; done
    refresh
    clean_caches
    echo "Archenemy Companion's menu entry removed (the app's folder and saved games are untouched)."
    exit 0
fi

for f in $files; do
    mkdir -p "$(dirname "$data/$f")"
    cp "$here/share/$f" "$data/$f"
done
# The menu entry starts this folder's executable.  Desktop Entry Specification: in Exec the path is one
# double-quoted argument with ", `, $ and \ backslash-escaped and % doubled (field codes), then, as in
# every string value, each backslash doubled; TryExec takes the plain string (backslashes doubled).
exe="$here/archenemy-companion"
case "$exe" in *"
"*) echo "The folder's path holds a line break; move the folder elsewhere first." >&2; exit 1 ;; esac
exec_arg=$(printf '%s\n' "$exe" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
try_exec=$(printf '%s\n' "$exe" | sed -e 's/\\/\\\\/g')
entry="$data/applications/$id.desktop"
tmp="$entry.tmp"
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "Exec=archenemy-companion "*) printf 'Exec="%s" %s\n' "$exec_arg" "${line#Exec=archenemy-companion }" ;;
        "TryExec=archenemy-companion") printf 'TryExec=%s\n' "$try_exec" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$entry" > "$tmp"
mv "$tmp" "$entry"
refresh
echo "Archenemy Companion is in the menu (Games). Remove it with: $0 --remove"
