"""The documentation's pictures of the Game menu: play.png, replay.png and archive.png (``--screenshots DIR``)."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from notation.board import point_of_step
from notation.game import Variant
from studio.games_session import GameSession, GameSetup, Seat, SeatKind, Step

__all__ = ["write_screenshots"]


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def write_screenshots(folder: str | Path) -> list[Path]:
    from studio.ui.games.archive_browser import ArchiveBrowser, StoreBackend
    from studio.ui.games.window import GameWindow

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    written = []

    # A partie à écrire in its second marqué: Abel (a person) to play, the dame picked, its destinations lit.
    seats = (Seat("Abel"), Seat("Ordinateur", SeatKind.COMPUTER))
    session = GameSession(GameSetup(variant=Variant.ECRIRE, seats=seats, marques=4), rng=random.Random(21))
    while True:
        state = session.partie.state
        ready = state.marques and session.step is Step.PLAY and session.seat_of(state.mover).name == "Abel"
        if ready and sum(state.position.counts(state.mover)[:1]) < 12 and len(session.legal_plays()) > 3:
            break
        session.computer_act()
    window = GameWindow(session, delay_ms=10_000)
    window.resize(1400, 860)
    window.show()
    _settle(app)
    play = window.play
    assert play is not None
    mover = session.partie.state.mover
    origin = session.legal_plays()[0].moves[0][0]
    play._on_point(point_of_step(mover, origin).name)
    _settle(app)
    path = out / "play.png"
    window.grab().save(str(path))
    written.append(path)
    play.stop()
    window.hide()

    # A partie ordinaire replayed: a comment, a variation, the position after a scoring throw.
    record = GameSession(
        GameSetup(seats=(Seat("Abel", SeatKind.COMPUTER), Seat("Blaise", SeatKind.COMPUTER))), rng=random.Random(5)
    )
    while record.step is not Step.OVER:
        record.computer_act()
    replay_window = GameWindow(record_text=record.text())
    replay_window.resize(1400, 860)
    replay_window.show()
    replay = replay_window.replay
    assert replay is not None
    replay.goto_throw(2)
    replay.set_comment(replay.current().path, "Noir prend son coin de repos dès le deuxième coup.")
    turn = record.record().turns()[5]
    replay.goto_throw(6)
    session6 = GameSession(record.setup)
    for item in record.inputs:
        if session6.turn_number() >= 6 and session6.step is Step.PLAY:
            break
        session6.apply(item.code, human=item.human)
    other = [p for p in session6.legal_plays() if p.moves != turn.moves]
    if other:
        from notation.record.writer import format_moves

        replay.add_variation(
            f"{turn.throw.code()} {format_moves(other[-1].moves, turn.colour, replay.record().notation)}"
        )
    replay.goto_throw(5)
    replay.next_scoring()
    _settle(app)
    path = out / "replay.png"
    replay_window.grab().save(str(path))
    written.append(path)
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
        settings = QSettings(str(Path(temporary) / "settings.ini"), QSettings.Format.IniFormat)
        browser = ArchiveBrowser(StoreBackend(archive), settings=settings)
        browser.setWindowTitle("Trictrac Studio — Archive")
        browser.resize(1100, 760)
        browser.fields["player"].setText("Abel")
        browser.save_filter("Les parties d'Abel")
        browser.search()
        browser.show_stats("Abel")
        browser.table.selectRow(1)
        browser.show()
        _settle(app)
        path = out / "archive.png"
        browser.grab().save(str(path))
        written.append(path)
        browser.hide()
        archive.close()
    return written
