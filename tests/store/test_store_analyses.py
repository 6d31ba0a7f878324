"""The archive keeps each game's analysis: a player's rating over time, his worst decisions, and puzzles of them."""

from __future__ import annotations

import dataclasses
import functools
import json
import random
import shutil
from pathlib import Path

import pytest
import sqlalchemy as sa

from notation.autoplay import RandomPlayer, play_partie
from notation.board import Colour, point_of_step
from notation.errors import BadArgumentError
from notation.game import Variant
from notation.record import read_record, record_from_partie, replay_record, write_record
from notation.rules.moves import Play
from notation.tutor.ranking import TutorPlayer, analyse_partie, rank_plays
from notation.tutor.ratings import rating_of
from studio.store import db
from studio.store.analyses import analyse_games, analysed_ids, player_record, store_analysis
from studio.store.db import Archive, migrate
from studio.store.importing import import_text
from studio.store.manage import delete_games
from studio.store.models import GameAnalysis, Puzzle, table_of
from studio.store.puzzles import (
    CLEAR_MARGIN,
    PUZZLE_LOSS,
    _candidates,
    check_answer,
    list_puzzles,
    make_puzzles,
    parse_answer,
)
from studio.store.search import game_record

DATES = ("2025.03.01", "2025.01.15", "2025.02.10")
"""The games' dates, not in the order of import: the rating over time follows the dates."""


@functools.cache
def game_text(seed: int) -> str:
    """A short partie of a random player (Zoé, Blanc: many errors) against the tutor (Éric)."""
    partie = play_partie(
        (RandomPlayer(random.Random(seed)), TutorPlayer()), random.Random(700 + seed), Variant.ORDINAIRE, marques=1
    )
    tags = {"Event": "Cercle", "White": "Zoé", "Black": "Éric", "Date": DATES[seed % len(DATES)]}
    return write_record(record_from_partie(partie, tags))


def prepare_archive(url: str, games: int = 3) -> list[int]:
    """Import ``games`` parties into the archive at ``url``, analyse them and make their puzzles; the game ids."""
    with Archive(url) as archive:
        ids = import_text(archive, "\n".join(game_text(seed) for seed in range(games))).game_ids
        analyse_games(archive)
        make_puzzles(archive)
    return ids


@pytest.fixture(scope="module")
def prepared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("analysed") / "archive.sqlite"
    prepare_archive(f"sqlite:///{path}")
    return path


@pytest.fixture
def url(prepared: Path, tmp_path: Path) -> str:
    """A copy of the prepared archive, for one test to change."""
    copy = tmp_path / "archive.sqlite"
    shutil.copy(prepared, copy)
    return f"sqlite:///{copy}"


def _rows(archive: Archive, model: type[GameAnalysis] | type[Puzzle]) -> int:
    with archive.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.count()).select_from(table_of(model))).scalar_one())


def test_each_game_keeps_the_totals_of_its_analysis(url: str) -> None:
    with Archive(url) as archive:
        assert analysed_ids(archive) == {1, 2, 3}
        for game_id in (1, 2, 3):
            analysis = analyse_partie(replay_record(read_record(game_record(archive, game_id))))
            with archive.engine.connect() as connection:
                row = connection.execute(
                    sa.select(table_of(GameAnalysis)).where(table_of(GameAnalysis).c.game_id == game_id)
                ).one()
            for colour in Colour:
                totals, side = analysis.totals(colour), colour.name.lower()
                assert getattr(row, f"{side}_choices") == totals.choices
                assert getattr(row, f"{side}_loss") == pytest.approx(totals.loss)
                assert getattr(row, f"{side}_doubtful") == totals.doubtful
                assert getattr(row, f"{side}_bad") == totals.bad
                assert getattr(row, f"{side}_very_bad") == totals.very_bad
            kept = json.loads(row.decisions)
            lost = [r for r in analysis.ratings if r.choices > 1 and r.loss > 0]
            assert [entry[0] for entry in kept] == [r.event for r in lost]
            assert [entry[5] for entry in kept] == pytest.approx([r.loss for r in lost], abs=1e-5)


@pytest.mark.slow
def test_only_the_games_not_yet_analysed_are_analysed_unless_all(url: str) -> None:
    with Archive(url) as archive:
        assert analyse_games(archive).analysed == []
        [new] = import_text(archive, game_text(3)).game_ids
        seen: list[tuple[int, int]] = []
        report = analyse_games(archive, progress=lambda p: seen.append((p.done, p.total)))
        assert report.analysed == [new] and seen == [(1, 1)]
        assert analyse_games(archive, player="zoe", again=True).analysed == [1, 2, 3, new]
        assert analyse_games(archive, player="nobody", again=True).analysed == []


