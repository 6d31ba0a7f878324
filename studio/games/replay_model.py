"""A record being replayed, without Qt.

Its stops (the position after every throw, in the main line and in its variations), the navigation through them, its
comments, marks and variations edited, a variation played throw by throw, the tutor's analysis of its main line, and
whether its changes are saved.

Positions come from the engine: the record's turns are replayed through a :class:`studio.games.session.GameSession`
(so records with declared marks and écoles replay too).  The replay window
(:mod:`studio.ui.game_windows.replay`) renders a :class:`ReplayModel` and forwards the user's gestures to it.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from notation.board import Colour, Position
from notation.dice import Throw
from notation.game import GameState, IllegalEventError
from notation.record import GameRecord, Turn, model, read_record, write_record
from notation.record.replay import last_played
from notation.record.writer import format_moves
from notation.rules.moves import Play, rest_steps
from notation.tutor.ranking import Analysis, Rating
from studio.games.play_input import Outcome, PlayInput
from studio.games.record_document import Kept, RecordDocument
from studio.games.session import GameSession, GameSetup, Step, setup_from_record
from studio.games.throws import Scored, scoring_since

__all__ = [
    "Inputs",
    "Refusal",
    "ReplayModel",
    "ReplayRefused",
    "Row",
    "Stop",
    "VariationMove",
    "VariationPlay",
    "turn_text",
]

Inputs = tuple[tuple[str, bool], ...]
"""A session's inputs: each code, and whether a person made it."""


def turn_text(turn: Turn, record: GameRecord) -> str:
    """Write a turn as the record writes it, without its comments and variations."""
    parts = [f"{turn.number}.", turn.colour.letter, turn.throw.code()]
    if turn.declared is not None:
        parts.append(f"({turn.declared})")
    if turn.leave is not None:
        parts.append("s'en va" if turn.leave else "tient")
    if turn.moves is not None:
        parts.append(format_moves(turn.moves, turn.colour, record.notation, record.orientation) or "--")
    if turn.given is not None:
        parts.append(f"({turn.colour.opponent.letter} {turn.given})")
    parts.extend(turn.glyphs)
    parts.extend(f"école {claim.colour.letter} {claim.points}" for claim in turn.ecoles)
    return " ".join(parts)


class Refusal(enum.Enum):
    """Why an edit of the record is refused (the window says it in the user's language)."""

    NO_THROW_FOR_VARIATION = "no-throw-for-variation"
    """No throw is chosen: a variation replaces one."""
    NOT_A_THROW = "not-a-throw"
    """The element chosen is not a throw: a variation replaces a throw."""
    NO_THROW_FOR_MARK = "no-throw-for-mark"
    """No throw is chosen: a mark goes on a throw."""
    NOT_A_MARK = "not-a-mark"
    """Not one of the record's marks (``!!``, ``?``…)."""
    ECOLES = "ecoles"
    """A partie with écoles: its variations are typed, not played on the board."""
    NO_VARIATION = "no-variation"
    """No variation is being played."""


class ReplayRefused(Exception):
    """An edit the replay refuses, and why (``detail``: the glyph refused, for :attr:`Refusal.NOT_A_MARK`)."""

    def __init__(self, refusal: Refusal, detail: str = "") -> None:
        super().__init__(refusal.value if not detail else f"{refusal.value}: {detail}")
        self.refusal = refusal
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Stop:
    """A place to stop at: the state after a turn, the inputs made so far, where the turn is in the record."""

    path: tuple[int, ...]
    """Indexes: element in the main line, then (variation, element) pairs."""
    state: GameState
    inputs: Inputs
    scores: bool = False
    """The throw that led here scored (a rencontre with points)."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the move list: an element of the record, what its throw scored and its variations' lines."""

    path: tuple[int, ...]
    element: model.Element
    stop: int | None = None
    """Its stop's index in :attr:`ReplayModel.stops` (None: not a throw, or a throw the engine refused)."""
    scored: tuple[Scored, ...] = ()
    variations: tuple[tuple[Row, ...], ...] = ()
    failed: bool = False
    """The engine refused this throw: the line stops here (:attr:`ReplayModel.failure` says why)."""


