"""The replay's actions, from the studio's one registry (:data:`studio.ui.actions.REPLAY_ACTIONS`).

Its toolbar shows them but the booklet, the game window's Replay menu every one."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QWidget

from studio.ui.actions import REPLAY_ACTIONS, Handler, build_actions, retranslate_actions

__all__ = ["STEP_ARROWS", "ReplayActions"]

STEP_ARROWS = {"first": "|◀", "previous": "◀", "next": "▶", "last": "▶|"}
"""What the toolbar shows of the four steps through the game."""

_PREFIX = "replay."


def _ignoring_data(handler: Callable[[], object]) -> Handler:
    return lambda _data: handler()


class ReplayActions:
    """The replay's QActions by key (``next``, ``analyse``…: the registry's id without ``replay.``)."""

    def __init__(self, widget: QWidget, handlers: Mapping[str, Callable[[], object]], toolbar: QToolBar) -> None:
        table: dict[str, Handler] = {key: _ignoring_data(handler) for key, handler in handlers.items()}
        built = build_actions(widget, table, REPLAY_ACTIONS)
        self._built = built
        self.by_key: dict[str, QAction] = {spec_id.removeprefix(_PREFIX): action for spec_id, action in built.items()}
        for key, action in self.by_key.items():
            if key != "analysed_booklet":
                # The booklet is an export: the window's Replay menu has it, the bar keeps to the game.
                toolbar.addAction(action)
            widget.addAction(action)
        self.retranslate()

    def retranslate(self) -> None:
        retranslate_actions(self._built, REPLAY_ACTIONS)
        # On the toolbar the four steps through the game are their arrows alone (the whole name in the
        # tooltip and the menus), so that every action of the bar shows at 1024 pixels, in French too.
        for key, arrows in STEP_ARROWS.items():
            self.by_key[key].setIconText(arrows)
