"""The archive browser's state and decisions, without Qt.

The filters, the position searched, the page shown, the games found and what the selection previews.

The browser (:mod:`studio.ui.game_windows.archive_browser`) draws an
:class:`ArchiveQuery` and forwards the user's gestures to it.  The position
searched is a :class:`notation.board.Position`: the studio's board is searched
as it is, a position code typed is read once (:meth:`ArchiveQuery.read_position`),
and a page turned searches the same position, never its code read back.

>>> query = ArchiveQuery()
>>> query.set_filters(GameFilters(player="Castaing"))
>>> query.filters.saved()
{'player': 'Castaing'}
>>> query.read_position() is None
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import Protocol

from notation.board import Position
from notation.code import parse_code
from notation.game import GameState, Partie
from notation.record.summary import BadPlayError, position_entries, position_key_of
from studio.store.player_stats import PlayerStats, player_stats_of

__all__ = [
    "COUNT_LIMIT",
    "PAGE",
    "ArchiveQuery",
    "ArchivedGame",
    "Found",
    "GameFilters",
    "GameRow",
    "Preview",
    "SearchBackend",
    "parse_position",
    "preview_of",
    "result_name",
    "stats_of_matching",
    "variant_name",
]

PAGE = 100
"""Games shown a page."""
COUNT_LIMIT = 10_000
"""A search stops counting past this many games (a very common position): the count shows "10,000+"."""

_VARIANT_NAMES = {"ordinaire": "ordinaire", "ecrire": "à écrire"}
"""The variants by their French names (the game's vocabulary), not the store's keys."""

_RESULT_NAMES = {"B": "Blanc", "N": "Noir"}
"""A record's result letter as the colour's name (``nulle`` and ``*`` stay as written)."""

RESULTS = ("", "white", "black", "draw")
"""The result filter's values: any, Blanc won, Noir won, nulle."""
VARIANTS = ("", "ordinaire", "ecrire")
"""The variant filter's values: any, then the store's keys."""


def variant_name(variant: str) -> str:
    """Name the variant in French (``ecrire`` is « à écrire »); an unknown key as it is."""
    return _VARIANT_NAMES.get(variant, variant)


def result_name(result: str) -> str:
    """Name a record's result by the winner's colour (``B`` is Blanc, ``N`` Noir).

    ``nulle`` and ``*`` are kept as written."""
    return _RESULT_NAMES.get(result, result)


def parse_position(text: str) -> Position:
    """Read a position typed or pasted: a position code (with or without dice, as the editor copies it).

    :raises ValueError: (a :class:`notation.code.PositionCodeError`) for text that is not a position code.
    """
    return parse_code(text.strip()).position


@dataclass(frozen=True, slots=True)
class GameRow:
    """One game of a search, as the table shows it."""

    id: int
    white: str
    black: str
    event: str
    date: str
    variant: str
    result: str
    throws: int
    at_throws: tuple[int, ...] = ()
    """A position search: the throws at which the game passes through the position."""


@dataclass(frozen=True, slots=True)
class ArchivedGame:
    """A game of the archive to open: its id, its record text, and the position the search looked for.

    Saving it again writes a revision of the game with that id; the replay opens at the position searched, if any."""

    game_id: int
    text: str
    position: Position | None = None


@dataclass(frozen=True, slots=True)
class GameFilters:
    """The browser's filters as typed, each stripped; an empty one lets every game through.

    ``result`` is one of :data:`RESULTS`, ``variant`` one of :data:`VARIANTS`; ``position`` is the position's code as
    the field shows it and a saved filter keeps it (the search takes the position read from it, once).
    """

    player: str = ""
    event: str = ""
    date_from: str = ""
    date_to: str = ""
    text: str = ""
    result: str = ""
    variant: str = ""
    position: str = ""

    @staticmethod
    def keys() -> tuple[str, ...]:
        """Return the filters' names, as the settings keep a saved filter's fields."""
        return tuple(f.name for f in fields(GameFilters))

    @classmethod
    def from_saved(cls, values: Mapping[str, str]) -> GameFilters:
        """Read the filters of a saved search, each stripped (a field the browser no longer has is left out)."""

        def value(key: str) -> str:
            return str(values.get(key, "")).strip()

        return cls(
            player=value("player"),
            event=value("event"),
            date_from=value("date_from"),
            date_to=value("date_to"),
            text=value("text"),
            result=value("result"),
            variant=value("variant"),
            position=value("position"),
        )

    def saved(self) -> dict[str, str]:
        """Return the filters given, by name (what a saved search keeps)."""
        values = {
            "player": self.player,
            "event": self.event,
            "date_from": self.date_from,
            "date_to": self.date_to,
            "text": self.text,
            "result": self.result,
            "variant": self.variant,
            "position": self.position,
        }
        return {key: value.strip() for key, value in values.items() if value.strip()}


class SearchBackend(Protocol):
    """What the query asks of the archive: one page of the games found.

    See :class:`studio.ui.game_windows.archive_browser.ArchiveBackend`."""

    def search(
        self, filters: GameFilters, limit: int = 500, offset: int = 0, *, position: Position | None = None
    ) -> tuple[int, list[GameRow], bool]: ...


@dataclass(frozen=True, slots=True)
class Found:
    """What a search found: ``total`` games, ``shown`` of them from ``offset``.

    ``total`` is a lower bound when ``capped``: the store stopped counting."""

    total: int
    shown: int
    capped: bool = False
    offset: int = 0

    @property
    def first(self) -> int:
        """The number of the first game shown (1 for the first), 0 when none is."""
        return self.offset + 1 if self.shown else 0

    @property
    def last(self) -> int:
        return self.offset + self.shown

    @property
    def paged(self) -> bool:
        """Whether more games were found than shown (the count says which are)."""
        return self.total > self.shown

    @property
    def has_previous(self) -> bool:
        return self.offset > 0

    def has_next(self, page: int) -> bool:
        """Tell whether a next page holds games (a capped count may hide some: a full page promises more)."""
        return self.offset + self.shown < self.total or (self.capped and self.shown == page)


@dataclass(frozen=True, slots=True)
class Preview:
    """Where the preview shows a game: a state, and the throws at which it meets the position searched.

    The state is the one where it meets the position searched, else its last."""

    state: GameState
    at_throws: tuple[int, ...] = ()


def preview_of(partie: Partie, wanted: Position | None, at_throws: tuple[int, ...] = ()) -> Preview:
    """Choose the state of ``partie`` to preview: the first that holds ``wanted``, else its last.

    Relevé throw counts are set aside in the comparison; ``at_throws`` are as the search gave them, else found by
    replaying the partie's positions."""
    state = partie.state
    if wanted is None:
        return Preview(state, at_throws)
    key = position_key_of(wanted)
    states = [partie.states[0], *partie.states] if partie.states else []
    state = next((s for s in states if position_key_of(s.position) == key), state)
    if not at_throws:  # the archive's search does not say (it would replay every game found): this one does
        try:
            entries = position_entries(partie.events, partie.start_position)
        except BadPlayError:
            entries = []
        at_throws = tuple(sorted({throw for found, throw in entries if found == key}))
    return Preview(state, at_throws)


class ArchiveQuery:
    """The browser's search: the filters, the position read from them, the page and the games found.

    A step that fails (a position code that is not one, a filter the store refuses) leaves nothing found
    (:attr:`found` None) and raises :class:`ValueError` for the browser to say.
    """

    def __init__(self) -> None:
        self.filters = GameFilters()
        self.position: Position | None = None
        """The position read from the filters' code (or the board's, chosen), None when not read yet or none."""
        self.searched: Position | None = None
        """The position of the search shown: a game opened from it opens there."""
        self.offset = 0
        self.found: Found | None = None
        self.rows: list[GameRow] = []

    @property
    def page(self) -> int:
        """Games a page (read when asked, so that a test may make it small)."""
        return PAGE

    def set_filters(self, filters: GameFilters) -> None:
        """Set new filters; a position code changed is read again at the next search."""
        if filters.position != self.filters.position:
            self.position = None
        self.filters = filters

    def choose_position(self, position: Position) -> None:
        """Search ``position`` (the studio's board): its code is shown and saved, the position itself searched."""
        self.filters = replace(self.filters, position=position.code())
        self.position = position

    def read_position(self) -> Position | None:
        """Return the position to search: the one chosen or read already, else the filters' code read now.

        :raises ValueError: the code is not a position's (nothing is found then).
        """
        if self.position is None and self.filters.position:
            try:
                self.position = parse_position(self.filters.position)
            except ValueError:
                self.found = None
                raise
        return self.position

    def run(self, backend: SearchBackend, offset: int = 0) -> list[GameRow]:
        """Search the page from ``offset``; returns its games.

        :raises ValueError: the position's code is not one, or the store refuses a filter (a bad date).
        """
        position = self.read_position()
        try:
            total, rows, capped = backend.search(self.filters, limit=self.page, offset=offset, position=position)
        except ValueError:
            self.found = None
            raise
        self.offset = offset
        self.searched = position
        self.rows = rows
        self.found = Found(total, len(rows), capped, offset)
        return rows

    def page_offset(self, step: int) -> int | None:
        """Return the offset of the next (``step`` 1) or previous (-1) page of the same search.

        None when there is none."""
        if self.found is None:
            return None
        offset = max(0, self.offset + step * self.page)
        if offset < self.found.total or (self.found.capped and step > 0):
            return offset
        return None

    def row(self, game_id: int) -> GameRow | None:
        """Return the game ``game_id`` of the page shown."""
        return next((row for row in self.rows if row.id == game_id), None)

    def player_name(self, chosen: Sequence[int]) -> str:
        """Name the player whose statistics or rating are asked.

        That is the player's filter, else the first chosen game's Blanc; ``""`` when neither."""
        if self.filters.player:
            return self.filters.player
        row = self.row(chosen[0]) if chosen else None
        return row.white if row is not None else ""

    def opened(self, game_id: int, text: str) -> ArchivedGame:
        """Return the game to open from the page: where the search found its position."""
        return ArchivedGame(game_id, text, self.searched)


def stats_of_matching(
    name: str, games: Sequence[tuple[str, str, str | None, str]], normalize: Callable[[str], str]
) -> PlayerStats:
    """Count a player's statistics over the games the search gave for ``name``.

    In each game his colour is the one whose name holds the searched text; the statistics bear the full name when one
    player is meant.

    >>> from studio.store.search_text import normalize
    >>> stats = stats_of_matching("castaing", [("Castaing", "Abel", "white", "ordinaire")], normalize)
    >>> stats.name, stats.games, stats.won
    ('Castaing', 1, 1)
    """
    key = normalize(name)
    matched: set[str] = set()
    marked = []
    for white, black, winner, variant in games:
        if key in normalize(white):
            matched.add(white)
            marked.append((name, black, winner, variant))
        elif key in normalize(black):
            matched.add(black)
            marked.append((white, name, winner, variant))
    stats = player_stats_of(name, marked)
    if len(matched) == 1:
        stats = replace(stats, name=next(iter(matched)))
    return stats
