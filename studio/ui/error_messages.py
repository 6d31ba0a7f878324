"""The library's errors as the interface says them: one translated template per kind of error, quoting its facts.

:func:`error_text` keys on the error's class and on the ``reason`` its raise site gives (a stable code, in
``error.fields``), and reads the facts the error holds (colour, count, point, line and column…) into a
template translated by Qt (context ``EngineError``), so the French comes from the catalogue like every other
text of the interface.  Nothing is read back from the engine's English message: ``str(error)`` is for the
command line and the log.

Every class of the family (:class:`notation.errors.TrictracError`) has an entry in :data:`KINDS`, directly or
through a parent whose general text is right for it: a reason the table does not know falls back to the
class's general text, which still quotes the facts every error of the class has (the line and column of a
record, the column of a position code…).  An error that carries another (``cause``: a bad point in a record,
the engine's refusal of a value in position JSON) says its own place and then the other's text.

The errors of the studio itself (a diagram file, the archive, a turn range) and the system's
(:class:`OSError`: its ``strerror`` and the path) are worded here too.

The colours are named Blanc and Noir in both languages (the game's vocabulary).  French adjectives agree
with the colour (« une dame blanche »), so the templates name the colour as a noun (« une dame de Blanc »),
or have one variant per colour (a reason ``name:white``).
"""

from __future__ import annotations

import errno
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from lessons.errors import (
    AnswerKindError,
    ExerciseError,
    LessonError,
    SessionError,
    UnknownExerciseError,
    UnknownLessonError,
)
from notation.board import (
    BadMoveError,
    BadPointError,
    BothColoursOnPointError,
    Colour,
    LoneDameOnCoinError,
    NegativeCountError,
    OpponentCoinError,
    PositionError,
    TooManyDamesError,
)
from notation.code import CodeError
from notation.dice import BadThrowError
from notation.ecrire import SheetError
from notation.errors import BadArgumentError, BadColourError, BadConventionError, BadScoreError, TrictracError
from notation.game import IllegalEventError
from notation.position_json import JsonError, PositionCodeError
from notation.record.model import BadTagValueError
from notation.record.reader import RecordError
from notation.record.summary import BadPlayError
from notation.record.writer import UnwritableRecordError
from notation.render.annotations import AnnotationError
from notation.rules.marking import IllegalLeaveError, MarkPointsError
from notation.tutor.ranking import SearchCancelled
from studio.export.turn_ranges import TurnsError
from studio.reading import NotText
from studio.store.errors import ArchiveError, FileError, ReadError
from studio.store.urls import DatabaseUrlError
from studio.ui.files import DiagramFileError
from studio.ui.i18n import QT_TRANSLATE_NOOP

__all__ = ["CONTEXT", "KINDS", "Kind", "colour_name", "error_text", "import_fault_text"]

CONTEXT = "EngineError"
"""The catalogue's context of every template here."""


def colour_name(colour: object) -> str:
    """Name a :class:`Colour` or its value (``white``/``black``): ``Blanc`` or ``Noir``.

    ``""`` for anything else."""
    value = colour.value if isinstance(colour, Colour) else str(colour)
    return {"white": "Blanc", "black": "Noir"}.get(value, "")


@dataclass(frozen=True)
class Kind:
    """How the interface says one class of error.

    ``general`` is the text for any error of the class (its facts only); ``reasons`` the text for each
    ``reason`` a raise site gives (``reason:white``/``reason:black`` for a text whose French agrees with
    the colour); ``place`` wraps the text with where it stands (``{text}`` is the text), used when the
    error has the facts it names (a line and a column…).
    """

    general: str
    reasons: Mapping[str, str] = field(default_factory=dict)
    place: str = ""


# Every template is written QT_TRANSLATE_NOOP("EngineError", …) so that lupdate finds it.

_POSITION = Kind(
    QT_TRANSLATE_NOOP("EngineError", "the position breaks a law of the tablier"),
    {
        "counts-length": QT_TRANSLATE_NOOP("EngineError", "{colour}: 24 numbers of dames are expected"),
        "releve-counts": QT_TRANSLATE_NOOP("EngineError", "the numbers of throws of the relevé are wrong"),
        "count-not-integer": QT_TRANSLATE_NOOP("EngineError", "{point}: the number of dames must be a whole number"),
    },
)

