"""The archive at scale: build an archive of N generated games, then time its searches and statistics.

    nice .venv/bin/python bench/archive_scale.py --games 10000 [--db URL] [--pool 2000]

``--games`` is 10k, 100k or 1M (any number).  ``--db`` is a PostgreSQL
server's URL: a database ``trictrac_bench_…`` is made there and dropped at
the end (``--keep`` keeps it); without it, a SQLite file in a temporary
folder.

Building a million games by self-play would take hours, so a pool of
``--pool`` parties is played by the engine once (cached in the temporary
folder), read by the archive's own reader, and reused: copy *c* of a pooled
partie keeps its record, events and opening, gets other players, event, date
and sometimes a comment, and its positions after the opening (the first
``OPENING`` throws) and its content hash are those of a partie of its own
(XORed with a number of the copy).  So the archive holds N different games whose
positions are shared in the opening and rare after it, as in a real
collection; the import writes every row a real import writes.

Printed, one line of figures: the import rate (games/s, the archive's writer
on games already read and their records packed, as a folder import's reader
processes pack them, one transaction per ``--batch`` games (5,000, as a folder
import groups its files); on stderr also the rate with the copies made, and the
cost a game of the first and last batch), bytes a game on disk, the median (p50)
and p95 of a search by player, by free text, by position (a position of a
random game; and the starting position, found in every game), the
statistics, and the explorer at the starting position (the plays of its latest 2,000 games: revision 0008's
play index; wall p50 of 5, and the CPU of one).  ``--dictionary FILE`` writes the records' preset dictionary
(``resources/archive/record_dictionary_1.txt``) from 400 parties of its own, none
of them in the pool, and stops.

Measured on the 2-core build machine, shared with other work (load 2-5), 2026-11-24 (PostgreSQL 15, SQLite
3.40), times in ms.  Revision 0005 (the position index in blocks, records against a dictionary, tags in the
record only, 32-byte hashes, a positionless FTS5 index, trigram indexes without pending lists):

| back-end | games | import games/s | bytes/game | player p50/p95 | text p50/p95 | position p50/p95 | start | stats s |
| sqlite | 10,000 | 6,546 | 1,764 | 2.1 / 4.5 | 2.6 / 3.3 | 0.8 / 1.8 | 4.3 | 0.02 |
| sqlite | 100,000 | 5,621 | 1,794 | 2.4 / 5.5 | 6.7 / 8.9 | 0.9 / 4.2 | 5.4 | 0.04 |
| sqlite | 1,000,000 | 4,217 | 1,716 | 8.8 / 21.8 | 19.5 / 25.3 | 2.3 / 25.0 | 16.5 | 0.30 |
| postgresql | 10,000 | 2,353 | 2,119 | 3.1 / 7.6 | 2.7 / 3.5 | 2.1 / 3.9 | 6.4 | 0.02 |
| postgresql | 100,000 | 2,683 | 1,901 | 5.9 / 12.9 | 6.3 / 13.1 | 2.4 / 7.6 | 9.2 | 0.04 |
| postgresql | 1,000,000 | 2,659 | 1,820 | 7.7 / 23.5 | 19.4 / 23.7 | 7.5 / 45.4 | 33.5 | 0.17 |

The sqlite 1M row is of the final code (re-run 06:35-06:47, load 1-2; before the last two changes of the
position search it was 3,567 games/s and a position p95 of 36.7 ms, positions of 2,000 to 7,000 games being
walked in date order).  The postgresql 1M row was measured before the list of a position's games was sorted
by an expression (re-timed on that archive afterwards, its 200 position searches: p50 4.2-8.7, p95 35.8-39.3
ms, against p50 4.2, p95 44.1 before).  A PostgreSQL archive of 10,000 games is above 2 KB a game by its 5,000 players'
rows and indexes (some 250 bytes a game there, 3 at a million).  Import with the copies made (the records
packed at level 9 in this process, as a reader process would): 1,543 games/s sqlite (1,376 before the last
changes), 1,270 postgresql at 1M.

Where the bytes went at 10,000 games, SQLite (``dbstat``), bytes a game, revision 0004 → 0005: position
index 1,553 → 701 (rows of key, game, throw → blocks of 8-byte pairs); records 1,014 → 546 (zlib → deflate
against the dictionary); ``game`` 361 → 239; free-text index 322 → 83; ``game_tag`` 190 → 0; the hash's
unique index 83 → 47; the rest 159 → 160.  PostgreSQL (``pg_total_relation_size``, with its indexes), 10,000
games: position index 6,513 (heap 3,404, primary key 3,109) → 707; records 982 → 573; trigram index of the
free text 619 → 168 (``fastupdate = off``: its pending list of up to 4 MB dominated a small archive);
``game_tag`` 528 → 0.

Revision 0004 (the last session's figures; "before": the archive of the branch point before it):

| back-end | games | import games/s | bytes/game | player p50/p95 | text p50/p95 | position p50/p95 | start | stats s |
| sqlite (before) | 10,000 | 983 | 7,171 | 12.1 / 24.5 | 28.0 / 47.6 | 0.7 / 9.1 | 36.4 | 1.72 |
| sqlite (before) | 100,000 | 343 | 5,739 | 38.3 / 255.0 | 725.2 / 1,813.2 | 1.9 / 58.9 | 1,439.0 | 4.60 |
| postgresql (before) | 10,000 | 277 | 10,144 | 20.9 / 52.0 | 25.5 / 43.9 | 11.2 / 19.8 | 14.8 | 0.46 |
| sqlite | 10,000 | 4,006 | 3,651 | 1.6 / 3.9 | 2.4 / 4.1 | 0.7 / 1.5 | 1.8 | 0.02 |
| sqlite | 300,000 | 1,281 | 3,681 | 6.3 / 10.9 | 5.3 / 10.9 | 0.8 / 5.2 | 2.4 | 0.15 |
| sqlite | 1,000,000 | 871 | 3,686 | 9.3 / 15.0 | 6.9 / 14.9 | 0.9 / 16.3 | 2.3 | 0.55 |
| postgresql | 10,000 | 2,611 | 9,786 | 3.0 / 9.5 | 3.3 / 4.2 | 2.4 / 6.0 | 4.6 | 0.02 |
| postgresql | 100,000 | 1,487 | 9,028 | 9.8 / 20.6 | 11.8 / 22.7 | 2.7 / 8.0 | 5.5 | 0.04 |
| postgresql | 1,000,000 | 1,477 | 8,755 | 7.8 / 26.9 | 23.3 / 34.2 | 2.5 / 31.9 | 5.4 | 0.15 |

("before": its 100k SQLite row was measured with the uniqueness rule already in.  The sqlite 10k and
postgresql 10k rows of 0004 were measured with transactions of 1,000 games.)
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import sys
import tempfile
import time
import uuid
from array import array
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import sqlalchemy as sa

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.game import Variant
from notation.record import record_from_partie, write_records
from studio.store.db import Archive
from studio.store.explore import explore
from studio.store.importing import PreparedGame, game_columns, import_games, read_games
from studio.store.records import pack_record, train_dictionary
from studio.store.search import GameQuery, search_games
from studio.store.stats import archive_stats

PER_FILE = 100
OPENING = 6
TRAINING_SEED = 1_000_000
"""The first party of those the records' dictionary is made of: none of them is in the pool."""
"""Throws whose positions copies share with their pooled partie."""

