#!/usr/bin/env bash
# The built wheel works on its own: build it from a clean copy of the sources, install it in a fresh
# virtual environment outside the source tree, and from a folder outside the tree run the commands a
# user runs first — the lessons' check, PDF exports (with the packaged fonts), the packaged sample
# imported into a fresh archive, the French translation, the studio's screenshot (offscreen).  Then the
# sdist installed the way README tells people with Python to install it: `pipx install` (pipx from PyPI, in an
# environment of its own), its two commands run from pipx's folder of programs.  Where a C compiler works
# (`cc`, or $CC), both the wheel and pipx's build run the engine compiled by mypyc (setup.py); with a compiler
# that fails (CC=/bin/false) the sdist still builds a pure-Python wheel, which is installed and run too.
# Everything happens in a temporary folder, removed at the end; the user's archive and settings are
# never touched.  .ci/run calls this after `make test`.
# Usage: scripts/wheel-smoke.sh        (PYTHON=python3.12 scripts/wheel-smoke.sh to pick the interpreter)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/trictrac-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
say() { printf 'wheel-smoke: %s\n' "$*"; }
fail() { printf 'wheel-smoke: FAILED: %s\n' "$*" >&2; exit 1; }

# 1. A clean copy of the sources (the files git knows, committed or not; no build/ left from earlier),
#    and the wheel built from it.
mkdir -p "$work/src" "$work/dist" "$work/run"
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' file; do [ -e "$file" ] && printf '%s\0' "$file"; done |
        tar --null -T - -cf -) | tar -xf - -C "$work/src"
else
    tar -C "$root" --exclude=.venv --exclude=build --exclude='*.egg-info' -cf - . | tar -xf - -C "$work/src"
fi
"$python" -m venv "$work/venv"
venv="$work/venv/bin"
"$venv/python" -m pip install --quiet --upgrade pip
"$venv/python" -m pip wheel --quiet --no-deps -w "$work/dist" "$work/src"
wheel=$(ls "$work/dist"/trictrac_studio-*.whl)
say "built $(basename "$wheel")"
if command -v "${CC:-cc}" >/dev/null 2>&1; then compiled=1; else compiled=0; fi
case "$compiled:$(basename "$wheel")" in
    1:*-py3-none-any.whl) fail "a C compiler is here (${CC:-cc}) but the wheel holds no compiled engine" ;;
    0:*-py3-none-any.whl | 1:*) ;;
    *) fail "no C compiler, yet the wheel is not pure Python: $(basename "$wheel")" ;;
esac
"$venv/python" -m pip install --quiet build
"$venv/python" -m build --sdist --outdir "$work/sdist" "$work/src" >"$work/sdist.log" 2>&1 ||
    fail "the sdist: $(tail -n 5 "$work/sdist.log")"
sdist=$(ls "$work/sdist"/trictrac_studio-*.tar.gz)
tar -tzf "$sdist" >"$work/sdist.txt"
grep -q '/scripts/build_accel.py$' "$work/sdist.txt" || fail "the sdist lacks scripts/build_accel.py (setup.py reads it)"
if grep -q '\.so$' "$work/sdist.txt"; then fail "the sdist holds compiled files"; fi
for name in LICENSE CHANGELOG.md resources/__init__.py resources/translations/trictrac_fr.ts resources/translations/trictrac_fr.qm \
    resources/fonts/SourceSerifPro-Regular.ttf resources/samples/ordinaire.trictrac resources/lessons/01-tablier.toml \
    resources/icons/trictrac-studio.svg resources/archive/record_dictionary_1.txt; do
    grep -q "^[^/]*/$name\$" "$work/sdist.txt" || fail "the sdist lacks $name"
done
version=$(sed -n 's/^version = "\(.*\)"$/\1/p' "$root/pyproject.toml" | head -n 1)
case "$(basename "$sdist"):$(basename "$wheel")" in
    "trictrac_studio-$version.tar.gz:trictrac_studio-$version-"*) ;;
    *) fail "the sdist and the wheel are not named with the version $version" ;;
esac
say "built $(basename "$sdist")"

# 2. What the wheel holds: the package data, and nothing beside the packages.
"$venv/python" - "$wheel" <<'EOF'
import sys
import zipfile

names = set(zipfile.ZipFile(sys.argv[1]).namelist())
needed = [
    "resources/__init__.py",
    "resources/fonts/SourceSerifPro-Regular.ttf",
    "resources/fonts/SourceSerifPro-Semibold.ttf",
    "resources/fonts/SourceSerifPro-It.ttf",
    "resources/fonts/IBMPlexMono-Regular.ttf",
    "resources/fonts/SourceSerifPro-OFL.txt",
    "resources/samples/ordinaire.trictrac",
    "resources/samples/ecrire.trictrac",
    "resources/samples/annotees.trictrac",
    "resources/translations/trictrac_fr.qm",
    "resources/icons/trictrac-studio.svg",
    "resources/lessons/01-tablier.toml",
    "resources/archive/record_dictionary_1.txt",
    "studio/store/migrations/env.py",
    "notation/py.typed",
    "notation/tutor/evaluator.json",
    "notation/tutor/partie_table.json",
]
missing = [name for name in needed if name not in names]
if not any(name.endswith(".dist-info/licenses/LICENSE") for name in names):
    sys.exit("the wheel does not carry LICENSE")