@pytest.mark.slow
@pytest.mark.parametrize(("chosen", "analysed"), [((2,), [2]), ((3, 1), [1, 3]), ((), []), ((99,), [])])
def test_only_the_chosen_games_are_analysed(url: str, chosen: tuple[int, ...], analysed: list[int]) -> None:
    with Archive(url) as archive:
        assert analyse_games(archive, again=True, game_ids=chosen).analysed == analysed


@pytest.mark.slow
@pytest.mark.parametrize("stop_after", [0, 1, 2])
def test_a_cancelled_analysis_keeps_the_games_analysed(url: str, stop_after: int) -> None:
    with Archive(url) as archive:
        asked: list[int] = []

        def cancelled() -> bool:
            asked.append(1)
            return len(asked) > stop_after

        report = analyse_games(archive, again=True, cancelled=cancelled)
        assert report.cancelled and report.analysed == [1, 2, 3][:stop_after]
        assert analysed_ids(archive) == {1, 2, 3}  # kept, those analysed again as well as the others


@pytest.mark.slow
@pytest.mark.parametrize("stop_after", [0, 1])
def test_cancelled_puzzles_keep_those_made(tmp_path: Path, stop_after: int) -> None:
    with Archive(f"sqlite:///{tmp_path / 'archive.sqlite'}") as archive:
        import_text(archive, "\n".join(game_text(seed) for seed in range(2)))
        analyse_games(archive)
        asked: list[int] = []

        def cancelled() -> bool:
            asked.append(1)
            return len(asked) > stop_after

        errors = [game_id for game_id, _event in _candidates(archive, PUZZLE_LOSS)]
        report = make_puzzles(archive, cancelled=cancelled)
        # asked before each game's errors: those of the games before the stop are looked at, all of them
        assert report.cancelled and report.looked == sum(
            game_id in sorted(set(errors))[:stop_after] for game_id in errors
        )
        assert len(list_puzzles(archive)) == report.made
        rest = make_puzzles(archive)  # the errors not looked at are looked at the next time
        assert not rest.cancelled and rest.looked >= 1


def test_a_players_rating_over_time_and_his_worst_decisions(url: str) -> None:
    with Archive(url) as archive:
        record = player_record(archive, "ZOE", worst=5)
        assert record.name == "Zoé"
        assert [game.date for game in record.games] == sorted(DATES)
        every = []
        for game in record.games:
            assert game.colour is Colour.WHITE and game.opponent == "Éric"
            analysis = analyse_partie(replay_record(read_record(game_record(archive, game.game_id))))
            totals = analysis.totals(Colour.WHITE)
            assert game.mean_loss == pytest.approx(totals.mean_loss)
            assert game.rating is rating_of(game.mean_loss)
            every += [r.loss for r in analysis.ratings if r.colour is Colour.WHITE and r.choices > 1 and r.loss > 0]
        assert [choice.loss for choice in record.worst] == pytest.approx(sorted(every, reverse=True)[:5], abs=1e-5)
        assert all(choice.colour is Colour.WHITE for choice in record.worst)
        tutor = player_record(archive, "éric")
        assert tutor.name == "Éric" and all(game.colour is Colour.BLACK for game in tutor.games)
        assert tutor.mean_loss < record.mean_loss
        assert player_record(archive, "nobody").games == []


def test_the_replay_stores_its_analysis_and_an_unknown_game_is_refused(url: str) -> None:
    with Archive(url) as archive:
        analysis = analyse_partie(replay_record(read_record(game_record(archive, 1))), ply=1)
        store_analysis(archive, 1, analysis, ply=1)
        assert _rows(archive, GameAnalysis) == 3
        with pytest.raises(KeyError):
            store_analysis(archive, 99, analysis)


