"""A screen reader's ears, for tests/journeys/test_journey_screen_reader.py: run by the system's Python 3, which has
Debian's pyatspi (python3-pyatspi), on the same D-Bus session as the studio.

    screen_reader.py STOP_FILE TIMEOUT_S

It listens on the AT-SPI bus as Orca does — announcements, focus changes — and, once it has heard a rencontre
announced by the board and the focus go to two flèches, reads the board as Orca reads it (its name, its
description, its flèches), prints one JSON line of what it heard and read, touches STOP_FILE (the studio then
quits) and ends.  Without what it waits for by TIMEOUT_S, it prints what it heard and ends with status 1.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Protocol

BOARD_NAMES = ("Tablier", "Board")

heard: dict[str, list[str]] = {"announcements": [], "focus": []}
read: dict[str, object] = {}


class Accessible(Protocol):
    """What this script reads of an AT-SPI object: pyatspi's Accessible (its names), which declares no types."""

    @property
    def name(self) -> str: ...

    @property
    def description(self) -> str: ...

    @property
    def childCount(self) -> int: ...

    def getRoleName(self) -> str: ...

    def getChildAtIndex(self, index: int) -> Accessible: ...

    def __iter__(self) -> Iterator[Accessible | None]: ...


class Registry(Protocol):
    """pyatspi's Registry, as far as this script asks it for the applications."""

    def getDesktop(self, index: int) -> Accessible: ...


def _on_announcement(event: object) -> None:
    heard["announcements"].append(str(getattr(event, "any_data", "")))


def _on_focus(event: object) -> None:
    if getattr(event, "detail1", 1) != 1:
        return
    source = getattr(event, "source", None)
    try:
        name = source.name if source is not None else ""
    except Exception:  # a source gone since (a dialog closed)
        return
    heard["focus"].append(name)


def _find_board(node: Accessible | None, depth: int = 0) -> Accessible | None:
    if node is None or depth > 14:
        return None
    try:
        if node.name in BOARD_NAMES and node.childCount == 24:
            return node
        for child in node:
            found = _find_board(child, depth + 1)
            if found is not None:
                return found
    except Exception:  # a node gone while walked
        return None
    return None


def _read_board(registry: Registry) -> bool:
    desktop = registry.getDesktop(0)
    for application in desktop:
        if application is None or application.name not in ("trictrac-studio", "Trictrac Studio"):
            continue
        board = _find_board(application)
        if board is None:
            continue
        read["application"] = application.name
        read["name"] = board.name
        read["description"] = board.description
        read["role"] = board.getRoleName()
        read["fleches"] = [board.getChildAtIndex(index).name for index in range(board.childCount)]
        return True
    return False


def main() -> int:
    import pyatspi  # the system's (python3-pyatspi); imported here, so that pytest's doctests can import this file
    from gi.repository import GLib

    stop, timeout = Path(sys.argv[1]), float(sys.argv[2])
    start = time.monotonic()
    status = [1]
    pyatspi.Registry.registerEventListener(_on_announcement, "object:announcement")
    pyatspi.Registry.registerEventListener(_on_focus, "object:state-changed:focused")

    def look() -> bool:
        rencontre = any(" gagne " in text or " scores " in text for text in heard["announcements"])
        fleches = [name for name in heard["focus"] if name[:1] in "BN" and ":" in name]
        if rencontre and len(set(fleches)) >= 2 and _read_board(pyatspi.Registry):
            status[0] = 0
        if status[0] == 0 or time.monotonic() - start > timeout:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(250, look)
    pyatspi.Registry.start()
    print(json.dumps({"heard": heard, "read": read}, ensure_ascii=False), flush=True)
    stop.touch()
    return status[0]


if __name__ == "__main__":
    sys.exit(main())
