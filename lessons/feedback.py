"""Judging a learner's answer against the engine's, and the hint ladder.

Right or wrong, then what was missed or over-counted.  For the points of a
throw the differences are worded as the école the other player could claim
(Lois et règles, art. XVII; Dictionnaire raisonné, ÉCOLE): points a player failed to mark are an
école *par moins*, points marked in excess an école *par trop*, and in both
cases his opponent may mark them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lessons.answers import (
    CLAIM_STATUSES,
    DECISIONS,
    JAN_NAMES,
    RENCONTRE_NAMES,
    WANTS,
    Solution,
    conventions_of,
    describe_claim,
    describe_event,
    notation_of,
    orientation_of,
    play_text,
)
from lessons.errors import AnswerKindError
from lessons.model import (
    AnnouncedRencontre,
    Announcement,
    Answer,
    EcoleAnswer,
    Exercise,
    JanAnswer,
    Kind,
    MarqueAnswer,
    PlayAnswer,
    SettleAnswer,
    TableAnswer,
    Text,
)
from notation.board import BadMoveError, BadPointError, Colour, Jan, Point, Position, point_of_step, step_of
from notation.dice import Throw
from notation.ecrire import Mode, PrimauteRule
from notation.notations import Notation, Orientation, Side, parse_point, point_name
from notation.rules.moves import candidate_plays
from notation.rules.scoring import RencontreMade
from notation.scoreboard import ScoreState

__all__ = [
    "OFF_NAMES",
    "Feedback",
    "Hint",
    "broken_law",
    "counts_after",
    "hints_for",
    "judge",
    "position_after",
    "primaute_rule",
    "step_of_name",
]


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the learner is told after an answer.

    ``ask_detail`` is set when the totals of an announcement are wrong: the
    second try lists the rencontres one by one.  ``ecole`` is the points the
    errors give the other side (announcements only).  ``highlights`` are the
    flèches to show on the board.
    """

    correct: bool
    message: Text
    lines: tuple[Text, ...] = ()
    highlights: tuple[Point, ...] = ()
    ecole: int = 0
    ask_detail: bool = False


@dataclass(frozen=True, slots=True)
class Hint:
    """One rung of the hint ladder, with the flèches it points at."""

    text: Text
    highlights: tuple[Point, ...] = ()


_RIGHT = Text("Juste.", "Right.")
_WRONG = Text("Ce n'est pas juste.", "Not right.")


def _mover(exercise: Exercise) -> Colour:
    return exercise.setup.position.to_move if exercise.setup is not None else Colour.WHITE


def judge(exercise: Exercise, solution: Solution, answer: Answer) -> Feedback:
    """Compare ``answer`` with the engine's ``solution`` of ``exercise``."""
    kind = exercise.kind
    if kind is Kind.ANNOUNCE:
        if not isinstance(answer, Announcement):
            raise AnswerKindError("announce", "an Announcement")
        return _judge_announcement(exercise, solution, answer)
    if kind in (Kind.PLAY, Kind.OBLIGATORY):
        if not isinstance(answer, PlayAnswer):
            raise AnswerKindError("play", "a PlayAnswer")
        return _judge_play(exercise, solution, answer)
    if kind is Kind.THROWS:
        if not isinstance(answer, frozenset) or not all(isinstance(t, Throw) for t in answer):
            raise AnswerKindError("throws", "a frozenset of Throw")
        return _judge_throws(solution, frozenset(t for t in answer if isinstance(t, Throw)))
    if kind in (Kind.MARK, Kind.LEAVE):
        if not isinstance(answer, ScoreState):
            raise AnswerKindError("marking", "a ScoreState")
        return _judge_state(solution, answer)
    if kind is Kind.NAME_POINT:
        if not isinstance(answer, str):
            raise AnswerKindError("name_point", "a name")
        return _judge_name(exercise, solution, answer)
    if kind is Kind.FIND_POINT:
        if not isinstance(answer, Point):
            raise AnswerKindError("find_point", "a Point")
        ok = answer == solution.answer
        return Feedback(ok, _RIGHT if ok else _WRONG, (), (answer,))
    if kind is Kind.JAN_OF:
        if not isinstance(answer, JanAnswer):
            raise AnswerKindError("jan_of", "a JanAnswer")
        return _judge_jan(exercise, solution, answer)
    if kind is Kind.MARQUE:
        if not isinstance(answer, MarqueAnswer):
            raise AnswerKindError("marqué", "a MarqueAnswer")
        return _judge_marque(solution, answer)
    if kind is Kind.DECIDE:
        if answer not in DECISIONS:
            raise AnswerKindError("decide", "'s_en_aller' or 'tenir'")
        return _judge_decide(solution, str(answer))
    if kind is Kind.LAPSE:
        if answer not in CLAIM_STATUSES:
            raise AnswerKindError("lapse", "'not_yet', 'open' or 'lapsed'")
        return _judge_lapse(solution, str(answer))
    if kind is Kind.ECOLE:
        if not isinstance(answer, EcoleAnswer):
            raise AnswerKindError("école", "an EcoleAnswer")
        return _judge_ecole(solution, answer)
    if kind is Kind.FAUSSE_ECOLE:
        if not isinstance(answer, int):
            raise AnswerKindError("fausse école", "the points of fausse école")
        ok = answer == solution.answer
        return Feedback(ok, _RIGHT if ok else _WRONG, (solution.text,) if ok else _fausse_ecole_lines())
    if kind is Kind.TABLE:
        if not isinstance(answer, TableAnswer):
            raise AnswerKindError("table", "a TableAnswer")
        return _judge_table(exercise, solution, answer)
    if not isinstance(answer, SettleAnswer):
        raise AnswerKindError("settle", "a SettleAnswer")
    return _judge_settle(solution, answer)