FIRST = [
    "Jean",
    "Pierre",
    "Louis",
    "Marie",
    "Anne",
    "Claude",
    "Jacques",
    "François",
    "Michel",
    "Hélène",
    "Zoé",
    "Éric",
    "Benoît",
    "Noël",
    "Agnès",
    "Cécile",
    "Gérard",
    "Lucien",
    "Odile",
    "Renée",
    "Thérèse",
    "Yves",
    "André",
    "Bernadette",
    "Colette",
    "Denis",
    "Étienne",
    "Fernand",
    "Geneviève",
    "Henri",
    "Isabelle",
    "Joseph",
]
LAST = [
    "Martin",
    "Bernard",
    "Dubois",
    "Thomas",
    "Robert",
    "Richard",
    "Petit",
    "Durand",
    "Leroy",
    "Moreau",
    "Simon",
    "Laurent",
    "Lefèvre",
    "Michel",
    "Garcia",
    "David",
    "Bertrand",
    "Roux",
    "Vincent",
    "Fournier",
    "Morel",
    "Girard",
    "André",
    "Lefebvre",
    "Mercier",
    "Dupont",
    "Lambert",
    "Bonnet",
    "François",
    "Martinez",
    "Légaré",
    "Bézout",
    "Castaing",
    "Ménard",
    "Dubœuf",
    "Régnier",
    "Soumille",
    "Trouvé",
    "Guyot",
    "Chevalier",
    "Fabre",
    "Gauthier",
    "Perrin",
    "Clément",
]
WORDS = [
    "coin",
    "repos",
    "jan",
    "retour",
    "grand",
    "petit",
    "relevé",
    "bredouille",
    "école",
    "tenir",
    "sortir",
    "plein",
    "remplir",
    "fausse",
    "case",
    "puissance",
    "effet",
    "surcase",
    "talon",
    "batterie",
    "dame",
    "passage",
    "contre-jan",
    "mézéas",
    "écrire",
    "marqué",
    "partie",
    "belle",
    "coup",
    "hasard",
    "doublet",
    "ouverture",
    "fin",
    "grande",
    "bande",
    "petite",
    "bande",
    "fleurs",
    "jeu",
    "serré",
    "attaque",
    "défense",
    "prudence",
    "audace",
]


