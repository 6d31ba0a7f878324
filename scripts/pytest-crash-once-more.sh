#!/bin/sh
# `make pytest`: the suite, run once more, whole, if the Python process itself died of a signal (a segmentation
# fault inside Qt).  The intermittent crash of the journeys that made this wrapper was found (a worker thread's
# garbage collection destroying Qt objects: studio/ui/collector.py); the wrapper stays as a net, the crash said
# loudly here and in CI's log, and a second crash fails the run.  A test that fails is never run again.
# A process killed by a signal runs no exit handlers: what the crashed run left in the temporary folder under
# the suite's names (its scratch folder `trictrac-tests-…`, a crashed studio's `trictrac-…` files) is removed
# before the second run.  Nothing else there is touched.
#   scripts/pytest-crash-once-more.sh PYTHON [PYTEST ARGS…]
python="$1"
shift
tmp="${TMPDIR:-/tmp}"
before=$(ls -A "$tmp" 2>/dev/null)
"$python" -X faulthandler -m pytest "$@"
status=$?
case "$status" in
    134 | 135 | 136 | 139)
        echo "pytest: THE PROCESS CRASHED (status $status, a signal; the trace is above): running the suite once more" >&2
        ls -A "$tmp" 2>/dev/null | while IFS= read -r name; do
            case "$name" in
                trictrac-*)
                    if ! printf '%s\n' "$before" | grep -qxF -- "$name"; then
                        echo "pytest: removing what the crashed run left: $tmp/$name" >&2
                        rm -rf -- "${tmp:?}/$name"
                    fi
                    ;;
            esac
        done
        "$python" -X faulthandler -m pytest "$@"
        exit $?
        ;;
esac
exit "$status"
