"""The archive's errors, apart from the database stack.

An interface that words them (``studio.ui.error_messages``) reads them here without loading SQLAlchemy, Alembic and
the rest before its first frame.  ``studio.store.db`` and ``studio.store.importing`` export them too."""

from __future__ import annotations

from dataclasses import dataclass, field

from studio.reading import shown

__all__ = ["ArchiveError", "FileError", "ReadError"]


class ArchiveError(ValueError):
    """An archive that cannot be opened as asked (read-only with an old schema, newer than this program...).

    ``reason`` names the fault and ``fields`` hold its facts (the path or URL, the schemas), for an interface
    to word it in its language; ``str()`` is English (the command line, the log).
    """

    def __init__(self, message: str, reason: str = "", **fields: object) -> None:
        super().__init__(message)
        self.fields: dict[str, object] = {"reason": reason, **fields}


@dataclass(frozen=True)
class FileError:
    """A file that was not imported: where the reader stopped (line and column 1-based, 0 if unknown) and why."""

    path: str
    line: int
    column: int
    message: str
    error: BaseException | None = field(default=None, compare=False, repr=False)
    """The error itself, when the reader or the system said it (an interface words it in its language)."""

    def __str__(self) -> str:
        name = shown(self.path)
        where = f"{name}:{self.line}:{self.column}" if self.line else name
        return f"{where}: {self.message}"


class ReadError(ValueError):
    """A file that does not read as records, with where it stopped.

    ``cause`` is the engine's error, when it said why (kept as an attribute, not only as ``__cause__``, so that it
    crosses to the process that reports it)."""

    def __init__(self, message: str, line: int = 0, column: int = 0, cause: BaseException | None = None) -> None:
        super().__init__(message)
        self.line = line
        self.column = column
        self.cause = cause