def _play(job: tuple[Path, int]) -> Path:
    path, first = job
    records = []
    for number in range(first, first + PER_FILE):
        variant = Variant.ORDINAIRE if number % 2 else Variant.ECRIRE
        players = (RandomPlayer(random.Random(number * 3)), GreedyPlayer())
        partie = play_partie(players, random.Random(number * 3 + 1), variant, marques=2)
        records.append(record_from_partie(partie, {"White": "Blanc", "Black": "Noir"}))
    path.write_text(write_records(records), encoding="utf-8")
    return path


def _read(path: Path) -> list[PreparedGame]:
    return [game.prepared() for game in read_games(path.read_text(encoding="utf-8"))]


def pool_of(size: int, cache: Path, workers: int, seed: int = 0) -> list[PreparedGame]:
    """``size`` parties played by the engine (cached as record files), read as the importer reads them; ``seed``
    is the number of the first (another ``seed``, other parties)."""
    folder = cache / (f"pool-{size}" if not seed else f"pool-{seed}-{size}")
    folder.mkdir(parents=True, exist_ok=True)
    jobs = [(folder / f"pool-{first:06d}.trictrac", first) for first in range(seed, seed + size, PER_FILE)]
    missing = [job for job in jobs if not job[0].exists()]
    started = time.perf_counter()
    with ProcessPoolExecutor(workers) as pool:
        if missing:
            print(f"playing {len(missing) * PER_FILE} parties into {folder} …", file=sys.stderr)
            list(pool.map(_play, missing))
        games = [game for chunk in pool.map(_read, [path for path, _ in jobs]) for game in chunk]
    print(f"pool of {len(games)} parties ready in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return games


class Copies:
    """Game number ``i`` of the archive: a copy of pooled partie ``i % len(pool)``, a different game."""

    def __init__(self, pool: list[PreparedGame], players: int) -> None:
        self.pool = pool
        rng = random.Random(5)
        names = sorted({f"{rng.choice(FIRST)} {rng.choice(LAST)} {n}" for n in range(players)})
        self.players = names

    def game(self, number: int) -> PreparedGame:
        base = self.pool[number % len(self.pool)]
        copy = number // len(self.pool)
        rng = random.Random(number)
        white, black = rng.sample(self.players, 2)
        event = f"Tournoi de {rng.choice(LAST)} {1990 + number % 35}"
        date = f"{1990 + number % 35}.{1 + rng.randrange(12):02d}.{1 + rng.randrange(28):02d}"
        tags = [("Evenement", event), ("Date", date), ("Blanc", white), ("Noir", black)]
        tags += [(name, value) for name, value in base.tags if name not in {"Evenement", "Date", "Blanc", "Noir"}]
        notes: tuple[str, ...] = ()
        if rng.random() < 0.2:
            notes = (" ".join(rng.choice(WORDS) for _ in range(rng.randrange(4, 12))).capitalize() + ".",)
        head = "".join(f'[{name} "{value}"]\n' for name, value in tags)
        body = base.record.split("\n\n", 1)[1] if "\n\n" in base.record else ""
        comment = f"{{{notes[0]}}}\n" if notes else ""
        record = f"%trictrac 1\n{head}\n{comment}{body}"
        keys = base.position_keys
        digest = base.content_hash
        if copy:
            # The keys come first seen first, one a throw or fewer: the first OPENING + 1 are the opening's.
            salt = int.from_bytes(hashlib.sha256(f"{copy}".encode()).digest()[:8], "big") >> 1
            keys = array("q", [key if index <= OPENING else key ^ salt for index, key in enumerate(keys)])
            digest = hashlib.sha256(f"{base.content_hash}:{copy}".encode()).hexdigest()
        game = base._replace(
            white=white,
            black=black,
            tags=tuple(tags),
            record=record,
            notes=notes,
            comments={},
            content_hash=digest,
            position_keys=keys,
            packed=pack_record(record),  # as a reader does it (worker processes, for a folder)
        )
        return game._replace(columns=game_columns(game))


def _quantiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] * 1000


