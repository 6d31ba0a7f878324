"""A partie being played or recorded at one screen, without Qt.

What the person may do now, the dames he moved this throw, the play the studio completed for him, the computer's turn,
take-backs, and whether the partie is saved.

The rules are the engine's, through a :class:`studio.games.session.GameSession`; this model keeps what the
session does not: the gestures under way (a dame picked up, a throw half played, a completed play shown for
confirmation, the computer's play being shown) and the decisions the window makes from them.  The play window
(:mod:`studio.ui.game_windows.play`) renders a :class:`PlayModel` and forwards the person's gestures to it.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from notation.board import Colour, Position
from notation.dice import Throw
from notation.game import Decision, Mark
from notation.rules.marking import mark
from notation.rules.moves import Play, rest_steps
from studio.games.lifecycle import Standing
from studio.games.play_input import Outcome, PlayInput
from studio.games.record_document import Kept, RecordDocument
from studio.games.session import GameSession, Step
from studio.games.throws import intermediate_positions, parse_moves

__all__ = [
    "Advance",
    "AdvanceKind",
    "Answer",
    "Controls",
    "DiceRefusal",
    "DiceRefused",
    "PlayModel",
    "TrousWon",
    "Undone",
]


@dataclass(frozen=True)
class Controls:
    """The inputs the window offers now."""

    dice: bool
    """The dice box: a person's throw (or the primauté) is awaited."""
    throw_button: bool
    """The studio throws the dice (not in a partie recorded over the board)."""
    typed_dice: bool
    """The throws are typed or clicked as they fell."""
    decide: bool
    declare: bool
    claim: bool
    plays: bool
    """The legal plays are listed (whoever plays)."""
    plays_enabled: bool
    """A person plays them."""


class AdvanceKind(enum.Enum):
    """What a dame moved on the board leads to."""

    REFUSED = "refused"
    """No legal play moves it so."""
    WAIT = "wait"
    """Several plays go on from there: the studio waits for the next dame."""
    PLAY = "play"
    """One play is left: it is made."""
    PROPOSE = "propose"
    """One play is left, with moves the person did not make: shown first, against the computer."""
    CHOOSE = "choose"
    """Several plays are whole from there: the person is asked which."""


@dataclass(frozen=True)
class Advance:
    kind: AdvanceKind
    plays: tuple[Play, ...] = ()
    """The play to make or propose (one), or those to choose from."""


class Undone(enum.Enum):
    """What Ctrl+Z did."""

    PROPOSAL_CANCELLED = "proposal-cancelled"
    """The play shown for confirmation was put back."""
    PUT_BACK = "put-back"
    """The dames moved this throw went back."""
    THINKING = "thinking"
    """Nothing: the computer is thinking."""
    UNDONE = "undone"
    """The last input, not yet answered, was taken back."""
    TAKEN_BACK = "taken-back"
    """A person's decision was taken back with the reply to it."""
    NOT_ALLOWED = "not-allowed"
    """Nothing: take-backs were not allowed when the partie was started."""
    NOTHING = "nothing"
    """Nothing to take back: the last input has been answered."""


class Answer(enum.Enum):
    """What becomes of the computer's answer."""

    STALE = "stale"
    """Asked before an undo or a stop: dropped."""
    SHOW = "show"
    """A play, shown dame by dame before it is made."""
    APPLY = "apply"
    """Made at once."""


class DiceRefusal(enum.Enum):
    """Why a throw typed is refused."""

    STUDIO_THROWS = "studio-throws"
    PRIMAUTE_FORM = "primaute-form"
    THROW_FORM = "throw-form"


class DiceRefused(Exception):
    def __init__(self, refusal: DiceRefusal) -> None:
        super().__init__(refusal.value)
        self.refusal = refusal


@dataclass(frozen=True)
class TrousWon:
    """Trous a player won, and whether he held or left after them (None: not decided yet)."""

    colour: Colour
    trous: int
    bredouille: bool
    leave: bool | None


@dataclass
class _Showing:
    code: str
    positions: list[Position]
    shown: int = 0


