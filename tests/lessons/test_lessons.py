"""The lessons: content, checker, runner, feedback, drill, progress and the ``trictrac lessons`` command."""

from __future__ import annotations

import ast
import json
import re
import textwrap
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lessons.answers import CLAIM_STATUSES, solve
from lessons.checker import MIN_EXERCISES, MIN_LESSONS, check_all, check_exercise
from lessons.drill import drill
from lessons.feedback import hints_for, judge
from lessons.loader import LessonError, load_lesson, load_lessons
from lessons.model import (
    AnnouncedRencontre,
    Announcement,
    EcoleAnswer,
    Exercise,
    Kind,
    Lesson,
    LessonDiagram,
    MarqueAnswer,
    Paragraph,
    PlayAnswer,
    SettleAnswer,
    TableAnswer,
    Text,
)
from lessons.progress import MemoryProgressStore, Outcome, Progress
from lessons.runner import Session, SessionError, State
from notation.board import BLACK, WHITE, Colour, Jan, Point, Position
from notation.code import format_code
from notation.dice import ALL_THROWS, Throw
from notation.rules.moves import legal_plays
from notation.rules.scoring import Rencontre, score
from studio.cli import main as trictrac
from studio.review.scheduler import FsrsScheduler

LESSONS = load_lessons()
BY_ID = {lesson.id: lesson for lesson in LESSONS}
NOW = datetime(2026, 3, 1, 12, tzinfo=UTC)


def exercise(lesson_id: str, exercise_id: str) -> Exercise:
    return BY_ID[lesson_id].exercise(exercise_id)


def _state(session: Session) -> State:
    """The session's state read afresh (an assertion about it before a call does not hold after)."""
    return session.state


# -- content ------------------------------------------------------------------------------


def test_at_least_fifteen_lessons_in_teaching_order() -> None:
    assert len(LESSONS) >= MIN_LESSONS
    orders = [lesson.order for lesson in LESSONS]
    assert orders == sorted(orders) and len(set(orders)) == len(orders)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_each_lesson_is_complete_in_both_languages(lesson: Lesson) -> None:
    assert len(lesson.exercises) >= MIN_EXERCISES
    assert lesson.title.fr and lesson.title.en and lesson.title.fr != ""
    assert any(isinstance(block, LessonDiagram) for block in lesson.explanation)
    for block in lesson.explanation:
        text = block.text if isinstance(block, Paragraph) else block.caption
        assert text.fr.strip() and text.en.strip()
    for item in lesson.exercises:
        assert item.prompt.fr.strip() and item.prompt.en.strip()
        assert item.lesson == lesson.id


def test_the_shipped_lessons_have_no_problem() -> None:
    assert check_all() == []


# The engine's answers agree with the seeds' worked examples (the sources' own figures).
@pytest.mark.parametrize(
    ("lesson_id", "exercise_id", "white", "black"),
    [
        # Dictionnaire raisonné, BATTRE ex. 1: B8 beaten by the 5 from the coin and the 6 from N11, 2 façons x 2 (grands
        # jans)
        ("battre-a-vrai", "exemple-1", 0, 4),
        # Dictionnaire raisonné, BATTRE ex. 3: no repos pour battre, 4 points (petits jans, simple) to White
        ("battre-a-faux", "exemple-3", 4, 0),
        # Dictionnaire raisonné, BATTRE ex. 5: B11 beaten two ways (2 x 2) for Black, B6 à faux (4) for White
        ("battre-a-faux", "exemple-5", 4, 4),
        # Dictionnaire raisonné, BATTRE LE COIN: 6 and 4 beat the coin, 4 points
        ("battre-le-coin", "six-et-quatre", 4, 0),
        # Dictionnaire raisonné, CONSERVER PAR IMPUISSANCE: 4 for conserving, plus the battery of N8 (two façons, 2 x
        # 2); Black: the impuissance (2) and N6 beaten à faux (4)
        ("conserver", "par-impuissance", 8, 6),
        # Dictionnaire raisonné, JAN DE SIX TABLES: 4 points
        ("jans-de-depart", "six-tables", 4, 0),
    ],
)
def test_announcements_agree_with_the_seeds(lesson_id: str, exercise_id: str, white: int, black: int) -> None:
    answer = solve(exercise(lesson_id, exercise_id)).answer
    assert isinstance(answer, Announcement)
    assert (answer.white, answer.black) == (white, black)


@pytest.mark.parametrize(
    ("exercise_id", "winner", "points"),
    [
        ("huit-contre-trois", WHITE, 7),  # Trictrac à écrire: 8 v 3 simple -> 7
        ("six-pavillon", BLACK, 13),  # Trictrac à écrire: 6 v 3 with the pavillon -> 13
        ("onze-contre-trois", WHITE, 23),  # Trictrac à écrire: 11 v 3 -> 23
        ("grande-bredouille", WHITE, 53),  # Trictrac à écrire: 12 v 3 grande bredouille -> 53
        ("pavillon-perdant", BLACK, 4),  # Trictrac à écrire: 7 pavillon v 9 -> 4 for the player with 9
        # consolation 4 after one refait (Trictrac à écrire, Dictionnaire raisonné): 8 + 4 - 3
        ("apres-un-refait", WHITE, 9),
    ],
)
def test_marque_points_agree_with_trictrac_a_ecrire(exercise_id: str, winner: Colour, points: int) -> None:
    assert solve(exercise("partie-a-ecrire", exercise_id)).answer == MarqueAnswer(winner, points)


def test_settlement_agrees_with_seed_001_sheet() -> None:
    # Trictrac à écrire's filled sheet: final 94 / 71, gross 23, rounded 20
    assert solve(exercise("partie-a-ecrire", "feuille-001")).answer == SettleAnswer({"A": 94, "B": 71}, 20)


def test_obligatory_sortie_follows_dictionnaire() -> None:
    # Dictionnaire raisonné, SORTIE DES DAMES: dames on N6 and N4, 5-3: the 5 from N6, the 3 from N4
    solution = solve(exercise("sortie", "cinq-et-trois"))
    assert [play.moves_bn(WHITE) for play in solution.plays] == [[("N6", "N1"), ("N4", "N1")]]


# -- the checker finds what is wrong --------------------------------------------------------

_HEAD = """
id = "test"
order = 1
title = { fr = "Essai", en = "Test" }
[explanation]
fr = \"\"\"Un paragraphe.

[diagram: start | Le départ.]
\"\"\"
en = \"\"\"A paragraph.

[diagram: start | The start.]
\"\"\"
"""


