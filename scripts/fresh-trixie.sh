#!/usr/bin/env bash
# README.md followed word for word on a fresh Debian 13 "trixie" (Python 3.13), as a new developer follows it.
#
# In a minimal root filesystem (debootstrap --variant=minbase trixie, cached between runs as a tarball, as
# scripts/bundle-smoke.sh caches its bookworm), with nothing installed but what README.md names:
#   1. as root, the `apt-get install` lines of README.md's code blocks (the prerequisites, the compiler, Qt's
#      libraries) — except Qt's libraries, which come after step 3;
#   2. as an ordinary user with an empty home, a copy of the sources (the files git knows, committed as a clone
#      holds them): `make trictrac
#      ARGS=--version`, which makes .venv and builds the compiled engine; the engine must be the compiled one, and
#      make must have said nothing of a pure-Python fallback;
#   3. `trictrac-studio` before Qt's libraries are installed: one line that names what is missing and the command
#      that installs it, no traceback;
#   4. Qt's libraries installed (README's line), then `make run` on a real X server (Xvfb on the host, its socket
#      bind-mounted): the studio's window must show (its title), and its screen is grabbed;
#   5. `make test` (TRICTRAC_FRESH_SUITE=full, the default: ruff, mypy, the import contracts and the whole suite),
#      or only the wheel's, the Makefile's and the packaging's tests and a journey (TRICTRAC_FRESH_SUITE=quick);
#   6. the tests left nothing in the temporary folder;
#   7. with TRICTRAC_FRESH_RELEASE=1, `make release` there too (its files, SHA256SUMS, the bundle's version).
#
# Measured on 2 busy shared cores: 11 to 12 minutes with the whole suite (README's packages 40 s, make with the
# compiled engine 1–4 min, make test 6 min), 3.5 with the quick one and the release; 40 s more the first time,
# for debootstrap (a 48 MB base, and some 150 MB of .deb files cached).
# Usage (as root, on Debian or Ubuntu; missing host tools are installed with apt-get):
#     scripts/fresh-trixie.sh
# Downloads are cached between runs in $TRICTRAC_ROOTFS_CACHE (default ~/.cache/trictrac-studio): the base system
# and the .deb files (the packages are still installed afresh each time; PyPI's are downloaded again).  The Debian mirror is
# $DEBIAN_MIRROR, else the one apt uses, else deb.debian.org; PyPI must be reachable.  Every failure says what
# failed and stops: nothing is skipped.  The pictures and logs are kept in $FRESH_TRIXIE_OUT (default
# dist/fresh-trixie/).  Timings are in .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${FRESH_TRIXIE_OUT:-$root/dist/fresh-trixie}
cache=${TRICTRAC_ROOTFS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/trictrac-studio}
suite=${TRICTRAC_FRESH_SUITE:-full}
started=$(date +%s)
phase_started=$started
say() { printf 'fresh-trixie: %s\n' "$*"; }
fail() {
    printf 'fresh-trixie: FAILED: %s\n' "$*" >&2
    exit 1
}
phase() { # phase MESSAGE: said with the seconds since the last phase
    local now
    now=$(date +%s)
    say "$* ($((now - phase_started)) s)"
    phase_started=$now
}

case "$suite" in full | quick) ;; *) fail "TRICTRAC_FRESH_SUITE is full or quick, not $suite" ;; esac
[ "$(id -u)" = 0 ] || fail "needs root (debootstrap, chroot and mounts): sudo $0"
command -v apt-get >/dev/null 2>&1 || fail "needs a Debian or Ubuntu host (apt-get, debootstrap)"

# -- the host's tools ------------------------------------------------------------------------------------------
need=""
for pair in debootstrap:debootstrap Xvfb:xvfb xwd:x11-apps xwininfo:x11-utils convert:imagemagick git:git; do
    command -v "${pair%%:*}" >/dev/null 2>&1 || need="$need ${pair#*:}"
done
[ -e /usr/share/keyrings/debian-archive-keyring.gpg ] || need="$need debian-archive-keyring"
[ -e /usr/share/debootstrap/scripts/trixie ] || need="$need debootstrap"
if [ -n "$need" ]; then
    say "installing on the host:$need"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null; } ||
        fail "apt-get could not install$need"
fi
[ -e /usr/share/debootstrap/scripts/trixie ] || fail "this host's debootstrap does not know trixie"

# -- the bare system, made once and cached ---------------------------------------------------------------------
arch=$(dpkg --print-architecture)
base="$cache/debian-trixie-minbase-$arch.tar.gz"
mirror=${DEBIAN_MIRROR:-}
if [ -z "$mirror" ]; then
    mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $2 ~ /debian\/?$/ {print $2; exit}')
