"""The answer to every exercise, asked of the engine (``notation``), and the words to speak of it.

Nothing here decides a rule: each kind of question calls the function of
``notation`` that holds the law (``score``, ``legal_plays``, ``mark``,
``point_name``, ``marque_points``, ``settle``…) and shapes its result as the
answer a learner gives (:mod:`lessons.model`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from lessons.errors import ExerciseError
from lessons.model import (
    AnnouncedRencontre,
    Announcement,
    Answer,
    EcoleAnswer,
    Exercise,
    JanAnswer,
    Kind,
    MarqueAnswer,
    SettleAnswer,
    TableAnswer,
    Text,
)
from notation.board import Colour, Jan, Point, Position, point_of_step, step_of, table_of
from notation.dice import ALL_THROWS, Throw
from notation.ecrire import FirstOut, Mode, PrimauteRule, Sheet, marque_bredouille, marque_points, settle
from notation.ecrire_players import Table, rotation
from notation.errors import BadConventionError
from notation.notations import Notation, Orientation, Side, parse_point, point_name
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.ecoles import (
    ClaimStatus,
    Declaration,
    Ecole,
    EcoleKind,
    Moment,
    claim_status,
    judge_claim,
    judge_declaration,
)
from notation.rules.marking import Marking, mark
from notation.rules.moves import Play, legal_plays
from notation.rules.scoring import Rencontre, RencontreMade, Score, score
from notation.scoreboard import ScoreState

__all__ = [
    "DECISIONS",
    "ECOLE_KINDS",
    "JAN_NAMES",
    "RENCONTRE_NAMES",
    "WANTS",
    "Solution",
    "conventions_of",
    "describe_claim",
    "describe_event",
    "jan_of",
    "next_table_of",
    "orientation_of",
    "play_text",
    "played_tables",
    "solve",
    "throw_words",
    "throws_making",
    "wanted",
]

RENCONTRE_NAMES: Mapping[Rencontre, Text] = {
    Rencontre.SIX_TABLES: Text("le jan de six tables", "the jan de six tables"),
    Rencontre.DEUX_TABLES: Text("le jan de deux tables", "the jan de deux tables"),
    Rencontre.CONTRE_DEUX_TABLES: Text("le contre-jan de deux tables", "the contre-jan de deux tables"),
    Rencontre.MEZEAS: Text("le jan de mézéas", "the jan de mézéas"),
    Rencontre.CONTRE_MEZEAS: Text("le contre-jan de mézéas", "the contre-jan de mézéas"),
    Rencontre.REMPLIR: Text("un jan rempli", "a jan filled"),
    Rencontre.CONSERVER: Text("un jan conservé", "a jan conserved"),
    Rencontre.BATTRE_VRAI: Text("une dame battue à vrai", "a dame beaten à vrai"),
    Rencontre.BATTRE_FAUX: Text("une dame battue à faux", "a dame beaten à faux"),
    Rencontre.COIN_BATTU: Text("le coin battu", "the coin battu"),
    Rencontre.SORTIE: Text("la sortie", "the sortie"),
    Rencontre.IMPUISSANCE: Text("l'impuissance", "the impuissance"),
    Rencontre.RENCONTRE: Text("le jan de rencontre", "the jan de rencontre"),
    Rencontre.MARGOT: Text("Margot la fendue", "Margot la fendue"),
    Rencontre.PILE_MISERE: Text("la pile de misère", "the pile de misère"),
}
"""The rencontres as a learner reads them, in French and English."""

JAN_NAMES: Mapping[str, Text] = {
    "petit": Text("petit jan", "petit jan"),
    "grand": Text("grand jan", "grand jan"),
    "grand_adverse": Text("grand jan de l'adversaire", "the opponent's grand jan"),
    "retour": Text("jan de retour", "jan de retour"),
}

_JAN_FR = {Jan.PETIT: "le petit jan", Jan.GRAND: "le grand jan", Jan.RETOUR: "le jan de retour"}
_JAN_EN = {Jan.PETIT: "the petit jan", Jan.GRAND: "the grand jan", Jan.RETOUR: "the jan de retour"}


def throw_words(throw: Throw) -> Text:
    """Return a throw as the lessons say it in French and in English.

    The French reads "3 et as", "6 et 5", doublets by name ("sonnez").

    >>> throw_words(Throw(3, 1)).fr, throw_words(Throw(6, 6)).fr, throw_words(Throw(3, 1)).en
    ('3 et as', 'sonnez', '3 and ace')
    """
    if throw.is_doublet:
        return Text(throw.name("fr"), throw.name("en"))
    low_fr = "as" if throw.low == 1 else str(throw.low)
    low_en = "ace" if throw.low == 1 else str(throw.low)
    return Text(f"{throw.high} et {low_fr}", f"{throw.high} and {low_en}")


def _tout_d_une(play: Play) -> bool:
    return len(play.moves) == 2 and play.moves[1][0] == play.moves[0][1]


WANTS: Mapping[str, tuple[Text, Callable[[Play, Position], bool]]] = {
    "tout_d_une": (
        Text("les deux nombres tout d'une, avec une seule dame", "both numbers tout d'une, with one dame"),
        lambda play, _position: _tout_d_une(play),
    ),
    "deux_dames": (
        Text("les deux nombres avec deux dames", "the two numbers with two dames"),
        lambda play, _position: len(play.moves) == 2 and not _tout_d_une(play),
    ),
    "coin": (
        Text("en prenant son coin de repos", "taking his coin de repos"),
        lambda play, position: (
            position.counts(position.to_move)[11] == 0 and play.position.counts(position.to_move)[11] >= 2
        ),
    ),
    "retour": (
        Text("en passant une dame au retour", "passing a dame into the jan de retour"),
        lambda play, _position: any(19 <= b <= 24 for _, b in play.moves),
    ),
    "sortie": (
        Text("en sortant une dame", "bearing a dame off"),
        lambda play, _position: any(b == 25 for _, b in play.moves),
    ),
    "dedans": (
        Text("en jouant un nombre à l'intérieur du jan", "playing a number inside the jan"),
        lambda play, _position: any(b < 25 for _, b in play.moves),
    ),
}
"""What a ``play`` exercise asks for (its ``want``): the words, and which legal plays do it."""


def wanted(exercise: Exercise, plays: Sequence[Play]) -> tuple[Play, ...]:
    """Return the legal plays that do what a ``play`` exercise asks (its ``want``).

    All of them when it asks nothing."""
    want = exercise.data.get("want")
    if want is None:
        return tuple(plays)
    if want not in WANTS:
        raise ExerciseError(f"want is one of {', '.join(WANTS)}", exercise.id)
    assert exercise.setup is not None
    test = WANTS[str(want)][1]
    return tuple(play for play in plays if test(play, exercise.setup.position))


def conventions_of(exercise: Exercise) -> Conventions:
    """Return the conventions an exercise is played under (the defaults unless its file says otherwise)."""
    raw = exercise.data.get("conventions")
    if raw is None:
        return DEFAULT
    if not isinstance(raw, Mapping):
        raise BadConventionError("conventions must be a table", "conventions", raw)
    return Conventions.from_mapping(raw)


def orientation_of(exercise: Exercise) -> Orientation:
    """Return the figure's orientation for a naming exercise.

    ``top`` (white/black) and ``talons`` (left/right)."""
    top = Colour.parse(str(exercise.data.get("top", "black")))
    talons = Side(str(exercise.data.get("talons", "left")))
    return Orientation(top, talons)


def notation_of(exercise: Exercise) -> Notation:
    return Notation(str(exercise.data.get("notation", "bn")))


def jan_of(colour: Colour, point: Point) -> JanAnswer:
    """Tell in which jan ``point`` lies for ``colour``.

    His petit jan, grand jan, the opponent's grand jan or his jan de retour.

    >>> jan_of(Colour.WHITE, Point.from_name("N3")).jan
    'retour'
    """
    step = step_of(colour, point)
    if step <= 6:
        jan = "petit"
    elif step <= 12:
        jan = "grand"
    elif step <= 18:
        jan = "grand_adverse"
    else:
        jan = "retour"
    return JanAnswer(jan, table_of(point))


def throws_making(position: Position, rencontre: Rencontre, conventions: Conventions = DEFAULT) -> frozenset[Throw]:
    """Return the throws (of the 21) whose score holds ``rencontre`` for ``position.to_move`` throwing."""
    return frozenset(
        throw
        for throw in ALL_THROWS
        if any(event.rencontre is rencontre for event in score(position, throw, conventions).events)
    )


def play_text(play: Play, colour: Colour) -> str:
    """Return a play in B/N: ``B1-B7, B1-B6``; a play with no move is ``—``."""
    if not play.moves:
        return "—"
    return ", ".join(f"{a}-{b}" for a, b in play.moves_bn(colour))


def describe_event(event: RencontreMade) -> Text:
    """Return a short noun phrase for a rencontre: "la dame battue en B8", "le grand jan rempli"…"""
    where = event.target.name if event.target is not None else ""
    r = event.rencontre
    if r is Rencontre.BATTRE_VRAI:
        return Text(f"la dame battue à vrai en {where}", f"the dame beaten à vrai on {where}")
    if r is Rencontre.BATTRE_FAUX:
        return Text(f"la dame battue à faux en {where}", f"the dame beaten à faux on {where}")
    if r is Rencontre.REMPLIR and event.jan is not None:
        return Text(f"{_JAN_FR[event.jan]} rempli", f"{_JAN_EN[event.jan]} filled")
    if r is Rencontre.CONSERVER and event.jan is not None:
        return Text(f"{_JAN_FR[event.jan]} conservé", f"{_JAN_EN[event.jan]} conserved")
    return RENCONTRE_NAMES[r]


def describe_claim(claim: AnnouncedRencontre) -> Text:
    where = claim.target.name if claim.target is not None else "?"
    r = claim.rencontre
    if r is Rencontre.BATTRE_VRAI:
        return Text(f"une dame battue à vrai en {where}", f"a dame beaten à vrai on {where}")
    if r is Rencontre.BATTRE_FAUX:
        return Text(f"une dame battue à faux en {where}", f"a dame beaten à faux on {where}")
    if r in (Rencontre.REMPLIR, Rencontre.CONSERVER) and claim.jan is not None:
        verb = ("rempli", "filled") if r is Rencontre.REMPLIR else ("conservé", "conserved")
        return Text(f"{_JAN_FR[claim.jan]} {verb[0]}", f"{_JAN_EN[claim.jan]} {verb[1]}")
    return RENCONTRE_NAMES[r]


def claims_of(result: Score) -> tuple[AnnouncedRencontre, ...]:
    """Return the engine's events as claims (what a perfect detailed announcement holds)."""
    return tuple(AnnouncedRencontre(e.rencontre, e.beneficiary, e.points, e.target, e.jan) for e in result.events)


