"""The library's errors as the interface says them: one translated template per kind of error, quoting its facts.

:func:`error_text` keys on the error's class and reads the facts it holds (colour, count, point…) into a
template passed through Qt's ``tr`` (context ``EngineError``), so the French comes from the catalogue like
every other text of the interface; an error with no template here is shown as its ``str()`` (English).

The colours are named Blanc and Noir in both languages (the game's vocabulary).  French adjectives agree
with the colour (« une dame blanche »), so a template that uses the colour as an adjective has one
variant per colour.

The typed errors of ``notation`` carry their facts in ``error.fields``: nothing is read back from the English
message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from notation.board import (
    BothColoursOnPointError,
    Colour,
    LoneDameOnCoinError,
    NegativeCountError,
    OpponentCoinError,
    TooManyDamesError,
)
from notation.dice import BadThrowError
from studio.export.turns import TurnsError
from studio.ui.i18n import tr as _tr

__all__ = ["colour_name", "error_text"]


def colour_name(colour: object) -> str:
    """``Blanc`` or ``Noir`` for a :class:`Colour` or its value (``white``/``black``); ``""`` for anything else."""
    value = colour.value if isinstance(colour, Colour) else str(colour)
    return {"white": "Blanc", "black": "Noir"}.get(value, "")


def _is_white(fields: Mapping[str, object]) -> bool:
    return colour_name(fields.get("colour")) == "Blanc"


def _too_many(f: Mapping[str, object]) -> str:
    return _tr("EngineError", "{colour} has {count} dames on the tablier (at most 15)").format(
        colour=colour_name(f["colour"]), count=f["count"]
    )


def _negative(f: Mapping[str, object]) -> str:
    return _tr("EngineError", "{colour} has {count} dames on {point}").format(
        colour=colour_name(f["colour"]), count=f["count"], point=f["point"]
    )


def _both(f: Mapping[str, object]) -> str:
    return _tr("EngineError", "both colours have dames on {point}").format(point=f["point"])


def _lone(f: Mapping[str, object]) -> str:
    if _is_white(f):
        return _tr("EngineError", "a single dame of Blanc on its coin {point}").format(point=f["point"])
    return _tr("EngineError", "a single dame of Noir on its coin {point}").format(point=f["point"])


def _opponent_coin(f: Mapping[str, object]) -> str:
    if _is_white(f):
        return _tr("EngineError", "dames of Blanc on the opponent's coin {point}").format(point=f["point"])
    return _tr("EngineError", "dames of Noir on the opponent's coin {point}").format(point=f["point"])


def _throw(f: Mapping[str, object]) -> str:
    return _tr("EngineError", "{text!r} is not a throw (expected two dice such as 6-5)").format(text=f["text"])


def _turns(f: Mapping[str, object]) -> str:
    return _tr("ExportDialog", "turn numbers are written 1,5,9-12, not {item!r}").format(item=f["item"])


_TEMPLATES: dict[type[BaseException], Callable[[Mapping[str, object]], str]] = {
    TooManyDamesError: _too_many,
    NegativeCountError: _negative,
    BothColoursOnPointError: _both,
    LoneDameOnCoinError: _lone,
    OpponentCoinError: _opponent_coin,
    TurnsError: _turns,
    BadThrowError: _throw,
}


def _fields_of(error: BaseException, kind: type[BaseException]) -> Mapping[str, object] | None:
    fields = getattr(error, "fields", None)
    if isinstance(fields, Mapping) and fields:
        return fields
    if isinstance(error, TurnsError):
        return {"item": error.item}
    return None


def error_text(error: BaseException, *, capital: bool = True) -> str:
    """``error`` in the interface's language (first letter capital unless ``capital`` is False, for a text quoted
    in a sentence); its ``str()`` when no template knows it.

    >>> error_text(TooManyDamesError("white has 16 dames on the board (at most 15)", colour=Colour.WHITE, count=16))
    'Blanc has 16 dames on the tablier (at most 15)'
    >>> error_text(ValueError("something else"))
    'Something else'
    """
    message = str(error)
    for kind in type(error).__mro__:
        template = _TEMPLATES.get(kind)
        if template is None:
            continue
        fields = _fields_of(error, kind)
        if fields is not None:
            try:
                message = template(fields)
            except (KeyError, IndexError, ValueError):
                message = str(error)
        break
    return message[:1].upper() + message[1:] if capital else message
