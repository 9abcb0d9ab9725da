#!/bin/sh
# check-deb.sh CPACK CPACKCONFIG WORKDIR VERSION
# Builds the .deb with CPack and checks what it holds: exactly the expected files under /usr, the
# package fields, and a desktop file and metainfo that still validate once installed.
set -eu
cpack=$1 config=$2 work=$3 version=$4
rm -rf "$work" && mkdir -p "$work"
"$cpack" --config "$config" -B "$work" >"$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/kova-planner_"$version"_*.deb)
echo "package: $deb"
dpkg-deb -c "$deb" | tee "$work/contents.txt"
# Regular files only, as paths.
awk '$1 ~ /^-/ { print $6 }' "$work/contents.txt" | sort > "$work/files.txt"
cat > "$work/expected.txt" <<LIST
./usr/bin/kova-planner
./usr/share/applications/org.kova.Planner.desktop
./usr/share/icons/hicolor/scalable/apps/org.kova.Planner.svg
./usr/share/metainfo/org.kova.Planner.metainfo.xml
LIST
if ! diff -u "$work/expected.txt" "$work/files.txt"; then
    echo "FAIL: the package's files differ from the expected list (above: - expected, + packaged)"
    exit 1
fi
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = kova-planner ] || { echo "FAIL: Package is $(field Package)"; exit 1; }
[ "$(field Version)" = "$version" ] || { echo "FAIL: Version is $(field Version)"; exit 1; }
for dependency in libqt6widgets6 libqt6sql6-sqlite; do
    case "$(field Depends)" in
    *"$dependency"*) ;;
    *) echo "FAIL: Depends lacks $dependency: $(field Depends)"; exit 1 ;;
    esac
done
# The binary is executable for everyone and the data files are not.
grep -q '^-rwxr-xr-x .* ./usr/bin/kova-planner$' "$work/contents.txt" || { echo "FAIL: kova-planner mode"; exit 1; }
if grep -E '^-..x.* ./usr/share/' "$work/contents.txt"; then echo "FAIL: executable data files"; exit 1; fi
dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/usr/share/applications/org.kova.Planner.desktop"
appstreamcli validate --no-net "$work/root/usr/share/metainfo/org.kova.Planner.metainfo.xml" >/dev/null
"$work/root/usr/bin/kova-planner" --version | grep -qx "kova-planner $version" || { echo "FAIL: packaged binary"; exit 1; }
echo "PASS: $(wc -l < "$work/files.txt") files, Depends: $(field Depends)"
