"""An archived game saved again with comments and variations: a new revision of that game, its history kept."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.game import Variant
from notation.record import read_record, record_from_partie, write_record
from studio.cli.common import BadInput
from studio.store import db
from studio.store.db import Archive, migrate
from studio.store.importing import ReadError, import_text
from studio.store.manage import delete_games
from studio.store.models import GameRevision, table_of
from studio.store.revisions import game_history, revision_text, save_revision
from studio.store.search import GameQuery, game_record, get_game, search_games


@functools.cache
def _text(seed: int, event: str = "Tournoi de la Régence") -> str:
    partie = play_partie(
        (RandomPlayer(random.Random(seed)), GreedyPlayer()), random.Random(700 + seed), Variant.ORDINAIRE, marques=2
    )
    return write_record(record_from_partie(partie, {"Event": event, "White": "Zoé", "Black": "Éric"}))


def commented(text: str, comment: str) -> str:
    """``text`` with ``comment`` written before its first turn (a comment of the record, searched as free text)."""
    return text.replace("\n1. ", f"\n{{{comment}}}\n1. ", 1)


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [_text(seed) for seed in range(2)]


def _revision_rows(archive: Archive) -> int:
    with archive.engine.connect() as connection:
        return int(connection.execute(sa.select(sa.func.count()).select_from(table_of(GameRevision))).scalar_one())


def check_revisions(archive: Archive, text: str) -> None:
    """Save a game twice with new comments: revisions 0 (as imported), 1 and 2; the game's record, its free text
    and its tags follow the newest; the same text again writes nothing; the import still finds a duplicate."""
    [game_id] = import_text(archive, text).game_ids
    assert game_history(archive, game_id) == []
    first = commented(text, "Une belle école de Noir.")
    saved = save_revision(archive, game_id, first)
    assert (saved.status, saved.number) == ("saved", 1)
    assert game_record(archive, game_id) == first
    assert [g.id for g in search_games(archive, GameQuery(text="belle ecole")).games] == [game_id]
    second = commented(first.replace("Tournoi de la Régence", "Cercle du Palais-Royal"), "Le coup du matin.")
    assert save_revision(archive, game_id, second).number == 2
    history = game_history(archive, game_id)
    assert [revision.number for revision in history] == [0, 1, 2]
    assert history[0].saved_at <= history[1].saved_at <= history[2].saved_at
    assert [revision_text(archive, game_id, n) for n in (0, 1, 2)] == [text, first, second]
    assert game_record(archive, game_id) == second
    assert get_game(archive, game_id).event == "Cercle du Palais-Royal"
    assert [g.id for g in search_games(archive, GameQuery(event="palais")).games] == [game_id]
    assert [g.id for g in search_games(archive, GameQuery(text="coup du matin")).games] == [game_id]
    # Saved again unchanged: nothing written, the history as it was.
    again = save_revision(archive, game_id, second)
    assert (again.status, again.number) == ("unchanged", 2)
    assert len(game_history(archive, game_id)) == 3
    # The import's guarantee holds: the annotated partie is still the same partie, a duplicate.
    report = import_text(archive, commented(text, "Encore une fois."))
    assert report.game_ids == [] and [d.existing for d in report.duplicates] == [game_id]


def test_a_game_saved_twice_has_two_revisions_and_its_first_record(archive: Archive, texts: list[str]) -> None:
    check_revisions(archive, texts[0])


def test_another_partie_or_an_unknown_game_is_refused_and_nothing_written(archive: Archive, texts: list[str]) -> None:
    [game_id] = import_text(archive, texts[0]).game_ids
    refused = save_revision(archive, game_id, texts[1])
    assert (refused.status, refused.number) == ("other-partie", 0)
    assert game_record(archive, game_id) == texts[0] and _revision_rows(archive) == 0
    with pytest.raises(KeyError):
        save_revision(archive, game_id + 1, texts[0])
    with pytest.raises(KeyError):
        game_history(archive, game_id + 1)
    with pytest.raises(KeyError):
        revision_text(archive, game_id, 0)
    with pytest.raises(ReadError) as error:
        save_revision(archive, game_id, "%trictrac 1\n1. B 6-5 zz\n")
    assert error.value.line == 2
    with pytest.raises(ReadError):
        save_revision(archive, game_id, texts[0] + "\n" + texts[1])
    assert _revision_rows(archive) == 0


def test_a_revision_that_fails_midway_leaves_nothing(
    archive: Archive, texts: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """One transaction: a failure after the revision rows are written takes them back with the record."""
    from studio.store import importing

    [game_id] = import_text(archive, texts[0]).game_ids

    def fail(_self: object, _name: str) -> int:
        raise sa.exc.OperationalError("UPDATE game", {}, Exception("disk full"))

    monkeypatch.setattr(importing._Writer, "player_id", fail)
    with pytest.raises(sa.exc.OperationalError):
        save_revision(archive, game_id, commented(texts[0], "Perdu ?"))
    assert game_record(archive, game_id) == texts[0]
    assert _revision_rows(archive) == 0 and game_history(archive, game_id) == []


def test_deleting_a_game_deletes_its_revisions(archive: Archive, texts: list[str]) -> None:
    ids = import_text(archive, "\n".join(texts)).game_ids
    for game_id in ids:
        save_revision(archive, game_id, commented(game_record(archive, game_id), "Vu."))
    assert _revision_rows(archive) == 4
    assert delete_games(archive, ids[:1]) == 1
    assert _revision_rows(archive) == 2 and len(game_history(archive, ids[1])) == 2


_COMMENT = st.text(
    alphabet=st.sampled_from("abcdefghijklmnopqrstuvwxyzéèàçœ ÉÀ.,;:!?'-0123456789"), min_size=1, max_size=60
).filter(lambda text: text.strip() != "")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(comments=st.lists(_COMMENT, min_size=1, max_size=4))
def test_every_revision_reads_back_as_saved(tmp_path_factory: pytest.TempPathFactory, comments: list[str]) -> None:
    """Whatever the comments, each revision gives back its text, and the newest is the game's record."""
    folder = tmp_path_factory.mktemp("revisions")
    text = _text(5)
    with Archive(f"sqlite:///{folder / 'a.sqlite'}") as archive:
        [game_id] = import_text(archive, text).game_ids
        saved = [text]
        for comment in comments:
            candidate = commented(saved[-1], comment)
            outcome = save_revision(archive, game_id, candidate)
            assert outcome.status == "saved"
            saved.append(candidate)
        assert [revision_text(archive, game_id, r.number) for r in game_history(archive, game_id)] == saved
        assert game_record(archive, game_id) == saved[-1]
        assert read_record(game_record(archive, game_id)).comments[-1] == comments[-1].replace("}", ")")