def _write(tmp_path: Path, exercises: str) -> Path:
    path = tmp_path / "test.toml"
    path.write_text(_HEAD + textwrap.dedent(exercises), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("exercise_text", "fragment"),
    [
        # start 3-1 has two legal plays (B1-B4-B5 tout d'une, or B1-B4 and B1-B2): not obligatory
        ('kind = "obligatory"\ncode = "start 3-1"', "legal plays"),
        # nothing beats at the start
        ('kind = "throws"\ncode = "start"\neffect = "battre_vrai"', "no throw"),
        # the opening throw gives nobody points
        ('kind = "mark"\ncode = "start 6-5"', "nothing to mark"),
        # 4 points from zero win no trou: no leaving
        ('kind = "leave"\nchoice = "s_en_aller"\ncode = "B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5"', "trou"),
        # a topic the engine does not find
        ('kind = "announce"\ncode = "start 6-5"\ntopics = ["remplir"]', "topic"),
        # the third throw is inferred when the relevé's counts are not given
        ('kind = "announce"\ncode = "B1:11,B2,B3,B5,B6/N1:11,N3,N4,N5,N8 B 6-3"', "inferred"),
        # equal trous make a refait
        ('kind = "marque"\ncode = "start trous=6/6"', "refait"),
        # a play exercise asks for something specific (issue 15)
        ('kind = "play"\ncode = "start 3-1"', "something specific"),
        # …that some legal plays do and others do not: both plays of 3-1 at the start move two numbers
        ('kind = "play"\nwant = "sortie"\ncode = "start 3-1"', "no legal play does"),
        # no trou won: nothing to decide
        ('kind = "decide"\ncode = "B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5"', "nothing to decide"),
        # an école exercise needs the declaration
        ('kind = "ecole"\ncode = "start points=2/4"\ngain = 38', "declaration"),
        # a lapse exercise needs the moment, and a marking that makes an école
        ('kind = "lapse"\ncode = "start points=2/4"\ngain = 38\ndeclaration = { trous = 0 }', "moment"),
        (
            'kind = "lapse"\ncode = "start points=2/4"\ngain = 8\ndeclaration = { jeton = 10 }\nmoment = "threw"',
            "nothing to claim",
        ),
        # a table exercise with a winner who did not play
        ('kind = "table"\nplayers = ["A", "B"]\nfirst = { players = ["A", "B"] }\nwinners = ["C"]', "did not play"),
    ],
)
def test_checker_rejects_ill_defined_exercises(tmp_path: Path, exercise_text: str, fragment: str) -> None:
    lesson = load_lesson(_write(tmp_path, f'[[exercise]]\nid = "x"\n{exercise_text}\n'))
    problems = check_exercise(lesson.exercises[0])
    assert problems and fragment in " ".join(problems)


def test_checker_reports_short_lessons_and_too_few_lessons(tmp_path: Path) -> None:
    _write(tmp_path, '[[exercise]]\nid = "x"\nkind = "play"\ncode = "start 3-1"\n')
    messages = [str(problem) for problem in check_all(tmp_path)]
    assert any("exercises (at least" in m for m in messages)
    assert any("lessons (at least" in m for m in messages)


@pytest.mark.parametrize(
    "text",
    [
        '[[exercise]]\nid = "x"\nkind = "announce"\ncode = "start 6-5"\nanswer = 4\n',  # a lesson holds no answer
        '[[exercise]]\nid = "x"\nkind = "guess"\n',  # unknown kind
        '[[exercise]]\nid = "x"\nkind = "announce"\ncode = "B1:16/N1:15 B 6-5"\n',  # sixteen dames
    ],
)
def test_loader_refuses_bad_files(tmp_path: Path, text: str) -> None:
    with pytest.raises(LessonError):
        load_lesson(_write(tmp_path, text))


