"""The tutor at the board of a partie, without Qt: what it would play now, and what a choice would lose.

:func:`advise` reads the partie in progress (safe off the interface's thread: it only reads) and returns the
plays of the throw in hand ranked by the tutor, or its advice to hold or leave; :func:`verdict` says what a
play or a decision loses against the best, for the tutor mode's warning (gnubg's tutor mode: a choice that
loses more than the threshold is stopped before it is made).
"""

from __future__ import annotations

from dataclasses import dataclass

from notation.board import Colour
from notation.game import GameState, Phase
from notation.rules.conventions import Conventions
from notation.tutor.ranking import LeaveAdvice, RankedPlay, advise_leave, flag_of, rank_state_plays
from studio.games.session import GameSession, Step

__all__ = ["Advice", "Choice", "Verdict", "advise", "choice_in_hand", "verdict"]


@dataclass(frozen=True)
class Advice:
    """The tutor's view of the choice in hand at throw ``turn``: the plays ranked, or hold/leave."""

    turn: int
    step: Step
    """The session's step it answers (the same throw has a decision, then a play)."""
    mover: Colour
    ranked: tuple[RankedPlay, ...]
    """At a play: every legal play, best first (empty at a decision)."""
    leave: LeaveAdvice | None
    """At a decision: the equity of holding and of leaving."""

    def answers(self, session: GameSession) -> bool:
        """Tell whether this is advice on the choice ``session`` waits for now."""
        return self.turn == session.partie.turns() and self.step is session.step

    @property
    def best_moves(self) -> tuple[tuple[int, int], ...] | None:
        return self.ranked[0].play.moves if self.ranked else None


@dataclass(frozen=True)
class Verdict:
    """What a choice loses against the tutor's best."""

    loss: float
    best: float
    chosen: float

    def flagged(self, threshold: float) -> bool:
        return self.loss >= threshold

    @property
    def mark(self) -> str:
        return flag_of(self.loss).mark


@dataclass(frozen=True)
class Choice:
    """The choice in hand, taken from the session on the interface's thread: what :func:`advise` reads."""

    turn: int
    step: Step
    state: GameState
    conventions: Conventions


def choice_in_hand(session: GameSession) -> Choice:
    """Return the session's choice in hand.

    The partie's state is immutable: the tutor reads it on another thread."""
    partie = session.partie
    return Choice(partie.turns(), session.step, partie.state, partie.conventions)


def advise(choice: Choice | GameSession) -> Advice | None:
    """Give the tutor's advice for the choice in hand (a play, or hold or leave); ``None`` when there is none."""
    if isinstance(choice, GameSession):
        choice = choice_in_hand(choice)
    state = choice.state
    if state.dice is None:
        return None
    if choice.step is Step.PLAY and state.phase is Phase.PLAY:
        ranked = rank_state_plays(state, choice.conventions)
        return Advice(choice.turn, Step.PLAY, state.mover, tuple(ranked), None)
    if choice.step is Step.DECIDE and state.phase is Phase.DECIDE:
        return Advice(choice.turn, Step.DECIDE, state.mover, (), advise_leave(state, choice.conventions))
    return None


def verdict(advice: Advice, *, moves: tuple[tuple[int, int], ...] | None = None, leave: bool | None = None) -> Verdict:
    """Tell what playing ``moves`` (at a play) or leaving or holding (at a decision) loses against the best."""
    if leave is not None:
        if advice.leave is None:
            raise ValueError("no decision in hand")
        chosen = advice.leave.leave if leave else advice.leave.hold
        best = max(advice.leave.leave, advice.leave.hold)
        return Verdict(best - chosen, best, chosen)
    if moves is None or not advice.ranked:
        raise ValueError("no play in hand")
    target = next((r for r in advice.ranked if r.play.moves == moves), None)
    if target is None:
        # The same play with its moves in another order: the dames it leaves say which one it is.
        mover = advice.mover
        reached = _after(advice, moves)
        target = next(r for r in advice.ranked if r.play.position.counts(mover) == reached)
    best = advice.ranked[0].equity
    return Verdict(best - target.equity, best, target.equity)


def _after(advice: Advice, moves: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    for ranked in advice.ranked:
        if sorted(ranked.play.moves) == sorted(moves):
            return ranked.play.position.counts(advice.mover)
    raise ValueError(f"{moves} is not a legal play of the throw")