fi
if [ -z "$mirror" ]; then
    mirror=$(awk '$1 == "deb" && $2 ~ /debian\/?$/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
fi
mirror=${mirror:-http://deb.debian.org/debian}
mkdir -p "$cache" "$out"
work=$(mktemp -d "${TMPDIR:-/tmp}/trictrac-fresh-trixie.XXXXXX")
rootfs="$work/rootfs"
xvfb_pid=""
cleanup() {
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    # the studio or make may still run in the chroot after a failure: stop what runs there, by its root
    for pid in $(ls /proc | grep -E '^[0-9]+$'); do
        [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$rootfs" ] && kill -9 "$pid" 2>/dev/null || true
    done
    for mounted in "$rootfs/tmp/.X11-unix" "$rootfs/var/cache/apt/archives" "$rootfs/proc" "$rootfs/dev"; do
        mountpoint -q "$mounted" 2>/dev/null && umount -R -l "$mounted"
    done
    rm -rf "$work"
}
trap cleanup EXIT
if [ ! -s "$base" ]; then
    say "making a bare Debian trixie (debootstrap --variant=minbase, from $mirror)"
    mkdir -p "$work/base"
    nice debootstrap --variant=minbase trixie "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
        fail "debootstrap: $(tail -n 5 "$work/debootstrap.log")"
    rm -rf "$work/base/var/cache/apt/archives"/*.deb "$work/base/var/lib/apt/lists"/*_Packages
    tar -C "$work/base" -czf "$base.part" . && mv "$base.part" "$base"
    rm -rf "$work/base"
    phase "cached the base system in $base ($(du -h "$base" | cut -f1))"
fi
mkdir -p "$rootfs"
tar -C "$rootfs" -xzf "$base"
grep -q '^VERSION_CODENAME=trixie' "$rootfs/etc/os-release" || fail "the base system is not trixie"
for name in python3 make gcc cc git; do
    [ ! -e "$rootfs/usr/bin/$name" ] || fail "the bare system already has $name"
done

# -- the chroot: /proc, /dev, the network's names and certificates, the download caches ---------------------------
cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
# The host's certificate authorities, for PyPI: a network that inspects TLS has its own, which pip must trust too.
# (The machine's network, not the project's set-up: a user's machine with such a network has them already.)
certificates=""
for bundle in "${PIP_CERT:-}" "${SSL_CERT_FILE:-}" /etc/ssl/certs/ca-certificates.crt; do
    [ -n "$bundle" ] && [ -s "$bundle" ] && { certificates=$bundle; break; }
done
network=()
if [ -n "$certificates" ]; then
    mkdir -p "$rootfs/etc/trictrac-host"
    cp "$certificates" "$rootfs/etc/trictrac-host/ca-certificates.crt"
    network+=(PIP_CERT=/etc/trictrac-host/ca-certificates.crt SSL_CERT_FILE=/etc/trictrac-host/ca-certificates.crt)
fi
for name in http_proxy https_proxy no_proxy HTTP_PROXY HTTPS_PROXY NO_PROXY PIP_INDEX_URL; do
    [ -z "${!name:-}" ] || network+=("$name=${!name}")
done
mkdir -p "$cache/trixie-debs/partial" "$rootfs/tmp/.X11-unix"
[ -d /tmp/.X11-unix ] || install -d -m 1777 /tmp/.X11-unix
chroot "$rootfs" useradd --create-home --uid 4243 --shell /bin/bash dev || fail "cannot add a user in the chroot"
home=/home/dev
{ mount -t proc proc "$rootfs/proc" && mount --rbind /dev "$rootfs/dev" && mount --make-rslave "$rootfs/dev" &&
    mount --bind "$cache/trixie-debs" "$rootfs/var/cache/apt/archives" &&
    mount --bind /tmp/.X11-unix "$rootfs/tmp/.X11-unix"; } || fail "cannot mount /proc, /dev, the .deb cache and the X socket"
as_root() {
    chroot "$rootfs" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive "$@"
}
as_dev() { # as the new developer, in the sources' folder, with extra VAR=value arguments for env
    chroot --userspec=4243:4243 "$rootfs" /usr/bin/env -i HOME=$home PATH=/usr/bin:/bin LANG=C.UTF-8 \
        USER=dev SHELL=/bin/bash "${network[@]}" "$@"
}
in_sources() { # in_sources COMMAND...: run a shell command line as the developer in the sources' folder
    as_dev "${@:1:$#-1}" /bin/bash -c "cd $home/trictrac-studio && ${*: -1}"
}
phase "unpacked a bare Debian trixie; its mirror: $mirror"

# -- the README's apt-get lines ---------------------------------------------------------------------------------
# Every `sudo apt-get install …` line of README.md's code blocks (continuation lines joined, comments dropped).
readme_installs() {
    awk '/^```/ {block = !block; next}
         block && /^sudo apt-get install / {line = $0; while (line ~ /\\$/ && (getline more) > 0) line = substr(line, 1, length(line) - 1) " " more
             sub(/#.*/, "", line); sub(/^sudo /, "", line); print line}' "$root/README.md"
}
mapfile -t installs < <(readme_installs)
[ "${#installs[@]}" -ge 2 ] || fail "README.md names fewer than two apt-get install lines: ${installs[*]}"
qt_line=""
as_root apt-get update -qq >"$work/apt.log" 2>&1 || fail "apt-get update: $(tail -n 5 "$work/apt.log")"
for line in "${installs[@]}"; do
    case "$line" in *libxcb*) qt_line=$line; continue ;; esac
    say "as root: $line"
    # shellcheck disable=SC2086 # the README's words
    as_root ${line/apt-get install/apt-get install -y -qq --no-install-recommends} >"$work/apt.log" 2>&1 ||
        fail "$line: $(tail -n 5 "$work/apt.log")"
