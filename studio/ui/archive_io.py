"""Diagrams in the archive (``studio.store``): save, list and open, imported only when asked.

The archive is optional: the studio starts, edits and saves files without
it (the store and its database drivers load on the first archive action).
A diagram's annotations are stored as a JSON list of their text forms
(``["B1-B7", "B7=A"]``), its comment as one more item ``{"comment": "…"}``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from notation.code import parse_code
from notation.render.annotations import parse_annotations
from studio.ui.diagram import Diagram

__all__ = ["ArchivedDiagram", "annotations_json", "diagram_from_row", "list_diagrams", "load_diagram", "save_diagram"]


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


def _open(url: str | None) -> Any:
    from studio.store.db import Archive

    return Archive(url)


def save_diagram(diagram: Diagram, title: str, diagram_id: int | None = None, url: str | None = None) -> int:
    """Store ``diagram`` (a new row, or the row ``diagram_id`` updated); returns its id."""
    from datetime import UTC, datetime

    from studio.store.models import Diagram as Row
    from studio.store.text import normalize

    try:
        from studio.store.events import position_key_of

        key: int | None = position_key_of(diagram.position) if diagram.position.is_legal() else None
    except Exception:
        key = None
    archive = _open(url)
    try:
        with archive.session() as session:
            row = session.get(Row, diagram_id) if diagram_id is not None else None
            if row is None:
                row = Row(position_code=diagram.code())
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
    finally:
        archive.close()


def list_diagrams(search: str = "", url: str | None = None, limit: int = 500) -> list[ArchivedDiagram]:
    from sqlmodel import col, or_, select

    from studio.store.models import Diagram as Row
    from studio.store.text import LIKE_ESCAPE, like_pattern

    archive = _open(url)
    try:
        with archive.session() as session:
            query = select(Row).order_by(col(Row.updated_at).desc()).limit(limit)
            if search:
                needle = like_pattern(search)
                query = query.where(
                    or_(
                        col(Row.caption_norm).like(needle, escape=LIKE_ESCAPE),
                        col(Row.title).ilike(f"%{search}%"),
                    )
                )
            rows = session.exec(query)
            return [ArchivedDiagram(int(row.id or 0), row.title, row.caption, row.position_code) for row in rows]
    finally:
        archive.close()


def load_diagram(diagram_id: int, url: str | None = None) -> Diagram:
    from studio.store.models import Diagram as Row

    archive = _open(url)
    try:
        with archive.session() as session:
            row = session.get(Row, diagram_id)
            if row is None:
                raise KeyError(diagram_id)
            return diagram_from_row(row.position_code, row.annotations, row.caption)
    finally:
        archive.close()