KINDS: dict[type[BaseException], Kind] = {
    # -- the tablier -------------------------------------------------------------------------------------
    PositionError: _POSITION,
    TooManyDamesError: Kind(QT_TRANSLATE_NOOP("EngineError", "{colour} has {count} dames on the tablier (at most 15)")),
    NegativeCountError: Kind(QT_TRANSLATE_NOOP("EngineError", "{colour} has {count} dames on {point}")),
    BothColoursOnPointError: Kind(QT_TRANSLATE_NOOP("EngineError", "both colours have dames on {point}")),
    LoneDameOnCoinError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "a single dame on the coin {point}"),
        {
            ":white": QT_TRANSLATE_NOOP("EngineError", "a single dame of Blanc on its coin {point}"),
            ":black": QT_TRANSLATE_NOOP("EngineError", "a single dame of Noir on its coin {point}"),
        },
    ),
    OpponentCoinError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "dames on the opponent's coin {point}"),
        {
            ":white": QT_TRANSLATE_NOOP("EngineError", "dames of Blanc on the opponent's coin {point}"),
            ":black": QT_TRANSLATE_NOOP("EngineError", "dames of Noir on the opponent's coin {point}"),
        },
    ),
    BadPointError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "no such flèche"),
        {
            "not-a-point": QT_TRANSLATE_NOOP("EngineError", "{text!r} is not a flèche (expected B0–B12 or N0–N12)"),
            "not-in-notation": QT_TRANSLATE_NOOP("EngineError", "{text!r} is not a flèche in the {notation} notation"),
            "not-text": QT_TRANSLATE_NOOP("EngineError", "a flèche is named by a text, not {text}"),
            "no-number": QT_TRANSLATE_NOOP("EngineError", "there is no flèche {point}: the numbers run 0 to 12"),
            "off-path": QT_TRANSLATE_NOOP("EngineError", "{point} is not on the path of {colour}"),
            "no-step": QT_TRANSLATE_NOOP("EngineError", "there is no step {step}: the steps run 1 to 25"),
            "bande-de-sortie": QT_TRANSLATE_NOOP("EngineError", "{point} is the bande de sortie, not a flèche"),
            "off-listed": QT_TRANSLATE_NOOP(
                "EngineError", "{point}: the dames borne off are not listed (15 less those on the tablier)"
            ),
            "no-row": QT_TRANSLATE_NOOP("EngineError", "the tablier has no row {row!r}"),
            "no-column": QT_TRANSLATE_NOOP("EngineError", "the tablier has no column {column!r} (0 to 11)"),
        },
    ),
    BadMoveError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this move cannot be made"),
        {
            "no-such-move": QT_TRANSLATE_NOOP("EngineError", "no dame goes from step {origin} to step {target}"),
            "no-dame:white": QT_TRANSLATE_NOOP("EngineError", "Blanc has no dame on {point} to move"),
            "no-dame:black": QT_TRANSLATE_NOOP("EngineError", "Noir has no dame on {point} to move"),
        },
    ),
    BadColourError: Kind(QT_TRANSLATE_NOOP("EngineError", "{text!r} is not a colour (expected Blanc or Noir, B or N)")),
    BadThrowError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "{text!r} is not a throw (expected two dice such as 6-5)"),
        {
            "not-a-throw": QT_TRANSLATE_NOOP("EngineError", "{text!r} is not a throw (expected two dice such as 6-5)"),
            "bad-die": QT_TRANSLATE_NOOP("EngineError", "a die shows 1 to 6, not {text}"),
        },
    ),
    BadScoreError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "{value} is not a possible mark"),
        {
            "points": QT_TRANSLATE_NOOP("EngineError", "the points of a jeu run 0 to 11, not {value}"),
            "trous": QT_TRANSLATE_NOOP("EngineError", "the trous cannot be negative ({value})"),
        },
    ),
    BadConventionError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the convention {key} does not take the value {value!r}"),
        {
            "unknown": QT_TRANSLATE_NOOP("EngineError", "there is no convention {key!r}"),
            "bearing-off": QT_TRANSLATE_NOOP("EngineError", "the sortie is parisienne or provinciale, not {value!r}"),
            "not-flag": QT_TRANSLATE_NOOP("EngineError", "the convention {key} is true or false, not {value!r}"),
            "form": QT_TRANSLATE_NOOP("EngineError", "a convention is written name=value, not {key!r}"),
        },
    ),
    BadArgumentError: Kind(QT_TRANSLATE_NOOP("EngineError", "the engine was asked with a wrong value for {name}")),
    SearchCancelled: Kind(QT_TRANSLATE_NOOP("EngineError", "the search was stopped")),
    # -- the position code and position JSON ---------------------------------------------------------------
    CodeError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this is not a position code"),
        {
            "side-expected": QT_TRANSLATE_NOOP(
                "EngineError", "the dames of {colour} are expected: flèches such as B1:13,B6, or '-' for none"
            ),
            "point-expected": QT_TRANSLATE_NOOP(
                "EngineError", "a flèche of the dames of {colour} is expected, B1–B12 or N1–N12"
            ),
            "bande-de-sortie": QT_TRANSLATE_NOOP(
                "EngineError", "{point} is the bande de sortie: the dames borne off are not listed"
            ),
            "no-point": QT_TRANSLATE_NOOP("EngineError", "there is no flèche {point}: B1–B12 or N1–N12 expected"),
            "point-twice": QT_TRANSLATE_NOOP("EngineError", "{point} is given twice for {colour}"),
            "count-expected": QT_TRANSLATE_NOOP(
                "EngineError", "the number of dames of {colour} on {point} is expected after ':'"
            ),
            "count-range": QT_TRANSLATE_NOOP("EngineError", "1 to {limit} dames are expected on {point}, not {value}"),
            "separator-expected:white": QT_TRANSLATE_NOOP(
                "EngineError", "',' then the next flèche is expected, or '/' then the dames of Noir"
            ),
            "separator-expected:black": QT_TRANSLATE_NOOP("EngineError", "',' then the next flèche is expected"),
            "pair-expected": QT_TRANSLATE_NOOP(
                "EngineError", "{key}= is followed by two numbers, of Blanc then of Noir, such as {key}=2/0"
            ),
            "too-many-digits": QT_TRANSLATE_NOOP("EngineError", "{key}: a number of at most {limit} digits"),
            "number-range": QT_TRANSLATE_NOOP("EngineError", "{key}: 0 to {limit} is expected, not {value}"),
            "colours-expected": QT_TRANSLATE_NOOP("EngineError", "{key}: B, N, BN or '-' is expected"),
            "not-text": QT_TRANSLATE_NOOP("EngineError", "a position code is a text"),
            "start-expected": QT_TRANSLATE_NOOP(
                "EngineError",
                "'start' or the dames are expected: the flèches of Blanc, '/', the flèches of Noir (such as "
                "B1:15/N1:15)",
            ),
            "slash-expected": QT_TRANSLATE_NOOP("EngineError", "'/' then the dames of Noir are expected"),
            "turn-expected": QT_TRANSLATE_NOOP("EngineError", "the colour to play is expected: B (Blanc) or N (Noir)"),
            "dice-twice": QT_TRANSLATE_NOOP("EngineError", "the dice are given twice"),
            "dice-range": QT_TRANSLATE_NOOP("EngineError", "dice showing 1 to 6 are expected, such as 6-5"),
            "field-expected": QT_TRANSLATE_NOOP(
                "EngineError", "a throw such as 6-5 is expected, or points=, trous=, bredouille=, pavillon=, releve="
            ),
            "field-twice": QT_TRANSLATE_NOOP("EngineError", "{key}= is given twice"),
        },
        QT_TRANSLATE_NOOP("EngineError", "column {column}: {text}"),
    ),
    PositionCodeError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "position code: {cause}"),
    ),
    JsonError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "{what}: the JSON cannot be read"),
        {
            "syntax": QT_TRANSLATE_NOOP("EngineError", "{what}: this is not JSON (line {line}, column {column})"),
            "too-deep": QT_TRANSLATE_NOOP("EngineError", "{what}: the JSON nests deeper than {limit} levels"),
            "duplicate-key": QT_TRANSLATE_NOOP("EngineError", "{what}: the JSON gives the key {key!r} twice"),
            "bad-number": QT_TRANSLATE_NOOP("EngineError", "{what}: a number of the JSON is none or out of range"),
            "not-whole": QT_TRANSLATE_NOOP("EngineError", "{what} must be a whole number, not {value}"),
            "out-of-range": QT_TRANSLATE_NOOP("EngineError", "{what} must be from {low} to {high}, not {value}"),
            "not-flag": QT_TRANSLATE_NOOP("EngineError", "{what} is true or false, not {value}"),
            "not-text": QT_TRANSLATE_NOOP("EngineError", "{what} must be a text, not {value}"),
            "not-object": QT_TRANSLATE_NOOP("EngineError", "position JSON is an object with white, black and to_move"),
            "unknown-field": QT_TRANSLATE_NOOP("EngineError", "position JSON: unknown field {field!r}"),
            "missing-side": QT_TRANSLATE_NOOP(
                "EngineError",
                "position JSON: give the dames of both colours, white and black (both empty for a board without dames)",
            ),
            "bad-points": QT_TRANSLATE_NOOP(
                "EngineError", "position JSON: white and black give the dames on each flèche (B1…N12)"
            ),
            "bad-throws": QT_TRANSLATE_NOOP("EngineError", 'position JSON: throws is {{"white": n, "black": n}}'),
            "bad-conventions": QT_TRANSLATE_NOOP("EngineError", "position JSON: conventions is an object"),
            "refused": QT_TRANSLATE_NOOP("EngineError", "position JSON: {cause}"),
        },
    ),
    # -- game records --------------------------------------------------------------------------------------
    RecordError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this is not a game record"),
        {
            "not-text": QT_TRANSLATE_NOOP("EngineError", "a game record is a text"),
            "too-many-faults": QT_TRANSLATE_NOOP("EngineError", "more than {count} faults: the rest is not read"),
            "stray-character": QT_TRANSLATE_NOOP("EngineError", "the character {code} has no place in a game record"),
            "version-twice": QT_TRANSLATE_NOOP("EngineError", "the version line comes once, first in the record"),
            "bad-version": QT_TRANSLATE_NOOP(
                "EngineError", "version {version!r} of the format is not read here (expected {expected})"
            ),
            "version-expected": QT_TRANSLATE_NOOP(
                "EngineError", "the version line '%trictrac {expected}' is expected first"
            ),
            "late-tag": QT_TRANSLATE_NOOP("EngineError", 'a tag [Name "value"] comes before the first coup'),
            "bad-escape": QT_TRANSLATE_NOOP(
                "EngineError", 'unknown escape {escape}: in quotes, a backslash is written \\\\ and a quote \\"'
            ),
            "tag-name-too-long": QT_TRANSLATE_NOOP(
                "EngineError", "a tag name is {length} characters long: {limit} at most"
            ),
            "name-too-long": QT_TRANSLATE_NOOP(
                "EngineError", "the name of {tag} is {length} characters long: {limit} at most"
            ),
            "comment-first-in-variation": QT_TRANSLATE_NOOP("EngineError", "a comment in a variation follows a coup"),
            "unclosed-variation": QT_TRANSLATE_NOOP("EngineError", "')' is expected to close this variation"),
            "opponent-mark-colour": QT_TRANSLATE_NOOP(
                "EngineError", "after the play the opponent marks: ({colour} {points}) or ({points}) is expected"
            ),
            "opponent-mark-before-play": QT_TRANSLATE_NOOP(
                "EngineError", "the opponent's points are written after the play"
            ),
            "tag-twice": QT_TRANSLATE_NOOP("EngineError", "the tag {tag} is given twice"),
            "too-many-tags": QT_TRANSLATE_NOOP("EngineError", "a game record gives {limit} tags at most"),
            "record-too-long": QT_TRANSLATE_NOOP(
                "EngineError", "a game record is {limit} characters at most: this one is not read"
            ),
            "bad-tag-value": QT_TRANSLATE_NOOP("EngineError", "the tag {tag} does not take the value {value!r}"),
            "bad-throw": QT_TRANSLATE_NOOP(
                "EngineError", "a throw of two dice from 1 to 6 is expected, such as 6-5, not {throw}"
            ),
            "move-outside-turn": QT_TRANSLATE_NOOP(
                "EngineError", "a move belongs to a coup: a coup such as '12. N 6-5' is expected first"
            ),
            "play-after-mark": QT_TRANSLATE_NOOP("EngineError", "the play comes before the opponent's points"),
            "moves-after-pass": QT_TRANSLATE_NOOP("EngineError", "a play written '--' has no moves"),
            "mark-outside-turn": QT_TRANSLATE_NOOP("EngineError", "points in parentheses belong to a coup"),
            "mover-mark-colour": QT_TRANSLATE_NOOP(
                "EngineError", "before the play the player marks: ({colour} {points}) or ({points}) is expected"
            ),
            "mover-mark-twice": QT_TRANSLATE_NOOP(
                "EngineError", "the player's points are written once, before the play"
            ),
            "misplaced-mark": QT_TRANSLATE_NOOP(
                "EngineError",
                "points are written before the decision (the player's) or after the play (the opponent's)",
            ),
            "decision-outside-turn": QT_TRANSLATE_NOOP("EngineError", "tient or s'en va belongs to a coup"),
            "misplaced-decision": QT_TRANSLATE_NOOP(
                "EngineError", "tient or s'en va comes after the player's points and before the play"
            ),
            "misplaced-pass": QT_TRANSLATE_NOOP(
                "EngineError", "'--' (no dame can be played) stands for the play of a coup"
            ),
            "glyph-outside-turn": QT_TRANSLATE_NOOP("EngineError", "a sign (! ? !! ?? !? ?!) follows a coup"),
            "ecole-outside-turn": QT_TRANSLATE_NOOP("EngineError", "an école claimed belongs to a coup"),
            "ecole-too-high": QT_TRANSLATE_NOOP(
                "EngineError", "{colour} claims {points} points of école in this coup: no école is beyond {limit}"
            ),
            "arrow-outside-turn": QT_TRANSLATE_NOOP("EngineError", "a game arrow or a marked flèche belongs to a coup"),
            "variation-outside-turn": QT_TRANSLATE_NOOP("EngineError", "a variation '(' follows the coup it replaces"),
            "variation-too-deep": QT_TRANSLATE_NOOP(
                "EngineError", "variations nest {limit} deep at most: this one is skipped"
            ),
            "stray-close": QT_TRANSLATE_NOOP("EngineError", "')' closes no variation"),
            "unclosed-comment": QT_TRANSLATE_NOOP("EngineError", "'}}' is expected to close this comment"),
            "stray-quote": QT_TRANSLATE_NOOP("EngineError", 'a quoted name belongs to a field such as Blanc="Abel"'),
            "unexpected-in-turn": QT_TRANSLATE_NOOP(
                "EngineError",
                "{text!r} has no place here: points (4), tient or s'en va, the moves, '--', a sign, a comment "
                "{{…}} or the next coup are expected",
            ),
            "unexpected": QT_TRANSLATE_NOOP(
                "EngineError",
                "{text!r} has no place here: a coup such as '1. B 5-3', relevé, marqué N, fin du marqué, "
                "fin de la partie or a comment is expected",
            ),
            "points-too-high": QT_TRANSLATE_NOOP("EngineError", "no throw gives {points} points: {limit} at most"),
            "move-from-off": QT_TRANSLATE_NOOP(
                "EngineError", "{point} is the bande de sortie: a dame moves from a flèche"
            ),
            "bad-point": QT_TRANSLATE_NOOP("EngineError", "{cause}"),
            "other-bande": QT_TRANSLATE_NOOP(
                "EngineError", "{point} is the bande de sortie of the other colour: {colour} bears off elsewhere"
            ),
            "misplaced-field": QT_TRANSLATE_NOOP(
                "EngineError",
                "{text!r} has no place here: fields name=value follow fin du marqué, fin de la partie or marqué N",
            ),
            "winner-twice": QT_TRANSLATE_NOOP("EngineError", "the winner (or refait, nulle) is written once"),
            "unexpected-word": QT_TRANSLATE_NOOP(
                "EngineError", "{text!r} has no place here: gagnant=B, gagnant=N or {expected} is expected"
            ),
            "unknown-field": QT_TRANSLATE_NOOP("EngineError", "unknown field {field!r}"),
            "field-twice": QT_TRANSLATE_NOOP("EngineError", "the field {field} is written once"),
            "unquoted-name": QT_TRANSLATE_NOOP("EngineError", 'a player\'s name is between quotes: {field}="…"'),
            "bad-winner": QT_TRANSLATE_NOOP("EngineError", "gagnant is B or N, not {value!r}"),
            "bad-trous": QT_TRANSLATE_NOOP(
                "EngineError", "the trous are written Blanc's/Noir's, such as trous=7/3, not {value!r}"
            ),
            "bad-bredouille": QT_TRANSLATE_NOOP("EngineError", "bredouille is simple, petite or grande, not {value!r}"),
            "not-a-number": QT_TRANSLATE_NOOP("EngineError", "{field} is a whole number, not {value!r}"),
            "end-without-winner": QT_TRANSLATE_NOOP(
                "EngineError", "fin de la partie is followed by gagnant=B, gagnant=N or nulle"
            ),
            "marque-end-without-winner": QT_TRANSLATE_NOOP(
                "EngineError", "fin du marqué is followed by gagnant=B, gagnant=N or refait"
            ),
            "marque-end-without-trous": QT_TRANSLATE_NOOP(
                "EngineError", "fin du marqué gives the trous, such as trous=7/3"
            ),
        },
        QT_TRANSLATE_NOOP("EngineError", "line {line}, column {column}: {text}"),
    ),
    BadTagValueError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the tag {tag} does not take the value {text!r}"),
        {
            "variant": QT_TRANSLATE_NOOP("EngineError", "the variant is ordinaire or ecrire, not {text!r}"),
            "notation": QT_TRANSLATE_NOOP(
                "EngineError", "the notation is one of bn, soumille, lepeintre, levy, t11, not {text!r}"
            ),
        },
    ),
    BadPlayError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "throw {throw}: no dame can go from step {origin} to step {target}")
    ),
    UnwritableRecordError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the game record cannot be written in the format"),
        {
            "stray-character:comment": QT_TRANSLATE_NOOP(
                "EngineError", "a comment cannot hold the character {character}"
            ),
            "stray-character:name": QT_TRANSLATE_NOOP(
                "EngineError", "a player's name cannot hold the character {character}"
            ),
            "stray-character:tag": QT_TRANSLATE_NOOP(
                "EngineError", "a tag value cannot hold the character {character}"
            ),
            "line-break:name": QT_TRANSLATE_NOOP("EngineError", "a player's name cannot hold a line break"),
            "line-break:tag": QT_TRANSLATE_NOOP("EngineError", "a tag value cannot hold a line break"),
            "brace-in-comment": QT_TRANSLATE_NOOP("EngineError", "a comment cannot hold '}}'"),
            "no-such-move": QT_TRANSLATE_NOOP("EngineError", "no dame goes from step {origin} to step {target}"),
            "given-without-play": QT_TRANSLATE_NOOP(
                "EngineError", "the opponent marks after the play: a coup with his points has a play"
            ),
            "unknown-glyph": QT_TRANSLATE_NOOP("EngineError", "unknown sign {glyph!r} (known: {glyphs})"),
            "variation-too-deep": QT_TRANSLATE_NOOP(
                "EngineError", "variations nest {limit} deep at most (coup {turn})"
            ),
            "tag-name": QT_TRANSLATE_NOOP("EngineError", "a tag's name is a word, not {tag!r}"),
        },
    ),
    # -- the laws of the game ------------------------------------------------------------------------------
    IllegalEventError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the laws of the game do not allow this here"),
        {
            "no-throw": QT_TRANSLATE_NOOP("EngineError", "there is no throw to play"),
            "bad-input": QT_TRANSLATE_NOOP("EngineError", "the input {input!r} cannot be read"),
            "bad-die": QT_TRANSLATE_NOOP("EngineError", "a die shows 1 to 6"),
            "late-primaute": QT_TRANSLATE_NOOP("EngineError", "the primauté is thrown only at the start"),
            "equal-primaute": QT_TRANSLATE_NOOP(
                "EngineError", "equal dice ({die}) for the primauté: they are thrown again"
            ),
            "primaute-first": QT_TRANSLATE_NOOP("EngineError", "the primauté comes first"),
            "not-throw-time": QT_TRANSLATE_NOOP("EngineError", "it is not the time to throw the dice"),
            "no-decision": QT_TRANSLATE_NOOP("EngineError", "there is no trou to hold or leave on"),
            "no-ecoles": QT_TRANSLATE_NOOP("EngineError", "the engine marks: this partie is not played with écoles"),
            "no-declaration": QT_TRANSLATE_NOOP("EngineError", "no declaration of points is awaited now"),
            "odd-points": QT_TRANSLATE_NOOP("EngineError", "points are marked two by two, not {points}"),
            "too-many-points": QT_TRANSLATE_NOOP("EngineError", "no throw gives {points} points ({limit} at most)"),
            "nothing-to-claim": QT_TRANSLATE_NOOP("EngineError", "there is no declaration to send to the école now"),
            "odd-ecole": QT_TRANSLATE_NOOP("EngineError", "an école is of points two by two, not {points}"),
            "ecole-too-high": QT_TRANSLATE_NOOP("EngineError", "no école is of {points} points ({limit} at most)"),
            "not-play-time": QT_TRANSLATE_NOOP("EngineError", "it is not the time to play the dames"),
            "no-dame": QT_TRANSLATE_NOOP("EngineError", "no dame to move from step {step}"),
            "illegal-play": QT_TRANSLATE_NOOP("EngineError", "these moves are not a legal play of {dice}"),
            "unexpected-event": QT_TRANSLATE_NOOP("EngineError", "the laws give another event here"),
            "replay": QT_TRANSLATE_NOOP("EngineError", "event {number}: {cause}"),
            # An event, or a written turn (notation.record.replay.TURN_OUT_OF_ORDER), out of turn: one reason.
            "not-his-turn": QT_TRANSLATE_NOOP("EngineError", "it is the turn of {colour}"),
            "other-throw": QT_TRANSLATE_NOOP("EngineError", "the declaration is of the other throw's points"),
            "derived": QT_TRANSLATE_NOOP("EngineError", "the laws give something else here"),
            "marque-end": QT_TRANSLATE_NOOP("EngineError", "the laws end the marqué otherwise"),
            "end": QT_TRANSLATE_NOOP("EngineError", "the laws end the partie otherwise"),
            "refused": QT_TRANSLATE_NOOP("EngineError", "{cause}"),
            "play-expected": QT_TRANSLATE_NOOP("EngineError", "the play of {throw} is expected"),
            "illegal-written-play": QT_TRANSLATE_NOOP("EngineError", "illegal play {moves} for {throw}"),
            "unplayable": QT_TRANSLATE_NOOP("EngineError", "the moves written cannot be made"),
            "play-after-leave": QT_TRANSLATE_NOOP("EngineError", "no play follows here: the player has left"),
            "play-after-end": QT_TRANSLATE_NOOP("EngineError", "no play follows here: the partie is over"),
            "decision-expected": QT_TRANSLATE_NOOP("EngineError", "a trou was won: tient or s'en va is expected"),
            "declared-too-high": QT_TRANSLATE_NOOP(
                "EngineError", "{colour} declares {points} points: no throw gives more than {limit}"
            ),
            "over": QT_TRANSLATE_NOOP("EngineError", "the partie is over: no throw follows"),
            "cannot-leave": QT_TRANSLATE_NOOP(
                "EngineError", "no trou was won by his own throw: the player cannot s'en aller"
            ),
            "no-resign": QT_TRANSLATE_NOOP("EngineError", "only a partie of two players, not over, can be resigned"),
        },
        QT_TRANSLATE_NOOP("EngineError", "line {line}, column {column}: {text}"),
    ),
    IllegalLeaveError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the player cannot s'en aller"),
        {
            "no-trou": QT_TRANSLATE_NOOP("EngineError", "no trou was won: the player cannot s'en aller"),
            "opponent-throw": QT_TRANSLATE_NOOP(
                "EngineError", "the trou comes from the opponent's throw: {colour} must hold"
            ),
        },
    ),
    MarkPointsError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "{points} points cannot be marked"),
        {
            "not-whole": QT_TRANSLATE_NOOP("EngineError", "points are a whole number, not {points!r}"),
            "negative": QT_TRANSLATE_NOOP("EngineError", "{points} points cannot be marked"),
            "too-many": QT_TRANSLATE_NOOP(
                "EngineError", "{points} points cannot be marked: one throw gives {limit} at most"
            ),
            "odd": QT_TRANSLATE_NOOP("EngineError", "{points} points cannot be marked: points go two by two"),
        },
    ),
    # -- the partie à écrire -------------------------------------------------------------------------------
    SheetError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the scoresheet breaks the laws of the partie à écrire"),
        {
            "choice": QT_TRANSLATE_NOOP("EngineError", "{key} is one of {names}, not {value!r}"),
            "jetons-per-marque": QT_TRANSLATE_NOOP("EngineError", "jetons_per_marque is 1 or 2, not {value!r}"),
            "fiche": QT_TRANSLATE_NOOP("EngineError", "a fiche is a whole number of jetons, 1 or more, not {value!r}"),
            "unknown-convention": QT_TRANSLATE_NOOP("EngineError", "unknown convention {key!r} for the settlement"),
            "negative-refaits": QT_TRANSLATE_NOOP("EngineError", "the refaits cannot be negative ({value})"),
            "sans-lever": QT_TRANSLATE_NOOP("EngineError", "sans lever counts only under the sans-lever convention"),
            "rival-sans-lever": QT_TRANSLATE_NOOP(
                "EngineError", "the rule of the rival's bredouille is for a petite bredouille won second"
            ),
            "two-players": QT_TRANSLATE_NOOP("EngineError", "a marqué opposes two players"),
            "refait": QT_TRANSLATE_NOOP(
                "EngineError",
                "{first} and {second} have {trous} trous each: that is a refait, counted in the next marqué",
            ),
            "winner-trous": QT_TRANSLATE_NOOP(
                "EngineError", "the winner needs more trous than the loser ({winner} against {loser})"
            ),
            "obligation": QT_TRANSLATE_NOOP("EngineError", "a marqué is won with {limit} trous at least, not {trous}"),
            "grande-bredouille": QT_TRANSLATE_NOOP(
                "EngineError", "a grande bredouille needs 12 trous d'affilée at least, not {trous}"
            ),
            "players": QT_TRANSLATE_NOOP(
                "EngineError", "a partie à écrire is played by two, three or four players with different names"
            ),
            "mode-players": QT_TRANSLATE_NOOP("EngineError", "{mode} is for {expected} players, not {count}"),
            "chouette-player": QT_TRANSLATE_NOOP(
                "EngineError", "à la chouette, chouette names the player who plays every marqué"
            ),
            "chouette-mode": QT_TRANSLATE_NOOP("EngineError", "chouette is only for the partie à la chouette"),
            "teams-needed": QT_TRANSLATE_NOOP("EngineError", "en équipes, teams gives the two pairs of partners"),
            "teams-players": QT_TRANSLATE_NOOP("EngineError", "the teams must hold each player once"),
            "teams-mode": QT_TRANSLATE_NOOP("EngineError", "teams are only for four players en équipes"),
            "marque-players": QT_TRANSLATE_NOOP(
                "EngineError", "marqué {number}: {winner} and {loser} are not players of the scoresheet"
            ),
            "same-side": QT_TRANSLATE_NOOP(
                "EngineError", "marqué {number}: {winner} and {loser} cannot play each other"
            ),
            "negative-points": QT_TRANSLATE_NOOP("EngineError", "marqué {number}: the points cannot be negative"),
            "bad-multiplier": QT_TRANSLATE_NOOP(
                "EngineError", "marqué {number}: refaits 0 or more and a multiplier 1 or more"
            ),
            "unknown-player": QT_TRANSLATE_NOOP("EngineError", "{player!r} is not a player of the scoresheet"),
            "players-list": QT_TRANSLATE_NOOP("EngineError", "players is a list of two to four names"),
            "conventions-object": QT_TRANSLATE_NOOP("EngineError", "conventions is an object"),
            "chouette-name": QT_TRANSLATE_NOOP("EngineError", "chouette is a player's name"),
            "marques-list": QT_TRANSLATE_NOOP("EngineError", "marques is a list"),
            "teams-form": QT_TRANSLATE_NOOP("EngineError", "teams is two pairs of names"),
            "not-whole": QT_TRANSLATE_NOOP("EngineError", "{key} is a whole number, 0 or more, not {value!r}"),
            "not-flag": QT_TRANSLATE_NOOP("EngineError", "{key} is true or false, not {value!r}"),
            "marque-object": QT_TRANSLATE_NOOP(
                "EngineError", "marqué {number}: an object with winner and points, or trous"
            ),
            "marque-trous": QT_TRANSLATE_NOOP("EngineError", "trous gives the trous of the two players of the marqué"),
            "winner": QT_TRANSLATE_NOOP("EngineError", "the winner is one of {players}"),
            "loser": QT_TRANSLATE_NOOP("EngineError", "the loser is the other player of the marqué"),
            "in-marque": QT_TRANSLATE_NOOP("EngineError", "marqué {number}: {cause}"),
            "primaute-player": QT_TRANSLATE_NOOP(
                "EngineError", "the primauté belongs to {first} or {second}, not {player}"
            ),
            "not-at-table": QT_TRANSLATE_NOOP(
                "EngineError", "{player} did not play the marqué of {first} against {second}"
            ),
            "not-at-table-marque": QT_TRANSLATE_NOOP(
                "EngineError", "marqué {number}: {player} did not play it ({first} against {second})"
            ),
            "mode-names": QT_TRANSLATE_NOOP("EngineError", "{mode} is for {expected} players with different names"),
            "first-table": QT_TRANSLATE_NOOP("EngineError", "the first table must seat two of the players"),
            "chouette-first": QT_TRANSLATE_NOOP(
                "EngineError", "à la chouette, the first player is the chouette, who plays every marqué"
            ),
            "partners": QT_TRANSLATE_NOOP("EngineError", "a marqué opposes two players of different teams"),
        },
    ),
    # -- lessons -------------------------------------------------------------------------------------------
    LessonError: Kind(QT_TRANSLATE_NOOP("EngineError", "a lesson file cannot be read")),
    ExerciseError: Kind(QT_TRANSLATE_NOOP("EngineError", "the exercise {exercise} cannot be solved as it is written")),
    UnknownExerciseError: Kind(QT_TRANSLATE_NOOP("EngineError", "the lesson {lesson} has no exercise {exercise!r}")),
    UnknownLessonError: Kind(QT_TRANSLATE_NOOP("EngineError", "no lesson has the id {lesson!r}")),
    AnswerKindError: Kind(QT_TRANSLATE_NOOP("EngineError", "this exercise is not answered this way")),
    SessionError: Kind(QT_TRANSLATE_NOOP("EngineError", "the lesson does not expect this now")),
    AnnotationError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this annotation cannot be read"),
        {
            "not-a-point": QT_TRANSLATE_NOOP("EngineError", "{text!r}: {point!r} is not a flèche (B0–B12, N0–N12)"),
            "arrow-colour": QT_TRANSLATE_NOOP(
                "EngineError", "a game arrow's colour is one of {colours}, not {colour!r}"
            ),
            "arrow-to-itself": QT_TRANSLATE_NOOP(
                "EngineError", "a game arrow joins two different flèches, not {point} to itself"
            ),
            "arrow-from-off": QT_TRANSLATE_NOOP(
                "EngineError", "a game arrow starts on a flèche, not on the bande de sortie"
            ),
            "arrow-form": QT_TRANSLATE_NOOP(
                "EngineError", "a game arrow is written FROM-TO[:colour], such as B1-B7:green, not {text!r}"
            ),
            "mark-glyph": QT_TRANSLATE_NOOP("EngineError", "a mark is one or two visible characters, not {text!r}"),
            "mark-on-off": QT_TRANSLATE_NOOP("EngineError", "a mark stands on a flèche, not on the bande de sortie"),
            "mark-form": QT_TRANSLATE_NOOP("EngineError", "a mark is written FLÈCHE=SIGN, such as B7=A, not {text!r}"),
        },
    ),
    # -- the studio's own ----------------------------------------------------------------------------------
    DiagramFileError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "no diagram can be read from this text"),
        {
            "annotations-list": QT_TRANSLATE_NOOP(
                "EngineError", '\'annotations\' is a list of texts such as "B1-B7" and "B7=A"'
            ),
            "annotations": QT_TRANSLATE_NOOP("EngineError", "annotations: {cause}"),
            "code-missing": QT_TRANSLATE_NOOP("EngineError", "a diagram file has a 'code' (the position code)"),
            "code": QT_TRANSLATE_NOOP("EngineError", "in the position code, {cause}"),
            "not-text-field": QT_TRANSLATE_NOOP("EngineError", "'{key}' is a text"),
            "not-json": QT_TRANSLATE_NOOP("EngineError", "this is not JSON (line {line}, column {column})"),
            "not-diagram": QT_TRANSLATE_NOOP("EngineError", 'this is not a diagram file (no "format": "{format}")'),
            "version": QT_TRANSLATE_NOOP(
                "EngineError", "diagram file of version {version!r}: this studio reads version {expected}"
            ),
            "bad-json": QT_TRANSLATE_NOOP("EngineError", "this is not a diagram file's JSON: {cause}"),
            "diagram-too-long": QT_TRANSLATE_NOOP("EngineError", "a diagram file is {limit} characters at most"),
            "text-too-long": QT_TRANSLATE_NOOP("EngineError", "'{key}' is {limit} characters at most"),
            "surrogate": QT_TRANSLATE_NOOP("EngineError", "'{key}' holds {code}, which is no character"),
            "too-many-annotations": QT_TRANSLATE_NOOP(
                "EngineError", "a diagram holds {arrows} arrows and {marks} marks at most"
            ),
            "cannot-read": QT_TRANSLATE_NOOP("EngineError", "the file cannot be read: {cause}"),
            "binary": QT_TRANSLATE_NOOP(
                "EngineError", "this is not a text file: it holds binary data (a zero byte at offset {offset})"
            ),
            "not-utf8": QT_TRANSLATE_NOOP(
                "EngineError",
                "this is not a UTF-8 text file: line {line}, column {column}: the byte {byte} is not text",
            ),
            "cli-json": QT_TRANSLATE_NOOP("EngineError", "{cause}"),
            "record": QT_TRANSLATE_NOOP("EngineError", "game record, {cause}"),
            "replay": QT_TRANSLATE_NOOP("EngineError", "the game record cannot be replayed: {cause}"),
            "empty-clipboard": QT_TRANSLATE_NOOP("EngineError", "the clipboard holds no text"),
            "nothing-found": QT_TRANSLATE_NOOP(
                "EngineError", "no position code, position JSON, diagram or game record in the pasted text"
            ),
        },
    ),
    TurnsError: Kind(QT_TRANSLATE_NOOP("EngineError", "coup numbers are written 1,5,9-12, not {item!r}")),
    ArchiveError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the archive cannot be opened"),
        {
            "unreadable": QT_TRANSLATE_NOOP("EngineError", "the archive {path} cannot be read ({detail})"),
            "missing": QT_TRANSLATE_NOOP("EngineError", "there is no archive at {path}"),
            "journal": QT_TRANSLATE_NOOP(
                "EngineError",
                "the archive {path} has changes in its journal that cannot be read without writing: open it once "
                "where it can be written",
            ),
            "no-schema": QT_TRANSLATE_NOOP(
                "EngineError", "{path} is not an archive (no schema), and it is opened read-only"
            ),
            "newer": QT_TRANSLATE_NOOP(
                "EngineError", "the archive {path} was made by a newer version of Trictrac Studio (schema {revision})"
            ),
            "older": QT_TRANSLATE_NOOP(
                "EngineError",
                "the archive {path} has an older schema ({revision}; this version reads {head}) and cannot be "
                "upgraded read-only: open it once where it can be written",
            ),
        },
    ),
    ImportError: Kind(QT_TRANSLATE_NOOP("EngineError", "a part of the studio is not installed ({name})")),
    UnicodeError: Kind(QT_TRANSLATE_NOOP("EngineError", "this is not a UTF-8 text")),
    NotText: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this is not a UTF-8 text: byte {byte} cannot be read"),
        place=QT_TRANSLATE_NOOP("EngineError", "line {line}, column {column}: {text}"),
    ),
    DatabaseUrlError: Kind(QT_TRANSLATE_NOOP("EngineError", "no archive can be opened at this address")),
    ReadError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "this game record cannot be archived"),
        {"cause": QT_TRANSLATE_NOOP("EngineError", "{cause}")},
        QT_TRANSLATE_NOOP("EngineError", "line {line}, column {column}: {text}"),
    ),
    OSError: Kind(
        QT_TRANSLATE_NOOP("EngineError", "the system refused: {strerror}"),
        {
            "ENOENT": QT_TRANSLATE_NOOP("EngineError", "there is no such file or folder"),
            "EACCES": QT_TRANSLATE_NOOP("EngineError", "permission denied"),
            "EPERM": QT_TRANSLATE_NOOP("EngineError", "permission denied"),
            "EISDIR": QT_TRANSLATE_NOOP("EngineError", "this is a folder, not a file"),
            "ENOTDIR": QT_TRANSLATE_NOOP("EngineError", "a part of the path is not a folder"),
            "ENOSPC": QT_TRANSLATE_NOOP("EngineError", "the disk is full"),
            "EROFS": QT_TRANSLATE_NOOP("EngineError", "the disk is read-only"),
            "EEXIST": QT_TRANSLATE_NOOP("EngineError", "the file exists already"),
            "ENAMETOOLONG": QT_TRANSLATE_NOOP("EngineError", "the file's name is too long"),
            "EFBIG": QT_TRANSLATE_NOOP("EngineError", "the file is too large to be read"),
            "ESPIPE": QT_TRANSLATE_NOOP("EngineError", "this is not an ordinary file (a pipe or a device)"),
        },
        QT_TRANSLATE_NOOP("EngineError", "{path}: {text}"),
    ),
}
"""Every class of error the interface words, with its texts (a class not here uses its nearest parent's)."""


