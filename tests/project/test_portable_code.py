"""The code runs on Windows and macOS too (the bundle's recipe is built there, .github/workflows/bundle.yml): no
path joined with ``/`` by hand, no POSIX-only module or call, no ``/tmp`` or ``/dev/`` path, except in a branch
guarded by a test of the platform (``sys.platform``, ``os.name``) or in a ``try`` that handles the ImportError.

``scripts/`` (maintenance scripts run on Linux) and the tests are not scanned; ``packaging/`` is.  The scanner
reads the syntax tree, so comments and docstrings may name any path.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("notation", "studio", "lessons", "packaging")

POSIX_MODULES = frozenset({"fcntl", "pwd", "grp", "termios", "tty", "pty", "resource", "posix", "syslog", "crypt"})
POSIX_CALLS = frozenset(
    {
        "os.fork",
        "os.forkpty",
        "os.setsid",
        "os.setpgrp",
        "os.getpgid",
        "os.killpg",
        "os.getuid",
        "os.geteuid",
        "os.getgid",
        "os.getegid",
        "os.chown",
        "os.lchown",
        "os.mkfifo",
        "os.mknod",
        "os.sync",
        "os.statvfs",
        "os.uname",
        "os.getloadavg",
        "os.sched_getaffinity",
        "os.wait3",
        "os.wait4",
        "signal.SIGKILL",
        "signal.SIGHUP",
        "signal.SIGUSR1",
        "signal.SIGUSR2",
        "signal.alarm",
        "signal.pause",
    }
)
POSIX_PATHS = ("/tmp", "/dev/", "/proc/", "/etc/", "/usr/", "/home/", "/var/")


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _is_platform_test(test: ast.expr) -> bool:
    names = {_dotted(node) for node in ast.walk(test) if isinstance(node, ast.Name | ast.Attribute)}
    return bool(names & {"sys.platform", "os.name", "platform.system", "IS_WINDOWS", "IS_POSIX"})


def _handles_import_error(node: ast.Try) -> bool:
    caught = {
        _dotted(name)
        for handler in node.handlers
        if handler.type is not None
        for name in (handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type])
    }
    return bool(caught & {"ImportError", "ModuleNotFoundError", "AttributeError", "OSError"})


def _docstrings(tree: ast.Module) -> set[int]:
    """The strings that stand alone as statements: docstrings, of modules, classes, functions and attributes."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


_PATH_WORDS = frozenset({"file", "home", "root", "base", "parent", "prefix", "location", "directory"})


def _names_a_path(node: ast.expr) -> bool:
    """Whether an expression's names say it holds a path (``folder``, ``self.data_dir``, ``path.parent``)."""
    words = {
        word
        for part in ast.walk(node)
        if isinstance(part, ast.Name | ast.Attribute)
        for word in _dotted(part).lower().replace(".", "_").split("_")
    }
    return any(word in _PATH_WORDS or word.endswith(("path", "dir", "folder")) for word in words)