# -- announcements ---------------------------------------------------------------------


def _matches(event: RencontreMade, claim: AnnouncedRencontre) -> bool:
    return (
        claim.rencontre is event.rencontre
        and claim.beneficiary is event.beneficiary
        and (event.target is None or claim.target == event.target)
        and (event.jan is None or claim.jan is event.jan)
    )


def _ecole_line(colour: Colour, learner: Colour, points: int, what: Text, by_excess: bool, short: bool = False) -> Text:
    """Return an école worded as the opponent of ``colour`` could claim it.

    ``short`` when the rencontre was announced with too few façons (under-counted, not left out)."""
    if colour is learner:
        head_fr = f"Votre adversaire peut marquer {points} points d'école"
        head_en = f"Your opponent may mark {points} points of école"
        who_fr, who_en = "vous avez", "you"
    else:
        head_fr = f"Vous pourriez marquer {points} points d'école sur {colour.french}"
        head_en = f"You could mark {points} points of école against {colour.english}"
        who_fr, who_en = f"{colour.french} a", colour.english
    if by_excess:
        return Text(
            f"{head_fr} (par trop)\u202f: {who_fr} compté {what.fr}.",
            f"{head_en} (par trop): {who_en} counted {what.en}.",
        )
    if short:
        return Text(
            f"{head_fr}\u202f: {who_fr} compté trop peu de façons pour {what.fr}.",
            f"{head_en}: {who_en} under-counted the façons of {what.en}.",
        )
    return Text(f"{head_fr}\u202f: {who_fr} omis {what.fr}.", f"{head_en}: {who_en} left out {what.en}.")


def _judge_announcement(exercise: Exercise, solution: Solution, answer: Announcement) -> Feedback:
    assert solution.score is not None
    events = solution.score.events
    learner = _mover(exercise)
    expected = solution.answer
    assert isinstance(expected, Announcement)
    totals_right = answer.white == expected.white and answer.black == expected.black
    if answer.rencontres is None:
        if totals_right:
            return Feedback(True, _RIGHT, solution.details, solution.highlights)
        wrong = [c for c in (Colour.WHITE, Colour.BLACK) if answer.total(c) != expected.total(c)]
        sides_fr = " et ".join(c.french for c in wrong)
        sides_en = " and ".join(c.english for c in wrong)
        return Feedback(
            False,
            Text(
                f"Le compte de {sides_fr} n'est pas juste. Détaillez rencontre par rencontre.",
                f"The count for {sides_en} is not right. Give the rencontres one by one.",
            ),
            ask_detail=True,
        )
    claims = list(answer.rencontres)
    used = [False] * len(claims)
    lines: list[Text] = []
    highlights: list[Point] = []
    ecole = 0
    for event in events:
        index = next((i for i, c in enumerate(claims) if not used[i] and _matches(event, c)), None)
        what = describe_event(event)
        short = False
        if index is None:
            difference, excess = event.points, False
            text = what + Text(
                f" ({event.points} points\u202f: {event.explanation_fr})",
                f" ({event.points} points: {event.explanation_en})",
            )
        else:
            used[index] = True
            claimed = claims[index].points
            if claimed == event.points:
                continue
            difference, excess = abs(claimed - event.points), claimed > event.points
            short = not excess
            text = what + Text(
                f" pour {claimed} points au lieu de {event.points}", f" for {claimed} points instead of {event.points}"
            )
        ecole += difference
        lines.append(_ecole_line(event.beneficiary, learner, difference, text, excess, short))
        if event.target is not None:
            highlights.append(event.target)
        highlights.extend(event.dames)
    for index, claim in enumerate(claims):
        if used[index]:
            continue
        ecole += claim.points
        lines.append(_ecole_line(claim.beneficiary, learner, claim.points, describe_claim(claim), True))
        if claim.target is not None:
            highlights.append(claim.target)
    sums_right = (
        sum(c.points for c in claims if c.beneficiary is Colour.WHITE) == expected.white
        and sum(c.points for c in claims if c.beneficiary is Colour.BLACK) == expected.black
    )
    correct = not lines and sums_right and (totals_right or answer.white + answer.black == 0)
    if correct:
        return Feedback(True, _RIGHT, solution.details, solution.highlights)
    if not lines:
        lines.append(
            Text(
                "Les rencontres sont justes, mais les totaux annoncés ne leur correspondent pas.",
                "The rencontres are right, but the totals announced do not add them up.",
            )
        )
    return Feedback(False, _WRONG, tuple(lines), _unique(highlights), ecole)


def _unique(points: Sequence[Point]) -> tuple[Point, ...]:
    out: list[Point] = []
    for point in points:
        if not point.is_off and point not in out:
            out.append(point)
    return tuple(out)


# -- plays ------------------------------------------------------------------------------


OFF_NAMES = frozenset({"OFF", "DEHORS", "BANDE", "B0", "N0", "0"})
"""What a learner may write for the bande (bearing a dame off): "off", "dehors", "bande", B0 or N0."""


def step_of_name(mover: Colour, name: str) -> int:
    """Return the mover's step for a flèche named in B/N.

    The bande (``off``, ``dehors``, ``B0``, ``N0``) is 25.

    Raises :class:`BadPointError` for a name that is neither.
    """
    if name.strip().upper() in OFF_NAMES:
        return 25
    return step_of(mover, Point.from_name(name))


def position_after(position: Position, moves: Sequence[tuple[str, str]]) -> Position | None:
    """Return the position after the learner's moves, named in B/N, or None when they cannot be made.

    The moves are :meth:`Position.after_moves`'s: the mover's dames only.  None: no dame there, a name that is no
    point…"""
    mover = position.to_move
    try:
        steps = [(step_of_name(mover, origin), step_of_name(mover, target)) for origin, target in moves]
        return position.after_moves(mover, steps)
    except (BadPointError, BadMoveError):
        return None