@dataclass(frozen=True, slots=True)
class Solution:
    """The engine's answer to an exercise, with what the feedback and the reveal show.

    ``answer`` is comparable with the learner's answer of the same kind;
    ``text`` says it in words; ``highlights`` are the flèches to show on the
    board; ``score`` and ``plays`` are kept for kinds that need them.
    """

    answer: Answer
    text: Text
    highlights: tuple[Point, ...] = ()
    score: Score | None = None
    plays: tuple[Play, ...] = ()
    marking: Marking | None = None
    details: tuple[Text, ...] = field(default_factory=tuple)
    legal: tuple[Play, ...] = ()
    """For a play exercise: every legal play (``plays`` are those doing what it asks)."""


def _needs_setup(exercise: Exercise, dice: bool = True) -> tuple[Position, Throw | None, ScoreState | None]:
    setup = exercise.setup
    if setup is None:
        raise ExerciseError(f"a {exercise.kind.value} exercise needs a position code", exercise.id)
    if dice and setup.dice is None:
        raise ExerciseError("the position code must give the dice", exercise.id)
    return setup.position, setup.dice, setup.score


def _point(exercise: Exercise, key: str = "point") -> Point:
    raw = exercise.data.get(key)
    if not isinstance(raw, str):
        raise ExerciseError(f"{key} must be a flèche in B/N", exercise.id)
    return Point.from_name(raw)


