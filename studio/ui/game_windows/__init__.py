"""Playing, recording and replaying parties, and the archive browser: the studio's Game menu.

A :class:`GamesController` does what the Game menu does; the studio's main window owns one (``window.games``)
and hands it what it needs (its archive, its settings, the position on its board, the dock the archive shares
a tab with).  :func:`install` gives a bare ``QMainWindow`` the Game menu (``python -m studio.ui.game_windows``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QInputDialog, QMainWindow, QMenu, QMenuBar, QMessageBox, QWidget

from studio.ui.archive_io import archive_errors
from studio.ui.error_messages import error_text
from studio.ui.files import DiagramFileError, read_text_file
from studio.ui.i18n import QT_TRANSLATE_NOOP
from studio.ui.i18n import tr as _tr
from studio.ui.widget_guards import guard_widgets

if TYPE_CHECKING:
    from pathlib import Path

    from notation.board import Position
    from notation.tutor.ranking import Analysis
    from studio.games.lifecycle import UnfinishedPartie
    from studio.games.replay_autosave import UnsavedReplay
    from studio.games.session import GameSession, GameSetup
    from studio.store.db import Archive
    from studio.ui.game_windows.archive_browser import ArchivedGame
    from studio.ui.game_windows.archiving import ArchiveAnswer
    from studio.ui.game_windows.window import GameWindow
    from studio.ui.settings import Settings
    from studio.ui.window_archive import ArchiveOpening

__all__ = ["GAME_ACTIONS", "GAME_MENU", "GamesController", "add_game_menu", "install", "recovery_question"]


class _LanguageWatcher(QObject):
    """Calls ``retranslate`` when the watched window is told the language changed (Qt's ``LanguageChange``)."""

    def __init__(self, watched: QObject, retranslate: Callable[[], None]) -> None:
        super().__init__(watched)
        self._retranslate = retranslate
        watched.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False


class GamesController:
    """What the Game menu does; the studio's main window keeps one as ``window.games``.

    ``window`` holds the archive dock and parents the dialogs; ``archive`` opens the archive shared with the
    window (else one is opened at ``archive_url``); ``settings``, the studio's (the same last folder for every
    dialog, the board's notation in the game windows); ``current_position``, the position on the studio's board
    (the browser's "search this position"); ``beside``, the dock the archive shares a tab with; ``opening``, the
    studio's archive being opened in the background."""

    def __init__(
        self,
        window: QMainWindow,
        *,
        archive_url: str | None = None,
        archive: Callable[[], Archive] | None = None,
        settings: Settings | None = None,
        current_position: Callable[[], Position] | None = None,
        beside: QDockWidget | None = None,
        opening: Callable[[], ArchiveOpening | None] | None = None,
    ) -> None:
        self.window = window
        self.opening = opening
        """The studio's archive being opened in the background (``None`` once open), for the archive dock."""
        self.archive_url = archive_url
        self.opener = archive
        self.settings = settings
        self.current_position = current_position
        self.beside = beside
        self._archive: Archive | None = None
        self.windows: list[GameWindow] = []
        self.browser_dock: QDockWidget | None = None
        self.actions: dict[str, QAction] = {}
        self.menu: QMenu | None = None
        self.language_watcher: QObject | None = None
        self.ask_recovery: Callable[[int], str] = self._ask_recovery
        """Asks what to do with a partie left unfinished after throw n: "resume", "later" (asked again at the
        next start) or "abandon" (its autosave removed); a dialog, tests replace it."""
        self.choose_unfinished: Callable[[list[UnfinishedPartie], bool], UnfinishedPartie | None] = (
            self._choose_unfinished
        )
        """Shows the parties kept aside (at start: True) and gives the one to resume, or None; a dialog."""
        self.ask_replay_recovery: Callable[[UnsavedReplay], str] = self._ask_replay_recovery
        """Asks what to do with a replay whose changes a studio that died kept aside: "restore", "later" (asked
        again at the next start) or "discard" (its changes removed); a dialog, tests replace it."""

    def retranslate(self) -> None:
        """Set the Game menu's texts and the archive dock's title again (called when the language changes)."""
        if self.menu is not None:
            self.menu.setTitle(_tr("Games", "&Game"))
        for key, text, _shortcut, _handler in GAME_ACTIONS:
            if key in self.actions:
                self.actions[key].setText(QCoreApplication.translate("Games", str(text)))
        if self.browser_dock is not None:
            self.browser_dock.setWindowTitle(_tr("Games", "Archive"))

    # -- the archive, opened on first use ------------------------------------------------------

    def archive(self) -> Archive:
        """Return the main window's archive when it keeps one (the studio's), else one opened here."""
        if self.archive_url is None and self.opener is not None:
            return self.opener()
        if self._archive is None:
            # imported here: start-up does without studio.store.db, loaded after the first window shows
            from studio.store.db import Archive

            self._archive = Archive(self.archive_url)
        return self._archive

    def save_to_archive(self, text: str, game_id: int | None = None) -> ArchiveAnswer:
        """Save a window's record: into archived game ``game_id`` (a new revision) when it came from there."""
        # imported here: start-up does without studio.ui.game_windows.archiving, loaded after the first window shows
        from studio.ui.game_windows.archiving import save_record

        return save_record(self.archive(), text, game_id)

    def store_analysis(self, game_id: int, analysis: Analysis) -> None:
        """Keep a replay's analysis of archived game ``game_id`` with it (a failure is logged, never shown)."""
        # imported here: start-up does without studio.store.analyses (6 ms), loaded after the first window shows
        from studio.store.analyses import store_analysis

        try:
            store_analysis(self.archive(), game_id, analysis, analysis.ratings[0].ply if analysis.ratings else 1)
        except KeyError:  # the game was deleted meanwhile
            logging.getLogger(__name__).warning("game %s is no longer archived: its analysis is not kept", game_id)
        except archive_errors():
            logging.getLogger(__name__).warning("the analysis of game %s was not kept", game_id, exc_info=True)

    # -- the actions -----------------------------------------------------------------------

    def current_record_text(self) -> str:
        """Return the record of the game window last opened and still open ("" when none is)."""
        for window in reversed(self.windows):
            if window.isVisible():
                return window.text()
        return ""

    def _open_window(
        self,
        *,
        session: GameSession | None = None,
        record_text: str | None = None,
        path: str | None = None,
        archive_id: int | None = None,
        at_position: Position | None = None,
        replay_autosave: Path | None = None,
    ) -> GameWindow:
        # imported here: start-up does without studio.ui.game_windows.window (59 ms), loaded after the first window
        # shows
        from studio.ui.game_windows.window import GameWindow

        window = GameWindow(
            archive_saver=self.save_to_archive,
            settings=self.settings,
            analysis_saver=self.store_analysis,
            session=session,
            record_text=record_text,
            path=path,
            archive_id=archive_id,
            at_position=at_position,
            replay_autosave=replay_autosave,
        )
        self.windows = [w for w in self.windows if w.isVisible()]
        self.windows.append(window)
        window.show()
        return window

    def start(self, setup: GameSetup) -> GameWindow:
        # imported here: start-up does without studio.games.session, loaded after the first window shows
        from studio.games.session import GameSession, new_autosave_path

        # A file of its own: another partie begun later never replaces this one's autosave.
        session = GameSession(setup, autosave=new_autosave_path())
        session.save()
        return self._open_window(session=session)

    def new_partie(self, recording: bool = False) -> None:
        # imported here: start-up does without studio.ui.game_windows.new_game_dialog, loaded after the first window
        # shows
        from studio.ui.game_windows.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.window, recording=recording, settings=self.settings)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        try:
            setup = dialog.setup()
        except ValueError as error:
            QMessageBox.warning(self.window, _tr("Games", "New partie"), error_text(error, capital=False))
            return
        self.start(setup)

    def record_partie(self) -> None:
        self.new_partie(recording=True)

    def open_record(self) -> None:
        # imported here: start-up does without studio.ui.dialogs, loaded after the first window shows
        from studio.ui import dialogs

        path = dialogs.open_file_name(
            self.window,
            self.settings,
            _tr("Games", "Open a record"),
            _tr("Games", "Records (*.trr *.trictrac *.txt);;All files (*)"),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> GameWindow | None:
        """Open a record file; a file of several games (the sample's) asks which."""
        try:
            text = read_text_file(path)
        except DiagramFileError as error:
            QMessageBox.warning(
                self.window, _tr("Games", "Open a record"), f"{path}\n\n{error_text(error, place=False)}"
            )
            return None
        return self.open_file_text(text, path)

    def open_file_text(self, text: str, path: str) -> GameWindow | None:
        """Open the records ``text`` read from ``path``; when it holds several, ask which (and keep no path)."""
        # imported here: start-up does without studio.ui.game_windows.printing, loaded after the first window shows
        from studio.ui.game_windows.printing import choose_game

        several = text.count("%trictrac") > 1
        chosen = choose_game(self.window, text)
        if chosen is None:
            return None
        return self.open_text(chosen, path=None if several else path)

    def open_text(self, text: str, path: str | None = None) -> GameWindow | None:
        try:
            return self._open_window(record_text=text, path=path)
        except ValueError as error:
            QMessageBox.warning(self.window, _tr("Games", "Open a record"), error_text(error, capital=False))
            return None

    def open_archived(self, found: ArchivedGame) -> GameWindow | None:
        """Open a game of the archive.

        It knows its archive id (saved into it), and stands where the search found it."""
        try:
            return self._open_window(record_text=found.text, archive_id=found.game_id, at_position=found.position)
        except ValueError as error:
            QMessageBox.warning(self.window, _tr("Games", "Open a record"), error_text(error, capital=False))
            return None

    def replay_from_archive(self) -> None:
        number, ok = QInputDialog.getInt(
            self.window, _tr("Games", "Replay from the archive"), _tr("Games", "Game number:"), 1, 1
        )
        if ok:
            # imported here: start-up does without studio.ui.game_windows.archive_browser, loaded after the first window
            # shows
            from studio.ui.game_windows.archive_browser import ArchivedGame, StoreBackend

            try:
                text = StoreBackend(self.archive()).record_text(number)
            except KeyError:
                QMessageBox.warning(self.window, _tr("Games", "Archive"), _tr("Games", "No game {n}.").format(n=number))
                return
            self.open_archived(ArchivedGame(number, text))

    def show_browser(self) -> None:
        if self.browser_dock is None:
            # imported here: start-up does without studio.ui.game_windows.archive_browser, loaded after the first window
            # shows
            from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend

            # The studio's archive, opened in the background: the dock shows the progress and fills when done.
            opening = self.opening() if self.opening is not None else None
            browser = ArchiveBrowser(
                StoreBackend(None if opening is not None else self.archive()),
                self.window,
                current_position=self.current_position,
                # The studio's settings: the same last folder for every dialog, saved filters kept with them.
                settings=self.settings,
            )
            browser.gameOpenRequested.connect(self.open_archived)
            dock = QDockWidget(_tr("Games", "Archive"), self.window)
            dock.setObjectName("archive_browser")
            dock.setWidget(browser)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            if self.beside is not None:
                # One tall column on the right: the archive shares it with the editor's panel, as a tab.
                self.window.tabifyDockWidget(self.beside, dock)
                self.window.resizeDocks([dock], [620], Qt.Orientation.Horizontal)
            self.browser_dock = dock
            dock.visibilityChanged.connect(self._guard_window)
            if opening is not None:
                browser.wait_for_archive(opening)
            else:
                browser.search()
        self.browser_dock.show()
        self.browser_dock.raise_()

    def _guard_window(self, visible: bool) -> None:
        if visible:
            guard_widgets(self.window)

    def offer_recovery(self, ask: bool = True) -> GameWindow | None:
        """Offer back the parties left unfinished (the studio was closed or killed, or they were kept for later).

        One is offered back with Resume, Later or Abandon; several as a list to choose from (:meth:`choose_unfinished`);
        returns the window resumed, or None."""
        # imported here: start-up does without studio.games.lifecycle, loaded after the first window shows
        from studio.games.lifecycle import unfinished_parties

        parties = unfinished_parties()
        if not parties:
            return None
        if not ask:
            return self.resume(parties[0].path)
        if len(parties) > 1:
            chosen = self.choose_unfinished(parties, True)
            return self.resume(chosen.path) if chosen is not None else None
        answer = self.ask_recovery(parties[0].throws)
        if answer == "abandon":
            parties[0].path.unlink(missing_ok=True)
        if answer != "resume":
            return None
        return self.resume(parties[0].path)

    def offer_replay_recovery(self) -> list[GameWindow]:
        """Offer back the replays whose changes were kept aside and never saved (the studio died).

        Each is offered back with Restore, Later or Discard; returns the windows restored."""
        # imported here: start-up does without studio.games.replay_autosave, loaded after the first window shows
        from studio.games.replay_autosave import unsaved_replays

        restored: list[GameWindow] = []
        for replay in unsaved_replays():
            answer = self.ask_replay_recovery(replay)
            if answer == "discard":
                replay.path.unlink(missing_ok=True)
            elif answer == "restore":
                try:
                    restored.append(
                        self._open_window(
                            record_text=replay.text,
                            path=replay.source_path,
                            archive_id=replay.archive_id,
                            replay_autosave=replay.path,
                        )
                    )
                except ValueError as error:
                    QMessageBox.warning(
                        self.window, _tr("Games", "A replay not saved"), error_text(error, capital=False)
                    )
        return restored

    def _ask_replay_recovery(self, replay: UnsavedReplay) -> str:
        # imported here: start-up does without studio.games.replay_autosave, loaded after the first window shows
        from studio.games.replay_autosave import replay_title

        text = _tr(
            "Games",
            "The comments and variations added to the replay of {game} were not saved when the studio "
            "stopped ({when}). Restore them?",
        ).format(game=replay_title(replay.text), when=replay.written.strftime("%Y-%m-%d %H:%M"))
        answer = ask_take_up(
            self.window,
            _tr("Games", "A replay not saved"),
            text,
            (_tr("Games", "&Restore"), _tr("Games", "&Later"), _tr("Games", "&Discard the changes")),
        )
        return {"take-up": "restore", "later": "later", "drop": "discard"}[answer]

    def show_unfinished(self) -> GameWindow | None:
        """List the parties kept for later, to resume one (Game › Unfinished parties…)."""
        # imported here: start-up does without studio.games.lifecycle, loaded after the first window shows
        from studio.games.lifecycle import unfinished_parties

        parties = unfinished_parties()
        if not parties:
            QMessageBox.information(
                self.window, _tr("Games", "Unfinished parties"), _tr("Games", "No partie is kept for later.")
            )
            return None
        chosen = self.choose_unfinished(parties, False)
        return self.resume(chosen.path) if chosen is not None else None

    def resume(self, path: Path) -> GameWindow | None:
        """Open the partie autosaved at ``path`` where it was left (already open: its window comes forward)."""
        # imported here: start-up does without studio.games.session, loaded after the first window shows
        from studio.games.session import GameSession

        for window in self.windows:
            play = window.play
            if window.isVisible() and play is not None and play.session.autosave_path == path:
                window.raise_()
                window.activateWindow()
                return window
        try:
            session = GameSession.from_text(path.read_text(encoding="utf-8"), autosave=path)
        except (OSError, UnicodeDecodeError, ValueError) as error:
            QMessageBox.warning(self.window, _tr("Games", "An unfinished partie"), error_text(error, capital=False))
            return None
        return self._open_window(session=session)

    def _choose_unfinished(self, parties: list[UnfinishedPartie], at_start: bool) -> UnfinishedPartie | None:
        # imported here: start-up does without studio.ui.game_windows.unfinished_dialog, loaded after the first window
        # shows
        from studio.ui.game_windows.unfinished_dialog import UnfinishedDialog

        dialog = UnfinishedDialog(parties, self.window, at_start=at_start)
        if dialog.exec() != UnfinishedDialog.DialogCode.Accepted:
            return None
        return dialog.chosen

    def _ask_recovery(self, turn: int) -> str:
        """Resume, Later or Abandon: a "No" alone left the partie to be offered again at every start."""
        answer = ask_take_up(
            self.window,
            _tr("Games", "An unfinished partie"),
            recovery_question(turn),
            (_tr("Games", "&Resume"), _tr("Games", "&Later"), _tr("Games", "&Abandon the partie")),
        )
        return {"take-up": "resume", "later": "later", "drop": "abandon"}[answer]


def ask_take_up(parent: QWidget, title: str, text: str, buttons: tuple[str, str, str]) -> str:
    """Ask whether to take up what a studio left behind.

    ``buttons`` are the texts of taking it up (the default), of leaving it for later (Escape) and of dropping it; the
    answer is ``take-up``, ``later`` or ``drop``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    take_up = box.addButton(buttons[0], QMessageBox.ButtonRole.AcceptRole)
    later = box.addButton(buttons[1], QMessageBox.ButtonRole.RejectRole)
    drop = box.addButton(buttons[2], QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(take_up)
    box.setEscapeButton(later)
    box.exec()
    clicked = box.clickedButton()
    if clicked is drop:
        return "drop"
    return "take-up" if clicked is take_up else "later"


def recovery_question(turn: int) -> str:
    """Return what the studio asks of a partie left unfinished after throw ``turn``.

    Also when none was made yet: "after throw 0" read oddly."""
    if turn <= 0:
        return _tr("Games", "A partie was left before its first throw. Take it up again?")
    return _tr("Games", "A partie was left unfinished after throw {n}. Take it up again?").format(n=turn)


GAME_ACTIONS: tuple[tuple[str, str, str, Callable[[GamesController], object]], ...] = (
    ("game.new", QT_TRANSLATE_NOOP("Games", "&New partie…"), "Ctrl+Alt+N", GamesController.new_partie),
    ("game.record", QT_TRANSLATE_NOOP("Games", "&Record over the board…"), "Ctrl+Alt+R", GamesController.record_partie),
    ("game.open", QT_TRANSLATE_NOOP("Games", "&Open record…"), "Ctrl+Alt+O", GamesController.open_record),
    (
        "game.unfinished",
        QT_TRANSLATE_NOOP("Games", "&Unfinished parties…"),
        "",
        GamesController.show_unfinished,
    ),
    (
        "game.archive_replay",
        QT_TRANSLATE_NOOP("Games", "Replay from the &archive…"),
        "Ctrl+Alt+A",
        GamesController.replay_from_archive,
    ),
    ("game.browser", QT_TRANSLATE_NOOP("Games", "Archive &browser…"), "Ctrl+Alt+B", GamesController.show_browser),
)
"""The Game menu: id, text (English source, translated at run time in the context ``Games``), shortcut, what the
controller does."""

GAME_MENU = "game-menu"
"""The Game menu's object name."""


def add_game_menu(controller: GamesController, menu_bar: QMenuBar, before: QAction | None = None) -> QMenu:
    """Add the Game menu of ``controller`` to ``menu_bar``.

    Before the menu of ``before``: the Help menu stays last."""
    menu = QMenu(_tr("Games", "&Game"), menu_bar)
    menu.setObjectName(GAME_MENU)
    if before is None:
        menu_bar.addMenu(menu)
    else:
        menu_bar.insertMenu(before, menu)
    controller.menu = menu
    for key, text, shortcut, handler in GAME_ACTIONS:
        action = QAction(QCoreApplication.translate("Games", str(text)), controller.window)
        action.setShortcut(QKeySequence(shortcut))
        action.setObjectName(key)
        action.triggered.connect(lambda _checked=False, h=handler: h(controller))
        menu.addAction(action)
        controller.actions[key] = action
    return menu


def install(main_window: QMainWindow, *, offer_recovery: bool = True) -> GamesController:
    """Give a bare ``main_window`` the Game menu, and offer to recover an unfinished partie.

    The menu: New partie…, Record over the board…, Open record…, Replay from the archive…, Archive browser….

    The studio's :class:`~studio.ui.main_window.MainWindow` has its own (``window.games``): installing a second
    one is refused."""
    if main_window.menuBar().findChild(QMenu, GAME_MENU) is not None:
        raise ValueError("this window has its Game menu already (the studio's window: use window.games)")
    controller = GamesController(main_window)
    add_game_menu(controller, main_window.menuBar())
    # A language switch (i18n.Translations.install) sends the main window a LanguageChange: the menu follows it.
    controller.language_watcher = _LanguageWatcher(main_window, controller.retranslate)
    if offer_recovery:
        QTimer.singleShot(0, controller.offer_recovery)
    return controller
