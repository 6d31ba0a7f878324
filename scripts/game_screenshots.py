"""The documentation's pictures of the Game menu: play.png, replay.png, archive.png and position-search.png.

Run from the project's root (offscreen; a scratch archive and settings, never the user's)::

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/game_screenshots.py docs/screenshots

The studio's own pictures (studio.png…) come from ``trictrac-studio --screenshot FILE`` (README).
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLineEdit

from notation.board import point_of_step
from studio.games.session import GameSession, GameSetup, Seat, SeatKind, Step
from studio.ui.settings import Settings

__all__ = ["write_screenshots"]


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def play_landings(session: GameSession, step: int) -> dict[int, object]:
    from studio.ui.game_windows.turns import dame_landings

    return dict(dame_landings(session.legal_plays(), step))


def write_screenshots(folder: str | Path) -> list[Path]:
    from studio.ui.game_windows.archive_browser import ArchiveBrowser, StoreBackend
    from studio.ui.game_windows.window import GameWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []

    # A partie against the computer, mid-game: the computer's throw and play on the board, the move list naming
    # every rencontre, Abel to play with a dame picked and every landing lit.
    from studio.ui.game_windows.turns import partie_turns

    seats = (Seat("Abel"), Seat("Ordinateur", SeatKind.COMPUTER))
    session = GameSession(GameSetup(seats=seats), rng=random.Random(21))
    while True:
        state = session.partie.state
        turns = partie_turns(session.partie)
        ready = session.step is Step.PLAY and session.seat_of(state.mover).name == "Abel" and len(turns) >= 18
        if ready and turns[-2].scores and len(session.legal_plays()) > 3:
            break
        session.computer_act()
    window = GameWindow(session, delay_ms=10_000)
    window.resize(1400, 860)
    window.show()
    _settle(app)
    play = window.play
    assert play is not None
    last_roll = max(i for i, event in enumerate(session.partie.events) if type(event).__name__ == "Roll")
    previous_roll = max(
        i
        for i, event in enumerate(session.partie.events[:last_roll])
        if type(event).__name__ in ("Roll", "PrimauteThrow")
    )
    play.announce(previous_roll)
    origin = max(
        (candidate.moves[0][0] for candidate in session.legal_plays() if candidate.moves),
        key=lambda step: len(play_landings(session, step)),
    )
    play.select_dame(origin)
    _settle(app)
    path = out / "play.png"
    window.grab().save(str(path))
    written.append(path)
    play.stop()
    window.hide()

    # A partie replayed: a comment, the rencontres named, and a variation played on the board.
    record = GameSession(
        GameSetup(seats=(Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))), rng=random.Random(5)
    )
    while record.step is not Step.OVER and record.turn_number() < 30:
        record.computer_act()
    replay_window = GameWindow(record_text=record.text())
    replay_window.resize(1400, 860)
    replay_window.show()
    replay = replay_window.replay
    assert replay is not None
    replay.goto_throw(2)
    replay.set_comment(replay.current().path, "Noir prend son coin de repos dès le deuxième coup.")
    replay.goto_throw(9)
    replay.start_variation()
    replay.variation_throw("6-5")
    playing = replay.variation_bar.play
    if playing is not None and playing.session.step is Step.PLAY:
        playing.play(playing.session.legal_plays()[-1])
        replay.variation_bar.written.emit()
    replay.variation_throw("4-4")
    playing = replay.variation_bar.play
    if playing is not None and playing.session.step is Step.PLAY:
        vmover = playing.session.partie.state.mover
        first = playing.session.legal_plays()[0]
        replay.board.pointClicked.emit(point_of_step(vmover, first.moves[0][0]).name)
    _settle(app)
    path = out / "replay.png"
    replay_window.grab().save(str(path))
    written.append(path)
    replay.end_variation()
    replay.mark_saved()
    replay_window.hide()

    # The archive browser over a small archive.
    from studio.store.db import Archive
    from studio.store.importing import import_text

    with tempfile.TemporaryDirectory() as temporary:
        archive = Archive(f"sqlite:///{Path(temporary) / 'archive.sqlite'}")
        names = ["Abel", "Blaise", "Céleste", "Denis"]
        events = ["Tournoi de Paris", "Partie amicale", "Club de Lyon"]
        for seed in range(9):
            rng = random.Random(seed)
            white, black = rng.sample(names, 2)
            setup = GameSetup(
                seats=(Seat(white, SeatKind.COMPUTER), Seat(black, SeatKind.COMPUTER)),
                tags=(("Evenement", events[seed % 3]), ("Date", f"2024.0{seed % 9 + 1}.{10 + seed}")),
            )
            game = GameSession(setup, rng=random.Random(seed + 100))
            while game.step is not Step.OVER:
                game.computer_act()
            import_text(archive, game.text(), source="screenshots")
            if seed == 0:
                # The position searched: after the sixth throw of the first game (other games may meet it too).
                searched = game.partie.states[
                    [i for i, e in enumerate(game.partie.events) if type(e).__name__ == "Roll"][5] - 1
                ].position
        settings = Settings(QSettings(str(Path(temporary) / "settings.ini"), QSettings.Format.IniFormat))
        browser = ArchiveBrowser(StoreBackend(archive), settings=settings, current_position=lambda: searched)
        browser.setWindowTitle("Trictrac Studio — Archive")
        browser.resize(1100, 900)
        player = browser.fields["player"]
        assert isinstance(player, QLineEdit)  # the player's field is a line to type in (result and variant are lists)
        player.setText("Abel")
        browser.save_filter("Les parties d'Abel")
        browser.search()
        browser.show_stats("Abel")
        browser.table.selectRow(1)
        browser.show()
        _settle(app)
        path = out / "archive.png"
        browser.grab().save(str(path))
        written.append(path)
        # A search by position: the board's position, the games passing through it, the first previewed there.
        player.setText("")
        browser.search_current_position()
        browser.show_stats("Abel")
        _settle(app)
        path = out / "position-search.png"
        browser.grab().save(str(path))
        written.append(path)
        browser.hide()
        archive.close()
    return written


def main(argv: list[str] | None = None) -> int:
    import argparse
    import os
    import sys

    parser = argparse.ArgumentParser(prog="scripts/game_screenshots.py", description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="docs/screenshots", help="where to write the PNG files")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    del app
    for path in write_screenshots(args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
