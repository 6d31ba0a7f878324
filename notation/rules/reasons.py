"""Why a throw scores nothing, and why it leaves one play only: the engine's reasons, in French and in English.

:func:`score` says what a throw scores and :func:`legal_plays` what may be played; a learner looking at an empty
list, or at a single play, asks why.  :func:`why_nothing_scores` goes through the rencontres of the tarif
(battre, the coin battu, the jans de départ, remplir and conserver, the impuissance) and says for each why it does
not apply; :func:`why_one_play` names the law that leaves one play: an obligation (remplir, conserver, the coin
par effet, the sortie) that cuts the others, or the laws of movement (a flèche held by the opponent, his coin, the
coin taken with two dames at once, the jans interdits, the sortie) that forbid every other way of playing the
numbers.  The rules are those of ``docs/rules.md`` (*Lois et règles du trictrac*, art. VI–XIV).

>>> from notation.code import parse_code
>>> setup = parse_code("B1:13,B6,B7/N1:15 N 6-5")
>>> print(why_one_play(setup.position, setup.dice).en)  # doctest: +NORMALIZE_WHITESPACE
The only play: all Noir's dames stand on N1, and one dame by 6 and 5 would stop alone on his coin N12,
which is taken only with two dames at once (Lois et règles, art. IX).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from notation.board import Colour, Jan, Position, point_of_step
from notation.dice import Throw
from notation.notations import Notation, Orientation, point_name
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.moves import Play, candidate_plays, is_jan_interdit, jan_short, legal_plays
from notation.rules.scoring import score

__all__ = ["Reason", "why_nothing_scores", "why_one_play"]

_COIN = 12
_OPPONENT_COIN = 13
_OFF = 25
_FIGURE = Orientation()
_JAN_FR = {Jan.PETIT: "petit jan", Jan.GRAND: "grand jan", Jan.RETOUR: "jan de retour"}


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason, in both languages (the game's vocabulary stays French in both)."""

    fr: str
    en: str

    def get(self, language: str) -> str:
        return self.fr if language == "fr" else self.en


_Named = Callable[[int], str]


def _namer(mover: Colour, notation: Notation, orientation: Orientation) -> _Named:
    def named(step: int) -> str:
        return point_name(point_of_step(mover, step), notation, orientation)

    return named


def _and(words: list[str], joint: str) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {joint} " + words[-1]


# -- nothing scores ---------------------------------------------------------------------------------------------


def why_nothing_scores(
    position: Position,
    throw: Throw,
    conventions: Conventions = DEFAULT,
    *,
    notation: Notation = Notation.BN,
    orientation: Orientation = _FIGURE,
) -> tuple[Reason, ...]:
    """Tell, for a throw that scores nothing, why each rencontre of the tarif does not apply.

    ``()`` when it scores."""
    if score(position, throw, conventions).events:
        return ()
    mover, opponent = position.to_move, position.to_move.opponent
    named = _namer(mover, notation, orientation)
    mine, theirs = position.counts(mover), position.counts(opponent)
    # the opponent's dames by the mover's steps (his step s is the mover's 25 - s)
    held = {25 - s: n for s, n in enumerate(theirs, start=1) if n}
    reasons = [_battre(mover, opponent, named, mine, held, throw)]
    reasons.append(_coin_battu(mover, opponent, named, mine, held))
    abattues = sum(mine) - mine[0]
    if mine[0] and abattues != 2:
        count_fr = (
            f"a {abattues} dames abattues"
            if abattues > 1
            else "a une dame abattue"
            if abattues
            else "n'a aucune dame abattue"
        )
        count_en = (
            f"{abattues} dames abattues" if abattues > 1 else "one dame abattue" if abattues else "no dame abattue"
        )
        reasons.append(
            Reason(
                f"Jans de départ\u202f: {mover.french} {count_fr}\u202f; le jan de deux tables et le jan "
                "de mézéas en veulent deux seulement, le jan de six tables quatre, sur quatre flèches de 2 à 7, au "
                "troisième coup.",
                f"Jans de départ: {mover.english} has {count_en}; the jan de deux tables and the "
                "jan de mézéas need exactly two, the jan de six tables four, on four of the flèches 2 to 7, at the "
                "third throw.",
            )
        )
    elif mine[0]:
        reasons.append(
            Reason(
                f"Jans de départ\u202f: {throw.code()} ne porte pas les deux dames abattues sur les deux coins, et le "
                "jan de mézéas veut le coin tenu par elles et un as.",
                f"Jans de départ: {throw.code()} does not carry the two dames abattues to the two coins, and the "
                "jan de mézéas wants the coin held by them and an ace.",
            )
        )
    reasons.append(_plein(mover, mine))
    reasons.append(
        Reason(
            f"Impuissance\u202f: {mover.french} peut jouer ses deux nombres.",
            f"Impuissance: {mover.english} can play both his numbers.",
        )
    )
    return tuple(reasons)


