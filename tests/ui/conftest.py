"""The studio's windows under pytest-qt (every test here is marked `gui`, tests/conftest.py): the main window."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from studio.ui.settings import Settings


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    """The studio's main window on settings of its own in memory, shown at 1200×900 in English; its translations
    are removed afterwards and the default locale is English again."""
    QLocale.setDefault(QLocale(QLocale.Language.English))
    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    window.resize(1200, 900)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.translations.uninstall()
    QLocale.setDefault(QLocale(QLocale.Language.English))
