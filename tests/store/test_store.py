"""The archive (studio/store): schema by migrations, import, search, duplicates, export, stats, CLI, sample."""

from __future__ import annotations

import errno
import json
import os
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlmodel import col, select

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.game import Move, Partie, PrimauteThrow, Releve, Roll, Variant
from notation.record import read_record, record_from_partie, record_to_events, write_record, write_records
from notation.record.summary import (
    BadPlayError,
    content_hash,
    position_entries,
    position_key,
    position_key_of,
)
from studio.cli.archive import add_archive_parser
from studio.cli.common import CommandParser
from studio.store import db
from studio.store.db import Archive, head_revision, migrate
from studio.store.importing import (
    MAX_RECORD_FILE_BYTES,
    GameInput,
    ImportProgress,
    date_key,
    import_games,
    import_paths,
    import_text,
)
from studio.store.models import Game, LessonProgress, StoredDiagram, metadata, table_of
from studio.store.positions import BUCKET_BITS, bucket_of, decode_block, short_key
from studio.store.record_export import export_games, export_text
from studio.store.sample import SAMPLE_DIR, open_default_archive, sample_files
from studio.store.search import GameQuery, find_duplicates, game_events, get_game, search_games, throws_at_position
from studio.store.search_text import normalize
from studio.store.stats import archive_stats


def indexed(key: int) -> int:
    """What the position index keeps of a key: its bucket (top bits) and its low 48 bits."""
    return (bucket_of(key) << (63 - BUCKET_BITS)) | short_key(key)


def index_pairs(archive: Archive) -> set[tuple[int, int]]:
    """Every (key as :func:`indexed` keeps it, game) pair of the position index, from its blocks."""
    pairs: set[tuple[int, int]] = set()
    with archive.engine.connect() as connection:
        for identity, data in connection.exec_driver_sql("SELECT id, data FROM position_block"):
            bucket, base = identity >> 32, identity & 0xFFFFFFFF
            pairs.update(((bucket << (63 - BUCKET_BITS)) | key, game) for key, game in decode_block(base, bytes(data)))
    return pairs


# -- fixtures ---------------------------------------------------------------------------

PEOPLE = ("Éric Lefèvre", "Zoé Castaing", "Hélène Dubœuf", "François Ménard")


def _partie(seed: int, variant: Variant) -> Partie:
    players = (RandomPlayer(random.Random(seed)), GreedyPlayer())
    return play_partie(players, random.Random(1000 + seed), variant, marques=2)


def eight_parties() -> list[Partie]:
    """The module's parties, played afresh (tests/store/test_store_postgres.py uses them too)."""
    return [_partie(seed, Variant.ORDINAIRE if seed % 2 else Variant.ECRIRE) for seed in range(8)]


@pytest.fixture(scope="module")
def parties() -> list[Partie]:
    return eight_parties()


def _tags(seed: int) -> dict[str, str]:
    return {
        "Event": "Tournoi de l'École" if seed % 3 == 0 else "Championnat de Paris",
        "Site": "Café de la Régence",
        "Date": f"17{80 + seed}.0{1 + seed % 9}.1{seed % 10}",
        "White": PEOPLE[seed % 4],
        "Black": PEOPLE[(seed + 1) % 4],
    }


def records_of(parties: list[Partie]) -> list[str]:
    """The records of ``parties``, each with its tags (players, event, site, date)."""
    return [write_record(record_from_partie(partie, _tags(seed))) for seed, partie in enumerate(parties)]


@pytest.fixture(scope="module")
def texts(parties: list[Partie]) -> list[str]:
    return records_of(parties)


def _engine_entries(partie: Partie) -> list[tuple[int, int]]:
    """The position index of a partie as the engine's own states give it (the reference for the fast walk)."""
    entries = []
    throw = 0
    last = None
    for index, event in enumerate(partie.events):
        if isinstance(event, PrimauteThrow | Roll):
            throw += 1
            state = partie.states[index] if isinstance(event, PrimauteThrow) else partie.states[index - 1]
            position = state.position
            colour = state.mover if isinstance(event, Roll) else position.to_move
            entries.append((position_key(position.white, position.black, colour), throw))
            last = None
        elif isinstance(event, Move):
            state = partie.states[index]
            last = (state.position.white, state.position.black, event.colour.opponent)
        elif isinstance(event, Releve):
            last = None if last is None else (Position.start().white, Position.start().black, last[2])
    if last is not None:
        entries.append((position_key(*last), throw + 1))
    return entries


# -- schema -----------------------------------------------------------------------------


def test_migrations_create_the_schema_of_the_models(tmp_path: Path) -> None:
    engine = db.make_engine(f"sqlite:///{tmp_path / 'fresh.sqlite'}")
    migrate(engine)
    with engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "include_object": db.include_object}
        )
        assert compare_metadata(context, metadata) == []
        assert context.get_current_revision() == head_revision()
    engine.dispose()


def test_migrations_go_down_and_up_again(archive: Archive) -> None:
    from alembic import command

    with archive.engine.begin() as connection:
        command.downgrade(db.alembic_config(connection), "base")
    with archive.engine.connect() as connection:
        assert set(sa.inspect(connection).get_table_names()) == {"alembic_version"}
    migrate(archive.engine)
    assert archive.revision() == head_revision()


def test_default_archive_is_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    from platformdirs import user_data_path

    monkeypatch.delenv(db.DB_ENV, raising=False)
    url = sa.make_url(db.default_url())
    assert url.get_backend_name() == "sqlite"
    assert Path(url.database or "") == user_data_path("trictrac-studio") / "archive.sqlite"
    monkeypatch.setenv(db.DB_ENV, "sqlite:///elsewhere.sqlite")
    assert db.default_url() == "sqlite:///elsewhere.sqlite"


