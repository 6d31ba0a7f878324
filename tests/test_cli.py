"""The `trictrac` command's contract (DESIGN.md, "The command-line contract")."""

import json
import subprocess
import sys

import pytest

from studio.cli import main

SHEET_001 = {
    "players": ["A", "B"],
    "marques": [
        {"winner": "A", "points": 21, "refaits": 0},
        {"winner": "A", "points": 8, "refaits": 0},
        {"winner": "B", "points": 31, "refaits": 1},
        {"winner": "A", "points": 25, "refaits": 0},
        {"winner": "B", "points": 28, "refaits": 2},
        {"winner": "A", "points": 4, "refaits": 0},
    ],
}


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_show_the_start(capsys):
    status, out, _ = run(capsys, "show", "start")
    assert status == 0
    assert "B1" in out and "N12" in out and "15" in out


@pytest.mark.parametrize("notation", ["bn", "soumille", "lepeintre", "levy", "t11"])
@pytest.mark.parametrize("top", ["white", "black"])
def test_show_in_every_notation(capsys, notation, top):
    status, out, err = run(capsys, "show", "start", "--notation", notation, "--top", top)
    assert status == 0, err
    assert out.strip()


def test_position_as_json_text_and_file(capsys, tmp_path):
    position = {"white": {"B1": 13, "B6": 1, "B7": 1}, "black": {"N1": 15}, "to_move": "black"}
    status, from_text, _ = run(capsys, "show", json.dumps(position))
    assert status == 0
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position), encoding="utf-8")
    status, from_file, _ = run(capsys, "show", f"@{path}")
    assert status == 0 and from_file == from_text


@pytest.mark.parametrize(
    "argv",
    [
        ["show", "{not json"],
        ["show", '{"white": {"B13": 2}, "black": {}}'],
        ["show", '{"white": {"B1": 16}, "black": {}}'],
        ["show", '{"white": {"N12": 2}, "black": {}}'],
        ["show", "@/nonexistent/position.json"],
        ["show", "this is no position"],
        ["mark", '{"marks": [{"colour": "white", "points": 2, "leave": true}]}'],
        ["mark", '{"marks": [{"colour": "green", "points": 2}]}'],
        ["mark", "[]"],
        ["settle", '{"players": ["A"], "marques": []}'],
        ["settle", '{"players": ["A", "B"], "marques": [{"trous": {"A": 6, "B": 6}}]}'],
        ["nonsense"],
        ["show"],
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv):
    with pytest.raises(SystemExit) as exit_info:
        sys.exit(main(argv))
    out, err = capsys.readouterr()
    assert exit_info.value.code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert out == ""


def test_mark_json_contract(capsys):
    # Seed 004: 6 points en bredouille then 20 → four trous, 2 points de reste.
    marks = {"marks": [{"colour": "black", "points": 6}, {"colour": "black", "points": 20, "leave": False}]}
    status, out, _ = run(capsys, "mark", json.dumps(marks), "--json")
    assert status == 0
    states = json.loads(out)["states"]
    assert len(states) == 2
    assert states[1]["black"] == {"points": 2, "trous": 4, "bredouille": True}
    assert states[1]["white"] == {"points": 0, "trous": 0, "bredouille": False}


def test_mark_with_a_start_state(capsys):
    # Seed 004: 6–6 débredouillés + 20 → three trous and 2 points left.
    marks = {
        "start": {"white": {"points": 6}, "black": {"points": 6}},
        "marks": [{"colour": "black", "points": 20}],
    }
    _, out, _ = run(capsys, "mark", json.dumps(marks), "--json")
    assert json.loads(out)["states"][0]["black"] == {"points": 2, "trous": 3, "bredouille": True}


def test_settle_json_contract(capsys):
    status, out, _ = run(capsys, "settle", json.dumps(SHEET_001), "--json")
    assert status == 0
    result = json.loads(out)
    assert {k: result["A"][k] for k in ("I", "II", "III", "IV", "final")} == {
        "I": 58,
        "II": 0,
        "III": 16,
        "IV": 20,
        "final": 94,
    }
    assert result["B"]["final"] == 71
    assert (result["A"]["gross"], result["A"]["rounded"]) == (23, 20)
    assert (result["winner"], result["gross"], result["rounded"]) == ("A", 23, 20)


def test_the_installed_command_runs():
    # The console script's module entry point, as a separate process.
    done = subprocess.run(
        [sys.executable, "-m", "studio.cli", "show", "start"], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    bad = subprocess.run([sys.executable, "-m", "studio.cli", "show", "{"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


def test_moves_json_contract(capsys):
    # Seed 004's opening: White's 6-5 from the start can only be played B1-B7 and B1-B6.
    status, out, _ = run(capsys, "moves", "start", "--dice", "6-5", "--json")
    assert status == 0
    plays = json.loads(out)["plays"]
    assert len(plays) == 1
    assert sorted(map(tuple, plays[0]["moves"])) == [("B1", "B6"), ("B1", "B7")]
    assert plays[0]["unplayed"] == []


def test_moves_in_soumille(capsys):
    # With Noir at the top, Soumille's & is B1 (White's talon); B7 is S, B6 is T.
    status, out, _ = run(capsys, "moves", "start", "--dice", "6-5", "--json", "--notation", "soumille")
    assert status == 0
    assert sorted(map(tuple, json.loads(out)["plays"][0]["moves"])) == [("&", "S"), ("&", "T")]


def test_score_json_contract(capsys):
    # Seed 003, BATTRE example 1: the white dame on B8 is beaten by the 5 from Black's coin N12 and by
    # the 6 from N11: two façons in the table des grands jans, 2 points each.
    position = {"white": {"B8": 1, "B1": 14}, "black": {"N12": 2, "N11": 1, "N1": 12}, "to_move": "black"}
    status, out, _ = run(capsys, "score", json.dumps(position), "--dice", "6-5", "--json")
    assert status == 0
    result = json.loads(out)
    assert result["total"] == {"white": 0, "black": 4}
    (event,) = result["events"]
    assert {k: event[k] for k in ("rencontre", "beneficiary", "points", "facons", "target", "table")} == {
        "rencontre": "battre_vrai",
        "beneficiary": "black",
        "points": 4,
        "facons": 2,
        "target": "B8",
        "table": "grands_jans",
    }


def test_chances_json_contract(capsys):
    position = {"white": {"B8": 1, "B1": 14}, "black": {"N12": 2, "N11": 1, "N1": 12}, "to_move": "black"}
    status, out, _ = run(capsys, "chances", json.dumps(position), "--json")
    assert status == 0
    result = json.loads(out)
    assert len(result["throws"]) == 21
    assert sum(row["weight"] for row in result["throws"]) == 36
    expected = sum(row["weight"] * row["black"] for row in result["throws"]) / 36
    assert result["expected"]["black"] == pytest.approx(expected)


def test_selfplay_summary(capsys):
    status, out, _ = run(capsys, "selfplay", "--games", "3", "--seed", "4", "--players", "random,greedy", "--json")
    assert status == 0
    summary = json.loads(out)
    assert summary["games"] == 3 and summary["throws"] > 0
    assert sum(summary["wins"].values()) == 3
    assert {"seconds", "throws_per_second"} <= set(summary)
