"""Reading the PDFs the product writes, with PyPI packages only (no system tools).

pypdfium2 (PDFium, the engine of Chromium's viewer) renders pages and extracts their text;
pypdf reads the document's structure (its fonts, its metadata).  The tests look at exports
through these helpers, so a fresh machine with only Python runs them.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import pypdf
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from PIL import Image


def page_count(path: Path | str) -> int:
    """How many pages the document has."""
    document = pdfium.PdfDocument(str(path))
    try:
        return len(document)
    finally:
        document.close()


def render_page(path: Path | str, page: int, dpi: float = 50, grey: bool = True) -> Image.Image:
    """Page ``page`` (1-based) drawn at ``dpi``, as a PIL image (greyscale by default)."""
    document = pdfium.PdfDocument(str(path))
    try:
        bitmap = document[page - 1].render(scale=dpi / 72, grayscale=grey)
        image: Image.Image = bitmap.to_pil()  # pypdfium2 ships no types
    finally:
        document.close()
    return image.convert("L") if grey else image.convert("RGB")


def page_text(path: Path | str, page: int | None = None) -> str:
    """The text of one page (1-based), or of every page joined by form feeds."""
    document = pdfium.PdfDocument(str(path))
    try:
        numbers = range(len(document)) if page is None else [page - 1]
        texts = []
        for number in numbers:
            text_page = document[number].get_textpage()
            texts.append(text_page.get_text_range().replace("\r\n", "\n"))
            text_page.close()
    finally:
        document.close()
    return "\f".join(texts)


def page_layout(path: Path | str, page: int | None = None) -> str:
    """The text of one page (1-based), or of every page joined by form feeds, laid out as on the page.

    Characters sharing a baseline make one line, read left to right, lines top to bottom; a gap wider
    than a space becomes a space, a gap of several characters becomes several (a table's columns stay
    apart).  A table row thus reads as one line, label then figures, whatever order the PDF drew its
    cells in (what ``pdftotext -layout`` gives).
    """
    document = pdfium.PdfDocument(str(path))
    try:
        numbers = range(len(document)) if page is None else [page - 1]
        return "\f".join(_layout(document[number]) for number in numbers)
    finally:
        document.close()


def _layout(page: pdfium.PdfPage) -> str:
    text_page = page.get_textpage()
    try:
        glyphs = []  # (baseline, left, right, size, character)
        for index in range(text_page.count_chars()):
            character = chr(pdfium_c.FPDFText_GetUnicode(text_page, index))
            if pdfium_c.FPDFText_IsGenerated(text_page, index) == 1 or not character.isprintable():
                continue
            x, y = ctypes.c_double(), ctypes.c_double()
            pdfium_c.FPDFText_GetCharOrigin(text_page, index, x, y)
            left, _bottom, right, _top = text_page.get_charbox(index, loose=True)
            size = pdfium_c.FPDFText_GetFontSize(text_page, index) or 10.0
            glyphs.append((y.value, left, right, size, character))
    finally:
        text_page.close()
    lines: list[list[tuple[float, float, float, float, str]]] = []
    for glyph in sorted(glyphs, key=lambda g: (-g[0], g[1])):
        if lines and abs(lines[-1][0][0] - glyph[0]) <= 0.3 * min(lines[-1][0][3], glyph[3]):
            lines[-1].append(glyph)
        else:
            lines.append([glyph])
    out = []
    for line in lines:
        line.sort(key=lambda g: g[1])
        text, end = "", None
        for _y, left, right, size, character in line:
            if end is not None and character != " " and not text.endswith(" "):
                gap = left - end
                if gap > 0.15 * size:
                    text += " " * max(1, round(gap / (0.5 * size)))
            text += character
            end = right
        out.append(text.rstrip())
    return "\n".join(out) + "\n"


def fonts(path: Path | str) -> list[tuple[str, bool]]:
    """(base font name, embedded?) for every font the pages use, each named once."""
    found: dict[str, bool] = {}
    for page in pypdf.PdfReader(str(path)).pages:
        resources = page.get("/Resources")
        if resources is None:
            continue
        resources = resources.get_object()
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            name = str(font.get("/BaseFont", "?")).lstrip("/")
            descriptors = [font.get("/FontDescriptor")]
            for descendant in font.get("/DescendantFonts") or []:
                descriptors.append(descendant.get_object().get("/FontDescriptor"))
            embedded = any(
                d is not None and any(key in d.get_object() for key in ("/FontFile", "/FontFile2", "/FontFile3"))
                for d in descriptors
            )
            found[name] = found.get(name, False) or embedded
    return sorted(found.items())


def metadata(path: Path | str) -> dict[str, str]:
    """The document information dictionary (title, author, creation date...)."""
    info = pypdf.PdfReader(str(path)).metadata
    return {} if info is None else {str(key).lstrip("/"): str(value) for key, value in info.items()}
