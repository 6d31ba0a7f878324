"""Journey: the French studio says one word for each thing, and a language switch leaves no French behind.

Found by hand: after switching to English the status bar kept « Archives ouvertes : … »; the Save question's
Discard read « Ne pas tenir compte » (Qt's own French); « Reprendre » stood for resume, take back and undo at
once; the coach spoke of « espérance » where everything else says « équité »; the tutor's depth read « à 1 coup »
(a coup is a throw and its play, not the tutor's look ahead); and « École ? » broke before its « ? ».
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDockWidget, QMessageBox

from studio.ui.game_windows.archive_browser import ArchiveBrowser

from .conftest import Studio

NARROW_SPACE = "\N{NARROW NO-BREAK SPACE}"


def archive_count(studio: Studio) -> str:
    dock = studio.window.findChild(QDockWidget, "archive_browser")
    assert dock is not None
    browser = dock.widget()
    assert isinstance(browser, ArchiveBrowser)
    return browser.count.text()


def test_the_status_bar_follows_a_language_switch(studio: Studio) -> None:
    window = studio.launch("--lang", "fr")
    studio.qtbot.waitUntil(lambda: archive_count(studio).startswith("210"), timeout=20000)
    bar = window.statusBar()
    studio.qtbot.waitUntil(lambda: bar.currentMessage().startswith("Les archives d'exemple"), timeout=5000)
    studio.trigger("language.en")
    studio.settle(100)
    assert bar.currentMessage().startswith("The sample archive: 210 parties imported into ")
    studio.trigger("language.fr")
    studio.settle(100)
    assert bar.currentMessage().startswith("Les archives d'exemple\u202f: 210 parties importées dans ")
    # A message said in passing, in the language just left, goes rather than stay in French.
    studio.trigger("edit.copy_text")
    french = bar.currentMessage()
    assert french == "Diagramme texte copié"
    studio.trigger("language.en")
    studio.settle(100)
    assert bar.currentMessage() in ("", "Copied a text diagram")


def translated(context: str, source: str) -> str:
    return QCoreApplication.translate(context, source)


@pytest.mark.parametrize(
    ("context", "source", "french"),
    [
        # Discard: the changes are given up, not "not taken into account".
        ("QPlatformTheme", "Discard", "Abandonner les modifications"),
        # Undo: annuler; take back: reprendre le coup; resume: reprendre la partie.
        ("Actions", "&Undo", "&Annuler"),
        ("PlayWidget", "&Undo the last input", "&Annuler la dernière saisie"),
        ("PlayWidget", "Taken back.", "Saisie annulée."),
        ("PlayWidget", "Take &back (with the reply)", "Repren&dre le coup (avec la réponse)"),
        ("Games", "&Resume", "&Reprendre la partie"),
        # The tutor looks one or two plies ahead: a depth, not a coup.
        ("GameAnalysis", "1-ply", "profondeur 1"),
        ("GameAnalysis", "{ply}-ply", "profondeur {ply}"),
        ("AnalysisPanel", "Look deeper (2-ply)", "Voir plus loin (profondeur 2)"),
        # Skipping the computer's play move by move: no « d'un coup » (a coup is a throw).
        ("PlayWidget", "S&kip: play it at once", "Pass&er\u202f: voir le jeu entier"),
        # « ? » and « ! » hold to their word (a narrow no-break space, as French typography has it).
        ("PlayWidget", "École ?", f"École{NARROW_SPACE}?"),
        ("PlayWidget", "É&cole !", f"É&cole{NARROW_SPACE}!"),
    ],
)
def test_one_word_for_each_thing_in_french(studio: Studio, context: str, source: str, french: str) -> None:
    studio.launch("--lang", "fr")
    assert translated(context, source) == french


def test_the_save_question_gives_up_the_changes_in_french(studio: Studio) -> None:
    window = studio.launch("--lang", "fr")
    box = QMessageBox(window)
    box.setStandardButtons(
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel
    )
    texts = [button.text().replace("&", "") for button in box.buttons()]
    assert "Abandonner les modifications" in texts and "Ne pas tenir compte" not in texts
    studio.trigger("language.en")
    box = QMessageBox(window)
    box.setStandardButtons(QMessageBox.StandardButton.Discard)
    assert [button.text().replace("&", "") for button in box.buttons()] == ["Discard"]
