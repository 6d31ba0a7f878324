# Trictrac Studio: `make run` opens the studio, `make test` runs the whole suite.
# Both build the local virtual environment (.venv) first when it is missing, stale or broken.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ARGS ?=
# The version, set in pyproject.toml alone: the bundle's and the release's file names carry it.
VERSION := $(shell sed -n 's/^version = "\(.*\)"$$/\1/p' pyproject.toml | head -n 1)
BUNDLE := dist/trictrac-studio-$(VERSION)-linux-$(shell uname -m).tar.gz
RELEASE := dist/release
NO_ENGINE := make: the rules engine runs in pure Python, the same but slower:
GET_ENGINE := For the compiled engine, install a C compiler and Python's headers (Debian, Ubuntu: apt-get install gcc \
    python3-dev; Fedora: dnf install gcc python3-devel), then run make accel.

.PHONY: run test check quick-tests lint typecheck contracts pytest bench clean accel bundle bundle-smoke release trictrac screenshot journeys-x11 FORCE

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
	@# The compiled engine where a C compiler is present; where none is, or its build fails, the pure-Python
	@# engine runs (the same, slower), and make says so once, with how to get the compiled one.
	@if ! command -v cc >/dev/null 2>&1; then \
	    echo "$(NO_ENGINE) no C compiler (cc) here. $(GET_ENGINE)" >&2; \
	elif ! nice $(BIN)/python scripts/build_accel.py; then \
	    echo "$(NO_ENGINE) its build failed (above). $(GET_ENGINE)" >&2; fi
	touch $(STAMP)

# Without a display (no DISPLAY nor WAYLAND_DISPLAY) Qt cannot open a window: the studio then runs offscreen,
# which makes sense with ARGS="--screenshot FILE" and is said plainly otherwise.
run: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh run
	@if [ -z "$${DISPLAY:-}$${WAYLAND_DISPLAY:-}$${QT_QPA_PLATFORM:-}" ] && [ "$$(uname -s)" = Linux ]; then \
	    case " $(ARGS) " in *" --screenshot"*) ;; *) \
	    echo "No display (DISPLAY is not set): the studio runs offscreen, where nothing can be seen;" \
	        "use ARGS=\"--screenshot FILE\" to save a picture of it, or run it on a desktop." >&2 ;; esac; \
	    QT_QPA_PLATFORM=offscreen $(BIN)/trictrac-studio $(ARGS); \
	else $(BIN)/trictrac-studio $(ARGS); fi

# The command line, from the environment: make trictrac ARGS="score 'B1:13,B6,B7/N1:15 N' --dice 6-1"
trictrac: $(STAMP)
	@$(BIN)/trictrac $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check notation studio lessons resources tests bench packaging
	$(BIN)/ruff format --check notation studio lessons resources tests bench packaging

typecheck: $(STAMP)
	$(BIN)/mypy

contracts: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh test
	QT_QPA_PLATFORM=offscreen sh scripts/pytest-crash-once-more.sh $(BIN)/python $(PYTEST_ARGS)

test: lint typecheck contracts pytest

# The check before a commit, in about 2 minutes on two cores: ruff, mypy, the import contracts and the tests that open no
# window, need no PostgreSQL server and are not marked slow, with 25 examples a property (tests/README.md); `make
# test` runs them all, with 150.
check: lint typecheck contracts quick-tests

quick-tests: $(STAMP)
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=check $(BIN)/python -m pytest -q -m "not gui and not slow and not postgres" \
	    $(PYTEST_ARGS)

# The journeys again on a real X server (Xvfb, openbox, Qt's xcb platform) at 1024×700: what offscreen hides (a
# question asked inside a window's first show, dialogs that must be answered).  .ci/run runs it after `make test`.
journeys-x11: $(STAMP)
	PYTHON=$(BIN)/python sh scripts/journeys-x11.sh $(PYTEST_ARGS)

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

# The standalone studio for players (README, For players): dist/trictrac-studio/ and its .tar.gz, named with the
# version, with Python, Qt, the system libraries Qt loads, the compiled engine and the licences of all of them
# inside.  PyInstaller (the `bundle` extra) is installed into .venv by this target only.  `make bundle-smoke`
# checks the bundle on a bare Debian (as root).
bundle: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh bundle
	@$(BIN)/python -c 'import PyInstaller' 2>/dev/null || $(BIN)/python -m pip install --quiet -e '.[test,bundle]'
	@$(BIN)/python -c 'import sys, notation.rules.moves as m; sys.exit(str(m.__file__).endswith(".py"))' || \
	    nice $(BIN)/python scripts/build_accel.py
	rm -rf dist/trictrac-studio
	TRICTRAC_BUNDLE_NEEDS_ACCEL=1 nice $(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist \
	    --workpath build/pyinstaller packaging/trictrac-studio.spec
	tar -C dist -czf $(BUNDLE) trictrac-studio
	@echo "$(BUNDLE): $$(du -sh $(BUNDLE) | cut -f1), $$(du -sh dist/trictrac-studio | cut -f1) unpacked"

bundle-smoke:
	scripts/bundle-smoke.sh $(BUNDLE)

# A release (README, Install): the sdist, the wheel (built from the sdist, the engine compiled where a C compiler
# works) and the bundle, named with the version of pyproject.toml, and their SHA256SUMS, in dist/release/.
# `build` (PyPA's builder) is installed into .venv by this target only.
release: bundle
	@# (asked of pip: the bundle's build/ folder makes `import build` succeed without PyPA's build; and -P keeps
	@# that folder off the path when it runs)
	@$(BIN)/python -m pip show --quiet build >/dev/null 2>&1 || $(BIN)/python -m pip install --quiet build
	rm -rf $(RELEASE) && mkdir -p $(RELEASE)
	nice $(BIN)/python -P -m build --outdir $(RELEASE) .
	cp $(BUNDLE) $(RELEASE)/
	cd $(RELEASE) && sha256sum trictrac_studio-$(VERSION).tar.gz trictrac_studio-$(VERSION)-*.whl \
	    $(notdir $(BUNDLE)) >SHA256SUMS
	@cat $(RELEASE)/SHA256SUMS

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache build dist
