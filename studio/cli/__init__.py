"""The ``trictrac`` command (docs/design.md, "The command-line contract"): :func:`main` runs it.

:mod:`studio.cli.command` holds the engine's sub-commands, the parser and :func:`main`;
:mod:`studio.cli.archive`, :mod:`studio.cli.export` and :mod:`studio.cli.lessons` add their
sub-commands; :mod:`studio.cli.common` is what they share (reading arguments, writing files,
:class:`~studio.cli.common.BadInput`).  The sub-command modules never import :mod:`studio.cli.command`
(an import-linter contract keeps the layers).
"""

from studio.cli.command import main

__all__ = ["main"]
