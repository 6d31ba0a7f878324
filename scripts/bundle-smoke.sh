#!/usr/bin/env bash
# The standalone bundle where a player stands: a bare Debian with no Python at all.
#
# Unpacks the bundle (`make bundle`) into a minimal root filesystem (debootstrap --variant=minbase bookworm,
# cached between runs as a tarball), and there, as an ordinary user with an empty home, runs what a player
# does first: the command line (`trictrac score`, a PDF export with the packaged fonts), the studio's own
# picture of its archive (offscreen), then the studio itself on a real X server (Xvfb on the host, its socket
# bind-mounted), which offers on its first start to put itself in the desktop's menu (answered yes with xdotool),
# whose screen is grabbed (xwd) and checked, and the studio again with a .trictrac file given on the command
# line; then --install-desktop and --uninstall-desktop.  The pictures are kept in $BUNDLE_SMOKE_OUT (default dist/bundle-smoke/).
#
# Usage (as root, on Debian or Ubuntu; missing host tools are installed with apt-get):
#     scripts/bundle-smoke.sh [dist/trictrac-studio-VERSION-linux-x86_64.tar.gz]
# The base system is cached in $TRICTRAC_ROOTFS_CACHE (default ~/.cache/trictrac-studio); the Debian mirror
# is $DEBIAN_MIRROR, else the one apt uses, else deb.debian.org.  Every failure says what failed and stops:
# nothing is skipped.  Takes about 1.5 minutes on 2 cores once the base system is cached (making it: 4 more).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$root/pyproject.toml" | head -n 1)
tarball=${1:-$root/dist/trictrac-studio-$version-linux-$(uname -m).tar.gz}
out=${BUNDLE_SMOKE_OUT:-$root/dist/bundle-smoke}
cache=${TRICTRAC_ROOTFS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/trictrac-studio}
started=$(date +%s)
say() { printf 'bundle-smoke: %s\n' "$*"; }
fail() {
    printf 'bundle-smoke: FAILED: %s\n' "$*" >&2
    exit 1
}

[ -s "$tarball" ] || fail "no bundle at $tarball: run make bundle first"
[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot and mounts): sudo $0 $*"
command -v apt-get >/dev/null 2>&1 || fail "needs a Debian or Ubuntu host (apt-get, debootstrap)"

# -- the host's tools ------------------------------------------------------------------------------------------
need=""
for pair in debootstrap:debootstrap Xvfb:xvfb xwd:x11-apps xwininfo:x11-utils xdotool:xdotool convert:imagemagick; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || need="$need ${pair#*:}"
done
[ -e /usr/share/keyrings/debian-archive-keyring.gpg ] || need="$need debian-archive-keyring"
if [ -n "$need" ]; then
    say "installing on the host:$need"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null; } ||
        fail "apt-get could not install$need"
fi

# -- the bare system, made once and cached ---------------------------------------------------------------------
arch=$(dpkg --print-architecture)
base="$cache/debian-bookworm-minbase-$arch.tar.gz"
mirror=${DEBIAN_MIRROR:-}
if [ -z "$mirror" ]; then
    mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $2 ~ /debian\/?$/ {print $2; exit}')