_TRUNCATE = 60


_QUOTED = frozenset({"text", "value", "item", "token", "field", "key", "tag"})
"""The facts that are the user's text quoted back: shortened past :data:`_TRUNCATE` characters."""


def _shown(key: str, value: object) -> object:
    """Show a fact as the templates do: a colour by its name, an error carried by its text, long user text cut."""
    if isinstance(value, Colour):
        return colour_name(value)
    if isinstance(value, BaseException):
        # A system error carried by another is said without its path: the message around it names the file.
        return error_text(value, capital=False, place=not isinstance(value, OSError))
    if key in _QUOTED and isinstance(value, str) and len(value) > _TRUNCATE:
        return value[: _TRUNCATE - 1] + "…"
    return value


def facts(error: BaseException) -> dict[str, object]:
    """Return the facts an error states.

    Its ``fields``, else what its class keeps in attributes (studio errors, OSError)."""
    fields = getattr(error, "fields", None)
    found: dict[str, object] = dict(fields) if isinstance(fields, Mapping) else {}
    if isinstance(error, TurnsError):
        found["item"] = error.item
    elif isinstance(error, ReadError):
        cause = error.cause
        if isinstance(cause, TrictracError):
            # Said at the ReadError's place (in the whole file), not at the cause's (in one record of it).
            found.update(reason="cause", cause=error_text(cause, capital=False, place=False))
        if error.line:
            found.update(line=error.line, column=error.column)
    elif isinstance(error, OSError):
        found.update(strerror=error.strerror or str(error) or type(error).__name__)
        found["reason"] = errno.errorcode.get(error.errno or 0, "")
        if error.filename is not None:
            found["path"] = str(Path(str(error.filename)))
    elif kind_of(error) is _DATABASE:
        found["detail"] = (str(getattr(error, "orig", None) or error).strip().splitlines() or [type(error).__name__])[0]
    elif isinstance(error, ImportError):
        found["name"] = error.name or str(error)
    elif isinstance(error, BadScoreError):
        found.setdefault("reason", error.what)
    elif isinstance(error, BadTagValueError):
        found.setdefault("reason", error.tag)
    elif isinstance(error, PositionCodeError) and "cause" not in found and error.__cause__ is not None:
        found["cause"] = error.__cause__
    return found


