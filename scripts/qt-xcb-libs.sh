#!/bin/sh
# The system libraries Qt's xcb platform (a real X11 display) loads, which a fresh Linux desktop may lack.
# `make run` calls this before opening the studio: as root on Debian or Ubuntu it installs the missing
# packages with apt-get (as .ci/run does for its own); otherwise it names them, for
# `sudo apt-get install ...` (README.md lists the same packages).  Nothing happens when the studio does
# not draw on X11 (no DISPLAY, QT_QPA_PLATFORM=offscreen or wayland...) or on a system without dpkg.
# Usage: scripts/qt-xcb-libs.sh [--list]
set -eu

PACKAGES="libxcb1 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1
libxcb-xfixes0 libxcb-xkb1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libfreetype6 libgl1 libegl1
libdbus-1-3"

if [ "${1:-}" = "--list" ]; then
    echo $PACKAGES
    exit 0
fi

case "${QT_QPA_PLATFORM:-xcb}" in
    xcb*) ;;
    *) exit 0 ;;
esac
[ -n "${DISPLAY:-}" ] && [ "$(uname -s)" = Linux ] && command -v dpkg >/dev/null 2>&1 || exit 0

missing=""
for package in $PACKAGES; do
    dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
done
[ -n "$missing" ] || exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing the libraries Qt needs on an X11 display:$missing" >&2
    if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null; }; then
        echo "apt-get could not install them; the studio may not open on this display" >&2
    fi
else
    echo "Qt needs these libraries on an X11 display; install them with: sudo apt-get install$missing" >&2
fi
