"""Every error the studio can show is said in the interface's language (issue 17).

The engine's errors (:class:`notation.errors.TrictracError` and every subclass) and the studio's own are worded
by :func:`studio.ui.error_messages.error_text` through Qt's tr, from their class, their ``reason`` and their facts:

- every subclass of the family, found by walking ``__subclasses__`` after importing every module of notation/ and
  lessons/, has a template of its own class or of a parent listed here as right for it;
- every ``reason`` a raise site gives has a template for its class (read from the sources: a new raise site
  with a reason and no template fails);
- built from the engine as the user meets them (one row a class), each error in French is not the engine's
  English: no English word sequence of ``str(error)`` is in it, and it holds no English function word;
- a handful of rows are checked against the French expected word for word;
- the French studio opening a bad record, a bad diagram and an unreadable file shows French with the line and
  column.
"""

from __future__ import annotations

import ast
import importlib
import pickle
import pkgutil
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QMessageBox

import lessons
import notation
from lessons.errors import AnswerKindError, ExerciseError, LessonError, UnknownExerciseError, UnknownLessonError
from lessons.runner import SessionError
from notation import position_json
from notation.board import WHITE, BadMoveError, Colour, Point, Position, PositionError
from notation.code import parse_code
from notation.dice import Throw
from notation.ecrire import Sheet
from notation.errors import BadArgumentError, TrictracError
from notation.game import Move, Partie, Variant
from notation.position_json import JsonError, load_json, parse_position
from notation.record import GameRecord, read_record, replay_record, write_record
from notation.record.model import parse_variant
from notation.record.summary import position_entries
from notation.render.annotations import parse_annotations
from notation.rules.conventions import Conventions
from notation.rules.marking import mark
from notation.scoreboard import PlayerScore, ScoreState
from notation.tutor.ranking import rank_plays
from studio.export.turn_ranges import parse_turns
from studio.store.db import ArchiveError
from studio.store.importing import read_games
from studio.ui.error_messages import KINDS, error_text, import_fault_text, kind_of
from studio.ui.files import read_diagram, read_pasted, read_text_file
from studio.ui.i18n import Translations
from studio.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]

PARENT_IS_RIGHT: dict[str, type[BaseException]] = {}
"""Classes worded by a parent's template, by name, with the parent (none today: every class has its own)."""

INTERNAL = {position_json._NumberError}
"""Errors that never leave their module: load_json turns a _NumberError into a JsonError (tested below)."""