def _battre(
    mover: Colour, opponent: Colour, named: _Named, mine: tuple[int, ...], held: dict[int, int], throw: Throw
) -> Reason:
    blots = sorted(step for step, n in held.items() if n == 1 and step != _OPPONENT_COIN)
    if not blots:
        return Reason(
            f"Battre\u202f: {opponent.french} n'a aucune demi-case (aucune dame seule sur une flèche).",
            f"Battre: {opponent.english} has no demi-case (no dame alone on a flèche).",
        )
    far_fr, far_en = [], []
    for step in blots:
        behind = [s for s in range(1, step) if mine[s - 1]]
        if not behind:
            far_fr.append(f"{named(step)} n'a aucune dame de {mover.french} derrière elle")
            far_en.append(f"{named(step)} has no dame of {mover.english} behind it")
        else:
            distance = step - max(behind)
            far_fr.append(f"{named(step)} est à {distance} flèches de {named(max(behind))}")
            far_en.append(f"{named(step)} is {distance} flèches from {named(max(behind))}")
    numbers = (throw.high,) if throw.is_doublet else (throw.high, throw.low)
    reach = _and([str(n) for n in (*numbers, throw.high + throw.low)], "ou")
    reach_en = _and([str(n) for n in (*numbers, throw.high + throw.low)], "or")
    return Reason(
        f"Battre\u202f: {_and(far_fr, 'et')}\u202f; {throw.code()} bat à {reach} flèches.",
        f"Battre: {_and(far_en, 'and')}; {throw.code()} beats at {reach_en} flèches.",
    )


def _coin_battu(mover: Colour, opponent: Colour, named: _Named, mine: tuple[int, ...], held: dict[int, int]) -> Reason:
    if mine[_COIN - 1] < 2:
        return Reason(
            f"Coin battu\u202f: {mover.french} ne tient pas son coin, d'où seul on bat le coin adverse.",
            f"Coin battu: {mover.english} does not hold his coin, without which the opponent's coin is not beaten.",
        )
    if held.get(_OPPONENT_COIN):
        return Reason(
            f"Coin battu\u202f: {opponent.french} tient son coin {named(_OPPONENT_COIN)}.",
            f"Coin battu: {opponent.english} holds his coin {named(_OPPONENT_COIN)}.",
        )
    return Reason(
        f"Coin battu\u202f: aucun des deux nombres ne porte une dame sur le coin {named(_OPPONENT_COIN)} sans toucher "
        "aux deux dames du coin.",
        f"Coin battu: the two numbers do not each bring a dame to the coin {named(_OPPONENT_COIN)} without the two "
        "dames holding the coin.",
    )


