"""Qt's part of the suite's set-up (a pytest plugin, loaded by tests/conftest.py where PySide6 is installed):
QSettings made without a file go to the scratch folder, and a studio started in a test stops its collector."""

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

# QSettings made without a file (the studio's default store) go to an INI file in the scratch folder that
# tests/conftest.py made (its TRICTRAC_DATA_DIR), never to the user's registry, plist or ~/.config.
_SETTINGS = os.path.join(os.environ["TRICTRAC_DATA_DIR"], "settings")
QSettings.setDefaultFormat(QSettings.Format.IniFormat)
for _scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
    QSettings.setPath(QSettings.Format.IniFormat, _scope, _SETTINGS)
    QSettings.setPath(QSettings.Format.NativeFormat, _scope, _SETTINGS)


@pytest.fixture(autouse=True)
def _garbage_collected_as_cpython_does() -> Iterator[None]:
    """A test that started the studio leaves its collector on the interface's thread (studio/ui/collector.py),
    which collects only while an event loop runs; the next test gets CPython's automatic collection back."""
    yield
    from studio.ui.collector import InterfaceThreadCollector

    app = QCoreApplication.instance()
    collector = app.findChild(InterfaceThreadCollector, "interface-thread-collector") if app is not None else None
    if isinstance(collector, InterfaceThreadCollector):
        collector.stop()