def _slash_join(node: ast.AST) -> bool:
    """``folder + "/" + name`` or ``f"{folder}/{name}"``: a path joined by hand.  Only where a side names a path:
    a ratio (``f"{done}/{total}"``), a position code or a URL's ``://`` is not a path."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        for side, other in ((node.left, node.right), (node.right, node.left)):
            if isinstance(side, ast.Constant) and side.value in ("/", "\\") and _names_a_path(other):
                return True
    if isinstance(node, ast.JoinedStr):
        parts = node.values
        for before, part in pairwise(parts):
            if (
                isinstance(part, ast.Constant)
                and isinstance(part.value, str)
                and part.value.startswith(("/", "\\"))
                and isinstance(before, ast.FormattedValue)
                and _names_a_path(before.value)
            ):
                return True
    return False


def scan(source: str, name: str) -> Iterator[Finding]:
    tree = ast.parse(source, name)
    docstrings = _docstrings(tree)

    def visit(node: ast.AST, guarded: bool) -> Iterator[Finding]:
        if isinstance(node, ast.If) and _is_platform_test(node.test):
            guarded = True
        if isinstance(node, ast.IfExp) and _is_platform_test(node.test):
            guarded = True
        if isinstance(node, ast.Try) and _handles_import_error(node):
            guarded = True
        if not guarded:
            line = getattr(node, "lineno", 0)
            if isinstance(node, ast.Import | ast.ImportFrom):
                modules = [alias.name for alias in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                for module in modules:
                    if module.split(".")[0] in POSIX_MODULES:
                        yield Finding(name, line, f"imports the POSIX-only module {module}")
            if isinstance(node, ast.Attribute) and _dotted(node) in POSIX_CALLS:
                yield Finding(name, line, f"uses the POSIX-only {_dotted(node)}")
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and node.value.startswith(POSIX_PATHS)
            ):
                yield Finding(name, line, f"names the POSIX path {node.value!r} (tempfile, os.devnull, platformdirs)")
            if _slash_join(node):
                yield Finding(name, line, "joins a path with a slash by hand (pathlib's / or os.path.join)")
        for child in ast.iter_child_nodes(node):
            yield from visit(child, guarded)

    yield from visit(tree, False)


def scanned_files() -> list[Path]:
    # the bundle's PyInstaller recipe is Python too, and must serve Windows and macOS unchanged
    return sorted(
        path for folder in SCANNED for pattern in ("*.py", "*.spec") for path in (ROOT / folder).rglob(pattern)
    )


@pytest.mark.slow
def test_the_code_is_portable() -> None:
    findings = [
        finding
        for path in scanned_files()
        for finding in scan(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    ]
    assert not findings, "\n".join(map(str, findings))


def test_the_scan_covers_the_packages_and_the_bundle_recipe() -> None:
    files = {str(path.relative_to(ROOT)) for path in scanned_files()}
    assert {"studio/ui/app.py", "notation/board.py", "packaging/launcher.py", "packaging/trictrac-studio.spec"} <= files
    assert not any(name.startswith(("scripts", "tests")) for name in files)


@pytest.mark.parametrize(
    ("source", "found"),
    [
        ("import fcntl", "imports the POSIX-only module fcntl"),
        ("from pwd import getpwnam", "imports the POSIX-only module pwd"),
        ("import os\nos.fork()", "uses the POSIX-only os.fork"),
        ("import os\nos.killpg(1, 9)", "uses the POSIX-only os.killpg"),
        ("import signal\nsignal.SIGKILL", "uses the POSIX-only signal.SIGKILL"),
        ("open('/dev/null', 'w')", "names the POSIX path '/dev/null'"),
        ("folder = '/tmp/trictrac'", "names the POSIX path '/tmp/trictrac'"),
        ("path = folder + '/' + name", "joins a path with a slash by hand"),
        ("path = f'{folder}/{name}'", "joins a path with a slash by hand"),
        ("path = f'{self.data_dir}/archive.sqlite'", "joins a path with a slash by hand"),
        ("def f():\n    x = 1\n    return '/etc/fonts'", "names the POSIX path '/etc/fonts'"),
    ],
)
def test_the_scan_finds_what_is_not_portable(source: str, found: str) -> None:
    findings = list(scan(source, "example.py"))
    assert len(findings) == 1 and found in findings[0].what, findings


@pytest.mark.parametrize(
    "source",
    [
        "import sys\nif sys.platform != 'win32':\n    import fcntl",
        "import os\nif os.name == 'posix':\n    os.fork()\nelse:\n    pass",
        "try:\n    import fcntl\nexcept ImportError:\n    fcntl = None",
        "import os\nnull = os.devnull",
        "url = f'sqlite:///{path}'",
        "code = 'B1:13,B6,B7/N1:15 N'",
        "folder = base / 'fonts' / name",
        "ratio = f'{done}/{total} files'",
        "escaped = '\\\\' + char",
        '"""A docstring may name /tmp and /dev/null."""',
        "import sys\ndevice = '/dev/tty' if sys.platform != 'win32' else 'CON'",
    ],
)
def test_the_scan_lets_portable_or_guarded_code_pass(source: str) -> None:
    assert list(scan(source, "example.py")) == []
