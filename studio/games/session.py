"""A partie being played or recorded at the studio, without Qt: seats, écoles, undo, autosave.

A :class:`GameSession` wraps :class:`notation.game.Partie`: every rule is the
engine's (legal plays, marks, holds and leaves, relevés, marqués); the session
adds who sits where (a person or the computer, two to four players), the
école mode (each player declares his points and his hold or leave, the
opponent may cry « École ! », and the engine — a :class:`Partie` played
with ``ecoles=True`` — settles it into the score: the écoles claimed are
marked, the excess corrected, a leave on an école refused), the undo of the last input not yet
answered, the take-back the players agreed to allow (a person's last decision and every input that answered
it, kept in the record as a comment on the throw), and the autosave of the record text after every input (written to a
temporary file, then ``os.replace``: a file is always whole).

Every input is kept in a compact log (tag ``Saisies`` of the autosaved
record, with ``U`` for a take-back and ``Z`` for an undo), so a session is rebuilt exactly from its file.

>>> session = GameSession(GameSetup(seats=(Seat("Abel", SeatKind.HUMAN), Seat("Blaise", SeatKind.HUMAN))))
>>> session.apply("P5-3")
>>> session.step, session.actor
(<Step.PLAY: 'play'>, <Colour.WHITE: 'white'>)
"""

from __future__ import annotations

import enum
import os
import random
import tempfile
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from platformdirs import user_data_path

from notation.board import BLACK, WHITE, Colour
from notation.dice import Throw
from notation.ecrire import Consolation, EcrireConventions, Marque, Mode, PrimauteRule, Settlement, Sheet, settle
from notation.ecrire_players import Table, rotation
from notation.errors import TrictracError
from notation.game import (
    GameState,
    IllegalEventError,
    MarqueEnd,
    Partie,
    Phase,
    PrimauteThrow,
    Roll,
    Variant,
)
from notation.notations import Notation
from notation.record import GameRecord, Turn, read_record, record_from_partie, write_record
from notation.record.model import parse_conventions
from notation.record.replay import Fault, Replayer, Replaying
from notation.record.writer import format_moves
from notation.rules.conventions import DEFAULT, Conventions
from notation.rules.ecoles import ClaimVerdict, Ecole
from notation.rules.moves import Play
from notation.tutor.levels import LEVELS, LevelPlayer, level_named

__all__ = [
    "AUTOSAVE_ENV",
    "DEFAULT_LEVEL",
    "EcoleEntry",
    "GameSession",
    "GameSetup",
    "Seat",
    "SeatKind",
    "Step",
    "TakeBack",
    "autosave_dir",
    "default_autosave_path",
    "find_autosave",
    "new_autosave_path",
    "unfinished_autosaves",
    "write_atomic",
]

AUTOSAVE_ENV = "TRICTRAC_DATA_DIR"
"""An environment variable that, when set, replaces the user data folder (for tests)."""

INPUTS_TAG = "Saisies"
"""The tag of an autosaved record that holds the session's inputs, for an exact recovery."""

END_TAG = "Fin"
"""The tag that says how a partie not played to its end ended: :data:`RESIGNED` (with the colour that
resigned) or :data:`UNFINISHED` (archived as it stood)."""
RESIGNED = "abandon"
UNFINISHED = "inachevee"


class SeatKind(enum.Enum):
    HUMAN = "human"
    COMPUTER = "computer"


DEFAULT_LEVEL = "advanced"
"""The computer's level when none is chosen (``notation.tutor.levels``: beginner, casual, intermediate, advanced,
expert)."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A player: his name, whether a person or the computer plays for him, and the computer's level."""

    name: str
    kind: SeatKind = SeatKind.HUMAN
    level: str = DEFAULT_LEVEL
    """For the computer: the name of its level (:data:`notation.tutor.levels.LEVELS`)."""

    @property
    def computer(self) -> bool:
        return self.kind is SeatKind.COMPUTER