class PlayModel:
    """A partie at the screen: the session, the gestures under way, the computer's turn and the lifecycle."""

    def __init__(self, session: GameSession, document: RecordDocument | None = None) -> None:
        self.session = session
        self.document = document if document is not None else RecordDocument()
        self.origin: int | None = None
        """The step of the dame picked up (the mover's path)."""
        self.proposal: Play | None = None
        """A play the engine completed from the dame the person moved, shown until he confirms it or takes it
        back: a slip is mended before the computer answers."""
        self._input: tuple[int, PlayInput] | None = None
        """The dames the person moved so far this throw, with the number of the partie's events they follow."""
        self.thinking = False
        """The computer is choosing its input."""
        self.ticket = 0
        """The number of the computer's latest question: an answer to an older one is dropped."""
        self._showing: _Showing | None = None

    # -- the lifecycle ---------------------------------------------------------------------

    def is_modified(self) -> bool:
        """Tell whether the partie is over and was not saved anywhere (a partie in progress is autosaved)."""
        return self.session.finished and self.document.differs(self.session.text())

    def in_progress(self) -> bool:
        """Begun (a throw at least) and not finished: its autosave keeps it."""
        return not self.session.finished and bool(self.session.inputs)

    def standing(self) -> Standing:
        """Tell how the partie stands when its window closes (:func:`studio.games.lifecycle.close_choices`)."""
        return Standing(modified=self.is_modified(), in_progress=self.in_progress())

    def kept(self) -> Kept:
        if self.in_progress():
            return Kept.AUTOSAVED
        return Kept.UNSAVED if self.is_modified() else Kept.SAVED

    def resigning_colour(self) -> Colour | None:
        """Say who resigns: the one person at the table against the computer, else the player to act.

        ``None`` when the partie cannot be resigned (three or four players, over, or not begun)."""
        session = self.session
        if not session.can_resign() or not session.inputs:
            return None
        persons = [colour for colour, seat in session.seats().items() if not seat.computer]
        if len(persons) == 1:
            return persons[0]
        return session.actor

    # -- what the person may do now ---------------------------------------------------------

    def busy(self) -> bool:
        """Tell whether the computer is thinking, or its play is being shown."""
        return self.thinking or self._showing is not None

    def human_turn(self) -> bool:
        return not self.session.computer_to_act() and self.session.step is not Step.OVER

    def can_move(self) -> bool:
        """Tell whether a person may move dames now."""
        return self.session.step is Step.PLAY and not self.busy() and not self.session.computer_to_act()

    def controls(self) -> Controls:
        session, step = self.session, self.session.step
        human = self.human_turn()
        return Controls(
            dice=human and step in (Step.THROW, Step.PRIMAUTE),
            throw_button=not session.setup.recording,
            typed_dice=session.setup.typed_dice,
            decide=human and step is Step.DECIDE,
            declare=human and step is Step.DECLARE,
            claim=human and step is Step.CLAIM,
            plays=step is Step.PLAY,
            plays_enabled=human,
        )

    def hiding_last_throw(self) -> bool:
        """Tell whether what the last throw scores is hidden: with écoles the players find their own points.

        What the last throw scores is named only once its marks are declared and claimed (the turn is over)."""
        return self.session.setup.ecoles and self.session.step not in (Step.THROW, Step.OVER, Step.PRIMAUTE)

    def read_dice(self, text: str) -> Callable[[], None]:
        """Read a throw typed as it fell, ``6-5`` (the primauté: Blanc's die, Noir's die), into an input.

        :raises DiceRefused: the studio throws in this partie, or the text is no throw."""
        text = text.strip()
        session = self.session
        if not session.setup.typed_dice:
            raise DiceRefused(DiceRefusal.STUDIO_THROWS)
        if session.step is Step.PRIMAUTE:
            try:
                white, black = (int(part) for part in text.replace(" ", "-").split("-"))
            except ValueError:
                raise DiceRefused(DiceRefusal.PRIMAUTE_FORM) from None
            return lambda: session.primaute(white, black)
        try:
            throw = Throw.parse(text)
        except ValueError:
            raise DiceRefused(DiceRefusal.THROW_FORM) from None
        return lambda: session.roll(throw)

    def input_made(self) -> None:
        """End the gestures under way: an input was made."""
        self.origin = None
        self.proposal = None
        self._input = None

    # -- the dames moved on the board ------------------------------------------------------

    def current_plays(self) -> list[Play]:
        return self.session.legal_plays() if self.session.step is Step.PLAY else []

    def waiting(self) -> PlayInput | None:
        """Return the dames moved so far this throw, while the studio waits for the rest of the play."""
        if self._input is None:
            return None
        at, entry = self._input
        if at != len(self.session.partie.events) or self.session.step is not Step.PLAY:
            self._input = None
            return None
        return entry

    def entry(self) -> PlayInput:
        """Return the dames moved so far (none: every legal play open)."""
        waiting = self.waiting()
        if waiting is not None:
            return waiting
        state = self.session.partie.state
        return PlayInput.start(self.current_plays(), state.position.counts(state.mover), rest_steps(state.position))

    def landings(self, step: int) -> dict[int, list[Play]]:
        """Find where the dame on ``step`` (the mover's path) can be put next, and the plays that take it there."""
        return self.entry().landings(step)

    def put_back(self) -> bool:
        """Put the dames moved this throw back where they were; False when none was moved."""
        if self._input is None:
            return False
        self._input = None
        return True

    def advance(self, origin: int, target: int) -> Advance:
        """Put the dame from ``origin`` on ``target`` (steps).

        The play is made when it is the only one left (its other moves forced, shown first against the computer when
        the studio added moves); when several go on from there the studio waits for the next dame; when one of them
        is already whole the person is asked."""
        entry = self.entry().advance(origin, target)
        if entry is None:
            return Advance(AdvanceKind.REFUSED)
        outcome = entry.outcome()
        if outcome is Outcome.WAIT:
            self._input = (len(self.session.partie.events), entry)
            self.origin = None
            return Advance(AdvanceKind.WAIT)
        self._input = None
        if outcome is Outcome.COMPLETE:
            play = entry.play()
            if entry.completed_by_studio() and any(seat.computer for seat in self.session.setup.seats):
                self.proposal = play
                self.origin = None
                return Advance(AdvanceKind.PROPOSE, (play,))
            return Advance(AdvanceKind.PLAY, (play,))
        return Advance(AdvanceKind.CHOOSE, tuple(entry.plays()))

    def take_proposal(self) -> Play | None:
        """Take the play shown for confirmation, no longer shown (to make it, or to put it back)."""
        play, self.proposal = self.proposal, None
        return play

    def undo(self) -> Undone:
        """Undo (Ctrl+Z) the last gesture or input, or, when the players agreed, the person's last decision.

        A play shown for confirmation is put back; else the dames moved this throw; else the last input not yet
        answered is undone; else, when the players agreed, the person's last decision is taken back with the
        computer's reply.  The computer's play being shown is not made yet: it is dropped."""
        if self.take_proposal() is not None:
            return Undone.PROPOSAL_CANCELLED
        if self.waiting() is not None:
            self.put_back()
            return Undone.PUT_BACK
        if self.thinking:
            return Undone.THINKING
        if self._showing is not None:
            self._showing = None
            self.ticket += 1
        session = self.session
        if session.undo():
            return Undone.UNDONE
        if session.take_back() is not None:
            return Undone.TAKEN_BACK
        if not session.setup.allows_takebacks and any(seat.computer for seat in session.setup.seats):
            return Undone.NOT_ALLOWED
        return Undone.NOTHING

    # -- the computer ------------------------------------------------------------------------

    def should_think(self) -> bool:
        """Tell whether the computer's input is awaited and not being chosen."""
        return self.session.computer_to_act() and not self.thinking

    def start_thinking(self) -> int:
        """Ask the computer for its input; return the ticket its answer must bring back."""
        self.thinking = True
        self.ticket += 1
        return self.ticket

    def answered(self, ticket: int, code: str, *, show: bool) -> Answer:
        """Take the computer's answer ``code`` to question ``ticket``; ``show``: its plays are shown dame by dame."""
        self.thinking = False
        if ticket != self.ticket:
            return Answer.STALE
        if code.startswith("M") and show:
            state = self.session.partie.state
            positions = intermediate_positions(state.position, state.mover, parse_moves(code))
            if positions:
                self._showing = _Showing(code, positions)
                return Answer.SHOW
        return Answer.APPLY

    def failed(self) -> None:
        """Note that the computer could not answer."""
        self.thinking = False

    def showing(self) -> bool:
        """Tell whether the computer's play is being shown on the board."""
        return self._showing is not None

    def next_shown(self) -> tuple[Position, tuple[tuple[int, int], ...]] | None:
        """Show the next position of the computer's play, with its moves so far; None once all are shown."""
        showing = self._showing
        if showing is None or showing.shown >= len(showing.positions):
            return None
        moves = parse_moves(showing.code)
        position = showing.positions[showing.shown]
        showing.shown += 1
        return position, moves[: showing.shown]

    def stop_showing(self) -> str | None:
        """Stop showing the computer's play: its code, to make at once (None: none was shown)."""
        showing, self._showing = self._showing, None
        return showing.code if showing is not None else None

    def stop(self) -> None:
        """Stop the computer (the window closes): any answer coming is dropped."""
        self._showing = None
        self.ticket += 1

    # -- what happened ---------------------------------------------------------------------

    def trous_won_since(self, start: int) -> list[TrousWon]:
        """Return the trous won since ``partie.events[start]``, and whether the winner held or left.

        A decision made after the throw's announcement (the computer's, a person's) names the trous of the mark it
        follows."""
        partie = self.session.partie
        events, states = partie.events, partie.states

        def won_at(index: int, colour: Colour) -> int:
            before = states[index - 1].score.of(colour).trous if index > 0 else 0
            return states[index].score.of(colour).trous - before  # < 0: a new marqué à écrire starts again

        def bredouille_at(index: int) -> bool:
            """Tell whether the mark at ``index`` made a jeu bredouille (two trous): the engine's marking says."""
            event = events[index]
            assert isinstance(event, Mark)
            before = states[index - 1].score if index > 0 else states[index].score
            try:
                marking = mark(before, event.colour, event.points, own_throw=event.own_throw)
            except ValueError:
                return False
            return 2 in marking.jeux

        won: dict[Colour, TrousWon] = {}
        for index in range(max(0, start), len(events)):
            event = events[index]
            if isinstance(event, Mark) and won_at(index, event.colour) > 0:
                won[event.colour] = TrousWon(event.colour, won_at(index, event.colour), bredouille_at(index), None)
            elif isinstance(event, Decision):
                if event.colour not in won:
                    marks = [
                        i for i, e in enumerate(events[:index]) if isinstance(e, Mark) and e.colour is event.colour
                    ]
                    if not marks or won_at(marks[-1], event.colour) <= 0:
                        continue
                    won[event.colour] = TrousWon(
                        event.colour, won_at(marks[-1], event.colour), bredouille_at(marks[-1]), None
                    )
                before = won[event.colour]
                won[event.colour] = TrousWon(before.colour, before.trous, before.bredouille, event.leave)
        return list(won.values())
