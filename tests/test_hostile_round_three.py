"""Hostile input, round three: what an outside audit found the command line and the record reader still letting
through (a name changed silently, limits that differ between ``check`` and ``import``, arguments refused with the
wrong reason or with Python's own words), each run as a user meets it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from notation.record import read_record, write_record
from notation.record.model import MAX_NAME_CHARS, MAX_TAG_NAME_CHARS
from notation.record.reader import RecordError
from studio.store.db import Archive
from studio.store.importing import import_text
from studio.store.record_export import export_text
from tests.test_hostile_input import run

MOVES = "\n1. B 6-5 B1-B7 B1-B6\n"


def record(*tags: str) -> str:
    return "%trictrac 1\n" + "".join(f"{tag}\n" for tag in tags) + MOVES


# -- 8. escapes: \" and \\ only ---------------------------------------------------------------------------------

BAD_ESCAPES = [
    # (the tag line as written, the escape at fault, its column on line 2)
    (r'[Blanc "C:\Users\Ménard"]', r"\U", 11),
    (r'[Evenement "tab\there"]', r"\t", 16),
    (r'[Noir "Ménard\\ \n"]', r"\n", 17),
    (r'[Lieu "fin\ "]', "\\ ", 11),
    (r'[Blanc "a\"b\é"]', "\\é", 13),
]


@pytest.mark.parametrize(("line", "escape", "column"), BAD_ESCAPES)
def test_an_unknown_escape_in_a_tag_is_refused_where_it_stands(line: str, escape: str, column: int) -> None:
    with pytest.raises(RecordError) as raised:
        read_record(record(line))
    error = raised.value
    assert (error.line, error.column, error.fields["reason"], error.fields["escape"]) == (
        2,
        column,
        "bad-escape",
        escape,
    )
    assert f"unknown escape {escape}:" in str(error)


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (r'[Blanc "C:\\Users\\Ménard"]', "C:\\Users\\Ménard"),
        (r'[Blanc "un \"mot\" \\"]', 'un "mot" \\'),
        (r'[Blanc "\\\\"]', "\\\\"),
    ],
)
def test_the_two_escapes_are_read_and_written_back(line: str, name: str) -> None:
    read = read_record(record(line))
    assert read.tag("Blanc") == name
    assert read_record(write_record(read)).tag("Blanc") == name


def test_an_unknown_escape_in_a_marque_name_is_refused() -> None:
    text = '%trictrac 1\n[Variante "ecrire"]\n\nmarqué 1 Blanc="A\\B" Noir="C"\n1. B 6-5 B1-B7 B1-B6\n'
    with pytest.raises(RecordError) as raised:
        read_record(text)
    assert (raised.value.line, raised.value.column, raised.value.fields["escape"]) == (4, 18, "\\B")


@pytest.mark.parametrize("command", ["check", "import"])
def test_check_and_import_refuse_an_unknown_escape_alike(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.trictrac"
    path.write_text(record(r'[Blanc "C:\Users\Ménard"]'), "utf-8")
    if command == "check":
        status, out, err = run(capsys, "check", str(path))
        assert status == 1
        assert f"{path}:2:11: unknown escape \\U" in out + err
    else:
        url = f"sqlite:///{tmp_path / 'a.sqlite'}"
        status, out, err = run(capsys, "archive", "import", "--db", url, "--quiet", str(path))
        assert status == 2
        assert f"{path}:2:11: unknown escape \\U" in err
        with Archive(url) as archive:
            assert export_text(archive) == ""


# -- 9. one set of limits for check and import -------------------------------------------------------------------

LIMITS = [
    ('[Blanc "{}"]'.format("é" * MAX_NAME_CHARS), None),
    ('[Noir "{}"]'.format("n" * (MAX_NAME_CHARS + 1)), "name-too-long"),
    ('[Blanc "{}"]'.format("x" * 100_000), "name-too-long"),
    ('[{} "v"]'.format("T" * MAX_TAG_NAME_CHARS), None),
    ('[{} "v"]'.format("T" * (MAX_TAG_NAME_CHARS + 1)), "tag-name-too-long"),
]


@pytest.mark.parametrize(("line", "reason"), LIMITS, ids=["200", "201", "100000", "tag-100", "tag-101"])
def test_check_and_import_accept_and_refuse_the_same_records(
    line: str, reason: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "names.trictrac"
    path.write_text(record(line), "utf-8")
    checked, out, err = run(capsys, "check", str(path), "--json")
    problems = json.loads(out)["problems"] if checked in (0, 1) and out.startswith("{") else None
    url = f"sqlite:///{tmp_path / 'a.sqlite'}"
    imported, _out, import_err = run(capsys, "archive", "import", "--db", url, "--quiet", str(path))
    if reason is None:
        assert (checked, imported) == (0, 0), (out, err, import_err)
        return
    assert checked == 1 and imported == 2
    assert problems is not None and len(problems) == 1
    assert problems[0]["line"] == 2
    with pytest.raises(RecordError) as raised:
        read_record(record(line))
    assert raised.value.fields["reason"] == reason
    assert f"{path}:2:" in import_err and str(raised.value.message) in import_err


def test_a_name_past_the_limit_is_refused_by_the_archive_alike(tmp_path: Path) -> None:
    with Archive(f"sqlite:///{tmp_path / 'a.sqlite'}") as archive:
        report = import_text(archive, record('[Blanc "{}"]'.format("x" * 100_000)), source="long.trictrac")
    assert report.games == 0
    assert [str(error) for error in report.errors] == [
        f"long.trictrac:2:9: the name of Blanc is 100000 characters long: {MAX_NAME_CHARS} at most"
    ]
