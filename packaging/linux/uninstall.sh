#!/bin/sh
# Remove what install.sh added for the current user: the menu entry, the icons and the
# program in $XDG_DATA_HOME/kozel-domino-app (~/.local/share/kozel-domino-app).
# The player's own files (settings, the saved match, the history, score pads) stay in
# $XDG_DATA_HOME/kozel-domino; delete that folder by hand to remove them as well.
set -eu

APP_ID=org.kozeldomino.kozel
MARK=.kozel-domino-install

case ${XDG_DATA_HOME:-} in
    /*) data=$XDG_DATA_HOME ;;
    *) [ -n "${HOME:-}" ] || { echo "uninstall.sh: HOME is not set" >&2; exit 1; }
       data=$HOME/.local/share ;;
esac
dest=$data/kozel-domino-app

rm -f "$data/applications/$APP_ID.desktop"
for icon in "$data"/icons/hicolor/*/apps/"$APP_ID".png; do
    [ -f "$icon" ] && rm -f "$icon"
done
if [ -d "$dest" ]; then
    # Only a folder that install.sh made is removed, never anything else of that name.
    if [ -f "$dest/$MARK" ]; then
        rm -rf "$dest"
    else
        echo "uninstall.sh: $dest was not made by install.sh; left as it is" >&2
    fi
fi
[ -d "$data/icons/hicolor" ] && touch "$data/icons/hicolor"
[ -d "$data/applications" ] && touch "$data/applications"
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data/applications" ]; then
    update-desktop-database -q "$data/applications" 2>/dev/null || true
fi

echo "Домино «Козёл» удалено из меню. Kozel Domino is removed from the menu."
echo "Your settings, saved match and history stay in $data/kozel-domino"