def counts_after(position: Position, moves: Sequence[tuple[str, str]]) -> tuple[int, ...] | None:
    """Return the mover's counts after the learner's moves, or None when they cannot be made (no dame there…)."""
    after = position_after(position, moves)
    return None if after is None else after.counts(position.to_move)


_LAW_WORDS = {
    "distance": Text(
        "Chaque nombre avance une dame d'autant de flèches, ou une seule dame les deux tout d'une (Lois et règles, "
        "art. VI)\u202f: ces mouvements ne correspondent pas aux dés.",
        "Each number moves a dame that many flèches, or one dame both tout d'une (Lois et règles, art. VI): "
        "these moves do not match the dice.",
    ),
    "occupied": Text(
        "Une dame ne s'arrête ni ne se repose sur une flèche tenue par l'adversaire (Lois et règles, art. VII).",
        "A dame never stops or rests on a flèche held by the opponent (Lois et règles, art. VII).",
    ),
    "opponent_coin": Text(
        "Aucune dame ne s'arrête sur le coin de l'adversaire (Lois et règles, art. IX).",
        "No dame stops on the opponent's coin (Lois et règles, art. IX).",
    ),
    "own_coin": Text(
        "Le coin se prend et se quitte d'emblée, deux dames à la fois\u202f: il ne porte jamais une seule dame "
        "(Lois et règles, art. IX).",
        "The coin is taken and left d'emblée, two dames at once: it never holds a single dame "
        "(Lois et règles, art. IX).",
    ),
    "interdit": Text(
        "Cette dame s'arrête dans un jan que l'adversaire peut encore remplir\u202f: un jan interdit "
        "(Lois et règles, art. XIV).",
        "This dame stops in a jan the opponent can still fill: a jan interdit (Lois et règles, art. XIV).",
    ),
    "early_sortie": Text(
        "On ne sort ses dames que lorsqu'elles sont toutes dans son jan de retour (Lois et règles, art. VIII).",
        "One bears off only when all one's dames are in one's jan de retour (Lois et règles, art. VIII).",
    ),
    "both": Text(
        "Il faut jouer les deux nombres quand on le peut (Lois et règles, art. VI)\u202f: un autre coup les joue tous "
        "deux.",
        "Both numbers must be played when they can be (Lois et règles, art. VI): another play plays both.",
    ),
    "higher": Text(
        "Quand un seul nombre peut se jouer et qu'on a le choix, on doit jouer le plus fort (Lois et règles, art. VI).",
        "When only one number can be played and one has the choice, the higher must be played "
        "(Lois et règles, art. VI).",
    ),
    "excedant": Text(
        "Un nombre ne se joue pas de sorte que l'autre ne puisse plus l'être que comme excédant, et un excédant "
        "sort une des dames les plus éloignées (Dictionnaire raisonné, SORTIE DES DAMES).",
        "A number is not played so that the other can then only be played as excédant, and an excédant bears "
        "off one of the farthest dames (Dictionnaire raisonné, SORTIE DES DAMES).",
    ),
    "unknown": Text(
        "Ce coup n'est pas permis\u202f: vérifiez les cases d'arrivée et de repos, le coin, les jans interdits, "
        "et la loi de jouer les deux nombres (ou le plus fort).",
        "This play is not allowed: check the landing and rest points, the coin, the jans interdits, "
        "and the law of playing both numbers (or the higher).",
    ),
}


def broken_law(position: Position, throw: Throw, moves: Sequence[tuple[str, str]]) -> str:
    """Tell which law the learner's moves break, as a key of the feedback's law words.

    ``occupied``, ``interdit``…

    The moves can be made (a dame is there, none goes back); they are not among the engine's candidate
    plays.  The laws are tried in the order the engine applies them (``notation.rules.moves``): the dice,
    the landing and rest points, the coins, the jans interdits, the sortie, then both numbers (or the higher).
    """
    from notation.rules.moves import is_jan_interdit

    mover, opponent = position.to_move, position.to_move.opponent
    theirs = position.counts(opponent)
    mine = list(position.counts(mover))
    steps = [(step_of_name(mover, a), step_of_name(mover, b)) for a, b in moves]
    numbers = [throw.high, throw.low]
    distances = [b - a for a, b in steps]
    # The dice: each move a number (an excédant may bear off by less), or one move both numbers tout d'une.
    remaining = list(numbers)
    for (a, b), distance in zip(steps, distances, strict=True):
        if distance in remaining:
            remaining.remove(distance)
        elif len(remaining) == 2 and distance == sum(remaining):
            if all(r <= 24 and theirs[24 - r] for r in (a + remaining[0], a + remaining[1])):
                return "occupied"
            remaining.clear()
        elif b == 25 and any(number > distance for number in remaining):
            remaining.remove(min(number for number in remaining if number > distance))
        else:
            return "distance"
    for _, b in steps:
        if b <= 24 and theirs[24 - b]:
            return "opponent_coin" if b == 13 else "occupied"
        if b == 13:
            return "opponent_coin"
    after = counts_after(position, moves)
    assert after is not None
    if after[11] == 1:
        return "own_coin"
    for _, b in steps:
        if 14 <= b <= 18 and is_jan_interdit(position, opponent, Jan.GRAND):
            return "interdit"
        if 19 <= b <= 24 and is_jan_interdit(position, opponent, Jan.PETIT):
            return "interdit"
    if any(b == 25 for _, b in steps):
        if any(mine[step - 1] for step in range(1, 19)):
            return "early_sortie"
        return "excedant"
    candidates = candidate_plays(position, throw)
    played = len(numbers) - len(remaining)
    best_played = max((len(numbers) - len(play.unplayed) for play in candidates), default=0)
    if played < best_played:
        return "both"
    if played == 1 and remaining == [throw.high] and not throw.is_doublet:
        return "higher"
    return "unknown"


