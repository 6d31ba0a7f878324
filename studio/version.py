"""The studio's version, set in one place: ``pyproject.toml``, read back from the installed package's metadata.

``trictrac --version``, ``trictrac-studio --version``, *Help › About* and the bundle (which carries the metadata:
``packaging/trictrac-studio.spec``) all say :func:`version`; the Makefile names the bundle and the release's
files after the same line of ``pyproject.toml``.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence

__all__ = ["DISTRIBUTION", "VersionAction", "version"]

DISTRIBUTION = "trictrac-studio"
"""The distribution's name in ``pyproject.toml``."""


def version() -> str:
    """Return the installed version (such as ``1.4.2``), or ``dev`` when the sources run uninstalled."""
    # imported here: `trictrac --help` loads only what every command needs, not importlib.metadata
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "dev"


class VersionAction(argparse.Action):
    """``--version``: print ``PROG VERSION`` on the standard output and exit.

    The metadata is read only then, not at every start."""

    def __init__(
        self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS, help: str = "print the version and exit"
    ) -> None:
        super().__init__(option_strings, dest=dest, default=argparse.SUPPRESS, nargs=0, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: str | Sequence[object] | None,
        option_string: str | None = None,
    ) -> None:
        print(f"{parser.prog} {version()}")
        parser.exit()
