"""The lesson player's texts as HTML: the explanation of a lesson, the feedback on an answer, the hints.

Pure functions of the lesson model and the language (the game's vocabulary stays French in both); the player
shows what they return.  The explanation's diagrams are drawn by the caller, which gives each one's image URL.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication

from lessons.feedback import Feedback, Hint
from lessons.model import Lesson, LessonDiagram, Paragraph
from studio.ui.i18n import tr as _tr
from studio.ui.i18n import tr_n as _tr_n
from studio.ui.style import is_dark

__all__ = [
    "BLUE",
    "DARK",
    "GREEN",
    "GREY",
    "LIGHT",
    "RED",
    "Colours",
    "colours",
    "explanation_html",
    "feedback_html",
    "hints_html",
    "hints_left_html",
]


@dataclass(frozen=True, slots=True)
class Colours:
    """The texts' colours for one kind of background."""

    green: str
    red: str
    blue: str
    grey: str
    hint: str
    caption: str


LIGHT = Colours("#2b8a3e", "#c92a2a", "#1c5fa8", "#6b6257", "#7a5a00", "#4a4036")
DARK = Colours("#69db7c", "#ff8787", "#74c0fc", "#b3aca3", "#f0c36d", "#d6cdc2")
"""The Dark theme's: the light theme's dark greys and blues were hard to read on its dark grounds."""

GREEN, RED, BLUE, GREY = LIGHT.green, LIGHT.red, LIGHT.blue, LIGHT.grey


def colours() -> Colours:
    """Return the colours for the application's palette as it is now (light or dark)."""
    app = QApplication.instance()
    return DARK if isinstance(app, QApplication) and is_dark(app.palette()) else LIGHT


def feedback_html(feedback: Feedback, language: str) -> str:
    """Word the verdict on an answer.

    Right or wrong, its lines, the école the opponent may claim, what to do next."""
    c = colours()
    colour = c.green if feedback.correct else c.red
    sign = "✔" if feedback.correct else "✘"
    block = (
        f"<p style='font-size:large;font-weight:bold;color:{colour}'>{sign} "
        f"{html.escape(feedback.message.get(language))}</p>"
    )
    if feedback.lines:
        items = "".join(f"<li>{html.escape(line.get(language))}</li>" for line in feedback.lines)
        block += f"<ul style='margin-left:-20px'>{items}</ul>"
    if feedback.ecole:
        ecole = _tr("LessonPlayer", "École:")
        claim = _tr("LessonPlayer", "{points} points the opponent may claim").format(points=feedback.ecole)
        block += f"<p style='color:{c.red}'><b>{html.escape(ecole)}</b> {html.escape(claim)}</p>"
    if not feedback.correct and not feedback.ask_detail:
        advice = _tr("LessonPlayer", "Retry, ask a hint, or show the solution.")
        block += f"<p style='color:{c.grey}'>{html.escape(advice)}</p>"
    return block


def hints_html(hints: Sequence[Hint], language: str) -> str:
    """List the hints given so far, numbered.

    "Hint 1:" in English, « Indice 1 : » in French: each language's typography is its catalogue's."""
    hint_word = _tr("LessonPlayer", "Hint {number}:")
    items = "".join(
        f"<li><b>{html.escape(hint_word.format(number=n))}</b> {html.escape(h.text.get(language))}</li>"
        for n, h in enumerate(hints, start=1)
    )
    return f"<ul style='margin-left:-20px;color:{colours().hint}'>{items}</ul>"


def hints_left_html(count: int) -> str:
    return (
        f"<p style='color:{colours().grey}'>"
        + html.escape(_tr_n("LessonPlayer", "%n hint(s) available.", count))
        + "</p>"
    )


def explanation_html(lesson: Lesson, solved: int, language: str, figure: Callable[[int, LessonDiagram], str]) -> str:
    """Write the lesson's explanation: its title, how many exercises are solved, its paragraphs and diagrams.

    ``figure`` draws the n-th diagram and returns its image's URL; the sources come last."""
    c = colours()
    parts = [f"<h2 style='margin-bottom:4px'>{html.escape(lesson.title.get(language))}</h2>"]
    count = len(lesson.exercises)
    parts.append(
        f"<p style='color:{c.grey}'>"
        + html.escape(_tr("LessonPlayer", "{count} exercises, {solved} solved").format(count=count, solved=solved))
        + "</p>"
    )
    number = 0
    for block in lesson.explanation:
        if isinstance(block, Paragraph):
            parts.append(f"<p style='line-height:140%'>{html.escape(block.text.get(language))}</p>")
        elif isinstance(block, LessonDiagram):
            number += 1
            url = figure(number, block)
            parts.append(
                f"<p align='center'><img src='{url}' width='520'></p>"
                f"<p align='center' style='font-style:italic;color:{c.caption};margin:0 30px 14px 30px'>"
                f"{html.escape(block.caption.get(language))}</p>"
            )
    if lesson.sources:
        sources = _tr("LessonPlayer", "Sources:")
        parts.append(
            f"<p style='color:{c.grey};font-size:small'>{html.escape(sources)} "
            + html.escape(" · ".join(lesson.sources))
            + "</p>"
        )
    return "".join(parts)
