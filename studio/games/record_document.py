"""Where a game window's record stands and where saving it goes, without Qt.

The record is unsaved, autosaved, saved to a file or archived.

A game window (a partie played or recorded, a replay) holds one :class:`RecordDocument`: the file the record was
read from or last saved to, the archived game it is, the autosave that keeps its changes aside, and the text last
saved.  The window asks it the lived-in rule's questions (:mod:`studio.games.lifecycle`): how the record stands
(:meth:`RecordDocument.standing`), where *Save* writes it (:meth:`RecordDocument.save_target`), and what saving it
removes (:meth:`RecordDocument.saved`); the window only shows the dialogs and writes the files.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["Kept", "RecordDocument", "SaveTarget"]


class SaveTarget(enum.Enum):
    """Where *Save* writes a record."""

    ARCHIVE = "archive"
    """A new revision of the archived game it is."""
    FILE = "file"
    """The file it was read from or last saved to."""
    ASK = "ask"
    """Nowhere yet: ask for a file (*Save as…*)."""


class Kept(enum.Enum):
    """How a record's changes are kept: the lived-in rule's three ways."""

    SAVED = "saved"
    """Saved to a file or the archive, or nothing changed: closing asks nothing."""
    UNSAVED = "unsaved"
    """Changes held only in memory: closing asks to save or discard them."""
    AUTOSAVED = "autosaved"
    """Changes not saved but kept aside in an autosave file (a crash loses nothing); closing still asks."""


@dataclass
class RecordDocument:
    """A game window's record, as saved: its file, its archived game, its autosave, the text last saved."""

    path: str | None = None
    """The file the record was read from or last saved to (None: never saved to a file)."""
    archive_id: int | None = None
    """The archived game the record is (opened from the archive, or archived from the window)."""
    autosave: Path | None = None
    """Where the changes not yet saved are kept aside (None: none kept, or all saved)."""
    saved_text: str | None = None
    """The text last saved (None: never saved from this window)."""
    from_archive: bool = field(init=False)
    """Opened from the archive: *Save* writes into it, even after a copy was saved to a file."""

    def __post_init__(self) -> None:
        self.from_archive = self.archive_id is not None

    def save_target(self, *, archive_open: bool) -> SaveTarget:
        """Tell where *Save* writes: into the archived game, else to the file, else ask.

        It writes into the archived game the record came from (a new revision), else to the file it came from or was
        last saved to, else into the archived game it was saved as, else it asks.

        >>> RecordDocument(path="a.trr").save_target(archive_open=True)
        <SaveTarget.FILE: 'file'>
        >>> RecordDocument(archive_id=3, path="a.trr").save_target(archive_open=True)
        <SaveTarget.ARCHIVE: 'archive'>
        >>> RecordDocument(archive_id=3).save_target(archive_open=False)
        <SaveTarget.ASK: 'ask'>
        """
        if self.archive_id is not None and archive_open and (self.from_archive or not self.path):
            return SaveTarget.ARCHIVE
        if self.path:
            return SaveTarget.FILE
        return SaveTarget.ASK

    def saved(self, text: str, *, path: str | None = None, archive_id: int | None = None) -> Path | None:
        """Note that ``text`` was saved, or its changes discarded: closing no longer asks.

        It was saved to ``path``, or as archived game ``archive_id``; with neither, its changes were discarded.
        Returns the autosave that is no longer needed (the caller removes it), if any."""
        if path is not None:
            self.path = path
        if archive_id is not None:
            self.archive_id = archive_id
        self.saved_text = text
        autosave, self.autosave = self.autosave, None
        return autosave

    def kept(self, *, modified: bool) -> Kept:
        """Tell how the record stands given whether it holds changes not saved."""
        if not modified:
            return Kept.SAVED
        return Kept.AUTOSAVED if self.autosave is not None else Kept.UNSAVED

    def differs(self, text: str) -> bool:
        """Tell whether ``text`` is not what was last saved (never saved: it differs)."""
        return self.saved_text != text