def _event_lines(result: Score) -> tuple[Text, ...]:
    return tuple(
        Text(
            f"{e.beneficiary.french}\u202f: {e.points} points — {e.explanation_fr}",
            f"{e.beneficiary.english}: {e.points} points — {e.explanation_en}",
        )
        for e in result.events
    )


def _event_points(result: Score) -> tuple[Point, ...]:
    seen: list[Point] = []
    for event in result.events:
        for point in (*((event.target,) if event.target is not None else ()), *event.dames, *event.via):
            if not point.is_off and point not in seen:
                seen.append(point)
    return tuple(seen)


def _state_text(state: ScoreState) -> Text:
    def one(colour: Colour, fr: bool) -> str:
        player = state.of(colour)
        name = colour.french if fr else colour.english
        flag = " en bredouille" if player.bredouille and player.points else ""
        return f"{name} {player.points} points{flag}, {player.trous} trous"

    return Text(
        "\u202f; ".join(one(c, True) for c in (Colour.WHITE, Colour.BLACK)),
        "; ".join(one(c, False) for c in (Colour.WHITE, Colour.BLACK)),
    )


def marking_after(exercise: Exercise, leave: bool) -> tuple[ScoreState, Marking | None, Score]:
    """Return the score after the exercise's throw.

    The thrower marks (holding or leaving), then the opponent marks."""
    position, dice, state = _needs_setup(exercise)
    assert dice is not None
    result = score(position, dice, conventions_of(exercise))
    mover = position.to_move
    current = state or ScoreState()
    own = result.total(mover)
    marking: Marking | None = None
    if own:
        marking = mark(current, mover, own, own_throw=True, leave=leave)
        current = marking.after
    elif leave:
        marking = mark(current, mover, 0, own_throw=True, leave=True)  # raises IllegalLeaveError
    given = result.total(mover.opponent)
    if given and not leave:
        current = mark(current, mover.opponent, given, own_throw=False).after
    return current, marking, result