# -- text and events --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "normalized"),
    [
        ("École", "ecole"),  # the example: "ecole" finds "école"
        ("  Hélène   DUBŒUF ", "helene duboeuf"),
        ("Café de la Régence", "cafe de la regence"),
        ("Straße", "strasse"),
        ("ÇA", "ca"),
    ],
)
def test_normalize(text: str, normalized: str) -> None:
    assert normalize(text) == normalized


@pytest.mark.parametrize(
    ("written", "lower", "upper"),
    [
        ("1789.07.14", "1789-07-14", "1789-07-14"),
        ("1789-7-4", "1789-07-04", "1789-07-04"),
        ("1789", "1789-00-00", "1789-99-99"),
        ("1789.??.??", "1789-00-00", "1789-99-99"),
        ("le quatorze", "", ""),
    ],
)
def test_date_key(written: str, lower: str, upper: str) -> None:
    assert date_key(written) == lower
    assert date_key(written, upper=True) == upper


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(list(Variant)))
def test_position_index_matches_the_engine(seed: int, variant: Variant) -> None:
    partie = _partie(seed, variant)
    assert position_entries(partie.events) == _engine_entries(partie)


def test_position_index_refuses_a_dame_that_is_not_there(parties: list[Partie]) -> None:

    events = list(parties[0].events)
    index = next(i for i, event in enumerate(events) if isinstance(event, Move) and event.moves)
    chosen = events[index]
    assert isinstance(chosen, Move)
    events[index] = Move(chosen.colour, ((20, 21),))  # nothing stands on step 20 at the start of a partie
    with pytest.raises(BadPlayError):
        position_entries(events)


def test_content_hash_ignores_tags_and_comments(parties: list[Partie], texts: list[str]) -> None:
    record = read_record(texts[1])
    events = record_to_events(record)
    assert content_hash(events, "ordinaire") == content_hash(parties[1].events, "ordinaire")
    assert content_hash(events, "ordinaire") != content_hash(parties[3].events, "ordinaire")
    assert content_hash(events, "ordinaire") != content_hash(events, "ecrire")


# -- import -----------------------------------------------------------------------------


def test_import_indexes_every_game(archive: Archive, parties: list[Partie], texts: list[str], tmp_path: Path) -> None:
    (tmp_path / "games.trictrac").write_text(write_records(read_record(t) for t in texts), encoding="utf-8")
    report = import_paths(archive, [tmp_path])
    assert (report.games, report.errors, report.duplicates) == (len(parties), [], [])
    for identity, partie in zip(report.game_ids, parties, strict=True):
        stored = [event for _throw, event, _comment in game_events(archive, identity)]
        assert stored == partie.events
        assert get_game(archive, identity).variant == partie.variant.value
    stats = archive_stats(archive)
    assert stats.games == len(parties)
    # One pair a game and position, however often the game passes through it.
    assert stats.positions == sum(len({key for key, _throw in position_entries(p.events)}) for p in parties)
    assert index_pairs(archive) == {
        (indexed(key), identity)
        for identity, partie in zip(report.game_ids, parties, strict=True)
        for key, _throw in position_entries(partie.events)
    }
    assert stats.players == len(PEOPLE)
    assert stats.revision == head_revision()


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_pipe_or_a_huge_file_in_a_folder_is_refused_not_read_for_ever(
    archive: Archive, texts: list[str], tmp_path: Path, workers: int
) -> None:
    # A folder's record files are read by the import itself, not by the command line that checks what it is
    # named: a named pipe must not wait for a writer, nor a file of many megabytes be read whole.
    (tmp_path / "a_good.trictrac").write_text(texts[0], encoding="utf-8")
    os.mkfifo(tmp_path / "b_pipe.trictrac")
    with (tmp_path / "c_huge.trictrac").open("wb") as huge:
        huge.truncate(MAX_RECORD_FILE_BYTES + 1)  # sparse: nothing is written to the disk
    # the folder's pipe is not a file and is passed over; named, as a file dialog may name it, it is refused
    report = import_paths(archive, [tmp_path, tmp_path / "b_pipe.trictrac"], workers=workers)
    assert report.games == 1 and report.files == 3
    refused = {Path(fault.path).name: fault.error for fault in report.errors}
    assert sorted(refused) == ["b_pipe.trictrac", "c_huge.trictrac"]
    assert isinstance(refused["b_pipe.trictrac"], OSError) and refused["b_pipe.trictrac"].errno == errno.ESPIPE
    assert isinstance(refused["c_huge.trictrac"], OSError) and refused["c_huge.trictrac"].errno == errno.EFBIG


def test_bad_file_is_reported_with_its_line_and_rolled_back(archive: Archive, texts: list[str], tmp_path: Path) -> None:
    good = tmp_path / "a_good.trictrac"
    good.write_text(texts[0], encoding="utf-8")
    # Two good records, then one whose third turn names a point that does not exist.
    bad_record = '%trictrac 1\n[Blanc "X"]\n\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n3. B 4-2 B1-Q5 B1-B3\n'
    bad = tmp_path / "b_bad.trictrac"
    bad.write_text(texts[1] + "\n" + texts[2] + "\n" + bad_record, encoding="utf-8")
    bad_line = (texts[1] + "\n" + texts[2] + "\n").count("\n") + 6
    seen: list[ImportProgress] = []
    report = import_paths(archive, [tmp_path], progress=seen.append)
    assert report.games == 1
    [error] = report.errors
    assert (error.path, error.line, error.column) == (str(bad), bad_line, len("3. B 4-2 B1-") + 1)
    assert "Q5" in error.message
    assert [p.files_done for p in seen] == [0, 1, 2]
    assert seen[-1].errors == 1 and seen[-1].games == 1
    assert search_games(archive, GameQuery()).total == 1  # nothing of the bad file stayed


