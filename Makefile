# Trictrac Studio: `make run` opens the studio, `make test` runs the whole suite.
# Both build the local virtual environment (.venv) first when it is missing or stale.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ARGS ?=

.PHONY: run test lint typecheck contracts pytest bench clean accel

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@# The compiled engine where a C compiler is present (pure Python otherwise, and with TRICTRAC_PURE_PYTHON=1).
	if command -v cc >/dev/null 2>&1; then nice $(BIN)/python scripts/build_accel.py || true; fi
	touch $(STAMP)

run: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh run
	$(BIN)/trictrac-studio $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check notation studio lessons tests bench
	$(BIN)/ruff format --check notation studio lessons tests bench

typecheck: $(STAMP)
	$(BIN)/mypy

contracts: $(STAMP)
	$(BIN)/lint-imports

pytest: $(STAMP)
	@PYTHON=$(BIN)/python sh scripts/qt-libs.sh test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(PYTEST_ARGS)

test: lint typecheck contracts pytest

bench: $(STAMP)
	$(BIN)/python bench/run.py

# The engine's hot path (notation/rules/moves.py, scoring.py, notation/game.py) compiled with mypyc: built with the
# virtual environment wherever a C compiler (cc) is found, so that `make run` runs the compiled engine; `make
# accel` builds it again.  The pure-Python sources stay the reference and the fallback:
# `TRICTRAC_PURE_PYTHON=1 make pytest` (or `make run`) runs the sources while a build is present;
# `$(BIN)/python scripts/build_accel.py --clean` removes the build.
accel: $(STAMP)
	nice $(BIN)/python scripts/build_accel.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