class Step(enum.Enum):
    """What the session waits for."""

    PRIMAUTE = "primaute"
    THROW = "throw"
    DECLARE = "declare"
    CLAIM = "claim"
    DECIDE = "decide"
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class GameSetup:
    """How a partie is played: variant, seats (2 players; 3 or 4 à écrire), écoles, conventions.

    ``recording``: a partie over the board, every throw entered by hand (else the studio throws).
    ``mode`` is for three or four players: à tourner or à la chouette (3), en équipes (4).
    ``takebacks``: the players agreed that a play may be taken back after it was answered (never in an école
    game, where a mistake is the opponent's to claim).  ``real_dice``: the persons throw real dice and type
    them (else the studio throws for everyone).
    """

    variant: Variant = Variant.ORDINAIRE
    seats: tuple[Seat, ...] = (Seat("Blanc"), Seat("Noir", SeatKind.COMPUTER))
    ecoles: bool = False
    conventions: Conventions = DEFAULT
    marques: int = 6
    mode: Mode | None = None
    consolation: Consolation = Consolation.MULTIPLIED
    primaute: PrimauteRule = PrimauteRule.WINNER
    recording: bool = False
    tags: tuple[tuple[str, str], ...] = ()
    takebacks: bool = False
    real_dice: bool = False

    def __post_init__(self) -> None:
        count = len(self.seats)
        if not 2 <= count <= 4 or (count > 2 and self.variant is not Variant.ECRIRE):
            raise ValueError("two players, or three or four for the partie à écrire")
        if len({seat.name for seat in self.seats}) != count or not all(seat.name.strip() for seat in self.seats):
            raise ValueError("each player needs a name of his own")
        if count == 3 and self.mode not in (None, Mode.TOURNER, Mode.CHOUETTE):
            raise ValueError("three players play à tourner or à la chouette")
        if count == 4 and self.mode not in (None, Mode.EQUIPES):
            raise ValueError("four players play en équipes")

    @property
    def allows_takebacks(self) -> bool:
        """Take-backs agreed, and not an école game (the laws let the opponent claim a mistake there)."""
        return self.takebacks and not self.ecoles

    @property
    def typed_dice(self) -> bool:
        """The persons may type their throws.

        They may over the board, among persons at one screen, or against the computer when they chose to throw real
        dice (else the studio throws: no throw is chosen)."""
        return self.recording or self.real_dice or not any(seat.computer for seat in self.seats)

    @property
    def sheet_mode(self) -> Mode:
        if self.mode is not None:
            return self.mode
        return {2: Mode.TETE_A_TETE, 3: Mode.TOURNER, 4: Mode.EQUIPES}[len(self.seats)]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def teams(self) -> tuple[tuple[str, str], tuple[str, str]] | None:
        """En équipes: the first and third players against the second and fourth."""
        if len(self.seats) != 4:
            return None
        names = self.names
        return ((names[0], names[2]), (names[1], names[3]))


@dataclass(frozen=True, slots=True)
class EcoleEntry:
    """One declaration in école mode, and the claim it drew.

    ``own``: the declarer's own throw (else points the opponent's throw gave him).
    """

    turn: int
    declarer: Colour
    declared: int
    truth: int
    leave: bool
    own: bool
    ecole: Ecole
    claim: ClaimVerdict | None = None

    @property
    def claimant(self) -> Colour:
        return self.declarer.opponent


@dataclass(frozen=True, slots=True)
class TakeBack:
    """A take-back: at throw ``turn``, ``colour`` took back his input and every input that answered it.

    His input is ``codes[0]``; ``codes[1:]`` are the inputs that answered it: the computer's reply, the dice thrown
    since."""

    turn: int
    colour: Colour
    codes: tuple[str, ...]

    def text(self) -> str:
        """Write the record's comment: ``reprise : B1-B5 B1-B2`` (the play taken back, in the B/N notation)."""
        code = self.codes[0]
        kind, rest = code[:1], code[1:]
        if kind == "M":
            moves = () if rest in ("", "-") else tuple(_parse_move(part) for part in rest.split("."))
            what = format_moves(moves, self.colour, Notation.BN) or "--"
        elif kind == "D":
            what = "s'en aller" if rest == "1" else "tenir"
        elif kind == "E":
            what = f"marque {rest.rstrip('Ll')}"
        else:
            what = f"école {rest}"
        return f"{TAKE_BACK_COMMENT} {what}"


# The studio's marks in a record's comments keep the plain space before their colon, as docs/record-format.md
# gives them (« {reprise : B1-B5 B1-B2} »): the record's text, which other readers may look for, not the studio's
# typography.
TAKE_BACK_COMMENT = "reprise :"
HINT_COMMENT = "indice du tuteur :"
"""The comment of a throw at which the tutor's hint was taken, before what it showed (``tenir``, ``s'en aller``,
or the play in the B/N notation)."""
"""How the record names a take-back: a comment on the throw, then what was taken back."""

_DECISIONS = "MDEC"
"""The inputs a person decides (a play, a hold or leave, a declaration, a claim), which a take-back undoes."""


@dataclass(frozen=True, slots=True)
class _Input:
    code: str
    human: bool


# -- autosave -----------------------------------------------------------------------------


def autosave_dir() -> Path:
    """Return the autosave folder: ``$TRICTRAC_DATA_DIR/autosave``, else the user data folder's ``autosave``."""
    configured = os.environ.get(AUTOSAVE_ENV)
    if configured:
        return Path(configured) / "autosave"
    return user_data_path("trictrac-studio") / "autosave"


def default_autosave_path() -> Path:
    """Return the single autosave of earlier studios, one partie at a time.

    It is still read: :func:`unfinished_autosaves`."""
    return autosave_dir() / "partie.trr"


