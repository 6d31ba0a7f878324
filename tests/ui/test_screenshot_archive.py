"""``trictrac-studio --screenshot FILE --archive``: the picture of the studio as a first start shows it, on its
archive with the sample parties (README's picture, and the bundle's smoke test on a bare machine)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from studio.ui.app import start


def distinct_colours(image: QImage, left: int, right: int) -> int:
    return len({image.pixel(x, y) for x in range(left, right, 3) for y in range(0, image.height(), 3)})


def test_the_screenshot_shows_the_archive_when_asked(qapp: QApplication, tmp_path: Path) -> None:
    plain, shown = tmp_path / "plain.png", tmp_path / "archive.png"
    plain_db, shown_db = tmp_path / "plain.sqlite", tmp_path / "shown.sqlite"
    common = ["--size", "1100x860", "--lang", "en"]
    assert start(["--screenshot", str(plain), "--db", f"sqlite:///{plain_db}", *common]) == 0
    assert start(["--screenshot", str(shown), "--archive", "--db", f"sqlite:///{shown_db}", *common]) == 0
    assert not plain_db.exists(), "a plain screenshot opened the archive"
    assert shown_db.is_file(), "--archive did not open the archive"
    before, after = QImage(str(plain)), QImage(str(shown))
    assert (after.width(), after.height()) == (1100, 860)
    # the archive's table and preview fill the right of the window, where the plain picture has the editor's panel
    samples = [(x, y) for x in range(550, 1100, 5) for y in range(60, 800, 5)]
    changed = sum(before.pixel(x, y) != after.pixel(x, y) for x, y in samples)
    assert changed > len(samples) // 2
    assert distinct_colours(after, 550, 1100) > 100  # a table of names and a board, not an empty panel
    # ...and the picture waited for the sample to be in the archive
    import sqlite3

    with sqlite3.connect(shown_db) as connection:
        assert connection.execute("SELECT COUNT(*) FROM game").fetchone() == (210,)