fi
if [ -z "$mirror" ]; then
    mirror=$(awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
fi
mirror=${mirror:-http://deb.debian.org/debian}
work=$(mktemp -d "${TMPDIR:-/tmp}/trictrac-bundle-smoke.XXXXXX")
rootfs="$work/rootfs"
xvfb_pid=""
cleanup() {
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    for mounted in "$rootfs/tmp/.X11-unix" "$rootfs/proc" "$rootfs/dev"; do
        mountpoint -q "$mounted" 2>/dev/null && umount -l "$mounted"
    done
    rm -rf "$work"
}
trap cleanup EXIT
if [ ! -s "$base" ]; then
    say "making a bare Debian bookworm (debootstrap --variant=minbase, from $mirror)"
    mkdir -p "$cache" "$work/base"
    nice debootstrap --variant=minbase bookworm "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        fail "debootstrap: $(tail -n 5 "$work/debootstrap.log")"
    rm -rf "$work/base/var/cache/apt/archives"/*.deb "$work/base/var/lib/apt/lists"/*_Packages
    tar -C "$work/base" -czf "$base.part" . && mv "$base.part" "$base"
    rm -rf "$work/base"
    say "cached the base system in $base ($(du -h "$base" | cut -f1))"
fi
mkdir -p "$rootfs"
tar -C "$rootfs" -xzf "$base"
for name in python python3 python3.11 python3.13; do
    [ ! -e "$rootfs/usr/bin/$name" ] || fail "the bare system has $name: it must have no Python"
done
! ls -d "$rootfs"/usr/lib/python3* >/dev/null 2>&1 || fail "the bare system has a Python library"

# -- the bundle, unpacked as a player unpacks it; a player with an empty home ----------------------------------
tar -C "$rootfs/opt" -xzf "$tarball"
bundle=/opt/trictrac-studio
[ -x "$rootfs$bundle/trictrac-studio" ] && [ -x "$rootfs$bundle/trictrac" ] || fail "the bundle lacks its two programs"
chroot "$rootfs" useradd --create-home --uid 4242 --shell /bin/sh player || fail "cannot add a user in the chroot"
mkdir -p "$rootfs/tmp/.X11-unix" "$out"
[ -d /tmp/.X11-unix ] || install -d -m 1777 /tmp/.X11-unix
{ mount -t proc proc "$rootfs/proc" && mount --bind /dev "$rootfs/dev" &&
    mount --bind /tmp/.X11-unix "$rootfs/tmp/.X11-unix"; } || fail "cannot mount /proc, /dev and the X socket in the chroot"
home=/home/player
as_player() {
    chroot --userspec=4242:4242 "$rootfs" /usr/bin/env -i HOME=$home PATH=/usr/bin:/bin LANG=C.UTF-8 \
        XDG_RUNTIME_DIR=$home/.run "$@"
}
as_player mkdir -m 700 $home/.run
cd "$rootfs$home"
say "unpacked $(basename "$tarball") ($(du -sh "$rootfs$bundle" | cut -f1)) into a bare Debian without Python"

# -- what the bundle carries -----------------------------------------------------------------------------------
as_player $bundle/trictrac-studio --bundle-info >info.txt 2>&1 || fail "trictrac-studio --bundle-info: $(cat info.txt)"
grep -q '^engine: compiled' info.txt || fail "the bundle runs the pure-Python engine: $(cat info.txt)"
grep -qx "trictrac-studio $version" info.txt || fail "the bundle does not say its version, $version: $(cat info.txt)"
as_player $bundle/trictrac --version >version.txt 2>&1 && grep -qx "trictrac $version" version.txt ||
    fail "trictrac --version: $(cat version.txt)"
licences=$rootfs$bundle/_internal/licenses
for name in README.txt trictrac-studio/LICENSE Qt/LGPL-3.0.txt Python/LICENSE.txt fonts/SourceSerifPro-OFL.txt; do
    [ -s "$licences/$name" ] || fail "the bundle lacks the licence licenses/$name"
done
grep -q '^- reportlab .*(reportlab/' "$licences/README.txt" || fail "the bundle's licences lack reportlab's"
say "$(tr '\n' ';' <info.txt)"

# -- the command line ------------------------------------------------------------------------------------------
as_player $bundle/trictrac score 'B1:13,B6,B7/N1:15 N' --dice 6-1 >score.txt 2>&1 || fail "trictrac score: $(cat score.txt)"
grep -q 'total:' score.txt || fail "trictrac score gave no total: $(cat score.txt)"
say "trictrac score: $(head -n 1 score.txt)"
as_player $bundle/trictrac-studio --cli score start --dice 6-5 >cli.txt 2>&1 || fail "trictrac-studio --cli: $(cat cli.txt)"
sample=$bundle/_internal/resources/samples
[ -s "$rootfs$sample/annotees.trictrac" ] || fail "the bundle lacks the sample archive"
as_player $bundle/trictrac export booklet $sample/annotees.trictrac --game 1 -o $home/booklet.pdf >export.txt 2>&1 ||
    fail "trictrac export booklet: $(cat export.txt)"
as_player $bundle/trictrac export diagram start 'B1:13,B6,B7/N1:15 N 4-2' --caption 'Œuvre à côté' -o $home/diagram.pdf \
    >>export.txt 2>&1 || fail "trictrac export diagram: $(cat export.txt)"
for pdf in booklet.pdf diagram.pdf; do
    head -c 5 "$pdf" | grep -q '%PDF-' || fail "$pdf is not a PDF"
    grep -aq 'SourceSerifPro' "$pdf" || fail "$pdf does not embed the packaged font"
done
cp booklet.pdf "$out/"
say "exported booklet.pdf ($(wc -c <booklet.pdf) bytes) and diagram.pdf with the packaged fonts"

# -- the studio's own picture of its archive, as a first start shows it (offscreen) --------------------------
as_player env QT_QPA_PLATFORM=offscreen $bundle/trictrac-studio --screenshot $home/archive.png --archive --lang en \
    >shot.txt 2>&1 || fail "trictrac-studio --screenshot --archive: $(cat shot.txt)"
archive=.local/share/trictrac-studio/archive.sqlite
[ -s "$archive" ] || fail "the first start made no archive in the player's data folder"
as_player $bundle/trictrac archive stats --json --db "sqlite:///$home/$archive" >stats.json 2>&1 ||
    fail "trictrac archive stats: $(cat stats.json)"
grep -q '"games": 210' stats.json || fail "the archive does not hold the 210 sample parties: $(cat stats.json)"
colours=$(identify -format '%k' archive.png)
[ "$colours" -gt 500 ] || fail "archive.png has $colours colours: not the studio"
cp archive.png "$out/"
say "the first start filled the archive with the 210 sample parties; archive.png has $colours colours"

# -- the studio on a real X server (xcb), its screen grabbed ---------------------------------------------------
display=99
while [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x960x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -S "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
[ -S "/tmp/.X11-unix/X$display" ] || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
window_title() { # the main window's title (Qt's other windows are named "Trictrac Studio" alone, or "Qt …")
    xwininfo -display ":$display" -root -tree 2>/dev/null | grep -o '"Trictrac Studio — [^"]*"' | head -n 1
}
answer_menu_offer() { # the bundle's first start on a screen offers the desktop's menu entry: the player says yes
    local dialog=""
    for _ in $(seq 60); do
        dialog=$(DISPLAY=":$display" xdotool search --onlyvisible --name "Add to the desktop's menu" 2>/dev/null | head -n 1 || true)
        [ -n "$dialog" ] && break
        sleep 0.5
    done
    [ -n "$dialog" ] || fail "the bundle's first start did not offer the desktop's menu entry"
    DISPLAY=":$display" timeout 20 xdotool windowfocus --sync "$dialog" key Return || fail "cannot answer the menu entry's question"
    for _ in $(seq 20); do [ -s .local/share/applications/trictrac-studio.desktop ] && break; sleep 0.5; done
    [ -s .local/share/applications/trictrac-studio.desktop ] || fail "answering yes put no menu entry in place"
}
run_studio() { # run_studio NAME UNTIL ARGS...: start the studio on the X server, wait until its window's title
    # matches the glob UNTIL (60 s at most), let it paint, grab the screen; prints the title
    local name=$1 until=$2 title=""
    shift 2
    as_player env DISPLAY=":$display" $bundle/trictrac-studio "$@" >"$name.txt" 2>&1 &
    local pid=$!
    for _ in $(seq 120); do
        title=$(window_title)
        # shellcheck disable=SC2254 # UNTIL is a glob
        case "$title" in $until) break ;; esac
        kill -0 "$pid" 2>/dev/null || fail "the studio stopped at once: $(cat "$name.txt")"
        sleep 0.5
    done
    case "$title" in $until) ;; *) fail "the studio's window said ${title:-nothing} after 60 s, not $until: $(cat "$name.txt")" ;; esac
    if [ "$name" = studio ]; then answer_menu_offer; fi
    sleep 8 # the archive opens and paints once the window shows
    title=$(window_title)
    xwininfo -display ":$display" -root -tree >"$name.windows" 2>&1 || true
    ! grep -q '"Cannot open\|"Error' "$name.windows" || fail "the studio showed an error: $(grep '"' "$name.windows")"
    xwd -display ":$display" -root -silent >"$name.xwd" || fail "xwd could not grab the screen"
    convert "$name.xwd" "$name.png" || fail "cannot convert the grabbed screen"
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    ! grep -q 'Traceback\|qt.qpa.plugin: Could not\|ERROR' "$name.txt" || fail "the studio complained: $(cat "$name.txt")"
    cp "$name.png" "$out/"
    printf '%s' "$title"
}
plain_title=$(run_studio studio '"Trictrac Studio — *' --lang en)
title=$plain_title
colours=$(identify -format '%k' studio.png)
[ "$colours" -gt 500 ] || fail "the grabbed screen has $colours colours: the studio did not paint"
say "the studio showed its window $title on X (xcb), offered the menu entry (installed on yes), $colours colours on screen (studio.png)"

# -- a .trictrac file given on the command line ----------------------------------------------------------------
awk '/^%trictrac/ {n++} n == 1' "$rootfs$sample/annotees.trictrac" >partie.trictrac
chown 4242:4242 partie.trictrac
[ "$(grep -c '^%trictrac' partie.trictrac)" = 1 ] && grep -q '^\[Blanc "François Ménard"\]' partie.trictrac ||
    fail "could not cut one record from the sample"
title=$(run_studio record '"Trictrac Studio — [!S]*' --lang en $home/partie.trictrac)
case "$title" in
    *"Starting position"*) fail "the studio did not open partie.trictrac: its window still says $title" ;;
esac
[ "$plain_title" = '"Trictrac Studio — Starting position"' ] || fail "a plain start's window says $plain_title"
cmp -s studio.png record.png && fail "the screen is the same with partie.trictrac open"
say "trictrac-studio partie.trictrac opened the record: $title (record.png)"

# -- the desktop's menu entry, installed and removed; the archive stays ------------------------------------------
as_player $bundle/trictrac-studio --install-desktop >desktop.txt 2>&1 || fail "--install-desktop: $(cat desktop.txt)"
entry=.local/share/applications/trictrac-studio.desktop
grep -qx "Exec=$bundle/trictrac-studio %f" "$entry" || fail "the menu entry does not start the bundle: $(grep Exec "$entry")"
grep -qx 'MimeType=application/x-trictrac;application/x-trictrac-diagram;' "$entry" || fail "the menu entry opens no .trictrac"
[ -s .local/share/icons/hicolor/256x256/apps/trictrac-studio.png ] && [ -s .local/share/mime/packages/trictrac-studio.xml ] ||
    fail "--install-desktop wrote no icon or no file type"
as_player $bundle/trictrac-studio --uninstall-desktop >desktop.txt 2>&1 || fail "--uninstall-desktop: $(cat desktop.txt)"
[ ! -e "$entry" ] && [ -s "$archive" ] || fail "--uninstall-desktop left the menu entry or took the archive"
say "--install-desktop put the menu entry, the icon and the file types in place; --uninstall-desktop kept the archive"

say "passed in $(($(date +%s) - started)) s; pictures in $out"