def _judge_play(exercise: Exercise, solution: Solution, answer: PlayAnswer) -> Feedback:
    assert exercise.setup is not None and exercise.setup.dice is not None
    position = exercise.setup.position
    mover = position.to_move
    counts = counts_after(position, answer.moves)
    moved = _unique([Point.from_name(a) for a, _ in answer.moves if _is_point(a)])
    if counts is None:
        return Feedback(
            False,
            _WRONG,
            (
                Text(
                    "Ces mouvements ne se font pas\u202f: une dame manque, ou recule alors qu'on joue toujours dans "
                    "le même "
                    "sens, sans jamais rétrograder (Lois et règles, art. VII).",
                    "These moves cannot be made: a dame is missing, or goes back when one always plays the same way, "
                    "never backwards (Lois et règles, art. VII).",
                ),
            ),
            moved,
        )
    for play in solution.plays:
        if play.position.counts(mover) == counts:
            return Feedback(True, _RIGHT, (), moved)
    for play in solution.legal:
        if play.position.counts(mover) == counts:
            want = WANTS.get(str(exercise.data.get("want")))
            asked = want[0] if want else Text("ce que demande l'exercice", "what the exercise asks")
            return Feedback(
                False,
                _WRONG,
                (
                    Text(
                        f"Ce coup est permis, mais ne joue pas {asked.fr}.",
                        f"This play is allowed, but does not play {asked.en}.",
                    ),
                ),
                moved,
            )
    candidates = candidate_plays(position, exercise.setup.dice, conventions_of(exercise))
    for play in candidates:
        if play.position.counts(mover) == counts:
            best = (solution.legal or solution.plays)[0]
            if best.fills:
                law = Text(
                    "Un autre coup remplit\u202f: remplir est obligatoire quand on le peut (Lois et règles, art. "
                    "XIII).",
                    "Another play fills: filling is obligatory when one can (Lois et règles, art. XIII).",
                )
            elif best.conserves:
                law = Text(
                    "Un autre coup conserve le plein\u202f: conserver est obligatoire (Lois et règles, art. XIII).",
                    "Another play keeps the plein: conserving is obligatory (Lois et règles, art. XIII).",
                )
            elif any(b == 25 for _, b in best.moves) and not any(b == 25 for _, b in play.moves):
                law = Text(
                    "Les dernières dames doivent sortir\u202f: finir la sortie est obligatoire (Dictionnaire raisonné, "
                    "SORTIE DES DAMES).",
                    "The last dames must go off: finishing the sortie is obligatory (Dictionnaire raisonné, "
                    "SORTIE DES DAMES).",
                )
            else:
                law = Text(
                    "Quand on peut prendre son coin par effet, on ne le prend pas par puissance "
                    "(Lois et règles, art. IX).",
                    "When one can take one's coin par effet, one does not take it par puissance "
                    "(Lois et règles, art. IX).",
                )
            reason = Text(
                "Ce coup suit la marche des dames, mais c'est une fausse case. ",
                "This play follows the movement laws, but it is a fausse case. ",
            )
            return Feedback(False, _WRONG, (reason + law,), moved)
    key = broken_law(position, exercise.setup.dice, answer.moves)
    return Feedback(False, _WRONG, (_LAW_WORDS[key],), moved)


def _is_point(name: str) -> bool:
    if name.strip().upper() in OFF_NAMES:
        return False
    try:
        Point.from_name(name)
    except BadPointError:
        return False
    return True


# -- the other kinds ---------------------------------------------------------------------


def _throws_text(throws: frozenset[Throw]) -> str:
    return ", ".join(t.code() for t in sorted(throws, reverse=True))


def _judge_throws(solution: Solution, answer: frozenset[Throw]) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, frozenset)
    missed = frozenset(t for t in expected if t not in answer)
    extra = frozenset(t for t in answer if t not in expected)
    if not missed and not extra:
        return Feedback(True, _RIGHT)
    lines: list[Text] = []
    if missed:
        lines.append(Text(f"Il manque {len(missed)} coup(s).", f"{len(missed)} throw(s) are missing."))
    if extra:
        text = _throws_text(extra)
        lines.append(Text(f"Ces coups ne le donnent pas\u202f: {text}.", f"These throws do not give it: {text}."))
    return Feedback(False, _WRONG, tuple(lines))


def _judge_state(solution: Solution, answer: ScoreState) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, ScoreState)
    lines: list[Text] = []
    for colour in (Colour.WHITE, Colour.BLACK):
        mine, truth = answer.of(colour), expected.of(colour)
        if (mine.points, mine.trous) != (truth.points, truth.trous):
            lines.append(
                Text(
                    f"{colour.french}\u202f: vous marquez {mine.points} points et "
                    f"{mine.trous} trous, ce n'est pas le compte.",
                    f"{colour.english}: you mark {mine.points} points and {mine.trous} trous, which is not the count.",
                )
            )
        elif mine.bredouille != truth.bredouille and truth.points:
            state_fr = "est" if truth.bredouille else "n'est pas"
            state_en = "is" if truth.bredouille else "is not"
            lines.append(
                Text(
                    f"{colour.french} {state_fr} en bredouille\u202f: regardez qui a marqué depuis zéro.",
                    f"{colour.english} {state_en} en bredouille: look at who marked since zero.",
                )
            )
    if lines:
        return Feedback(False, _WRONG, tuple(lines))
    return Feedback(True, _RIGHT, solution.details)


