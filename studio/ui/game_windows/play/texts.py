"""What the play window says of the partie.

Who is to do what, the score, what each throw scored, the trous won, the écoles; and the small words it shares with the
replay (a player's label, ``3 trous``)."""

from __future__ import annotations

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QWidget

from notation.board import Colour
from notation.dice import Throw
from notation.game import PrimauteThrow
from notation.notations import Notation, Orientation
from notation.record.writer import format_moves
from notation.rules.moves import Play
from studio.games.play_model import DiceRefusal, PlayModel, TrousWon, Undone
from studio.games.session import GameSession, Seat, Step
from studio.games.throws import scoring_since
from studio.ui import dialogs
from studio.ui.board_view import BoardView
from studio.ui.game_windows.turns import colon, events_text
from studio.ui.i18n import current_language
from studio.ui.i18n import tr as _tr

__all__ = [
    "completion_menu",
    "count_of",
    "dice_refusal_text",
    "ecoles_text",
    "primaute_text",
    "scored_lines",
    "seat_label",
    "status_text",
    "trous_lines",
    "undone_text",
]


def dice_refusal_text(refusal: DiceRefusal) -> str:
    """Say why a throw typed was refused."""
    return {
        # Against the computer the studio throws, unless the persons chose to throw real dice.
        DiceRefusal.STUDIO_THROWS: _tr(
            "PlayWidget", "The studio throws the dice in this partie: click Throw the dice."
        ),
        DiceRefusal.PRIMAUTE_FORM: _tr("PlayWidget", "Type the primauté as Blanc's die, Noir's die: 5-3"),
        DiceRefusal.THROW_FORM: _tr("PlayWidget", "Type the throw as two dice from 1 to 6, such as 6-5."),
    }[refusal]


def undone_text(undone: Undone) -> str:
    """Say what Ctrl+Z did, or why it did nothing."""
    put_back = _tr("PlayWidget", "Put back: play again.")
    return {
        Undone.PROPOSAL_CANCELLED: put_back,
        Undone.PUT_BACK: put_back,
        Undone.THINKING: _tr("PlayWidget", "The computer is thinking: take back once it has played."),
        Undone.UNDONE: _tr("PlayWidget", "Taken back."),
        Undone.TAKEN_BACK: _tr("PlayWidget", "Taken back, with the reply: your decision again."),
        Undone.NOT_ALLOWED: _tr("PlayWidget", "Take-backs were not allowed when this partie was started."),
        Undone.NOTHING: _tr("PlayWidget", "Nothing to take back: the last input has been answered."),
    }[undone]


def status_text(session: GameSession) -> str:
    """Say who is to do what (or how the partie ended)."""
    state = session.partie.state
    step = session.step
    seats = session.seats()
    names = {colour: seat_label(seats[colour].name, colour) for colour in Colour}
    if step is Step.OVER and session.resigned is not None:
        return _tr("PlayWidget", "<b>The partie is over</b>: {name} resigned, {winner} wins.").format(
            name=names[session.resigned], winner=names[session.resigned.opponent]
        )
    if step is Step.OVER:
        winner = state.winner
        return _tr("PlayWidget", "<b>The partie is over</b>: {who}.").format(
            who=_tr("PlayWidget", "partie nulle")
            if winner is None
            else _tr("PlayWidget", "{name} wins").format(name=names[winner])
        )
    if step is Step.PRIMAUTE:
        return _tr("PlayWidget", "<b>Primauté</b>: each throws one die; the higher plays both.")
    actor = session.actor
    assert actor is not None
    doing = {
        Step.THROW: _tr("PlayWidget", "to throw"),
        Step.DECIDE: _tr("PlayWidget", "to hold or leave"),
        Step.PLAY: _tr("PlayWidget", "to play {throw}").format(throw=state.dice.code() if state.dice else ""),
        Step.DECLARE: _tr("PlayWidget", "to mark his points"),
        Step.CLAIM: _tr("PlayWidget", "may claim an école"),
    }[step]
    text = f"<b>{names[actor]}</b> {doing}"
    if session.computer_to_act():
        text += " — " + _tr("PlayWidget", "the computer is thinking…")
    return text


def score_text(session: GameSession) -> str:
    """Say each player's trous and points (and the marqué of a partie à écrire)."""
    state = session.partie.state
    seats = session.seats()
    score = state.score
    line = "<br>".join(
        _tr("PlayWidget", "{name}: {trous}, {points}").format(
            name=seat_label(seats[c].name, c),
            trous=count_of(score.of(c).trous, "trou", bold=True),
            points=count_of(score.of(c).points, "point"),
        )
        for c in Colour
    )
    if session.setup.variant.value == "ecrire":
        line += "<br>" + _tr("PlayWidget", "Marqué {n}").format(n=state.marque)
    return line


def declare_title(session: GameSession) -> str:
    if session.step is Step.DECLARE and session.declaring_own_throw:
        return _tr("PlayWidget", "Mark your points from your throw")
    if session.step is Step.DECLARE:
        return _tr("PlayWidget", "Mark what the opponent's throw gave you")
    return _tr("PlayWidget", "Mark your points")


def claim_title(session: GameSession) -> str:
    entry = session.pending
    if session.step is not Step.CLAIM or entry is None:
        return _tr("PlayWidget", "École ?")
    claim = (
        _tr("PlayWidget", "{name} marked {points} points and leaves. École ?")
        if entry.leave
        else _tr("PlayWidget", "{name} marked {points} points. École ?")
    )
    return claim.format(name=session.seats()[entry.declarer].name, points=entry.declared)