tops = {name.split("/")[0] for name in names if not name.split("/")[0].endswith(".dist-info")}
if missing or tops != {"notation", "studio", "lessons", "resources"}:
    sys.exit(f"the wheel lacks {missing} or holds other top-level folders: {sorted(tops)}")
EOF

# 3. Installed with its dependencies into the fresh environment, run from a folder outside the tree.
"$venv/python" -m pip install --quiet "$wheel"
cd "$work/run"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_DATA_HOME="$work/home/data"
export XDG_CACHE_HOME="$work/home/cache" TRICTRAC_DB="sqlite:///$work/run/default.sqlite"
unset PYTHONPATH TRICTRAC_FONTS || true
mkdir -p "$HOME"
site=$("$venv/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')

"$venv/python" - "$site" "$root" <<'EOF'
import sys
from pathlib import Path

site, source = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
import studio
from lessons.loader import CONTENT
from resources import resource_path
from studio.export.fonts import font_set
from studio.store.sample import SAMPLE_DIR, sample_files
from studio.ui.desktop import ICON_SVG
from studio.ui.i18n import TRANSLATIONS

assert Path(studio.__file__).resolve().is_relative_to(site), f"studio imported from {studio.__file__}"
assert resource_path().resolve() == (site / "resources"), resource_path()
fonts = font_set()
assert fonts.source == "shipped", f"the PDF fonts came from {fonts.source}"
for path in (*fonts.files, SAMPLE_DIR, *sample_files(), CONTENT, ICON_SVG, TRANSLATIONS / "trictrac_fr.qm"):
    assert path.resolve().is_relative_to(site) and not path.resolve().is_relative_to(source), path
assert len(sample_files()) == 3, sample_files()
EOF
say "the packaged fonts, sample, lessons, icon and translation are found in $site/resources"

# The engine (every module notation.rules._COMPILED names): compiled where the wheel was built with a compiler, its
# sources run with TRICTRAC_PURE_PYTHON=1.
engine_check='
import importlib, sys
from notation.rules import _COMPILED
files = [importlib.import_module(f"notation.{name}").__file__ or "" for name in _COMPILED]
compiled = [f.endswith((".so", ".pyd")) for f in files]
assert compiled == [sys.argv[1] == "compiled"] * len(files), files
print(", ".join(f.rsplit("/", 1)[-1] for f in files))
'
if [ "$compiled" = 1 ]; then
    engine=$("$venv/python" -c "$engine_check" compiled) || fail "the installed engine is not compiled"
    say "the installed engine is compiled: $engine"
fi
engine=$(TRICTRAC_PURE_PYTHON=1 "$venv/python" -c "$engine_check" pure) || fail "TRICTRAC_PURE_PYTHON=1"
say "TRICTRAC_PURE_PYTHON=1 runs the sources: $engine"

trictrac_bin="$venv/trictrac"
[ "$("$trictrac_bin" --version)" = "trictrac $version" ] || fail "trictrac --version: $("$trictrac_bin" --version)"
[ "$("$venv/trictrac-studio" --version)" = "trictrac-studio $version" ] || fail "trictrac-studio --version"
say "trictrac --version and trictrac-studio --version say $version"
"$trictrac_bin" lessons check >lessons.txt || fail "trictrac lessons check"
say "lessons check: $(tail -n 1 lessons.txt)"

"$trictrac_bin" export scoresheet --blank -o sheet.pdf 2>export.err || fail "export scoresheet"
"$trictrac_bin" export diagram start 'B1:13,B6,B7/N1:15 N 4-2' --caption 'Œuvre à côté' -o diagram.pdf 2>>export.err ||
    fail "export diagram"
[ ! -s export.err ] || fail "the exports complained: $(cat export.err)"
for pdf in sheet.pdf diagram.pdf; do
    head -c 5 "$pdf" | grep -q '%PDF-' || fail "$pdf is not a PDF"
    grep -aq 'SourceSerifPro' "$pdf" || fail "$pdf does not embed the packaged font"
done
say "exported sheet.pdf ($(wc -c <sheet.pdf) bytes) and diagram.pdf ($(wc -c <diagram.pdf) bytes) with the packaged fonts"

sample=$("$venv/python" -c 'from studio.store.sample import SAMPLE_DIR; print(SAMPLE_DIR)')
"$trictrac_bin" archive import --quiet --json --db "sqlite:///$work/run/archive.sqlite" "$sample" >import.json ||
    fail "archive import of the packaged sample"
"$venv/python" - <<'EOF' || fail "the sample import: $(cat import.json)"
import json

report = json.load(open("import.json", encoding="utf-8"))
imported = report["games"]
assert imported == 210 and not report.get("errors"), report
EOF
say "imported the packaged sample into a fresh archive: 210 parties"

QT_QPA_PLATFORM=offscreen "$venv/python" - <<'EOF' || fail "the French translation"
from PySide6.QtCore import QCoreApplication

from studio.ui.i18n import Translations

app = QCoreApplication([])
assert Translations().install("fr") == "fr"
text = QCoreApplication.translate("ExportDialog", "Preview of page 1")
assert text == "Aperçu de la page 1", text
EOF
say "the French translation loads from the package"

QT_QPA_PLATFORM=offscreen "$venv/trictrac-studio" --lang fr --screenshot studio.png \
    --db "sqlite:///$work/run/studio.sqlite" || fail "trictrac-studio --screenshot"
head -c 8 studio.png | grep -q 'PNG' || fail "studio.png is not a PNG"
say "trictrac-studio --screenshot wrote studio.png ($(wc -c <studio.png) bytes)"

# 4. Where no compiler works, the sdist builds the pure-Python wheel (one message says why, which pip shows with
#    --verbose), and it runs.
CC=/bin/false "$venv/python" -m pip wheel --verbose --no-deps -w "$work/pure" "$sdist" >pure.log 2>&1 ||
    fail "the pure wheel (CC=/bin/false): $(tail -n 5 pure.log)"
pure=$(ls "$work/pure"/trictrac_studio-*.whl)
case "$(basename "$pure")" in *-py3-none-any.whl) ;; *) fail "CC=/bin/false built $(basename "$pure")" ;; esac
grep -q 'no working C compiler' pure.log || fail "the pure build did not say why: $(cat pure.log)"
"$python" -m venv "$work/pure-venv"
"$work/pure-venv/bin/python" -m pip install --quiet --no-deps "$pure"
"$work/pure-venv/bin/trictrac" score 'B1:13,B6,B7/N1:15 N' --dice 6-1 >pure-score.txt || fail "trictrac score (pure wheel)"
grep -q 'total:' pure-score.txt || fail "trictrac score (pure wheel) gave no total: $(cat pure-score.txt)"
engine=$("$work/pure-venv/bin/python" -c "$engine_check" pure) || fail "the pure wheel's engine"
say "CC=/bin/false: the sdist built $(basename "$pure"), which runs the sources ($engine)"