done
[ -n "$qt_line" ] || fail "README.md names no apt-get line for Qt's libraries"
python=$(as_root python3 -c 'import sys; print(sys.version.split()[0])')
case "$python" in 3.1[3-9]*) ;; *) fail "trixie's python3 is $python, not 3.13" ;; esac
phase "installed README's prerequisites; python3 is $python"

# -- the sources, as a developer's clone has them ---------------------------------------------------------------
mkdir -p "$rootfs$home/trictrac-studio"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
    tar --null -T - -cf -) | tar -xf - -C "$rootfs$home/trictrac-studio"
chown -R 4243:4243 "$rootfs$home/trictrac-studio"
# …in a git repository, as a clone is (some tests ask git which files the repository holds)
as_dev /bin/sh -c "cd $home/trictrac-studio && git init -q && git add -A &&
    git -c user.name=dev -c user.email=dev@localhost commit -q -m 'the sources'" >"$work/git.log" 2>&1 ||
    fail "git init of the sources: $(cat "$work/git.log")"

# -- make: .venv and the compiled engine ---------------------------------------------------------------------
in_sources 'make trictrac ARGS=--version' >"$work/make.log" 2>&1 || fail "make trictrac ARGS=--version: $(tail -n 20 "$work/make.log")"
cp "$work/make.log" "$out/make.log"
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$root/pyproject.toml" | head -n 1)
grep -qx "trictrac $version" "$work/make.log" || fail "trictrac --version did not say $version: $(tail -n 3 "$work/make.log")"
! grep -q 'Traceback\|pure Python' "$work/make.log" || fail "make fell back to the pure-Python engine: $(grep -B 5 'Traceback\|pure Python' "$work/make.log" | tail -n 20)"
engine=$(in_sources '.venv/bin/python -c "import notation.rules.moves as m; print(m.__file__)"') || fail "the engine cannot be imported"
case "$engine" in *.so) ;; *) fail "the compiled engine was not built: notation.rules.moves is $engine" ;; esac
phase "make built .venv and the compiled engine ($(basename "$engine")); trictrac --version says $version"

# -- Qt's libraries missing: one line names them ---------------------------------------------------------------
set +e
in_sources '.venv/bin/trictrac-studio --screenshot /tmp/none.png' >"$work/noqt.txt" 2>&1
status=$?
set -e
[ "$status" != 0 ] || fail "trictrac-studio started without Qt's libraries"
! grep -q Traceback "$work/noqt.txt" || fail "trictrac-studio without Qt's libraries gave a traceback: $(cat "$work/noqt.txt")"
grep -q 'apt-get install .*libglib2.0-0' "$work/noqt.txt" || fail "trictrac-studio did not name the command: $(cat "$work/noqt.txt")"
say "without Qt's libraries trictrac-studio says: $(head -c 300 "$work/noqt.txt")"

# -- Qt's libraries, then make run on X -----------------------------------------------------------------------
say "as root: $qt_line"
# shellcheck disable=SC2086 # the README's words
as_root ${qt_line/apt-get install/apt-get install -y -qq --no-install-recommends} >"$work/apt.log" 2>&1 ||
    fail "$qt_line: $(tail -n 5 "$work/apt.log")"
in_sources 'PYTHON=.venv/bin/python sh scripts/qt-libs.sh run' >"$work/qtlibs.txt" 2>&1 || fail "qt-libs.sh: $(cat "$work/qtlibs.txt")"
[ ! -s "$work/qtlibs.txt" ] || fail "scripts/qt-libs.sh still misses libraries after README's line: $(cat "$work/qtlibs.txt")"
phase "installed Qt's libraries (README's line); scripts/qt-libs.sh finds them all"

