"""Run every benchmark in turn and print their figures (``make bench``).

Each benchmark is a script of its own in this folder that prints its
medians; this runs them one after the other in fresh interpreters, so that
one's caches and imports do not flatter the next.  Pass names to run only
some: ``python bench/run.py moves scoring``; ``--tiny`` runs each at a size of seconds (what the
tests do, to see that none is broken), its figures meaningless.  ``import_folder`` imports 10,000 parties played once
(some four minutes the first time, cached) from folders of files of 100, 10 and 1 game, on SQLite and
PostgreSQL.  ``training`` plays the tutor's self-play parties of its training, in one process and in two.  The
archive benchmark plays
10,000 games the first time (cached in the temporary folder afterwards) and
the bot's plays hundreds of parties: they take minutes.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORDER = [
    "moves",
    "scoring",
    "record",
    "export",
    "ui",
    "archive",
    "import_folder",
    "cli_start",
    "startup",
    "edit_frame",
    "partie",
    "bot",
    "levels",
    "calibration",
    "rank",
    "analysis",
    "training",
]


def script(name: str) -> Path:
    """A benchmark's script: ``NAME.py``, or ``NAME_bench.py`` for the older ones."""
    plain = HERE / f"{name}.py"
    return plain if plain.is_file() else HERE / f"{name}_bench.py"


def main(argv: list[str]) -> int:
    tiny = "--tiny" in argv
    names = [name for name in argv if name != "--tiny"] or ORDER
    unknown = [name for name in names if name not in ORDER]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(ORDER)}", file=sys.stderr)
        return 2
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    failed = 0
    for name in names:
        print(f"== {name}", flush=True)
        started = time.perf_counter()
        done = subprocess.run([sys.executable, str(script(name)), *(["--tiny"] if tiny else [])], env=env, check=False)
        failed += done.returncode != 0
        print(f"   ({time.perf_counter() - started:.0f} s)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