def solve(exercise: Exercise) -> Solution:
    """Return the engine's answer to ``exercise``; raises ``ValueError`` (or a subclass) when it has none."""
    kind = exercise.kind
    if kind is Kind.NAME_POINT:
        point = _point(exercise)
        name = point_name(point, notation_of(exercise), orientation_of(exercise))
        return Solution(name, Text(f"{point.name} se nomme {name}.", f"{point.name} is named {name}."), (point,))
    if kind is Kind.FIND_POINT:
        raw = exercise.data.get("name")
        if not isinstance(raw, str):
            raise ExerciseError("name must be a flèche's name", exercise.id)
        point = parse_point(raw, notation_of(exercise), orientation_of(exercise))
        return Solution(
            point, Text(f"{raw} est la flèche {point.name}.", f"{raw} is the flèche {point.name}."), (point,)
        )
    if kind is Kind.JAN_OF:
        point = _point(exercise)
        colour = Colour.parse(str(exercise.data.get("colour", "white")))
        answer = jan_of(colour, point)
        table = "table des petits jans" if answer.table.value == "petits_jans" else "table des grands jans"
        jan = JAN_NAMES[answer.jan]
        whose_en = "" if answer.jan == "grand_adverse" else "his "
        return Solution(
            answer,
            Text(
                f"Pour {colour.french}, {point.name} est dans son {jan.fr}, {table}.".replace(
                    "son grand jan de l'adversaire", "le grand jan de l'adversaire"
                ),
                f"For {colour.english}, {point.name} lies in {whose_en}{jan.en}, {table}.",
            ),
            (point,),
        )
    if kind is Kind.ANNOUNCE:
        position, dice, _ = _needs_setup(exercise)
        assert dice is not None
        result = score(position, dice, conventions_of(exercise))
        white, black = result.total(Colour.WHITE), result.total(Colour.BLACK)
        announcement = Announcement(white, black, claims_of(result))
        text = Text(f"Blanc {white} points, Noir {black} points.", f"Blanc {white} points, Noir {black} points.")
        return Solution(announcement, text, _event_points(result), result, details=_event_lines(result))
    if kind in (Kind.PLAY, Kind.OBLIGATORY):
        position, dice, _ = _needs_setup(exercise)
        assert dice is not None
        legal = tuple(legal_plays(position, dice, conventions_of(exercise)))
        plays = wanted(exercise, legal) if kind is Kind.PLAY else legal
        if not plays:
            raise ExerciseError("no legal play does what the exercise asks", exercise.id)
        mover = position.to_move
        lines = tuple(Text(play_text(p, mover), play_text(p, mover)) for p in plays)
        moved = tuple(point_of_step(mover, a) for p in plays[:1] for a, _ in p.moves)
        if kind is Kind.OBLIGATORY:
            text = Text(
                f"Le coup obligé\u202f: {play_text(plays[0], mover)}.",
                f"The obligatory play: {play_text(plays[0], mover)}.",
            )
        else:
            listed_fr = "\u202f; ".join(play_text(p, mover) for p in plays)
            listed_en = "; ".join(play_text(p, mover) for p in plays)
            text = Text(
                f"{len(plays)} coup(s) le font\u202f: {listed_fr}.", f"{len(plays)} play(s) do it: {listed_en}."
            )
        return Solution(frozenset(p.position for p in plays), text, moved, plays=plays, details=lines, legal=legal)
    if kind is Kind.THROWS:
        position, _, _ = _needs_setup(exercise, dice=False)
        if exercise.effect is None:
            raise ExerciseError("a throws exercise names its effect (a rencontre)", exercise.id)
        throws = throws_making(position, exercise.effect, conventions_of(exercise))
        names = ", ".join(t.code() for t in sorted(throws, reverse=True)) or "—"
        what = RENCONTRE_NAMES[exercise.effect]
        return Solution(
            throws,
            Text(f"Les coups qui donnent {what.fr}\u202f: {names}.", f"The throws that give {what.en}: {names}."),
        )
    if kind in (Kind.MARK, Kind.LEAVE):
        leave = kind is Kind.LEAVE and exercise.data.get("choice") == "s_en_aller"
        after, marking, result = marking_after(exercise, leave)
        return Solution(after, _state_text(after), (), result, marking=marking, details=_event_lines(result))
    if kind is Kind.MARQUE:
        _, _, state = _needs_setup(exercise, dice=False)
        if state is None:
            raise ExerciseError("a marqué exercise gives the trous (trous=W/B) in its code", exercise.id)
        white, black = state.white.trous, state.black.trous
        if white == black:
            raise ExerciseError("equal trous make a refait, not a winner", exercise.id)
        winner = Colour.WHITE if white > black else Colour.BLACK
        bredouille = marque_bredouille(state, winner)
        refaits = exercise.data.get("refaits", 0)
        if not isinstance(refaits, int):
            raise ExerciseError("refaits is a whole number", exercise.id)
        points = marque_points(max(white, black), min(white, black), bredouille, refaits)
        kind_fr = {"simple": "simple", "petite": "en petite bredouille", "grande": "en grande bredouille"}
        kind_en = {"simple": "simple", "petite": "in petite bredouille", "grande": "in grande bredouille"}
        return Solution(
            MarqueAnswer(winner, points),
            Text(
                f"{winner.french} gagne le marqué {kind_fr[bredouille.value]}\u202f: {points} points.",
                f"{winner.english} wins the marqué {kind_en[bredouille.value]}: {points} points.",
            ),
        )
    if kind is Kind.SETTLE:
        raw = exercise.data.get("sheet")
        if not isinstance(raw, Mapping):
            raise ExerciseError("a settle exercise gives its sheet", exercise.id)
        result_settle = settle(Sheet.from_mapping(raw))
        finals = {name: lines.final for name, lines in result_settle.players.items()}
        listed = ", ".join(f"{name} {value}" for name, value in finals.items())
        return Solution(
            SettleAnswer(finals, result_settle.rounded),
            Text(
                f"Totaux\u202f: {listed}\u202f; gain brut {result_settle.gross}, arrondi {result_settle.rounded} "
                f"pour {result_settle.winner}.",
                f"Finals: {listed}; gross gain {result_settle.gross}, rounded {result_settle.rounded} "
                f"for {result_settle.winner}.",
            ),
        )
    if kind is Kind.DECIDE:
        return _solve_decide(exercise)
    if kind in (Kind.ECOLE, Kind.FAUSSE_ECOLE):
        return _solve_ecole(exercise)
    if kind is Kind.LAPSE:
        return _solve_lapse(exercise)
    if kind is Kind.TABLE:
        return _solve_table(exercise)
    raise ExerciseError(f"unknown kind {kind!r}", exercise.id)


