#!/bin/sh
# The system libraries that PySide6's wheels load but do not carry.
#
# PySide6 ships Qt itself, but Qt loads a few libraries of the system: GLib (QtCore), OpenGL/EGL,
# fontconfig and xkbcommon (QtGui), D-Bus; and, to draw on a real X11 display, the xcb libraries.
# A Linux desktop has them; a bare machine with nothing but Python does not, and then the studio
# cannot start and the test suite cannot even import Qt.
#
#   scripts/qt-libs.sh test    before the tests (offscreen): the core libraries, if Qt cannot be imported
#   scripts/qt-libs.sh run     before opening the studio: the core libraries and the xcb ones (X11), with or
#                              without a display now (a desktop session may start later; Qt aborts without them)
#   scripts/qt-libs.sh bundle  before `make bundle`: all of them, which the bundle carries
#   scripts/qt-libs.sh --list  every package named above (README.md lists the same)
#
# As root on Debian or Ubuntu the missing packages are installed with apt-get (as .ci/run installs its
# PostgreSQL); otherwise they are named, for `apt-get install ...` as root (or with sudo).  PYTHON is the interpreter of the
# project's environment (the Makefile passes .venv/bin/python).
set -eu

CORE="libglib2.0-0 libgl1 libegl1 libfontconfig1 libfreetype6 libxkbcommon0 libdbus-1-3"
XCB="libxcb1 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1
libxcb-xfixes0 libxcb-xkb1 libxkbcommon-x11-0"
PYTHON="${PYTHON:-python3}"

mode="${1:-run}"
case "$mode" in
    --list) echo $CORE $XCB; exit 0 ;;
    test | run | bundle) ;;
    *) echo "usage: scripts/qt-libs.sh test|run|bundle|--list" >&2; exit 2 ;;
esac

qt_imports() {
    "$PYTHON" -c "import PySide6.QtWidgets" >/dev/null 2>&1
}

wanted=""
qt_imports || wanted="$CORE"
case "$mode:${QT_QPA_PLATFORM:-xcb}" in
    run:xcb* | bundle:*) wanted="$wanted $XCB" ;;
esac
[ "$mode" = bundle ] && wanted="$CORE $XCB"
[ -n "$wanted" ] || exit 0
[ "$(uname -s)" = Linux ] && command -v dpkg >/dev/null 2>&1 || {
    qt_imports || echo "Qt cannot load its system libraries (OpenGL, EGL, fontconfig, GLib…): install them with your system's packages" >&2
    exit 0
}

# Installed under its name or under the name Debian 13 and Ubuntu 24.04 gave it when time_t grew to 64 bits
# (libglib2.0-0t64), which provides the old name: apt-get installs that one when asked for the old name.
installed() {
    for name in "$1" "${1}t64"; do
        [ "$(dpkg-query -W -f '${db:Status-Status}' "$name" 2>/dev/null)" = installed ] && return 0
    done
    return 1
}

missing=""
for package in $wanted; do
    installed "$package" || missing="$missing $package"
done
if [ -n "$missing" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing the system libraries Qt needs:$missing" >&2
        if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null; }; then
            echo "apt-get could not install them; Qt may not start" >&2
        fi
    else
        echo "Qt needs these system libraries; install them as root (or with sudo) with: apt-get install$missing" >&2
    fi
fi
if [ "$mode" = test ] && ! qt_imports; then
    echo "Qt cannot be imported ($("$PYTHON" -c "import PySide6.QtWidgets" 2>&1 | tail -n 1)): the GUI tests cannot run on this machine" >&2
    exit 1
fi
exit 0