def _timed(runs: int, make: Callable[[random.Random], Callable[[], Any]]) -> tuple[float, float]:
    rng = random.Random(11)
    samples = []
    for _ in range(runs):
        call = make(rng)
        started = time.perf_counter()
        call()
        samples.append(time.perf_counter() - started)
    return _quantiles(samples)


def _size(archive: Archive, path: Path | None) -> int:
    if path is not None:
        with archive.engine.connect() as connection:
            connection.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
    with archive.engine.connect() as connection:
        return int(connection.exec_driver_sql("SELECT pg_database_size(current_database())").scalar_one())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the archive at scale")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--db", default=None, help="a PostgreSQL server's URL (default: a temporary SQLite file)")
    parser.add_argument("--pool", type=int, default=2000, help="parties played by the engine and reused")
    parser.add_argument("--players", type=int, default=5000)
    parser.add_argument("--batch", type=int, default=5000, help="games a transaction (import_paths: GROUP_GAMES)")
    parser.add_argument("--searches", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--keep", action="store_true", help="keep the archive made")
    parser.add_argument("--cache", default=str(Path(tempfile.gettempdir()) / "trictrac-archive-scale"))
    parser.add_argument(
        "--dictionary",
        default=None,
        help="write the records' preset dictionary (resources/archive/record_dictionary_1.txt) from other parties, "
        "and stop",
    )
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.games, args.pool, args.players, args.batch, args.searches, args.workers = 300, PER_FILE, 50, 100, 3, 1

    if args.dictionary:
        # Parties of their own (numbers far from the pool's), written as the archive's copies are.
        sample = Copies(pool_of(400, Path(args.cache), args.workers, seed=TRAINING_SEED), args.players)
        Path(args.dictionary).write_bytes(train_dictionary(sample.game(n).record for n in range(400)))
        return 0

    pool = pool_of(args.pool, Path(args.cache), args.workers)
    copies = Copies(pool, args.players)
    admin = None
    path: Path | None = None
    if args.db:
        name = f"trictrac_bench_{uuid.uuid4().hex[:8]}"
        admin = sa.create_engine(args.db, isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            connection.exec_driver_sql(f"CREATE DATABASE {name} ENCODING 'UTF8' TEMPLATE template0")
        url = sa.make_url(args.db).set(database=name).render_as_string(hide_password=False)
    else:
        path = Path(tempfile.mkdtemp(prefix="trictrac-scale-")) / "archive.sqlite"
        url = f"sqlite:///{path}"
    archive = Archive(url)
    empty = _size(archive, path)
    backend = archive.dialect

    # -- import ----------------------------------------------------------------------------
    started = time.perf_counter()
    costs = []
    writing = 0.0
    for first in range(0, args.games, args.batch):
        games = [copies.game(number) for number in range(first, min(args.games, first + args.batch))]
        began = time.perf_counter()
        report = import_games(archive, games, source=f"bench {first}")
        spent = time.perf_counter() - began
        writing += spent
        costs.append(spent / len(games))
        assert report.games == len(games), (report.games, len(report.duplicates))
        if first and first % (args.batch * 50) == 0:
            print(f"  {first} games, {first / writing:.0f} games/s", file=sys.stderr)
    total = time.perf_counter() - started
    if backend == "postgresql":  # what autovacuum does after a bulk load, done now: the planner's statistics
        with archive.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
            connection.exec_driver_sql("VACUUM ANALYZE")
    size = _size(archive, path) - empty
    print(
        f"import: {args.games} games, writer {args.games / writing:.0f} games/s "
        f"({args.games / total:.0f} with the copies made), {costs[0] * 1000:.2f} → {costs[-1] * 1000:.2f} ms a game",
        file=sys.stderr,
    )

    # -- searches --------------------------------------------------------------------------
    runs = args.searches

    def by_player(rng: random.Random) -> Callable[[], Any]:
        name = rng.choice(copies.players)
        query = GameQuery(player=name if rng.random() < 0.5 else name.split()[1], limit=50)
        return lambda: search_games(archive, query)

    def by_text(rng: random.Random) -> Callable[[], Any]:
        query = GameQuery(text=rng.choice(WORDS), limit=50)
        return lambda: search_games(archive, query)

    keys = []
    rng = random.Random(3)
    for _ in range(runs):
        game = copies.game(rng.randrange(args.games))
        keys.append(rng.choice(game.position_keys))

    def by_position(rng: random.Random) -> Callable[[], Any]:
        query = GameQuery(position_key=keys[rng.randrange(len(keys))], limit=50)
        return lambda: search_games(archive, query)

    player = _timed(runs, by_player)
    text = _timed(runs, by_text)
    position = _timed(runs, by_position)
    start = _timed(10, lambda rng: lambda: search_games(archive, GameQuery(position=Position.start(), limit=50)))
    explored = _timed(5, lambda rng: lambda: explore(archive, Position.start()))
    explore_cpu = time.process_time()
    explore(archive, Position.start())
    explore_cpu = time.process_time() - explore_cpu
    started = time.perf_counter()
    stats = archive_stats(archive)
    stats_seconds = time.perf_counter() - started
    assert stats.games == args.games, stats.games
    # The explorer as it was before the play index: every game replayed from its record (the index emptied).
    with archive.begin() as connection:
        connection.exec_driver_sql("DELETE FROM game_plays")
    replayed_cpu, replayed_wall = time.process_time(), time.perf_counter()
    replayed = explore(archive, Position.start())
    replayed_cpu, replayed_wall = time.process_time() - replayed_cpu, time.perf_counter() - replayed_wall
    print(
        f"explore start without the play index (each game replayed): {replayed_wall:.2f} s wall, "
        f"{replayed_cpu:.2f} s CPU, {replayed.games} games",
        file=sys.stderr,
    )
    found = search_games(archive, GameQuery(position=Position.start(), limit=50))

    print(
        "| back-end | games | import games/s | bytes/game | player p50/p95 ms | text p50/p95 ms "
        "| position p50/p95 ms | start position ms | stats s | explore start p50 ms (CPU ms) |"
    )
    print(
        f"| {backend} | {args.games:,} | {args.games / writing:,.0f} | {size / args.games:,.0f} "
        f"| {player[0]:.1f} / {player[1]:.1f} | {text[0]:.1f} / {text[1]:.1f} "
        f"| {position[0]:.1f} / {position[1]:.1f} | {start[0]:.1f} ({getattr(found, 'total_text', found.total)}) "
        f"| {stats_seconds:.2f} | {explored[0]:.0f} ({explore_cpu * 1000:.0f}) |"
    )
    archive.close()
    if admin is not None:
        if not args.keep:
            with admin.connect() as connection:
                connection.exec_driver_sql(f"DROP DATABASE {sa.make_url(url).database} WITH (FORCE)")
        admin.dispose()
    elif path is not None and not args.keep:
        for item in path.parent.glob("*"):
            item.unlink()
        path.parent.rmdir()
    return 0


if __name__ == "__main__":
    sys.exit(main())
