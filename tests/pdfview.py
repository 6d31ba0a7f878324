"""Reading the PDFs the product writes, with PyPI packages only (no system tools).

pypdfium2 (PDFium, the engine of Chromium's viewer) renders pages and extracts their text;
pypdf reads the document's structure (its fonts, its metadata).  The tests look at exports
through these helpers, so a fresh machine with only Python runs them.
"""

from __future__ import annotations

from pathlib import Path

import pypdf
import pypdfium2 as pdfium
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
        image = bitmap.to_pil()
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
    info = pypdf.PdfReader(str(path)).metadata or {}
    return {str(key).lstrip("/"): str(value) for key, value in info.items()}