class ReplayModel:
    """A record replayed: its stops, the one shown (:attr:`index`), its edits, its analysis and its lifecycle."""

    def __init__(self, record: GameRecord | str, document: RecordDocument | None = None) -> None:
        self.document = document if document is not None else RecordDocument()
        """Its file, its archived game, its autosave (:mod:`studio.games.record_document`)."""
        self.modified = False
        """Changes (comments, marks, variations) not yet saved."""
        self.stops: list[Stop] = []
        self.main_stops: list[int] = []
        """The indexes of the main line's stops in :attr:`stops` (the start first)."""
        self.rows: tuple[Row, ...] = ()
        self.index = 0
        self.failure: tuple[Turn, IllegalEventError] | None = None
        """The throw the engine refused when replaying the record, and why."""
        self.analysis: Analysis | None = None
        """The tutor's analysis of the main line (None until given, or once the main line changed)."""
        self._analysis_for: Inputs | None = None
        self.set_record(record)

    # -- the record ------------------------------------------------------------------------

    @property
    def record(self) -> GameRecord:
        return self._record

    @property
    def setup(self) -> GameSetup:
        """The partie's setup, as the record's tags give it."""
        return self._setup

    def text(self) -> str:
        return write_record(self._record)

    def set_record(self, record: GameRecord | str) -> None:
        """Replay ``record`` (a record's text is read first), from its start."""
        self._record = read_record(record) if isinstance(record, str) else record
        self._setup = setup_from_record(self._record)
        self._rebuild()

    def session_from(self, inputs: Inputs) -> GameSession:
        """Make a session of the record's partie after ``inputs``."""
        session = GameSession(self._setup)
        for code, human in inputs:
            session.apply(code, human=human)
        return session

    def element(self, path: tuple[int, ...]) -> model.Element:
        """Return the record's element at ``path``."""
        element: model.Element = self._record.elements[path[0]]
        rest = path[1:]
        while rest:
            assert isinstance(element, Turn)
            element = element.variations[rest[0]][rest[1]]
            rest = rest[2:]
        return element

    def _rebuild(self, keep: tuple[int, ...] | None = None) -> None:
        session = GameSession(self._setup)
        self.stops = [Stop((), session.partie.state, ())]
        self.main_stops = [0]
        self.failure = None
        self.rows = self._line(session, self._record.elements, ())
        if self.analysis is not None and self._analysis_for != self.main_inputs():
            self.analysis = None  # the main line changed: its analysis no longer holds
        target = 0
        if keep is not None:
            target = next((i for i, stop in enumerate(self.stops) if stop.path == keep), 0)
        self.goto_stop(target)

    def _line(
        self, session: GameSession, elements: tuple[model.Element, ...], path: tuple[int, ...]
    ) -> tuple[Row, ...]:
        rows: list[Row] = []
        final = last_played(elements)
        for index, element in enumerate(elements):
            here = (*path, index)
            if not isinstance(element, Turn):
                rows.append(Row(here, element))
                continue
            before = tuple((i.code, i.human) for i in session.inputs)
            variations = tuple(
                self._line(self.session_from(before), variation, (*here, number))
                for number, variation in enumerate(element.variations)
            )
            start = len(session.partie.events)
            try:
                session.replay_turn(element, more=index < final)
            except IllegalEventError as error:
                self.failure = (element, error)
                rows.append(Row(here, element, variations=variations, failed=True))
                return tuple(rows)
            scored = tuple(scoring_since(session.partie, start))
            stop = Stop(
                here,
                session.partie.state,
                tuple((i.code, i.human) for i in session.inputs),
                scores=any(event.points for _c, _t, events in scored for event in events),
            )
            rows.append(Row(here, element, len(self.stops), scored, variations))
            self.stops.append(stop)
            if not path:
                self.main_stops.append(len(self.stops) - 1)
        return tuple(rows)

    # -- navigation ------------------------------------------------------------------------

    def current(self) -> Stop:
        return self.stops[self.index]

    def current_turn(self) -> Turn | None:
        """Return the throw of the record shown (None: the start, or an element that is not a throw)."""
        path = self.current().path
        element = self.element(path) if path else None
        return element if isinstance(element, Turn) else None

    def goto_stop(self, index: int) -> None:
        self.index = max(0, min(index, len(self.stops) - 1))

    def throw_number(self) -> int:
        """Return the number of the throw shown (0: the start)."""
        turn = self.current_turn()
        return turn.number if turn is not None else 0

    def throws(self) -> int:
        """Count the throws of the main line."""
        return len(self.main_stops) - 1

    def in_variation(self) -> bool:
        return len(self.current().path) > 1

    def main_position(self) -> int:
        """Tell where the current stop stands in the main line.

        A variation counts as its parent turn's previous stop."""
        stop = self.stops[self.index]
        if len(stop.path) <= 1:
            return self.main_stops.index(self.index) if self.index in self.main_stops else 0
        top = stop.path[0]
        return max(i for i, s in enumerate(self.main_stops) if not self.stops[s].path or self.stops[s].path[0] < top)

    def first(self) -> None:
        self.goto_stop(0)

    def last(self) -> None:
        self.goto_stop(self.main_stops[-1])

    def next(self) -> None:
        """Go to the next throw: in the variation shown while it goes on, else the main line's."""
        stop = self.stops[self.index]
        following = self.stops[self.index + 1].path if self.index + 1 < len(self.stops) else ()
        if len(stop.path) > 1 and len(following) > 1 and following[:-1] == stop.path[:-1]:
            self.goto_stop(self.index + 1)
            return
        position = self.main_position()
        if position + 1 < len(self.main_stops):
            self.goto_stop(self.main_stops[position + 1])

    def previous(self) -> None:
        """Go to the throw before: in the variation shown, else back to the main line."""
        stop = self.stops[self.index]
        if len(stop.path) > 1 and self.index > 0 and self.stops[self.index - 1].path[:-1] == stop.path[:-1]:
            self.goto_stop(self.index - 1)
            return
        position = self.main_position()
        if len(stop.path) > 1:
            self.goto_stop(self.main_stops[position])
        elif position > 0:
            self.goto_stop(self.main_stops[position - 1])

    def goto_throw(self, number: int) -> bool:
        """Show the position after throw ``number`` of the main line (0: the start)."""
        if number == 0:
            self.first()
            return True
        for stop_index in self.main_stops[1:]:
            element = self.element(self.stops[stop_index].path)
            if isinstance(element, Turn) and element.number == number:
                self.goto_stop(stop_index)
                return True
        return False

    def goto_position(self, position: Position) -> bool:
        """Show the first place of the main line where the tablier is ``position``; False if it never is.

        The tablier is compared by its dames, and the colour to throw when the position says; when it never is,
        nothing moves."""
        dames = (tuple(position.white), tuple(position.black))
        candidates = [
            index
            for index in self.main_stops
            if (tuple(self.stops[index].state.position.white), tuple(self.stops[index].state.position.black)) == dames
        ]
        exact = [index for index in candidates if self.stops[index].state.position.to_move == position.to_move]
        chosen = exact or candidates
        if not chosen:
            return False
        self.goto_stop(chosen[0])
        return True

    def next_scoring(self) -> bool:
        """Go to the next throw of the main line that scores (a rencontre with points, from the engine's score)."""
        for later in range(self.main_position() + 1, len(self.main_stops)):
            if self.stops[self.main_stops[later]].scores:
                self.goto_stop(self.main_stops[later])
                return True
        return False

    def stop_before(self, path: tuple[int, ...]) -> Stop:
        """Return the stop the element at ``path`` is played from."""
        index = next(i for i, stop in enumerate(self.stops) if stop.path == path)
        previous = [s for s in self.stops[:index] if len(s.path) == len(path) and s.path[:-1] == path[:-1]]
        if previous:
            return previous[-1]
        if len(path) > 1:
            return self.stop_before(path[:-2])
        return self.stops[0]

    # -- editing ---------------------------------------------------------------------------

    def _replace(self, path: tuple[int, ...], new: model.Element) -> None:
        def swap(elements: tuple[model.Element, ...], path: tuple[int, ...]) -> tuple[model.Element, ...]:
            index = path[0]
            if len(path) == 1:
                return (*elements[:index], new, *elements[index + 1 :])
            turn = elements[index]
            assert isinstance(turn, Turn)
            variations = list(turn.variations)
            variations[path[1]] = swap(variations[path[1]], path[2:])
            return (*elements[:index], replace(turn, variations=tuple(variations)), *elements[index + 1 :])

        self._record = replace(self._record, elements=swap(self._record.elements, path))

    def set_comment(self, path: tuple[int, ...], text: str) -> None:
        """Set the comment of the element at ``path`` (the stops stay as they are)."""
        element = self.element(path)
        comments = (text.replace("}", ")"),) if text.strip() else ()
        self._replace(path, replace(element, comments=comments))
        self.modified = True

    def set_mark(self, glyph: str, at: tuple[int, ...] | None = None) -> bool:
        """Mark the turn at ``at`` (default: the current one) with ``glyph``; return whether the record changed.

        The glyphs are ``!!``, ``?``… as in :data:`notation.record.model.GLYPHS`; ``""`` takes the mark away.

        :raises ReplayRefused: no throw there, or not a mark."""
        path = at if at is not None else self.current().path
        turn = self.element(path) if path else None
        if not isinstance(turn, Turn):
            raise ReplayRefused(Refusal.NO_THROW_FOR_MARK)
        if glyph and glyph not in model.GLYPHS:
            raise ReplayRefused(Refusal.NOT_A_MARK, glyph)
        marks = (glyph,) if glyph else ()
        if marks == turn.glyphs:
            return False
        self._replace(path, replace(turn, glyphs=marks))
        self._rebuild(keep=path)
        self.modified = True
        return True

    def add_variation(self, text: str, at: tuple[int, ...] | None = None, *, replacing: int | None = None) -> None:
        """Add a variation replacing the turn at ``at`` (default: the current one); its last throw is shown.

        The variation is ``6-5 B1-B7 B1-B6`` or several turns written as the record writes them; ``replacing`` is the
        number of a variation of that turn to write over, from 0.

        :raises ReplayRefused: no throw there.
        :raises ValueError: the text is not a record's turns.
        :raises IllegalEventError: the engine refuses one of its throws."""
        path = at if at is not None else self.current().path
        if not path:
            raise ReplayRefused(Refusal.NO_THROW_FOR_VARIATION)
        turn = self.element(path)
        if not isinstance(turn, Turn):
            raise ReplayRefused(Refusal.NOT_A_THROW)
        body = text.strip()
        if not re.match(r"\d+\.", body):
            body = f"{turn.number}. {turn.colour.letter} {body}"
        tags = "".join(f'[{name} "{value}"]\n' for name, value in self._record.tags if name in ("Notation", "Haut"))
        line = read_record(f"%trictrac 1\n{tags}{body}").elements
        session = self.session_from(self.stop_before(path).inputs)
        final = last_played(line)
        for index, element in enumerate(line):
            if isinstance(element, Turn) and not session.replay_turn(element, more=index < final):
                break
        if replacing is not None and 0 <= replacing < len(turn.variations):
            variations = list(turn.variations)
            variations[replacing] = line
            self._replace(path, replace(turn, variations=tuple(variations)))
            self._rebuild(keep=(*path, replacing, len(line) - 1))
        else:
            self._replace(path, replace(turn, variations=(*turn.variations, line)))
            self._rebuild(keep=(*path, len(turn.variations), len(line) - 1))
        self.modified = True

    def start_variation(self) -> VariationPlay:
        """Play a variation on the board instead of the current throw (see :class:`VariationPlay`).

        :raises ReplayRefused: no throw chosen, or a partie with écoles (its variations are typed)."""
        path = self.current().path
        if not path or not isinstance(self.element(path), Turn):
            raise ReplayRefused(Refusal.NO_THROW_FOR_VARIATION)
        if self._setup.ecoles:
            raise ReplayRefused(Refusal.ECOLES)
        return VariationPlay(self, path, self.session_from(self.stop_before(path).inputs))

    # -- the lifecycle ---------------------------------------------------------------------

    def kept(self) -> Kept:
        """Tell how the record's changes stand: saved, kept aside in an autosave, or in memory only."""
        return self.document.kept(modified=self.modified)

    def saved(self, *, path: str | None = None, archive_id: int | None = None) -> None:
        """Note that the record as it is now was saved (or its changes discarded): nothing more to keep aside."""
        self.document.saved(self.text(), path=path, archive_id=archive_id)
        self.modified = False

    # -- the tutor's analysis ------------------------------------------------------------------

    def main_inputs(self) -> Inputs:
        """Return the inputs of the main line, whole."""
        return self.stops[self.main_stops[-1]].inputs

    def set_analysis(self, inputs: Inputs, analysis: Analysis) -> bool:
        """Keep ``analysis``, made of the main line played by ``inputs``.

        False (not kept) when the main line changed meanwhile."""
        if inputs != self.main_inputs():
            return False
        self.analysis, self._analysis_for = analysis, inputs
        return True

    def ratings_of(self, number: int) -> list[Rating]:
        """Return the tutor's ratings of main-line throw ``number`` (a decision and a play, or one of them)."""
        if self.analysis is None:
            return []
        return [rating for rating in self.analysis.ratings if rating.turn == number]

    def current_ratings(self) -> list[Rating]:
        """Return the tutor's ratings of the throw shown (main line only)."""
        turn = self.current_turn()
        return self.ratings_of(turn.number) if turn is not None and len(self.current().path) == 1 else []