@pytest.mark.slow
def test_each_puzzle_is_an_error_whose_best_choice_is_clear_at_2_ply(url: str) -> None:
    with Archive(url) as archive:
        puzzles = list_puzzles(archive)
        assert puzzles, "the random player's games give puzzles"
        assert [p.loss for p in puzzles] == sorted((p.loss for p in puzzles), reverse=True)
        kept = {
            (row.game_id, row.event): row.loss
            for name in ("zoe", "eric")
            for row in player_record(archive, name, worst=10_000).worst
        }
        for puzzle in puzzles:
            assert puzzle.best != puzzle.played
            assert puzzle.best_equity - puzzle.second_equity >= CLEAR_MARGIN
            partie = replay_record(read_record(game_record(archive, puzzle.game_id)))
            assert kept[puzzle.game_id, puzzle.event] >= PUZZLE_LOSS - 1e-5
            state = partie.states[puzzle.event - 1]
            if puzzle.kind == "play":
                assert state.dice is not None
                ranked = rank_plays(state.position, state.dice, state.score, ply=2, keep=4)
                assert ranked[0].play.position == puzzle.best_position()
                # the search made in a worker, its values remembered across the game's errors, values as a fresh
                # one does
                given = state.rencontres.total(state.mover.opponent) if state.rencontres else None
                made = next(play for play in puzzle.plays() if play.moves == puzzle.played)
                fresh = rank_plays(state.position, state.dice, state.score, given=given, ply=2, must=made)
                assert (puzzle.best_equity, puzzle.second_equity) == (fresh[0].equity, fresh[1].equity)
        # Made once: again, nothing new.
        assert make_puzzles(archive).made == 0 and len(list_puzzles(archive)) == len(puzzles)


def test_an_answer_is_right_when_it_leaves_the_best_position(url: str) -> None:
    with Archive(url) as archive:
        puzzle = next(p for p in list_puzzles(archive) if p.kind == "play")
    mover = puzzle.setup.position.to_move
    for play in puzzle.plays():
        text = " ".join(f"{point_of_step(mover, a).name}-{point_of_step(mover, b).name}" for a, b in play.moves)
        answered = parse_answer(puzzle, text.lower())
        assert isinstance(answered, Play) and answered.position == play.position
        assert check_answer(puzzle, answered).right is (play.position == puzzle.best_position())
    for bad in ("B1-B1", "hold", "B1"):
        with pytest.raises(BadArgumentError):
            parse_answer(puzzle, bad)


@pytest.mark.parametrize(
    ("answer", "leave"), [("hold", False), ("Tenir", False), ("leave", True), ("s'en aller", True)]
)
def test_a_decision_is_answered_tenir_or_s_en_aller(url: str, answer: str, leave: bool) -> None:
    with Archive(url) as archive:
        puzzle = list_puzzles(archive)[0]
    decision = dataclasses.replace(puzzle, kind="decision", best="leave", played="hold")
    assert parse_answer(decision, answer) is leave
    assert check_answer(decision, leave).right is leave


@pytest.mark.slow
def test_a_wider_margin_makes_fewer_puzzles(url: str) -> None:
    """Whatever the margin asked, each puzzle made clears it, the errors looked at are the same, and a wider margin
    keeps fewer."""
    counts = []
    with Archive(url) as archive:
        for margin in (0.0, CLEAR_MARGIN, 0.2):
            with archive.begin() as connection:
                connection.execute(sa.delete(table_of(Puzzle)))
            report = make_puzzles(archive, margin=margin)
            made = list_puzzles(archive)
            assert report.made == len(made) and report.looked == report.made + report.unclear + report.skipped
            assert all(p.best_equity - p.second_equity >= margin for p in made)
            counts.append(report.made)
    assert counts == sorted(counts, reverse=True)


def test_deleting_a_game_deletes_its_analysis_and_puzzles(url: str) -> None:
    with Archive(url) as archive:
        game = list_puzzles(archive)[0].game_id
        assert delete_games(archive, [game]) == 1
        assert game not in analysed_ids(archive) and _rows(archive, GameAnalysis) == 2
        assert all(p.game_id != game for p in list_puzzles(archive))


def check_0007_down_and_up(url: str) -> None:
    """Revision 0007 on an analysed archive: down to 0006 both tables go and the games stay; up again, the tables
    are there, empty, and the games are analysed anew."""
    from alembic import command

    with Archive(url) as archive:
        ids = import_text(archive, game_text(0)).game_ids
        analyse_games(archive)
        make_puzzles(archive)
        with db.writing(archive.engine) as connection:
            command.downgrade(db.alembic_config(connection), "0006")
        assert archive.revision() == "0006"
        with archive.engine.connect() as connection:
            tables = sa.inspect(connection).get_table_names()
        assert "game_analysis" not in tables and "puzzle" not in tables
        assert game_record(archive, ids[0]) == game_text(0)
        migrate(archive.engine)
        assert archive.revision() == db.head_revision()
        assert analysed_ids(archive) == set() and list_puzzles(archive) == []
        assert analyse_games(archive).analysed == ids


