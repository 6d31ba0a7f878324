"""What the studio's window hands its collaborators.

To files, exports, archive, lessons, gestures, menus, the Game menu: narrow callables and protocols, so that none of
them imports the window itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from studio.store.db import Archive

__all__ = ["ArchiveOpener", "Say"]

Say = Callable[[str, int], None]
"""How a collaborator tells the user something in passing: the window's status bar (text, milliseconds shown;
0: until the next message)."""

ArchiveOpener = Callable[[], "Archive"]
"""The studio's archive, opened on first use (a :class:`studio.store.db.Archive`, named for the type checker only, so
that the window's modules need not load the database stack before the first frame)."""