def new_autosave_path() -> Path:
    """Name a file of its own for a new partie's autosave, so that starting a partie never replaces another's.

    ``partie-20261128-093015-1a2b3c.trr``: the start's time, then a random tail."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return autosave_dir() / f"partie-{stamp}-{uuid.uuid4().hex[:6]}.trr"


def unfinished_autosaves() -> list[Path]:
    """List every partie kept aside (autosaved, not yet archived nor abandoned), the last played first."""
    folder = autosave_dir()
    try:
        found = [path for path in folder.glob("partie*.trr") if path.is_file() and path.stat().st_size]
    except OSError:
        return []
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


def find_autosave() -> Path | None:
    """Find the partie kept aside last, if any."""
    found = unfinished_autosaves()
    return found[0] if found else None


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that the file is always either the old or the new text."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            # No fsync: a killed process loses nothing the kernel has; os.replace keeps the file whole.
            stream.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# -- the session ---------------------------------------------------------------------------


class GameSession:
    """A partie in progress: apply inputs (as codes or through the methods), ask the computer, undo, save.

    Input codes: ``P5-3`` the primauté (Blanc's die, Noir's die), ``R6-5`` a throw, ``D0``/``D1`` hold or
    leave, ``M1-7.1-6`` a play in steps (``M-`` no play), ``E4`` or ``E4L`` a declaration of 4 points (and
    leaving), ``C2`` a claim of 2 points (``C0`` none).
    """

    def __init__(
        self,
        setup: GameSetup = GameSetup(),
        *,
        autosave: Path | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.setup = setup
        self.autosave_path = autosave
        self.rng = rng or random.Random()
        self.comments: dict[int, str] = {}
        self.takebacks: list[TakeBack] = []
        self.hints: dict[int, str] = {}
        """The tutor's hints taken, by throw: the play (or decision) it showed, kept as a comment on the throw."""
        self.log: list[str] = []
        """Every input in order, the computer's marked ``*``, a take-back ``U``, an undo ``Z`` (tag ``Saisies``)."""
        self._dice_queue: list[str] = []
        """Throws taken back with a play: the studio throws them again, so a take-back never throws anew."""
        self._rebuilding = False
        self._players: dict[str, LevelPlayer] = {}
        """The computer at each level met, made on first use (a level's misjudgements draw on its own dice)."""
        self._reset()

    def _reset(self) -> None:
        setup = self.setup
        self.partie = Partie(
            setup.variant,
            setup.conventions,
            setup.marques,
            setup.consolation,
            setup.primaute,
            ecoles=setup.ecoles,
        )
        self.inputs: list[_Input] = []
        self.ecoles: list[EcoleEntry] = []
        self.refused_leaves: set[int] = set()
        self.resigned: Colour | None = None
        """The colour that resigned the partie (input ``AB`` or ``AN``), which ends it."""

    # -- reading ---------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        return self.partie.state

    @property
    def step(self) -> Step:
        if self.partie.over or self.resigned is not None:
            return Step.OVER
        return {
            Phase.PRIMAUTE: Step.PRIMAUTE,
            Phase.THROW: Step.THROW,
            Phase.DECLARE: Step.DECLARE,
            Phase.DECIDE: Step.DECIDE,
            Phase.CLAIM: Step.CLAIM,
            Phase.PLAY: Step.PLAY,
        }[self.partie.state.phase]

    @property
    def actor(self) -> Colour | None:
        """The colour whose input is awaited (``None`` for the primauté and at the end)."""
        return None if self.resigned is not None else self.partie.state.actor

    @property
    def finished(self) -> bool:
        """Played to its end, or resigned."""
        return self.partie.over or self.resigned is not None

    @property
    def winner(self) -> Colour | None:
        """Who won the partie: the engine's winner, else the opponent of the colour that resigned."""
        if self.resigned is not None:
            return self.resigned.opponent
        return self.partie.state.winner if self.partie.over else None

    def can_resign(self) -> bool:
        """Tell whether the partie may be resigned: one of two seats, not yet over.

        Three or four at the scoresheet are settled by it, not by one player's resignation."""
        return len(self.setup.seats) == 2 and not self.finished

    @property
    def pending(self) -> EcoleEntry | None:
        """At a claim: the declaration that may be claimed."""
        pending = self.partie.state.pending
        if self.step is not Step.CLAIM or pending is None or pending.declared is None or pending.ecole is None:
            return None
        return EcoleEntry(
            self.partie.turns(),
            pending.declarer,
            pending.declared,
            pending.truth,
            bool(pending.leave),
            pending.own_throw,
            pending.ecole,
        )

    @property
    def declaring_own_throw(self) -> bool:
        """At a declaration: whether it is of the declarer's own throw (else of what the opponent's gave him)."""
        pending = self.partie.state.pending
        return pending is None or pending.own_throw

    def turn_number(self) -> int:
        return self.partie.turns()

    def seats(self) -> dict[Colour, Seat]:
        """Say who holds Blanc and Noir now (in the current marqué)."""
        return self._seatings()[-1]

    def seat_of(self, colour: Colour) -> Seat:
        return self.seats()[colour]

    def actor_seat(self) -> Seat | None:
        actor = self.actor
        if actor is None:
            # The primauté: thrown by the studio unless the partie is recorded.
            return None
        return self.seat_of(actor)

    def computer_to_act(self) -> bool:
        """Tell whether the next input is the computer's (or the studio's dice in a partie played here)."""
        step = self.step
        if step is Step.OVER:
            return False
        if step is Step.PRIMAUTE:
            return not self.setup.recording and all(seat.computer for seat in self.setup.seats)
        seat = self.actor_seat()
        if step is Step.THROW:
            return not self.setup.recording and seat is not None and seat.computer
        return seat is not None and seat.computer

    def legal_plays(self) -> list[Play]:
        return self.partie.legal_plays()

    def can_undo(self) -> bool:
        """Tell whether the last input can be taken back: while nobody answered it, never the studio's own dice."""
        return bool(self.inputs) and self.inputs[-1].human

    def _take_back_index(self) -> int | None:
        """Find where a take-back starts: the last decision a person made, once something answered it."""
        index = next(
            (
                i
                for i in range(len(self.inputs) - 1, -1, -1)
                if self.inputs[i].human and self.inputs[i].code[:1] in _DECISIONS
            ),
            None,
        )
        if index is None or index == len(self.inputs) - 1:
            return None
        return index

    def can_take_back(self) -> bool:
        """Tell whether a person's last decision can be taken back with what answered it.

        The players must have agreed to allow it."""
        return self.setup.allows_takebacks and self._take_back_index() is not None

    def ecole_totals(self) -> dict[str, int]:
        """Total the points marked by écoles (accepted claims and fausses écoles), per player.

        The engine marked them."""
        totals = {name: 0 for name in self.setup.names}
        for entry in self.ecoles:
            if entry.claim is None:
                continue
            seats = self._seating_at_turn(entry.turn)
            totals[seats[entry.claimant].name] += entry.claim.accepted
            totals[seats[entry.declarer].name] += entry.claim.fausse_ecole
        return totals

    # -- seats for three and four players ------------------------------------------------------

    def _seatings(self) -> list[dict[Colour, Seat]]:
        """Return the seating of every marqué played so far (refaits included) and of the current one."""
        seats = self.setup.seats
        first = {WHITE: seats[0], BLACK: seats[1]}
        if len(seats) == 2 or not self.partie.states:
            return [first]
        by_name = {seat.name: seat for seat in seats}
        states, events = self.partie.states, self.partie.events
        first_table = Table((seats[0].name, seats[1].name), first[states[0].primaute or WHITE].name)
        rule = PrimauteRule.WINNER if self.setup.primaute is PrimauteRule.WINNER else PrimauteRule.ALTERNATE
        winners: list[str | None] = []
        seatings = [first]
        for index, event in enumerate(events):
            if not isinstance(event, MarqueEnd):
                continue
            winners.append(None if event.winner is None else seatings[-1][event.winner].name)
            if index + 1 >= len(events) or states[index + 1].phase is Phase.OVER:
                continue
            table = rotation(
                self.setup.sheet_mode, self.setup.names, first_table, winners, teams=self.setup.teams, primaute=rule
            )[-1]
            colour = states[index + 1].primaute or WHITE
            seatings.append({colour: by_name[table.primaute], colour.opponent: by_name[table.other(table.primaute)]})
        return seatings

    def _seating_at_turn(self, turn: int) -> dict[Colour, Seat]:
        seatings = self._seatings()
        marque = 0
        throws = 0
        for event in self.partie.events:
            if isinstance(event, MarqueEnd):
                marque += 1
            elif isinstance(event, Roll | PrimauteThrow):
                throws += 1
                if throws == turn:
                    break
        return seatings[min(marque, len(seatings) - 1)]

    def marque_seats(self) -> list[tuple[str, str]]:
        """List the (Blanc, Noir) names of each marqué that has a number (a refait keeps its number)."""
        seatings = self._seatings()
        numbered: list[tuple[str, str]] = []
        index = 0
        for event in self.partie.events:
            if isinstance(event, MarqueEnd):
                if event.winner is not None:
                    numbered.append((seatings[index][WHITE].name, seatings[index][BLACK].name))
                index += 1
        if not self.partie.over:
            numbered.append((seatings[-1][WHITE].name, seatings[-1][BLACK].name))
        return numbered

    # -- the sheet of the partie à écrire ----------------------------------------------------------

    def sheet(self) -> Sheet | None:
        """Return the scoresheet so far (partie à écrire), from the engine's marqué ends."""
        if self.setup.variant is not Variant.ECRIRE:
            return None
        seatings = self._seatings()
        marques: list[Marque] = []
        index = 0
        for event in self.partie.events:
            if not isinstance(event, MarqueEnd):
                continue
            seats = seatings[min(index, len(seatings) - 1)]
            index += 1
            if event.winner is None:
                continue
            winner, loser = seats[event.winner].name, seats[event.winner.opponent].name
            trous = {seats[WHITE].name: event.trous[0], seats[BLACK].name: event.trous[1]}
            factor = event.bredouille.multiplier
            marques.append(Marque(winner, loser, event.points, event.refaits, trous, event.bredouille, factor))
        mode = self.setup.sheet_mode
        conventions = EcrireConventions(consolation=self.setup.consolation)
        return Sheet(
            self.setup.names,
            tuple(marques),
            conventions,
            mode,
            self.setup.teams,
            self.setup.names[0] if mode is Mode.CHOUETTE else None,
        )

    def settlement(self) -> Settlement | None:
        sheet = self.sheet()
        return settle(sheet) if sheet is not None else None

    # -- acting ---------------------------------------------------------------------------

    def apply(self, code: str, *, human: bool = True) -> None:
        """Apply one input given as a code; raises ``IllegalEventError`` (nothing changed) when it cannot be."""
        code = code.strip()
        kind, rest = code[:1].upper(), code[1:]
        try:
            if kind == "P":
                white, black = (int(part) for part in rest.split("-"))
                self._primaute(white, black)
            elif kind == "R":
                self._roll(Throw.parse(rest))
            elif kind == "D":
                self._decide(rest == "1")
            elif kind == "M":
                moves = () if rest in ("", "-") else tuple(_parse_move(part) for part in rest.split("."))
                self._play(moves)
            elif kind == "E":
                leave = rest.upper().endswith("L")
                self._declare(int(rest.rstrip("Ll") or 0), leave)
            elif kind == "C":
                self._claim(int(rest or 0))
            elif kind == "A":
                letters = {"B": WHITE, "N": BLACK}
                if rest.upper() not in letters:
                    raise IllegalEventError(f"no colour {rest!r} to resign (B or N)", reason="bad-input", input=code)
                self._resign(letters[rest.upper()])
            else:
                raise IllegalEventError(f"no input {code!r}", reason="bad-input", input=code)
        except ValueError as error:
            if isinstance(error, IllegalEventError):
                raise
            if isinstance(error, TrictracError):
                raise IllegalEventError(str(error), reason="refused", cause=error) from None
            raise IllegalEventError(str(error), reason="bad-input", input=code) from None
        self.inputs.append(_Input(code, human))
        if self._rebuilding:
            return
        if not human and kind in "RP" and self._dice_queue:
            # The throw taken back comes again; any other throw means the partie went another way.
            if self._dice_queue[0] == code:
                self._dice_queue.pop(0)
            else:
                self._dice_queue.clear()
        self.log.append(code + ("" if human else "*"))
        self.save()

    # The methods a screen calls.

    def primaute(self, white: int, black: int, *, human: bool = True) -> None:
        self.apply(f"P{white}-{black}", human=human)

    def roll(self, throw: Throw, *, human: bool = True) -> None:
        self.apply(f"R{throw.code()}", human=human)

    def decide(self, leave: bool, *, human: bool = True) -> None:
        self.apply(f"D{int(leave)}", human=human)

    def play(self, moves: Sequence[tuple[int, int]], *, human: bool = True) -> None:
        self.apply("M" + (".".join(f"{a}-{b}" for a, b in moves) or "-"), human=human)

    def declare(self, points: int, leave: bool = False, *, human: bool = True) -> None:
        self.apply(f"E{points}{'L' if leave else ''}", human=human)

    def claim(self, points: int, *, human: bool = True) -> None:
        self.apply(f"C{points}", human=human)

    def resign(self, colour: Colour) -> None:
        """Resign for ``colour``: the partie ends, won by the other; the record says so (tag ``Fin``)."""
        self.apply(f"A{colour.letter}")

    def throw_dice(self) -> None:
        """Throw the dice for the mover (or the primauté): the studio throws, not a person."""
        if self.step not in (Step.PRIMAUTE, Step.THROW):
            raise IllegalEventError("not the time to throw", reason="not-throw-time")
        self.apply(self._studio_throw(), human=False)

    def _studio_throw(self) -> str:
        """Return the studio's dice: a throw taken back comes again, else the dice are thrown."""
        kind = "P" if self.step is Step.PRIMAUTE else "R"
        if self._dice_queue and self._dice_queue[0][:1] == kind:
            return self._dice_queue[0]
        white, black = self.rng.randint(1, 6), self.rng.randint(1, 6)
        while kind == "P" and white == black:
            white, black = self.rng.randint(1, 6), self.rng.randint(1, 6)
        return f"{kind}{white}-{black}"

    def computer_input(self) -> str:
        """Return the input the computer would make now (only reads the partie: safe off the GUI thread)."""
        step = self.step
        partie = self.partie
        if step is Step.PRIMAUTE or step is Step.THROW:
            if self._dice_queue:
                return self._studio_throw()
            white, black = self.rng.randint(1, 6), self.rng.randint(1, 6)
            if step is Step.PRIMAUTE:
                while white == black:
                    white, black = self.rng.randint(1, 6), self.rng.randint(1, 6)
                return f"P{white}-{black}"
            return f"R{white}-{black}"
        actor = self.actor
        assert actor is not None
        bot = self._player(self.seat_of(actor).level)
        if step is Step.DECIDE:
            return f"D{int(bot.choose_leave(partie))}"
        if step is Step.PLAY:
            play = bot.choose_play(partie, partie.legal_plays())
            return "M" + (".".join(f"{a}-{b}" for a, b in play.moves) or "-")
        pending = partie.state.pending
        assert pending is not None
        if step is Step.DECLARE:
            # The computer marks what the laws give, and holds or leaves as it judges best.
            leave = False
            if pending.own_throw:
                twin = replace(partie, events=list(partie.events), states=list(partie.states))
                twin.declare(pending.truth)
                leave = twin.state.phase is Phase.DECIDE and bot.choose_leave(twin)
            return f"E{bot.declared(pending.truth)}{'L' if leave else ''}"
        # Step.CLAIM: the computer claims the whole école, never more.
        assert pending.ecole is not None
        return f"C{pending.ecole.points}"

    def _player(self, level: str) -> LevelPlayer:
        player = self._players.get(level)
        if player is None:
            player = LevelPlayer(level_named(level), random.Random(self.rng.getrandbits(64)))
            self._players[level] = player
        return player

    def computer_act(self) -> None:
        """Let the computer (or the studio's dice) make the next input."""
        self.apply(self.computer_input(), human=False)

    def undo(self) -> bool:
        """Take back the last input if nobody has answered it yet; False when there is none to take back."""
        if not self.can_undo():
            return False
        self._rebuild(self.inputs[:-1])
        self.log.append("Z")
        self.save()
        return True

    def take_back(self) -> TakeBack | None:
        """Take back a person's last decision and every input that answered it, when the players agreed to it.

        The inputs that answered it are the computer's reply and the dice thrown since; the throws taken back come
        again.  ``None``: none to take back.  The record keeps it as a comment on the throw
        (:data:`TAKE_BACK_COMMENT`)."""
        index = self._take_back_index() if self.setup.allows_takebacks else None
        if index is None:
            return None
        removed = self.inputs[index:]
        queue = [item.code for item in removed if not item.human and item.code[:1] in "RP"] + self._dice_queue
        self._rebuild(self.inputs[:index])
        self._dice_queue = queue
        actor = self.actor
        assert actor is not None
        taken = TakeBack(self.partie.turns(), actor, tuple(item.code for item in removed))
        self.takebacks.append(taken)
        self.log.append("U")
        self.save()
        return taken

    def _rebuild(self, inputs: Sequence[_Input]) -> None:
        """Play ``inputs`` again from the start (the log, the take-backs and the comments are kept)."""
        self._reset()
        self._rebuilding = True
        try:
            for item in inputs:
                self.apply(item.code, human=item.human)
        finally:
            self._rebuilding = False

    # -- the steps ------------------------------------------------------------------------

    def _primaute(self, white: int, black: int) -> None:
        if self.step is not Step.PRIMAUTE:
            raise IllegalEventError("the primauté is thrown only at the start", reason="late-primaute")
        if not (1 <= white <= 6 and 1 <= black <= 6):
            raise IllegalEventError("a die shows 1 to 6", reason="bad-die")
        self.partie.primaute(white, black)

    def _resign(self, colour: Colour) -> None:
        if not self.can_resign():
            raise IllegalEventError("only a partie of two players, not over, is resigned", reason="no-resign")
        self.resigned = colour

    def _roll(self, throw: Throw) -> None:
        if self.step is not Step.THROW:
            raise IllegalEventError(f"not the time to throw ({self.step.value})", reason="not-throw-time")
        self.partie.roll(throw)

    def _decide(self, leave: bool) -> None:
        if self.step is not Step.DECIDE:
            raise IllegalEventError("there is no trou to hold or leave on", reason="no-decision")
        self.partie.decide(leave)

    def _play(self, moves: tuple[tuple[int, int], ...]) -> None:
        if self.step is not Step.PLAY:
            raise IllegalEventError(f"not the time to play ({self.step.value})", reason="not-play-time")
        self.partie.play(moves)

    def _declare(self, points: int, leave: bool) -> None:
        pending = self.partie.state.pending
        if self.step is not Step.DECLARE or pending is None:
            raise IllegalEventError("no declaration is awaited", reason="no-declaration")
        self.partie.declare(points)
        if not pending.own_throw:
            return
        if self.partie.state.phase is Phase.DECIDE:
            # His hold or leave is announced with his points, before the opponent may claim (Lois et règles, art. XVI).
            self.partie.decide(leave)
        elif leave:
            # No trou marked: he cannot s'en aller, he holds.
            self.refused_leaves.add(self.partie.turns())

    def _claim(self, points: int) -> None:
        entry = self.pending
        if entry is None:
            raise IllegalEventError("no declaration to claim", reason="nothing-to-claim")
        self.partie.claim(points)
        # The engine judges the claim and says whether it refused the declarer's leave (he holds).
        claim = self.partie.last_claim
        assert claim is not None
        if claim.leave_refused:
            self.refused_leaves.add(entry.turn)
        self.ecoles.append(replace(entry, claim=claim.verdict))

    # -- records ---------------------------------------------------------------------------

    def tags(self) -> list[tuple[str, str]]:
        setup = self.setup
        tags = list(setup.tags)
        names = {name for name, _ in tags}
        extra: list[tuple[str, str]] = []
        if len(setup.seats) == 2:
            extra += [("Blanc", setup.seats[0].name), ("Noir", setup.seats[1].name)]
        else:
            extra += [("Joueurs", ", ".join(setup.names)), ("Mode", setup.sheet_mode.value)]
        if setup.consolation is not Consolation.MULTIPLIED:
            extra.append(("Consolation", setup.consolation.value))
        extra.append(("Sieges", ",".join(seat.kind.value for seat in setup.seats)))
        if any(seat.computer for seat in setup.seats):
            extra.append(("Niveaux", ",".join(seat.level if seat.computer else "-" for seat in setup.seats)))
        if setup.ecoles:
            extra.append(("Ecoles", "oui"))
        if setup.recording:
            extra.append(("Saisie", "table"))
        if setup.primaute is not PrimauteRule.WINNER:
            extra.append(("Primaute", setup.primaute.value))
        if setup.allows_takebacks:
            extra.append(("Reprises", "oui"))
        if setup.real_dice and not setup.recording:
            extra.append(("Des", "reels"))
        if self.resigned is not None:
            extra += [("Resultat", self.resigned.opponent.letter), (END_TAG, f"{RESIGNED} {self.resigned.letter}")]
        return tags + [(name, value) for name, value in extra if name not in names]

    def record(self, *, inputs: bool = False, unfinished: bool = False) -> GameRecord:
        """Write the record of the partie so far: declared marks and écoles claimed, comments by throw number.

        ``unfinished``: archived as it stands, before its end (tag ``Fin``), when it is not finished."""
        tags = self.tags()
        if unfinished and not self.finished:
            tags.append((END_TAG, UNFINISHED))
        if inputs:
            tags.append((INPUTS_TAG, " ".join(self.log)))
        seats = self.marque_seats() if len(self.setup.seats) > 2 else None
        record = record_from_partie(self.partie, tags, seats)
        elements = []
        for element in record.elements:
            if isinstance(element, Turn):
                element = self._annotate(element)
            elements.append(element)
        return replace(record, elements=tuple(elements))

    def note_hint(self, shown: str) -> None:
        """Record that the tutor's hint was taken at the throw in hand, and what it showed."""
        self.hints[self.partie.turns()] = f"{HINT_COMMENT} {shown}"
        self.save()

    def _annotate(self, turn: Turn) -> Turn:
        """Return the comments of a turn: a leave refused, and the players' own."""
        comments = list(turn.comments)
        if turn.number in self.refused_leaves:
            comments.append("s'en va sans trou gagné : il doit tenir")
        comments.extend(taken.text() for taken in self.takebacks if taken.turn == turn.number)
        if turn.number in self.hints:
            comments.append(self.hints[turn.number])
        if turn.number in self.comments:
            comments.append(self.comments[turn.number])
        return replace(turn, comments=tuple(comments)) if comments else turn

    def text(self, *, inputs: bool = False, unfinished: bool = False) -> str:
        return write_record(self.record(inputs=inputs, unfinished=unfinished))

    def save(self) -> None:
        """Autosave: the record text with the inputs, atomically; the file is removed when the partie is over."""
        if self.autosave_path is None:
            return
        write_atomic(self.autosave_path, self.text(inputs=True))

    def discard_autosave(self) -> None:
        if self.autosave_path is not None:
            self.autosave_path.unlink(missing_ok=True)

    @classmethod
    def from_text(cls, text: str, *, autosave: Path | None = None, rng: random.Random | None = None) -> GameSession:
        """Rebuild a session from a record (an autosave holds its inputs; any record is replayed turn by turn)."""
        record = read_record(text)
        session = cls(setup_from_record(record), autosave=None, rng=rng)
        codes = record.tag(INPUTS_TAG)
        if codes is not None:
            for code in codes.split():
                if code == "U":
                    if session.take_back() is None:
                        raise IllegalEventError("a take-back with nothing to take back", reason="bad-input", input=code)
                elif code == "Z":
                    if not session.undo():
                        raise IllegalEventError("an undo with nothing to undo", reason="bad-input", input=code)
                else:
                    session.apply(code.rstrip("*"), human=not code.endswith("*"))
        else:
            session._replay_turns(record)
        session.autosave_path = autosave
        return session

    def _replay_turns(self, record: GameRecord) -> None:
        """Make the record's written turns.

        The record's own replayer: a fault reads as ``trictrac check`` says it."""
        Replayer.of_record(record, self, _SessionBuilder(self)).main_line(record.elements)

    def replay_turn(self, turn: Turn, *, more: bool = True) -> bool:
        """Make one written turn's inputs (throw, declarations, claims, hold or leave, play).

        Return False when the replay stops there.  ``more``: elements follow this turn, so a claim not written was a
        claim of nothing, and a turn written short of its inputs is a fault, not the record's end.

        :raises IllegalEventError: for what the laws refuse, as :func:`notation.record.replay_record` says it.
        """
        return Replayer(self, _SessionBuilder(self)).turn(turn, self.partie.turns(), more=more)

    def clone(self) -> GameSession:
        """Copy this session (same inputs), without autosave."""
        twin = GameSession(self.setup, rng=random.Random())
        for item in self.inputs:
            twin.apply(item.code, human=item.human)
        twin.comments = dict(self.comments)
        twin.takebacks = list(self.takebacks)
        return twin


