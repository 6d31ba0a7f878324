#!/bin/sh
# `make pytest`: the suite, run once more, whole, if the Python process itself died of a signal (a segmentation
# fault inside Qt).  An intermittent crash of the journeys offscreen (seen in 3 of some 8 runs of the merged suite
# in the session that wrote this, in different journeys, never alone) is not yet understood; the crash is said
# loudly here and in CI's log, and a second crash fails the run.  A test that fails is never run again.
#   scripts/pytest-crash-once-more.sh PYTHON [PYTEST ARGS…]
python="$1"
shift
"$python" -X faulthandler -m pytest "$@"
status=$?
case "$status" in
    134 | 135 | 136 | 139)
        echo "pytest: THE PROCESS CRASHED (status $status, a signal; the trace is above): running the suite once more" >&2
        "$python" -X faulthandler -m pytest "$@"
        exit $?
        ;;
esac
exit "$status"
