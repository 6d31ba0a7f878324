"""The shipped files (issue 39): one top-level ``resources/``, a package installed with the others, and one function,
:func:`resources.resource_path`, through which the code finds every one of them.

Read from the sources: every ``resource_path(...)`` the code calls names a file or folder that is there and that
the wheel carries (pyproject's package data); every file of ``resources/`` is declared; no module finds a shipped
file any other way (``__file__``, :mod:`importlib.resources`, :mod:`pkgutil`), but for the few exceptions listed
here with their reason; the PyInstaller recipe and the bundle's font configuration name the new place.
"""

from __future__ import annotations

import ast
import fnmatch
import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from resources import resource_path

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
DECLARED: list[str] = PYPROJECT["tool"]["setuptools"]["package-data"]["resources"]
PACKAGES = ("notation", "studio", "lessons", "resources")
CALLERS = (*PACKAGES, "bench", "scripts", "packaging")
"""Where ``resource_path`` may be called from: the packages, and the tools that read what they ship."""


def _modules(*folders: str) -> list[Path]:
    return sorted(
        path for folder in folders for path in (ROOT / folder).rglob("*.py") if "__pycache__" not in path.parts
    )


def _declared(relative: str) -> bool:
    return any(fnmatch.fnmatch(relative, pattern) for pattern in DECLARED)


def _calls() -> list[tuple[str, ast.Call]]:
    found = []
    for path in _modules(*CALLERS):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "resource_path":
                found.append((path.relative_to(ROOT).as_posix(), node))
    return found


def _literal(call: ast.Call) -> tuple[str, ...] | None:
    if call.keywords or not all(isinstance(arg, ast.Constant) and isinstance(arg.value, str) for arg in call.args):
        return None
    return tuple(str(arg.value) for arg in call.args if isinstance(arg, ast.Constant))


# -- every resource the code asks for is there, through the one function ---------------------------------------


def _asked() -> list[tuple[str, tuple[str, ...]]]:
    return [(where, parts) for where, call in _calls() if (parts := _literal(call)) is not None and parts]


def test_the_code_asks_for_its_resources_through_the_function() -> None:
    asked = {parts for _, parts in _asked()}
    # the callers this issue moved to it: fonts, samples, translations, lessons, the records' dictionary
    for parts in (("fonts",), ("samples",), ("translations",), ("lessons",), ("archive", "record_dictionary_1.txt")):
        assert parts in asked, parts


@pytest.mark.parametrize(
    ("where", "parts"), _asked(), ids=lambda value: "/".join(value) if isinstance(value, tuple) else value
)
def test_every_resource_the_code_asks_for_exists_and_is_shipped(where: str, parts: tuple[str, ...]) -> None:
    found = resource_path(*parts)
    assert found.exists(), f"{where} asks for {'/'.join(parts)}, which resources/ lacks"
    files = [found] if found.is_file() else [path for path in found.rglob("*") if path.is_file()]
    shipped = [path for path in files if _declared(path.relative_to(resource_path()).as_posix())]
    assert shipped, f"{where} asks for {'/'.join(parts)}, which pyproject's package data leaves out of the wheel"


def test_the_calls_built_at_run_time_are_the_known_ones_and_find_their_files() -> None:
    """A call whose names are not literal cannot be read from the source: each is listed here and checked."""
    from lessons.loader import load_lessons
    from studio.export.fonts import font_set
    from studio.store.sample import sample_files
    from studio.ui.desktop import APP_ID, ICON_SVG
    from studio.ui.i18n import LANGUAGES, TRANSLATIONS

    built = sorted((where, ast.unparse(call)) for where, call in _calls() if _literal(call) is None or not call.args)
    assert built == [("studio/ui/desktop.py", "resource_path('icons', f'{APP_ID}.svg')")]
    assert resource_path("icons", f"{APP_ID}.svg") == ICON_SVG and ICON_SVG.is_file()
    # the files the code names inside the folders it asks for
    for language in LANGUAGES:
        if language != "en":
            assert (TRANSLATIONS / f"trictrac_{language}.qm").is_file(), language
    assert font_set().source == "shipped"
    assert len(sample_files()) == 3
    assert load_lessons()


