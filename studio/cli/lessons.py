"""``trictrac lessons list|check [--json]``: the lessons with their exercise counts, and their proof.

The proof is that every exercise has one well-defined answer from the engine (docs/design.md, "The command-line
contract").

Wired into ``trictrac`` (:mod:`studio.cli.command`) by :func:`add_lessons_parser`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from studio.cli.common import one_line, print_json
from studio.reading import shown

if TYPE_CHECKING:
    from studio.cli.common import Subparsers

__all__ = ["add_lessons_parser", "run_lessons"]


def run_lessons(args: argparse.Namespace) -> int:
    """Run ``lessons list`` or ``lessons check``.

    It returns the exit status (0, 1 with problems, 2 for bad input)."""
    # Read here, not when ``trictrac`` starts: the lessons load the engine's rules and their TOML reader.
    from lessons.checker import check_all
    from lessons.loader import LessonError, load_lessons

    directory = Path(args.directory) if getattr(args, "directory", None) else None
    if directory is not None and not directory.is_dir():
        reason = "is not a folder" if directory.exists() else "does not exist"
        print(f"trictrac lessons: --directory {shown(directory)} {reason}", file=sys.stderr)
        return 2
    if directory is not None and not any(path.is_file() for path in directory.glob("*.toml")):
        print(f"trictrac lessons: --directory {shown(directory)} holds no lesson file (*.toml)", file=sys.stderr)
        return 2
    if args.action == "list":
        try:
            lessons = load_lessons(directory)
        except LessonError as error:
            print(f"trictrac lessons: {one_line(str(error))}", file=sys.stderr)
            return 2
        rows = [
            {
                "id": lesson.id,
                "order": lesson.order,
                "title": {"fr": lesson.title.fr, "en": lesson.title.en},
                "exercises": len(lesson.exercises),
                "diagrams": len(lesson.diagrams),
            }
            for lesson in lessons
        ]
        if args.json:
            print_json({"lessons": rows, "exercises": sum(len(lesson.exercises) for lesson in lessons)})
        else:
            for lesson in lessons:
                print(f"{lesson.order:2d}  {lesson.id:<22} {len(lesson.exercises):3d} exercises  {lesson.title.fr}")
        return 0
    problems = check_all(directory)
    lessons_count, exercises_count = 0, 0
    try:
        loaded = load_lessons(directory)
        lessons_count, exercises_count = len(loaded), sum(len(lesson.exercises) for lesson in loaded)
    except LessonError:
        pass
    if args.json:
        out: dict[str, object] = {
            "ok": not problems,
            "lessons": lessons_count,
            "exercises": exercises_count,
            "problems": [
                {"lesson": problem.lesson, "exercise": problem.exercise, "message": problem.message}
                for problem in problems
            ],
        }
        print_json(out)
    elif problems:
        for problem in problems:
            print(one_line(str(problem)), file=sys.stderr)
        print(f"{len(problems)} problem(s) in the lessons", file=sys.stderr)
    else:
        print(f"{lessons_count} lessons, {exercises_count} exercises: every exercise has one well-defined answer")
    return 1 if problems else 0


def add_lessons_parser(subparsers: Subparsers) -> argparse.ArgumentParser:
    """Add ``lessons list|check [--json]`` to the ``trictrac`` command's sub-parsers (sets ``handler``)."""
    parser: argparse.ArgumentParser = subparsers.add_parser("lessons", help="the lessons: list them, check them")
    parser.add_argument("action", choices=["list", "check"])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--directory", help="a directory of lesson files (the shipped lessons by default)")
    parser.set_defaults(handler=run_lessons)
    return parser