def test_explanations_must_match_across_languages(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(
        _HEAD.replace("[diagram: start | The start.]", "[diagram: start 6-5 | The start.]"), encoding="utf-8"
    )
    with pytest.raises(LessonError, match="same paragraphs and diagrams"):
        load_lesson(path)


# -- the runner and its feedback ------------------------------------------------------------


def test_right_total_at_first_try() -> None:
    item = exercise("battre-a-vrai", "exemple-1")
    session = Session([item])
    assert item.setup is not None and item.setup.dice is not None
    truth = score(item.setup.position, item.setup.dice)
    feedback = session.submit(Announcement(truth.total(WHITE), truth.total(BLACK)))
    assert feedback.correct and session.state is State.SOLVED
    assert session.results[0].outcome is Outcome.FIRST_TRY
    with pytest.raises(SessionError):
        session.submit(Announcement(0, 0))


def test_wrong_total_asks_the_detail_then_words_the_ecole() -> None:
    # Dictionnaire raisonné, BATTRE ex. 4: B11 beaten three ways and B5 once; the learner forgets B5 (4 points)
    item = exercise("battre-a-vrai", "exemple-4")
    session = Session([item])
    first = session.submit(Announcement(0, 6))
    assert not first.correct and first.ask_detail and session.state is State.DETAIL
    with pytest.raises(SessionError):
        session.submit(Announcement(0, 6))
    b11 = Point.from_name("B11")
    claims: tuple[AnnouncedRencontre, ...] = (AnnouncedRencontre(Rencontre.BATTRE_VRAI, BLACK, 6, b11),)
    second = session.submit(Announcement(0, 6, claims))
    assert not second.correct and _state(session) is State.WRONG
    assert second.ecole == 4
    assert Point.from_name("B5") in second.highlights
    assert "4 points d'école" in second.lines[0].fr and "B5" in second.lines[0].fr
    assert "omis" in second.lines[0].fr and "left out" in second.lines[0].en  # B5 not announced at all
    session.retry()
    assert _state(session) is State.DETAIL
    claims = (*claims, AnnouncedRencontre(Rencontre.BATTRE_VRAI, BLACK, 4, Point.from_name("B5")))
    third = session.submit(Announcement(0, 10, claims))
    assert third.correct
    assert session.results[0].outcome is Outcome.WITH_HELP


def test_over_counted_rencontre_is_an_ecole_par_trop() -> None:
    # Dictionnaire raisonné, BATTRE ex. 3: B6 is beaten à faux (4 to White); claiming it à vrai for Black is par trop
    item = exercise("battre-a-faux", "exemple-3")
    session = Session([item])
    session.submit(Announcement(0, 4))
    claims = (
        AnnouncedRencontre(Rencontre.BATTRE_VRAI, BLACK, 4, Point.from_name("B6")),
        AnnouncedRencontre(Rencontre.BATTRE_FAUX, WHITE, 4, Point.from_name("B6")),
    )
    feedback = session.submit(Announcement(4, 4, claims))
    assert not feedback.correct
    assert any("par trop" in line.fr for line in feedback.lines)


def test_hints_climb_then_run_out_and_reveal_counts_as_missed() -> None:
    item = exercise("remplir", "deux-facons")
    session = Session([item], learner="ann", progress=Progress(MemoryProgressStore(), FsrsScheduler(), lambda: NOW))
    hints = []
    while (hint := session.hint()) is not None:
        hints.append(hint)
    assert len(hints) >= 3
    assert any(hint.highlights for hint in hints)
    assert "rempli" in hints[0].text.fr or "remplir" in hints[0].text.fr
    solution = session.reveal()
    assert session.state is State.REVEALED
    assert isinstance(solution.answer, Announcement) and solution.details
    assert session.progress is not None
    assert session.progress.missed("ann")[0].exercise_id == "deux-facons"
    assert session.next() is None and _state(session) is State.FINISHED


def test_play_exercises_tell_a_fausse_case_from_an_illegal_move() -> None:
    # Filling is obligatory (Lois et règles, art. XIII): B3-B8, B1-B5 moves lawfully by 5 and 4 but does not fill B6.
    item = exercise("remplir", "cinq-et-quatre-oblige")
    session = Session([item])
    feedback = session.submit(PlayAnswer((("B3", "B8"), ("B1", "B5"))))
    assert not feedback.correct and "fausse case" in feedback.lines[0].fr
    session.retry()
    feedback = session.submit(PlayAnswer((("B1", "B7"), ("B7", "B9"))))
    assert not feedback.correct and "ne correspondent pas aux dés" in feedback.lines[0].fr
    session.retry()
    right = solve(item).plays[0].moves_bn(WHITE)
    assert session.submit(PlayAnswer(tuple(right))).correct


def test_throws_feedback_names_the_extra_throws() -> None:
    item = exercise("battre-le-coin", "quels-coups-1")
    session = Session([item])
    feedback = session.submit(frozenset({Throw(3, 2), Throw(6, 6)}))
    assert not feedback.correct
    assert any("6-6" in line.fr for line in feedback.lines)
    assert any("manque" in line.fr for line in feedback.lines)


# -- the drill --------------------------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000), lesson_id=st.sampled_from(["battre-a-vrai", "battre-a-faux", "remplir"]))
def test_drilled_exercises_exercise_the_lessons_rencontre(seed: int, lesson_id: str) -> None:
    lesson = BY_ID[lesson_id]
    assert lesson.drill is not None
    exercises = drill(lesson, seed, count=3)
    assert exercises
    for item in exercises:
        assert check_exercise(item) == []
        assert item.setup is not None and item.setup.dice is not None
        found = {e.rencontre for e in score(item.setup.position, item.setup.dice).events}
        assert found & set(lesson.drill.rencontres)


@pytest.mark.slow
def test_drill_is_reproducible_and_covers_every_lesson() -> None:
    for lesson in LESSONS:
        first = [item.code or dict(item.data) for item in drill(lesson, 7, count=2)]
        assert first, lesson.id
        assert first == [item.code or dict(item.data) for item in drill(lesson, 7, count=2)]


# -- progress ----------------------------------------------------------------------------------


def test_missed_exercises_come_back_sooner() -> None:
    progress = Progress(MemoryProgressStore(), FsrsScheduler())
    missed = progress.record("ann", "remplir", "a", Outcome.MISSED, NOW)
    helped = progress.record("ann", "remplir", "b", Outcome.WITH_HELP, NOW)
    good = progress.record("ann", "remplir", "c", Outcome.FIRST_TRY, NOW)
    assert missed.due < helped.due < good.due
    assert good.due - NOW >= timedelta(days=1)
    later = NOW + timedelta(hours=1)
    assert [record.exercise_id for record in progress.due("ann", now=later)] == ["a", "b"]


def test_session_puts_due_exercises_first_and_skips_solved_ones() -> None:
    lesson = BY_ID["battre-a-vrai"]
    clock = [NOW]
    progress = Progress(MemoryProgressStore(), FsrsScheduler(), lambda: clock[0])
    progress.record("ann", lesson.id, lesson.exercises[0].id, Outcome.FIRST_TRY, NOW)
    progress.record("ann", lesson.id, lesson.exercises[3].id, Outcome.MISSED, NOW)
    clock[0] = NOW + timedelta(hours=1)
    session = Session.for_lesson(lesson, learner="ann", progress=progress, clock=lambda: clock[0])
    ids = [item.id for item in session.exercises]
    assert ids[0] == lesson.exercises[3].id
    assert lesson.exercises[0].id not in ids
    review = Session.review(LESSONS, progress, learner="ann", clock=lambda: clock[0])
    assert [item.id for item in review.exercises] == [lesson.exercises[3].id]


def test_reset_forgets_a_learner_only() -> None:
    progress = Progress(MemoryProgressStore(), FsrsScheduler())
    progress.record("ann", "remplir", "a", Outcome.MISSED, NOW)
    progress.record("ann", "sortie", "b", Outcome.MISSED, NOW)
    progress.record("bob", "remplir", "a", Outcome.MISSED, NOW)
    assert progress.reset("ann", "remplir") == 1
    assert [r.lesson_id for r in progress.store.records("ann")] == ["sortie"]
    assert progress.reset("ann") == 1
    assert progress.store.records("ann") == [] and progress.due("ann", now=NOW + timedelta(days=1)) == []
    assert len(progress.store.records("bob")) == 1


# -- the command ---------------------------------------------------------------------------------


def test_cli_check_and_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert trictrac(["lessons", "check", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ok"] is True and out["lessons"] == len(LESSONS)
    assert trictrac(["lessons", "list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [row["id"] for row in listed["lessons"]] == [lesson.id for lesson in LESSONS]
    assert all(row["exercises"] >= MIN_EXERCISES for row in listed["lessons"])


def test_cli_check_fails_with_the_problems(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _write(tmp_path, '[[exercise]]\nid = "x"\nkind = "obligatory"\ncode = "start 3-1"\n')
    assert trictrac(["lessons", "check", "--directory", str(tmp_path)]) == 1
    assert "test/x" in capsys.readouterr().err


def test_exercise_kinds_are_all_taught() -> None:
    kinds = {item.kind for lesson in LESSONS for item in lesson.exercises}
    assert kinds == set(Kind)


# -- issue 15: factual errors ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "fragment"),
    [
        ("start points=8/0", "must be en bredouille"),  # issue 15: "8 points to 0" needs the bredouille
        ("start points=0/2", "must be en bredouille"),
        ("start points=4/2 bredouille=BN", "both players en bredouille"),
        ("start bredouille=B", "with no points"),
        ("N6,N1/- B 6-2", "borne off every dame"),
    ],
)
def test_unreachable_states_are_refused(code: str, fragment: str) -> None:
    from lessons.checker import setup_problems
    from notation.code import parse_code

    assert any(fragment in problem for problem in setup_problems(parse_code(code)))


@pytest.mark.parametrize("code", ["start points=8/0 bredouille=B", "start points=8/4", "start points=8/4 bredouille=N"])
def test_reachable_states_pass(code: str) -> None:
    from lessons.checker import setup_problems
    from notation.code import parse_code

    assert setup_problems(parse_code(code)) == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_diagram_and_exercise_is_a_reachable_state(lesson: Lesson) -> None:
    from lessons.checker import setup_problems

    for diagram in lesson.diagrams:
        assert setup_problems(diagram.setup) == [], diagram.code
    for item in lesson.exercises:
        if item.setup is not None:
            assert setup_problems(item.setup) == [], item.id


def test_tenir_sortie_caption_is_a_trou_simple() -> None:
    # Lesson 15: 4 points of sortie on 8 make one trou only when the opponent has points (no bredouille).
    from notation.rules.marking import mark

    diagram = BY_ID["tenir-ou-s-en-aller"].diagrams[1]
    assert diagram.setup.score is not None and diagram.setup.dice is not None
    result = score(diagram.setup.position, diagram.setup.dice)
    marking = mark(diagram.setup.score, WHITE, result.total(WHITE))
    assert result.total(WHITE) == 4 and marking.jeux == (1,) and marking.may_leave


@pytest.mark.parametrize("exercise_id", ["en-sortant", "en-sortant-coup"])
def test_conserver_en_sortant_has_both_ways_of_the_dictionnaire(exercise_id: str) -> None:
    # Dictionnaire raisonné, CONSERVER EN SORTANT: the 6 off from B6, the 4 off from B4 "(il pourrait aussi jouer le 4 à
    # l'intérieur du jan de B6 à B2)": both plays are legal and both conserve.
    from notation.rules.moves import legal_plays

    setup = exercise("conserver", exercise_id).setup
    assert setup is not None and setup.dice == Throw(6, 4)
    plays = {tuple(play.moves_bn(BLACK)) for play in legal_plays(setup.position, setup.dice)}
    assert plays == {(("B6", "B0"), ("B4", "B0")), (("B6", "B0"), ("B6", "B2"))}
    assert all(play.conserves for play in legal_plays(setup.position, setup.dice))
    assert [e.rencontre for e in score(setup.position, setup.dice).events] == [Rencontre.CONSERVER]


def _explanation(lesson_id: str, language: str = "fr") -> str:
    return " ".join(
        (block.text if isinstance(block, Paragraph) else block.caption).get(language)
        for block in BY_ID[lesson_id].explanation
    )


def test_six_tables_quotes_the_lois_on_doublets_and_the_faculty_not_to_fill() -> None:
    # Lois et règles, art. XII: "il ne peut être réalisé par un doublet" and "On n'est point obligé de garnir
    # effectivement ces deux flèches"; Dictionnaire raisonné's "Par 6 et 3 Noir réalise…" proves nothing about doublets.
    text = _explanation("jans-de-depart")
    assert "il ne peut être réalisé par un doublet" in text
    assert "on n'est point obligé de garnir effectivement ces deux flèches" in text
    assert "Par 6 et 3 Noir" not in text


def test_jans_interdits_do_not_hinder_the_battery_is_the_dictionnaires_example_2() -> None:
    # Lois et règles, art. X says the battery is fictive, not that jans interdits do not hinder it; Dictionnaire
    # raisonné's example 2 shows it.
    for language in ("fr", "en"):
        sentence = next(s for s in _explanation("battre-a-vrai", language).split(". ") if "interdit" in s)
        assert "2" in sentence and "Dictionnaire raisonné" in sentence and "art. X" not in sentence


def test_pavillon_is_the_marker_of_the_petite_bredouille_not_a_condition() -> None:
    # Trictrac à écrire: "en faisant l'ensemble de ses trous d'affilée (matérialisé par le pavillon …)".
    fr, en = _explanation("partie-a-ecrire"), _explanation("partie-a-ecrire", "en")
    assert "ou le pavillon)" not in fr and "or the pavillon)" not in en
    assert "la marque de cette bredouille" in fr and "marker" in en


def test_tout_d_une_rests_on_either_numbers_point() -> None:
    # Lois et règles, art. VI: "en se reposant obligatoirement sur la première ou sur la sixième case"; Dictionnaire
    # raisonné, TOUT D'UNE.
    fr, en = _explanation("marche"), _explanation("marche", "en")
    assert "premier nombre" not in fr and "first number" not in en
    assert "l'un ou l'autre nombre" in fr and "either number" in en


def test_ecole_par_moins_on_the_opponents_points_lapses_when_he_throws() -> None:
    # Dictionnaire raisonné, ÉCOLE: consumed "dès qu'il a jeté les dés s'ils proviennent du coup de l'adversaire".
    fr, en = _explanation("ecoles"), _explanation("ecoles", "en")
    assert "jette les dés s'ils viennent du coup de l'adversaire" in fr
    assert "throws the dice if they come from the opponent's throw" in en


# Dictionnaire raisonné, ÉCOLE, case by case: "consommée dès que celui qui l'a faite a touché ses dames, si les points
# omis viennent de son propre coup ; ou bien dès qu'il a jeté les dés s'ils proviennent du coup de l'adversaire"; on
# points the opponent gave, he "doit marquer ces points d'école dès que le joueur a jeté les dés … avant que le joueur
# ne marque éventuellement pour ce coup".
_LAPSES = {
    "lache-jeton-pas-encore": "not_yet",  # own throw, jeton let go, dames not touched
    "touche-ses-dames": "open",  # own throw, dames touched
    "points-donnes-des-jetes": "open",  # points given by Noir's throw, Blanc has thrown
    "points-donnes-trop-tard": "lapsed",  # ... and Blanc has marked for his own throw
}


@pytest.mark.parametrize(("exercise_id", "expected"), sorted(_LAPSES.items()))
def test_lesson_17_asks_when_an_ecole_may_still_be_marked(exercise_id: str, expected: str) -> None:
    exercise = next(lesson for lesson in LESSONS if lesson.id == "ecoles").exercise(exercise_id)
    assert exercise.kind is Kind.LAPSE and not check_exercise(exercise)
    solution = solve(exercise)
    assert solution.answer == expected
    wrong = next(key for key in CLAIM_STATUSES if key != expected)
    feedback = judge(exercise, solution, wrong)
    assert not feedback.correct and "Dictionnaire raisonné" in feedback.lines[0].fr
    assert judge(exercise, solution, expected).correct
    assert "amène" in exercise.prompt.fr and "throws" in exercise.prompt.en


# -- captions' figures are checked by the engine ------------------------------------------------

_CAPTIONED = """
id = "captions"
order = 1
title = { fr = "Essai", en = "Test" }
[explanation]
fr = \"\"\"Un paragraphe.

[diagram: B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5 | Noir bat B8 de deux façons\u202f: 4 points.]

[diagram: start trous=8/3 | Blanc gagne le marqué\u202f: 7 points.]
\"\"\"
en = \"\"\"A paragraph.

[diagram: B1:12,B6:2,B8/N1:12,N11,N12:2 N 6-5 | Black beats B8 two ways: 4 points.]

[diagram: start trous=8/3 | White wins the marqué: 7 points.]
\"\"\"
"""


@pytest.mark.parametrize(
    ("claims", "fragment"),
    [
        ("", "states a figure with no claim"),
        ('[[claim]]\ndiagram = 1\ncolour = "black"\npoints = 6\n', "says 6 points for black, the engine 4"),
        ('[[claim]]\ndiagram = 1\ncolour = "black"\nfacons = 3\n', "says 3 façons, the engine 2"),
        ('[[claim]]\ndiagram = 1\ncolour = "black"\nplays = 1\n', "legal play(s), the engine 2"),
        ('[[claim]]\ndiagram = 1\ncolour = "black"\nplay = "N1-N7, N7-N8"\n', "is not a legal play"),
        ('[[claim]]\ndiagram = 1\ncolour = "black"\ntrous = 1\n', "says 1 trous won, the engine 0"),
        ("[[claim]]\ndiagram = 2\nmarque = 9\n", "marqué of 9 points, the engine 7"),
        ('[[claim]]\ndiagram = 2\ncolour = "black"\nmarque = 7\n', "does not win the marqué"),
    ],
)
def test_false_or_missing_caption_claims_are_reported(tmp_path: Path, claims: str, fragment: str) -> None:
    from lessons.checker import check_lesson

    good = '[[claim]]\ndiagram = 1\ncolour = "black"\npoints = 4\nfacons = 2\n\n[[claim]]\ndiagram = 2\nmarque = 7\n'
    path = tmp_path / "captions.toml"
    path.write_text(_CAPTIONED + (claims or good.split("[[claim]]\ndiagram = 2")[0]), encoding="utf-8")
    messages = " | ".join(str(problem) for problem in check_lesson(load_lesson(path)))
    assert fragment in messages
    path.write_text(_CAPTIONED + good, encoding="utf-8")
    assert not [p for p in check_lesson(load_lesson(path)) if "diagram" in p.message]


def test_every_shipped_caption_stating_a_figure_has_a_claim() -> None:
    from lessons.checker import FIGURE

    for lesson in LESSONS:
        for number, diagram in enumerate(lesson.diagrams, start=1):
            if FIGURE.search(diagram.caption.fr):
                assert any(claim.diagram == number for claim in lesson.claims), (lesson.id, number)


# -- the course: laws before the exercises that need them ------------------------------------------


def _taught_by(order: int) -> set[Rencontre]:
    return {r for lesson in LESSONS if lesson.order <= order and lesson.drill for r in lesson.drill.rencontres}


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_exercises_use_only_rencontres_taught_so_far(lesson: Lesson) -> None:
    # Impuissance before conserver par impuissance, sortie before conserver en sortant, battre before marking…
    from notation.rules.moves import legal_plays

    taught = _taught_by(lesson.order)
    for item in lesson.exercises:
        setup = item.setup
        if setup is None or setup.dice is None:
            continue
        if item.kind in (Kind.ANNOUNCE, Kind.MARK, Kind.LEAVE):
            found = {event.rencontre for event in score(setup.position, setup.dice).events}
            assert found <= taught, (item.id, found - taught)
        if item.kind in (Kind.PLAY, Kind.OBLIGATORY):
            plays = legal_plays(setup.position, setup.dice)
            if any(play.fills for play in plays):
                assert Rencontre.REMPLIR in taught, item.id
            if any(play.conserves for play in plays):
                assert Rencontre.CONSERVER in taught, item.id


def test_movement_exercises_before_the_jans_interdits_cannot_meet_them() -> None:
    # Before the lesson on jans interdits (which comes before the coin), no dame can reach a coin or the other side.
    limit = BY_ID["jans-interdits"].order
    for lesson in LESSONS:
        if lesson.order >= limit:
            continue
        for item in lesson.exercises:
            setup = item.setup
            if setup is None or setup.dice is None or item.kind not in (Kind.PLAY, Kind.OBLIGATORY):
                continue
            mover = setup.position.to_move
            farthest = max(step for step, count in enumerate(setup.position.counts(mover), start=1) if count)
            reach = farthest + sum(setup.dice.numbers)  # a doublet is played as two numbers (Lois et règles, art. VI)
            assert reach < 12, (lesson.id, item.id, reach)


def test_no_two_exercises_ask_the_same_question() -> None:
    seen: dict[tuple[object, ...], str] = {}
    for lesson in LESSONS:
        for item in lesson.exercises:
            data = tuple(sorted((k, repr(v)) for k, v in item.data.items() if k != "source"))
            key = (item.kind, item.code, data)
            assert key not in seen, f"{lesson.id}/{item.id} repeats {seen[key]}"
            seen[key] = f"{lesson.id}/{item.id}"


# -- feedback names the law a wrong play breaks --------------------------------------------------


@pytest.mark.parametrize(
    ("code", "moves", "law", "words"),
    [
        # 5 and 4 do not move a dame six flèches (Lois et règles, art. VI)
        ("B1:4,B2:2,B3:2,B4:2,B5:2,B6,B8:2/N1:15 B 5-4", [("B1", "B7"), ("B7", "B9")], "distance", "art. VI"),
        # B5 is held by Black (Lois et règles, art. VII)
        ("B1:14,B3/N1:9,B5:2,B7:2,B8:2 B 4-2", [("B1", "B5"), ("B1", "B3")], "occupied", "art. VII"),
        # sonnez from the talon tout d'une would stop on Black's coin (Lois et règles, art. IX)
        ("start 6-6", [("B1", "B7"), ("B7", "N12")], "opponent_coin", "coin de l'adversaire"),
        # a single dame on the coin (Lois et règles, art. IX)
        ("B1:13,B6,B7/N1:15 B 6-5", [("B6", "B12"), ("B1", "B6")], "own_coin", "d'emblée"),
        # Black can still fill his grand jan: N11 is interdit (Lois et règles, art. XIV)
        ("B1:9,B8:2,B9:2,B10:2/N1:15 B 6-6", [("B8", "N11"), ("B8", "N11")], "interdit", "art. XIV"),
        # two dames still on B12: no bearing off (Lois et règles, art. VIII)
        (
            "B12:2,N4:2,N2:3,N1:8/N8:2,B5:2,B3:5,B2:2,B1:4 B 5-2 releve=44/44",
            [("N2", "off")],
            "early_sortie",
            "art. VIII",
        ),
        # 3 and ace can both be played (Lois et règles, art. VI)
        ("start 3-1", [("B1", "B4")], "both", "les deux nombres"),
        # only one number can be played: the higher (Lois et règles, art. VI)
        ("B1:14,B2/N1:7,B3:2,B7:2,B10:2,B11:2 B 6-2", [("B2", "B4")], "higher", "le plus fort"),
    ],
)
def test_a_wrong_play_is_told_the_law_it_breaks(code: str, moves: list[tuple[str, str]], law: str, words: str) -> None:
    from lessons.feedback import broken_law
    from lessons.loader import default_prompt
    from lessons.model import Exercise
    from notation.code import parse_code

    setup = parse_code(code)
    assert setup.dice is not None
    assert broken_law(setup.position, setup.dice, moves) == law
    item = Exercise("x", Kind.OBLIGATORY, default_prompt(Kind.OBLIGATORY, {}, code), code, setup)
    feedback = Session([item]).submit(PlayAnswer(tuple(moves)))
    assert not feedback.correct and words in feedback.lines[0].fr


@pytest.mark.parametrize("off", ["off", "OFF", "dehors", "B0", "N0", "bande"])
def test_the_bande_may_be_written_off_dehors_b0_or_n0(off: str) -> None:
    # White bears off his last two dames by 6 and 2 (sortie lesson): N6 and N1 go off.
    item = exercise("sortie", "six-et-deux")
    assert Session([item]).submit(PlayAnswer((("N6", off), ("N1", off)))).correct


def test_a_play_exercise_asks_for_something_and_says_when_a_legal_play_misses_it() -> None:
    item = exercise("marche", "trois-et-as")  # start 3-1, tout d'une
    assert item.data["want"] == "tout_d_une" and "tout d'une" in item.prompt.fr
    feedback = Session([item]).submit(PlayAnswer((("B1", "B4"), ("B1", "B2"))))
    assert not feedback.correct and "permis, mais" in feedback.lines[0].fr
    assert Session([item]).submit(PlayAnswer((("B1", "B2"), ("B2", "B5")))).correct


def test_every_play_exercise_asks_for_something_specific() -> None:
    for lesson in LESSONS:
        for item in lesson.exercises:
            if item.kind is Kind.PLAY:
                solution = solve(item)
                assert "want" in item.data and 0 < len(solution.plays) < len(solution.legal), item.id


def test_under_counted_facons_are_not_called_omitted() -> None:
    # Dictionnaire raisonné, BATTRE, ex. 4: B11 beaten three ways (6 points); announcing two ways is short.
    item = exercise("battre-a-vrai", "exemple-4")
    session = Session([item])
    session.submit(Announcement(0, 0))
    claims = (
        AnnouncedRencontre(Rencontre.BATTRE_VRAI, BLACK, 4, Point.from_name("B11")),
        AnnouncedRencontre(Rencontre.BATTRE_VRAI, BLACK, 4, Point.from_name("B5")),
    )
    feedback = session.submit(Announcement(0, 8, claims))
    assert not feedback.correct and feedback.ecole == 2
    assert "trop peu de façons" in feedback.lines[0].fr and "under-counted the façons" in feedback.lines[0].en
    assert "omis" not in feedback.lines[0].fr and "left out" not in feedback.lines[0].en


# -- the drill serves possible, varied positions ------------------------------------------------------


def test_drill_never_serves_an_impossible_position_and_varies_them() -> None:
    from lessons.checker import setup_problems

    codes: dict[str, set[str]] = {}
    for lesson_id in ("battre-a-vrai", "marche", "tenir-ou-s-en-aller", "ecoles"):
        items = drill(BY_ID[lesson_id], 3, count=3)
        assert items, lesson_id
        positions = [format_code(item.setup.position) for item in items if item.setup is not None]
        assert len(set(positions)) == len(positions), lesson_id  # no position twice in a drill
        for item in items:
            assert item.setup is not None and setup_problems(item.setup) == [], (lesson_id, item.code)
            if item.kind is Kind.PLAY:
                solution = solve(item)
                assert 0 < len(solution.plays) < len(solution.legal)
            if lesson_id == "ecoles":  # lesson 17 drills écoles: a marking to judge
                assert item.kind is Kind.ECOLE and "declaration" in item.data and "amène" in item.prompt.fr
        codes[lesson_id] = set(positions)
    assert not codes["battre-a-vrai"] & codes["marche"]  # each lesson drills its own positions
    for item in drill(BY_ID["marche"], 3, count=3):  # before the jans interdits: no dame reaches a coin
        assert item.setup is not None and item.setup.dice is not None
        counts = item.setup.position.counts(item.setup.position.to_move)
        farthest = max(step for step, count in enumerate(counts, start=1) if count)
        assert farthest + sum(item.setup.dice.numbers) < 12


def test_drill_skips_a_position_with_no_dame_for_a_side() -> None:
    from lessons.drill import _impossible
    from notation.board import Position
    from notation.scoreboard import ScoreState

    gone = Position.from_points({"N6": 1}, {})
    assert _impossible(gone, ScoreState())
    assert not _impossible(Position.start(), ScoreState())


def test_an_exercise_source_cites_without_giving_the_answer() -> None:
    # The player shows the source above the question: a citation only, no figure or quotation that answers it.
    for lesson in LESSONS:
        for item in lesson.exercises:
            assert not any(mark in item.source for mark in ("→", ":", "«")), (lesson.id, item.id, item.source)


# -- learner-facing text cites the books by name -------------------------------------------------------

_INTERNAL = re.compile(r"\bseeds? ?0\d{2}\b|RULES\.md|§|\bdocs/|DESIGN\.md", re.IGNORECASE)
_LEARNER_MODULES = [
    Path("lessons/feedback.py"),
    Path("lessons/answers.py"),
    Path("lessons/loader.py"),
    *sorted(Path("studio/ui/lesson_windows").glob("*.py")),
]


def _lesson_texts() -> list[tuple[str, str]]:
    """Every string a learner sees in the lessons: titles, explanations, captions, prompts, hints, sources,
    and for every exercise the engine's solution, its details, the hints and a wrong answer's feedback."""
    from lessons.feedback import hints_for

    texts: list[tuple[str, str]] = []

    def add(where: str, text: Text) -> None:
        texts.extend(((f"{where} (fr)", text.fr), (f"{where} (en)", text.en)))

    for lesson in LESSONS:
        add(lesson.id, lesson.title)
        texts.extend((lesson.id, source) for source in lesson.sources)
        for block in lesson.explanation:
            add(lesson.id, block.text if isinstance(block, Paragraph) else block.caption)
        for item in lesson.exercises:
            where = f"{lesson.id}/{item.id}"
            add(where, item.prompt)
            texts.append((where, item.source))
            solution = solve(item)
            for text in (solution.text, *solution.details, *item.hints):
                add(where, text)
            for hint in hints_for(item, solution):
                add(where, hint.text)
    return texts


def _string_literals(path: Path) -> list[str]:
    """The string constants of a module that are not docstrings (what it can show)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
    ]


@pytest.mark.slow
def test_no_learner_visible_string_names_an_internal_file() -> None:
    for where, text in _lesson_texts():
        assert not _INTERNAL.search(text), (where, text)
    root = Path(__file__).resolve().parents[2]
    for path in _LEARNER_MODULES:
        for literal in _string_literals(root / path):
            assert not _INTERNAL.search(literal), (str(path), literal)


def test_the_internal_pattern_catches_what_it_must() -> None:
    # Spelled in pieces: the repository's text holds none of the forms it forbids.
    bad_samples = ("seed 0" + "03", "(seed 0" + "00, art. X)", "RULES" + ".md §4.6", "seeds 0" + "01 et 0" + "03")
    for bad in (*bad_samples, "voir docs/position-code.md"):
        assert _INTERNAL.search(bad), bad
    for good in ("Dictionnaire raisonné, BATTRE", "Lois et règles, art. X", "Le Trictrac à écrire"):
        assert not _INTERNAL.search(good), good


_AMENE_WRONG = re.compile(
    r"amène (?:\d-\d|\d et 1\b|(?:as|deux|trois|quatre|cinq|six) et |double (?:as|six|cinq|quatre|trois|deux)\b)"
)


def test_french_prompts_say_the_throw_as_amene_3_et_as() -> None:
    # "Blanc amène 3 et as": digits, the ace as "as", doublets by their names (Dictionnaire raisonné, DÉS).
    prompts = [(f"{lesson.id}/{item.id}", item.prompt.fr) for lesson in LESSONS for item in lesson.exercises]
    prompts += [(f"drill {lesson.id}", item.prompt.fr) for lesson in LESSONS[:6] for item in drill(lesson, 5, 1)]
    assert any("amène 3 et as" in text for _, text in prompts)
    for where, text in prompts:
        assert not _AMENE_WRONG.search(text), (where, text)
    for where, text in _lesson_texts():
        if where.endswith("(fr)"):
            assert not _AMENE_WRONG.search(text), (where, text)


@pytest.mark.parametrize(
    ("throw", "fr", "en"),
    [(Throw(3, 1), "3 et as", "3 and ace"), (Throw(6, 5), "6 et 5", "6 and 5"), (Throw(6, 6), "sonnez", "double six")],
)
def test_throw_words(throw: Throw, fr: str, en: str) -> None:
    from lessons.answers import throw_words

    assert (throw_words(throw).fr, throw_words(throw).en) == (fr, en)


# -- a teacher's second reading (issue 43): the texts say what the books and the engine say ----------------------


def test_the_coin_is_forced_when_taking_it_is_the_only_play() -> None:
    # Lois et règles, art. VI: both numbers must be played if they can be; the encyclopedia's "Trictrac": « la prise du
    # coin n'est pas obligatoire s'il ne s'agit pas du seul déplacement de dames possible légalement ».
    item = exercise("coin-de-repos", "coin-force")
    assert item.kind is Kind.OBLIGATORY and item.setup is not None and not check_exercise(item)
    solution = solve(item)
    assert [play.moves_bn(WHITE) for play in solution.legal] == [[("B6", "B12"), ("B7", "B12")]]
    (play,) = solution.legal
    assert not play.fills and not play.par_puissance  # forced by the law of both numbers, not to fill the grand jan
    assert item.setup.position.counts(WHITE)[11] == 0 and play.position.counts(WHITE)[11] == 2
    fr, en = _explanation("coin-de-repos"), _explanation("coin-de-repos", "en")
    assert "jamais obligatoire" not in fr and "never obligatory" not in en
    assert "le seul coup permis" in fr and "the only play allowed" in en


def test_par_puissance_prompt_says_the_five_reaches_the_coin_alone() -> None:
    # The 5 from B7 reaches B12; what is missing is a second dame, the coin being taken only d'emblée (art. IX).
    item = exercise("coin-de-repos", "puissance")
    assert item.setup is not None
    assert Point.from_name("B7").number + 5 == 12 and not item.setup.position.counts(WHITE)[11]
    assert all(play.par_puissance for play in solve(item).plays)
    assert "ni le 6 ni le 5" not in item.prompt.fr and "neither the 6 nor the 5" not in item.prompt.en
    assert "le 5 de B7" in item.prompt.fr and "the 5 from B7" in item.prompt.en
    assert "d'emblée" in item.prompt.fr and "d'emblée" in item.prompt.en


@pytest.mark.parametrize(
    ("lesson_id", "exercise_id", "moves"),
    [
        # the only tout d'une: the rest on Black's coin (the 3) is closed, Black holding it
        ("coin-de-repos", "repos-sur-son-coin", [("B9", "B12"), ("B12", "N9")]),
    ],
)
def test_a_dame_playing_tout_d_une_rests_on_its_own_empty_coin(
    lesson_id: str, exercise_id: str, moves: list[tuple[str, str]]
) -> None:
    # Lois et règles, art. IX: « Un coin vide peut cependant servir de passage à une dame quelconque pour s'y reposer
    # afin de jouer tout d'une ».
    item = exercise(lesson_id, exercise_id)
    assert item.setup is not None and not check_exercise(item)
    assert item.setup.position.counts(WHITE)[11] == 0  # his coin is empty
    solution = solve(item)
    assert [play.moves_bn(WHITE) for play in solution.legal] == [moves]
    assert Session([item]).submit(PlayAnswer(tuple(moves))).correct


def test_the_marche_names_the_rests_where_no_dame_may_stop() -> None:
    # Lois et règles, art. IX (an empty coin) and XIV (an empty flèche of the opponent's grand jan, even interdit).
    fr, en = _explanation("marche"), _explanation("marche", "en")
    assert "un coin vide, le sien comme celui de l'adversaire" in fr and "art. IX" in fr and "art. XIV" in fr
    assert "an empty coin, his own as well as the opponent's" in en and "art. IX" in en and "art. XIV" in en
    assert "le sien" in _explanation("jans-interdits") and "his own" in _explanation("jans-interdits", "en")


_JAN_FIRST_STEPS = (1, 7, 19)  # the petit jan, the grand jan, the jan de retour


@st.composite
def _plein_positions(draw: st.DrawFn) -> Position:
    """White to move with a plein made (two dames on each flèche of one jan), up to three dames more, and Black's
    dames on the flèches White leaves, never on White's coin, never one alone on his own."""
    first = draw(st.sampled_from(_JAN_FIRST_STEPS))
    white = [0] * 24
    for step in range(first, first + 6):
        white[step - 1] = 2
    spare = [step for step in range(1, 25) if step != 13 and (step != 12 or first == 7)]
    for step in draw(st.lists(st.sampled_from(spare), max_size=3)):
        white[step - 1] += 1
    black = [0] * 24
    free = [step for step in range(1, 25) if step != 13 and not white[25 - step - 1]]
    budget = 15
    for step in draw(st.lists(st.sampled_from(free), unique=True, min_size=4, max_size=12)):
        count = draw(st.integers(2, 3) if step == 12 else st.integers(1, 2))
        if count > budget:
            break
        black[step - 1] = count
        budget -= count
    return Position(tuple(white), tuple(black), WHITE)


@pytest.mark.slow
@settings(max_examples=100, deadline=None)
@given(_plein_positions(), st.sampled_from(ALL_THROWS))
def test_only_a_six_conserves_par_impuissance(position: Position, throw: Throw) -> None:
    # Lois et règles, art. XIII: « Seul le nombre 6 permet cette conservation puisque les nombres inférieurs peuvent
    # tous être joués à l'intérieur du jan, quitte à rompre le plein ».
    for play in legal_plays(position, throw):
        assert set(play.unplayed) <= {6}, (format_code(position), throw, play)


def test_the_dictionnaires_position_conserves_by_every_six_and_breaks_by_five_and_three() -> None:
    # Dictionnaire raisonné, CONSERVER PAR IMPUISSANCE: White cannot play the 6 « d'aucune manière ».
    item = exercise("conserver", "quels-coups-grand-jan")
    assert item.setup is not None and not check_exercise(item)
    position = item.setup.position
    for throw in ALL_THROWS:
        for play in legal_plays(position, throw):
            if 6 in throw.numbers:
                assert play.unplayed == (6,) * throw.numbers.count(6) and Jan.GRAND in play.conserves
            else:
                assert play.unplayed == ()
    assert not any(play.conserves for play in legal_plays(position, Throw(5, 3)))  # the 5 breaks the plein
    answer = solve(item).answer
    assert isinstance(answer, frozenset)
    assert all(Throw(6, low) in answer for low in range(1, 7))


@pytest.mark.parametrize("lesson_id", ["impuissance", "conserver"])
def test_conserving_par_impuissance_is_taught_as_a_six_with_the_plein_made(lesson_id: str) -> None:
    fr, en = _explanation(lesson_id), _explanation(lesson_id, "en")
    assert "Seul le 6 le permet" in fr and "art. XIII" in fr
    assert "Only the 6 allows it" in en and "art. XIII" in en


def test_the_impuissance_lesson_cites_article_vi_for_both_numbers() -> None:
    lesson = BY_ID["impuissance"]
    assert "Lois et règles du trictrac, art. VI et XIII" in lesson.sources
    assert not any(source.endswith("art. VII") for source in lesson.sources)
    assert "(Lois et règles, art. VI)" in _explanation("impuissance")


def test_six_trous_for_five_are_no_ecole_either() -> None:
    # Dictionnaire raisonné, ÉCOLE DE TROU: « S'il marque six trous, il ne peut non plus être envoyé à l'école ».
    item = exercise("ecoles", "trente-huit-six-trous")
    assert not check_exercise(item)
    assert solve(item).answer == EcoleAnswer("aucune", 0)
    fr, en = _explanation("ecoles"), _explanation("ecoles", "en")
    assert "six trous non plus" in fr and "six trous neither" in en


@pytest.mark.parametrize(
    ("exercise_id", "fr", "en"),
    [
        # Dictionnaire raisonné, CHOUETTE: « cette primauté alterne à chaque changement d'adversaire »
        ("a-la-chouette", "changement d'adversaire", "change of opponent"),
        # Lois et règles, art. V and XIX: to the player who stays at the table
        ("a-trois-dictionnaire", "reste à la table", "stays at the table"),
        ("a-quatre", "reste à la table", "stays at the table"),
        # tête-à-tête: the winner (Le Trictrac à écrire), or alternating under the Lois et règles
        ("primaute-apres-refait", "gagnant du marqué précédent", "winner of the previous marqué"),
        ("primaute-alternee", "alterne à chaque marqué", "alternates at every marqué"),
    ],
)
def test_a_wrong_primaute_is_told_the_rule_of_its_table(exercise_id: str, fr: str, en: str) -> None:
    item = exercise("refaits-et-joueurs", exercise_id)
    solution = solve(item)
    expected = solution.answer
    assert isinstance(expected, TableAnswer)
    wrong = next(player for player in expected.players if player != expected.primaute)
    feedback = judge(item, solution, TableAnswer(expected.players, wrong))
    assert not feedback.correct and fr in feedback.lines[0].fr and en in feedback.lines[0].en
    assert any(fr in hint.text.fr and en in hint.text.en for hint in hints_for(item, solution))


def test_at_the_chouette_the_primaute_goes_to_the_new_opponent_not_to_the_player_who_stays() -> None:
    # A holds the table and wins against B: C comes in, and the primauté changes side with the opponent.
    solution = solve(exercise("refaits-et-joueurs", "a-la-chouette"))
    assert solution.answer == TableAnswer(frozenset({"A", "C"}), "C")
    fr, en = _explanation("refaits-et-joueurs"), _explanation("refaits-et-joueurs", "en")
    assert "alterne à chaque changement d'adversaire" in fr and "alternates at each change of opponent" in en


def test_the_primaute_to_the_winner_is_credited_to_the_trictrac_a_ecrire_alone() -> None:
    # Dictionnaire raisonné: PRIMAUTÉ gives it to the winner, PARTIE À ÉCRIRE has it alternate unless there is a refait.
    fr, en = _explanation("refaits-et-joueurs"), _explanation("refaits-et-joueurs", "en")
    assert "(Le Trictrac à écrire, Dictionnaire raisonné)" not in fr + en
    assert "(PRIMAUTÉ)" in fr and "(PARTIE À ÉCRIRE)" in fr and "(PRIMAUTÉ)" in en and "(PARTIE À ÉCRIRE)" in en


@pytest.mark.parametrize(
    ("lesson_id", "fr", "en"),
    [
        # the sortie: the Parisian rule, and the provinciale of the Dictionnaire raisonné and Levy
        ("sortie", ["règle parisienne", "provinciale", "Levy"], ["Parisian rule", "provinciale", "Levy"]),
        # the consolation after refaits: ×(refaits + 1), or doubled at each (Lois et règles, art. XIX)
        ("partie-a-ecrire", ["doublent à chaque refait", "art. XIX"], ["double it at each refait", "art. XIX"]),
        # the settlement: on paper, or in jetons with paris and the postillon
        ("partie-a-ecrire", ["ce règlement que nous suivons", "postillon"], ["the settlement we follow", "postillon"]),
        # the pavillon after leaving: kept, or lost under the sans lever convention
        ("tenir-ou-s-en-aller", ["sans lever", "le perd"], ["sans lever", "loses it"]),
        # the coin is never beaten à faux (art. XI), beside the contre-jans art. XII calls batterie à faux
        (
            "battre-le-coin",
            ["art. XI", "«\u202fbatterie à faux\u202f»", "Les jans de départ"],
            ["art. XI", "batterie à faux"],
        ),
        # the coin bourgeois: the 6th flèche, sometimes the 7th
        ("tablier", ["coin bourgeois (6\u202f; certains livres le donnent aussi à la 7)"], ["coin bourgeois (6; some"]),
    ],
)
def test_where_the_books_differ_the_lesson_names_the_convention_it_follows(
    lesson_id: str, fr: list[str], en: list[str]
) -> None:
    fr_text, en_text = _explanation(lesson_id), _explanation(lesson_id, "en")
    assert all(words in fr_text for words in fr), [words for words in fr if words not in fr_text]
    assert all(words in en_text for words in en), [words for words in en if words not in en_text]


@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_lesson_glosses_a_word_with_itself(language: str) -> None:
    """When the English texts took Blanc and Noir for White and Black, « Blanc (White) » became « Blanc (Blanc) »
    and Levy's « Noir (Black) », which says why his side is B, « Noir (Noir) »: a word glossed by itself says
    nothing."""
    found = [
        (lesson.id, match.group(0))
        for lesson in LESSONS
        for match in re.finditer(r"\b(\w+) \((\w+)\)", _explanation(lesson.id, language))
        if match.group(1).lower() == match.group(2).lower()
    ]
    assert found == []


def test_every_lesson_a_text_points_to_exists() -> None:
    titles = {lesson.title.fr for lesson in LESSONS}, {lesson.title.en for lesson in LESSONS}
    pointed = 0
    for lesson in LESSONS:
        for language, pattern, known in (
            ("fr", r"leçon «\u202f([^»]+?)\u202f»", titles[0]),
            ("en", r'lesson "([^"]+)"', titles[1]),
        ):
            for title in re.findall(pattern, _explanation(lesson.id, language)):
                assert title in known, (lesson.id, language, title)
                pointed += 1
    assert pointed == 8  # marche (twice), jans-interdits and battre-le-coin point to others, in both languages


def test_the_readme_counts_the_lessons_and_exercises() -> None:
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    exercises = sum(len(lesson.exercises) for lesson in LESSONS)
    assert f"{len(LESSONS)} lessons, {exercises} exercises" in readme
