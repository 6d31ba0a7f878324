"""French typography, the same wherever the studio shows French: the narrow no-break space (U+202F, the « espace
fine insécable ») before ``: ; ? !`` and inside « », so that a sign never starts a line.

Checked over every French translation of the catalogue (``resources/translations/trictrac_fr.ts``), every French
text of the lessons (their files' ``fr`` texts and sources, and what the engine answers and hints for each
exercise), and the engine's French explanations (the reasons why a throw scores nothing or leaves one play, the
rencontres' explanations, the score's and the board's warnings, the speech of the board), sampled with hypothesis.
Codes, times and format fields keep their colon (``B1:5``, ``12:30``, ``{value:.0%}``), and a list of the record's
signs (``!, ?, !!``) is not prose.  The PDF export sets the same spaces in what the user wrote (a caption, a
comment) and prints them with the shipped fonts, which have no U+202F, as an unbreakable space
(tests/export/test_export_print.py).
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from lessons.answers import solve
from lessons.feedback import hints_for
from lessons.loader import load_lessons
from lessons.model import Paragraph
from notation.board import BLACK, WHITE, Position
from notation.dice import Throw
from notation.render.speech import mark_text, position_text, rencontre_text, score_text, throw_text
from notation.rules.reasons import why_nothing_scores, why_one_play
from notation.rules.scoring import score
from notation.scoreboard import ScoreState
from tests.support.strategies import positions, score_states

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = ROOT / "resources" / "translations" / "trictrac_fr.ts"
LESSONS = ROOT / "resources" / "lessons"
NARROW = "\u202f"

_FIELDS = re.compile(r"\{\{|\}\}|\{[^{}]*\}")
"""A format field of a translation or a lesson (``{colour}``, ``{value:.0%}``, ``{text!r}``), and an escaped brace."""
_MARKUP = re.compile(r"<[^>]*>|&\w+;|&(?=\w)")
"""Rich text's tags and entities, and a mnemonic's ampersand (``Pass&er``)."""
_DIRECTIVE = re.compile(r"\[diagram:[^|\]]*\|?")
"""A lesson's diagram directive, up to its caption: ``[diagram: B1:13 B 6-5 |``."""

_SPACE_BEFORE = re.compile(r"(?<=[^\s,(\[/|])[ \u00a0\u2009](?P<sign>[:;?!])(?=\s|$|[\"'.,»)\]])")
"""A plain, no-break or thin space before a sign that ends a word (not one of a list of signs: ``(!, ?, !!)``)."""
_NO_SPACE = re.compile(r"(?<=[\w)\]»…])(?P<sign>[:;?!])(?=\s|$|[»)\]])")
"""A sign glued to the word before it, followed by a space or the end (``B1:5`` and ``12:30`` are followed by a
digit)."""
_OPENING = re.compile(r"«(?!\u202f)")
_CLOSING = re.compile(r"(?<!\u202f)»")


def typography_faults(text: str) -> list[str]:
    """Return what breaks French typography in ``text``, one line a fault (empty when it is right)."""
    prose = _MARKUP.sub("", _FIELDS.sub("X", _DIRECTIVE.sub("", text)))
    faults = [f"a plain space before « {m['sign']} »" for m in _SPACE_BEFORE.finditer(prose)]
    faults += [f"no space before « {m['sign']} »" for m in _NO_SPACE.finditer(prose)]
    faults += ["« without the narrow space after it"] * len(_OPENING.findall(prose))
    faults += ["» without the narrow space before it"] * len(_CLOSING.findall(prose))
    return faults


# -- the checker itself ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "faults"),
    [
        ("Blanc\u202f: 13 dames en B1", []),
        ("Blanc : 13 dames en B1", ["a plain space before « : »"]),
        ("Blanc\u00a0: 13 dames", ["a plain space before « : »"]),
        ("Blanc: 13 dames", ["no space before « : »"]),
        ("S'en aller ? Non\u202f: tenir.", ["a plain space before « ? »"]),
        ("Qui gagne\u202f?", []),
        ("Bravo !", ["a plain space before « ! »"]),
        ("le trou\u202f; le jeu ; la partie", ["a plain space before « ; »"]),
        ("{colour} : {board}", ["a plain space before « : »"]),
        ("<b>Fin</b> : nulle", ["a plain space before « : »"]),
        ("art. XIII) ; les autres", ["a plain space before « ; »"]),
        ("crie « École\u202f! »", ["« without the narrow space after it", "» without the narrow space before it"]),
        ("crie «\u202fÉcole\u202f!\u202f»", []),
        ("des flèches comme B1:13,B6, ou «\u202f-\u202f» pour aucune", []),
        ("à 12:30, puis B1:5", []),
        ('{s:.0%} et {key!r}, {{"white": n}}', []),
        ("un signe (!, ?, !!, ??, !?, ?!) suit un coup", []),
        ("[diagram: B1:12,B8/N1:12 N 6-5 | Exemple n° 1\u202f: la dame]", []),
        ("[diagram: start | Le départ : les dames]", ["a plain space before « : »"]),
        ("Pass&er\u202f: voir le jeu entier", []),
    ],
)
def test_the_checker_tells_prose_from_codes(text: str, faults: list[str]) -> None:
    assert typography_faults(text) == faults