def _subclasses(cls: type[BaseException]) -> Iterator[type[BaseException]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def _family() -> list[type[BaseException]]:
    for package in (notation, lessons):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    return sorted(set(_subclasses(TrictracError)), key=lambda cls: f"{cls.__module__}.{cls.__qualname__}")


FAMILY = _family()


@pytest.fixture
def french(qapp: QApplication) -> Iterator[Translations]:
    translations = Translations()
    translations.install("fr")
    QApplication.processEvents()
    yield translations
    translations.uninstall()
    QLocale.setDefault(QLocale(QLocale.Language.English))


# -- every class, every reason ----------------------------------------------------------------------------------


def test_the_walk_finds_the_family() -> None:
    names = {cls.__name__ for cls in FAMILY}
    assert {"RecordError", "CodeError", "SheetError", "LessonError", "IllegalEventError", "BadMoveError"} <= names
    assert len(FAMILY) >= 30


@pytest.mark.parametrize("cls", [cls for cls in FAMILY if cls not in INTERNAL], ids=lambda cls: cls.__name__)
def test_every_error_class_has_a_template(cls: type[BaseException]) -> None:
    parent = PARENT_IS_RIGHT.get(cls.__name__)
    if parent is None:
        assert cls in KINDS, f"{cls.__module__}.{cls.__name__} has no template in studio/ui/error_messages.py"
    else:
        assert issubclass(cls, parent) and parent in KINDS


def test_an_internal_error_does_not_leave_its_module() -> None:
    with pytest.raises(JsonError) as caught:
        load_json("[NaN]", "position")
    assert caught.value.fields["reason"] == "bad-number"


def _reason_sites() -> Iterator[tuple[str, int, str, str]]:
    """(file, line, class name, reason) for every raise site that gives a reason, read from the sources.

    ``XError(..., reason="…")``; the record reader's ``self.error(message, pos, "…")`` and ``error_at(…, "…")``
    (RecordError); the record replayer's ``self.report(…, reason="…")`` (IllegalEventError); the studio's
    ``DiagramFileError(message, "…")`` and ``ArchiveError(message, "…")``.
    """
    sources = [*(ROOT / "notation").rglob("*.py"), *(ROOT / "lessons").rglob("*.py"), *(ROOT / "studio").rglob("*.py")]
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
            reason = next((k.value for k in node.keywords if k.arg == "reason"), None)
            cls = name
            if name in ("error", "error_at") and path.name == "reader.py":
                cls = "RecordError"
                if reason is None and len(node.args) >= 3:
                    reason = node.args[2]
            elif name == "report" and path.name == "replay.py":
                cls = "IllegalEventError"
            elif name in ("DiagramFileError", "ArchiveError") and reason is None and len(node.args) >= 2:
                reason = node.args[1]
            elif not name.endswith("Error"):
                continue
            if isinstance(reason, ast.Constant) and isinstance(reason.value, str) and reason.value:
                yield str(path.relative_to(ROOT)), node.lineno, cls, reason.value
            elif isinstance(reason, ast.IfExp):
                for branch in (reason.body, reason.orelse):
                    if isinstance(branch, ast.Constant) and isinstance(branch.value, str):
                        yield str(path.relative_to(ROOT)), node.lineno, cls, branch.value


REASON_SITES = sorted(set(_reason_sites()))
KINDS_BY_NAME = {cls.__name__: kind for cls, kind in KINDS.items()}


def test_the_scan_finds_the_reasons() -> None:
    classes = {cls for _file, _line, cls, _reason in REASON_SITES}
    assert {
        "RecordError",
        "CodeError",
        "SheetError",
        "IllegalEventError",
        "DiagramFileError",
        "ArchiveError",
    } <= classes
    assert len(REASON_SITES) >= 200


@pytest.mark.parametrize(("where", "line", "cls", "reason"), REASON_SITES, ids=lambda v: str(v))
def test_every_reason_given_has_a_template(where: str, line: int, cls: str, reason: str) -> None:
    kind = KINDS_BY_NAME.get(cls)
    assert kind is not None, f"{where}:{line}: {cls} has no template"
    known = {key.split(":")[0] for key in kind.reasons}
    assert reason in known, f"{where}:{line}: {cls} reason {reason!r} has no template"


# -- each error in French -----------------------------------------------------------------------------------------


def _raised(call: Callable[[], object]) -> BaseException:
    try:
        call()
    except BaseException as error:  # the error is the value under test
        return error
    raise AssertionError("nothing raised")


def _sheet(data: dict[str, Any]) -> Callable[[], object]:
    return lambda: Sheet.from_mapping(data)


# One row a class of the family (and the studio's own), built the way the user meets it.
ROWS: list[tuple[str, Callable[[], BaseException]]] = [
    ("BadColourError", lambda: _raised(lambda: Colour.parse("vert"))),
    ("BadScoreError", lambda: _raised(lambda: PlayerScore(points=12))),
    ("BadConventionError", lambda: _raised(lambda: Conventions.from_mapping({"margo": True}))),
    (
        "BadArgumentError",
        lambda: _raised(lambda: Partie(variant=Variant.ECRIRE, marques_to_play=3)),
    ),
    ("BadThrowError", lambda: _raised(lambda: Throw.parse("sept"))),
    (
        "SearchCancelled",
        lambda: _raised(lambda: rank_plays(Position.start(), Throw(3, 1), ply=2, cancelled=lambda: True)),
    ),
    (
        "SheetError",
        lambda: _raised(_sheet({"players": ["Abel", "Blaise"], "marques": [{"trous": {"Abel": 5, "Blaise": 5}}]})),
    ),
    ("BadPointError", lambda: _raised(lambda: Point.from_name("B13"))),
    ("PositionError", lambda: _raised(lambda: Position.from_points({"B1": 1.5}, {"N1": 15}))),  # type: ignore[dict-item]
    ("TooManyDamesError", lambda: _raised(lambda: Position.from_points({"B1": 16}, {"N1": 15}))),
    ("NegativeCountError", lambda: _raised(lambda: Position.from_points({"B1": 15, "B2": -1}, {"N1": 15}))),
    (
        "BothColoursOnPointError",
        lambda: _raised(lambda: Position.from_points({"B1": 14, "B3": 1}, {"N1": 14, "B3": 1})),
    ),
    ("LoneDameOnCoinError", lambda: _raised(lambda: Position.from_points({"B1": 14, "B12": 1}, {"N1": 15}))),
    ("OpponentCoinError", lambda: _raised(lambda: Position.from_points({"B1": 13, "N12": 2}, {"N1": 15}))),
    ("BadMoveError", lambda: _raised(lambda: Position.start().after_moves(WHITE, [(2, 5)]))),
    ("AnnotationError", lambda: _raised(lambda: parse_annotations("B1-B1"))),
    ("IllegalLeaveError", lambda: _raised(lambda: mark(ScoreState(), WHITE, 2, leave=True))),
    ("MarkPointsError", lambda: _raised(lambda: mark(ScoreState(), WHITE, 3))),
    ("BadTagValueError", lambda: _raised(lambda: parse_variant("tabula"))),
    ("RecordError", lambda: _raised(lambda: read_record("%trictrac 1\n\n1. B 7-7\n"))),
    ("UnwritableRecordError", lambda: _raised(lambda: write_record(GameRecord(comments=("une } seule",))))),
    ("BadPlayError", lambda: _raised(lambda: position_entries([Move(WHITE, ((2, 5),))]))),
    ("JsonError", lambda: _raised(lambda: parse_position('{"white": {"B1": 15}, "black": {"N1": "quinze"}}'))),
    ("PositionCodeError", lambda: _raised(lambda: parse_position("B1:16/N1:15 B"))),
    ("IllegalEventError", lambda: _raised(lambda: Partie().roll(Throw(6, 5)))),
    ("CodeError", lambda: _raised(lambda: parse_code("Z"))),
    ("LessonError", lambda: LessonError("ouverture.toml: an explanation is needed")),
    ("ExerciseError", lambda: ExerciseError("no legal play does what the exercise asks", "jan-de-retour-3")),
    ("UnknownExerciseError", lambda: UnknownExerciseError("ouverture", "jan-9")),
    ("UnknownLessonError", lambda: UnknownLessonError("jan-de-mezeas")),
    ("AnswerKindError", lambda: AnswerKindError("throws", "a play")),
    ("SessionError", lambda: SessionError("the session is finished")),
    # the studio's own
    ("DiagramFileError", lambda: _raised(lambda: read_diagram('{"format": "trictrac-diagram", "version": 9}'))),
    (
        "ArchiveError",
        lambda: ArchiveError("no archive at /tmp/nulle-part.sqlite", "missing", path="/tmp/nulle-part.sqlite"),
    ),
    ("ReadError", lambda: _raised(lambda: read_games("%trictrac 1\n\n1. B 6-5 B1-B7 B1-B6\n2. N 9-9\n"))),
    ("TurnsError", lambda: _raised(lambda: parse_turns("9-3"))),
    ("OSError", lambda: _raised(lambda: (ROOT / "nulle-part" / "partie.trictrac").read_text(encoding="utf-8"))),
]

ENGLISH = re.compile(
    r"\b(the|of|and|is|are|not|to|from|with|expected|cannot|must|has|have|no|an|for|by|or|this|there|at|most|be|"
    r"written|given|twice|such|as|only|which|who|each|file|record|point|throw|turn|move|moves|unknown|none)\b",
    re.IGNORECASE,
)
"""English words (function words and the engine's nouns) that no French text of the interface holds."""

_WORD = re.compile(r"[^\W\d_]+")


def _english_runs(english: str) -> set[str]:
    """The runs of three words of the engine's message that hold an English word: a sentence of it, in short."""
    words = _WORD.findall(english.lower())
    return {" ".join(words[i : i + 3]) for i in range(len(words) - 2) if ENGLISH.search(" ".join(words[i : i + 3]))}


def test_the_rows_cover_the_family() -> None:
    assert {cls.__name__ for cls in FAMILY if cls not in INTERNAL} <= {name for name, _build in ROWS}


@pytest.mark.parametrize(("name", "build"), ROWS, ids=[name for name, _build in ROWS])
def test_an_error_in_french_is_not_the_engines_english(
    french: Translations, name: str, build: Callable[[], BaseException]
) -> None:
    error = build()
    assert type(error).__name__ == name or (name == "OSError" and isinstance(error, OSError))
    assert kind_of(error) is not None
    text = error_text(error)
    english = str(error)
    assert text and text != english
    assert ENGLISH.findall(text) == [], text
    words = " ".join(_WORD.findall(text.lower()))
    assert [run for run in _english_runs(english) if run in words] == [], text


FRENCH = [
    (
        lambda: read_record("%trictrac 1\n\n1. B 7-7\n"),
        "Ligne 3, colonne 6\u202f: un coup de deux dés de 1 à 6 est attendu, comme 6-5, pas 7-7",
    ),
    (lambda: Position.from_points({"B1": 16}, {"N1": 15}), "Blanc a 16 dames sur le tablier (15 au plus)"),
    (lambda: Position.start().after_moves(WHITE, [(2, 5)]), "Blanc n'a pas de dame à jouer sur B2"),
    (lambda: parse_code("B1:15/N1:14.N3 B"), "Colonne 12\u202f: «\u202f,\u202f» puis la flèche suivante est attendue"),
    (
        lambda: parse_code("B1:14.B3/N1:15 B"),
        "Colonne 6\u202f: «\u202f,\u202f» puis la flèche suivante est attendue, ou «\u202f/\u202f» puis les dames de "
        "Noir",
    ),
    (
        lambda: read_pasted('%trictrac 1\n[Blanc "A"]\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-Q7\n'),
        "Partie enregistrée, ligne 4, colonne 13\u202f: 'Q7' n'est pas une flèche dans la notation B/N",
    ),
    (
        lambda: replay_record(read_record('%trictrac 1\n[Blanc "A"]\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N9\n')),
        "Ligne 4, colonne 1\u202f: jeu interdit N1-N7 N1-N9 pour 6-4",
    ),
    (lambda: mark(ScoreState(), WHITE, 3), "3 points ne peuvent être marqués\u202f: les points vont deux par deux"),
    (
        _sheet({"players": ["Abel", "Blaise"], "marques": [{"trous": {"Abel": 5, "Blaise": 5}}]}),
        "Marqué 1\u202f: Abel et Blaise ont 5 trous chacun\u202f: c'est un refait, compté dans le marqué suivant",
    ),
    (lambda: parse_turns("9-3"), "Les numéros de coups s'écrivent 1,5,9-12, pas '9-3'"),
]


@pytest.mark.parametrize(("call", "expected"), FRENCH, ids=[expected[:30] for _call, expected in FRENCH])
def test_an_error_reads_as_the_french_expected(french: Translations, call: Callable[[], object], expected: str) -> None:
    assert error_text(_raised(call)) == expected


def test_an_error_reads_in_english_in_the_english_interface() -> None:
    error = _raised(lambda: read_record("%trictrac 1\n\n1. B 7-7\n"))
    assert error_text(error) == "Line 3, column 6: a throw of two dice from 1 to 6 is expected, such as 6-5, not 7-7"


def test_a_system_error_names_the_file_and_the_fault_in_french(french: Translations, tmp_path: Path) -> None:
    missing = tmp_path / "partie.trictrac"
    error = _raised(lambda: missing.read_text(encoding="utf-8"))
    assert error_text(error) == f"{missing}\u202f: ce fichier ou ce dossier n'existe pas"
    assert error_text(error, place=False) == "Ce fichier ou ce dossier n'existe pas"
    wrapped = _raised(lambda: read_text_file(missing))
    assert error_text(wrapped) == "Le fichier ne peut être lu\u202f: ce fichier ou ce dossier n'existe pas"


def test_an_error_missing_a_fact_falls_back_to_its_class_text(french: Translations) -> None:
    error = BadMoveError("no white dame on B2 to move", WHITE, 2, 5, reason="no-dame")  # no point given
    assert error_text(error) == "Ce mouvement est impossible"
    assert error_text(PositionError("bad")) == "La position enfreint une loi du tablier"
    assert (
        error_text(BadArgumentError("x", name="state")) == "Le moteur a été appelé avec une mauvaise valeur pour state"
    )


# -- the French studio ---------------------------------------------------------------------------------------------


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the warning dialogs shown (QMessageBox.warning, replaced so that no modal dialog blocks)."""
    shown: list[str] = []

    def warning(_parent: Any, title: str, text: str, *_args: Any) -> QMessageBox.StandardButton:
        shown.append(f"{title}: {text}")
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


@pytest.mark.usefixtures("french")  # installed before the window is made
@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        (
            "injouable.trictrac",
            '%trictrac 1\n[Blanc "A"]\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N9\n',
            "La partie enregistrée ne peut être rejouée\u202f: ligne 4, colonne 1\u202f: jeu interdit N1-N7 N1-N9 "
            "pour 6-4",
        ),
        (
            "illisible.trictrac",
            '%trictrac 1\n[Blanc "A"]\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-Q7\n',
            "Partie enregistrée, ligne 4, colonne 13\u202f: 'Q7' n'est pas une flèche dans la notation B/N",
        ),
        (
            "mauvais.trictrac-diagram",
            '{"format": "trictrac-diagram", "version": 1,\n "code": "B1:15/N1:15 X"}\n',
            "Dans le code de position, colonne 13\u202f: la couleur qui joue est attendue\u202f: B (Blanc) ou N (Noir)",
        ),
        (
            "tronque.trictrac-diagram",
            '{"format": "trictrac-diagram",\n "version": 1,\n',
            "Ce n'est pas du JSON (ligne 3, colonne 1)",
        ),
    ],
)
def test_the_french_studio_says_what_is_wrong_with_a_file(
    window: MainWindow, warnings: list[str], tmp_path: Path, name: str, content: str, expected: str
) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    assert not window.files.open_path(str(path))
    assert warnings == [f"Ouverture impossible: {path}\n\n{expected}"]
    assert ENGLISH.findall(expected) == []


@pytest.mark.usefixtures("french")  # installed before the window is made
def test_the_french_studio_says_a_file_is_missing(window: MainWindow, warnings: list[str], tmp_path: Path) -> None:
    path = tmp_path / "absente.trictrac"
    assert not window.files.open_path(str(path))
    assert warnings == [
        f"Ouverture impossible: {path}\n\nLe fichier ne peut être lu\u202f: ce fichier ou ce dossier n'existe pas"
    ]


# -- errors that cross a process ------------------------------------------------------------------------------------


def _facts(error: BaseException) -> dict[str, object]:
    fields = getattr(error, "fields", {})
    return {key: repr(value) if isinstance(value, BaseException) else value for key, value in fields.items()}


@pytest.mark.parametrize(("name", "build"), ROWS, ids=[name for name, _build in ROWS])
def test_an_error_crosses_a_process_whole(french: Translations, name: str, build: Callable[[], BaseException]) -> None:
    # A folder's records are read in worker processes: the error comes back pickled, its facts with it.
    error = build()
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error)
    assert str(again) == str(error)
    assert _facts(again) == _facts(error)
    assert error_text(again) == error_text(error)


def test_the_import_report_says_in_french_why_each_file_was_left_out(french: Translations, tmp_path: Path) -> None:
    from studio.store.db import Archive
    from studio.store.importing import import_paths

    folder = tmp_path / "parties"
    folder.mkdir()
    (folder / "a-bonne.trictrac").write_text("%trictrac 1\n\n1. B 6-5 B1-B7 B1-B6\n", encoding="utf-8")
    (folder / "b-mauvaise.trictrac").write_text("%trictrac 1\n\n1. B 6-5 B1-B7 B1-B6\n2. N 9-9\n", encoding="utf-8")
    (folder / "c-binaire.trictrac").write_bytes('%trictrac 1\n[Lieu "Orléans"]\n'.encode("latin-1"))
    archive = Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}")
    try:
        report = import_paths(archive, [folder], workers=2)
    finally:
        archive.close()
    assert report.games == 1
    texts = [import_fault_text(fault) for fault in report.errors]
    assert texts == [
        f"{folder / 'b-mauvaise.trictrac'}\u202f: ligne 4, colonne 6\u202f: un coup de deux dés de 1 à 6 est attendu, "
        "comme 6-5, "
        "pas 9-9",
        f"{folder / 'c-binaire.trictrac'}\u202f: le fichier ne peut être lu\u202f: ligne 2, colonne 11\u202f: ce "
        "n'est pas du texte "
        "UTF-8\u202f: l'octet 0xE9 ne peut être lu",
    ]
