"""The values of a game record (docs/record-format.md): tags, turns, relevés, marqués, annotations.

A record holds what the engine needs to rebuild a :class:`notation.game.Partie`
(throws, plays, holds and leaves, relevés, marqué ends) and what it does not
know: the marks the players *declared* (which may differ from the laws: that
is how écoles are recorded), the écoles claimed, comments, glyphs, arrows and
marks on points, variations, and who sat at which colour in each marqué.

Plays are kept as steps on the mover's path (as :class:`notation.rules.moves.Play`),
so a record is independent of the notation it was written in.  Source
positions (``line``, ``column``) are kept for messages but never compared.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from notation.board import BLACK, WHITE, Colour, Point, Position
from notation.code import parse_code
from notation.dice import Throw
from notation.ecrire import Bredouille, Consolation
from notation.errors import BadColourError, BadConventionError, TrictracError
from notation.game import Variant
from notation.notations import Notation, Orientation, Side
from notation.rules.conventions import DEFAULT, Conventions
from notation.scoreboard import ScoreState

__all__ = [
    "GLYPHS",
    "MAX_MARQUES",
    "MAX_NAME_CHARS",
    "MAX_RECORD_CHARS",
    "MAX_TAGS",
    "MAX_TAG_NAME_CHARS",
    "MAX_VARIATION_DEPTH",
    "TAG_ALIASES",
    "BadTagValueError",
    "EcoleClaim",
    "Element",
    "End",
    "GameRecord",
    "MarqueEnd",
    "MarqueStart",
    "ReleveElement",
    "Turn",
    "TurnArrow",
    "canonical_tag",
]

MAX_VARIATION_DEPTH = 100
"""Variations nest at most this deep (a variation in a variation… 100 levels): the reader refuses deeper,
the writer too, and the checker does not go deeper (docs/record-format.md §4.1)."""

MAX_MARQUES = 100
"""Most marqués a partie à écrire may be agreed in the tag ``Marques`` (the laws name 6, 8, 12; Lois et règles, art.
II)."""

MAX_TAGS = 1000
"""Most tags a record may give (docs/record-format.md §5.1): a record names a few dozen at most; the reader refuses
the rest, and reads the tags it keeps in time linear in their number."""

MAX_NAME_CHARS = 200
"""The longest player's name (tags ``Blanc`` and ``Noir``, docs/record-format.md §5.1): the reader refuses a longer one,
so that ``trictrac check`` and an archive's import (whose players' column holds 200) accept the same records."""

MAX_TAG_NAME_CHARS = 100
"""The longest tag name (docs/record-format.md §5.1), refused by the reader past it (an archive's column holds 100)."""

MAX_RECORD_CHARS = 4 * 1024 * 1024
"""The longest record, in characters (docs/record-format.md §5.1): the longest partie à écrire, every turn
commented, is a few hundred kilobytes; a longer record is refused before it is read."""

GLYPHS = ("!!", "??", "!?", "?!", "!", "?")
"""The glyphs a turn may carry, as in chess annotation: très bon, gaffe, intéressant, douteux, bon, mauvais."""

TAG_ALIASES: dict[str, str] = {
    "event": "Evenement",
    "evenement": "Evenement",
    "événement": "Evenement",
    "site": "Lieu",
    "lieu": "Lieu",
    "date": "Date",
    "round": "Ronde",
    "ronde": "Ronde",
    "white": "Blanc",
    "blanc": "Blanc",
    "black": "Noir",
    "noir": "Noir",
    "players": "Joueurs",
    "joueurs": "Joueurs",
    "mode": "Mode",
    "variant": "Variante",
    "variante": "Variante",
    "marques": "Marques",
    "marqués": "Marques",
    "conventions": "Conventions",
    "consolation": "Consolation",
    "notation": "Notation",
    "top": "Haut",
    "haut": "Haut",
    "talons": "Talons",
    "result": "Resultat",
    "resultat": "Resultat",
    "résultat": "Resultat",
    "position": "Position",
    "setup": "Position",
    "annotator": "Annotateur",
    "annotateur": "Annotateur",
    "ecoles": "Ecoles",
    "écoles": "Ecoles",
    "schools": "Ecoles",
    "reprises": "Reprises",
    "takebacks": "Reprises",
    "des": "Des",
    "dés": "Des",
    "dice": "Des",
}
"""Tag names read (in any case) and the canonical French name each stands for."""


def canonical_tag(name: str) -> str:
    """Return the canonical name of a tag: French, first letter capital; unknown names are kept as written.

    >>> canonical_tag("Event"), canonical_tag("RÉSULTAT"), canonical_tag("Commentateur")
    ('Evenement', 'Resultat', 'Commentateur')
    """
    return TAG_ALIASES.get(name.lower(), name)


@dataclass(frozen=True, slots=True)
class TurnArrow:
    """An arrow drawn on the diagram of a turn, from one point to another (or to a bande de sortie)."""

    origin: Point
    target: Point


@dataclass(frozen=True, slots=True)
class EcoleClaim:
    """``colour`` cries "École !" and claims ``points`` from the opponent's declaration."""

    colour: Colour
    points: int


@dataclass(frozen=True, slots=True)
class Turn:
    """One throw and what followed it.

    ``declared`` is what the mover marked for his throw, ``given`` what the
    opponent marked from it after the play (``None``: not written, so not
    checked; ``0``: declared nothing).  ``leave`` is ``True`` for s'en aller,
    ``False`` for tenir, ``None`` when no choice was written.  ``moves`` are
    ``(from_step, to_step)`` on the mover's path (25 = off), ``()`` for a throw
    that cannot be played, ``None`` when no play follows (a leave, or the
    partie won by the throw's marks).  Each variation is a line of elements
    replacing this turn.
    """

    number: int
    colour: Colour
    throw: Throw
    declared: int | None = None
    leave: bool | None = None
    moves: tuple[tuple[int, int], ...] | None = None
    given: int | None = None
    ecoles: tuple[EcoleClaim, ...] = ()
    glyphs: tuple[str, ...] = ()
    points: tuple[Point, ...] = ()
    arrows: tuple[TurnArrow, ...] = ()
    comments: tuple[str, ...] = ()
    variations: tuple[tuple[Element, ...], ...] = ()
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class ReleveElement:
    """``relevé``: every dame back to the talons (after a leave or a sortie)."""

    comments: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class MarqueStart:
    """``marqué N``: a marqué of the partie à écrire begins, with who holds Blanc and Noir (3 or 4 players)."""

    number: int
    white: str | None = None
    black: str | None = None
    comments: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class MarqueEnd:
    """``fin du marqué``: its winner (``None`` for a refait), the trous, the bredouille, refaits before, points."""

    winner: Colour | None
    trous: tuple[int, int]
    bredouille: Bredouille = Bredouille.SIMPLE
    refaits: int = 0
    points: int = 0
    comments: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


@dataclass(frozen=True, slots=True)
class End:
    """``fin de la partie``: the winner, ``None`` for a partie nulle."""

    winner: Colour | None
    comments: tuple[str, ...] = ()
    line: int = field(default=0, compare=False)
    column: int = field(default=0, compare=False)


Element = Turn | ReleveElement | MarqueStart | MarqueEnd | End


_NOTATIONS = {notation.value: notation for notation in Notation}
_VARIANTS = {"ordinaire": Variant.ORDINAIRE, "ecrire": Variant.ECRIRE, "écrire": Variant.ECRIRE}


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A whole partie as written: tags in order (canonical names), comments before the first turn, elements.

    The typed views of the tags (:attr:`variant`, :attr:`notation`…) read
    values the reader has already checked; on a record built by hand they
    raise :class:`ValueError` for a bad value.
    """

    tags: tuple[tuple[str, str], ...] = ()
    comments: tuple[str, ...] = ()
    elements: tuple[Element, ...] = ()

    def tag(self, name: str, default: str | None = None) -> str | None:
        """Return the value of a tag by any of its names, or ``default``."""
        key = canonical_tag(name)
        for tag_name, value in self.tags:
            if tag_name == key:
                return value
        return default

    @property
    def variant(self) -> Variant:
        return parse_variant(self.tag("Variante", "ordinaire") or "ordinaire")

    @property
    def notation(self) -> Notation:
        return parse_notation(self.tag("Notation", "bn") or "bn")

    @property
    def orientation(self) -> Orientation:
        top = self.tag("Haut")
        talons = self.tag("Talons")
        return Orientation(
            parse_colour(top) if top else BLACK,
            Side(talons.lower()) if talons else Side.LEFT,
        )

    @property
    def conventions(self) -> Conventions:
        return parse_conventions(self.tag("Conventions", "") or "")

    @property
    def marques_to_play(self) -> int:
        value = self.tag("Marques")
        return int(value) if value else 6

    @property
    def consolation(self) -> Consolation:
        value = self.tag("Consolation")
        return Consolation(value) if value else Consolation.MULTIPLIED

    @property
    def ecoles(self) -> bool:
        """Tag ``Ecoles "oui"``: the partie was played in école mode (the players marked, écoles were settled)."""
        return (self.tag("Ecoles") or "").strip().lower() in ("oui", "yes", "true")

    @property
    def start(self) -> tuple[Position | None, ScoreState | None]:
        """The composed starting position and score of tag ``Position``, or ``(None, None)``."""
        code = self.tag("Position")
        if not code:
            return None, None
        setup = parse_code(code)
        return setup.position, setup.score

    def turns(self) -> list[Turn]:
        """Return the turns of the main line."""
        return [element for element in self.elements if isinstance(element, Turn)]


class BadTagValueError(TrictracError):
    """Raised for a tag's value the record does not take; ``tag`` is the tag, ``text`` the value read."""

    code = "bad-tag-value"

    def __init__(self, message: str, tag: str, text: str) -> None:
        super().__init__(message, tag=tag, text=text)
        self.tag = tag
        self.text = text


def parse_variant(text: str) -> Variant:
    """Parse a variant: ``ordinaire`` or ``ecrire`` (``écrire``)."""
    try:
        return _VARIANTS[text.strip().lower()]
    except KeyError:
        raise BadTagValueError(f"variant is ordinaire or ecrire, not {text!r}", "variant", text) from None


def parse_notation(text: str) -> Notation:
    """Parse a notation: ``bn``, ``soumille``, ``lepeintre``, ``levy`` or ``t11`` (``B/N`` and ``T-11`` too)."""
    key = text.strip().lower().replace("/", "").replace("-", "").replace("–", "")
    try:
        return _NOTATIONS[key]
    except KeyError:
        raise BadTagValueError(
            f"notation is one of bn, soumille, lepeintre, levy, t11, not {text!r}", "notation", text
        ) from None


def parse_colour(text: str) -> Colour:
    """Parse a colour: ``B``/``Blanc``/``White`` or ``N``/``Noir``/``Black``."""
    key = text.strip().lower()
    if key in ("b", "blanc", "white", "w"):
        return WHITE
    if key in ("n", "noir", "black"):
        return BLACK
    raise BadColourError(f"a colour is B (Blanc) or N (Noir), not {text!r}", text)


def parse_conventions(text: str) -> Conventions:
    """Parse conventions: ``bearing_off=provinciale jan_de_rencontre=true …``, space-separated.

    The names are :class:`Conventions`' fields.

    >>> parse_conventions("bearing_off=provinciale margot=true").to_mapping()
    {'bearing_off': 'provinciale', 'margot': True}
    """
    data: dict[str, object] = {}
    for item in text.replace(",", " ").split():
        key, sep, value = item.partition("=")
        if not sep:
            raise BadConventionError(f"a convention is written name=value, not {item!r}", item, reason="form")
        lowered = value.lower()
        if key == "bearing_off":
            data[key] = lowered
        elif lowered in ("true", "oui", "yes"):
            data[key] = True
        elif lowered in ("false", "non", "no"):
            data[key] = False
        else:
            raise BadConventionError(
                f"convention {key} takes true or false, not {value!r}", key, value, reason="not-flag"
            )
    return Conventions.from_mapping(data) if data else DEFAULT


def format_conventions(conventions: Conventions) -> str:
    """Return the inverse of :func:`parse_conventions` (only what differs from the defaults).

    >>> from notation.rules.conventions import BearingOff
    >>> format_conventions(Conventions(bearing_off=BearingOff.PROVINCIALE))
    'bearing_off=provinciale'
    """
    return " ".join(
        f"{key}={str(value).lower() if isinstance(value, bool) else value}"
        for key, value in conventions.to_mapping().items()
    )
