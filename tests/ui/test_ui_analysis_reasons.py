"""The analysis dock says why: a throw that scores nothing, a throw that leaves one play, a rencontre's detail
that does not repeat its name, the conservation par impuissance (issue: analysis texts)."""

from __future__ import annotations

import pytest

from notation.code import parse_code
from notation.rules.reasons import why_nothing_scores, why_one_play
from notation.rules.scoring import Rencontre, score
from studio.ui.analysis import RENCONTRE_NAMES
from studio.ui.files import read_pasted
from studio.ui.main_window import MainWindow
from tests.support.codes import dice_of
from tests.support.widgets import item

NOTHING = "B1:13,B6,B7/N1:15 N 6-5"
PAR_IMPUISSANCE = "B7:4,B8:2,B9:3,B10:2,B11:2,B12:2/N1:3,N6,N7:2,N8,N9:2,N10:2,N11:2,N12:2 B 6-3"
# Dictionnaire raisonné, BATTRE; a jan de deux tables (Jan de deux tables: its explanation once began so).
DEUX_TABLES = "B1:13,B7:2/N1:13,N7:2 B 6-5"


def _load(window: MainWindow, code: str) -> None:
    window.document.replace_diagram(read_pasted(code), "paste")
    window.analysis.refresh()


def test_nothing_scored_says_why(window: MainWindow) -> None:
    _load(window, NOTHING)
    window.show_analysis_tab("0")
    panel = window.analysis
    assert "nothing is scored" in panel.rencontres_title.text()
    setup = parse_code(NOTHING)
    reasons = why_nothing_scores(setup.position, dice_of(setup))
    assert reasons and panel.why.isVisible()
    text = panel.why_text()
    for reason in reasons:
        assert reason.en in text
    assert "B7 is 17 flèches from N1" in text


def test_a_single_play_says_which_law_forces_it(window: MainWindow) -> None:
    _load(window, NOTHING)
    window.show_analysis_tab("1")
    panel = window.analysis
    setup = parse_code(NOTHING)
    reason = why_one_play(setup.position, dice_of(setup))
    assert reason is not None
    title = panel.plays_title.text()
    assert "one legal play" in title and reason.en in title and "art. IX" in title


@pytest.mark.parametrize("code", [PAR_IMPUISSANCE, DEUX_TABLES])
def test_a_rencontres_detail_does_not_repeat_its_name(window: MainWindow, code: str) -> None:
    _load(window, code)
    window.show_analysis_tab("0")
    panel = window.analysis
    setup = parse_code(code)
    events = score(setup.position, dice_of(setup)).events
    for row, event in enumerate(events):
        panel.rencontres.selectRow(row)
        detail = panel.why_text()
        name = RENCONTRE_NAMES[event.rencontre]
        assert detail.startswith(name)
        assert detail.lower().count(name.lower()) == 1, detail


def test_the_conservation_par_impuissance_is_called_so(window: MainWindow) -> None:
    _load(window, PAR_IMPUISSANCE)
    window.show_analysis_tab("0")
    table = window.analysis.rencontres
    setup = parse_code(PAR_IMPUISSANCE)
    events = score(setup.position, dice_of(setup)).events
    (row,) = [row for row, event in enumerate(events) if event.rencontre is Rencontre.CONSERVER]
    why = item(table, row, 3).text()
    assert why.startswith("Par impuissance: the 6 cannot be played") and "can be played without" not in why
