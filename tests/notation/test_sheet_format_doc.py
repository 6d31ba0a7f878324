"""docs/sheet-format.md: its example SHEET reads and settles as the page says."""

from __future__ import annotations

import json
import re
from pathlib import Path

from notation.ecrire import Sheet, settle

DOC = Path(__file__).resolve().parents[2] / "docs" / "sheet-format.md"


def test_the_documented_example_settles_as_shown() -> None:
    text = DOC.read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S)
    assert block is not None, "the page shows its example SHEET in a json block"
    example = json.loads(block.group(1))
    sheet = Sheet.from_mapping(example)
    assert sheet.marques[1].points == 61
    settlement = settle(sheet)
    shown = re.search(r"Résultat final\s+(\d+)\s+(\d+)", text)
    assert shown is not None
    assert (settlement.players["Abel"].final, settlement.players["Blaise"].final) == tuple(map(int, shown.groups()))


def test_every_documented_convention_key_is_read() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Conventions", 1)[1].split("## The settlement", 1)[0]
    keys = re.findall(r"^\| `(\w+)` \|", section, re.M)
    assert len(keys) == 8
    from notation.ecrire import EcrireConventions

    for key in keys:
        row = re.search(rf"^\| `{key}` \| ([^|]+)\|", section, re.M)
        assert row is not None, key
        values = row.group(1)
        first = re.findall(r"`([^`]+)`", values)[0]
        value: object = int(first) if first.isdigit() else first.strip('"')
        EcrireConventions.from_mapping({key: value})
