"""A folder import's quick reading (issue 26): the same games and the same errors as the engine's events give.

:func:`studio.store.importing.read_prepared` (what ``trictrac archive import`` runs in its worker processes) takes
a record's hash, position index, throws and winner from its turns in one pass
(:func:`notation.record.summary.record_summary`), where :func:`read_games` makes the events and reads them three
times; both must give the same :class:`PreparedGame` for every record, and the same :class:`ReadError` (message,
line, column) for every text that does not read.  Checked on the format's example records, the sample archive,
parties played by the engine, hand-made turns from composed starts (moves that no dame can make included) and
real records cut and spliced.  How fast it is, ``bench/import_folder.py`` measures; here, what makes it fast:
no event made for a record without comments, and a file of many records split in one pass.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import notation.record.convert as convert
from notation.autoplay import GreedyPlayer, RandomPlayer, play_partie
from notation.board import WHITE, Colour, point_of_step
from notation.code import format_code
from notation.game import Event, Variant
from notation.notations import Notation, Orientation, point_name
from notation.record import GameRecord, record_from_partie, write_record
from notation.record.reader import split_records
from studio.store.importing import PreparedGame, ReadError, read_games, read_prepared
from tests.notation.record.test_record_fuzz import CORPUS, mutated
from tests.support.strategies import positions

ROOT = Path(__file__).parents[2]
FILES = sorted((ROOT / "tests" / "data" / "records").glob("*.trr")) + sorted(
    (ROOT / "studio" / "data" / "sample").glob("*.trictrac")
)


def _outcome(read: object) -> list[PreparedGame] | tuple[str, int, int]:
    """The games read, or the error's message, line and column."""
    assert callable(read)
    try:
        games = read()
    except ReadError as error:
        return str(error), error.line, error.column
    assert isinstance(games, list)
    return games


def assert_read_alike(text: str) -> list[PreparedGame] | tuple[str, int, int]:
    quick = _outcome(lambda: read_prepared(text))
    assert quick == _outcome(lambda: [game.prepared() for game in read_games(text)])
    return quick


@pytest.mark.slow
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.name)
def test_the_examples_and_the_sample_read_alike(path: Path) -> None:
    games = assert_read_alike(path.read_text(encoding="utf-8"))
    assert isinstance(games, list) and games


def test_the_corpus_holds_what_the_quick_reading_leaves_to_the_events() -> None:
    """Comments, marqués à écrire, a partie in école mode (tag ``Ecoles``) are all read here."""
    texts = [path.read_text(encoding="utf-8") for path in FILES]
    assert any("{" in text for text in texts) and any("fin du marqu" in text for text in texts)
    ecole = '%trictrac 1\n[Ecoles "oui"]\n\n1. B 6-5 B1-B7 B1-B6\n2. N 4-2 (4) N1-N5 N1-N3\n'
    games = assert_read_alike(ecole)
    assert isinstance(games, list) and games[0].throws == 2


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(list(Variant)), st.sampled_from([2, 4]), st.booleans())
def test_parties_played_by_the_engine_read_alike(seed: int, variant: Variant, marques: int, commented: bool) -> None:
    rng = random.Random(seed)
    players = (RandomPlayer(random.Random(seed + 1)), GreedyPlayer() if seed % 2 else RandomPlayer(rng))
    partie = play_partie(players, rng, variant, marques=marques)
    text = write_record(record_from_partie(partie, [("Blanc", "Abel"), ("Noir", "Blaise")]))
    if commented:  # a comment on a turn: its event's index is kept
        lines = text.splitlines()
        turn = next(i for i, line in enumerate(lines) if line.startswith("3."))
        lines[turn] += " {un commentaire}"
        text = "\n".join(lines) + "\n"
    games = assert_read_alike(text + "\n" + text)
    assert isinstance(games, list) and len(games) == 2


def _name(colour: Colour, step: int) -> str:
    return point_name(point_of_step(colour, step), Notation.BN, Orientation())


