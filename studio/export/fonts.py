"""The fonts every PDF embeds: a book serif that carries the French accents, and a monospace for codes.

The first family found is used, in this order:

1. the fonts shipped with the studio (``resources/fonts/``, found with
   :func:`resources.resource_path`): Source Serif Pro (regular, semibold,
   italic) and IBM Plex Mono, both under the SIL Open Font License (their
   licence files stand beside them);
2. DejaVu Serif and DejaVu Sans Mono from the system (Debian's
   ``fonts-dejavu-core``, and the usual places on other systems);
3. Bitstream Vera, which reportlab itself ships (no monospace: codes in Vera): always there, Latin-1 only
   (enough for French but for œ and some typographic signs).

Every family is TrueType, so every PDF embeds the subset of glyphs it uses.
:func:`font_set` says which family was found (``FontSet.source``) and warns
once on stderr when it fell back.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import reportlab
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from resources import resource_path

__all__ = ["FONT_DIRECTORY", "FontSet", "font_set", "resources_fonts"]

FONT_DIRECTORY_VARIABLE = "TRICTRAC_FONTS"
"""An environment variable naming another directory holding the shipped font files (for installed copies)."""


def resources_fonts() -> Path:
    """Find the folder of the shipped fonts (``resources/fonts``), or the one ``$TRICTRAC_FONTS`` names."""
    override = os.environ.get(FONT_DIRECTORY_VARIABLE)
    if override:
        return Path(override)
    return resource_path("fonts")


FONT_DIRECTORY = resources_fonts()


@dataclass(frozen=True, slots=True)
class FontSet:
    """The registered names of the faces to use, and where they came from."""

    regular: str
    bold: str
    italic: str
    mono: str
    source: str
    """``shipped``, ``system`` or ``reportlab``: which family was found."""
    files: tuple[Path, ...]


@dataclass(frozen=True, slots=True)
class _Candidate:
    source: str
    prefix: str
    regular: str
    bold: str
    italic: str
    mono: str

    def paths(self, directory: Path) -> tuple[Path, Path, Path, Path]:
        return (directory / self.regular, directory / self.bold, directory / self.italic, directory / self.mono)


_SHIPPED = _Candidate(
    "shipped",
    "TTSerif",
    "SourceSerifPro-Regular.ttf",
    "SourceSerifPro-Semibold.ttf",
    "SourceSerifPro-It.ttf",
    "IBMPlexMono-Regular.ttf",
)
_DEJAVU = _Candidate(
    "system", "TTDejaVu", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSansMono.ttf"
)
_VERA = _Candidate("reportlab", "TTVera", "Vera.ttf", "VeraBd.ttf", "VeraIt.ttf", "Vera.ttf")

_SYSTEM_DIRECTORIES = (
    (
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/dejavu",
        "/usr/share/fonts/TTF",
        "/usr/local/share/fonts",
        "/Library/Fonts",
        "~/Library/Fonts",
        "~/.local/share/fonts",
        "~/.fonts",
    )
    if sys.platform != "win32"
    else (str(Path(os.environ.get("WINDIR", "C:\\Windows")) / "Fonts"),)
)


def _reportlab_fonts() -> Path:
    return Path(reportlab.__file__).resolve().parent / "fonts"


def _candidates(shipped: Path) -> Iterator[tuple[_Candidate, Path]]:
    yield _SHIPPED, shipped
    for directory in _SYSTEM_DIRECTORIES:
        yield _DEJAVU, Path(directory).expanduser()
    yield _VERA, _reportlab_fonts()


def _register(candidate: _Candidate, directory: Path) -> FontSet | None:
    paths = candidate.paths(directory)
    if not all(path.is_file() for path in paths):
        return None
    names = (f"{candidate.prefix}", f"{candidate.prefix}-Bold", f"{candidate.prefix}-Italic", f"{candidate.prefix}Mono")
    try:
        for name, path in zip(names, paths, strict=True):
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(path)))
    except Exception:  # a damaged or unreadable file: try the next family
        return None
    pdfmetrics.registerFontFamily(names[0], normal=names[0], bold=names[1], italic=names[2], boldItalic=names[1])
    return FontSet(names[0], names[1], names[2], names[3], candidate.source, paths)


@functools.cache
def font_set(directory: Path | None = None) -> FontSet:
    """Register and return the first family found (see the module's docstring); cached per directory."""
    shipped = directory if directory is not None else resources_fonts()
    for candidate, place in _candidates(shipped):
        found = _register(candidate, place)
        if found is not None:
            if found.source != "shipped":
                print(
                    f"trictrac export: the shipped fonts are missing from {shipped}; using {found.regular} "
                    f"from {place} ({found.source})",
                    file=sys.stderr,
                )
            return found
    raise RuntimeError("no TrueType font found, not even reportlab's own Vera")