def test_impossible_play_is_reported_at_its_turn(archive: Archive) -> None:
    text = "%trictrac 1\n\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n3. B 4-2 B9-B11 B1-B3\n"
    report = import_text(archive, text, source="x.trictrac")
    [error] = report.errors
    assert (error.line, error.column) == (5, 1)
    assert archive_stats(archive).games == 0


def test_check_refuses_an_illegal_play_but_keeps_an_ecole(archive: Archive) -> None:
    # 3-3 cannot carry a dame from B1 to B9 in one (seed: the record checker's own example).
    illegal = "%trictrac 1\n\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 N1-N7 N1-N5\n3. B 3-3 B1-B9\n"
    assert import_text(archive, illegal, check=True).errors
    # Noir declares 2 points the laws do not give: an école, which a record may hold.
    ecole = "%trictrac 1\n\n1. B 5-3 B1-B6 B1-B4\n2. N 6-4 (2) N1-N7 N1-N5\n"
    report = import_text(archive, ecole, check=True)
    assert (report.games, report.errors) == (1, [])


def test_duplicates_are_skipped_kept_and_found(archive: Archive, texts: list[str]) -> None:
    assert import_text(archive, texts[0] + "\n" + texts[1]).games == 2
    again = import_text(archive, texts[1])
    assert (again.games, [d.existing for d in again.duplicates]) == (0, [2])
    retagged = texts[1].replace("Championnat de Paris", "Autre tournoi")
    kept = import_text(archive, retagged, on_duplicate="keep")
    assert kept.games == 1 and len(kept.duplicates) == 1
    assert find_duplicates(archive) == [[2, kept.game_ids[0]]]
    assert [g.id for g in search_games(archive, GameQuery(duplicates=True)).games] == [2, kept.game_ids[0]]


# -- search -----------------------------------------------------------------------------


@pytest.fixture
def filled(archive: Archive, texts: list[str]) -> Archive:
    commented = texts[0].replace("\n1. ", "\n{Une belle école de Noir.}\n1. ", 1)
    import_text(archive, "\n".join([commented, *texts[1:]]))
    return archive


def _expected(seeds: range, keep: Callable[[int], bool]) -> list[int]:
    return [seed + 1 for seed in seeds if keep(seed)]


@pytest.mark.parametrize(
    ("query", "keep"),
    [
        (GameQuery(player="eric"), lambda s: PEOPLE[s % 4].startswith("É") or PEOPLE[(s + 1) % 4].startswith("É")),
        (GameQuery(white="HELENE"), lambda s: s % 4 == 2),
        (GameQuery(black="zoe castaing"), lambda s: (s + 1) % 4 == 1),
        (GameQuery(event="ecole"), lambda s: s % 3 == 0),
        (GameQuery(text="belle ecole"), lambda s: s == 0),
        (GameQuery(text="regence"), lambda s: True),
        (GameQuery(variant="écrire"), lambda s: s % 2 == 0),
        (GameQuery(date_from="1783", date_to="1785-12"), lambda s: 3 <= s <= 5),
        (GameQuery(player="nobody"), lambda s: False),
    ],
)
def test_search(filled: Archive, parties: list[Partie], query: GameQuery, keep: Callable[[int], bool]) -> None:
    found = search_games(filled, query)
    assert sorted(game.id for game in found.games) == _expected(range(len(parties)), keep)
    assert found.total == len(found.games)


def test_search_by_result(filled: Archive, parties: list[Partie]) -> None:
    for word, colour in (("B", "white"), ("noir", "black")):
        found = search_games(filled, GameQuery(result=word))
        winners = [seed + 1 for seed, p in enumerate(parties) if p.state.winner and p.state.winner.value == colour]
        assert sorted(g.id for g in found.games) == winners


def test_search_by_position_gives_games_and_throws(filled: Archive, parties: list[Partie]) -> None:
    partie = parties[3]
    rolls = [i for i, event in enumerate(partie.events) if isinstance(event, Roll)]
    index = rolls[len(rolls) // 2]
    before = partie.states[index - 1]
    position = before.position.with_to_move(before.mover)
    found = search_games(filled, GameQuery(position=position, with_throws=True))
    assert 4 in [game.id for game in found.games]
    assert search_games(filled, GameQuery(position=position)).games == [
        replace(game, at_throws=()) for game in found.games
    ]
    for game in found.games:
        assert throws_at_position(filled, game.id, position) == game.at_throws
        assert game.at_throws
        entries = position_entries([event for _t, event, _c in game_events(filled, game.id)])
        assert {throw for key, throw in entries if key == position_key_of(position)} == set(game.at_throws)


def test_search_pages(filled: Archive, parties: list[Partie]) -> None:
    first = search_games(filled, GameQuery(limit=3))
    second = search_games(filled, GameQuery(limit=3, offset=3))
    assert first.total == second.total == len(parties)
    assert not {g.id for g in first.games} & {g.id for g in second.games}


@pytest.mark.parametrize("query", [GameQuery(result="maybe"), GameQuery(variant="chouette"), GameQuery(date_from="x")])
def test_bad_query_is_a_value_error(filled: Archive, query: GameQuery) -> None:
    with pytest.raises(ValueError):
        search_games(filled, query)


# -- export -----------------------------------------------------------------------------


def test_export_and_import_again(filled: Archive, tmp_path: Path) -> None:
    target = tmp_path / "out.trictrac"
    count = export_games(filled, target, GameQuery(variant="ordinaire"))
    assert count == 4
    copy = Archive(f"sqlite:///{tmp_path / 'copy.sqlite'}")
    report = import_paths(copy, [target])
    assert report.games == 4 and not report.errors
    assert import_paths(filled, [target]).games == 0  # the same parties: all duplicates
    folder = tmp_path / "folder"
    folder.mkdir()
    assert export_games(filled, folder) == 8
    assert len(list(folder.glob("*.trictrac"))) == 8
    copy.close()


def test_export_of_a_partie_archived_without_text(archive: Archive, parties: list[Partie]) -> None:
    report = import_games(archive, [GameInput.from_partie(parties[0], "A", "B", (("Marques", "2"),))])
    text = export_text(archive)
    assert record_to_events(read_record(text)) == parties[0].events
    assert report.games == 1


# -- diagrams and lesson progress -------------------------------------------------------


def test_diagrams_and_lesson_progress_are_kept(archive: Archive) -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15})
    with archive.session() as session:
        session.add(
            StoredDiagram(
                title="Le six et cinq",
                caption="Après l'École",
                caption_norm=normalize("Après l'École"),
                position_code=position.code(),
                position_key=position_key_of(position),
                annotations=json.dumps([{"arrow": ["B1", "B7"]}]),
            )
        )
        session.commit()
    with archive.session() as session:
        diagram = session.exec(
            select(StoredDiagram).where(col(StoredDiagram.position_key) == position_key_of(position))
        ).one()
        assert Position.from_code(diagram.position_code) == position
        assert json.loads(diagram.annotations) == [{"arrow": ["B1", "B7"]}]


