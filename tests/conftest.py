"""Shared test set-up: Qt runs offscreen, hypothesis profiles for the two cores we have."""

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings
from PySide6.QtCore import QSettings

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
# QSettings made without a file (the studio's default store) go to an INI file in the scratch folder too,
# never to the user's registry, plist or ~/.config.
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
for _scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
    QSettings.setPath(QSettings.Format.IniFormat, _scope, os.path.join(_SCRATCH, "settings"))
    QSettings.setPath(QSettings.Format.NativeFormat, _scope, os.path.join(_SCRATCH, "settings"))

settings.register_profile("default", max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("thorough", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def _garbage_collected_as_cpython_does() -> Iterator[None]:
    """A test that started the studio leaves its collector on the interface's thread (studio/ui/collector.py),
    which collects only while an event loop runs; the next test gets CPython's automatic collection back."""
    yield
    from PySide6.QtCore import QCoreApplication

    from studio.ui.collector import InterfaceThreadCollector

    app = QCoreApplication.instance()
    collector = app.findChild(InterfaceThreadCollector, "interface-thread-collector") if app is not None else None
    if isinstance(collector, InterfaceThreadCollector):
        collector.stop()
