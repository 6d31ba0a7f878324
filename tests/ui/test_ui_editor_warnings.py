"""The editor's Warnings box: laws of the tablier broken, and what the laws allow but no partie reaches.

Issue 13: a side with every dame off was "A legal position" and scored a sortie; a score state no marking
reaches (8 points to 0 without bredouille) was accepted silently.  Both are now shown, in the interface's
language, with the colours named Blanc and Noir as the panel's own labels name them.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from notation.board import BLACK, WHITE
from notation.code import parse_code
from notation.scoreboard import PlayerScore, ScoreState
from studio.ui.diagram import Diagram
from studio.ui.main_window import MainWindow

LEGAL = "✓ A legal position"


def _load(window: MainWindow, code: str) -> None:
    """Show ``code`` in the editor as it reads it: a position breaking the laws of the tablier included."""
    setup = parse_code(code, check=False)
    diagram = Diagram(setup.position, setup.dice, setup.score or ScoreState())
    window.document.replace_diagram(diagram, "paste")


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        # Lois et règles, art. VIII: after the last dame off, the dames are relevées — no throw is played here
        (
            "-/B7,B3:4,B2:6,B1:4 B 5-5",
            ["⚠ Blanc has borne off every dame: the dames go back to the talons (a relevé), no throw is played here"],
        ),
        ("-/- B 6-3", ["⚠ No dame on the tablier: no throw is played here"]),
        # Lois et règles, art. XV: the first to mark is en bredouille while the other marks nothing
        (
            "start points=8/0",
            ["⚠ Blanc has 8 points and Noir none, so Blanc marked them d'affilée: he must be en bredouille"],
        ),
        (
            "start trous=1/1",
            [
                "⚠ One trou each and no pavillon: the second to win a trou takes the pavillon, and "
                "loses it only when the first wins again"
            ],
        ),
        ("start points=8/0 bredouille=B", [LEGAL]),
        ("start points=4/6 trous=2/1", [LEGAL]),
    ],
)
def test_the_warnings_list_what_no_partie_reaches(window: MainWindow, code: str, expected: list[str]) -> None:
    _load(window, code)
    assert window.panel.warning_texts() == expected
    assert [w.french for w in parse_code(code, check=False).warnings()] or expected == [LEGAL]


def test_a_law_broken_and_a_state_not_reached_are_both_listed(window: MainWindow) -> None:
    _load(window, "B1:16/- B points=3/0 bredouille=B")  # sixteen dames, Noir all off, odd points
    texts = window.panel.warning_texts()
    assert texts[0] == "⚠ Blanc has 16 dames on the tablier (at most 15)"  # the gravest first
    assert (
        "⚠ Noir has borne off every dame: the dames go back to the talons (a relevé), no throw is played here" in texts
    )
    assert "⚠ Blanc has 3 points: points are marked two by two" in texts
    assert LEGAL not in texts


def test_the_warnings_follow_the_score_as_it_is_edited(window: MainWindow) -> None:
    window.document.set_score(ScoreState(PlayerScore(8, 0, False)))
    assert window.panel.warning_texts() == [
        "⚠ Blanc has 8 points and Noir none, so Blanc marked them d'affilée: he must be en bredouille"
    ]
    window.panel.bredouille[WHITE].setChecked(True)  # the control writes through the document
    assert window.document.diagram.score.white.bredouille
    assert window.panel.warning_texts() == [LEGAL]
    window.panel.bredouille[BLACK].setChecked(True)
    assert window.panel.warning_texts() == [
        "⚠ Both players en bredouille: when one marks, the other is débredouillé",
        "⚠ Noir en bredouille with no points: the bredouille goes back to zero with the points",
    ]
    window.undo()
    assert window.panel.warning_texts() == [LEGAL]


def test_the_warnings_in_french(window: MainWindow) -> None:
    window.set_language("fr")
    QApplication.processEvents()
    _load(window, "-/B7,B3:4,B2:6,B1:4 B points=8/0")
    assert window.panel.warning_texts() == [
        "⚠ Blanc a sorti toutes ses dames\u202f: on relève les dames et on les remet au talon, aucun coup ne se joue "
        "ici",
        "⚠ Blanc a 8 points et Noir aucun\u202f: Blanc les a marqués d'affilée, il est en bredouille",
    ]
    _load(window, "B1:14,B12/N1:15 B")
    assert window.panel.warning_texts() == ["⚠ Une seule dame blanche sur son coin B12"]


def test_the_english_names_the_colours_as_the_panel_does(window: MainWindow) -> None:
    """Issue 14 point 7: no "White has 17 dames" beside the panel's "Blanc"."""
    _load(window, "B1:14,B12/N1:15 B")
    assert window.panel.warning_texts() == ["⚠ A single dame of Blanc on its coin B12"]
    _load(window, "B1:17/N1:15 B")
    assert window.panel.warning_texts() == ["⚠ Blanc has 17 dames on the tablier (at most 15)"]
    _load(window, "B1:15/N1:13,B12:2 B")
    assert window.panel.warning_texts() == ["⚠ Dames of Noir on the opponent's coin B12"]
    assert all("White" not in text and "Black" not in text for text in window.panel.warning_texts())


def test_every_warning_is_shown_whole(window: MainWindow, qtbot: QtBot) -> None:
    """The box grows with its wrapped lines instead of hiding warnings behind a scroll bar."""
    window.resize(900, 900)
    _load(window, "B1:16/- B points=3/0 bredouille=BN trous=0/0 pavillon=N")
    box = window.panel.warnings
    QApplication.processEvents()
    assert box.count() >= 5
    rows = sum(box.visualItemRect(box.item(row)).height() for row in range(box.count()))
    assert box.viewport().height() >= rows
    assert box.verticalScrollBar().maximum() == 0


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Blanc: 17 on the tablier, 2 too many · Noir: 15 on the tablier, 0 off"),
        ("fr", "Blanc\u202f: 17 sur le tablier, 2 de trop · Noir\u202f: 15 sur le tablier, 0 sorties"),
    ],
)
def test_the_counts_never_say_a_negative_number_off(window: MainWindow, language: str, expected: str) -> None:
    """Issue 14 point 7: no "-2 off" beside the warning of seventeen dames."""
    window.set_language(language)
    QApplication.processEvents()
    _load(window, "B1:17/N1:15 B")
    assert window.panel.counts_label.text() == expected


def test_engine_errors_are_worded_by_class_and_facts_not_by_their_english(qapp: QApplication) -> None:
    """A position error with typed facts is worded from them (issue 17); one without a template is its str()."""
    from notation.board import LoneDameOnCoinError
    from studio.ui.error_messages import error_text

    error = LoneDameOnCoinError("any English at all")
    error.fields = {"colour": "black", "point": "N12"}
    assert error_text(error) == "A single dame of Noir on its coin N12"
    assert error_text(KeyError("x")) == "'x'"


@pytest.mark.parametrize(
    ("language", "wanted"),
    [("en", "'7-2' is not a throw"), ("fr", "'7-2' n’est pas un coup de dés")],
)
def test_a_bad_throw_is_said_in_the_interfaces_language(qapp: QApplication, language: str, wanted: str) -> None:
    """A throw typed wrong (a variation's dice) is worded from its facts through tr, in French too."""
    from notation.dice import BadThrowError, Throw
    from studio.ui.error_messages import error_text
    from studio.ui.i18n import Translations

    translations = Translations()
    translations.install(language)
    try:
        with pytest.raises(BadThrowError) as raised:
            Throw.parse("7-2")
        assert error_text(raised.value).startswith(wanted)
    finally:
        translations.uninstall()
