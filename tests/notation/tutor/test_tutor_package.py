"""The computer player is a package of its own, ``notation/tutor/``, that the rules core never imports.

The import-linter contract of ``pyproject.toml`` says so; these tests check that it is there, that it catches what
it is meant to (a core module importing the tutor, a new module of ``notation/`` placed on neither side), that the
old paths are gone (no shim left behind) and that the package's data files are found where the code reads them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
MOVED = ("evaluator", "tutor", "rollout", "levels", "bot", "ratings", "partie_table")
"""The modules that were ``notation/<name>.py`` before the computer player had a package."""


def _contract() -> dict[str, object]:
    for contract in PYPROJECT["tool"]["importlinter"]["contracts"]:
        if contract.get("containers") == ["notation"]:
            return dict(contract)
    raise AssertionError("no import-linter contract has notation as its container")


def test_the_contract_puts_the_tutor_above_every_other_module_of_notation() -> None:
    contract = _contract()
    assert contract["type"] == "layers"
    assert contract["exhaustive"] is True
    layers = contract["layers"]
    assert isinstance(layers, list)
    assert layers[0] == "tutor"
    core = {name.strip() for name in layers[1].split(":")}
    children = {
        path.stem if path.is_file() else path.name
        for path in (ROOT / "notation").iterdir()
        if (path.suffix == ".py" and path.stem != "__init__") or (path / "__init__.py").is_file()
    }
    assert core == children - {"tutor"}


@pytest.mark.parametrize("name", MOVED)
def test_no_module_is_left_at_an_old_path(name: str) -> None:
    assert not (ROOT / "notation" / f"{name}.py").exists()


@pytest.mark.parametrize("name", ["evaluator.json", "partie_table.json"])
def test_the_data_files_are_in_the_package_and_its_package_data(name: str) -> None:
    assert resources.files("notation.tutor").joinpath(name).is_file()
    assert not (ROOT / "notation" / name).exists()
    assert name in PYPROJECT["tool"]["setuptools"]["package-data"]["notation.tutor"]


def _lint(tree: Path) -> subprocess.CompletedProcess[str]:
    """import-linter run on a copy of ``notation/`` with only the contract on it."""
    listed = _contract()["layers"]
    assert isinstance(listed, list)
    layers = ", ".join(f'"{layer}"' for layer in listed)
    config = tree / "importlinter.toml"
    config.write_text(
        '[tool.importlinter]\nroot_packages = ["notation"]\n\n[[tool.importlinter.contracts]]\n'
        f'name = "the tutor"\ntype = "layers"\ncontainers = ["notation"]\nlayers = [{layers}]\nexhaustive = true\n',
        encoding="utf-8",
    )
    lint = Path(sys.executable).with_name("lint-imports")
    if not lint.exists():
        pytest.skip("import-linter is not installed beside this Python")
    return subprocess.run(
        [str(lint), "--config", str(config), "--no-cache"],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_contract_holds_on_the_sources(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "notation", tmp_path / "notation", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    result = _lint(tmp_path)
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize(
    ("path", "text", "said"),
    [
        ("notation/dice.py", "\nimport notation.tutor.bot\n", "notation.dice is not allowed to import notation.tutor"),
        ("notation/rules/moves.py", "\nfrom notation.tutor import ranking\n", "not allowed to import notation.tutor"),
        ("notation/stray.py", '"""A module placed on neither side."""\n', "notation.stray"),
    ],
    ids=["core-imports-tutor", "rules-import-tutor", "module-on-neither-side"],
)
def test_the_contract_catches(tmp_path: Path, path: str, text: str, said: str) -> None:
    shutil.copytree(ROOT / "notation", tmp_path / "notation", ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    target = tmp_path / path
    target.write_text((target.read_text(encoding="utf-8") if target.exists() else "") + text, encoding="utf-8")
    result = _lint(tmp_path)
    assert result.returncode != 0
    assert said in result.stdout
