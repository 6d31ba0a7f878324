"""Who plays each marqué of a partie à écrire, and who has the primauté (the first throw).

A marqué always opposes two players (Dictionnaire raisonné, JOUER).  Tête-à-tête the same two play every marqué; at
three *à tourner* (Lois et règles, art. XIX, Dictionnaire raisonné, JOUER À TROIS), at three *à la chouette*
(Dictionnaire raisonné, CHOUETTE) and at four *en équipes* (Lois et règles, art. XIX, Dictionnaire raisonné, JOUER À
QUATRE) the players take turns at the table.  A refait is replayed by the same players, the primauté kept by the one who
had it (Lois et règles, art. XIX, Trictrac à écrire §11, Dictionnaire raisonné, REFAIT). Only the first decided marqué
changes anything: from then on each player plays two marqués in a row, so the rotation is a fixed cycle.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from notation.ecrire import FirstOut, Mode, PrimauteRule, SheetError

__all__ = ["Table", "next_primaute", "next_table", "rotation"]


@dataclass(frozen=True, slots=True)
class Table:
    """The two players of a marqué and the one of them who has the primauté."""

    players: tuple[str, str]
    primaute: str

    def __post_init__(self) -> None:
        if self.players[0] == self.players[1]:
            raise SheetError("a marqué opposes two different players", reason="two-players")
        if self.primaute not in self.players:
            raise SheetError(
                f"the primauté belongs to {self.players[0]} or {self.players[1]}, not {self.primaute}",
                reason="primaute-player",
                first=self.players[0],
                second=self.players[1],
                player=self.primaute,
            )

    def other(self, player: str) -> str:
        return self.players[1] if player == self.players[0] else self.players[0]


def next_primaute(table: Table, winner: str | None, rule: PrimauteRule = PrimauteRule.WINNER) -> str:
    """Tell who has the primauté in the next marqué between the same two players.

    After a refait (``winner`` None) the player who had it keeps it (Trictrac à écrire §11: "En cas de refait, le joueur
    qui avait la primauté la conserve"); otherwise the winner (Trictrac à écrire §11, Dictionnaire raisonné, PRIMAUTÉ)
    or, alternating (Lois et règles, art. V; Dictionnaire raisonné, PARTIE À ÉCRIRE), the other player.

    >>> table = Table(("A", "B"), "A")
    >>> next_primaute(table, "B"), next_primaute(table, None), next_primaute(table, "A", PrimauteRule.ALTERNATE)
    ('B', 'A', 'B')
    """
    if winner is not None and winner not in table.players:
        raise SheetError(
            f"{winner} did not play the marqué of {table.players[0]} v {table.players[1]}",
            reason="not-at-table",
            player=winner,
            first=table.players[0],
            second=table.players[1],
        )
    if winner is None:
        return table.primaute
    return winner if rule is PrimauteRule.WINNER else table.other(table.primaute)


def rotation(
    mode: Mode,
    players: Sequence[str],
    first: Table,
    winners: Sequence[str | None],
    *,
    teams: Sequence[Sequence[str]] | None = None,
    first_out: FirstOut | None = None,
    primaute: PrimauteRule = PrimauteRule.WINNER,
) -> tuple[Table, ...]:
    """Return the tables of the marqués played so far and of the next one: ``len(winners) + 1`` tables.

    ``first`` is the first table (drawn by lot); ``winners`` gives the winner of each marqué played in turn,
    None for a refait.  À tourner, after the first decided marqué one of its players leaves (``first_out``:
    the loser by default, Dictionnaire raisonné "Au premier marqué celui qui a perdu se retire"; the winner in Lois et
    règles, art. XIX) and the third comes in; then "le troisième joueur reste à la table mais les autres alternent"
    (Lois et règles), the primauté going to the player who stays (Lois et règles, Dictionnaire raisonné).  En équipes
    (``teams``), the winner of the first marqué gives way to his partner (Lois et règles, Dictionnaire raisonné), then
    each plays two marqués in a row, the primauté to the player who stays.  À la chouette ``players[0]`` is the
    chouette, who plays every marqué: the associate of ``first`` plays the first marqué, then the associates take turns,
    two marqués each; the primauté "alterne à chaque changement d'adversaire"
    (Dictionnaire raisonné): to the side that did not have it in the previous marqué, and between two marqués against
    the same opponent it follows the tête-à-tête rule ``primaute``.
    """
    _check_players(mode, players, first, teams)
    tables = [first]
    decided = 0
    cycle: list[str] = []
    for number, winner in enumerate(winners, start=1):
        table = tables[-1]
        if winner is not None and winner not in table.players:
            raise SheetError(
                f"marqué {number}: {winner} did not play it ({table.players[0]} v {table.players[1]})",
                reason="not-at-table-marque",
                number=number,
                player=winner,
                first=table.players[0],
                second=table.players[1],
            )
        if winner is None:
            tables.append(table)
            continue
        decided += 1
        if mode is Mode.TETE_A_TETE:
            tables.append(Table(table.players, next_primaute(table, winner, primaute)))
            continue
        if mode is Mode.CHOUETTE:
            tables.append(_chouette_table(players, first, table, winner, decided, primaute))
            continue
        if decided == 1:
            cycle = _cycle(mode, players, table, winner, teams, first_out)
        stays, enters = cycle[(decided - 1) % len(cycle)], cycle[decided % len(cycle)]
        tables.append(Table((stays, enters), stays))
    return tuple(tables)


def next_table(
    mode: Mode,
    players: Sequence[str],
    first: Table,
    winners: Sequence[str | None],
    *,
    teams: Sequence[Sequence[str]] | None = None,
    first_out: FirstOut | None = None,
    primaute: PrimauteRule = PrimauteRule.WINNER,
) -> Table:
    """Tell who plays the marqué after those of ``winners``, and who has its primauté (see :func:`rotation`).

    Dictionnaire raisonné's example à tourner: "A joue d'abord contre B et a la primauté. B gagne et rejoue contre C".

    >>> next_table(Mode.TOURNER, "ABC", Table(("A", "B"), "A"), ["B"])
    Table(players=('B', 'C'), primaute='B')
    """
    return rotation(mode, players, first, winners, teams=teams, first_out=first_out, primaute=primaute)[-1]


def _check_players(mode: Mode, players: Sequence[str], first: Table, teams: Sequence[Sequence[str]] | None) -> None:
    count = {Mode.TETE_A_TETE: 2, Mode.TOURNER: 3, Mode.CHOUETTE: 3, Mode.EQUIPES: 4}[mode]
    if len(players) != count or len(set(players)) != count:
        raise SheetError(
            f"{mode.value} is for {count} players with different names",
            reason="mode-names",
            mode=mode.value,
            expected=count,
        )
    if not set(first.players) <= set(players):
        raise SheetError("the first table must seat two of the players", reason="first-table")
    if mode is Mode.CHOUETTE and players[0] not in first.players:
        raise SheetError("à la chouette, players[0] is the chouette, who plays every marqué", reason="chouette-first")
    if mode is Mode.EQUIPES and _partners(players, teams)[first.players[0]] == first.players[1]:
        raise SheetError("a marqué opposes two players of different teams", reason="partners")


def _partners(players: Sequence[str], teams: Sequence[Sequence[str]] | None) -> dict[str, str]:
    if teams is None or len(teams) != 2 or any(len(team) != 2 for team in teams):
        raise SheetError("en équipes, teams gives the two pairs of partners", reason="teams-needed")
    if sorted(name for team in teams for name in team) != sorted(players):
        raise SheetError("the teams must hold each player once", reason="teams-players")
    (a, b), (c, d) = teams
    return {a: b, b: a, c: d, d: c}


def _cycle(
    mode: Mode,
    players: Sequence[str],
    table: Table,
    winner: str,
    teams: Sequence[Sequence[str]] | None,
    first_out: FirstOut | None,
) -> list[str]:
    """Return the order in which players come to the table after the first decided marqué.

    It starts with the one who stays: each entry plays with the next one."""
    default = FirstOut.LOSER if mode is Mode.TOURNER else FirstOut.WINNER
    out = winner if (first_out or default) is FirstOut.WINNER else table.other(winner)
    stays = table.other(out)
    if mode is Mode.TOURNER:
        (third,) = set(players) - set(table.players)
        return [stays, third, out]
    partner = _partners(players, teams)
    return [stays, partner[out], partner[stays], out]


def _chouette_table(
    players: Sequence[str], first: Table, table: Table, winner: str, decided: int, rule: PrimauteRule
) -> Table:
    chouette = players[0]
    first_associate = first.other(chouette)
    (second_associate,) = set(players) - {chouette, first_associate}
    # The first associate plays once, then each plays two marqués in a row (the model of four players).
    opponent = second_associate if (decided - 1) // 2 % 2 == 0 else first_associate
    if opponent != table.other(chouette):
        had = table.primaute
        return Table((chouette, opponent), opponent if had == chouette else chouette)
    return Table((chouette, opponent), next_primaute(table, winner, rule))
