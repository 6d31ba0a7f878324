"""A replay's unsaved changes kept aside (studio/games/replay_autosave.py), without Qt: written whole, read back
as written, damaged files left where they are and never offered, the last written first."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from studio.games.replay_autosave import (
    new_replay_autosave_path,
    replay_title,
    unsaved_replays,
    write_replay_autosave,
)
from studio.games.session import autosave_dir


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TRICTRAC_DATA_DIR", str(tmp_path))
    return tmp_path


@given(
    text=st.text(),
    source=st.none() | st.text(min_size=1),
    archive_id=st.none() | st.integers(min_value=1, max_value=2**53),
)
def test_what_is_written_is_read_back(text: str, source: str | None, archive_id: int | None) -> None:
    path = new_replay_autosave_path()
    try:
        write_replay_autosave(path, text, source_path=source, archive_id=archive_id)
        (found,) = [replay for replay in unsaved_replays() if replay.path == path]
        assert (found.text, found.source_path, found.archive_id) == (text, source, archive_id)
        assert not path.with_name(path.name + ".part").exists()
    finally:
        path.unlink(missing_ok=True)


def test_each_replay_has_a_file_of_its_own_in_the_autosave_folder() -> None:
    first, second = new_replay_autosave_path(), new_replay_autosave_path()
    assert first != second
    assert first.parent == autosave_dir() and first.name.startswith("replay-") and first.suffix == ".json"


DAMAGED = [
    ("not json", b"{ the studio died while"),
    ("not utf-8", b"\xff\xfe\x00"),
    ("another format", json.dumps({"format": "trictrac-diagram", "text": "x"}).encode()),
    ("a list", b"[1, 2]"),
    ("text not a string", json.dumps({"format": "trictrac-replay-autosave", "text": 3}).encode()),
    (
        "archive id a boolean",
        json.dumps({"format": "trictrac-replay-autosave", "text": "", "archive_id": True}).encode(),
    ),
    (
        "source a number",
        json.dumps({"format": "trictrac-replay-autosave", "text": "", "source_path": 7}).encode(),
    ),
]


@pytest.mark.parametrize(("case", "content"), DAMAGED, ids=[case for case, _content in DAMAGED])
def test_a_damaged_autosave_is_left_where_it_is_and_not_offered(case: str, content: bytes) -> None:
    folder = autosave_dir()
    folder.mkdir(parents=True)
    damaged = folder / "replay-20260101-000000-abcdef.json"
    damaged.write_bytes(content)
    good = new_replay_autosave_path()
    write_replay_autosave(good, "%trictrac 1\n", source_path=None, archive_id=4)
    assert [replay.path for replay in unsaved_replays()] == [good], case
    assert damaged.read_bytes() == content


def test_the_last_written_comes_first() -> None:
    paths = [new_replay_autosave_path() for _ in range(3)]
    for age, path in zip((300, 100, 200), paths, strict=True):
        write_replay_autosave(path, path.name, source_path=None, archive_id=None)
        os.utime(path, (1_700_000_000 - age, 1_700_000_000 - age))
    assert [replay.path for replay in unsaved_replays()] == [paths[1], paths[2], paths[0]]


def test_no_folder_no_replay() -> None:
    assert unsaved_replays() == []


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ('%trictrac 1\n[Blanc "Abel"]\n[Noir "Blaise"]\n', "Abel – Blaise"),
        ('%trictrac 1\n[Joueurs "Abel, Blaise, Claude"]\n', "Abel, Blaise, Claude"),
        ("%trictrac 1\n", "?"),
        ("not a record at all {", "?"),
    ],
)
def test_the_title_names_the_players(text: str, title: str) -> None:
    assert replay_title(text) == title