def check_0006_down_and_up(url: str, text: str) -> None:
    """Revision 0006 on an archive with a history: down to 0005 the history goes and the game keeps its newest
    record; up again, the table is there, empty, and a game saved again starts its history anew."""
    from alembic import command

    with Archive(url) as archive:
        [game_id] = import_text(archive, text).game_ids
        newest = commented(text, "La dernière main.")
        save_revision(archive, game_id, newest)
        with db.writing(archive.engine) as connection:
            command.downgrade(db.alembic_config(connection), "0005")
        assert archive.revision() == "0005"
        with archive.engine.connect() as connection:
            assert "game_revision" not in sa.inspect(connection).get_table_names()
        assert game_record(archive, game_id) == newest
        migrate(archive.engine)
        assert archive.revision() == db.head_revision()
        assert game_history(archive, game_id) == []
        assert save_revision(archive, game_id, commented(newest, "Et après.")).number == 1
        assert [r.number for r in game_history(archive, game_id)] == [0, 1]
        assert revision_text(archive, game_id, 0) == newest


def test_revision_0006_goes_down_and_up_on_sqlite(tmp_path: Path, texts: list[str]) -> None:
    check_0006_down_and_up(f"sqlite:///{tmp_path / 'down.sqlite'}", texts[0])


def test_the_command_line_lists_a_games_history_and_prints_a_revision(
    tmp_path: Path, texts: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.store.test_store import _run

    url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    with Archive(url) as archive:
        [game_id] = import_text(archive, texts[0]).game_ids
        status, out, _ = _run(["archive", "history", str(game_id), "--db", url], capsys)
        assert status == 0 and out.strip() == f"game {game_id}: 0 revisions (never saved again)"
        save_revision(archive, game_id, commented(texts[0], "Premier regard."))
        save_revision(archive, game_id, commented(texts[0], "Second regard."))
    status, out, _ = _run(["archive", "history", str(game_id), "--db", url], capsys)
    lines = out.splitlines()
    assert status == 0 and [line.split()[:2] for line in lines[:3]] == [
        ["revision", "0"],
        ["revision", "1"],
        ["revision", "2"],
    ]
    assert "as archived first" in lines[0] and "saved from the studio" in lines[2]
    assert lines[-1] == f"game {game_id}: 3 revisions"
    status, out, _ = _run(["archive", "history", str(game_id), "--db", url, "--show", "1"], capsys)
    assert status == 0 and out == commented(texts[0], "Premier regard.")
    status, out, _ = _run(["archive", "history", str(game_id), "--db", url, "--json"], capsys)
    assert [r["number"] for r in json.loads(out)["revisions"]] == [0, 1, 2]
    with pytest.raises(BadInput, match=f"no game {game_id + 1}$"):
        _run(["archive", "history", str(game_id + 1), "--db", url], capsys)
    with pytest.raises(BadInput, match=f"no revision 7 of game {game_id}$"):
        _run(["archive", "history", str(game_id), "--db", url, "--show", "7"], capsys)
