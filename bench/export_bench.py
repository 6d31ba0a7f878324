"""Benchmark of the PDF export: a booklet of 100 diagrams, and 100 diagrams six to a page (goal ≤ 2 s each).

Run: ``.venv/bin/python bench/export_bench.py``.  Prints seconds per export, wall and CPU (the process's, apart
from the machine's load), and whether reportlab's C accelerator (``rl_accel``) is installed; asserts nothing.
"""

from __future__ import annotations

import argparse
import io
import random
import time

from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.record import record_from_partie
from studio.export.booklet import booklet_pdf, booklet_turns
from studio.export.diagram import PrintedDiagram, diagrams_pdf
from studio.export.fonts import font_set


def main() -> None:
    import importlib.util

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    size = 5 if parser.parse_args().tiny else 100

    accelerated = importlib.util.find_spec("_rl_accel") is not None
    print(f"reportlab's accelerator rl_accel: {'installed' if accelerated else 'not installed'}")
    font_set()  # registering the fonts is paid once per process
    rng = random.Random(7)
    partie = play_partie((GreedyPlayer(), RandomPlayer(rng)), rng)
    while partie.turns() < size:
        partie = play_partie((GreedyPlayer(), RandomPlayer(rng)), rng)
    record = record_from_partie(partie, {"Evenement": "Banc d'essai", "Blanc": "Glouton", "Noir": "Hasard"})
    turns = [turn.number for turn in record.turns()][:size]

    start, cpu = time.perf_counter(), time.process_time()
    result = booklet_pdf(record, io.BytesIO(), at_turns=set(turns))
    booklet, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(
        f"booklet: {len(record.turns())} turns, {len(result.diagrams)} diagrams, {result.pages} pages: {booklet:.2f} s"
        f" (CPU {cpu:.2f} s)"
    )

    items, _ = booklet_turns(record)
    diagrams = [
        PrintedDiagram(item.position, item.turn.throw, item.score, f"Coup {item.turn.number}") for item in items[:size]
    ]
    for per_page in (1, 6):
        start, cpu = time.perf_counter(), time.process_time()
        pages = diagrams_pdf(diagrams, io.BytesIO(), per_page=per_page).pages
        wall, cpu = time.perf_counter() - start, time.process_time() - cpu
        print(f"diagrams: {len(diagrams)}, {per_page} to a page, {pages} pages: {wall:.2f} s (CPU {cpu:.2f} s)")


if __name__ == "__main__":
    main()
