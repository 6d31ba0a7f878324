#!/bin/sh
# Build the peer harness against a checkout of the peer's store crate.
#
#   bench/peer/build.sh PATH/TO/trictrac/store [REGISTRY_DIRECTORY]
#
# PATH/TO/trictrac/store: the peer's crate (its Cargo.toml names the package
# "trictrac-store"). REGISTRY_DIRECTORY, when given, is a directory source
# holding the peer's dependencies (e.g. Debian's /usr/share/cargo/registry);
# the build is then offline. Builds with the "peer" profile (Cargo.toml: fat LTO,
# one codegen unit, as the peer's workspace builds) and prints the path of the harness.
set -eu
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 PATH/TO/trictrac/store [REGISTRY_DIRECTORY]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
store=$(cd "$1" && pwd)
if [ ! -f "$store/Cargo.toml" ]; then
    echo "$0: no Cargo.toml in $store" >&2
    exit 2
fi
patch="patch.crates-io.trictrac-store.path=\"$store\""
if [ $# -eq 2 ]; then
    registry=$(cd "$2" && pwd)
    set -- --offline --config "$patch" \
        --config 'source.crates-io.replace-with="peer-registry"' \
        --config "source.peer-registry.directory=\"$registry\""
else
    set -- --config "$patch"
fi
nice cargo build --profile peer -j1 --quiet --manifest-path "$here/Cargo.toml" "$@"
echo "$here/target/peer/trictrac-peer-harness"
