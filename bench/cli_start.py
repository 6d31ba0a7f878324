"""A ``trictrac`` command's own start: ``trictrac show start`` against ``python -c pass``, in fresh interpreters.

    nice .venv/bin/python bench/cli_start.py [--runs 21]

Each command is run ``--runs`` times, alternating, and the medians are
printed (the bytecode cached, as installed): wall time and CPU time (user + system, from the child's own
resource usage, which the machine's load does not inflate), each command's
and the difference, with the load averages before and after.  The goal is
60 ms or less over ``python -c pass``.  ``tests/cli/test_cli_start.py`` checks the
modules it imports (no clock in a test).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.measure import load  # noqa: E402


def environment() -> dict[str, str]:
    """The children's environment: the sources on the path, and their bytecode cached (in the temporary folder,
    as an installed wheel has it compiled; ``PYTHONDONTWRITEBYTECODE`` would time the compiler instead)."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("PYTHONPYCACHEPREFIX", str(Path(tempfile.gettempdir()) / "trictrac-bench-pycache"))
    return env


def run(arguments: list[str]) -> tuple[float, float]:
    """(wall s, CPU s) of one run of ``python arguments``."""
    env = environment()
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, *arguments], stdout=subprocess.DEVNULL, env=env, cwd=ROOT)
    _pid, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"python {' '.join(arguments)} failed")
    return wall, usage.ru_utime + usage.ru_stime


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--tiny", action="store_true", help="a run of seconds that checks the script works (tests)")
    args = parser.parse_args(argv)
    if args.tiny:
        args.runs = 1
    commands = {"python -c pass": ["-c", "pass"], "trictrac show start": ["-m", "studio.cli", "show", "start"]}
    print(f"load before: {load()}")
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for arguments in commands.values():  # once, to cache the bytecode
        run(arguments)
    for _ in range(args.runs):
        for name, arguments in commands.items():
            times[name].append(run(arguments))
    medians = {
        name: (statistics.median(w for w, _c in found), statistics.median(c for _w, c in found))
        for name, found in times.items()
    }
    for name, (wall, cpu) in medians.items():
        print(f"{name:20} wall {wall * 1000:6.1f} ms  CPU {cpu * 1000:6.1f} ms  (median of {args.runs})")
    (pass_wall, pass_cpu), (show_wall, show_cpu) = medians.values()
    print(
        f"trictrac's own start: wall {(show_wall - pass_wall) * 1000:.1f} ms, CPU {(show_cpu - pass_cpu) * 1000:.1f} ms"
        " over python -c pass (goal: 60 ms)"
    )
    print(f"load after: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
