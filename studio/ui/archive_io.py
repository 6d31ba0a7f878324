"""Diagrams in the archive (``studio.store``): save, list and open, imported only when asked.

The archive is optional: the studio starts, edits and saves files without
it (the store and its database drivers load on the first archive action).
A diagram's annotations are stored as a JSON list of their text forms
(``["B1-B7", "B7=A"]``), its comment as one more item ``{"comment": "…"}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from notation.code import parse_code
from notation.record.summary import position_key_of
from notation.render.annotations import parse_annotations
from studio.ui.diagram import Diagram

if TYPE_CHECKING:
    from studio.store.db import Archive

__all__ = [
    "ArchivedDiagram",
    "annotations_json",
    "archive_errors",
    "diagram_from_row",
    "list_diagrams",
    "load_diagram",
    "save_diagram",
]


def archive_errors() -> tuple[type[Exception], ...]:
    """Return what opening or using the archive may raise and the studio reports without stopping.

    A file or network failure, a bad URL, a driver not installed, the database's and the migrations' errors.

    A function, so that an ``except archive_errors()`` loads the database modules only when something failed.
    """
    # imported here: start-up does without sqlite3, alembic.util.exc, sqlalchemy.exc, loaded after the first
    # window shows
    import sqlite3

    from alembic.util.exc import CommandError
    from sqlalchemy.exc import SQLAlchemyError

    # sqlite3's own error: a connection's first pragmas run outside SQLAlchemy's wrapping (a file that is no archive).
    return (OSError, ValueError, ImportError, SQLAlchemyError, CommandError, sqlite3.Error)


@dataclass(frozen=True, slots=True)
class ArchivedDiagram:
    """One line of the archive's list of diagrams."""

    id: int
    title: str
    caption: str
    code: str


def annotations_json(diagram: Diagram) -> str:
    items: list[object] = [a.text() for a in diagram.annotations.arrows]
    items += [m.text() for m in diagram.annotations.marks]
    if diagram.comment:
        items.append({"comment": diagram.comment})
    return json.dumps(items, ensure_ascii=False)


def diagram_from_row(code: str, annotations: str, caption: str) -> Diagram:
    setup = parse_code(code)
    try:
        items = json.loads(annotations or "[]")
    except json.JSONDecodeError:
        items = []
    texts = [item for item in items if isinstance(item, str)] if isinstance(items, list) else []
    comments = [item["comment"] for item in items if isinstance(item, dict) and isinstance(item.get("comment"), str)]
    return Diagram(
        setup.position,
        setup.dice,
        setup.score or Diagram().score,
        parse_annotations(" ".join(texts)),
        caption,
        "\n".join(comments),
    )


def save_diagram(archive: Archive, diagram: Diagram, title: str, diagram_id: int | None = None) -> int:
    """Store ``diagram`` in ``archive`` (a new row, or the row ``diagram_id`` updated); returns its id."""
    # imported here: start-up does without studio.store.models, studio.store.search_text, loaded after the first
    # window shows
    from studio.store.models import StoredDiagram
    from studio.store.search_text import normalize

    key = position_key_of(diagram.position) if diagram.position.is_legal() else None
    with archive.session() as session:
        row = session.get(StoredDiagram, diagram_id) if diagram_id is not None else None
        if row is None:
            row = StoredDiagram(position_code=diagram.code())
        row.title = title
        row.caption = diagram.caption
        row.caption_norm = normalize(diagram.caption)
        row.position_code = diagram.code()
        row.position_key = key
        row.annotations = annotations_json(diagram)
        row.updated_at = datetime.now(UTC).replace(tzinfo=None)
        session.add(row)
        session.commit()
        session.refresh(row)
        assert row.id is not None
        return int(row.id)


def list_diagrams(archive: Archive, search: str = "", limit: int = 500) -> list[ArchivedDiagram]:
    """Return the diagrams of ``archive``, the latest first; ``search`` looks in their captions and titles."""
    # imported here: start-up does without sqlmodel, studio.store.models, studio.store.search_text, loaded after
    # the first window shows
    from sqlmodel import col, or_, select

    from studio.store.models import StoredDiagram
    from studio.store.search_text import LIKE_ESCAPE, like_pattern

    with archive.session() as session:
        query = select(StoredDiagram).order_by(col(StoredDiagram.updated_at).desc()).limit(limit)
        if search:
            needle = like_pattern(search)
            query = query.where(
                or_(
                    col(StoredDiagram.caption_norm).like(needle, escape=LIKE_ESCAPE),
                    col(StoredDiagram.title).ilike(f"%{search}%"),
                )
            )
        rows = session.exec(query)
        return [ArchivedDiagram(int(row.id or 0), row.title, row.caption, row.position_code) for row in rows]


def load_diagram(archive: Archive, diagram_id: int) -> Diagram:
    """Return the diagram ``diagram_id`` of ``archive``; raises ``KeyError`` when there is none."""
    # imported here: start-up does without studio.store.models, loaded after the first window shows
    from studio.store.models import StoredDiagram

    with archive.session() as session:
        row = session.get(StoredDiagram, diagram_id)
        if row is None:
            raise KeyError(diagram_id)
        return diagram_from_row(row.position_code, row.annotations, row.caption)
