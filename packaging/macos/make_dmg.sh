#!/bin/sh
# The macOS disk image: Kozel.app beside a link to /Applications, so a player opens the
# .dmg and drags the game across. Runs on macOS only (hdiutil); used by
# .github/workflows/macos.yml after PyInstaller has built dist/Kozel.app:
#
#   sh packaging/macos/make_dmg.sh dist/Kozel.app dist/kozel-VERSION-macos-ARCH.dmg
set -eu

[ $# -eq 2 ] || { echo "usage: make_dmg.sh PATH/Kozel.app OUT.dmg" >&2; exit 2; }
app=$1 out=$2
[ -d "$app/Contents/MacOS" ] || { echo "make_dmg.sh: $app is not an app bundle" >&2; exit 1; }
here=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
root=$(CDPATH='' cd -- "$here/../.." && pwd -P)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R "$app" "$stage/"
ln -s /Applications "$stage/Applications"
# The licence texts beside the app too (PyInstaller keeps the bundle's data files in
# Contents/Resources): the game's, Python's, the libraries', the fonts' and pictures'.
mkdir "$stage/Licenses"
cp "$root/LICENSE" "$stage/Licenses/kozel-MIT.txt"
for folder in licenses assets/LICENSES pygame_gui/data/licenses; do
    if [ -d "$app/Contents/Resources/$folder" ]; then
        cp -L "$app/Contents/Resources/$folder"/* "$stage/Licenses/"
    else
        echo "make_dmg.sh: warning: no $folder in the bundle's Resources" >&2
    fi
done
rm -f "$out"
hdiutil create -volname "Kozel Domino" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$out"
echo "$out"