def test_lesson_progress_is_kept_per_learner_and_reset(archive: Archive) -> None:
    # Lessons' progress (issue "Lessons", point 5) lives in the archive: one row per learner and exercise.
    from datetime import UTC, datetime, timedelta

    from lessons.progress import Outcome, ProgressRecord
    from studio.review.scheduler import ArchiveProgressStore, progress

    store = ArchiveProgressStore(archive)
    now = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)
    record = ProgressRecord("Anne", "battre", "3", "{}", Outcome.MISSED, now + timedelta(minutes=10), 1, now)
    store.put(record)
    assert store.get("Anne", "battre", "3") == record
    store.put(ProgressRecord("Anne", "battre", "3", "{}", Outcome.FIRST_TRY, now + timedelta(days=2), 2, now))
    assert [r.reviews for r in store.records("Anne")] == [2]
    store.put(ProgressRecord("Anne", "remplir", "1", "{}", Outcome.MISSED, now, 1, now))
    store.put(ProgressRecord("Basile", "battre", "3", "{}", Outcome.MISSED, now, 1, now))
    assert store.delete("Anne", "battre") == 1
    assert [r.lesson_id for r in store.records("Anne")] == ["remplir"]
    assert store.delete("Anne") == 1 and store.records("Anne") == []
    assert len(store.records("Basile")) == 1
    # The FSRS scheduler on the archive: a missed exercise is due again within the hour.
    tracker = progress(store)
    assert tracker.store is store
    with archive.session() as session:
        assert len(session.exec(select(LessonProgress)).all()) == 1


# -- the command line -------------------------------------------------------------------


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    parser = CommandParser(prog="trictrac")
    add_archive_parser(parser.add_subparsers(dest="command", required=True, parser_class=CommandParser))
    args = parser.parse_args(argv)
    status = args.handler(args)
    out, err = capsys.readouterr()
    return status, out, err


