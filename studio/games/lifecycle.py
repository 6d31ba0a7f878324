"""What closing a document asks, and the parties kept aside: the studio's one rule for never losing work, without Qt.

Every document the studio closes (a diagram, a partie being played, a replay, a lesson's progress) stands in one
of three ways: **unsaved** (changes held only in memory), **autosaved** (a partie begun and not finished, kept in a
file of its own after every input) or **saved** (to a file or the archive, or nothing changed).  Closing it, or
quitting the studio, asks once, by :func:`close_choices`:

- an unsaved document: *Save*, *Discard* or *Cancel*;
- a partie in progress: *Archive it as unfinished*, *Keep it for later* (offered again at the next start and in
  the Game menu) or *Abandon it*, or *Cancel*; none of them loses it without the player saying so;
- a saved document: nothing to ask.

The windows only ask (:class:`Choice` is their answer); what each answer does to the autosave is
:func:`keeps_autosave`.  The parties kept aside are listed by :func:`unfinished_parties`, each in a file of its
own (:func:`studio.games.session.new_autosave_path`), so that starting a partie never replaces another.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from notation.errors import TrictracError
from notation.game import Variant
from studio.games.session import GameSession, unfinished_autosaves

__all__ = [
    "Choice",
    "Standing",
    "UnfinishedPartie",
    "close_choices",
    "keeps_autosave",
    "read_unfinished",
    "unfinished_parties",
]

logger = logging.getLogger(__name__)


class Choice(enum.Enum):
    """An answer to closing a document."""

    SAVE = "save"
    """Save the changes (to the document's file or the archive), then close."""
    DISCARD = "discard"
    """Close without the changes."""
    ARCHIVE_UNFINISHED = "archive-unfinished"
    """Archive the partie as it stands, marked unfinished; its autosave goes."""
    KEEP = "keep"
    """Keep the partie aside for later: its autosave stays, offered again at the next start."""
    ABANDON = "abandon"
    """Abandon the partie: its autosave goes, nothing is archived."""
    CANCEL = "cancel"
    """Do not close."""


@dataclass(frozen=True)
class Standing:
    """How a document stands when it is closed.

    ``modified``: changes kept nowhere but in memory (a diagram edited, a replay annotated, a partie over that was
    not saved); ``in_progress``: a partie begun (a throw at least) and not finished, which its autosave keeps."""

    modified: bool = False
    in_progress: bool = False


def close_choices(standing: Standing) -> tuple[Choice, ...]:
    """Return what closing a document standing so asks, the default answer first; ``()``: close without asking.

    >>> close_choices(Standing())
    ()
    >>> [choice.value for choice in close_choices(Standing(modified=True))]
    ['save', 'discard', 'cancel']
    >>> [choice.value for choice in close_choices(Standing(in_progress=True))]
    ['keep', 'archive-unfinished', 'abandon', 'cancel']
    """
    if standing.in_progress:
        return (Choice.KEEP, Choice.ARCHIVE_UNFINISHED, Choice.ABANDON, Choice.CANCEL)
    if standing.modified:
        return (Choice.SAVE, Choice.DISCARD, Choice.CANCEL)
    return ()


def keeps_autosave(choice: Choice | None) -> bool:
    """Tell whether a partie's autosave stays after the answer ``choice``.

    ``choice`` is ``None`` when the window closed without a question, its partie finished and saved or never begun.
    Only *Keep* and *Cancel* keep it; an archive that failed is no answer: the window does not close and the autosave
    stays."""
    return choice in (Choice.KEEP, Choice.CANCEL)


@dataclass(frozen=True)
class UnfinishedPartie:
    """A partie kept aside: its autosave, its players, its variant, how far it went and when it was last played."""

    path: Path
    names: tuple[str, ...]
    variant: Variant
    throws: int
    saved: datetime

    def players(self) -> str:
        return " – ".join(self.names)


def read_unfinished(path: Path) -> UnfinishedPartie | None:
    """Read the partie autosaved at ``path``; ``None`` when it is over or cannot be read.

    When it is over its autosave is removed: nothing is left to take up.  When it cannot be read the file is left as
    it is, and the log says why."""
    try:
        text = path.read_text(encoding="utf-8")
        saved = datetime.fromtimestamp(path.stat().st_mtime)
        session = GameSession.from_text(text)
    except (OSError, UnicodeDecodeError, ValueError, TrictracError):
        logger.warning("the autosave %s cannot be read: left as it is", path, exc_info=True)
        return None
    if session.finished:
        path.unlink(missing_ok=True)
        return None
    return UnfinishedPartie(path, session.setup.names, session.setup.variant, session.turn_number(), saved)


def unfinished_parties() -> list[UnfinishedPartie]:
    """List every partie kept aside, the last played first (:func:`studio.games.session.unfinished_autosaves`)."""
    found = (read_unfinished(path) for path in unfinished_autosaves())
    return [partie for partie in found if partie is not None]
