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

# Optional: compile the rules engine's hot path (notation/rules/moves.py, scoring.py) with mypyc; needs a C
# compiler.  Never needed by `make test` or `make run`; the pure-Python sources stay the reference and the
# fallback.  `TRICTRAC_PURE_PYTHON=1 make pytest` runs the suite on the sources while a build is present;
# `$(BIN)/python scripts/build_accel.py --clean` removes the build.
accel: $(STAMP)
	nice $(BIN)/python scripts/build_accel.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