def test_cli_import_search_stats_export(tmp_path: Path, texts: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite:///{tmp_path / 'cli.sqlite'}"
    (tmp_path / "in").mkdir()
    (tmp_path / "in" / "games.trictrac").write_text("\n".join(texts), encoding="utf-8")
    (tmp_path / "in" / "bad.trictrac").write_text("%trictrac 1\n1. B 7-3 B1-B6\n", encoding="utf-8")
    status, out, err = _run(["archive", "import", str(tmp_path / "in"), "--db", url], capsys)
    assert status == 2
    assert "imported 8 games from 1 of 2 files" in out
    assert f"{tmp_path / 'in' / 'bad.trictrac'}:2:" in err and "importing:" not in err  # quick, off a terminal
    status, out, _ = _run(["archive", "search", "--db", url, "--player", "zoe", "--json"], capsys)
    found = json.loads(out)
    assert status == 0 and found["total"] == len(found["games"]) == 4
    status, out, _ = _run(["archive", "search", "--db", url, "--position", "start N", "--limit", "1"], capsys)
    assert status == 0 and "at throw" in out
    status, out, _ = _run(["archive", "stats", "--db", url, "--json"], capsys)
    assert json.loads(out)["games"] == 8
    status, out, _ = _run(
        ["archive", "export", str(tmp_path / "out.trictrac"), "--db", url, "--text", "regence"], capsys
    )
    assert status == 0 and (tmp_path / "out.trictrac").read_text(encoding="utf-8").count("%trictrac") == 8


# -- the sample archive -----------------------------------------------------------------


@pytest.mark.slow
def test_sample_archive_opens_with_both_kinds_and_annotations() -> None:
    assert SAMPLE_DIR.is_dir()
    archive, report = open_default_archive("sqlite://")
    assert report.errors == [] and report.duplicates == []
    assert len(sample_files()) >= 2
    stats = archive_stats(archive)
    assert stats.games >= 200
    assert stats.variants["ordinaire"] >= 100 and stats.variants["ecrire"] >= 50
    assert "unfinished" not in stats.results  # complete parties only
    annotated = search_games(archive, GameQuery(text="commentee")).games
    assert len(annotated) >= 3
    for game in annotated:
        assert any(comment for _throw, _event, comment in game_events(archive, game.id))
    archive.close()


@pytest.mark.slow
def test_default_archive_gets_the_sample_once(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'user.sqlite'}"
    archive, first = open_default_archive(url)
    archive.close()
    archive, second = open_default_archive(url)
    assert first.games >= 200 and second.games == 0 and not second.duplicates
    assert archive_stats(archive).games == first.games
    archive.close()


def test_ecole_parties_differing_in_their_declarations_are_not_duplicates() -> None:
    # In école mode the declarations and claims are what the players decided: two parties with the same dice
    # and plays but other declarations are two parties.
    from notation.board import BLACK, WHITE
    from notation.game import Claim, Declare, Event
    from notation.record.summary import content_hash

    base: list[Event] = [Declare(WHITE, 4), Claim(BLACK, 0)]
    other: list[Event] = [Declare(WHITE, 2), Claim(BLACK, 2)]
    assert content_hash(base, "ordinaire") != content_hash(other, "ordinaire")
    assert content_hash(base, "ordinaire") == content_hash(list(base), "ordinaire")


def test_a_players_record(archive: Archive, capsys: pytest.CaptureFixture[str]) -> None:
    # Statistics per player (issue "The studio", point 6, and `trictrac archive stats --player`).
    from studio.store.stats import player_stats

    import_paths(archive, [SAMPLE_DIR / "ordinaire.trictrac"], workers=1)
    name = search_games(archive, GameQuery(limit=1)).games[0].white
    record = player_stats(archive, name.upper())
    found = search_games(archive, GameQuery(player=name, limit=None)).games
    mine = [game for game in found if name in (game.white, game.black)]
    assert record.games == len(mine) == record.as_white + record.as_black
    assert record.won + record.lost + record.drawn + record.unfinished == record.games
    assert sum(record.opponents.values()) == record.games
    assert record.won == sum(
        (game.winner == "white" and game.white == name) or (game.winner == "black" and game.black == name)
        for game in mine
    )


@pytest.mark.slow
def test_a_folder_read_by_worker_processes_is_archived_as_by_one(tmp_path: Path, texts: list[str]) -> None:
    # Folders are read by worker processes (the import's speed); what lands must not depend on it: the same
    # games, in the order of the files, with the same index, a bad file skipped whole in both.
    folder = tmp_path / "records"
    folder.mkdir()
    for number, text in enumerate(texts):
        (folder / f"game-{number:02d}.trictrac").write_text(text, encoding="utf-8")
    (folder / "game-99.trictrac").write_text(texts[0].replace("1. ", "1. X", 1), encoding="utf-8")
    reports = []
    contents = []
    for workers in (1, 2):
        archive = Archive(f"sqlite:///{tmp_path / f'archive-{workers}.sqlite'}")
        reports.append(import_paths(archive, [folder], workers=workers))
        with archive.engine.connect() as connection:
            games = connection.execute(sa.text("SELECT content_hash, white_id, throws FROM game ORDER BY id")).all()
        contents.append((games, index_pairs(archive)))
        archive.close()
    assert contents[0] == contents[1]
    assert [r.games for r in reports] == [len(texts), len(texts)]
    assert [(e.path, e.line) for e in reports[0].errors] == [(e.path, e.line) for e in reports[1].errors]
    assert len(reports[1].errors) == 1 and reports[1].errors[0].line > 0


# -- migrations carry archives forward ------------------------------------------------------


def archive_at_0002(url: str, texts: list[str]) -> str:
    """An archive as revision 0002 made it (the schema before the uniqueness rule), filled as its importer
    did, written here in plain SQL (SQLite or PostgreSQL) so that it does not depend on today's importer;
    ``texts`` may repeat a partie, which that schema allowed.  Game ids are 1, 2, ... in the order of ``texts``."""
    from studio.store.importing import read_games

    engine = db.make_engine(url)
    migrate(engine, "0002")
    players: dict[str, int] = {}
    events: dict[str, int] = {}
    with engine.begin() as connection:

        def run(sql: str, **values: object) -> Any:
            return connection.execute(sa.text(sql), values)

        for number, text in enumerate(texts, start=1):
            [game] = read_games(text)
            for name in (game.white, game.black):
                if name not in players:
                    players[name] = run(
                        "INSERT INTO player (name, name_norm) VALUES (:n, :m) RETURNING id", n=name, m=normalize(name)
                    ).scalar_one()
            columns = game.columns
            if columns["event"] and columns["event"] not in events:
                events[columns["event"]] = run(
                    "INSERT INTO event (name, name_norm) VALUES (:n, :m) RETURNING id",
                    n=columns["event"],
                    m=normalize(columns["event"]),
                ).scalar_one()
            identity = run(
                "INSERT INTO game (event_id, white_id, black_id, event, event_norm, site, date, date_key, round, "
                "variant, result, winner, throws, start_code, content_hash, search_text, record, source, imported_at) "
                "VALUES (:event_id, :white_id, :black_id, :event, :event_norm, :site, :date, :date_key, :round, "
                ":variant, :result, :winner, :throws, :start_code, :content_hash, :search_text, :record, :source, "
                "'2026-11-20 10:00:00') RETURNING id",
                event_id=events.get(columns["event"]),
                white_id=players[game.white],
                black_id=players[game.black],
                content_hash=game.content_hash,
                source=f"file{number}",
                event_norm=normalize(columns["event"]),
                **{k: columns[k] for k in ("event", "site", "date", "date_key", "round", "variant")},
                **{k: columns[k] for k in ("result", "winner", "throws", "start_code", "search_text", "record")},
            ).scalar_one()
            assert identity == number
            connection.execute(
                sa.text("INSERT INTO game_tag (game_id, name, value) VALUES (:g, :n, :v)"),
                [{"g": number, "n": name, "v": value} for name, value in dict(game.tags).items()],
            )
            connection.execute(
                sa.text("INSERT INTO position_entry (key, game_id, throw) VALUES (:k, :g, :t)"),
                [{"k": key, "g": number, "t": throw} for key, throw in game.positions],
            )
    engine.dispose()
    return url


def check_carried_forward(url: str, texts: list[str], parties: list[Partie]) -> None:
    """Open (and so migrate) the archive :func:`archive_at_0002` made of texts 0, 1, 2, 1 retagged, 1; check
    that every game, record, position and duplicate came through, and that the rules of today hold."""
    from studio.store.importing import read_games
    from studio.store.search import game_record

    retagged = texts[1].replace("Championnat de Paris", "Autre tournoi")
    written = [texts[0], texts[1], texts[2], retagged, texts[1]]
    with Archive(url) as archive:
        assert archive.revision() == head_revision()
        assert archive_stats(archive).games == 5  # no game is lost: a copy may carry its own tags
        assert find_duplicates(archive) == [[2, 4, 5]]
        with archive.engine.connect() as connection:
            copies = connection.exec_driver_sql("SELECT id, copy_number FROM game ORDER BY id").all()
        assert copies == [(1, 0), (2, 0), (3, 0), (4, 1), (5, 2)]
        for identity, seed in ((1, 0), (2, 1), (3, 2), (4, 1)):
            assert [event for _t, event, _c in game_events(archive, identity)] == parties[seed].events
        assert search_games(archive, GameQuery(event="autre")).total == 1
        assert search_games(archive, GameQuery(text="autre tournoi")).total == 1  # the free-text index is made
        stats = archive_stats(archive, distinct=True)
        seeds = (0, 1, 2, 1, 1)
        assert stats.positions == sum(len({k for k, _t in position_entries(parties[s].events)}) for s in seeds)
        assert index_pairs(archive) == {
            (indexed(key), identity)
            for identity, s in enumerate(seeds, start=1)
            for key, _t in position_entries(parties[s].events)
        }
        assert stats.distinct_positions == len({k for s in seeds for k, _t in position_entries(parties[s].events)})
        assert stats.duplicate_groups == 1
        with archive.engine.connect() as connection:
            assert connection.exec_driver_sql("SELECT count(*) FROM game WHERE record != ''").scalar_one() == 0
        for identity, text in enumerate(written, start=1):
            assert game_record(archive, identity) == read_games(text)[0].record  # moved, compressed, intact
        # The rule holds from now on: the partie is not archived again, unless asked, as copy 3.
        assert [d.existing for d in import_text(archive, texts[1]).duplicates] == [2]
        kept = import_text(archive, texts[1], on_duplicate="keep")
        with archive.engine.connect() as connection:
            copy = connection.execute(sa.text("SELECT copy_number FROM game WHERE id = :i"), {"i": kept.game_ids[0]})
            assert copy.scalar_one() == 3
        fresh = import_text(archive, texts[3])  # new ids follow the old ones
        assert fresh.game_ids == [7]


def test_an_archive_of_revision_0002_is_carried_forward_with_its_duplicates(
    tmp_path: Path, texts: list[str], parties: list[Partie]
) -> None:
    retagged = texts[1].replace("Championnat de Paris", "Autre tournoi")
    url = archive_at_0002(f"sqlite:///{tmp_path / 'old.sqlite'}", [texts[0], texts[1], texts[2], retagged, texts[1]])
    check_carried_forward(url, texts, parties)


def test_migrations_go_down_to_0002_and_up_again_with_the_games(
    tmp_path: Path, texts: list[str], parties: list[Partie]
) -> None:
    from alembic import command

    from studio.store.search import game_record

    url = f"sqlite:///{tmp_path / 'archive.sqlite'}"
    with Archive(url) as archive:
        ids = import_text(archive, "\n".join(texts)).game_ids
        records = [game_record(archive, identity) for identity in ids]
        with db.writing(archive.engine) as connection:
            command.downgrade(db.alembic_config(connection), "0002")
    with Archive(url) as archive:
        assert [game_record(archive, identity) for identity in ids] == records
        assert archive_stats(archive).positions == sum(
            len({k for k, _t in position_entries(p.events)}) for p in parties
        )
        for identity, partie in zip(ids, parties, strict=True):
            assert [event for _t, event, _c in game_events(archive, identity)] == partie.events
            assert search_games(archive, GameQuery(position_key=position_entries(partie.events)[-1][0])).total >= 1


def _snapshot_0004(url: str) -> dict[str, Any]:
    """What an archive of revision 0004 holds, read in plain SQL: index rows, tags, records, hashes, free text."""
    import zlib

    engine = db.make_engine(url)
    try:
        with engine.connect() as connection:

            def rows(sql: str) -> list[tuple[Any, ...]]:
                return [tuple(row) for row in connection.exec_driver_sql(sql).all()]

            return {
                "entries": set(rows("SELECT key, game_id, throw FROM position_entry")),
                "tags": set(rows("SELECT game_id, name, value FROM game_tag")),
                "records": {
                    g: zlib.decompress(bytes(z)).decode() for g, z in rows("SELECT game_id, text_z FROM game_record")
                },
                "hashes": dict(rows("SELECT id, content_hash FROM game")),
                "events": dict(rows("SELECT id, event_norm FROM game")),
                "counts": dict(rows("SELECT id, position_count FROM game")),
            }
    finally:
        engine.dispose()


def check_0004_forward_and_back(url: str, texts: list[str]) -> None:
    """An archive of revision 0004 with real games, carried to the head (the position index in blocks, records
    against the dictionary, tags read from the records, 32-byte hashes), searched, and carried back to 0004 with
    every index row, tag, record and hash it had."""
    from alembic import command

    from studio.store.search import game_record, game_tags

    commented = texts[0].replace("\n1. ", "\n{Une belle école de Noir.}\n1. ", 1)
    archive_at_0002(url, [commented, *texts[1:]])
    engine = db.make_engine(url)
    migrate(engine, "0004")
    engine.dispose()
    before = _snapshot_0004(url)
    assert before["entries"] and before["tags"] and len(before["records"]) == len(texts)
    with Archive(url) as archive:
        assert archive.revision() == head_revision() != "0004"
        pairs = {(key, game) for key, game, _throw in before["entries"]}
        assert index_pairs(archive) == {(indexed(key), game) for key, game in pairs}
        stats = archive_stats(archive, distinct=True)
        assert stats.positions == len(pairs) and stats.distinct_positions == len({key for key, _game in pairs})
        for identity, record in before["records"].items():
            assert game_record(archive, identity) == record
            assert game_tags(archive, identity) == sorted((n, v) for g, n, v in before["tags"] if g == identity)
            assert get_game(archive, identity).id == identity
        # Every position finds the games it found, at the same throws.
        for key in sorted({key for key, _game in pairs})[::7]:
            found = search_games(archive, GameQuery(position_key=key, limit=None, with_throws=True))
            expected = sorted({game for k, game, _t in before["entries"] if k == key})
            assert [game.id for game in found.games] == sorted(expected, key=lambda g: (get_game(archive, g).date, g))
            for game in found.games:
                assert set(game.at_throws) == {t for k, g, t in before["entries"] if k == key and g == game.id}
        assert [g.id for g in search_games(archive, GameQuery(text="belle ecole")).games] == [1]
        assert search_games(archive, GameQuery(text="regence")).total == len(texts)
        assert search_games(archive, GameQuery(player="zoe")).total == sum("Zoé" in text for text in texts)
        with archive.engine.connect() as connection:
            hashes: dict[int, str] = dict(
                connection.execute(sa.select(sa.column("id"), table_of(Game).c.content_hash)).all()
            )
        assert hashes == before["hashes"]
        assert import_text(archive, texts[2]).duplicates  # the hash still finds the partie
        with db.writing(archive.engine) as connection:
            command.downgrade(db.alembic_config(connection), "0004")
    after = _snapshot_0004(url)
    assert after == before


@pytest.mark.slow
def test_an_archive_of_revision_0004_is_carried_forward_and_back(tmp_path: Path, texts: list[str]) -> None:
    check_0004_forward_and_back(f"sqlite:///{tmp_path / 'old.sqlite'}", texts)
    engine = db.make_engine(f"sqlite:///{tmp_path / 'old.sqlite'}")
    with engine.connect() as connection:
        made = connection.exec_driver_sql("SELECT sql FROM sqlite_master WHERE name = 'game_text'").scalar_one()
    engine.dispose()
    assert "detail=none" not in made  # the free-text index keeps its positions again, as revision 0004 made it


# -- at scale: pages by key, capped counts, free text from its index, deletion without an index by game -----


def _all_pages(archive: Archive, query: GameQuery) -> list[int]:
    ids: list[int] = []
    after = None
    while True:
        page = search_games(archive, replace(query, after=after))
        ids.extend(game.id for game in page.games)
        if page.next_after is None:
            return ids
        after = page.next_after


@pytest.mark.parametrize("size", [1, 2, 3, 8])
def test_pages_by_key_give_every_game_once_in_order(filled: Archive, size: int) -> None:
    everything = search_games(filled, GameQuery(limit=None))
    assert _all_pages(filled, GameQuery(limit=size)) == [game.id for game in everything.games]
    assert everything.next_after is None


def test_counts_stop_at_the_limit_and_say_so(filled: Archive, parties: list[Partie]) -> None:
    found = search_games(filled, GameQuery(limit=2, count_limit=5))
    assert (found.total, found.capped, found.total_text, len(found.games)) == (5, True, "5+", 2)
    exact = search_games(filled, GameQuery(limit=2, count_limit=len(parties)))
    assert (exact.total, exact.capped, exact.total_text) == (len(parties), False, f"{len(parties)}")
    games_at: dict[int, int] = {}
    for partie in parties:
        for key in {key for key, _throw in position_entries(partie.events)}:
            games_at[key] = games_at.get(key, 0) + 1
    common = max(games_at, key=lambda key: (games_at[key], key))
    assert games_at[common] >= 2
    by_position = search_games(filled, GameQuery(position_key=common, count_limit=games_at[common] - 1))
    assert by_position.capped and by_position.total_text == f"{games_at[common] - 1}+"
    exact_position = search_games(filled, GameQuery(position_key=common, count_limit=games_at[common]))
    assert (exact_position.total, exact_position.capped) == (games_at[common], False)


def test_dense_searches_read_the_date_index_and_find_the_same_games(
    filled: Archive, parties: list[Partie], monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.store import search

    queries = [GameQuery(player="zoe", limit=2), GameQuery(text="ecole", limit=1), GameQuery(position_key=0, limit=2)]
    partie = parties[3]
    index = next(i for i, event in enumerate(partie.events) if isinstance(event, Roll) and i > 4)
    before = partie.states[index - 1]
    queries.append(GameQuery(position=before.position.with_to_move(before.mover), limit=1))
    expected = [_all_pages(filled, query) for query in queries]
    assert all(expected[:2]) and expected[3]
    monkeypatch.setattr(search, "_dense", lambda *_args: True)
    assert [_all_pages(filled, query) for query in queries] == expected


def test_a_common_position_walked_in_date_order_finds_what_its_list_of_games_finds(
    filled: Archive, parties: list[Partie], monkeypatch: pytest.MonkeyPatch
) -> None:
    # A position many games pass through is searched by reading the games in date order and checking each
    # against the index (the starting position at a million games); it must find what the list of ids finds,
    # with every other condition, every page, offsets and counts.
    from studio.store import search

    games_at: dict[int, int] = {}
    for partie in parties:
        for key in {key for key, _throw in position_entries(partie.events)}:
            games_at[key] = games_at.get(key, 0) + 1
    common = sorted(games_at, key=lambda key: (-games_at[key], key))[:3]
    queries = [
        replace(query, position_key=key)
        for key in common
        for query in (
            GameQuery(limit=2),
            GameQuery(limit=None),
            GameQuery(limit=1, offset=1),
            GameQuery(player="zoe", limit=1),
            GameQuery(text="ecole", limit=2),
            GameQuery(variant="ecrire", limit=2, count_limit=1),
        )
    ]

    def results(query: GameQuery) -> tuple[list[int], int, bool]:
        found = search_games(filled, query)
        return _all_pages(filled, query), found.total, found.capped

    listed = [results(query) for query in queries]
    assert any(pages for pages, _total, _capped in listed)
    monkeypatch.setattr(search, "_ID_LIST", 0)
    monkeypatch.setattr(search, "_WALK", 2)  # pages of games read, two at a time
    monkeypatch.setattr(search, "_walks", lambda *_args: True)
    assert [results(query) for query in queries] == listed


@pytest.mark.slow
@pytest.mark.parametrize("text", ["ecole", "belle ecole", "ÉCOLE DE", "de", "cafe de la", "x", "régence", "100%"])
def test_free_text_from_the_trigram_index_is_the_same_as_a_scan(filled: Archive, text: str) -> None:
    assert filled.has_text_index
    found = _all_pages(filled, GameQuery(text=text, limit=3))
    total = search_games(filled, GameQuery(text=text)).total  # counted in the index alone
    filled.__dict__["has_text_index"] = False  # the cached answer: scan
    try:
        assert _all_pages(filled, GameQuery(text=text, limit=3)) == found
        assert search_games(filled, GameQuery(text=text)).total == total == len(found)
    finally:
        del filled.__dict__["has_text_index"]


def test_deleting_games_removes_their_index_rows_and_records(filled: Archive, parties: list[Partie]) -> None:
    from studio.store.manage import delete_games

    pairs = index_pairs(filled)
    rows = len(pairs)
    with filled.engine.connect() as connection:
        text_rows = connection.exec_driver_sql("SELECT count(*) FROM game_text").scalar_one()
    assert delete_games(filled, [2, 5]) == 2
    gone = sum(len({key for key, _t in position_entries(parties[seed].events)}) for seed in (1, 4))
    assert index_pairs(filled) == {(key, game) for key, game in pairs if game not in (2, 5)}
    assert rows - len(index_pairs(filled)) == gone
    with filled.engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM game_record WHERE game_id IN (2, 5)").scalar() == 0
        assert connection.exec_driver_sql("SELECT count(*) FROM game_text").scalar_one() == text_rows - 2
    stats = archive_stats(filled, distinct=True)
    assert stats.games == len(parties) - 2
    assert stats.positions == rows - gone
    kept = [p for seed, p in enumerate(parties) if seed not in (1, 4)]
    assert stats.distinct_positions == len({key for p in kept for key, _throw in position_entries(p.events)})


def test_statistics_read_from_indexes_match_the_games(filled: Archive, parties: list[Partie], texts: list[str]) -> None:
    import_text(filled, texts[2], on_duplicate="keep")
    import_text(filled, texts[2], on_duplicate="keep")
    stats = archive_stats(filled, top=2)
    assert stats.games == len(parties) + 2 and stats.duplicate_groups == 1
    assert stats.distinct_positions is None and "distinct" not in "\n".join(stats.lines())
    seats: dict[str, int] = {}
    for game in search_games(filled, GameQuery(limit=None)).games:
        for name in (game.white, game.black):
            seats[name] = seats.get(name, 0) + 1
    assert stats.top_players == sorted(seats.items(), key=lambda item: (-item[1], item[0]))[:2]
    throws = [game.throws for game in search_games(filled, GameQuery(limit=None)).games]
    assert stats.average_throws == pytest.approx(sum(throws) / len(throws))


def test_files_written_together_and_one_failing_is_reported_alone(
    archive: Archive, texts: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.store import importing

    paths = []
    for number, text in enumerate(texts[:4]):
        paths.append(tmp_path / f"f{number}.trictrac")
        paths[-1].write_text(text, encoding="utf-8")
    bad = "%trictrac 1\n\n1. B 5-3 B1-B6 B1-B4\n2. N 9-4 N1-N7\n"  # a 9 on a die: does not read
    (tmp_path / "f9.trictrac").write_text(bad, encoding="utf-8")
    real = importing._Writer.write_files
    writes: list[list[str]] = []

    def refusing(
        self: importing._Writer,
        files: Sequence[tuple[str, Sequence[importing.ArchivedGame]]],
        on_duplicate: importing.OnDuplicate,
        report: importing.ImportReport,
    ) -> list[int]:
        writes.append([Path(source).name for source, _games in files])
        if any(source.endswith("f2.trictrac") for source, _games in files):
            raise sa.exc.DataError("INSERT", {}, ValueError("value too long"))
        return real(self, files, on_duplicate, report)

    monkeypatch.setattr(importing._Writer, "write_files", refusing)
    heard: list[tuple[int, str]] = []
    report = import_paths(archive, [tmp_path], workers=1, progress=lambda p: heard.append((p.files_done, p.path)))
    # One transaction for the four that read, written together and refused as a whole; then file by file.
    assert writes == [[f"f{n}.trictrac" for n in range(4)], *([f"f{n}.trictrac"] for n in range(4))]
    assert [Path(error.path).name for error in report.errors] == ["f2.trictrac", "f9.trictrac"]
    assert report.games == 3 and report.files == 5
    assert [Path(path).name for _n, path in heard[1:]] == [*(f"f{n}.trictrac" for n in range(4)), "f9.trictrac"]
    assert [n for n, _path in heard] == list(range(6))
    assert archive_stats(archive).games == 3


def test_an_archive_in_memory_searches_on_one_connection(texts: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """In memory, every connection is the same one: the players and the text index are asked before the
    search's own transaction begins, never inside it."""
    from studio.store import search

    with Archive("sqlite://") as archive:
        import_text(archive, "\n".join(texts))
        query = GameQuery(player="zoe", text="ecole", limit=1)
        expected = search_games(archive, query)
        monkeypatch.setattr(search, "_dense", lambda *_args: True)
        found = search_games(archive, query)
        assert found == expected and found.total == 1 and len(found.games) == 1