def test_revision_0007_goes_down_and_up_on_sqlite(tmp_path: Path) -> None:
    check_0007_down_and_up(f"sqlite:///{tmp_path / 'down.sqlite'}")


@pytest.mark.slow
def test_the_command_line_analyses_rates_and_serves_puzzles(
    tmp_path: Path, url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from studio.cli.command import main

    fresh = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    with Archive(fresh) as archive:
        import_text(archive, game_text(0) + "\n" + game_text(1))
    assert main(["archive", "analyse", "--db", fresh]) == 0
    out, err = capsys.readouterr()
    # Off a terminal, a few lines of progress at most (issue 40), none for a job of a second or less.
    assert out.strip() == "analysed 2 games at 1-ply; 0 could not be replayed"
    assert len([line for line in err.splitlines() if line.startswith("analysing: ")]) <= 4
    assert main(["archive", "analyse", "--db", fresh, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"analysed": [], "failed": []}
    assert main(["archive", "player", "zoe", "--db", url, "--json", "--worst", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["player"] == "Zoé" and [g["date"] for g in data["games"]] == sorted(DATES)
    assert [g["rating"] for g in data["games"]] == [rating_of(g["mean_loss"]).words for g in data["games"]]
    assert len(data["worst"]) == 3 and data["worst"][0]["loss"] >= data["worst"][2]["loss"]
    assert main(["archive", "player", "zoe", "--db", url]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Zoé: 3 analysed games") and "worst decisions:" in text
    assert main(["archive", "player", "nobody", "--db", url]) == 2
    assert "no analysed game of 'nobody'" in capsys.readouterr().err
    assert main(["puzzles", "make", "--db", fresh]) == 0
    out, err = capsys.readouterr()
    assert "puzzles made from" in out
    assert len([line for line in err.splitlines() if line.startswith("puzzles: ")]) <= 4
    assert main(["puzzles", "list", "--db", url, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    with Archive(url) as archive:
        assert [p["id"] for p in listed] == [p.id for p in list_puzzles(archive)]
        puzzle = next(p for p in list_puzzles(archive) if p.kind == "play")
    mover = puzzle.setup.position.to_move
    assert isinstance(puzzle.best, tuple) and isinstance(puzzle.played, tuple)
    for moves, status, first in ((puzzle.best, 0, "right"), (puzzle.played, 1, "wrong")):
        answer = " ".join(f"{point_of_step(mover, a).name}-{point_of_step(mover, b).name}" for a, b in moves)
        assert main(["puzzles", "solve", str(puzzle.id), answer, "--db", url]) == status
        assert capsys.readouterr().out.startswith(first)
    assert main(["puzzles", "solve", "9999", "hold", "--db", url]) == 2
    assert "no puzzle 9999" in capsys.readouterr().err
    assert main(["puzzles", "solve", str(puzzle.id), "B1-B1", "--db", url]) == 2
    assert "no legal play" in capsys.readouterr().err


@pytest.mark.slow
def test_puzzles_come_due_first_then_new_costliest_first(url: str) -> None:
    """The lessons' spaced repetition: an answered puzzle waits until it is due; a missed one comes back sooner
    than one solved; the new ones follow the due ones in order of loss."""
    from datetime import timedelta

    from lessons.progress import utc_now
    from studio.review.puzzles import puzzle_order, record_answer
    from studio.review.scheduler import progress

    with Archive(url) as archive:
        # The order wants three puzzles at least: every error looked at becomes one (no margin asked of it).
        with archive.begin() as connection:
            connection.execute(sa.delete(table_of(Puzzle)))
        make_puzzles(archive, margin=0.0)
        puzzles = list_puzzles(archive)
    assert len(puzzles) >= 3
    scheduled = progress()
    now = utc_now()
    assert puzzle_order(puzzles, scheduled, "zoe", now) == puzzles
    solved = record_answer(scheduled, "zoe", puzzles[0], right=True)
    missed = record_answer(scheduled, "zoe", puzzles[1], right=False)
    assert missed.due < solved.due
    assert puzzle_order(puzzles, scheduled, "zoe", now) == puzzles[2:]
    assert puzzle_order(puzzles, scheduled, "zoe", missed.due) == [puzzles[1], *puzzles[2:]]
    assert puzzle_order(puzzles, scheduled, "zoe", solved.due + timedelta(seconds=1)) == [
        puzzles[1],
        puzzles[0],
        *puzzles[2:],
    ]
    assert puzzle_order(puzzles, scheduled, "éric", now) == puzzles  # each learner his own