DECISIONS: Mapping[str, Text] = {
    "s_en_aller": Text("il peut s'en aller (ou tenir)", "he may s'en aller (or hold)"),
    "tenir": Text("il doit tenir", "he must hold"),
}
"""The answers of a ``decide`` exercise, as a learner reads them."""

ECOLE_KINDS: Mapping[str, Text] = {
    "aucune": Text("pas d'école", "no école"),
    EcoleKind.MOINS.value: Text("école par moins", "école par moins"),
    EcoleKind.TROP.value: Text("école par trop", "école par trop"),
}
"""The kinds of école a learner names."""


CLAIM_STATUSES: Mapping[str, Text] = {
    ClaimStatus.NOT_YET.value: Text(
        "pas encore\u202f: l'école n'est pas consommée", "not yet: the école is not consumed"
    ),
    ClaimStatus.OPEN.value: Text("oui\u202f: l'école est consommée", "yes: the école is consumed"),
    ClaimStatus.LAPSED.value: Text("non, trop tard", "no, too late"),
}
"""The answers of a ``lapse`` exercise, as a learner reads them."""


def decider(exercise: Exercise) -> Colour:
    """Return the player a ``decide``, ``ecole`` or ``fausse_ecole`` exercise is about.

    The mover, unless ``colour`` names the player."""
    raw = exercise.data.get("colour")
    if raw is not None:
        return Colour.parse(str(raw))
    setup = exercise.setup
    return setup.position.to_move if setup is not None else Colour.WHITE


