#!/bin/sh
# Remove what install.sh added for the current user: the menu entry, the icons, the
# AppStream metadata and every installed version in $XDG_DATA_HOME/kozel-domino-app
# (~/.local/share/kozel-domino-app). While the game runs it removes nothing and says so.
# The player's own files (settings, the saved match, the history, score pads) stay in
# $XDG_DATA_HOME/kozel-domino; delete that folder by hand to remove them as well.
set -eu

APP_ID=org.kozeldomino.kozel
MARK=.kozel-domino-install

say() {
    printf '%s\n%s\n' "$1" "$2"
}

case ${XDG_DATA_HOME:-} in
    /*) data=$XDG_DATA_HOME ;;
    *) [ -n "${HOME:-}" ] || { say "uninstall.sh: переменная HOME не задана" \
           "uninstall.sh: HOME is not set" >&2; exit 1; }
       data=$HOME/.local/share ;;
esac
dest=$data/kozel-domino-app

# Whether a game installed in $dest runs: some process's executable is a kozel in it.
running() {
    real=$(CDPATH='' cd -- "$dest" && pwd -P) || return 1
    for exe in /proc/[0-9]*/exe; do
        case $(readlink "$exe" 2>/dev/null) in
            "$real/kozel" | "$real"/kozel-*/kozel) return 0 ;;
        esac
    done
    return 1
}

if [ -f "$dest/$MARK" ] && running; then
    say "uninstall.sh: игра запущена; закройте её и запустите удаление снова." \
        "uninstall.sh: the game is running; close it and run the uninstaller again." >&2
    exit 1
fi

rm -f "$data/applications/$APP_ID.desktop" "$data/metainfo/$APP_ID.metainfo.xml"
for icon in "$data"/icons/hicolor/*/apps/"$APP_ID".png; do
    [ -f "$icon" ] || continue
    rm -f "$icon"
    # The size folders install.sh made, if nothing else is in them now.
    rmdir "${icon%/*}" "${icon%/apps/*}" 2>/dev/null || true
done
for folder in "$data/icons/hicolor" "$data/icons" "$data/metainfo"; do
    rmdir "$folder" 2>/dev/null || true
done
if [ -d "$dest" ]; then
    # Only a folder that install.sh made is removed, never anything else of that name.
    if [ -f "$dest/$MARK" ]; then
        rm -rf "$dest"
    else
        say "uninstall.sh: папку $dest создал не install.sh; она осталась как есть" \
            "uninstall.sh: $dest was not made by install.sh; left as it is" >&2
    fi
fi
[ -d "$data/icons/hicolor" ] && touch "$data/icons/hicolor"
[ -d "$data/applications" ] && touch "$data/applications"
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi

say "Домино «Козёл» удалено из меню." "Kozel Domino is removed from the menu."
say "Ваши настройки, сохранённая партия и история остались в $data/kozel-domino" \
    "Your settings, saved match and history stay in $data/kozel-domino"
