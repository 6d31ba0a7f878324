"""Who plays each marqué at two, three and four players, and who has the primauté (Lois et règles, art. XIX, Trictrac à
écrire §11, Dictionnaire raisonné)."""

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import TypedDict, Unpack

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from notation.ecrire import FirstOut, Mode, PrimauteRule, SheetError
from notation.ecrire_players import Table, next_primaute, next_table, rotation

TEAMS = (("A", "B"), ("C", "D"))


class Rules(TypedDict, total=False):
    """The keyword arguments of ``rotation`` and ``next_table`` besides the mode, players, first table and winners."""

    teams: Sequence[Sequence[str]] | None
    first_out: FirstOut | None
    primaute: PrimauteRule


def _play(
    mode: Mode,
    players: str,
    first: Table,
    pick: Callable[[int, Table], str | None],
    count: int,
    **kwargs: Unpack[Rules],
) -> tuple[Table, ...]:
    """The tables of ``count`` marqués whose winners ``pick(number, table)`` chooses."""
    winners: list[str | None] = []
    for number in range(1, count):
        table = next_table(mode, players, first, winners, **kwargs)
        winners.append(pick(number, table))
    return rotation(mode, players, first, winners, **kwargs)


def _seating(tables: Sequence[Table]) -> list[tuple[str, str]]:
    return [("".join(table.players), table.primaute) for table in tables]


@pytest.mark.parametrize(
    ("source", "mode", "players", "first", "first_winner", "kwargs", "expected"),
    [
        (
            # Dictionnaire raisonné, JOUER À TROIS: "A joue d'abord contre B et a la primauté. B gagne et rejoue contre
            # C qui joue ensuite contre A ; A rejoue alors contre B et ainsi de suite jusqu'au dernier marqué où C joue
            # contre A"; "A tous les marqués suivants, la primauté appartient de droit à celui qui reste".
            "Dictionnaire raisonné à tourner",
            Mode.TOURNER,
            "ABC",
            Table(("A", "B"), "A"),
            "B",
            {},
            [("AB", "A"), ("BC", "B"), ("CA", "C"), ("AB", "A"), ("BC", "B"), ("CA", "C")],
        ),
        (
            # Lois et règles, art. XIX: "Pour le deuxième marqué, le gagnant est remplacé par le troisième joueur, mais
            # la primauté du dé appartient à celui qui est resté à la table … Seul le gagnant du premier marqué ne
            # joue qu'une seule fois au début de la partie et à la fin."
            "Lois et règles à trois",
            Mode.TOURNER,
            "ABC",
            Table(("A", "B"), "A"),
            "B",
            {"first_out": FirstOut.WINNER},
            [("AB", "A"), ("AC", "A"), ("CB", "C"), ("BA", "B"), ("AC", "A"), ("CB", "C")],
        ),
        (
            # Dictionnaire raisonné, JOUER À QUATRE: "A et B sont associés contre C et D … A commence et perd le marqué
            # : il reste donc pour jouer contre D, puis D contre B, B contre C, et de nouveau C contre A et ainsi de
            # suite jusqu'au dernier marqué où C jouera contre B."
            "Dictionnaire raisonné en équipes",
            Mode.EQUIPES,
            "ABCD",
            Table(("A", "C"), "A"),
            "C",
            {"teams": TEAMS},
            [("AC", "A"), ("AD", "A"), ("DB", "D"), ("BC", "B"), ("CA", "C"), ("AD", "A"), ("DB", "D"), ("BC", "B")],
        ),
    ],
)
def test_rotation_examples(
    source: str,
    mode: Mode,
    players: str,
    first: Table,
    first_winner: str,
    kwargs: Rules,
    expected: list[tuple[str, str]],
) -> None:
    # After the first marqué the rotation does not depend on who wins: try the first player and the second.
    for later in (0, 1):

        def pick(number: int, table: Table, later: int = later) -> str:
            return first_winner if number == 1 else table.players[later]

        tables = _play(mode, players, first, pick, len(expected), **kwargs)
        assert _seating(tables) == expected, source


def test_a_refait_keeps_the_table_and_the_primaute() -> None:
    # Lois et règles, art. XIX: "En cas de refait, les mêmes joueurs restent pour rejouer et celui qui avait la primauté
    # du dé au marqué nul, la conserve."
    tables = rotation(Mode.TOURNER, "ABC", Table(("A", "B"), "A"), [None, "B", None, "C"])
    assert _seating(tables) == [("AB", "A"), ("AB", "A"), ("BC", "B"), ("BC", "B"), ("CA", "C")]