@st.composite
def composed_records(draw: st.DrawFn) -> str:
    """Turns of any dice and moves (steps 0–26, some impossible), relevés and ends, from the usual or a composed
    start."""
    start = draw(st.none() | positions())
    lines = ["%trictrac 1", '[Variante "ecrire"]' if draw(st.booleans()) else '[Blanc "Abel"]']
    if start is not None:
        lines.append(f'[Position "{format_code(start)}"]')
    lines.append("")
    colour = WHITE if start is None else start.to_move
    for number in range(1, draw(st.integers(1, 14)) + 1):
        kind = draw(st.sampled_from(["turn"] * 6 + ["releve", "marque", "end", "tient", "leave"]))
        if kind == "releve":
            lines.append("relevé")
            continue
        if kind == "marque":
            lines.append("fin du marqué gagnant=B trous=1/0")
            lines.append(f"marqué {number}")
            continue
        if kind == "end":
            lines.append(f"fin de la partie {draw(st.sampled_from(['gagnant=B', 'gagnant=N', 'nulle']))}")
            continue
        a, b = draw(st.integers(1, 6)), draw(st.integers(1, 6))
        turn = f"{number}. {colour.letter} {max(a, b)}-{min(a, b)}"
        if draw(st.booleans()):
            turn += f" ({draw(st.integers(0, 12))})"
        if kind == "tient":
            turn += " tient"
        if kind == "leave":
            lines.append(turn + " s'en va")
            colour = colour.opponent
            continue
        steps = draw(st.lists(st.tuples(st.integers(1, 24), st.integers(1, 26)), min_size=0, max_size=4))
        moves = [f"{_name(colour, origin)}-{_name(colour, min(target, 25))}" for origin, target in steps]
        turn += " " + (" ".join(moves) if moves else "--")
        if draw(st.booleans()):
            turn += f" ({colour.opponent.letter} {draw(st.integers(0, 6))})"
        lines.append(turn)
        colour = colour.opponent
    return "\n".join(lines) + "\n"


_PLAYED = '%trictrac 1\n[Variante "ecrire"]\n\n1. B 6-5 B1-B7 B1-B6\n2. N 4-2 N1-N5 N1-N3\n'


@pytest.mark.parametrize(
    "after",
    [
        # A marqué's end the partie's end follows: no relevé, the last position is the tablier as played.
        "fin du marqué gagnant=B trous=1/0\nfin de la partie gagnant=B\n",
        "fin du marqué gagnant=B trous=1/0\nmarqué 2\nfin de la partie gagnant=B\n",
        # A marqué's end another marqué follows: the dames go back to the talons.
        "fin du marqué gagnant=B trous=1/0\nmarqué 2\n3. N 3-1 N1-N4 N1-N2\n",
        "fin du marqué gagnant=B trous=1/0\n3. N 3-1 N1-N4 N1-N2\n",
        "relevé\n3. N 3-1 N1-N4 N1-N2\n",
        "3. B 2-1 (4) s'en va\nrelevé\nfin de la partie nulle\n",
    ],
)
def test_marques_and_releves_read_alike(after: str) -> None:
    games = assert_read_alike(_PLAYED + after)
    assert isinstance(games, list) and len(games) == 1


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(composed_records())
def test_hand_made_turns_read_alike(text: str) -> None:
    assert_read_alike(text)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_cut_and_spliced_records_read_alike(text: str) -> None:
    assert_read_alike(text)


def test_the_corpus_reads_alike() -> None:
    for text in CORPUS:
        assert_read_alike(text)


def test_a_record_without_comments_makes_no_event(monkeypatch: pytest.MonkeyPatch) -> None:
    """The events are made only for the comments' places (and in école mode): not for a plain record."""
    made: list[int] = []
    written_events = convert._written_events

    def counted(record: GameRecord, *, ecoles: bool) -> list[Event]:
        made.append(1)
        return written_events(record, ecoles=ecoles)

    monkeypatch.setattr(convert, "_written_events", counted)
    rng = random.Random(5)
    partie = play_partie((RandomPlayer(rng), RandomPlayer(rng)), rng, marques=2)
    text = write_record(record_from_partie(partie, [("Blanc", "Abel"), ("Noir", "Blaise")]))
    assert len(read_prepared(text * 3)) == 3 and made == []
    read_prepared(text.replace("\n2. ", " {Le premier coup.}\n2. ", 1))
    assert made == [1]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["%trictrac 1\n", "\n", "1. B 6-5\n", " ", "x", "%trictrac 1"]), max_size=30))
def test_a_file_is_split_where_each_record_starts(pieces: list[str]) -> None:
    text = "".join(pieces)
    records = split_records(text)
    joined = "".join(piece for _line, piece in records)
    skipped = len(text) - len(joined)
    assert text[skipped:] == joined and not text[:skipped].strip()  # only blank lines before the first are left
    at = 0
    for line, piece in records:
        at = text.index(piece, at)
        assert line == text.count("\n", 0, at)
        at += len(piece)