def decision_marking(exercise: Exercise) -> Marking:
    """Tell how the exercise's player marks the throw's points for him (on his own throw or the opponent's)."""
    position, dice, state = _needs_setup(exercise)
    assert dice is not None
    colour = decider(exercise)
    points = score(position, dice, conventions_of(exercise)).total(colour)
    return mark(state or ScoreState(), colour, points, own_throw=colour is position.to_move)


def _solve_decide(exercise: Exercise) -> Solution:
    marking = decision_marking(exercise)
    colour = marking.colour
    answer = "s_en_aller" if marking.may_leave else "tenir"
    if marking.may_leave:
        why = Text(
            f"{colour.french} gagne {marking.trous} trou(s) par son propre coup\u202f: il peut s'en aller, ou tenir.",
            f"{colour.english} wins {marking.trous} trou(s) by his own throw: he may s'en aller, or hold.",
        )
    elif marking.jeux:
        why = Text(
            f"{colour.french} gagne {marking.trous} trou(s), mais par le coup de l'adversaire\u202f: il doit tenir.",
            f"{colour.english} wins {marking.trous} trou(s), but by the opponent's throw: he must hold.",
        )
    else:
        why = Text(
            f"{colour.french} ne gagne pas de trou\u202f: il tient.", f"{colour.english} wins no trou: he holds."
        )
    return Solution(answer, why, marking=marking)


def declaration_of(exercise: Exercise) -> Declaration:
    raw = exercise.data.get("declaration", {})
    if not isinstance(raw, Mapping):
        raise ExerciseError("declaration is a table { jeton, trous, leave }", exercise.id)
    jeton = raw.get("jeton")
    trous = raw.get("trous", 0)
    if (jeton is not None and not isinstance(jeton, int)) or not isinstance(trous, int):
        raise ExerciseError("the declaration's jeton and trous are whole numbers", exercise.id)
    return Declaration(jeton, trous, bool(raw.get("leave", False)))


