"""Typed reads of position codes for the tests."""

from notation.code import Setup
from notation.dice import Throw


def dice_of(setup: Setup) -> Throw:
    """The throw a position code gives (the tests' codes that are scored all give one)."""
    assert setup.dice is not None, "the position code gives no throw"
    return setup.dice