def _judge_name(exercise: Exercise, solution: Solution, answer: str) -> Feedback:
    expected = solution.answer
    notation = Notation(str(exercise.data.get("notation", "bn")))
    top = Colour.parse(str(exercise.data.get("top", "black")))
    orientation = Orientation(top, Side(str(exercise.data.get("talons", "left"))))
    ok = answer.strip() == expected
    if not ok:
        try:
            ok = parse_point(answer.strip(), notation, orientation) == solution.highlights[0]
        except (BadPointError, ValueError):
            ok = False
    return Feedback(ok, _RIGHT if ok else _WRONG)


_JAN_STEPS = {"petit": (1, 6), "grand": (7, 12), "grand_adverse": (13, 18), "retour": (19, 24)}
"""The steps of a colour's path (1 its talon … 24) that make each of the four jans it travels."""

_ORDINAL_EN = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}


def _jan_colour(exercise: Exercise) -> Colour:
    return Colour.parse(str(exercise.data.get("colour", "white")))


def _jan_span(colour: Colour, jan: str) -> Text:
    """Tell where ``jan`` lies on ``colour``'s path, by its flèches and their steps: "N6–N1, flèches 19 to 24"."""
    first, last = _JAN_STEPS[jan]
    ends = f"{point_of_step(colour, first).name}–{point_of_step(colour, last).name}"
    return Text(f"{ends}, flèches {first} à {last}", f"{ends}, flèches {first} to {last}")


def _jan_words(colour: Colour, jan: str) -> Text:
    name = JAN_NAMES[jan]
    if jan == "grand_adverse":
        return Text(f"le {name.fr}", name.en)
    return Text(f"son {name.fr}", f"his {name.en}")


def _judge_jan(exercise: Exercise, solution: Solution, answer: JanAnswer) -> Feedback:
    """Judge a jan answer, right or wrong, and say why.

    Why: where the flèche stands on the colour's path, and where the jan answered lies."""
    expected = solution.answer
    assert isinstance(expected, JanAnswer)
    colour = _jan_colour(exercise)
    point = solution.highlights[0]
    step = step_of(colour, point)
    lines: list[Text] = []
    if answer.jan != expected.jan:
        right, said = _jan_words(colour, expected.jan), _jan_words(colour, answer.jan)
        where, said_where = _jan_span(colour, expected.jan), _jan_span(colour, answer.jan)
        suffix = _ORDINAL_EN.get(step, "th")
        lines.append(
            Text(
                f"Le jan n'est pas le bon\u202f: {point.name} est la {step}e flèche du chemin de {colour.french}, "
                f"dans {right.fr} ({where.fr})\u202f; {said.fr} est {said_where.fr}.",
                f"Not the right jan: {point.name} is the {step}{suffix} flèche of {colour.english}'s path, in "
                f"{right.en} ({where.en}); {said.en} is {said_where.en}.",
            )
        )
    if answer.table is not expected.table:
        lines.append(
            Text(
                f"La table n'est pas la bonne\u202f: {point.name} porte le numéro {point.number}\u202f; les flèches 1 "
                "à 6 des "
                "deux côtés font la table des petits jans, 7 à 12 la table des grands jans.",
                f"Not the right table: {point.name} is numbered {point.number}; flèches 1 to 6 of either side make "
                "the table des petits jans, 7 to 12 the table des grands jans.",
            )
        )
    return Feedback(not lines, _RIGHT if not lines else _WRONG, tuple(lines), solution.highlights)


def _judge_marque(solution: Solution, answer: MarqueAnswer) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, MarqueAnswer)
    lines: list[Text] = []
    if answer.winner is not expected.winner:
        lines.append(Text("Le gagnant est celui qui a le plus de trous.", "The winner is the player with more trous."))
    elif answer.points != expected.points:
        lines.append(
            Text(
                "Le compte des points n'est pas juste\u202f: m × (trous du gagnant + consolation) − trous du perdant.",
                "The points are not right: m × (winner's trous + consolation) − loser's trous.",
            )
        )
    return Feedback(not lines, _RIGHT if not lines else _WRONG, tuple(lines))


def _judge_decide(solution: Solution, answer: str) -> Feedback:
    if answer == solution.answer:
        return Feedback(True, _RIGHT, (solution.text,))
    if answer == "s_en_aller":
        line = Text(
            "On ne s'en va que sur un trou gagné par son propre coup (Lois et règles, art. XVI)\u202f: "
            "d'où viennent ces points\u202f?",
            "One leaves only on a trou won by one's own throw (Lois et règles, art. XVI): where do these points "
            "come from?",
        )
    else:
        line = Text(
            "Le choix est libre\u202f: un trou gagné par son propre coup permet de s'en aller (Lois et règles, art. "
            "XVI).",
            "The choice is free: a trou won by one's own throw lets one leave (Lois et règles, art. XVI).",
        )
    return Feedback(False, _WRONG, (line,))


def _judge_lapse(solution: Solution, answer: str) -> Feedback:
    if answer == solution.answer:
        return Feedback(True, _RIGHT, (solution.text,))
    line = Text(
        "Deux moments comptent (Dictionnaire raisonné, ÉCOLE)\u202f: quand l'école est consommée (jeton lâché pour "
        "l'école par trop\u202f; dames touchées, ou dés jetés si les points viennent du coup de l'adversaire, pour "
        "l'école par moins), et quand il est trop tard (dès que celui qui la marquerait jette les dés pour son "
        "coup\u202f;"
        " sur des points qu'il a donnés, dès que l'autre marque pour son coup suivant).",
        "Two moments count (Dictionnaire raisonné, ÉCOLE): when the école is consumed (jeton let go for an école "
        "par trop; dames touched, or dice thrown if the points come from the opponent's throw, for an école par "
        "moins), and when it is too late (once the claimer throws for his own throw; on points he gave, once the "
        "other marks for his next throw).",
    )
    return Feedback(False, _WRONG, (line,))


