"""The interface in French: every translatable string of studio/ui has a finished French translation in the
catalogue, the widgets (main window with the Game menu, play, replay, scoresheet, archive browser, new partie
dialog, game window, lesson player) show French and no English, and a language switch at run time retranslates
them.

The catalogue is the reference: the English shown is a catalogue *source* whose French differs, or an English
word from a short list of words that never occur in the French interface (for texts never put in the catalogue).
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from notation.game import Variant
from studio.games.session import GameSession, GameSetup, Seat
from studio.store.sample import SAMPLE_DIR
from studio.ui.i18n import TRANSLATIONS, Translations

if TYPE_CHECKING:
    from studio.ui.game_windows.archive_browser import ArchiveBrowser
    from studio.ui.game_windows.new_game_dialog import NewGameDialog
    from studio.ui.game_windows.play import PlayWidget
    from studio.ui.game_windows.replay import ReplayWidget
    from studio.ui.game_windows.window import GameWindow
    from studio.ui.lesson_windows.player import LessonPlayer
    from studio.ui.main_window import MainWindow

UI = Path(__file__).resolve().parents[2] / "studio" / "ui"
CATALOGUE = TRANSLATIONS / "trictrac_fr.ts"
HUMANS = (Seat("Abel"), Seat("Blaise"))
SAMPLE = SAMPLE_DIR / "annotees.trictrac"

# English words that the French interface never shows (the game's vocabulary is French in both languages, and
# player names here are Abel and Blaise).  A text never put in the catalogue is caught by one of them.
ENGLISH_WORDS = re.compile(
    r"\b(the|of|and|from|with|your|his|games?|throws?|plays?|save|search|records?|replay|player|players|"
    r"previous|next|first|last|variation|found|shown|won|lost|enter|dice|hold|leave|declare|claim|undo|"
    r"nobody|any|event|result|seats|computer|bearing|variant|rounded|gross|browser|board|new|lesson|lessons|"
    r"exercise|check|hint|retry|learner|forget|delete|merge|duplicates|filters?|marked|wins|go|add|"
    r"close|open|import|files?|folder)\b",
    re.IGNORECASE,
)


# -- the catalogue -------------------------------------------------------------------------------------------


def _catalogue() -> dict[tuple[str, str], tuple[str, str | None]]:
    """(context, source) -> (translation, its type: None when finished)."""
    messages: dict[tuple[str, str], tuple[str, str | None]] = {}
    for context in ElementTree.parse(CATALOGUE).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            # A text said of a count (``numerus``) has one form a plural; they are joined, one a line.
            forms = [form.text or "" for form in translation.findall("numerusform")]
            text = "\n".join(forms) if forms else translation.text or ""
            messages[(name, message.findtext("source") or "")] = (text, translation.get("type"))
    return messages


CATALOGUE_MESSAGES = _catalogue()


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _calls(path: Path) -> Iterator[tuple[int, str, list[ast.expr]]]:
    """The translation calls of a module: ``_tr(...)``, ``QT_TRANSLATE_NOOP(...)``, ``….translate(...)``."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        function = node.func
        name = function.id if isinstance(function, ast.Name) else getattr(function, "attr", "")
        if name in ("_tr", "_tr_n", "QT_TRANSLATE_NOOP", "translate"):
            yield node.lineno, name, node.args


MODULES = sorted(path for path in UI.rglob("*.py") if any(True for _ in _calls(path)))


@pytest.mark.parametrize("module", MODULES, ids=lambda path: str(path.relative_to(UI)))
def test_every_string_of_the_module_has_a_finished_french_translation(module: Path) -> None:
    # lupdate reads ``_tr("Context", "text")`` with literal strings only (i18n.py): a one-argument ``_tr(text)``
    # or a context in a variable is invisible to it, and its text stays English in French.
    untranslated = []
    for line, name, args in _calls(module):
        literals = [_literal(arg) for arg in args]
        if name == "_tr":
            assert len(args) == 2 and None not in literals, f"{module.name}:{line}: _tr needs two literal strings"
        if name == "_tr_n":
            # _tr_n("Context", "text with %n", count): the count is the call's own
            assert len(args) == 3 and None not in literals[:2], f"{module.name}:{line}: _tr_n needs two literals"
            args, literals = args[:2], literals[:2]
        if len(args) != 2 or None in literals:
            continue  # QCoreApplication.translate(context, variable): the text is a QT_TRANSLATE_NOOP elsewhere
        context, source = literals
        assert context is not None and source is not None
        translation, kind = CATALOGUE_MESSAGES.get((context, source), ("", "missing"))
        if kind is not None or not translation.strip():
            untranslated.append(f"{module.name}:{line}: [{context}] {source!r} ({kind or 'empty'})")
    assert untranslated == []


