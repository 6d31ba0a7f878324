"""The ``trictrac`` command (DESIGN.md, "The command-line contract"): :func:`main` runs it.

:mod:`studio.cli.command` holds the engine's sub-commands, the parser and :func:`main`;
:mod:`studio.cli.archive`, :mod:`studio.cli.export` and :mod:`studio.cli.lessons` add theirs.
"""

from studio.cli.command import (
    DEBUG_ENV,
    MAX_JSON_DEPTH,
    BadInput,
    bounded_int,
    check_output_path,
    load_json,
    main,
    read_input_file,
    read_position,
    read_sheet,
    write_output,
)

__all__ = [
    "DEBUG_ENV",
    "MAX_JSON_DEPTH",
    "BadInput",
    "bounded_int",
    "check_output_path",
    "load_json",
    "main",
    "read_input_file",
    "read_position",
    "read_sheet",
    "write_output",
]
