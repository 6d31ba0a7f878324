"""The masters as a test suite: positions built from the treatises' advice, and the tutor's answers to them.

``tests/data/masters.json`` holds each position with its source (book and entry), a short quote, the
play or decision the author recommends, and the tutor's answers at 1-ply, 2-ply and by rollouts, written
by ``scripts/masters_answers.py``.  The tests check that each position and each recommended play is legal,
that the source is cited, and that the recorded 1-ply answer is what ``trictrac moves --rank`` gives now
(the 2-ply and rollout answers are too slow to recompute here: docs/tutor.md, « The masters »).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from notation.code import parse_code
from notation.notations import Notation
from notation.rules.moves import legal_plays
from studio.cli import main
from studio.cli.tutor import _moves, _moves_text

DATA = json.loads((Path(__file__).parents[2] / "data" / "masters.json").read_text(encoding="utf-8"))
POSITIONS: list[dict[str, Any]] = DATA["positions"]
BOOKS = (
    "Dictionnaire raisonné du trictrac",
    "Lois et règles du trictrac",
    "Encyclopédie, article « Trictrac »",
    "David Levy, The rules of trictrac",
)
THEMES = {
    "coin",
    "coin par puissance",
    "coin bourgeois",
    "case de l'écolier",
    "case du diable",
    "mettre dedans",
    "caser vs demi-case",
    "jeu court",
    "étaler",
    "sortie",
    "jan de six tables",
    "jan de deux tables",
    "tenir / s'en aller",
}


def _ranked(capsys: pytest.CaptureFixture[str], code: str) -> dict[str, Any]:
    status = main(["moves", code, "--rank", "--json"])
    out = capsys.readouterr().out
    assert status == 0
    data: dict[str, Any] = json.loads(out)
    return data


def _text(moves: list[list[str]]) -> str:
    return " ".join(f"{a}-{b}" for a, b in moves)


def test_the_set_is_large_and_covers_the_themes() -> None:
    assert len(POSITIONS) >= 40
    assert len({entry["id"] for entry in POSITIONS}) == len(POSITIONS)
    assert {entry["theme"] for entry in POSITIONS} <= THEMES
    assert len({entry["theme"] for entry in POSITIONS}) >= 10


@pytest.mark.parametrize("entry", POSITIONS, ids=[entry["id"] for entry in POSITIONS])
def test_each_position_cites_its_source(entry: dict[str, Any]) -> None:
    assert entry["source"]["book"] in BOOKS
    assert entry["source"]["entry"].strip()
    assert 20 <= len(entry["quote"]) <= 300, "a short quote"
    assert entry["advice"].strip()
    cited = " ".join((entry["source"]["book"], entry["source"]["entry"], entry["quote"], entry.get("note", "")))
    assert not re.search(r"seed|RULES\.md|\b00[0-9]\b", cited), "books are cited by title and entry, never a file"


@pytest.mark.parametrize("entry", POSITIONS, ids=[entry["id"] for entry in POSITIONS])
def test_each_position_and_recommended_play_is_legal(entry: dict[str, Any]) -> None:
    setup = parse_code(entry["position"])
    assert setup.dice is not None, "each position comes with its throw"
    plays = legal_plays(setup.position, setup.dice)
    assert plays
    if entry["kind"] == "play":
        texts = {_moves_text(_moves(setup.position.to_move, play.moves, Notation.BN)) for play in plays}
        assert entry["plays"] and set(entry["plays"]) <= texts
        assert len(entry["plays"]) < len(texts) or len(texts) == 1, "the advice excludes some plays"
    else:
        assert entry["kind"] in ("decision", "points")


@pytest.mark.parametrize("entry", POSITIONS, ids=[entry["id"] for entry in POSITIONS])
def test_the_recorded_one_ply_answer_is_the_engines(capsys: pytest.CaptureFixture[str], entry: dict[str, Any]) -> None:
    ranked = _ranked(capsys, entry["position"])
    recorded = entry["tutor"]["ply1"]
    if entry["kind"] == "play":
        texts = [_text(row["moves"]) for row in ranked["plays"]]
        assert recorded["play"] == texts[0]
        assert recorded["agree"] == (texts[0] in entry["plays"])
        assert recorded["author_rank"] == min(texts.index(text) for text in entry["plays"]) + 1
        assert recorded["equity"] == pytest.approx(ranked["plays"][0]["equity"], abs=1e-4)
    elif entry["kind"] == "decision":
        decision = ranked["decision"]
        assert decision is not None, "the throw wins a trou"
        assert recorded["decision"] == decision["advice"]
        assert recorded["agree"] == (decision["advice"] == entry["decision"])
        assert (recorded["hold"], recorded["leave"]) == pytest.approx((decision["hold"], decision["leave"]), abs=1e-4)
    else:
        assert recorded["points"] == ranked["points"]
        assert recorded["agree"] == (ranked["points"] == entry["points"])
    if "points" in entry and entry["kind"] == "play":
        assert ranked["points"] == entry["points"]


@pytest.mark.parametrize(
    "entry", [e for e in POSITIONS if e["kind"] != "points"], ids=[e["id"] for e in POSITIONS if e["kind"] != "points"]
)
def test_the_deeper_answers_are_recorded(entry: dict[str, Any]) -> None:
    tutor = entry["tutor"]
    assert set(tutor) == {"ply1", "ply2", "rollout"}
    rolled = tutor["rollout"]
    assert rolled["verdict"] in ("agree", "disagree", "inside the noise")
    if entry["kind"] == "play":
        assert rolled["author_play"] in entry["plays"]
        assert rolled["author_play"] in [row["play"] for row in rolled["plays"]]
        assert rolled["plays"][0]["play"] == rolled["play"]
        assert all(row["standard_error"] >= 0 for row in rolled["plays"])
        assert (rolled["verdict"] == "agree") == (rolled["play"] in entry["plays"])
    else:
        assert rolled["decision"] in ("hold", "leave")
        assert (rolled["verdict"] == "agree") == (rolled["decision"] == entry["decision"])


def test_the_rollout_settings_are_recorded() -> None:
    settings = DATA["rollouts"]
    assert settings["trials"] >= 1 and settings["truncate"] >= 1