def test_the_catalogue_holds_no_unfinished_or_vanished_message() -> None:
    kinds = {kind for _translation, kind in CATALOGUE_MESSAGES.values()}
    assert kinds == {None}
    qm = TRANSLATIONS / "trictrac_fr.qm"
    assert qm.stat().st_mtime >= CATALOGUE.stat().st_mtime - 1


_FIELD = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("key", sorted(CATALOGUE_MESSAGES), ids=lambda key: f"{key[0]}:{key[1][:40]}")
def test_a_translation_keeps_its_fields_and_french_typography(key: tuple[str, str]) -> None:
    source, (translation, _kind) = key[1], CATALOGUE_MESSAGES[key]
    # The named fields ({n}, {error}…) are filled by str.format: the same names in both languages, in each form of a
    # text said of a count, which holds the count's %n in each form and no English « (s) ».
    counted = "%n" in source
    for form in translation.split("\n") if counted else [translation]:
        assert sorted(_FIELD.findall(source)) == sorted(_FIELD.findall(form))
        assert ("%n" in form) is counted and not (counted and "(s)" in form)
    # One mnemonic (&) at most, and one where the English has one (menus, buttons).
    assert translation.replace("&&", "").count("&") == source.replace("&&", "").count("&") <= 1
    # French typography, as in the rest of the catalogue: a space before : ; ? ! (not in file filters ";;",
    # fields, markup or shortcuts such as "Ctrl+Alt+S").
    text = re.sub(r"<[^>]*>", "", _FIELD.sub("X", translation)).replace(";;", " ")
    for mark in re.finditer(r"(?<=\S)[:;?!](?=\s|$)", text):
        raise AssertionError(f"no space before {mark.group()!r} in {translation!r}")


# -- the widgets -----------------------------------------------------------------------------------------------


def _menu_texts(menu: QMenu) -> Iterator[str]:
    yield menu.title()
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from _menu_texts(submenu)
        elif not action.isSeparator():
            yield action.text()


def _closed_window_between(widget: QWidget, root: QWidget) -> bool:
    """Whether ``widget`` is in a window of its own under ``root`` that is closed (menus are windows too, shown
    only when opened: they count)."""
    current: QWidget | None = widget
    while current is not None and current is not root:
        if current.isWindow() and not isinstance(current, QMenu) and not current.isVisible():
            return True
        current = current.parentWidget()
    return False


def visible_texts(root: QWidget) -> list[str]:
    """Every text a widget and its children show: titles, labels, buttons, placeholders, items, headers, menus."""
    texts = [root.windowTitle()]
    for widget in [root, *root.findChildren(QWidget)]:
        if _closed_window_between(widget, root):
            continue  # a dialog closed after use (the import's progress) shows nothing
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        elif isinstance(widget, QComboBox):
            texts.extend(widget.itemText(i) for i in range(widget.count()))
            texts.append(widget.placeholderText())
        elif isinstance(widget, QSpinBox):
            texts.extend((widget.prefix(), widget.suffix()))
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        elif isinstance(widget, QDockWidget):
            texts.append(widget.windowTitle())
        elif isinstance(widget, QMenu):
            texts.extend(_menu_texts(widget))
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            texts.extend(header.text(i) for i in range(widget.columnCount()))
        elif isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            texts.extend(str(model.headerData(i, Qt.Orientation.Horizontal) or "") for i in range(model.columnCount()))
        texts.extend(action.text() for action in widget.actions() if not action.isSeparator())
    return [text for text in texts if text.strip()]


def _plain(text: str) -> str:
    return re.sub(r"<[^>]*>", " ", text).replace("&nbsp;", " ").replace("&", "").strip()


ENGLISH_SOURCES = {
    _plain(source)
    for (_context, source), (translation, _kind) in CATALOGUE_MESSAGES.items()
    if _plain(source) != _plain(translation) and not _FIELD.search(source)
}


_PATH = re.compile(r"\S*[/\\]\S*")
"""A file's path shown in a text (the user's folders, a test's temporary one): his words, not the interface's."""


def english_in(texts: list[str]) -> list[str]:
    """The texts left in English: a catalogue source shown untranslated, or an English word (paths aside)."""
    return [
        text for text in texts if _plain(text) in ENGLISH_SOURCES or ENGLISH_WORDS.search(_PATH.sub(" ", _plain(text)))
    ]


def french(context: str, source: str) -> str:
    translation, kind = CATALOGUE_MESSAGES[(context, source)]
    assert kind is None
    return translation


@pytest.fixture
def translations() -> Iterator[Translations]:
    translations = Translations()
    yield translations
    translations.uninstall()
    QLocale.setDefault(QLocale(QLocale.Language.English))


def _switch(translations: Translations, language: str) -> None:
    """Switch the language as the studio does, and let Qt deliver its LanguageChange events."""
    translations.install(language)
    QApplication.processEvents()