def _plein(mover: Colour, mine: tuple[int, ...]) -> Reason:
    shorts = {jan: jan_short(mine, jan.steps.start - 1) for jan in (Jan.PETIT, Jan.GRAND, Jan.RETOUR)}
    near = [jan for jan, short in shorts.items() if short <= 2]
    if not near:
        words = _and([f"le {_JAN_FR[jan]} à {shorts[jan]}" for jan in shorts], "et")
        words_en = _and([f"the {_JAN_FR[jan]} {shorts[jan]}" for jan in shorts], "and")
        return Reason(
            f"Remplir, conserver\u202f: aucun jan de {mover.french} n'est à deux dames de son plein (il en "
            "manque\u202f: "
            f"{words}).",
            f"Remplir, conserver: no jan of {mover.english} is within two dames of its plein (dames missing: "
            f"{words_en}).",
        )
    jans = _and([_JAN_FR[jan] for jan in near], "et")
    jans_en = _and([_JAN_FR[jan] for jan in near], "and")
    return Reason(
        f"Remplir, conserver\u202f: aucun coup permis ne laisse plein le {jans}.",
        f"Remplir, conserver: no legal play leaves the {jans_en} plein.",
    )


# -- one play only ------------------------------------------------------------------------------------------------


_LAWS: dict[str, Reason] = {
    "occupied": Reason(
        "s'arrêterait ou se reposerait sur une flèche tenue par l'adversaire (Lois et règles, art. VII)",
        "would stop or rest on a flèche held by the opponent (Lois et règles, art. VII)",
    ),
    "opponent_coin": Reason(
        "s'arrêterait sur le coin de l'adversaire (Lois et règles, art. IX)",
        "would stop on the opponent's coin (Lois et règles, art. IX)",
    ),
    "own_coin": Reason(
        "s'arrêterait seule sur son coin, qui ne se prend qu'avec deux dames à la fois (Lois et règles, art. IX)",
        "would stop alone on his coin, which is taken only with two dames at once (Lois et règles, art. IX)",
    ),
    "interdit": Reason(
        "entrerait dans un jan que l'adversaire peut encore remplir, un jan interdit (Lois et règles, art. XIV)",
        "would enter a jan the opponent can still fill, a jan interdit (Lois et règles, art. XIV)",
    ),
    "sortie": Reason(
        "sortirait avant que toutes ses dames soient dans son jan de retour, ou autrement que la sortie le veut "
        "(Lois et règles, art. VIII)",
        "would bear off before all his dames are in his jan de retour, or otherwise than the sortie allows "
        "(Lois et règles, art. VIII)",
    ),
}


def _law_of(
    position: Position, moves: tuple[tuple[int, int], ...], rests: tuple[int, ...], after: tuple[int, ...]
) -> str | None:
    """Return the first law of movement ``moves`` break (``None``: the laws allow them)."""
    mover = position.to_move
    opponent = mover.opponent
    theirs = position.counts(opponent)
    for step in (*rests, *(b for _, b in moves)):
        if step == _OPPONENT_COIN:
            return "opponent_coin"
        if step < _OFF and theirs[24 - step]:
            return "occupied"
    if after[_COIN - 1] == 1:
        return "own_coin"
    for step in (b for _, b in moves):
        if 14 <= step <= 18 and is_jan_interdit(position, opponent, Jan.GRAND):
            return "interdit"
        if 19 <= step <= 24 and is_jan_interdit(position, opponent, Jan.PETIT):
            return "interdit"
    if any(b >= _OFF for _, b in moves):
        return "sortie"
    return None


_Way = tuple[tuple[tuple[int, int], ...], tuple[int, ...], tuple[int, ...]]
"""One way of moving the dames, laws aside: its moves, the rest of a dame played tout d'une, the counts after."""


