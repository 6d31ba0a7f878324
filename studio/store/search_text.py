"""Text as the archive searches it: unaccented, lowercased, spaces collapsed.

>>> normalize("  L'École   de  Trictrac ")
"l'ecole de trictrac"
>>> normalize("Cœur ÉTÉ Straße")
'coeur ete strasse'
>>> like_pattern("50%_off")
'%50\\\\%\\\\_off%'
"""

from __future__ import annotations

import unicodedata

__all__ = ["LIKE_ESCAPE", "MAX_SEARCH_CHARS", "check_search_text", "like_pattern", "normalize"]

LIKE_ESCAPE = "\\"

MAX_SEARCH_CHARS = 1000
"""The longest text a search looks for (a name, an event, words of a comment), in characters: longer than any
name or event an archive keeps, and a pattern SQLite takes (it refuses one of 50,000 bytes as "too complex",
where PostgreSQL would search): the same refusal, in our words, on both."""

_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l"})


def normalize(text: str) -> str:
    """Return the searchable form of ``text``: no accents, ligatures spelled out, casefolded, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(bare.casefold().split())


def check_search_text(text: str, what: str = "search text") -> None:
    """Refuse (``ValueError``) a search ``text`` longer than :data:`MAX_SEARCH_CHARS`; ``what`` names it."""
    if len(text) > MAX_SEARCH_CHARS:
        raise ValueError(
            f"the {what} is {len(text):,} characters long: a search looks for {MAX_SEARCH_CHARS:,} at most"
        )


def like_pattern(query: str) -> str:
    """Make a ``LIKE`` pattern (escape character ``\\``) finding the normalized ``query`` anywhere.

    ``ValueError`` for a query longer than :data:`MAX_SEARCH_CHARS`."""
    check_search_text(query)
    text = normalize(query)
    for char in (LIKE_ESCAPE, "%", "_"):
        text = text.replace(char, LIKE_ESCAPE + char)
    return f"%{text}%"