def _record() -> str:
    text = SAMPLE.read_text(encoding="utf-8")
    return "%trictrac 1" + text.split("%trictrac 1")[1]


@dataclass
class Shown:
    """The games' widgets and the lesson player, each with something to show."""

    play: PlayWidget
    replay: ReplayWidget
    browser: ArchiveBrowser
    dialog: NewGameDialog
    recording: NewGameDialog
    window: GameWindow
    replay_window: GameWindow
    lessons: LessonPlayer

    def by_name(self) -> dict[str, QWidget]:
        return {
            "play": self.play,
            "replay": self.replay,
            "browser": self.browser,
            "dialog": self.dialog,
            "recording": self.recording,
            "window": self.window,
            "replay window": self.replay_window,
            "lessons": self.lessons,
        }


def _widgets(qtbot: QtBot, tmp_path: Path) -> Shown:
    """The games' widgets and the lesson player, each with something to show."""
    from PySide6.QtCore import QSettings

    from lessons.loader import load_lessons
    from studio.store.db import Archive
    from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend
    from studio.ui.game_windows.new_game_dialog import NewGameDialog
    from studio.ui.game_windows.play import PlayWidget
    from studio.ui.game_windows.replay import ReplayWidget
    from studio.ui.game_windows.window import GameWindow
    from studio.ui.lesson_windows.player import LessonPlayer
    from studio.ui.settings import Settings

    session = GameSession(GameSetup(variant=Variant.ECRIRE, seats=HUMANS, ecoles=True, marques=2))
    session.primaute(6, 2)
    play = PlayWidget(session, delay_ms=0)
    replay = ReplayWidget(_record())
    replay.goto_throw(8)
    assert replay.add_variation("6-5 B1-B7 B1-B6") == ""
    archive = Archive(f"sqlite:///{tmp_path}/a.sqlite")
    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    browser = ArchiveBrowser(StoreBackend(archive), settings=settings)
    browser.import_records([str(SAMPLE)], report=False)
    qtbot.waitUntil(lambda: browser.last_import is not None, timeout=30_000)
    player = browser.fields["player"]
    assert isinstance(player, QLineEdit)
    player.setText("François Ménard")
    browser.buttons["stats"].click()  # the button reads the player's field
    widgets = Shown(
        play=play,
        replay=replay,
        browser=browser,
        dialog=NewGameDialog(),
        recording=NewGameDialog(recording=True),
        window=GameWindow(GameSession(GameSetup(seats=HUMANS, recording=True)), delay_ms=0),
        replay_window=GameWindow(record_text=_record()),
        lessons=LessonPlayer(load_lessons()[:3], settings=Settings.memory()),
    )
    for widget in widgets.by_name().values():
        qtbot.addWidget(widget)
    return widgets


def _main_window(qtbot: QtBot) -> MainWindow:
    from studio.ui.main_window import MainWindow
    from studio.ui.settings import Settings

    window = MainWindow(settings=Settings.memory())
    qtbot.addWidget(window)
    return window


def test_the_games_and_the_lessons_speak_french(qtbot: QtBot, tmp_path: Path, translations: Translations) -> None:
    _switch(translations, "fr")
    widgets = _widgets(qtbot, tmp_path)
    for name, widget in widgets.by_name().items():
        texts = visible_texts(widget)
        assert texts, name
        assert english_in(texts) == [], name
    play, replay, browser = widgets.play, widgets.replay, widgets.browser
    assert play.throw_button.text() == french("PlayWidget", "&Throw the dice") == "&Jeter les dés"
    assert play.sheet.title.text() == french("Scoresheet", "<b>Partie à écrire</b> — scoresheet")
    assert replay.tree.headerItem().text(0) == french("ReplayWidget", "Throw and play")
    assert "variante 1" in visible_texts_of_tree(replay.tree)
    assert browser.model.headerData(7, Qt.Orientation.Horizontal) == french("ArchiveBrowser", "Throws")
    assert browser.count.text().endswith("parties trouvées")
    assert "comme Blanc" in browser.stats.text()
    assert widgets.window.windowTitle() == "Trictrac Studio — Enregistrement\u202f: Abel – Blaise"


def visible_texts_of_tree(tree: QTreeWidget) -> list[str]:
    texts = []
    stack = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while stack:
        item = stack.pop()
        assert item is not None  # an index below the count
        texts.append(item.text(0))
        stack.extend(item.child(i) for i in range(item.childCount()))
    return texts


def _game_menu(window: MainWindow) -> QMenu:
    """The main window's Game menu."""
    menu = window.games.menu
    assert menu is not None, "the main window has no Game menu"
    return menu