class VariationMove(enum.Enum):
    """What a dame moved in a variation played on the board did."""

    REFUSED = "refused"
    """No legal play moves it so."""
    WAITING = "waiting"
    """Several plays go on from there: the next dame is awaited."""
    CHOOSE = "choose"
    """Several plays are whole from there: which one is asked (:attr:`VariationPlay.completions`)."""
    PLAYED = "played"
    """The throw is played and written into the record's variation."""


class VariationPlay:
    """A variation played on the board from a throw of the record: each throw typed, each dame moved.

    Every throw played is written into the record's variation (:meth:`ReplayModel.add_variation`)."""

    def __init__(self, replay: ReplayModel, path: tuple[int, ...], session: GameSession) -> None:
        self.replay = replay
        self.session = session
        self.path = path
        """The record's throw the variation replaces."""
        self.number = -1
        """Which of that throw's variations it is (-1: none written yet)."""
        self.turns: list[str] = []
        """The variation's throws so far, as the record writes them."""
        self.input: PlayInput | None = None
        """The dames moved so far this throw, while the rest of its play is not forced."""
        self.completions: list[Play] = []
        """The plays a dame's move completes, when several do (:attr:`VariationMove.CHOOSE`)."""
        self._thrower: Colour = self.first_colour()
        self._throw: Throw | None = None
        self._leave: bool | None = None

    def first_colour(self) -> Colour:
        """Return the colour of the throw the variation replaces."""
        turn = self.replay.element(self.path)
        assert isinstance(turn, Turn)
        return turn.colour

    def mover(self) -> Colour:
        """Say who throws or plays now (the primauté: the colour of the throw replaced)."""
        session = self.session
        return session.partie.state.mover if session.step is not Step.PRIMAUTE else self.first_colour()

    def accepts_throw(self) -> bool:
        return self.session.step in (Step.THROW, Step.PRIMAUTE)

    def throw(self, throw: Throw, ask_leave: Callable[[], bool]) -> None:
        """Make the variation's next throw; ``ask_leave`` answers whether the player leaves after a trou won.

        A throw with nothing to choose (no play, or none but the empty one) is written at once.

        :raises IllegalEventError: the engine refuses it.
        :raises ValueError: the variation cannot be written (then nothing of it is written)."""
        session = self.session
        self._thrower = self.mover()
        if session.step is Step.PRIMAUTE:
            high, low = throw.high, throw.low
            session.primaute(*((high, low) if self._thrower is Colour.WHITE else (low, high)))
        else:
            session.roll(throw)
        self._leave = None
        if session.step is Step.DECIDE:
            self._leave = ask_leave()
            session.decide(self._leave)
        self._throw = throw
        if session.step is Step.PLAY:
            plays = session.legal_plays()
            if len(plays) == 1 and not plays[0].moves:
                self._played(())
        elif session.step is not Step.OVER:
            self._played(None)

    def entry(self) -> PlayInput:
        """Return the dames of the variation's throw moved so far (none yet: every legal play open)."""
        if self.input is not None:
            return self.input
        state = self.session.partie.state
        return PlayInput.start(
            self.session.legal_plays(), state.position.counts(state.mover), rest_steps(state.position)
        )

    def move(self, origin: int, target: int) -> VariationMove:
        """Move the variation's dame from step ``origin`` to ``target`` (the mover's path)."""
        if self.session.step is not Step.PLAY:
            return VariationMove.REFUSED
        entry = self.entry().advance(origin, target)
        if entry is None:
            return VariationMove.REFUSED
        if entry.outcome() is Outcome.WAIT:
            self.input = entry
            return VariationMove.WAITING
        self.input = None
        completions = entry.plays()
        if len(completions) > 1:
            self.completions = completions
            return VariationMove.CHOOSE
        self.play(completions[0])
        return VariationMove.PLAYED

    def play(self, play: Play) -> None:
        """Play ``play`` (the one chosen among :attr:`completions`) and write it into the variation."""
        self.completions = []
        self.input = None
        self.session.play(play.moves)
        self._played(play.moves)

    def _played(self, moves: tuple[tuple[int, int], ...] | None) -> None:
        """Write one throw of the variation, just played, into the record's variation."""
        turn = self.replay.element(self.path)
        assert isinstance(turn, Turn) and self._throw is not None
        record = self.replay.record
        body = f"{turn.number + len(self.turns)}. {self._thrower.letter} {self._throw.code()}"
        if self._leave is not None:
            body += " s'en va" if self._leave else " tient"
        if moves is not None:
            body += " " + (format_moves(moves, self._thrower, record.notation, record.orientation) or "--")
        self.turns.append(body)
        try:
            self.replay.add_variation(
                "\n".join(self.turns), at=self.path, replacing=None if self.number < 0 else self.number
            )
        except (ValueError, IllegalEventError, ReplayRefused):
            self.turns.pop()
            raise
        if self.number < 0:
            updated = self.replay.element(self.path)
            assert isinstance(updated, Turn)
            self.number = len(updated.variations) - 1