_DATABASE = Kind(QT_TRANSLATE_NOOP("EngineError", "the database refused: {detail}"))
"""The errors of the database's libraries (SQLAlchemy, its drivers, the migrations): their own text as the detail."""

_DATABASE_MODULES = frozenset({"sqlalchemy", "sqlite3", "_sqlite3", "alembic", "psycopg", "psycopg2"})


def kind_of(error: BaseException) -> Kind | None:
    """Return the entry of :data:`KINDS` for ``error``'s class or its nearest parent.

    None for an error not worded here."""
    if type(error).__module__.split(".")[0] in _DATABASE_MODULES:
        return _DATABASE
    for cls in type(error).__mro__:
        kind = KINDS.get(cls)
        if kind is not None:
            return kind
    return None


def _template(kind: Kind, found: Mapping[str, object]) -> str:
    reason = str(found.get("reason") or "")
    variant = found.get("colour", found.get("place", ""))
    variant = variant.value if isinstance(variant, Colour) else str(variant)
    for key in (f"{reason}:{variant}", reason):
        if key in kind.reasons:
            return kind.reasons[key]
    return kind.general


def _translate(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


def _fill(source: str, shown: Mapping[str, object]) -> str | None:
    """Fill the translated template with the facts; None when a fact it names is missing."""
    try:
        return _translate(source).format_map(shown)
    except (KeyError, IndexError, ValueError):
        return None


def error_text(error: object, *, capital: bool = True, place: bool = True) -> str:
    """Word ``error`` in the interface's language.

    First letter capital unless ``capital`` is False, for a text quoted in a sentence; without its place, such as a
    file's path, when ``place`` is False because the caller shows it already.  Its ``str()`` only for an error of no
    class the table knows (a bug, not bad input).

    >>> error_text(TooManyDamesError("white has 16 dames on the board (at most 15)", colour=Colour.WHITE, count=16))
    'Blanc has 16 dames on the tablier (at most 15)'
    >>> error_text(ValueError("something else"))
    'Something else'
    """
    message = str(error)
    kind = kind_of(error) if isinstance(error, BaseException) else None
    if kind is not None:
        assert isinstance(error, BaseException)
        found = facts(error)
        shown = {key: _shown(key, value) for key, value in found.items() if value is not None}
        message = _fill(_template(kind, found), shown) or _translate(kind.general).format_map(_Defaulted(shown))
        if kind.place and place:
            # Without the facts of the place (a record error built without a line) the text stands alone.
            message = _fill(kind.place, {**shown, "text": message}) or message
    return message[:1].upper() + message[1:] if capital else message


def import_fault_text(fault: FileError) -> str:
    """Word a file an import left out (:class:`studio.store.importing.FileError`) in the interface's language.

    Its path and why, from the error it carries; its ``str()`` (English) when it carries none."""
    error = fault.error
    if error is None:
        return str(fault)
    if isinstance(error, OSError | UnicodeError | NotText):
        unreadable = _translate(QT_TRANSLATE_NOOP("EngineError", "the file cannot be read: {cause}"))
        text = unreadable.format(cause=error_text(error, capital=False, place=isinstance(error, NotText)))
    else:
        text = error_text(error, capital=False)
    return _translate(QT_TRANSLATE_NOOP("EngineError", "{path}: {text}")).format(path=fault.path, text=text)


class _Defaulted(dict[str, object]):
    """The facts for a class's general text when a reason's text could not be filled: a missing fact shows as ``?``."""

    def __missing__(self, key: str) -> object:
        return "?"
