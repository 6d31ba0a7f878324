# Trictrac Studio: `make run` opens the studio, `make test` runs the whole suite.
# Both build the local virtual environment (.venv) first when it is missing, stale or broken.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ARGS ?=

.PHONY: run test lint typecheck contracts pytest bench clean accel bundle bundle-smoke trictrac screenshot FORCE

# A .venv whose Python cannot run pip (made while python3-venv was missing on Debian/Ubuntu, or left by a
# Python since removed) is made again from scratch.
ifneq ($(shell $(BIN)/python -c 'import pip' >/dev/null 2>&1 && echo ok),ok)
$(STAMP): FORCE
endif

$(STAMP): pyproject.toml
	@if [ -e $(VENV) ] && ! $(BIN)/python -c 'import pip' >/dev/null 2>&1; then \
	    echo "$(VENV) has no working pip (made without python3-venv?): making it again" >&2; rm -rf $(VENV); fi
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	    echo "$(PYTHON) -m venv failed; on Debian or Ubuntu: sudo apt-get install python3-venv, then make again" >&2; \
	    exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@# The compiled engine where a C compiler is present (pure Python otherwise, and with TRICTRAC_PURE_PYTHON=1).
	if command -v cc >/dev/null 2>&1; then nice $(BIN)/python scripts/build_accel.py || true; fi
	touch $(STAMP)

# Without a display (no DISPLAY nor WAYLAND_DISPLAY) Qt cannot open a window: the studio then runs offscreen,
# which makes sense with ARGS="--screenshot FILE" and is said plainly otherwise.
run: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh run
	@if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}$${QT_QPA_PLATFORM:-}" ] && [ "$$(uname -s)" = Linux ]; then \
	    echo "No display (DISPLAY is not set): the studio runs offscreen, where nothing can be seen;" \
	        "use ARGS=\"--screenshot FILE\" to save a picture of it, or run it on a desktop." >&2; \
	    QT_QPA_PLATFORM=offscreen $(BIN)/trictrac-studio $(ARGS); \
	else $(BIN)/trictrac-studio $(ARGS); fi

# The command line, from the environment: make trictrac ARGS="score 'B1:13,B6,B7/N1:15 N' --dice 6-1"
trictrac: $(STAMP)
	@$(BIN)/trictrac $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check notation studio lessons tests bench packaging
	$(BIN)/ruff format --check notation studio lessons tests bench packaging

typecheck: $(STAMP)
	$(BIN)/mypy

contracts: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(PYTEST_ARGS)

test: lint typecheck contracts pytest

# README's first picture: the studio as a first start shows it, on a fresh archive with the sample parties.
screenshot: $(STAMP)
	mkdir -p build && rm -f build/screenshot.sqlite
	QT_QPA_PLATFORM=offscreen $(BIN)/trictrac-studio --screenshot docs/screenshots/studio.png --archive --lang en --size 1500x950 \
	    --db sqlite:///$(CURDIR)/build/screenshot.sqlite

bench: $(STAMP)
	$(BIN)/python bench/run.py

# The engine's hot path (notation/rules/moves.py, scoring.py, notation/game.py) compiled with mypyc: built with the
# virtual environment wherever a C compiler (cc) is found, so that `make run` runs the compiled engine; `make
# accel` builds it again.  The pure-Python sources stay the reference and the fallback:
# `TRICTRAC_PURE_PYTHON=1 make pytest` (or `make run`) runs the sources while a build is present;
# `$(BIN)/python scripts/build_accel.py --clean` removes the build.
accel: $(STAMP)
	nice $(BIN)/python scripts/build_accel.py

# The standalone studio for players (README, For players): dist/trictrac-studio/ and its .tar.gz, with Python,
# Qt, the system libraries Qt loads and the compiled engine inside.  PyInstaller (the `bundle` extra) is
# installed into .venv by this target only.  `make bundle-smoke` checks the bundle on a bare Debian (as root).
bundle: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh bundle
	@$(BIN)/python -c 'import PyInstaller' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,bundle]'
	@$(BIN)/python -c 'import sys, notation.rules.moves as m; sys.exit(str(m.__file__).endswith(".py"))' || \
	    nice $(BIN)/python scripts/build_accel.py
	rm -rf dist/trictrac-studio
	TRICTRAC_BUNDLE_NEEDS_ACCEL=1 nice $(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist \
	    --workpath build/pyinstaller packaging/trictrac-studio.spec
	tar -C dist -czf dist/trictrac-studio-linux-$$(uname -m).tar.gz trictrac-studio
	@echo "dist/trictrac-studio-linux-$$(uname -m).tar.gz: $$(du -sh dist/trictrac-studio | cut -f1) unpacked"

bundle-smoke:
	scripts/bundle-smoke.sh dist/trictrac-studio-linux-$$(uname -m).tar.gz

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
