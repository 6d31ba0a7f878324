"""The repository stands alone: nothing it holds cites a document it does not hold.

A rule is cited as ``docs/rules.md §anchor`` or by a book's title (*Lois et règles*, art. XIX;
*Dictionnaire raisonné*, BATTRE; docs/rules.md §sources lists the books); the layout as docs/design.md.
Never the design notes or the rules digest the project began from, never the primary sources by the
number of a file, never a folder outside the repository.  A line that quotes a forbidden form on purpose
(a test's sample) carries the mark ``stands-alone: sample``.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARK = "stands-alone: " + "sample"  # spelled in two so that this line is not itself exempt

FORBIDDEN: list[tuple[str, re.Pattern[str], str]] = [
    # (what it is, the pattern, a line it must catch)
    # The samples are spelled in pieces, so that the repository's text holds none of the forms it forbids.
    ("the rules digest", re.compile(r"RULES[.]md|\bRULES ?§"), "the tarif (" + "RULES" + " §5)"),
    ("the design notes", re.compile("DESIGN" + r"[.]md"), "as " + "DESIGN" + ".md says"),
    (
        "a source by its file number",
        re.compile(r"(?<![\w,.\-#])00[0-4](?![\w\-]|\.\d)"),
        "the battery is fictive (" + "000" + " art. X)",
    ),
    (
        "a source by its file number, after 'seed'",
        re.compile(r"(?i)(?<![a-z])seeds?[ _]0\d\d\b"),
        "def test_agrees_with_" + "seed_001():",
    ),
    (
        "a folder outside the repository",
        re.compile(r"[.][.]/" + "shared|" + "shared/" + r"seeds|\bseeds/"),
        "see .." + "/shared/" + "seeds/",
    ),
    (
        "a path of the machine the project was written on",
        re.compile(r"/work/(?:shared|main|wt)\b"),
        "python /work" + "/main/.venv/bin/python",
    ),
    (
        "the design brief the project began from",
        re.compile(r"design brief|brief's proposed"),
        "where the code departs from the " + "brief's proposed layout",
    ),
]

ALLOWED = [
    # (a line that must pass every pattern: numbers and names that are not citations)
    "10,000 games in 1,000 transactions",
    "revision 0004 → 0005",
    'id = "feuille-001"',
    "random.Random(seed=3)",
    "*Lois et règles*, art. XIX; *Dictionnaire raisonné*, BATTRE; Levy",
    "docs/rules.md §battre",
]

BINARY = {".png", ".pdf", ".qm", ".ttf", ".otf", ".gz", ".ico", ".jpg"}


def tracked_text_files() -> list[Path]:
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True, capture_output=True, text=True)
    out = []
    for name in listed.stdout.split("\0"):
        path = ROOT / name
        if name and path.suffix.lower() not in BINARY and path.is_file():
            out.append(path)
    return out


def offences(lines: list[tuple[str, str]]) -> list[str]:
    """``where: what it cites: the line`` for each line (with its place) that cites what the repository lacks."""
    found = []
    for where, line in lines:
        if MARK in line:
            continue
        for what, pattern, _sample in FORBIDDEN:
            if pattern.search(line):
                found.append(f"{where}: {what}: {line.strip()}")
    return found


def repository_lines() -> list[tuple[str, str]]:
    lines = []
    for path in tracked_text_files():
        if path == Path(__file__).resolve():
            continue  # this file spells the forbidden patterns out
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        relative = path.relative_to(ROOT).as_posix()
        lines += [(f"{relative}:{number}", line) for number, line in enumerate(text.splitlines(), start=1)]
    return lines


@pytest.mark.parametrize(("what", "pattern", "sample"), FORBIDDEN, ids=[row[0] for row in FORBIDDEN])
def test_each_pattern_catches_its_sample(what: str, pattern: re.Pattern[str], sample: str) -> None:
    assert pattern.search(sample), what
    assert offences([("sample.py:1", sample)]), what


@pytest.mark.parametrize("line", ALLOWED)
def test_numbers_and_titles_that_are_not_citations_pass(line: str) -> None:
    assert offences([("sample.py:1", line)]) == []


def test_the_mark_exempts_a_quoted_sample() -> None:
    assert offences([("sample.py:1", f"('{'RULES'}.md §4.6',)  # {MARK}")]) == []


@pytest.mark.slow
def test_no_tracked_file_cites_what_the_repository_does_not_hold() -> None:
    found = offences(repository_lines())
    assert not found, "cite docs/rules.md or a book by title instead:\n" + "\n".join(found)


_ANCHOR = re.compile(r'<a id="([\w-]+)"></a>')
_CITED = re.compile(r"docs/rules\.md((?:\s*(?:,|and|–|-|or)?\s*§[\w-]+)+)")


def test_every_section_cited_exists_in_docs_rules() -> None:
    anchors = set(_ANCHOR.findall((ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))
    assert {"sources", "movement", "tarif", "battre", "marking", "partie-a-ecrire", "ecoles", "conventions"} <= anchors
    missing = [
        f"{where}: §{name}"
        for where, line in repository_lines()
        for cited in _CITED.finditer(line)
        for name in re.findall(r"§([\w-]+)", cited.group(1))
        if name not in anchors
    ]
    assert not missing, "no such section in docs/rules.md:\n" + "\n".join(missing)