def _ways(position: Position, throw: Throw) -> list[_Way]:
    """Return every way of moving the mover's dames by both numbers, laws aside: (moves, rests, counts after)."""
    mine = position.counts(position.to_move)
    orders = [(throw.high, throw.low)] if throw.is_doublet else [(throw.high, throw.low), (throw.low, throw.high)]
    out: list[_Way] = []
    seen: set[tuple[int, ...]] = set()
    for first, second in orders:
        for a in range(1, 25):
            if not mine[a - 1]:
                continue
            one = list(mine)
            one[a - 1] -= 1
            if a + first < _OFF:
                one[a + first - 1] += 1
            for b in range(1, 25):
                if not one[b - 1]:
                    continue
                two = list(one)
                two[b - 1] -= 1
                if b + second < _OFF:
                    two[b + second - 1] += 1
                key = tuple(two)
                if key in seen:
                    continue
                seen.add(key)
                moves = ((a, min(a + first, _OFF)), (b, min(b + second, _OFF)))
                # one dame by both numbers, tout d'une: it rests where the first number brings it
                rests = (a + first,) if b == a + first and b < _OFF else ()
                out.append((moves, rests, key))
    return out


def why_one_play(
    position: Position,
    throw: Throw,
    conventions: Conventions = DEFAULT,
    *,
    notation: Notation = Notation.BN,
    orientation: Orientation = _FIGURE,
) -> Reason | None:
    """Tell why ``throw`` leaves one legal play only (``None`` when it leaves several, or none)."""
    legal = legal_plays(position, throw, conventions)
    if len(legal) != 1:
        return None
    (play,) = legal
    mover = position.to_move
    named = _namer(mover, notation, orientation)
    candidates = candidate_plays(position, throw, conventions)
    if len(candidates) > 1:
        return _obligation(play, candidates, mover)
    if play.unplayed:
        return _impuissance(position, play, throw)
    mine = position.counts(mover)
    left = play.position.counts(mover)
    laws: dict[str, list[str]] = {}
    for moves, rests, after in _ways(position, throw):
        if after == left:
            continue
        law = _law_of(position, moves, rests, after)
        if law is not None:
            laws.setdefault(law, []).append(" ".join(f"{named(a)}-{named(min(b, _OFF))}" for a, b in moves))
    sources = [s for s in range(1, 25) if mine[s - 1]]
    where_fr = (
        f"toutes les dames de {mover.french} sont en {named(sources[0])}"
        if len(sources) == 1
        else f"les dames de {mover.french} sont en {_and([named(s) for s in sources], 'et')}"
    )
    where_en = (
        f"all {mover.english}'s dames stand on {named(sources[0])}"
        if len(sources) == 1
        else f"{mover.english}'s dames stand on {_and([named(s) for s in sources], 'and')}"
    )
    if list(laws) == ["own_coin"] and len(sources) == 1 and not throw.is_doublet:
        coin_fr = _LAWS["own_coin"].fr.replace("son coin", f"son coin {named(_COIN)}")
        coin_en = _LAWS["own_coin"].en.replace("his coin", f"his coin {named(_COIN)}")
        return Reason(
            f"Seul coup\u202f: {where_fr}, et une dame par {throw.high} et {throw.low} {coin_fr}.",
            f"The only play: {where_en}, and one dame by {throw.high} and {throw.low} {coin_en}.",
        )
    broken_fr = "\u202f; ".join(f"{_LAWS[key].fr} ({', '.join(ways[:3])})" for key, ways in laws.items())
    broken_en = "; ".join(f"{_LAWS[key].en} ({', '.join(ways[:3])})" for key, ways in laws.items())
    if not broken_fr:
        return Reason(
            f"Seul coup\u202f: {where_fr}, et {throw.code()} ne se joue pas autrement.",
            f"The only play: {where_en}, and {throw.code()} cannot be played any other way.",
        )
    return Reason(
        f"Seul coup\u202f: {where_fr}\u202f; toute autre façon de jouer {throw.code()} {broken_fr}.",
        f"The only play: {where_en}; every other way of playing {throw.code()} {broken_en}.",
    )


