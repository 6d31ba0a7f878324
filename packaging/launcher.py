"""The bundle's entry point: one program, two names.

PyInstaller builds this script twice into the same folder (``packaging/trictrac-studio.spec``):
``trictrac-studio`` starts the studio, ``trictrac`` is the command line.  ``trictrac-studio --cli ARGS`` is the
command line too (for a desktop that shows only one program), and ``trictrac --bundle-info`` (or
``trictrac-studio --bundle-info``) says what the bundle carries (the smoke tests read it).

Before Qt loads, a bundle on Linux points fontconfig at its own configuration (``fontconfig/fonts.conf``), which
reads the system's when there is one and adds the fonts the bundle carries, so that a machine without any font
still shows the studio's text.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _bundle_dir() -> Path:
    """The folder of the bundle's files (PyInstaller's ``sys._MEIPASS``), else this script's folder."""
    return Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parent))


def _use_bundled_fonts() -> None:
    config = _bundle_dir() / "fontconfig" / "fonts.conf"
    if sys.platform.startswith("linux") and config.is_file() and "FONTCONFIG_FILE" not in os.environ:
        os.environ["FONTCONFIG_FILE"] = str(config)


def bundle_info() -> int:
    """Print what the bundle carries: its version, the engine that answers (compiled or not), Qt, the folders."""
    from PySide6.QtCore import qVersion

    import notation.rules.moves as moves
    import notation.rules.scoring as scoring
    from studio.version import version

    compiled = not str(moves.__file__).endswith(".py") and not str(scoring.__file__).endswith(".py")
    print(f"trictrac-studio {version()}")
    print(f"engine: {'compiled' if compiled else 'pure Python'} ({Path(moves.__file__ or '').name})")
    print(f"python: {sys.version.split()[0]}")
    print(f"qt: {qVersion()}")
    print(f"bundle: {_bundle_dir()}")
    return 0


def main() -> int:
    _use_bundled_fonts()
    arguments = sys.argv[1:]
    if arguments[:1] == ["--bundle-info"]:
        return bundle_info()
    name = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).stem.lower()
    if name == "trictrac" or arguments[:1] == ["--cli"]:
        from studio.cli.command import main as command

        return command(arguments[1:] if arguments[:1] == ["--cli"] else arguments)
    from studio.ui.app import main as studio

    return studio(arguments)


if __name__ == "__main__":
    # A bundled program's spawned processes (the studio's rollouts on both cores, a folder's import) start this
    # same program: freeze_support() makes them the worker they were spawned as, not another studio.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