def test_every_file_of_resources_is_shipped() -> None:
    """What lies in ``resources/`` is in the wheel: declared package data, or a module; the ``.ts`` catalogue, the
    translators' source, travels in the sdist only (MANIFEST.in)."""
    listed = subprocess.run(
        ["git", "ls-files", "resources"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert listed, "git lists no file in resources/"
    left_out = [
        name for name in listed if not name.endswith((".py", ".ts")) and not _declared(name.removeprefix("resources/"))
    ]
    assert left_out == []
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8")
    assert "include resources/translations/*.ts" in manifest


def test_a_resource_that_is_not_shipped_is_named() -> None:
    with pytest.raises(FileNotFoundError, match=r"no shipped resource 'fonts/Nothing\.ttf'"):
        resource_path("fonts", "Nothing.ttf")


def test_resources_imported_from_a_zip_file_are_copied_out(tmp_path: Path) -> None:
    """A zip import (zipapp, some freezers) has no file-system path: the file or folder is copied out once."""
    archive = tmp_path / "packages.zip"
    with zipfile.ZipFile(archive, "w") as packed:
        for path in sorted((ROOT / "resources").rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix in (".py", ".txt", ".trictrac"):
                packed.write(path, path.relative_to(ROOT).as_posix())
    check = (
        "import resources\n"
        "from resources import resource_path\n"
        "assert '.zip' in resources.__file__, resources.__file__\n"
        "folder = resource_path('samples')\n"
        "assert folder.is_dir() and sorted(p.name for p in folder.iterdir())[0] == 'annotees.trictrac', folder\n"
        "assert resource_path('samples') == folder\n"
        "one = resource_path('archive', 'record_dictionary_1.txt')\n"
        "assert one.is_file() and one.stat().st_size > 1000, one\n"
        "print(folder)\n"
    )
    environment = {**os.environ, "PYTHONPATH": str(archive)}
    done = subprocess.run(
        [sys.executable, "-c", check], cwd=tmp_path, env=environment, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    copied = Path(done.stdout.strip())
    assert not copied.exists(), "the copy outlived the process"


# -- no other way to the shipped files -------------------------------------------------------------------------

ALLOWED = {
    (
        "notation/rules/__init__.py",
        "_RULES = Path(__file__).resolve().parent",
    ): "the compiled engine's modules and their stamp: code, not shipped data",
    (
        "notation/record/reader.py",
        "_plain_turn: Final = _turn_maker() if __file__.endswith('.py') else _turn_by_object_setattr",
    ): "asks whether the module is compiled; finds no file",
    (
        "studio/store/db.py",
        "_MIGRATIONS = Path(__file__).with_name('migrations')",
    ): "Alembic's migrations are Python modules of studio.store, which Alembic loads from their folder",
    (
        "studio/export/fonts.py",
        "return Path(reportlab.__file__).resolve().parent / 'fonts'",
    ): "reportlab's own fonts (the last fallback), shipped by reportlab, not by us",
}
"""The modules that use ``__file__`` for something else than finding a shipped file of ours, and why."""


def _reaches(node: ast.AST) -> bool:
    """``__file__``, or an import of :mod:`importlib.resources` or :mod:`pkgutil` (whose ``get_data`` reads
    package data)."""
    if isinstance(node, ast.Name):
        return node.id == "__file__"
    if isinstance(node, ast.Attribute):
        return node.attr == "__file__"
    if isinstance(node, ast.Import):
        return any(alias.name.startswith(("importlib.resources", "pkgutil")) for alias in node.names)
    if isinstance(node, ast.ImportFrom):
        module = node.module or ""
        return module.startswith(("importlib.resources", "pkgutil")) or (
            module == "importlib" and any(alias.name == "resources" for alias in node.names)
        )
    return False


def _other_ways(path: Path) -> list[str]:
    """The statements of ``path`` that reach for a file another way than ``resource_path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = {node.lineno for node in ast.walk(tree) if _reaches(node) and isinstance(node, ast.expr | ast.stmt)}
    return [_statement(tree, number) for number in sorted(found)]


def _statement(tree: ast.Module, number: int) -> str:
    """The innermost simple statement at line ``number``, as ``ast.unparse`` writes it (quotes and spaces alike)."""
    best: ast.stmt | None = None
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt) and not hasattr(node, "body") and node.lineno <= number <= (node.end_lineno or 0):
            best = node
    return ast.unparse(best) if best is not None else str(number)


def test_nothing_finds_a_shipped_file_but_the_one_function() -> None:
    """The packages and the bundle's launcher: ``resources/__init__.py`` alone finds shipped files; the engine
    reads its own data (``notation/``'s weights and tables) with :mod:`importlib.resources`, since ``notation/``
    imports nothing of ours."""
    other = []
    for path in [*_modules(*PACKAGES), ROOT / "packaging" / "launcher.py"]:
        where = path.relative_to(ROOT).as_posix()
        if where == "resources/__init__.py":
            continue
        for statement in _other_ways(path):
            engine_data = where.startswith("notation/") and "__file__" not in statement
            bundle = where == "packaging/launcher.py" and ("_MEIPASS" in statement or "moves.__file__" in statement)
            if (where, statement) not in ALLOWED and not engine_data and not bundle:
                other.append(f"{where}: {statement}")
    assert other == []


def test_the_exceptions_are_still_there() -> None:
    """Every exception listed is still in its module (a stale entry would hide a new line of the same text)."""
    for where, statement in ALLOWED:
        assert statement in _other_ways(ROOT / where), (where, statement)


def test_the_checker_sees_the_ways_it_forbids(tmp_path: Path) -> None:
    module = tmp_path / "module.py"
    module.write_text(
        "from importlib.resources import files\n"
        "import pkgutil\n"
        "from importlib import resources\n"
        "from pathlib import Path\n"
        "ICON = Path(__file__).parent / 'icon.svg'\n"
        "import os\n",
        encoding="utf-8",
    )
    assert len(_other_ways(module)) == 4


# -- the bundle ------------------------------------------------------------------------------------------------


def test_the_bundle_recipe_collects_the_resources_package() -> None:
    spec = ast.parse((ROOT / "packaging" / "trictrac-studio.spec").read_text(encoding="utf-8"))
    lists = {
        target.id: node.value
        for node in spec.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name) and isinstance(node.value, ast.List)
    }
    datas = ast.unparse(lists["datas"])
    assert "collect_data_files('resources')" in datas
    assert "'resources'" in ast.unparse(lists["hiddenimports"])
    # the fonts' folder in the bundle (_internal/resources/fonts), as the bundle's fontconfig names it from
    # _internal/fontconfig/
    config = (ROOT / "packaging" / "fonts.conf").read_text(encoding="utf-8")
    assert '<dir prefix="relative">../resources/fonts</dir>' in config
    assert (ROOT / "resources" / "fonts" / "SourceSerifPro-Regular.ttf").is_file()
    smoke = (ROOT / "scripts" / "bundle-smoke.sh").read_text(encoding="utf-8")
    assert "sample=$bundle/_internal/resources/samples" in smoke
