"""Shared test set-up: every data path in a scratch folder, hypothesis profiles for the two cores we have, the
markers.  Nothing here imports Qt: the engine's tests run where PySide6 is not installed.  Qt's part (its settings
in the scratch folder, a started studio's collector stopped) is tests/support/qt.py, loaded where PySide6 is."""

import atexit
import importlib.util
import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# The fixtures every package shares (the archive), and Qt's set-up where Qt is installed.
pytest_plugins = ["tests.support.fixtures"]
if importlib.util.find_spec("PySide6") is not None:
    pytest_plugins.append("tests.support.qt")

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The commands the tests start run as a user's shell runs them: with buffered output.  A PYTHONUNBUFFERED of
# the machine hid a second failure at exit of `trictrac show > /dev/full` (status 120) until a bare machine
# without it showed it.
os.environ.pop("PYTHONUNBUFFERED", None)
# The suite never touches the user's archive, autosaves or settings: everything goes to a scratch folder.
_SCRATCH = tempfile.mkdtemp(prefix="trictrac-tests-")
# …removed when the run ends, with what the tests' children left there (their bytecode cache below included).
atexit.register(shutil.rmtree, _SCRATCH, ignore_errors=True)
# Set unconditionally: a TRICTRAC_DB or TRICTRAC_DATA_DIR of the user's shell must not reach the tests.
os.environ["TRICTRAC_DB"] = f"sqlite:///{_SCRATCH}/archive.sqlite"
os.environ["TRICTRAC_DATA_DIR"] = _SCRATCH

settings.register_profile("default", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# `make check`'s: fewer examples, for a check in about two minutes (`make test` runs the default's 150).
settings.register_profile("check", max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

_TESTS = Path(__file__).resolve().parent
# The packages whose every test runs the studio's windows (tests/README.md).
_GUI_FOLDERS = (_TESTS / "ui", _TESTS / "journeys")
# A test that asks for one of these fixtures starts Qt's application.
_GUI_FIXTURES = {"qtbot", "qapp"}
# …for one of these, a PostgreSQL server (tests/store/test_store_postgres.py, tests/store/test_store_plays.py), as
# does a test given the parameter "postgresql" (tests/store/test_store_concurrent_writers.py's `url`).
_POSTGRES_FIXTURES = {"server", "postgres_archive"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`gui` on every test of tests/ui and tests/journeys and on any other test that starts Qt's application;
    `postgres` on every test that needs a PostgreSQL server."""
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        path = item.path.resolve()
        if any(path.is_relative_to(folder) for folder in _GUI_FOLDERS) or _GUI_FIXTURES & fixtures:
            item.add_marker(pytest.mark.gui)
        callspec = getattr(item, "callspec", None)
        parameters = callspec.params.values() if callspec is not None else ()
        if _POSTGRES_FIXTURES & fixtures or "postgresql" in parameters:
            item.add_marker(pytest.mark.postgres)