def ecole_of(exercise: Exercise) -> Ecole:
    """Return the école the exercise's declaration makes, judged by the engine (``notation.rules.ecoles``).

    The points won come from the throw of the position code, or from ``gain`` when the exercise gives them as
    a book does ("un joueur qui a déjà marqué deux points … en gagne trente-huit autres").
    """
    _, _, state = _needs_setup(exercise, dice=False)
    setup = exercise.setup
    assert setup is not None
    colour = decider(exercise)
    gain = exercise.data.get("gain")
    if gain is not None:
        if not isinstance(gain, int) or gain < 0:
            raise ExerciseError("gain is the points won", exercise.id)
        points, own = gain, True
    else:
        if setup.dice is None:
            raise ExerciseError("the position code must give the dice, or the exercise the gain", exercise.id)
        points = score(setup.position, setup.dice, conventions_of(exercise)).total(colour)
        own = colour is setup.position.to_move
    return judge_declaration(state or ScoreState(), colour, points, declaration_of(exercise), own_throw=own)


def own_throw_of(exercise: Exercise) -> bool:
    """Tell whether the points of an école exercise come from its player's own throw (``gain`` is of his own)."""
    setup = exercise.setup
    return exercise.data.get("gain") is not None or setup is None or decider(exercise) is setup.position.to_move


def moment_of(exercise: Exercise) -> Moment:
    raw = exercise.data.get("moment")
    try:
        return Moment(str(raw))
    except ValueError:
        names = ", ".join(moment.value for moment in Moment)
        raise ExerciseError(f"moment is one of {names}", exercise.id) from None


_MOMENT_WORDS: Mapping[Moment, Text] = {
    Moment.JETON_HELD: Text("il tient encore son jeton", "he still holds his jeton"),
    Moment.JETON_RELEASED: Text("il a lâché son jeton", "he has let go of his jeton"),
    Moment.DAMES_TOUCHED: Text("il a touché ses dames", "he has touched his dames"),
    Moment.THREW: Text("il a jeté les dés pour son coup suivant", "he has thrown the dice for his next throw"),
    Moment.MARKED_AFTER_THROW: Text("il a marqué pour son coup suivant", "he has marked for his next throw"),
    Moment.CLAIMER_THREW: Text("son adversaire a jeté les dés pour son coup", "his opponent has thrown the dice"),
}


def _solve_lapse(exercise: Exercise) -> Solution:
    ecole = ecole_of(exercise)
    if ecole.kind is None:
        raise ExerciseError("the marking makes no école: there is nothing to claim", exercise.id)
    own = own_throw_of(exercise)
    moment = moment_of(exercise)
    status = claim_status(ecole.kind, own, moment)
    name = ECOLE_KINDS[ecole.kind.value]
    where = (
        Text("de son propre coup", "from his own throw")
        if own
        else Text("du coup de l'adversaire", "from the opponent's throw")
    )
    if ecole.kind is EcoleKind.TROP:
        rule = Text(
            "l'école par trop est consommée dès que le jeton est posé et lâché",
            "an école par trop is consumed once the jeton is put down and let go",
        )
    elif own:
        rule = Text(
            "l'école par moins sur son propre coup est consommée dès qu'il touche ses dames",
            "an école par moins on his own throw is consumed once he touches his dames",
        )
    else:
        rule = Text(
            "l'école par moins sur des points donnés par l'adversaire est consommée dès qu'il jette les dés",
            "an école par moins on points the opponent gave is consumed once he throws the dice",
        )
    if own:
        limit = Text(
            "elle se marque avant que l'adversaire jette les dés pour son coup",
            "it must be marked before the opponent throws the dice for his throw",
        )
    else:
        limit = Text(
            "elle se marque dès qu'il a jeté les dés, avant qu'il marque pour ce coup",
            "it must be marked as soon as he has thrown, before he marks for that throw",
        )
    words = _MOMENT_WORDS[moment]
    answer = CLAIM_STATUSES[status.value]
    text = Text(
        f"{name.fr.capitalize()} de {ecole.points} points, {where.fr}\u202f; {words.fr}. "
        f"{answer.fr.capitalize()} ({rule.fr}\u202f; {limit.fr}).",
        f"An {name.en} of {ecole.points} points, {where.en}; {words.en}. "
        f"{answer.en.capitalize()} ({rule.en}; {limit.en}).",
    )
    return Solution(status.value, text)