# 5. pipx: the sdist installed as a player with Python installs it (compiled where a compiler works), the
#    commands on pipx's PATH.
"$python" -m venv "$work/pipx-venv"
"$work/pipx-venv/bin/python" -m pip install --quiet pipx
export PIPX_HOME="$work/pipx" PIPX_BIN_DIR="$work/pipx/bin" PIPX_MAN_DIR="$work/pipx/man"
"$work/pipx-venv/bin/pipx" install --quiet --python "$python" "$sdist" >pipx.txt 2>&1 || fail "pipx install: $(cat pipx.txt)"
[ -x "$PIPX_BIN_DIR/trictrac" ] && [ -x "$PIPX_BIN_DIR/trictrac-studio" ] || fail "pipx installed no trictrac commands"
if [ "$compiled" = 1 ]; then
    engine=$("$PIPX_HOME/venvs/trictrac-studio/bin/python" -c "$engine_check" compiled) ||
        fail "pipx's build did not compile the engine"
    say "pipx built the engine compiled from the sdist: $engine"
fi
"$PIPX_BIN_DIR/trictrac" score 'B1:13,B6,B7/N1:15 N' --dice 6-1 >score.txt || fail "trictrac score (pipx)"
grep -q 'total:' score.txt || fail "trictrac score (pipx) gave no total: $(cat score.txt)"
QT_QPA_PLATFORM=offscreen "$PIPX_BIN_DIR/trictrac-studio" --screenshot pipx.png --archive \
    --db "sqlite:///$work/run/pipx.sqlite" || fail "trictrac-studio --screenshot (pipx)"
[ -s "$work/run/pipx.sqlite" ] || fail "the studio installed by pipx opened no archive"
XDG_DATA_HOME="$work/home/data" "$PIPX_BIN_DIR/trictrac-studio" --install-desktop >desktop.txt ||
    fail "trictrac-studio --install-desktop (pipx)"
program=$(sed -n 's/^Exec=\(.*\) %f$/\1/p' "$work/home/data/applications/trictrac-studio.desktop")
case "$program" in
    "$PIPX_HOME"/*/trictrac-studio | "$PIPX_BIN_DIR"/trictrac-studio) [ -x "$program" ] ;;
    *) false ;;
esac || fail "the menu entry starts $program, not pipx's trictrac-studio"
say "pipx install: trictrac and trictrac-studio run from $PIPX_BIN_DIR, the menu entry starts them"
say "passed"
