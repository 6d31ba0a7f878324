"""The archive's explorer: the plays made from a position across the archive (``trictrac archive explore``).

The reference is counted another way: straight from the parties as the engine played them, before they were
written, archived, indexed and read back.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.dice import Throw
from notation.game import Move, Partie
from notation.record import record_from_partie, write_record
from studio.cli import main
from studio.store.db import Archive
from studio.store.explore import explore
from studio.store.importing import import_text


def _parties(count: int) -> list[Partie]:
    return [
        play_partie((RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(1000 + seed))
        for seed in range(count)
    ]


def _reference(parties: list[Partie], position: Position) -> Counter[tuple[Throw, tuple[tuple[int, int], ...]]]:
    counted: Counter[tuple[Throw, tuple[tuple[int, int], ...]]] = Counter()
    for partie in parties:
        for index, event in enumerate(partie.events):
            before = partie.states[index - 1] if index else None
            if isinstance(event, Move) and before is not None and before.dice is not None:
                same = before.position.white == position.white and before.position.black == position.black
                if same and before.position.to_move is position.to_move:
                    counted[(before.dice, event.moves)] += 1
    return counted


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[Partie]]:
    parties = _parties(12)
    url = f"sqlite:///{tmp_path_factory.mktemp('explore') / 'archive.sqlite'}"
    archive = Archive(url)
    try:
        for number, partie in enumerate(parties):
            tags = {"White": f"W{number}", "Black": f"B{number}", "Event": "explorer", "Date": "2026.11.26"}
            import_text(archive, write_record(record_from_partie(partie, tags)), source=f"p{number}")
    finally:
        archive.close()
    return url, parties


@pytest.mark.parametrize("depth", [0, 1, 3])
def test_the_explorer_counts_each_play_made_from_the_position(filled: tuple[str, list[Partie]], depth: int) -> None:
    url, parties = filled
    # A position every partie passes through (the start), and positions a few plays in.
    partie = parties[depth % len(parties)]
    moves = [i for i, event in enumerate(partie.events) if isinstance(event, Move)]
    position = (
        partie.states[moves[depth] - 1].position
        if depth
        else Position.start(partie.states[moves[0] - 1].position.to_move)
    )
    archive = Archive(url)
    try:
        found = explore(archive, position)
    finally:
        archive.close()
    got = Counter({(play.dice, play.moves): play.times for play in found.plays})
    assert got == _reference(parties, position)
    assert [play.times for play in found.plays] == sorted((play.times for play in found.plays), reverse=True)
    for play in found.plays:
        assert play.white_won + play.black_won + play.unfinished == play.times


def test_the_command_line_lists_the_plays_of_a_throw(
    filled: tuple[str, list[Partie]], capsys: pytest.CaptureFixture[str]
) -> None:
    url, parties = filled
    start = Position.start(parties[0].states[1].position.to_move)
    assert main(["archive", "explore", start.code(), "--db", url, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] >= 1 and sum(play["times"] for play in data["plays"]) == sum(
        _reference(parties, start).values()
    )
    some = data["plays"][0]["dice"]
    assert main(["archive", "explore", start.code(), "--db", url, "--dice", some, "--json"]) == 0
    only = json.loads(capsys.readouterr().out)["plays"]
    assert only and {play["dice"] for play in only} == {some}


def test_a_position_never_reached_explores_to_nothing(
    filled: tuple[str, list[Partie]], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _ = filled
    assert main(["archive", "explore", "B6:15/N1:15 N", "--db", url]) == 0
    assert "no play made from this position" in capsys.readouterr().out


def test_a_bad_throw_exits_2_with_one_line(
    filled: tuple[str, list[Partie]], capsys: pytest.CaptureFixture[str]
) -> None:
    url, _ = filled
    assert main(["archive", "explore", "start", "--db", url, "--dice", "7-1"]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


@pytest.fixture(autouse=True)
def _no_stray_archive(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRICTRAC_DB", f"sqlite:///{tmp_path / 'unused.sqlite'}")