class _SessionBuilder(Replaying):
    """Build a session from written turns, raising at the first input the laws refuse.

    It raises as the checker words it (a record may stop within its last turn: a partie archived unfinished), and keeps
    each turn's comments.

    The session marks as the engine does: a mark, relevé or end written otherwise is the checker's to report
    (an école outside école mode, a relevé the laws do not give), and the record opens all the same.
    """

    def __init__(self, session: GameSession) -> None:
        super().__init__(stop_short=True)
        self.session = session

    def visit_fault(self, fault: Fault) -> None:
        if fault.kind == "illegal" or fault.reason == "over":
            super().visit_fault(fault)

    def visit_turn(self, turn: Turn) -> None:
        if turn.comments:
            self.session.comments[turn.number] = " ".join(turn.comments)


def _parse_move(text: str) -> tuple[int, int]:
    origin, _, target = text.partition("-")
    return int(origin), int(target)


def _levels(record: GameRecord, count: int) -> list[str]:
    """Return the computer's level at each seat, from the tag ``Niveaux``.

    The default stands where it says none we know."""
    known = {level.name for level in LEVELS}
    given = [level.strip() for level in (record.tag("Niveaux") or "").split(",")]
    if len(given) != count:
        given = [DEFAULT_LEVEL] * count
    return [level if level in known else DEFAULT_LEVEL for level in given]