display=99
while [ -e "/tmp/.X11-unix/X$display" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x960x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 100); do [ -S "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
[ -S "/tmp/.X11-unix/X$display" ] || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
in_sources DISPLAY=":$display" 'exec make run ARGS="--lang en"' >"$work/run.txt" 2>&1 &
run_pid=$!
title=""
for _ in $(seq 240); do
    title=$(xwininfo -display ":$display" -root -tree 2>/dev/null | grep -o '"Trictrac Studio — [^"]*"' | head -n 1 || true)
    [ -n "$title" ] && break
    kill -0 "$run_pid" 2>/dev/null || fail "make run stopped: $(tail -n 20 "$work/run.txt")"
    sleep 0.5
done
[ -n "$title" ] || fail "the studio showed no window in 120 s: $(tail -n 20 "$work/run.txt")"
sleep 8 # the archive opens and paints
xwd -display ":$display" -root -silent >"$work/studio.xwd" && convert "$work/studio.xwd" "$out/studio.png" ||
    fail "cannot grab the screen"
colours=$(identify -format '%k' "$out/studio.png")
[ "$colours" -gt 500 ] || fail "the grabbed screen has $colours colours: the studio did not paint"
kill "$run_pid" 2>/dev/null || true
wait "$run_pid" 2>/dev/null || true
! grep -q 'Traceback\|qt.qpa.plugin: Could not' "$work/run.txt" || fail "make run complained: $(cat "$work/run.txt")"
phase "make run showed the studio on X: $title, $colours colours (studio.png)"

# -- the tests ---------------------------------------------------------------------------------------------------
as_dev /bin/sh -c 'ls /tmp' >"$work/tmp-before.txt"
if [ "$suite" = full ]; then
    tests='make test'
else
    tests='make pytest PYTEST_ARGS="-q tests/project/test_wheel_build.py tests/project/test_makefile.py tests/project/test_packaging.py tests/project/test_release.py tests/ui/test_qt_libraries.py tests/journeys/test_journey_start.py tests/journeys/test_journey_about.py"'
fi
say "as the developer: $tests"
in_sources "$tests" >"$out/tests.log" 2>&1 ||
    fail "$tests (the whole output in $out/tests.log): $(grep -E '^(FAILED|ERROR)|^make: |^[a-z].*: error:|[0-9]+ (passed|failed)' "$out/tests.log" | tail -n 40)"
as_dev /bin/sh -c 'ls /tmp' >"$work/tmp-after.txt"
left=$(comm -13 "$work/tmp-before.txt" "$work/tmp-after.txt" | grep -v '^pytest-of-' || true)
[ -z "$left" ] || fail "the tests left in /tmp: $left"
phase "$tests passed: $(grep -E '^[0-9]+ passed|[0-9]+ passed' "$out/tests.log" | tail -n 1)"

# -- make release, on request (.ci/run builds the release on the host, where the bundle is built for bookworm) ---
if [ "${TRICTRAC_FRESH_RELEASE:-0}" = 1 ]; then
    in_sources 'make release' >"$out/release.log" 2>&1 || fail "make release: $(tail -n 30 "$out/release.log")"
    (cd "$rootfs$home/trictrac-studio/dist/release" && sha256sum --check --strict SHA256SUMS) >>"$out/release.log" 2>&1 ||
        fail "the release's SHA256SUMS: $(tail -n 5 "$out/release.log")"
    ls -l "$rootfs$home/trictrac-studio/dist/release" >>"$out/release.log"
    bundle=$home/trictrac-studio/dist/trictrac-studio
    as_dev $bundle/trictrac-studio --bundle-info >"$work/info.txt" 2>&1 || fail "--bundle-info: $(cat "$work/info.txt")"
    grep -qx "trictrac-studio $version" "$work/info.txt" || fail "the bundle does not say $version: $(cat "$work/info.txt")"
    [ "$(as_dev $bundle/trictrac --version 2>&1)" = "trictrac $version" ] || fail "the bundle's trictrac --version"
    cp "$rootfs$home/trictrac-studio/dist/release/SHA256SUMS" "$out/"
    cp -r "$rootfs$home/trictrac-studio/dist/trictrac-studio/_internal/licenses" "$out/"
    phase "make release built $(tr '\n' ' ' <"$out/SHA256SUMS" | sed 's/[0-9a-f]\{64\}  //g')"
fi

say "passed in $(($(date +%s) - started)) s; logs and the screen in $out"