def sheet_line(session: GameSession) -> str:
    """Return the marqué being played, under the scoresheet ("" once the partie is over)."""
    if session.step is Step.OVER:
        return ""
    state, seats = session.partie.state, session.seats()
    return _tr("PlayWidget", "Now marqué {n}: {w} {tw} – {b} {tb} trous").format(
        n=state.marque,
        w=seats[Colour.WHITE].name,
        tw=state.score.white.trous,
        b=seats[Colour.BLACK].name,
        tb=state.score.black.trous,
    )


def scored_lines(model: PlayModel, start: int, notation: Notation, orientation: Orientation) -> list[str]:
    """Say who won the primauté, and what each throw made since ``partie.events[start]`` scored, by name."""
    session = model.session
    seats = session.seats()
    lines = [primaute_text(e, seats) for e in session.partie.events[max(0, start) :] if isinstance(e, PrimauteThrow)]
    scored_throws = scoring_since(session.partie, start)
    if model.hiding_last_throw():
        scored_throws = scored_throws[:-1]
    for colour, throw, events in scored_throws:
        scored = events_text(events, colour, notation, orientation)
        who = seat_label(seats[colour].name, colour)
        if scored:
            lines.append(f"<b>{who} {throw.code()}</b>{colon()}{scored}")  # « Noir 4-2 : battre » in French
        else:
            lines.append(_tr("PlayWidget", "<b>{who} {throw}</b>: no points").format(who=who, throw=throw.code()))
    return lines


def trous_lines(won: list[TrousWon], seats: dict[Colour, Seat]) -> list[str]:
    """Say the trous won, and whether the winner held or left (the jeu's end was shown only by the score line)."""
    lines = []
    for entry in won:
        who = seat_label(seats[entry.colour].name, entry.colour)
        count = count_of(entry.trous, "trou")
        if entry.bredouille:
            count += " bredouille"  # the game's word, the same in both languages
        if entry.leave is None:
            text = _tr("PlayWidget", "<b>{who}</b> wins {trous}")
        elif entry.leave:
            text = _tr("PlayWidget", "<b>{who}</b> wins {trous} and leaves (s'en va)")
        else:
            text = _tr("PlayWidget", "<b>{who}</b> wins {trous} and holds (tient)")
        lines.append(text.format(who=who, trous=count))
    return lines


def ecoles_text(session: GameSession) -> str:
    """Say the last declaration's verdict and the écoles marked so far."""
    parts = []
    if session.ecoles:
        last = session.ecoles[-1]
        who = session.seats()[last.declarer].name
        if last.ecole.is_ecole:
            kind = (
                _tr("PlayWidget", "par moins")
                if last.ecole.kind and last.ecole.kind.value == "moins"
                else _tr("PlayWidget", "par trop")
            )
            verdict = _tr("PlayWidget", "{who} declared {d}, the laws give {t}: école {kind} of {p} points").format(
                who=who, d=last.declared, t=last.truth, kind=kind, p=last.ecole.points
            )
        else:
            verdict = _tr("PlayWidget", "{who} declared {d}: right").format(who=who, d=last.declared)
        if last.claim is not None:
            verdict += " · " + _tr("PlayWidget", "claimed {c}, {a} marked").format(
                c=last.claim.claimed, a=last.claim.accepted
            )
            if last.claim.fausse_ecole:
                verdict += " · " + _tr("PlayWidget", "fausse école of {f}").format(f=last.claim.fausse_ecole)
        parts.append(verdict)
    marked = ", ".join(f"{name} {points}" for name, points in session.ecole_totals().items())
    parts.append(_tr("PlayWidget", "Écoles marked: {totals}").format(totals=marked))
    return "<br>".join(parts)


def completion_menu(parent: QWidget, plays: list[Play], mover: Colour, board: BoardView) -> Play | None:
    """Ask, in a small menu at the pointer, which of ``plays`` completes the dame's move.

    None: closed, or no screen to show it on."""
    if dialogs.headless():
        return None

    menu = QMenu(parent)
    menu.setTitle(_tr("PlayWidget", "Complete the play"))
    notation, orientation = board.notation(), board.orientation()
    for index, play in enumerate(plays):
        action = menu.addAction(format_moves(play.moves, mover, notation, orientation) or "--")
        action.setData(index)
    chosen = menu.exec(QCursor.pos())
    if chosen is None:
        return None
    return plays[int(chosen.data())]


def count_of(count: int, word: str, *, bold: bool = False, language: str | None = None) -> str:
    """Count in the game's French words (trou, point): ``1 trou``, ``3 trous``.

    Plural as the UI's language has it: French keeps 0 and 1 singular, English only 1.

    >>> count_of(0, "trou", language="fr"), count_of(0, "trou", language="en"), count_of(12, "point", language="fr")
    ('0 trou', '0 trous', '12 points')
    """
    singular = count in (0, 1) if (language or current_language()) == "fr" else count == 1
    number = f"<b>{count}</b>" if bold else str(count)
    return f"{number} {word}{'' if singular else 's'}"


def primaute_text(event: PrimauteThrow, seats: dict[Colour, Seat]) -> str:
    """Say who won the primauté and with what throw.

    Each threw one die; the higher plays both as his first throw."""
    winner = Colour.WHITE if event.white > event.black else Colour.BLACK
    mine, theirs = (event.white, event.black) if winner is Colour.WHITE else (event.black, event.white)
    return _tr("PlayWidget", "<b>{who}</b> wins the primauté, {mine} against {theirs}: he plays {throw}").format(
        who=seat_label(seats[winner].name, winner),
        mine=mine,
        theirs=theirs,
        throw=Throw(event.white, event.black).code(),
    )


def seat_label(name: str, colour: Colour) -> str:
    """Name a player by his name, with his colour unless the name is the colour's (no « Blanc (Blanc) »)."""
    return name if name.strip().lower() == colour.french.lower() else f"{name} ({colour.french})"
