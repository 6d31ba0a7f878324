"""Archive benchmark: import 10,000 generated games, then search by player and by position.

    .venv/bin/python bench/archive_bench.py [--games 10000] [--db URL] [--workers 2]

The games are played by the engine's self-play (half ordinaire, half à
écrire in two marqués), written as record files of 100 games each, and
cached in the temporary folder between runs.  Printed: the import rate
end to end (reading the records and archiving them, one transaction per
file) and of the archive alone (games already read), and the median time
of a search by player and by position.  Goals: ≥ 500 games/s, 20 ms, 100 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import Position
from notation.game import Event, Variant
from notation.record import record_from_partie, write_records
from notation.record.summary import position_entries
from studio.store.db import Archive
from studio.store.importing import import_games, import_paths, read_games
from studio.store.search import GameQuery, game_events, search_games

PER_FILE = 100
NAMES = [f"Joueur {chr(0x41 + i // 10)}{i % 10} Éé" for i in range(60)]


def _write_file(job: tuple[Path, int]) -> Path:
    path, first = job
    records = []
    for number in range(first, first + PER_FILE):
        rng = random.Random(number)
        variant = Variant.ORDINAIRE if number % 2 else Variant.ECRIRE
        players = (RandomPlayer(random.Random(number * 3)), GreedyPlayer())
        partie = play_partie(players, random.Random(number * 3 + 1), variant, marques=2)
        white, black = rng.sample(NAMES, 2)
        tags = {"Event": f"Banc d'essai {number // 1000}", "Date": f"20{number % 25:02d}.01.01"}
        records.append(record_from_partie(partie, {**tags, "White": white, "Black": black}))
    path.write_text(write_records(records), encoding="utf-8")
    return path


def generate(folder: Path, games: int, workers: int) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    jobs = [(folder / f"games-{first:06d}.trictrac", first) for first in range(0, games, PER_FILE)]
    missing = [job for job in jobs if not job[0].exists()]
    if missing:
        print(f"generating {len(missing) * PER_FILE} games in {folder} …", file=sys.stderr)
        started = time.perf_counter()
        with ProcessPoolExecutor(workers) as pool:
            list(pool.map(_write_file, missing))
        print(f"  {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return [path for path, _first in jobs]


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="archive benchmark")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--db", default=None, help="SQLAlchemy URL of an EMPTY database (default: a temporary SQLite)")
    parser.add_argument("--workers", type=int, default=2, help="processes generating games")
    parser.add_argument("--cache", default=str(Path(tempfile.gettempdir()) / "trictrac-archive-bench"))
    parser.add_argument("--searches", type=int, default=200)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.games, args.searches, args.workers = PER_FILE, 3, 1

    files = generate(Path(args.cache) / str(args.games), args.games, args.workers)
    scratch = Path(tempfile.mkdtemp(prefix="trictrac-bench-"))

    url = args.db or f"sqlite:///{scratch / 'end-to-end.sqlite'}"
    archive = Archive(url)
    started = time.perf_counter()
    report = import_paths(archive, files)
    seconds = time.perf_counter() - started
    assert not report.errors, report.errors[:3]
    print(f"import end to end: {report.games} games in {seconds:.1f} s = {report.games / seconds:.0f} games/s")

    # The archive's own part: the same games, already read.
    started = time.perf_counter()
    read = [read_games(path.read_text(encoding="utf-8")) for path in files]
    reading = time.perf_counter() - started
    positions = sum(len(game.positions) for games in read for game in games)
    print(
        f"  reading the records alone: {args.games / reading:.0f} games/s; {positions / args.games:.0f} positions/game"
    )
    if args.db is None:
        store_only = Archive(f"sqlite:///{scratch / 'store-only.sqlite'}")
        started = time.perf_counter()
        for games in read:
            import_games(store_only, games)
        seconds = time.perf_counter() - started
        print(f"  archiving alone (read games): {args.games / seconds:.0f} games/s")
        store_only.close()

    rng = random.Random(7)
    samples = []
    for _ in range(args.searches):
        name = rng.choice(NAMES)
        started = time.perf_counter()
        found = search_games(archive, GameQuery(player=name, limit=50))
        samples.append(time.perf_counter() - started)
    print(f"search by player: median {_median_ms(samples):.1f} ms ({found.total} games for the last)")

    ids = report.game_ids
    samples = []
    hits = []
    for _ in range(args.searches):
        identity = rng.choice(ids)
        events = [event for _t, event, _c in game_events(archive, identity)]
        key_throw = rng.choice(position_entries(events))
        # Rebuild the position from the events to search it as a user would, by its dames.
        position = _position_at(events, key_throw[1])
        started = time.perf_counter()
        found = search_games(archive, GameQuery(position=position, limit=50))
        samples.append(time.perf_counter() - started)
        hits.append(found.total)
        assert identity in [game.id for game in found.games] or found.total > 50
    print(f"search by position: median {_median_ms(samples):.1f} ms (median {statistics.median(hits):.0f} games found)")
    started = time.perf_counter()
    found = search_games(archive, GameQuery(position=Position.start(), limit=50))
    print(f"  the starting position: {(time.perf_counter() - started) * 1000:.1f} ms, {found.total} games")
    archive.close()
    return 0


def _position_at(events: list[Event], throw: int) -> Position:
    """The position at ``throw`` of a partie, by replaying its moves (as the position index does)."""
    from notation.game import Move, PrimauteThrow, Releve, Roll

    start = Position.start()
    white, black = list(start.white), list(start.black)
    count = 0
    last = None
    for event in events:
        if isinstance(event, PrimauteThrow | Roll):
            count += 1
            mover = (
                event.colour
                if isinstance(event, Roll)
                else (start.to_move if event.white > event.black else start.to_move.opponent)
            )
            if count == throw:
                return Position.unchecked(tuple(white), tuple(black), mover)
        elif isinstance(event, Move):
            counts = white if event.colour is start.to_move else black
            for origin, target in event.moves:
                counts[origin - 1] -= 1
                if target <= 24:
                    counts[target - 1] += 1
            last = event.colour
        elif isinstance(event, Releve):
            white, black = list(start.white), list(start.black)
    assert last is not None
    return Position.unchecked(tuple(white), tuple(black), last.opponent)


if __name__ == "__main__":
    sys.exit(main())
