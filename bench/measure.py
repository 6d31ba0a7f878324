"""What the benchmarks read of the machine: its load, and the CPU seconds of a process and its workers."""

from __future__ import annotations

import resource
from pathlib import Path


def load() -> str:
    """Return the machine's load over 1, 5 and 15 minutes (``/proc/loadavg``), or « ? » where it cannot be read."""
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:  # pragma: no cover - not Linux
        return "?"


def cpu_seconds() -> float:
    """Return the CPU seconds of this process and its finished children (workers, reaped when their pool closes)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime
