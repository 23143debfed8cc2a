#!/bin/sh
# Install «Домино Козёл» (Kozel Domino) for the current user, from the unpacked archive:
#
#   ./install.sh
#
# copies the game into its own versioned folder, $XDG_DATA_HOME/kozel-domino-app/kozel-VERSION
# (~/.local/share/... when XDG_DATA_HOME is not set), points the menu entry and the
# `current` link at it, and adds the icons and the AppStream metadata under the same data
# folder (applications/, icons/hicolor/, metainfo/), so the game is in the desktop's menu
# and starts with a click. Nothing outside the home folder is touched and no root is needed.
# Running it again (say, from a newer archive) installs the new version beside the old one
# and keeps every save; a version that is still running is never changed or removed (the
# running game reads its own files until it exits): its folder goes at the next install.
# ./uninstall.sh (also inside the installed folder) removes what this script added.
set -eu

APP_ID=org.kozeldomino.kozel
MARK=.kozel-domino-install
# Written by scripts/make_release.py when it stages the archive.
VERSION=@VERSION@

# A message in Russian and in English, each on its own line.
say() {
    printf '%s\n%s\n' "$1" "$2"
}

fail() {
    printf 'install.sh: %s\ninstall.sh: %s\n' "$1" "$2" >&2
    exit 1
}

# The XDG base directory rules: a relative or empty XDG_DATA_HOME is ignored.
data_home() {
    case ${XDG_DATA_HOME:-} in
        /*) printf '%s\n' "$XDG_DATA_HOME" ;;
        *) [ -n "${HOME:-}" ] || fail "переменная HOME не задана" "HOME is not set"
           printf '%s\n' "$HOME/.local/share" ;;
    esac
}

# Whether a running program was started from the folder $1 (a physical path): the
# executable of every process of this user is named by /proc/PID/exe.
in_use() {
    for exe in /proc/[0-9]*/exe; do
        [ "$(readlink "$exe" 2>/dev/null)" = "$1/kozel" ] && return 0
    done
    return 1
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

# Remove what is not in use: older version folders, the files of a flat 0.1.0
# install, and what an interrupted run left. Prints the names of versions still running.
tidy() {
    keep=$1
    for entry in "$dest"/* "$dest"/.[!.]*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        name=${entry##*/}
        case $name in
            "$keep" | "$MARK" | current | uninstall.sh) ;;
            .new-* | .old-*) rm -rf "$entry" ;;  # an interrupted run's
            kozel-*)
                if [ -d "$entry" ] && in_use "$real/$name"; then
                    printf '%s\n' "${name#kozel-}"
                else
                    rm -rf "$entry"
                fi ;;
            *)  # 0.1.0 kept the program directly in $dest
                if [ -e "$dest/kozel" ] && in_use "$real"; then
                    [ "$name" = kozel ] && printf '%s\n' "0.1.0"
                else
                    rm -rf "$entry"
                fi ;;
        esac
    done
}

here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
if [ ! -x "$here/kozel" ] || [ ! -f "$here/share/applications/$APP_ID.desktop" ]; then
    fail "рядом с этим скриптом в $here нет игры (сначала распакуйте весь архив)" \
        "the game is not beside this script in $here (unpack the whole archive first)"
fi
case $VERSION in
    *@*) fail "это заготовка: запускайте install.sh из архива (make release)" \
        "this is the template: run the install.sh of a release archive (make release)" ;;
esac
data=$(data_home)
dest=$data/kozel-domino-app
case $dest in *'
'*) fail "в пути к папке данных есть перевод строки: $dest" \
        "the data folder's path holds a line break: $dest" ;; esac
# 1. The program: a complete copy made first, then moved into a folder of its own, so a copy
#    that fails half-way changes nothing and a running older version keeps its files.
if [ -e "$dest" ] && [ ! -f "$dest/$MARK" ]; then
    fail "папку $dest создал не этот скрипт: сначала уберите её" \
        "$dest exists and was not made by this script: move it away first"
fi
mkdir -p "$dest"
printf '%s\n' "$APP_ID" >"$dest/$MARK"
real=$(CDPATH='' cd -- "$dest" && pwd -P)
case $here in "$real"/*)
    fail "это уже установленная копия: запустите install.sh из распакованного архива" \
        "this copy is the installed one: run the install.sh of an unpacked archive" ;; esac
fresh=$dest/.new-$$
rm -rf "$fresh"
if ! cp -R -p "$here/." "$fresh"; then
    rm -rf "$fresh"
    fail "не удалось скопировать игру в $fresh" "could not copy the game to $fresh"
fi
folder=kozel-$VERSION
n=1
while [ -e "$dest/$folder" ] && in_use "$real/$folder"; do
    n=$((n + 1))
    folder=kozel-$VERSION-$n  # the same version reinstalled while it runs
done
[ -e "$dest/$folder" ] && mv "$dest/$folder" "$dest/.old-$$"
mv "$fresh" "$dest/$folder"
cp -f "$dest/$folder/uninstall.sh" "$dest/uninstall.sh"
rm -f "$dest/current"
ln -s "$folder" "$dest/current"

# 2. The menu entry, the icons and the metainfo, in the freedesktop places of the data folder.
mkdir -p "$data/applications" "$data/metainfo"
write_entry "$dest/$folder/share/applications/$APP_ID.desktop" \
    "$data/applications/$APP_ID.desktop" "$dest/$folder/kozel"
cp -f "$dest/$folder/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/$APP_ID.metainfo.xml"
for icon in "$dest/$folder"/share/icons/hicolor/*/apps/"$APP_ID".png; do
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

# 3. The older versions, unless one still runs.
running=$(tidy "$folder")

say "Домино «Козёл» $VERSION установлено: ищите его в меню, в разделе «Игры»." \
    "Kozel Domino $VERSION is installed: find it in the desktop's menu under Games."
for old in $running; do
    say "  Версия $old ещё запущена: её папка будет удалена при следующей установке." \
        "  Version $old is still running: its folder goes at the next install."
done
say "  программа: $dest/$folder/kozel" "  program: $dest/$folder/kozel"
say "  пункт меню: $data/applications/$APP_ID.desktop" \
    "  menu entry: $data/applications/$APP_ID.desktop"
say "  удалить: $dest/uninstall.sh" "  to remove it: $dest/uninstall.sh"
