#!/bin/sh
# Install «Домино Козёл» (Kozel Domino) for the current user, from the unpacked archive:
#
#   ./install.sh
#
# copies the game into $XDG_DATA_HOME/kozel-domino-app (~/.local/share/kozel-domino-app
# when XDG_DATA_HOME is not set) and adds its entry and icon under the same data folder
# (applications/, icons/hicolor/), so the game is in the desktop's menu and starts with a
# click. Nothing outside the home folder is touched and no root is needed. Running it
# again (say, from a newer archive) replaces the program and keeps every save.
# ./uninstall.sh (also inside the installed folder) removes what this script added.
set -eu

APP_ID=org.kozeldomino.kozel
MARK=.kozel-domino-install

fail() {
    echo "install.sh: $*" >&2
    exit 1
}

# The XDG base directory rules: a relative or empty XDG_DATA_HOME is ignored.
data_home() {
    case ${XDG_DATA_HOME:-} in
        /*) printf '%s\n' "$XDG_DATA_HOME" ;;
        *) [ -n "${HOME:-}" ] || fail "HOME is not set"; printf '%s\n' "$HOME/.local/share" ;;
    esac
}

# A path as an Exec= value: quoted, with \ " ` $ escaped inside the quotes and % doubled
# (the Exec rules), then every backslash doubled (the rules of any string value).
exec_value() {
    quoted=$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g')
    printf '"%s"' "$quoted" | sed -e 's/\\/\\\\/g'
}

# The desktop entry of the archive with Exec and TryExec pointing at the installed game.
write_entry() {
    source_entry=$1 target=$2 program=$3
    exec_line="Exec=$(exec_value "$program")"
    try_line="TryExec=$(printf '%s' "$program" | sed -e 's/\\/\\\\/g')"
    EXEC_LINE=$exec_line TRY_LINE=$try_line awk '
        /^Exec=/ { print ENVIRON["EXEC_LINE"]; next }
        /^TryExec=/ { print ENVIRON["TRY_LINE"]; next }
        { print }
    ' "$source_entry" >"$target.tmp"
    mv -f "$target.tmp" "$target"
}

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
if [ ! -x "$here/kozel" ] || [ ! -f "$here/share/applications/$APP_ID.desktop" ]; then
    fail "the game is not beside this script in $here (unpack the whole archive first)"
fi
data=$(data_home)
dest=$data/kozel-domino-app
case $dest in *'
'*) fail "the data folder's path holds a line break: $dest" ;; esac

# 1. The program: a full copy made beside the old one, then swapped in, so a copy that
#    fails half-way leaves the installed game as it was.
if [ "$here" != "$dest" ]; then
    if [ -e "$dest" ] && [ ! -f "$dest/$MARK" ]; then
        fail "$dest exists and was not made by this script: move it away first"
    fi
    mkdir -p "$data"
    fresh=$dest.new-$$
    rm -rf "$fresh"
    cp -R -p "$here/." "$fresh" || { rm -rf "$fresh"; fail "could not copy the game to $fresh"; }
    printf '%s\n' "$APP_ID" >"$fresh/$MARK"
    if [ -e "$dest" ]; then
        rm -rf "$dest"
    fi
    mv "$fresh" "$dest"
fi

# 2. The menu entry and the icons, in the freedesktop places of the user's data folder.
mkdir -p "$data/applications"
write_entry "$dest/share/applications/$APP_ID.desktop" \
    "$data/applications/$APP_ID.desktop" "$dest/kozel"
for icon in "$dest"/share/icons/hicolor/*/apps/"$APP_ID".png; do
    [ -f "$icon" ] || continue
    size=$(basename "$(dirname "$(dirname "$icon")")")
    mkdir -p "$data/icons/hicolor/$size/apps"
    cp -f "$icon" "$data/icons/hicolor/$size/apps/$APP_ID.png"
done
# Menus watch these folders; a newer folder time makes icon caches look again.
touch "$data/icons/hicolor" "$data/applications"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi

echo "Домино «Козёл» установлено: ищите его в меню, в разделе «Игры»."
echo "Kozel Domino is installed: find it in the desktop's menu under Games."
echo "  program: $dest/kozel"
echo "  menu entry: $data/applications/$APP_ID.desktop"
echo "  to remove it: $dest/uninstall.sh"