def setup_from_record(record: GameRecord) -> GameSetup:
    """Return the setup a record's tags describe (players, seats, écoles, variant, conventions)."""
    kinds = [SeatKind(kind) for kind in (record.tag("Sieges") or "").split(",") if kind]
    players_tag = record.tag("Joueurs")
    if players_tag:
        names = [name.strip() for name in players_tag.split(",") if name.strip()]
    else:
        names = [record.tag("Blanc") or "Blanc", record.tag("Noir") or "Noir"]
    if len(kinds) != len(names):
        kinds = [SeatKind.HUMAN] * len(names)
    mode_tag = record.tag("Mode")
    mode = Mode(mode_tag) if mode_tag and len(names) > 2 else None
    known = {"Blanc", "Noir", "Joueurs", "Mode", "Sieges", "Niveaux", "Ecoles", "Saisie", "Primaute", "Reprises", "Des"}
    known.add(INPUTS_TAG)
    known |= {"Variante", "Marques", "Conventions", "Resultat", "Consolation", END_TAG}
    return GameSetup(
        variant=record.variant,
        seats=tuple(
            Seat(name, kind, level) for name, kind, level in zip(names, kinds, _levels(record, len(names)), strict=True)
        ),
        ecoles=(record.tag("Ecoles") or "").lower() == "oui",
        conventions=parse_conventions(record.tag("Conventions") or ""),
        marques=record.marques_to_play,
        mode=mode,
        consolation=record.consolation,
        primaute=PrimauteRule(record.tag("Primaute") or "winner"),
        recording=record.tag("Saisie") == "table",
        takebacks=(record.tag("Reprises") or "").lower() == "oui",
        real_dice=record.tag("Des") == "reels",
        tags=tuple((name, value) for name, value in record.tags if name not in known),
    )
