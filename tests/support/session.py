"""Typed reads of a game session for the tests, Qt-free."""

from studio.games.session import GameSession, Step


def step_of(session: GameSession) -> Step:
    """The session's step read afresh, after the interface acted on it: ``session.step`` checked earlier in the
    test stays narrowed to what it was for the type checker, which cannot know the interface's act changed it."""
    return session.step