# -- the catalogue ---------------------------------------------------------------------------------------------------


def _translations() -> list[tuple[str, str]]:
    """Each message's English source and its French translations (one per plural form)."""
    pairs = []
    for message in ET.parse(CATALOGUE).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None, source
        forms = translation.findall("numerusform") or [translation]
        pairs += [(source, form.text or "") for form in forms]
    return pairs


TRANSLATIONS = _translations()


def test_the_catalogue_is_read_whole() -> None:
    assert len(TRANSLATIONS) > 1000
    assert any(text.startswith("{g} parties sont archivées") for _, text in TRANSLATIONS)


@pytest.mark.parametrize(("source", "french"), TRANSLATIONS, ids=range(len(TRANSLATIONS)))
def test_every_french_translation_is_set_in_french_typography(source: str, french: str) -> None:
    assert typography_faults(french) == [], (source, french)


# -- the lessons -----------------------------------------------------------------------------------------------------


def _french_of(value: object, key: str = "") -> Iterator[str]:
    """The French texts of a lesson's file: every ``fr`` text, and the sources (French titles of books)."""
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _french_of(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from _french_of(item, key)
    elif isinstance(value, str) and key in ("fr", "source", "sources"):
        yield value


LESSON_TEXTS = [
    (path.name, text)
    for path in sorted(LESSONS.glob("*.toml"))
    for text in _french_of(tomllib.loads(path.read_text(encoding="utf-8")))
]


def test_every_lesson_file_is_read() -> None:
    assert {name for name, _ in LESSON_TEXTS} == {path.name for path in LESSONS.glob("*.toml")}


@pytest.mark.parametrize(("lesson", "french"), LESSON_TEXTS, ids=range(len(LESSON_TEXTS)))
def test_every_french_text_of_the_lessons_files_is_set_in_french_typography(lesson: str, french: str) -> None:
    assert typography_faults(french) == [], (lesson, french)


def _lesson_texts() -> Iterator[tuple[str, str]]:
    """What a learner reads in French: titles, explanations, captions, prompts, hints, the engine's answers."""
    for lesson in load_lessons():
        yield lesson.id, lesson.title.fr
        for block in lesson.explanation:
            yield lesson.id, (block.text if isinstance(block, Paragraph) else block.caption).fr
        for exercise in lesson.exercises:
            where = f"{lesson.id}/{exercise.id}"
            yield where, exercise.prompt.fr
            yield from ((where, hint.fr) for hint in exercise.hints)
            solution = solve(exercise)
            yield where, solution.text.fr
            yield from ((where, detail.fr) for detail in solution.details)
            yield from ((where, hint.text.fr) for hint in hints_for(exercise, solution))


def test_what_the_lessons_say_in_french_is_set_in_french_typography() -> None:
    texts = list(_lesson_texts())
    assert len(texts) > 500
    faults = [(where, text, fault) for where, text in texts for fault in typography_faults(text)]
    assert faults == []


# -- the engine's explanations -----------------------------------------------------------------------------------

throws = st.builds(Throw, st.integers(1, 6), st.integers(1, 6))


def _engine_french(position: Position, throw: Throw) -> Iterator[str]:
    yield from (reason.fr for reason in why_nothing_scores(position, throw))
    one = why_one_play(position, throw)
    if one is not None:
        yield one.fr
    for event in score(position, throw).events:
        yield event.explanation_fr
        yield rencontre_text(event)
    yield from (warning.french for warning in position.warnings())
    yield position_text(position)
    yield throw_text(throw)


@given(positions(), throws)
def test_the_engine_s_explanations_are_set_in_french_typography(position: Position, throw: Throw) -> None:
    for text in _engine_french(position, throw):
        assert typography_faults(text) == [], text


@given(score_states)
def test_the_score_s_words_and_warnings_are_set_in_french_typography(state: ScoreState) -> None:
    marks = (mark_text(colour, state.of(colour), state.of(colour.opponent)) for colour in (WHITE, BLACK))
    for text in (score_text(state), *marks, *(warning.french for warning in state.warnings())):
        assert typography_faults(text) == [], text


@pytest.mark.parametrize(
    ("code", "throw"),
    [
        ("B1:13,B6,B7/N1:15 N", Throw(6, 5)),  # one play: the coin taken with two dames at once
        ("B1:15/N1:15 B", Throw(1, 1)),  # the start: nothing scores
        ("B1:14,B6/N1:12,N4,N12:2 N", Throw(6, 1)),  # battre à vrai
        ("B9:3,B10,B11:8,B12:3/N7:2,N8:2,N9:2,N10:2,N11:3,N12:2,B8,B3 B", Throw(6, 3)),  # impuissance
    ],
)
def test_the_explanations_of_known_positions_are_set_in_french_typography(code: str, throw: Throw) -> None:
    from notation.code import parse_code

    texts = list(_engine_french(parse_code(code).position, throw))
    assert texts
    for text in texts:
        assert typography_faults(text) == [], text