def _judge_ecole(solution: Solution, answer: EcoleAnswer) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, EcoleAnswer)
    if answer == expected or (answer.points == 0 and expected.points == 0):
        return Feedback(True, _RIGHT, (solution.text, *solution.details))
    lines: list[Text] = []
    if answer.kind != expected.kind:
        lines.append(
            Text(
                "Comparez la marque juste à celle du joueur\u202f: points oubliés, école par moins\u202f; points en "
                "trop, "
                "école par trop.",
                "Compare the right marking with the player's: points forgotten, école par moins; points in excess, "
                "école par trop.",
            )
        )
    if answer.points != expected.points:
        lines.append(
            Text(
                "Le compte n'est pas juste\u202f: un trou double vaut un trou simple (douze points), et le jeton bien "
                "placé montre le premier jeu (Dictionnaire raisonné, ÉCOLE DE TROU).",
                "The count is not right: a trou double is worth a trou simple (twelve points), and a jeton rightly "
                "placed shows the first jeu (Dictionnaire raisonné, ÉCOLE DE TROU).",
            )
        )
    return Feedback(False, _WRONG, tuple(lines))


def _fausse_ecole_lines() -> tuple[Text, ...]:
    return (
        Text(
            "Trouvez d'abord l'école vraie\u202f; crier davantage est une fausse école, de l'excès\u202f; crier moins "
            "n'en "
            "est pas une (Dictionnaire raisonné, FAUSSE ÉCOLE).",
            "Find the true école first; crying more is a fausse école, of the excess; crying less is none "
            "(Dictionnaire raisonné, FAUSSE ÉCOLE).",
        ),
    )


def primaute_rule(exercise: Exercise) -> Text:
    """Tell who has the primauté of the next marqué, in the way a ``table`` exercise plays.

    The tête-à-tête rule it follows, the player who stays at the table à tourner and at four, the alternation with each
    change of opponent à la chouette (Lois et règles, art. V and XIX; Le Trictrac à écrire, 11; Dictionnaire raisonné,
    CHOUETTE)."""
    mode = Mode(str(exercise.data.get("mode", Mode.TETE_A_TETE.value)))
    if mode is Mode.CHOUETTE:
        return Text(
            "à la chouette, elle alterne à chaque changement d'adversaire (Dictionnaire raisonné, CHOUETTE)",
            "à la chouette it alternates with each change of opponent (Dictionnaire raisonné, CHOUETTE)",
        )
    if mode is not Mode.TETE_A_TETE:
        return Text(
            "à tourner et à quatre, elle va à celui qui reste à la table (Lois et règles, art. V et XIX)",
            "à tourner and at four it goes to the player who stays at the table (Lois et règles, art. V and XIX)",
        )
    if PrimauteRule(str(exercise.data.get("primaute", PrimauteRule.WINNER.value))) is PrimauteRule.ALTERNATE:
        return Text(
            "selon les Lois et règles, elle alterne à chaque marqué (art. V)",
            "under the Lois et règles it alternates at every marqué (art. V)",
        )
    return Text(
        "selon Le Trictrac à écrire, elle va au gagnant du marqué précédent",
        "under Le Trictrac à écrire it goes to the winner of the previous marqué",
    )


def _judge_table(exercise: Exercise, solution: Solution, answer: TableAnswer) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, TableAnswer)
    lines: list[Text] = []
    if answer.players != expected.players:
        lines.append(
            Text(
                "Ce ne sont pas les bons joueurs\u202f: qui se retire après le premier marqué, qui reste à la "
                "table\u202f?",
                "Not the right players: who leaves after the first marqué, who stays at the table?",
            )
        )
    elif answer.primaute != expected.primaute:
        rule = primaute_rule(exercise)
        lines.append(
            Text(
                f"La primauté n'est pas la bonne\u202f: après un refait elle reste à qui l'avait\u202f; {rule.fr}.",
                f"Not the right primauté: after a refait it stays with whoever had it; {rule.en}.",
            )
        )
    return Feedback(not lines, _RIGHT if not lines else _WRONG, tuple(lines) or (solution.text,))


def _judge_settle(solution: Solution, answer: SettleAnswer) -> Feedback:
    expected = solution.answer
    assert isinstance(expected, SettleAnswer)
    lines: list[Text] = []
    for name, final in expected.finals.items():
        if answer.finals.get(name) != final:
            lines.append(Text(f"Le total de {name} n'est pas juste.", f"{name}'s final total is not right."))
    if answer.rounded != expected.rounded:
        lines.append(Text("Le gain arrondi n'est pas juste.", "The rounded gain is not right."))
    return Feedback(not lines, _RIGHT if not lines else _WRONG, tuple(lines))


# -- the hint ladder -----------------------------------------------------------------------


_NOTATION_TITLES = {
    Notation.BN: "B/N",
    Notation.SOUMILLE: "Soumille",
    Notation.LEPEINTRE: "Lepeintre",
    Notation.LEVY: "Levy",
    Notation.T11: "T, 1…11",
}


