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

__all__ = ["LIKE_ESCAPE", "like_pattern", "normalize"]

LIKE_ESCAPE = "\\"

_LIGATURES = str.maketrans({"œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l"})


def normalize(text: str) -> str:
    """The searchable form of ``text``: no accents, ligatures spelled out, casefolded, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_LIGATURES))
    bare = "".join(char for char in decomposed if not unicodedata.combining(char))
    return " ".join(bare.casefold().split())


def like_pattern(query: str) -> str:
    """A ``LIKE`` pattern (escape character ``\\``) finding the normalized ``query`` anywhere."""
    text = normalize(query)
    for char in (LIKE_ESCAPE, "%", "_"):
        text = text.replace(char, LIKE_ESCAPE + char)
    return f"%{text}%"
