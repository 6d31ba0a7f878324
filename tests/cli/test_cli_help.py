"""``trictrac`` builds only the sub-parser it runs, and says exactly what the whole tree says.

A command's parser is built for the sub-command named (:func:`studio.cli.command._parser`); the whole tree
is built for ``--help``, no argument or a misspelt command.  The command-line contract is fixed: for every
sub-command and nested sub-command, its ``--help``, ``-h``, an unrecognised argument and missing arguments
print the same text and exit with the same status as the whole tree does (the tree every run built before).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator

import pytest

from studio.cli.command import SUB_COMMANDS, _parser
from studio.cli.common import HelpFormatter


def _sub_parsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    found: dict[str, argparse.ArgumentParser] = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def _paths(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Every sub-command of the whole tree, nested ones included, as the words that name it."""
    for name, sub in _sub_parsers(parser).items():
        yield (*prefix, name)
        yield from _paths(sub, (*prefix, name))


def _needs_arguments(parser: argparse.ArgumentParser) -> bool:
    """Whether running it with nothing more is a usage error (a required positional or sub-command)."""
    return any(action.required and not action.option_strings for action in parser._actions)


WHOLE = _parser()
PATHS = list(_paths(WHOLE))


def _parser_at(path: tuple[str, ...]) -> argparse.ArgumentParser:
    parser = WHOLE
    for name in path:
        parser = _sub_parsers(parser)[name]
    return parser


def _cases() -> Iterator[tuple[str, ...]]:
    for path in PATHS:
        yield (*path, "--help")
        yield (*path, "-h")
        yield (*path, "--no-such-option")
        yield (*path, "--no-such-option", "--help")
        if _needs_arguments(_parser_at(path)):
            yield path


def _parse(
    parser: argparse.ArgumentParser, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> tuple[object, str, str]:
    with pytest.raises(SystemExit) as exit_:
        parser.parse_args(argv)
    out, err = capsys.readouterr()
    return exit_.value.code, out, err


def test_the_table_names_every_sub_command_in_the_order_help_lists_them() -> None:
    assert list(_sub_parsers(WHOLE)) == list(SUB_COMMANDS)
    # The nested sub-commands are compared too.
    assert {("archive", "import"), ("puzzles", "solve"), ("export", "diagram")} <= set(PATHS)


@pytest.mark.parametrize("argv", list(_cases()), ids=" ".join)
def test_the_sub_command_alone_says_what_the_whole_tree_says(
    argv: tuple[str, ...], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    whole = _parse(_parser(), list(argv), capsys)
    alone = _parse(_parser(argv[0]), list(argv), capsys)
    assert alone == whole
    assert whole[1] or whole[2]  # something was said


@pytest.mark.parametrize(
    "argv", [["--help"], [], ["-h", "show"], ["no-such-command"], ["--no-such-option", "show", "start"]], ids=str
)
def test_anything_but_a_sub_command_first_builds_the_whole_tree(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    parser = _parser(argv[0] if argv else None)
    assert list(_sub_parsers(parser)) == list(SUB_COMMANDS)
    assert all(_sub_parsers(parser)[name]._actions for name in SUB_COMMANDS)
    status, out, err = _parse(parser, argv, capsys)
    assert (status, out, err) == _parse(_parser(), argv, capsys)


@pytest.mark.parametrize("command", list(SUB_COMMANDS))
def test_a_named_sub_command_builds_its_parser_only(command: str) -> None:
    parser = _parser(command)
    assert list(_sub_parsers(parser)) == [command]
    whole = _parser_at((command,))
    alone = _sub_parsers(parser)[command]
    assert [action.dest for action in alone._actions] == [action.dest for action in whole._actions]


@pytest.mark.parametrize("command", list(SUB_COMMANDS))
def test_the_top_level_usage_lists_every_sub_command_when_one_is_named(
    command: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    assert _parser(command).format_usage() == _parser().format_usage()
    listed = " ".join(_parser(command).format_usage().split())
    assert listed == "usage: trictrac [-h] [--version] {" + ",".join(SUB_COMMANDS) + "} ..."


@pytest.mark.parametrize("columns", [None, "57", "200", "0", "-3", "abc", ""])
def test_the_help_is_as_wide_as_argparse_makes_it(columns: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    # The formatter finds the width without importing shutil: the same width argparse's own would use.
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert HelpFormatter("trictrac")._width == argparse.HelpFormatter("trictrac")._width
