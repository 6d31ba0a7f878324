"""Draw the packages and the imports the import-linter contracts allow, into docs/design.md.

Run: ``python scripts/contracts_diagram.py`` (writes the block between the markers of docs/design.md)
or ``python scripts/contracts_diagram.py --check`` (exits 1 when the block is not what the contracts
give).  ``tests/project/test_contracts_diagram.py`` runs the check, so a contract changed in ``pyproject.toml``
without the picture fails the suite.

The picture is a table: a row for each package a contract names, a column for each package it could
import (third-party packages grouped by the contracts that forbid them), ``·`` where the import is
allowed and ``✗`` where a contract forbids it.  A ``forbidden`` contract forbids its source modules and
their sub-modules to import its forbidden modules and theirs; a ``layers`` contract is drawn as its
layers, top to bottom, each importing only those below it.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DESIGN = ROOT / "docs" / "design.md"
BEGIN = "<!-- contracts:begin (scripts/contracts_diagram.py writes this block) -->"
END = "<!-- contracts:end -->"

Contract = dict[str, object]


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _names(contract: Contract, key: str) -> list[str]:
    value = contract.get(key, [])
    assert isinstance(value, list)
    return [str(item) for item in value]


def contracts(pyproject: Path = ROOT / "pyproject.toml") -> tuple[list[str], list[Contract]]:
    data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    linter = data["tool"]["importlinter"]
    return [str(root) for root in linter["root_packages"]], list(linter["contracts"])


def block(roots: list[str], rules: list[Contract]) -> str:
    """The Markdown block (a fenced table and the layers) that the contracts give."""
    forbidden = [rule for rule in rules if rule.get("type") == "forbidden"]
    # A contract between the modules of one package the grid draws whole (``studio.ui``'s collaborators never
    # importing its main window) is said under the grid, not drawn as rows of its own.
    named = {
        name for rule in forbidden for key in ("source_modules", "forbidden_modules") for name in _names(rule, key)
    } - set(roots)
    inner: list[tuple[str, Contract]] = []
    for rule in list(forbidden):
        modules = _names(rule, "source_modules") + _names(rule, "forbidden_modules")
        homes = [package for package in named if all(module.startswith(package + ".") for module in modules)]
        home = max(homes, key=len) if homes else None
        if home is not None:
            inner.append((home, rule))
            forbidden.remove(rule)
    ours: set[str] = set()
    external: dict[str, set[int]] = {}
    for number, rule in enumerate(forbidden):
        ours.update(_names(rule, "source_modules"))
        for name in _names(rule, "forbidden_modules"):
            if name.split(".")[0] in roots:
                ours.add(name)
            else:
                external.setdefault(name, set()).add(number)
    # a package named only as a whole (``studio``) is drawn as the packages of it that contracts name
    rows = sorted(name for name in ours if not any(other != name and _within(other, name) for other in ours))
    groups: dict[tuple[int, ...], list[str]] = {}
    for name, by in external.items():
        groups.setdefault(tuple(sorted(by)), []).append(name)
    columns = [(name, [name]) for name in rows]
    columns += [
        (", ".join(sorted(names)), sorted(names))
        for _, names in sorted(groups.items(), key=lambda kv: (-len(kv[0]), kv[1]))
    ]

    def allowed(importer: str, targets: list[str]) -> bool:
        if any(_within(target, importer) or _within(importer, target) for target in targets):
            return True  # a package and its own modules
        for rule in forbidden:
            if any(_within(importer, source) for source in _names(rule, "source_modules")) and any(
                _within(target, banned) for target in targets for banned in _names(rule, "forbidden_modules")
            ):
                return False
        return True

    letters = [chr(ord("a") + i) for i in range(len(columns))]
    width = max(len(name) for name in rows) + 5
    header = [f"{'imports →':<{width}}" + "  ".join(letters)]
    lines = [
        f"{letters[number]}  {row:<{width - 3}}"
        + "  ".join(" " if row == label else ("·" if allowed(row, names) else "✗") for label, names in columns)
        for number, row in enumerate(rows)
    ]
    key = [f"{letter}  {label}" for letter, (label, _) in zip(letters, columns, strict=True)]
    out = ["```", *header, *lines, "", *key]
    for home, rule in inner:
        sources = ", ".join(name.removeprefix(home + ".") for name in _names(rule, "source_modules"))
        banned = ", ".join(name.removeprefix(home + ".") for name in _names(rule, "forbidden_modules"))
        out += ["", f"inside {home}: {sources}", f"  never import {banned}"]
    for rule in rules:
        if rule.get("type") == "layers":
            for container in _names(rule, "containers"):
                layers = _names(rule, "layers")
                # `|` separates siblings that never import each other, `:` siblings that may
                marks = "".join(
                    f"; `{mark}`: {meaning}"
                    for mark, meaning in (("|", "not each other"), (":", "each other too"))
                    if any(mark in layer for layer in layers)
                )
                out += [
                    "",
                    f"{container}, layers from the top (each imports those below{marks}):",
                ]
                out += [f"  {layer}" for layer in layers]
    out.append("```")
    return "\n".join(out)


def updated(text: str, drawn: str) -> str:
    """``text`` (docs/design.md) with the block between the markers replaced by ``drawn``."""
    start, end = text.index(BEGIN), text.index(END)
    return text[: start + len(BEGIN)] + "\n" + drawn + "\n" + text[end:]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when docs/design.md is not up to date")
    args = parser.parse_args()
    text = DESIGN.read_text(encoding="utf-8")
    new = updated(text, block(*contracts()))
    if args.check:
        if new != text:
            print("docs/design.md: the contracts' picture is out of date; run scripts/contracts_diagram.py")
            return 1
        return 0
    if new != text:
        DESIGN.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
