"""docs/design.md's picture of the packages is the one the import-linter contracts give."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("contracts_diagram", ROOT / "scripts" / "contracts_diagram.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("contracts_diagram", module)
    spec.loader.exec_module(module)
    return module


diagram = _script()


def test_the_design_page_shows_the_contracts_of_pyproject() -> None:
    text = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    assert diagram.updated(text, diagram.block(*diagram.contracts())) == text, (
        "run python scripts/contracts_diagram.py to redraw the picture"
    )


def _row(drawn: str, package: str) -> dict[str, str]:
    """The cells of ``package``'s row, by the label of their column."""
    lines = drawn.splitlines()
    blank = lines.index("")
    header, rows = lines[1], lines[2:blank]
    key = {line[0]: line[3:] for line in lines[blank + 1 :] if line[1:3] == "  "}
    where = {letter: header.rindex(letter) for letter in key}
    for row in rows:
        if row[3:].split(" ")[0] == package:
            return {label: row[where[letter]] for letter, label in key.items()}
    raise AssertionError(f"no row for {package}")


@pytest.mark.parametrize(
    ("importer", "imported", "cell"),
    [
        ("notation", "studio.ui", "✗"),
        ("notation", "PySide6, shiboken6", "✗"),
        ("lessons", "notation", "·"),
        ("lessons", "studio.review", "✗"),
        ("studio.store", "studio.ui", "✗"),
        ("studio.store", "notation", "·"),
        ("studio.ui", "studio.cli", "✗"),
        ("studio.ui", "PySide6, shiboken6", "·"),
        ("studio.cli", "studio.store", "·"),
    ],
)
def test_the_picture_reads_the_contracts(importer: str, imported: str, cell: str) -> None:
    assert _row(diagram.block(*diagram.contracts()), importer)[imported] == cell


def test_a_new_contract_changes_the_picture() -> None:
    roots, rules = diagram.contracts()
    before = diagram.block(roots, rules)
    stricter = [*rules, {"type": "forbidden", "source_modules": ["studio.cli"], "forbidden_modules": ["studio.store"]}]
    after = diagram.block(roots, stricter)
    assert after != before
    assert _row(after, "studio.cli")["studio.store"] == "✗"
    text = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
    assert diagram.updated(text, after) != text