@pytest.mark.parametrize(
    ("source", "rule", "winner", "expected"),
    [
        (
            "Trictrac à écrire §11: 'c'est celui qui a gagné le précédent qui a la primauté'",
            PrimauteRule.WINNER,
            "B",
            "B",
        ),
        (
            "Dictionnaire raisonné, PRIMAUTÉ: 'le joueur qui a gagné un marqué a la primauté pour le marqué suivant'",
            PrimauteRule.WINNER,
            "A",
            "A",
        ),
        ("Lois et règles, art. V: alternating", PrimauteRule.ALTERNATE, "A", "B"),
        ("Lois et règles, art. V: alternating", PrimauteRule.ALTERNATE, "B", "B"),
        (
            "Trictrac à écrire §11: 'En cas de refait, le joueur qui avait la primauté la conserve'",
            PrimauteRule.WINNER,
            None,
            "A",
        ),
        (
            "Dictionnaire raisonné, REFAIT: 'la reprend de droit pour ce nouveau marqué'",
            PrimauteRule.ALTERNATE,
            None,
            "A",
        ),
    ],
)
def test_primaute_tete_a_tete(source: str, rule: PrimauteRule, winner: str | None, expected: str) -> None:
    table = Table(("A", "B"), "A")
    assert next_primaute(table, winner, rule) == expected, source
    assert next_table(Mode.TETE_A_TETE, "AB", table, [winner], primaute=rule) == Table(("A", "B"), expected)


def test_chouette() -> None:
    # Dictionnaire raisonné, CHOUETTE: "le joueur qui fait la chouette joue tous les marqués. Il a la priorité du dé au
    # premier coup de la partie et ensuite cette primauté alterne à chaque changement d'adversaire"; the associates take
    # turns as partners at four: the first plays once, then two marqués each.
    tables = _play(Mode.CHOUETTE, "ZXY", Table(("Z", "X"), "Z"), lambda n, t: "Z", 8)
    assert [t.players for t in tables] == [("Z", o) for o in "XYYXXYYX"]
    # Primauté: at a change of opponent, to the side that did not have it; else the winner of the previous.
    assert [t.primaute for t in tables] == ["Z", "Y", "Z", "X", "Z", "Y", "Z", "X"]


@pytest.mark.parametrize(
    ("mode", "players", "first", "kwargs"),
    [
        (Mode.TOURNER, "ABC", Table(("A", "D"), "A"), {}),
        (Mode.TOURNER, "AB", Table(("A", "B"), "A"), {}),
        (Mode.EQUIPES, "ABCD", Table(("A", "B"), "A"), {"teams": TEAMS}),
        (Mode.EQUIPES, "ABCD", Table(("A", "C"), "A"), {}),
        (Mode.CHOUETTE, "ZXY", Table(("X", "Y"), "X"), {}),
    ],
)
def test_bad_tables(mode: Mode, players: str, first: Table, kwargs: Rules) -> None:
    with pytest.raises(SheetError):
        rotation(mode, players, first, [], **kwargs)
    with pytest.raises(SheetError):
        Table(("A", "A"), "A")


def test_a_winner_must_be_at_the_table() -> None:
    with pytest.raises(SheetError):
        rotation(Mode.TOURNER, "ABC", Table(("A", "B"), "A"), ["C"])


@settings(max_examples=60)
@given(
    st.sampled_from([Mode.TOURNER, Mode.EQUIPES]),
    st.sampled_from(list(FirstOut)),
    st.integers(1, 4),
    st.data(),
)
def test_everyone_meets_each_adversary_equally(
    mode: Mode, first_out: FirstOut, rounds: int, data: st.DataObject
) -> None:
    # Lois et règles, art. XIX: "Le nombre de marqués … multiple du nombre de joueurs participants, de sorte qu'un
    # joueur puisse rencontrer chacun de ses adversaires autant de fois que ceux-ci se rencontrent entre eux"; "Chacun
    # joue ainsi deux marqués de suite avec des adversaires différents".
    players = "ABC" if mode is Mode.TOURNER else "ABCD"
    kwargs: Rules = {"first_out": first_out, "teams": TEAMS if mode is Mode.EQUIPES else None}
    count = rounds * len(players)

    def pick(number: int, table: Table) -> str | None:
        return data.draw(st.sampled_from([*table.players, None]))

    winners: list[str | None] = []
    while sum(w is not None for w in winners) < count - 1:
        winners.append(pick(0, next_table(mode, players, Table(("A", "C"), "A"), winners, **kwargs)))
    tables = rotation(mode, players, Table(("A", "C"), "A"), winners, **kwargs)
    decided = [t for t, w in zip(tables, [*winners, "last"], strict=True) if w is not None]
    assert len(decided) == count
    meetings = Counter(frozenset(t.players) for t in decided)
    assert len(set(meetings.values())) == 1 and sum(meetings.values()) == count
    assert all(t.primaute in t.players for t in tables)
    for before, after in pairwise(decided):
        stays = set(before.players) & set(after.players)
        assert len(stays) == 1 and after.primaute in stays  # one stays, with the primauté