def test_the_main_window_with_the_game_menu_speaks_french(qtbot: QtBot, translations: Translations) -> None:
    _switch(translations, "fr")
    window = _main_window(qtbot)
    texts = visible_texts(window)
    assert english_in(texts) == []
    games = window.games
    assert _game_menu(window).title() == french("Games", "&Game") == "&Parties"
    assert games.actions["game.new"].text() == "&Nouvelle partie…"
    assert games.actions["game.record"].text() == "&Relever sur le tablier…"
    games.show_browser()
    dock = games.browser_dock
    assert dock is not None  # shown
    assert dock.windowTitle() == french("Games", "Archive")
    assert english_in(visible_texts(dock)) == []


def _english_texts(widgets: dict[str, QWidget]) -> dict[str, list[str]]:
    return {name: visible_texts(widget) for name, widget in widgets.items()}


def test_switching_the_language_retranslates_the_games(
    qtbot: QtBot, tmp_path: Path, translations: Translations
) -> None:
    _switch(translations, "en")
    shown = _widgets(qtbot, tmp_path)
    window = _main_window(qtbot)
    widgets = shown.by_name()
    widgets["main window"] = window
    before = _english_texts(widgets)
    assert _game_menu(window).title() == "&Game"
    # To French: through the main window's own language action, as the user does it.
    window.set_language("fr")
    QApplication.processEvents()
    for name, widget in widgets.items():
        assert english_in(visible_texts(widget)) == [], name
    assert _game_menu(window).title() == "&Parties"
    assert shown.play.undo_button.text() == french("PlayWidget", "&Undo the last input")
    assert shown.replay.actions_by_id["next"].text() == "Suivant ▶"
    assert "variante 1" in visible_texts_of_tree(shown.replay.tree)
    assert shown.browser.buttons["merge"].text() == "Dou&blons…"
    assert shown.browser.count.text().endswith("parties trouvées")
    assert shown.dialog.windowTitle() == "Nouvelle partie"
    assert shown.replay_window.menu.title() == "Pa&rtie"
    # And back: every text as it was.
    window.set_language("en")
    QApplication.processEvents()
    assert _english_texts(widgets) == before
    assert QCoreApplication.translate("Games", "&Game") == "&Game"


def test_qts_own_file_dialog_speaks_french(qtbot: QtBot, translations: Translations, tmp_path: Path) -> None:
    # Qt's French catalogue lacks the file dialog's "&Look in:" and "Files of &type:" (renamed with mnemonics in
    # Qt 6) and a folder's kind ("Folder"): they showed in English in the studio's open and save dialogs until the
    # studio's catalogue gave them.
    from PySide6.QtCore import QFileInfo
    from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QLabel

    _switch(translations, "fr")
    # The kind of a folder in the dialog's list.
    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "Dossier"
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        dialog = QFileDialog(None, "x")
        qtbot.addWidget(dialog)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setAcceptMode(mode)
        labels = sorted(label.text() for label in dialog.findChildren(QLabel) if label.text())
        assert labels == [
            "&Nom de fichier\N{NARROW NO-BREAK SPACE}:",
            "&Voir dans\N{NARROW NO-BREAK SPACE}:",
            "Fichiers de &type\N{NARROW NO-BREAK SPACE}:",
        ]


@pytest.mark.parametrize(
    ("language", "context", "text", "said"),
    [
        ("en", "ExportDialog", "%n page(s)", {0: "0 pages", 1: "1 page", 2: "2 pages"}),
        ("fr", "ExportDialog", "%n page(s)", {0: "0 page", 1: "1 page", 2: "2 pages"}),
        ("en", "ExportDialog", "Printed %n page(s).", {1: "Printed 1 page.", 12: "Printed 12 pages."}),
        ("fr", "ExportDialog", "Printed %n page(s).", {1: "1 page imprimée.", 12: "12 pages imprimées."}),
        ("en", "LessonPlayer", "%n hint(s) available.", {1: "1 hint available.", 3: "3 hints available."}),
        ("fr", "LessonPlayer", "%n hint(s) available.", {1: "1 indice disponible.", 3: "3 indices disponibles."}),
        (
            "fr",
            "LessonPlayer",
            "Progress reset: %n record(s) forgotten.",
            {
                1: "Progression remise à zéro\u202f: 1 résultat oublié.",
                4: "Progression remise à zéro\u202f: 4 résultats oubliés.",
            },
        ),
        ("fr", "LessonPlayer", "%n exercise(s) due for review", {0: "0 exercice à revoir", 5: "5 exercices à revoir"}),
    ],
)
def test_a_count_is_said_in_the_singular_or_the_plural(
    qtbot: QtBot, translations: Translations, language: str, context: str, text: str, said: dict[int, str]
) -> None:
    # « 1 page(s) » was the export dialog's word for one page: each language's own plural now, French's singular for
    # 0 and 1, English's for 1 alone.
    from studio.ui.i18n import tr_n

    _switch(translations, language)
    assert {count: tr_n(context, text, count) for count in said} == said
