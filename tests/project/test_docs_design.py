"""docs/design.md stays true: every file it names by its path is in the repository, the packages its picture
lists are there, and no module cites a page the repository does not hold."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DESIGN = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")


def _named_paths() -> list[str]:
    """The paths the page names in code spans (``studio/store/db.py``), those relative to another aside."""
    found = set(re.findall(r"`([A-Za-z_.*-]+/[A-Za-z_./*-]*)`", DESIGN))
    return sorted(path for path in found if not path.startswith(".."))


@pytest.mark.parametrize("path", _named_paths())
def test_a_path_the_design_page_names_exists(path: str) -> None:
    assert list(ROOT.glob(path.rstrip("/"))), f"docs/design.md names {path}, which is not in the repository"


def test_the_packages_of_the_picture_exist() -> None:
    block = DESIGN.split("```", 2)[1]
    parents: dict[int, Path] = {}
    for line in block.splitlines():
        match = re.match(r"( *)([a-z_]+/)(?:\s|$)", line)
        if match is None:
            continue
        depth = len(match.group(1))
        folder = parents.get(depth - 2, ROOT) / match.group(2).rstrip("/")
        parents[depth] = folder
        assert folder.is_dir(), f"docs/design.md lists {folder.relative_to(ROOT)}/, which is not in the repository"


def test_no_module_cites_a_page_the_repository_does_not_hold() -> None:
    cited = re.compile(r"\b([A-Z][A-Z_]+\.md)\b")
    for folder in ("notation", "lessons", "studio"):
        for path in (ROOT / folder).rglob("*.py"):
            for name in cited.findall(path.read_text(encoding="utf-8")):
                held = (ROOT / name).exists() or (ROOT / "docs" / name).exists()
                assert held, f"{path.relative_to(ROOT)} cites {name}, which is not in the repository"