def _solve_ecole(exercise: Exercise) -> Solution:
    ecole = ecole_of(exercise)
    colour = decider(exercise)
    truth = ecole.truth
    truth_text = Text(
        f"Il fallait marquer {truth.trous} trou(s) et {truth.after.of(colour).points} points"
        + (" en s'en allant." if truth.left else "."),
        f"The right marking was {truth.trous} trou(s) and {truth.after.of(colour).points} points"
        + (", leaving." if truth.left else "."),
    )
    kind = ecole.kind.value if ecole.kind is not None else "aucune"
    if exercise.kind is Kind.ECOLE:
        name = ECOLE_KINDS[kind]
        if ecole.points:
            text = Text(f"{name.fr.capitalize()} de {ecole.points} points.", f"An {name.en} of {ecole.points} points.")
        else:
            text = Text("Pas d'école.", "No école.")
        return Solution(EcoleAnswer(kind, ecole.points), text, details=(truth_text,))
    claimed = exercise.data.get("claimed")
    if not isinstance(claimed, int) or claimed < 0:
        raise ExerciseError("claimed is the points of école cried", exercise.id)
    claim = judge_claim(claimed, ecole)
    opponent = colour.opponent
    if claim.fausse_ecole:
        text = Text(
            f"L'école n'est que de {claim.ecole} points\u202f: crier {claimed} fait une fausse école de "
            f"{claim.fausse_ecole} points, que {colour.french} peut marquer.",
            f"The école is only {claim.ecole} points: crying {claimed} makes a fausse école of "
            f"{claim.fausse_ecole} points, which {colour.english} may mark.",
        )
    else:
        text = Text(
            f"L'école est de {claim.ecole} points\u202f: {opponent.french} en marque {claim.accepted}, sans fausse "
            "école.",
            f"The école is {claim.ecole} points: {opponent.english} marks {claim.accepted}, no fausse école.",
        )
    return Solution(claim.fausse_ecole, text, details=(truth_text,))


def _rotation(exercise: Exercise) -> tuple[Table, ...]:
    """Return the tables of a ``table`` exercise's marqués and of the next one, from the engine.

    The engine's is ``notation.ecrire_players.rotation``."""
    data = exercise.data
    players = data.get("players")
    first = data.get("first")
    winners = data.get("winners", [])
    if not isinstance(players, list) or not isinstance(first, Mapping) or not isinstance(winners, list):
        raise ExerciseError("a table exercise gives players, first = { players, primaute }, winners", exercise.id)
    seated = first.get("players")
    if not isinstance(seated, list) or len(seated) != 2:
        raise ExerciseError("first.players names the two players of the first marqué", exercise.id)
    table = Table((str(seated[0]), str(seated[1])), str(first.get("primaute", seated[0])))
    teams = data.get("teams")
    return rotation(
        Mode(str(data.get("mode", "tete-a-tete"))),
        [str(p) for p in players],
        table,
        [str(w) or None for w in winners],
        teams=[[str(p) for p in team] for team in teams] if isinstance(teams, list) else None,
        first_out=FirstOut(str(data["first_out"])) if "first_out" in data else None,
        primaute=PrimauteRule(str(data.get("primaute", "winner"))),
    )


def next_table_of(exercise: Exercise) -> Table:
    """Tell who plays the marqué after a ``table`` exercise's marqués, and who has its primauté."""
    return _rotation(exercise)[-1]


def played_tables(exercise: Exercise) -> tuple[Table, ...]:
    """Return the tables of the marqués a ``table`` exercise has played (shown beside the question)."""
    return _rotation(exercise)[:-1]


def _solve_table(exercise: Exercise) -> Solution:
    table = next_table_of(exercise)
    a, b = table.players
    return Solution(
        TableAnswer(frozenset(table.players), table.primaute),
        Text(
            f"Le marqué suivant oppose {a} et {b}\u202f; {table.primaute} a la primauté.",
            f"The next marqué opposes {a} and {b}; {table.primaute} has the primauté.",
        ),
    )
