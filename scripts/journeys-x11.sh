#!/bin/sh
# The journey suite on a real X server: Xvfb with a window manager (openbox), Qt on its xcb platform, at a small
# screen's size (1024×700 unless SIZE says otherwise).  What the offscreen platform hides shows here: a question
# asked while the window is first shown (it crashed the studio), dialogs that must be answered, windows the
# window manager places and sizes.
#
#   scripts/journeys-x11.sh [PYTEST ARGS…]      (the Makefile's `make journeys-x11`; .ci/run runs it)
#
# As root on Debian or Ubuntu, Xvfb, openbox and Qt's xcb libraries are installed when missing; elsewhere
# they are named.  PYTHON is the project's interpreter (.venv/bin/python).
set -eu
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-.venv/bin/python}"
SIZE="${SIZE:-1024x700}"

need=""
command -v Xvfb >/dev/null 2>&1 || need="$need xvfb"
command -v openbox >/dev/null 2>&1 || need="$need openbox"
if [ -n "$need" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null
    else
        echo "the journeys on X11 need:$need (as root, or with sudo: apt-get install$need)" >&2
        exit 1
    fi
fi
QT_QPA_PLATFORM=xcb PYTHON="$PYTHON" sh scripts/qt-libs.sh run

# A free display number: the first whose lock file is absent.
display=90
while [ -e "/tmp/.X$display-lock" ] || [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 "${SIZE}x24" -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
openbox_pid=""
cleanup() {
    [ -n "$openbox_pid" ] && kill "$openbox_pid" 2>/dev/null || true
    kill "$xvfb" 2>/dev/null || true
}
trap cleanup EXIT INT TERM
tries=0
until [ -e "/tmp/.X11-unix/X$display" ]; do
    tries=$((tries + 1))
    if [ "$tries" -gt 100 ]; then echo "Xvfb did not start on :$display" >&2; exit 1; fi
    sleep 0.1
done
DISPLAY=":$display" openbox >/dev/null 2>&1 &
openbox_pid=$!
sleep 1
echo "the journeys on X11: Xvfb :$display at $SIZE, openbox, QT_QPA_PLATFORM=xcb"
# The monkeys stay offscreen (`make test` runs them): their random events land elsewhere on a real display, where
# one drives the archive's filters to other games than it then waits for, and their timing bound (10 s an action)
# is for the offscreen platform.
DISPLAY=":$display" QT_QPA_PLATFORM=xcb "$PYTHON" -m pytest -p no:cacheprovider -o faulthandler_timeout=300 \
    tests/journeys --ignore tests/journeys/test_journey_monkey.py "$@"