def _obligation(play: Play, candidates: list[Play], mover: Colour) -> Reason:
    others = len(candidates) - 1
    if play.fills:
        jans = _and([_JAN_FR[jan] for jan in sorted(play.fills, key=lambda j: j.value)], "et")
        return Reason(
            f"Seul coup permis\u202f: il remplit le {jans}, et remplir est obligatoire quand on le peut (Lois et "
            "règles, "
            f"art. XIII)\u202f; les {others} autre(s) coup(s) ne le remplissent pas.",
            f"The only legal play: it fills the {jans}, and filling is obligatory when one can (Lois et règles, "
            f"art. XIII); the {others} other play(s) do not.",
        )
    if play.conserves:
        jans = _and([_JAN_FR[jan] for jan in sorted(play.conserves, key=lambda j: j.value)], "et")
        return Reason(
            f"Seul coup permis\u202f: il conserve le plein du {jans}, et conserver est obligatoire quand on le peut "
            f"(Lois et règles, art. XIII)\u202f; les {others} autre(s) coup(s) le rompent.",
            f"The only legal play: it keeps the {jans}'s plein, and conserving is obligatory when one can "
            f"(Lois et règles, art. XIII); the {others} other play(s) break it.",
        )
    if any(p.par_puissance for p in candidates) and not play.par_puissance:
        return Reason(
            f"Seul coup permis\u202f: {mover.french} prend son coin par effet\u202f; quand il le peut, il ne le prend "
            "pas par "
            "puissance (Lois et règles, art. IX).",
            f"The only legal play: {mover.english} takes his coin par effet; when he can, he may not take it par "
            "puissance (Lois et règles, art. IX).",
        )
    return Reason(
        f"Seul coup permis\u202f: il achève la sortie, ce qui est obligatoire quand on le peut (Lois et règles, art. "
        f"VIII)\u202f; les {others} autre(s) coup(s) ne l'achèvent pas.",
        f"The only legal play: it finishes the sortie, which is obligatory when one can (Lois et règles, art. VIII); "
        f"the {others} other play(s) do not.",
    )


def _laws_against(position: Position, number: int) -> list[str]:
    """Return the laws that forbid each dame to play ``number`` alone, in the order met (empty: some dame can)."""
    mine = position.counts(position.to_move)
    laws: list[str] = []
    for a in range(1, 25):
        if mine[a - 1]:
            after = list(mine)
            after[a - 1] -= 1
            if a + number < _OFF:
                after[a + number - 1] += 1
            law = _law_of(position, ((a, min(a + number, _OFF)),), (), tuple(after))
            if law is None:
                return []
            if law not in laws:
                laws.append(law)
    return laws


def _impuissance(position: Position, play: Play, throw: Throw) -> Reason:
    mover = position.to_move
    lost = play.unplayed
    if not play.moves:
        return Reason(
            f"Aucun coup\u202f: {mover.french} ne peut jouer ni le {throw.high} ni le {throw.low}\u202f; chaque nombre "
            "perdu donne 2 points d'impuissance à l'adversaire.",
            f"No play: {mover.english} can play neither the {throw.high} nor the {throw.low}; each number lost "
            "gives the opponent 2 points of impuissance.",
        )
    played = list(play.dice)
    higher = not throw.is_doublet and lost == (throw.low,) and not _laws_against(position, throw.low)
    rule_fr = (
        "\u202f; quand un seul nombre se joue au choix, c'est le plus fort (Lois et règles, art. VI)" if higher else ""
    )
    rule_en = (
        "; when only one number can be played, one must play the higher (Lois et règles, art. VI)" if higher else ""
    )
    laws = [] if higher else _laws_against(position, lost[0])
    why_fr = ("\u202f: chaque dame " + " ou ".join(_LAWS[key].fr for key in laws)) if laws else ""
    why_en = (": every dame " + " or ".join(_LAWS[key].en for key in laws)) if laws else ""
    return Reason(
        f"Seul coup\u202f: {mover.french} ne peut jouer que le {played[0]}\u202f; le "
        f"{' ni le '.join(str(n) for n in lost)} ne se joue pas{why_fr}{rule_fr}.",
        f"The only play: {mover.english} can play only the {played[0]}; the "
        f"{' nor the '.join(str(n) for n in lost)} cannot be played{why_en}{rule_en}.",
    )
