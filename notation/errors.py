"""The library's one exception family: every error ``notation`` and ``lessons`` raise for bad input.

Each error is a :class:`TrictracError` (itself a :class:`ValueError`, so an ``except ValueError`` still
catches it).  Its ``str()`` is an English message for the command line; its :attr:`~TrictracError.code`
names the kind of error and its :attr:`~TrictracError.fields` hold the facts of the message (the text read,
the line and column, the point, the colour…), so that an interface formats it in the user's language (in
the studio, through Qt's ``tr``) without reading the English text back.

The families of each module keep their place (``notation.board.BadPointError``,
``notation.record.reader.RecordError``…); this module holds the base and the errors shared by several
modules.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import ClassVar

__all__ = [
    "BadArgumentError",
    "BadColourError",
    "BadConventionError",
    "BadScoreError",
    "SearchCancelled",
    "TrictracError",
]


class TrictracError(ValueError):
    """The base of every error of the library.

    ``message`` is the English text (``str()`` may prefix it with a place, as ``line 3, column 5: …``);
    ``code`` the kind of error, stable across releases (an interface maps it to its translated text);
    ``fields`` the named facts the message states, for that text to quote.  A class whose raise sites say
    different things gives each a ``reason`` field, a stable code (``"bad-throw"``, ``"not-his-turn"``…): the
    interface words the error from its class, its reason and its facts (``studio.ui.error_messages``), never from
    the English.  An error that reports another carries it as the field ``cause``.
    """

    code: ClassVar[str] = "trictrac"

    def __init__(self, message: str, **fields: object) -> None:
        super().__init__(message)
        self.message = message
        self.fields: Mapping[str, object] = MappingProxyType(dict(fields))

    def __reduce__(self) -> tuple[object, ...]:
        """Pickle the error whole (a worker process hands it back).

        Its class, ``args`` and facts, whatever the arguments of its ``__init__`` (Python's own pickling calls it with
        ``args`` alone)."""
        # The instance's attributes: vars(self) where it answers (the sources; classes mypyc compiled for Python
        # 3.11), else BaseException's own reduction, which finds them where the interpreter keeps them (vars(self)
        # answers nothing on an error class mypyc compiled for Python 3.12 and later: RecordError, BadPlayError…).
        try:
            attributes: dict[str, object] = dict(vars(self))
        except TypeError:
            attributes = {}
        if not attributes:
            reduced = super().__reduce__()
            extra = reduced[2] if isinstance(reduced, tuple) and len(reduced) > 2 else None
            attributes = dict(extra) if isinstance(extra, dict) else {}
        state = {
            key: dict(value) if key == "fields" and isinstance(value, Mapping) else value
            for key, value in attributes.items()
        }
        return _rebuild, (type(self), self.args, state)


def _rebuild(cls: type[TrictracError], args: tuple[object, ...], state: dict[str, object]) -> TrictracError:
    """Return the error :meth:`TrictracError.__reduce__` pickled, built again without calling its ``__init__``."""
    error = cls.__new__(cls)
    error.args = args
    for key, value in state.items():
        setattr(error, key, MappingProxyType(dict(value)) if key == "fields" and isinstance(value, dict) else value)
    return error


class BadColourError(TrictracError):
    """Raised for text that names no colour (``white``/``black``, ``B``/``N``…); ``text`` is what was read."""

    code = "bad-colour"

    def __init__(self, message: str, text: str) -> None:
        super().__init__(message, text=text)
        self.text = text


class BadScoreError(TrictracError):
    """Raised for a player's marks no jeu holds: points outside 0–11, negative trous; ``value`` is the number."""

    code = "bad-score"

    def __init__(self, message: str, what: str, value: int) -> None:
        super().__init__(message, what=what, value=value)
        self.what = what
        self.value = value


class BadConventionError(TrictracError):
    """Raised for an unknown convention or a value it does not take; ``key`` and ``value`` as written."""

    code = "bad-convention"

    def __init__(self, message: str, key: str, value: object = None, **fields: object) -> None:
        super().__init__(message, key=key, value=value, **fields)
        self.key = key
        self.value = value


class BadArgumentError(TrictracError):
    """Raised for an argument a function does not take (a calling error more than the user's); ``name`` says which."""

    code = "bad-argument"

    def __init__(self, message: str, name: str, value: object = None) -> None:
        super().__init__(message, name=name, value=value)
        self.name = name
        self.value = value


class SearchCancelled(TrictracError):
    """A search of the tutor stopped by its caller (the studio's Cancel): :func:`notation.tutor.ranking.rank_plays`."""

    code = "search-cancelled"

    def __init__(self, message: str = "the search was stopped") -> None:
        super().__init__(message)