def _neighbours_hint(exercise: Exercise, point: Point, highlights: tuple[Point, ...]) -> Hint:
    """Return the hint of a naming exercise.

    The flèche is marked on the board (whose names are B/N's, the question's own), and its neighbours on its side are
    named in the notation asked: the learner counts from them to it."""
    notation, orientation = notation_of(exercise), orientation_of(exercise)
    title = _NOTATION_TITLES[notation]
    pairs = [
        (neighbour.name, point_name(neighbour, notation, orientation))
        for number in (point.number - 1, point.number + 1)
        if 1 <= number <= 12
        for neighbour in (Point(point.side, number),)
    ]
    fr = " et ".join(f"{bn} s'y nomme {name}" for bn, name in pairs)
    en = " and ".join(f"{bn} is called {name}" for bn, name in pairs)
    return Hint(
        Text(
            f"La flèche {point.name} est marquée sur le tablier, qui porte les noms B/N. En notation {title}, {fr}.",
            f"The flèche {point.name} is marked on the board, which bears the B/N names. "
            f"In the {title} notation, {en}.",
        ),
        highlights,
    )


def hints_for(exercise: Exercise, solution: Solution) -> tuple[Hint, ...]:
    """Return the hints, from the gentlest.

    The file's own hints first, then those drawn from the engine's answer."""
    hints = [Hint(text) for text in exercise.hints]
    kind = exercise.kind
    if kind is Kind.ANNOUNCE and solution.score is not None:
        events = solution.score.events
        if not events:
            hints.append(
                Hint(
                    Text(
                        "Regardez bien\u202f: ce coup ne donne peut-être rien.",
                        "Look closely: this throw may give nothing.",
                    )
                )
            )
        else:
            names = []
            for event in events:
                name = RENCONTRE_NAMES[event.rencontre]
                pair = (name.fr + f" pour {event.beneficiary.french}", name.en + f" for {event.beneficiary.english}")
                if pair not in names:
                    names.append(pair)
            hints.append(
                Hint(
                    Text(
                        "Cherchez\u202f: " + ", ".join(n[0] for n in names) + ".",
                        "Look for: " + ", ".join(n[1] for n in names) + ".",
                    )
                )
            )
            hints.append(
                Hint(
                    Text("Regardez les flèches marquées sur le tablier.", "Look at the flèches marked on the board."),
                    solution.highlights,
                )
            )
            hints.append(
                Hint(
                    Text(
                        "\u202f; ".join(f"{describe_event(e).fr}\u202f: {e.facons or 1} façon(s)" for e in events)
                        + ".",
                        "; ".join(f"{describe_event(e).en}: {e.facons or 1} façon(s)" for e in events) + ".",
                    ),
                    solution.highlights,
                )
            )
    elif kind in (Kind.PLAY, Kind.OBLIGATORY) and solution.plays:
        play = solution.plays[0]
        mover = _mover(exercise)
        if play.unplayed:
            numbers = " et ".join(str(n) for n in play.unplayed)
            hints.append(
                Hint(
                    Text(
                        f"Tout ne se joue pas\u202f: {numbers} reste injouable.",
                        f"Not everything can be played: {numbers} cannot be.",
                    )
                )
            )
        else:
            hints.append(Hint(Text("Les deux nombres se jouent.", "Both numbers can be played.")))
        if play.fills or play.conserves:
            hints.append(
                Hint(
                    Text(
                        "Pensez à l'obligation de remplir ou de conserver.",
                        "Remember the obligation to fill or to conserve.",
                    )
                )
            )
        sources = _unique([point_of_step(mover, a) for a, _ in play.moves])
        if kind is Kind.OBLIGATORY:
            hints.append(Hint(Text("Les dames à jouer sont marquées.", "The dames to play are marked."), sources))
            first = play.moves_bn(mover)[:1]
            if first:
                hints.append(
                    Hint(
                        Text(
                            f"Premier mouvement\u202f: {first[0][0]}-{first[0][1]}.",
                            f"First move: {first[0][0]}-{first[0][1]}.",
                        ),
                        sources,
                    )
                )
        else:
            hints.append(
                Hint(
                    Text(
                        f"Un coup possible commence par {play_text(play, mover).split(',')[0]}.",
                        f"One possible play starts with {play_text(play, mover).split(',')[0]}.",
                    ),
                    sources,
                )
            )
    elif kind is Kind.THROWS and isinstance(solution.answer, frozenset):
        throws = sorted((t for t in solution.answer if isinstance(t, Throw)), reverse=True)
        weight = sum(t.weight for t in throws)
        hints.append(
            Hint(
                Text(
                    f"{len(throws)} coups sur 21, {weight} chances sur 36.",
                    f"{len(throws)} throws of 21, {weight} chances in 36.",
                )
            )
        )
        doublets = [t for t in throws if isinstance(t, Throw) and t.is_doublet]
        hints.append(Hint(Text(f"Dont {len(doublets)} doublet(s).", f"Of which {len(doublets)} doublet(s).")))
        if throws and isinstance(throws[0], Throw):
            hints.append(Hint(Text(f"Le plus fort est {throws[0].code()}.", f"The highest is {throws[0].code()}.")))
    elif kind in (Kind.MARK, Kind.LEAVE) and solution.score is not None:
        result = solution.score
        hints.append(
            Hint(
                Text(
                    f"Le coup donne {result.total(Colour.WHITE)} points à Blanc "
                    f"et {result.total(Colour.BLACK)} à Noir.",
                    f"The throw gives Blanc {result.total(Colour.WHITE)} points and Noir {result.total(Colour.BLACK)}.",
                )
            )
        )
        marking = solution.marking
        if marking is not None:
            hints.append(
                Hint(
                    Text(
                        f"{marking.colour.french} gagne {marking.trous} trou(s)\u202f; reste {marking.reste} points.",
                        f"{marking.colour.english} wins {marking.trous} trou(s); {marking.reste} points left over.",
                    )
                )
            )
        hints.append(
            Hint(
                Text(
                    "Quand un trou est gagné, les jetons de l'adversaire "
                    "retournent à zéro\u202f; qui s'en va remet tout à zéro.",
                    "When a trou is won the opponent's jetons go back to zero; "
                    "whoever leaves puts everything back to zero.",
                )
            )
        )
    elif kind is Kind.MARQUE:
        hints.append(
            Hint(
                Text(
                    "Points = m × (trous du gagnant + consolation) − trous du perdant.",
                    "Points = m × (winner's trous + consolation) − loser's trous.",
                )
            )
        )
        hints.append(
            Hint(
                Text(
                    "m vaut 1 (simple), 2 (petite bredouille), 4 (grande "
                    "bredouille)\u202f; la consolation vaut 2 × (refaits + 1).",
                    "m is 1 (simple), 2 (petite bredouille), 4 (grande "
                    "bredouille); the consolation is 2 × (refaits + 1).",
                )
            )
        )
    elif kind is Kind.SETTLE:
        hints.append(
            Hint(
                Text(
                    "I\u202f: les points des marqués\u202f; II\u202f: la queue des jetons\u202f; III\u202f: 4 par "
                    "marqué gagné\u202f; IV\u202f: 20 pour qui en gagne le plus.",
                    "I: the marqués' points; II: the queue des jetons; III: 4 "
                    "per marqué won; IV: 20 to whoever won more.",
                )
            )
        )
        hints.append(
            Hint(
                Text(
                    "Le gain brut est la différence des totaux, arrondi à la dizaine (5 à 9 vers le haut).",
                    "The gross gain is the difference of the finals, rounded to tens (5 to 9 up).",
                )
            )
        )
    elif kind is Kind.DECIDE and solution.marking is not None:
        marking = solution.marking
        hints.append(
            Hint(
                Text(
                    "D'où viennent les points qui font le trou\u202f: de son propre coup, ou de celui de "
                    "l'adversaire\u202f?",
                    "Where do the points that make the trou come from: his own throw, or the opponent's?",
                )
            )
        )
        hints.append(
            Hint(
                Text(
                    f"Le coup donne {marking.points} points à {marking.colour.french}\u202f: {marking.trous} trou(s).",
                    f"The throw gives {marking.colour.english} {marking.points} points: {marking.trous} trou(s).",
                )
            )
        )
    elif kind is Kind.LAPSE:
        hints.append(
            Hint(
                Text(
                    "L'école est-elle par moins ou par trop, et les points venaient-ils de son propre coup\u202f?",
                    "Is the école par moins or par trop, and did the points come from his own throw?",
                )
            )
        )
    elif kind in (Kind.ECOLE, Kind.FAUSSE_ECOLE):
        hints.append(
            Hint(
                Text(
                    "Marquez d'abord juste\u202f: combien de trous, et combien de points de reste\u202f?",
                    "First mark it right: how many trous, and how many points de reste?",
                )
            )
        )
        hints.extend(Hint(detail) for detail in solution.details)
        if kind is Kind.FAUSSE_ECOLE:
            hints.append(
                Hint(
                    Text(
                        "Crier plus que l'école vraie est une fausse école de l'excès\u202f; crier moins n'en est pas "
                        "une.",
                        "Crying more than the true école is a fausse école of the excess; crying less is none.",
                    )
                )
            )
    elif kind is Kind.TABLE:
        hints.append(
            Hint(
                Text(
                    "Après un refait, les mêmes joueurs rejouent et la primauté reste à qui l'avait.",
                    "After a refait the same players play again and the primauté stays with whoever had it.",
                )
            )
        )
        rule = primaute_rule(exercise)
        hints.append(Hint(Text(f"La primauté\u202f: {rule.fr}.", f"The primauté: {rule.en}.")))
    elif kind is Kind.FIND_POINT and isinstance(solution.answer, Point):
        side = solution.answer.side
        hints.append(Hint(Text(f"La flèche est du côté de {side.french}.", f"The flèche is on {side.english}'s side.")))
    elif kind is Kind.JAN_OF and solution.highlights:
        # The flèche is already marked on the board: the hints teach how to place it, not where it is.
        colour = _jan_colour(exercise)
        spans = [f"{JAN_NAMES[jan].fr} {_jan_span(colour, jan).fr}" for jan in _JAN_STEPS]
        spans_en = [f"{JAN_NAMES[jan].en} {_jan_span(colour, jan).en}" for jan in _JAN_STEPS]
        hints.append(
            Hint(
                Text(
                    f"{colour.french} compte son chemin depuis son talon, {point_of_step(colour, 1).name}, "
                    f"jusqu'à {point_of_step(colour, 24).name}\u202f: " + "\u202f; ".join(spans) + ".",
                    f"{colour.english} counts his path from his talon, {point_of_step(colour, 1).name}, to "
                    f"{point_of_step(colour, 24).name}: " + "; ".join(spans_en) + ".",
                )
            )
        )
        hints.append(
            Hint(
                Text(
                    "La table ne dépend que du numéro de la flèche, de quelque côté qu'elle soit\u202f: 1 à 6, la "
                    "table "
                    "des petits jans\u202f; 7 à 12, la table des grands jans.",
                    "The table depends only on the flèche's number, on whichever side: 1 to 6, the table des petits "
                    "jans; 7 to 12, the table des grands jans.",
                )
            )
        )
    elif kind is Kind.NAME_POINT and solution.highlights and notation_of(exercise) is not Notation.BN:
        hints.append(_neighbours_hint(exercise, solution.highlights[0], solution.highlights))
    elif kind in (Kind.NAME_POINT, Kind.JAN_OF):
        hints.append(
            Hint(
                Text("La flèche est marquée sur le tablier.", "The flèche is marked on the board."), solution.highlights
            )
        )
    return tuple(hints)
