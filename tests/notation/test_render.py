"""The shared board geometry, the text diagram and the SVG figure (notation.render)."""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import BLACK, WHITE, Colour, Point, Position, point_of_step
from notation.dice import ALL_THROWS, Throw
from notation.notations import Notation, Orientation, Side, column_of, point_at, point_name, row_of
from notation.render.geometry import (
    LAYOUT,
    XY,
    BandeKind,
    BoardGeometry,
    HoleKind,
    Rect,
    Shade,
    board_geometry,
)
from notation.render.svg import svg_board
from notation.render.text import CELL, DEPTH, GLYPHS, text_diagram
from notation.scoreboard import PlayerScore, ScoreState

ORIENTATIONS = [Orientation(top, talons) for top in (BLACK, WHITE) for talons in (Side.LEFT, Side.RIGHT)]
ALL_POINTS = [Point(side, number) for side in (WHITE, BLACK) for number in range(1, 13)]
CLOSE = 1e-9


# -- strategies -----------------------------------------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """Any placement of up to fifteen dames a side, one colour per flèche (legal or not: an editor draws both)."""
    white, black = [0] * 24, [0] * 24
    left = {WHITE: 15, BLACK: 15}
    for step in range(1, 25):  # White's steps; Black's step for the same flèche is 25 - step
        owner = draw(st.sampled_from([None, WHITE, BLACK]))
        if owner is None or not left[owner]:
            continue
        count = draw(st.integers(1, left[owner]))
        left[owner] -= count
        if owner is WHITE:
            white[step - 1] = count
        else:
            black[24 - step] = count
    to_move = draw(st.sampled_from([WHITE, BLACK]))
    return Position.unchecked(tuple(white), tuple(black), to_move)


orientations = st.sampled_from(ORIENTATIONS)


# -- helpers --------------------------------------------------------------------------------------------------------


def close(a: XY, b: XY) -> bool:
    return math.isclose(a.x, b.x, abs_tol=1e-6) and math.isclose(a.y, b.y, abs_tol=1e-6)


def mirror_x(p: XY, geometry: BoardGeometry) -> XY:
    return XY(geometry.width - p.x, p.y)


def mirror_y(p: XY, geometry: BoardGeometry) -> XY:
    return XY(p.x, geometry.height - p.y)


def half_rect(geometry: BoardGeometry, row: str) -> Rect:
    """The half of the playing area (both fields) on the side of ``row``."""
    left, right = geometry.fields
    top = left.top if row == "top" else left.top + left.h / 2
    return Rect(left.left, top, right.right - left.left, left.h / 2)


def column_span(geometry: BoardGeometry, point: Point) -> tuple[float, float]:
    fleche = geometry.fleche(point)
    return fleche.base_left.x, fleche.base_right.x


# -- the flèches ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_twenty_four_distinct_fleches_inside_the_fields(orientation: Orientation) -> None:
    geometry = board_geometry(Position.start(), orientation)
    assert len(geometry.fleches) == 24
    assert {f.point for f in geometry.fleches} == set(ALL_POINTS)
    triangles = {tuple((p.x, p.y) for p in f.triangle.points) for f in geometry.fleches}
    assert len(triangles) == 24
    for fleche in geometry.fleches:
        assert any(field.contains_rect(fleche.bounds) for field in geometry.fields), fleche.point
        assert geometry.frame.contains_rect(fleche.bounds)


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_rows_do_not_overlap_and_fleches_touch_only_at_their_bases(orientation: Orientation) -> None:
    geometry = board_geometry(Position.start(), orientation)
    top = [f for f in geometry.fleches if f.row == "top"]
    bottom = [f for f in geometry.fleches if f.row == "bottom"]
    assert len(top) == len(bottom) == 12
    assert max(f.bounds.bottom for f in top) < min(f.bounds.top for f in bottom)
    for row in (top, bottom):
        for a in row:
            for b in row:
                if a is not b:
                    assert not a.bounds.overlaps(b.bounds), (a.point, b.point)
    # The middle bande separates columns 5 and 6; the tables are the two fields.
    middle = next(b for b in geometry.bandes if b.kind is BandeKind.MIDDLE).rect
    for fleche in geometry.fleches:
        assert not fleche.bounds.overlaps(middle)
        assert (fleche.bounds.right <= middle.left + CLOSE) == (fleche.column < 6)


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_fleches_sit_by_row_and_column_of_the_notation(orientation: Orientation) -> None:
    # docs/rules.md §board: B1 faces N1 at the bande de départ, B12 faces N12; rows hold one side each.
    geometry = board_geometry(Position.start(), orientation)
    for fleche in geometry.fleches:
        assert fleche.column == column_of(fleche.point, orientation)
        assert fleche.row == row_of(fleche.point, orientation)
        assert point_at(fleche.row, fleche.column, orientation) == fleche.point
    for number in range(1, 13):
        b, n = geometry.fleche(Point(WHITE, number)), geometry.fleche(Point(BLACK, number))
        assert math.isclose(b.tip.x, n.tip.x) and b.row != n.row
    # Both talons stand against the bande de départ.
    depart = next(b for b in geometry.bandes if b.kind is BandeKind.DEPART).rect
    for talon in ("B1", "N1"):
        fleche = geometry.fleche(talon)
        gap = min(abs(fleche.base_left.x - depart.right), abs(fleche.base_right.x - depart.left))
        assert gap < CLOSE


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_shades_alternate_along_rows_and_across(orientation: Orientation) -> None:
    # Lois et règles, art. III: "6 flèches, ou lames de couleur alternes".
    geometry = board_geometry(Position.start(), orientation)
    grid = {(f.row, f.column): f.shade for f in geometry.fleches}
    for row in ("top", "bottom"):
        for column in range(11):
            assert grid[(row, column)] != grid[(row, column + 1)]
    for column in range(12):
        assert grid[("top", column)] != grid[("bottom", column)]
    assert {grid[key] for key in grid} == {Shade.LIGHT, Shade.DARK}


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_a_click_in_a_fleche_finds_it(orientation: Orientation) -> None:
    geometry = board_geometry(Position.start(), orientation)
    for fleche in geometry.fleches:
        assert geometry.point_at(*fleche.triangle.centroid) == fleche.point
        assert geometry.point_at(*fleche.hit.centre) == fleche.point
    assert geometry.point_at(*geometry.frame.centre) is None  # the middle bande
    assert geometry.point_at(-1, -1) is None


# -- the dames ------------------------------------------------------------------------------------------------------


@pytest.mark.slow
@given(positions(), orientations)
def test_every_dame_disc_stands_inside_its_fleche(position: Position, orientation: Orientation) -> None:
    geometry = board_geometry(position, orientation)
    shown = {stack.point: stack for stack in geometry.stacks}
    for point, colour, count in position.occupied():
        stack = shown.pop(point)
        assert (stack.colour, stack.count) == (colour, count)
        assert len(stack.discs) == min(count, 5)
        box = geometry.fleche(point).bounds
        for disc in stack.discs:
            assert disc.colour is colour
            assert box.contains_rect(disc.bounds), (point, disc)
        for a, b in zip(stack.discs, stack.discs[1:], strict=False):
            distance = math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y)
            assert distance >= a.radius + b.radius - CLOSE  # stacked legibly: no disc hides another
    assert not shown


@pytest.mark.slow
@given(positions(), orientations)
def test_stacks_grow_from_the_bande_towards_the_middle(position: Position, orientation: Orientation) -> None:
    geometry = board_geometry(position, orientation)
    middle = geometry.height / 2
    for stack in geometry.stacks:
        base = geometry.fleche(stack.point).base_left.y
        distances = [abs(disc.centre.y - base) for disc in stack.discs]
        assert distances == sorted(distances)
        assert all(abs(disc.centre.y - middle) < abs(base - middle) for disc in stack.discs)


@pytest.mark.parametrize("count", [1, 2, 5, 6, 9, 15])
@pytest.mark.parametrize("point", ["B1", "B7", "N12", "N4"])
def test_count_label_past_five(count: int, point: str) -> None:
    # Derivation (the brief): past five dames the figure shows five discs and the count on the fifth.
    mapping: dict[str | Point, int] = {point: count}
    position = Position.from_points(mapping if point[0] == "B" else {}, mapping if point[0] == "N" else {}, check=False)
    geometry = board_geometry(position)
    stack = geometry.stack(point)
    assert stack is not None and stack.count == count
    if count > 5:
        assert stack.count_label is not None
        assert stack.count_label.text == str(count)
        assert close(stack.count_label.anchor, stack.discs[4].centre)
        assert stack.count_label in geometry.labels
    else:
        assert stack.count_label is None


@pytest.mark.slow
@given(positions())
def test_both_colours_are_drawn_in_their_own_colour(position: Position) -> None:
    geometry = board_geometry(position)
    for colour in (WHITE, BLACK):
        drawn = sum(stack.count for stack in geometry.stacks if stack.colour is colour)
        assert drawn == position.on_board(colour)
        assert geometry.tray(colour).count == position.off(colour)
        assert len(geometry.tray(colour).slabs) == position.off(colour)


def test_the_off_tray_stands_past_the_opponents_talon() -> None:
    # docs/rules.md §board: White plays ... N12 → N1, then off (the bande de sortie, N0); Black goes off past B1 (B0).
    position = Position.from_points({"N1": 2}, {"B2": 3})
    for orientation in ORIENTATIONS:
        geometry = board_geometry(position, orientation)
        depart = next(b for b in geometry.bandes if b.kind is BandeKind.DEPART).rect
        for colour, exit_point in ((WHITE, Point(BLACK, 1)), (BLACK, Point(WHITE, 1))):
            tray = geometry.tray(colour)
            assert tray.count == 15 - position.on_board(colour)
            assert half_rect(geometry, row_of(exit_point, orientation)).top <= tray.rect.centre.y
            assert tray.rect.centre.y <= half_rect(geometry, row_of(exit_point, orientation)).bottom
            assert (tray.rect.right <= depart.left) or (tray.rect.left >= depart.right)
            assert abs(tray.rect.centre.x - depart.centre.x) < 1.5


# -- jetons, fichets, pavillon -------------------------------------------------------------------------------------


# Dictionnaire raisonné, JETON: "Pour 2 points, on place le jeton de son côté, à la pointe de sa deuxième flèche ...;
# pour 4 points, à la pointe de sa quatrième flèche ...; pour 6 points, à la pointe de sa sixième flèche ou contre la
# bande transversale ; pour 8 points, de l'autre côté de cette bande, dans son grand jan ; et pour 10 points, contre la
# bande latérale de son grand jan ou à la pointe de la flèche de son coin de repos."
JETON_CASES = [
    (2, 2, None),
    (4, 4, None),
    (6, 6, BandeKind.MIDDLE),
    (8, 7, BandeKind.MIDDLE),
    (10, 12, BandeKind.LATERAL),
]


@pytest.mark.parametrize(("points", "number", "against"), JETON_CASES)
@pytest.mark.parametrize("colour", [WHITE, BLACK])
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_jeton_marks_points_on_the_markers_side(
    points: int, number: int, against: BandeKind | None, colour: Colour, orientation: Orientation
) -> None:
    score = ScoreState(**{colour.value: PlayerScore(points=points)})  # type: ignore[arg-type]
    geometry = board_geometry(Position.start(), orientation, score=score)
    mine = [j for j in geometry.jetons if j.owner is colour]
    assert len(mine) == 1
    jeton = mine[0]
    left, right = column_span(geometry, Point(colour, number))
    assert left - CLOSE <= jeton.centre.x - jeton.radius and jeton.centre.x + jeton.radius <= right + CLOSE
    # On his own side: between the tips of his row and the middle of the board.
    fleche = geometry.fleche(Point(colour, number))
    middle = geometry.height / 2
    assert min(fleche.tip.y, middle) <= jeton.centre.y <= max(fleche.tip.y, middle)
    if against is not None:
        bande = next(b for b in geometry.bandes if b.kind is against).rect
        gap = min(abs(jeton.centre.x - jeton.radius - bande.right), abs(bande.left - jeton.centre.x - jeton.radius))
        assert gap < 0.06
    # The two other jetons rest at zero against the bande de départ, between the talons.
    resting = [j for j in geometry.jetons if j.owner is None]
    assert len(resting) == 2


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_jetons_at_zero_rest_against_the_bande_de_depart_between_the_talons(orientation: Orientation) -> None:
    # Dictionnaire raisonné, JETON: "12 ou 0 points se marquent contre la bande de départ, entre les deux talons".
    geometry = board_geometry(Position.start(), orientation)
    assert len(geometry.jetons) == 3
    depart = next(b for b in geometry.bandes if b.kind is BandeKind.DEPART).rect
    b1, n1 = geometry.fleche("B1"), geometry.fleche("N1")
    for jeton in geometry.jetons:
        assert jeton.owner is None
        assert min(b1.tip.y, n1.tip.y) < jeton.centre.y < max(b1.tip.y, n1.tip.y)
        gap = min(abs(jeton.centre.x - jeton.radius - depart.right), abs(depart.left - jeton.centre.x - jeton.radius))
        assert gap < 0.1


@pytest.mark.parametrize(
    ("white", "black", "white_jetons", "black_jetons"),
    [
        # docs/rules.md §marking / Dictionnaire raisonné, JETON: "Le premier marque avec un seul jeton ... si ce dernier
        # marque, il le fait avec un double jeton appelé communément 'bredouille'".
        (PlayerScore(4, 0, True), PlayerScore(0, 0, False), 1, 0),
        (PlayerScore(4, 0, False), PlayerScore(2, 0, True), 1, 2),
        (PlayerScore(6, 0, False), PlayerScore(10, 0, True), 1, 2),
        # After the first marks again, the second is débredouillé: one jeton each.
        (PlayerScore(8, 0, False), PlayerScore(2, 0, False), 1, 1),
    ],
)
def test_bredouille_is_two_jetons_together(
    white: PlayerScore, black: PlayerScore, white_jetons: int, black_jetons: int
) -> None:
    geometry = board_geometry(Position.start(), score=ScoreState(white, black))
    assert len(geometry.jetons) == 3
    for colour, expected in ((WHITE, white_jetons), (BLACK, black_jetons)):
        mine = [j for j in geometry.jetons if j.owner is colour]
        assert len(mine) == expected
        if expected == 2:
            a, b = mine
            distance = math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y)
            assert a.radius + b.radius - CLOSE <= distance <= a.radius + b.radius + 0.05  # touching, side by side
    assert len([j for j in geometry.jetons if j.owner is None]) == 3 - white_jetons - black_jetons


@pytest.mark.parametrize("trous", [0, 1, 5, 12, 13, 20])
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_fichet_runs_along_the_markers_holes(trous: int, orientation: Orientation) -> None:
    # Encyclopédie: "Le premier trou se marque au pied du talon, le douzième au pied du coin de repos"; at the start
    # "chaque joueur place son fichet dans le trou de la bande latérale, côté talons, le plus proche de lui".
    # Past 12 (partie à écrire, docs/rules.md §partie-a-ecrire) the fichet goes round again: 13 trous stand in hole 1.
    score = ScoreState(white=PlayerScore(trous=trous), black=PlayerScore(trous=0))
    geometry = board_geometry(Position.start(), orientation, score=score)
    white, black = geometry.fichets
    assert (white.colour, white.trous, black.colour) == (WHITE, trous, BLACK)
    start_black = next(h for h in geometry.holes if h.kind is HoleKind.DEPART and h.owner is BLACK)
    assert close(black.centre, start_black.centre)
    if trous == 0:
        hole = next(h for h in geometry.holes if h.kind is HoleKind.DEPART and h.owner is WHITE)
    else:
        number = (trous - 1) % 12 + 1
        hole = next(h for h in geometry.holes if h.kind is HoleKind.TROU and h.owner is WHITE and h.number == number)
        fleche = geometry.fleche(Point(WHITE, number))
        assert math.isclose(hole.centre.x, fleche.base_centre.x)
    assert close(white.centre, hole.centre)
    # The hole is on his own side of the board.
    white_side = row_of(Point(WHITE, 1), orientation)
    assert (white.centre.y < geometry.height / 2) == (white_side == "top")


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_thirty_holes(orientation: Orientation) -> None:
    # Lois et règles, art. III: "24 cases triangulaires et 30 trous pratiqués dans les rebords et les bandes".
    geometry = board_geometry(Position.start(), orientation)
    kinds = [h.kind for h in geometry.holes]
    assert (kinds.count(HoleKind.TROU), kinds.count(HoleKind.DEPART), kinds.count(HoleKind.LATERAL)) == (24, 3, 3)
    depart = next(b for b in geometry.bandes if b.kind is BandeKind.DEPART).rect
    for hole in geometry.holes:
        if hole.kind is HoleKind.DEPART:
            assert depart.contains(*hole.centre)
        else:
            assert not depart.contains(*hole.centre)


@pytest.mark.parametrize("holder", [None, WHITE, BLACK])
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_pavillon(holder: Colour | None, orientation: Orientation) -> None:
    # Encyclopédie: "Le trou du milieu de cette bande reçoit le pavillon"; Dictionnaire raisonné, PAVILLON: the holder
    # places it "dans le trou où se range le fichet quand on n'a pas encore de trou".
    score = ScoreState(PlayerScore(trous=2), PlayerScore(trous=1), pavillon=holder)
    geometry = board_geometry(Position.start(), orientation, score=score)
    hole = next(h for h in geometry.holes if h.kind is HoleKind.DEPART and h.owner is holder)
    assert geometry.pavillon.owner is holder
    assert close(geometry.pavillon.base, hole.centre)
    middle = sorted(h.centre.y for h in geometry.holes if h.kind is HoleKind.DEPART)[1]
    assert (hole.centre.y == middle) == (holder is None)


# -- dice -----------------------------------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("throw", ALL_THROWS, ids=str)
@pytest.mark.parametrize("orientation", ORIENTATIONS[:2])
def test_dice_lie_in_the_table_of_the_grands_jans(throw: Throw, orientation: Orientation) -> None:
    geometry = board_geometry(Position.start(), orientation, dice=throw)
    assert [die.value for die in geometry.dice] == [throw.high, throw.low]
    grand = geometry.fleche("B9").bounds
    field = next(f for f in geometry.fields if f.contains(grand.centre.x, grand.top + 0.01))
    for die in geometry.dice:
        assert len(die.pips) == die.value
        assert field.contains_rect(die.rect)
        assert all(die.rect.contains(*pip) for pip in die.pips)
        for fleche in geometry.fleches:
            assert not die.rect.overlaps(fleche.bounds)
        for jeton in geometry.jetons:
            assert not die.rect.contains(*jeton.centre)
    a, b = geometry.dice
    assert not a.rect.overlaps(b.rect)
    assert board_geometry(Position.start(), orientation).dice == ()


# -- orientation ----------------------------------------------------------------------------------------------------


@pytest.mark.slow
@given(positions(), st.sampled_from([WHITE, BLACK]))
def test_talons_on_the_right_mirror_the_figure(position: Position, top: Colour) -> None:
    score = ScoreState(PlayerScore(6, 3, False), PlayerScore(2, 1, True), pavillon=None)
    left = board_geometry(position, Orientation(top, Side.LEFT), score=score)
    right = board_geometry(position, Orientation(top, Side.RIGHT), score=score)
    for a in left.fleches:
        b = right.fleche(a.point)
        assert {(round(p.x, 6), round(p.y, 6)) for p in (mirror_x(q, left) for q in a.triangle.points)} == {
            (round(p.x, 6), round(p.y, 6)) for p in b.triangle.points
        }
        assert close(mirror_x(a.label.anchor, left), b.label.anchor)
        assert b.column == 11 - a.column and a.shade == b.shade
    for sa in left.stacks:
        sb = right.stack(sa.point)
        assert sb is not None
        assert all(close(mirror_x(da.centre, left), db.centre) for da, db in zip(sa.discs, sb.discs, strict=True))
    assert sorted((round(mirror_x(j.centre, left).x, 6), round(j.centre.y, 6)) for j in left.jetons) == sorted(
        (round(j.centre.x, 6), round(j.centre.y, 6)) for j in right.jetons
    )
    for fa, fb in zip(left.fichets, right.fichets, strict=True):
        assert close(mirror_x(fa.centre, left), fb.centre)
    for ta, tb in zip(left.trays, right.trays, strict=True):
        assert close(mirror_x(ta.rect.centre, left), tb.rect.centre)
        assert all(close(mirror_x(a.centre, left), b.centre) for a, b in zip(ta.slabs, tb.slabs, strict=True))


@pytest.mark.slow
@given(positions(), st.sampled_from([Side.LEFT, Side.RIGHT]))
def test_the_other_colour_at_the_top_mirrors_the_figure_vertically(position: Position, talons: Side) -> None:
    black_top = board_geometry(position, Orientation(BLACK, talons))
    white_top = board_geometry(position, Orientation(WHITE, talons))
    for a in black_top.fleches:
        b = white_top.fleche(a.point)
        assert close(mirror_y(a.tip, black_top), b.tip)
        assert close(mirror_y(a.base_left, black_top), b.base_left)
    for sa in black_top.stacks:
        sb = white_top.stack(sa.point)
        assert sb is not None
        assert all(close(mirror_y(da.centre, black_top), db.centre) for da, db in zip(sa.discs, sb.discs, strict=True))
        if sa.count_label is not None and sb.count_label is not None:
            assert close(mirror_y(sa.count_label.anchor, black_top), sb.count_label.anchor)


@pytest.mark.slow
@given(positions(), orientations)
def test_exchanging_the_colours_exchanges_the_figure(position: Position, orientation: Orientation) -> None:
    # Position.mirror() gives White's dames to Black on the same numbers of the other side; with the other colour
    # at the top, every dame stands at the same place in the other colour.
    flipped = Orientation(orientation.top.opponent, orientation.talons)
    a = board_geometry(position, orientation)
    b = board_geometry(position.mirror(), flipped)
    for sa in a.stacks:
        sb = b.stack(Point(sa.point.side.opponent, sa.point.number))
        assert sb is not None
        assert sb.colour is sa.colour.opponent and sb.count == sa.count
        assert [d.centre for d in sa.discs] == [d.centre for d in sb.discs]
    assert b.to_move.colour is a.to_move.colour.opponent
    assert close(a.to_move.centre, b.to_move.centre)


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_the_mark_of_the_player_to_move_stands_by_his_row(orientation: Orientation) -> None:
    for colour in (WHITE, BLACK):
        geometry = board_geometry(Position.start(colour), orientation)
        mark = geometry.to_move
        assert mark.colour is colour
        assert not geometry.frame.contains(*mark.centre)
        assert half_rect(geometry, row_of(Point(colour, 1), orientation)).top <= mark.centre.y
        assert mark.centre.y <= half_rect(geometry, row_of(Point(colour, 1), orientation)).bottom


def test_geometry_is_a_value() -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15})
    assert board_geometry(position) == board_geometry(position)
    assert hash(board_geometry(position).fleche("B6")) == hash(board_geometry(position).fleche("B6"))


def test_arrow_runs_from_the_top_dame_to_the_landing_place() -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15})
    geometry = board_geometry(position)
    arrow = geometry.arrow("B6", "B7")
    source = geometry.stack("B6")
    assert source is not None and close(arrow.start, source.top_disc.centre)
    tip = arrow.head.points[0]
    target = geometry.stack("B7")
    assert target is not None
    # The next dame on B7 would stand one disc further from the bande than the one there.
    assert math.isclose(abs(tip.y - target.discs[0].centre.y), 2 * target.discs[0].radius)
    assert geometry.fleche("B7").bounds.contains(*tip)
    off = geometry.arrow("N1", "N0", BLACK)
    assert geometry.tray(BLACK).rect.contains(*off.head.points[0])


# -- labels ---------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_labels_name_the_fleches_in_the_notation(notation: Notation, orientation: Orientation) -> None:
    geometry = board_geometry(Position.start(), orientation, notation=notation)
    texts = [f.label.text for f in geometry.fleches]
    assert len(set(texts)) == 24
    for fleche in geometry.fleches:
        assert fleche.label.text == point_name(fleche.point, notation, orientation)
        # Above the frame for the top row, below it for the bottom row, over the flèche's column.
        if fleche.row == "top":
            assert fleche.label.anchor.y < geometry.frame.top
        else:
            assert fleche.label.anchor.y > geometry.frame.bottom
        assert math.isclose(fleche.label.anchor.x, fleche.base_centre.x)
        assert 0 < fleche.label.anchor.x < geometry.width and 0 < fleche.label.anchor.y < geometry.height


# -- the text diagram ---------------------------------------------------------------------------------------------


def parse_diagram(text: str) -> tuple[list[str], list[str], dict[tuple[str, int], int], dict[tuple[str, int], str]]:
    """Read a text diagram back: the label rows, and per (row, column) the count and the glyph shown."""
    lines = text.splitlines()
    frame_top = next(i for i, line in enumerate(lines) if "┌" in line)
    frame_bottom = next(i for i, line in enumerate(lines) if "└" in line)
    origin = lines[frame_top].index("┌") + 2

    def cells(line: str) -> list[str]:
        starts = [origin + CELL * c for c in range(6)] + [origin + CELL * c + 6 for c in range(6, 12)]
        return [line[s : s + CELL].strip() if len(line) > s else "" for s in starts]

    def label_cells(line: str) -> list[str]:
        return cells(line.ljust(origin + 6 * CELL * 2 + 10))

    top_labels = label_cells(lines[frame_top - 1])
    bottom_labels = label_cells(lines[frame_bottom + 1])
    body = lines[frame_top + 1 : frame_bottom]
    assert len(body) == 11
    rows = {"top": body[:5], "bottom": list(reversed(body[6:]))}
    counts: dict[tuple[str, int], int] = {}
    glyphs: dict[tuple[str, int], str] = {}
    for row, row_lines in rows.items():
        for column in range(12):
            column_cells = [cells(line)[column] for line in row_lines]
            shown = [c for c in column_cells if c and c != "·"]
            numbers = [c for c in shown if c.isdigit()]
            signs = [c for c in shown if not c.isdigit()]
            counts[(row, column)] = int(numbers[0]) if numbers else len(signs)
            if signs:
                assert len(set(signs)) == 1
                glyphs[(row, column)] = signs[0]
    return top_labels, bottom_labels, counts, glyphs


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_text_diagram_labels(notation: Notation, orientation: Orientation) -> None:
    text = text_diagram(Position.start(), notation, orientation)
    top, bottom, _, _ = parse_diagram(text)
    assert top == [point_name(point_at("top", c, orientation), notation, orientation) for c in range(12)]
    assert bottom == [point_name(point_at("bottom", c, orientation), notation, orientation) for c in range(12)]


@pytest.mark.parametrize(
    ("notation", "orientation", "top_left", "bottom_right"),
    [
        # docs/rules.md §notations: with Noir at the top, A=N1 … M=N12, N=B12 … &=B1 (Soumille); a=B1 … l=B12, m=N12 …
        # y=N1.
        (Notation.SOUMILLE, Orientation(BLACK, Side.LEFT), "A", "N"),
        (Notation.SOUMILLE, Orientation(BLACK, Side.RIGHT), "M", "&"),
        (Notation.LEPEINTRE, Orientation(BLACK, Side.LEFT), "y", "l"),
        (Notation.BN, Orientation(WHITE, Side.LEFT), "B1", "N12"),
        (Notation.LEVY, Orientation(BLACK, Side.LEFT), "B1", "W12"),
    ],
)
def test_text_diagram_corners(notation: Notation, orientation: Orientation, top_left: str, bottom_right: str) -> None:
    top, bottom, _, _ = parse_diagram(text_diagram(Position.start(), notation, orientation))
    assert (top[0], bottom[-1]) == (top_left, bottom_right)


@given(positions(), orientations, st.sampled_from(list(Notation)))
def test_text_diagram_shows_the_positions_counts(
    position: Position, orientation: Orientation, notation: Notation
) -> None:
    text = text_diagram(position, notation, orientation)
    _, _, counts, glyphs = parse_diagram(text)
    for point in ALL_POINTS:
        key = (row_of(point, orientation), column_of(point, orientation))
        colour, count = position.dames_at(point)
        assert counts[key] == count, (point, text)
        if colour is not None:
            assert glyphs[key] == GLYPHS[colour]
    footer = text.splitlines()[-1]
    assert f"{position.to_move.french} ({GLYPHS[position.to_move]}) to move" in footer
    for colour in (WHITE, BLACK):
        if position.off(colour):
            assert f"{colour.french} {position.off(colour)}" in footer


@given(positions(), orientations, st.sampled_from(list(Notation)))
def test_text_diagram_places_what_the_drawn_figure_places(
    position: Position, orientation: Orientation, notation: Notation
) -> None:
    # The text diagram reads the columns, rows and names without building the figure: both must agree.
    top, bottom, counts, _ = parse_diagram(text_diagram(position, notation, orientation))
    geometry = board_geometry(position, orientation, notation=notation)
    labels = {"top": top, "bottom": bottom}
    for fleche in geometry.fleches:
        assert labels[fleche.row][fleche.column] == fleche.label.text
        stack = geometry.stack(fleche.point)
        assert counts[(fleche.row, fleche.column)] == (0 if stack is None else stack.count)
    assert LAYOUT.max_discs == DEPTH


def test_text_diagram_shows_the_dice_and_ends_with_a_newline() -> None:
    text = text_diagram(Position.start(), dice=Throw(6, 5))
    assert "[6]" in text and "[5]" in text and "dice 6-5" in text
    assert text.endswith("\n") and not text.endswith("\n\n")


def test_text_diagram_glyphs_can_be_letters() -> None:
    text = text_diagram(Position.start(), glyphs={WHITE: "o", BLACK: "x"})
    assert "○" not in text and "●" not in text
    assert text.count("o ") >= 4 and "Blanc (o) to move" in text


# -- SVG ------------------------------------------------------------------------------------------------------------


SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("orientation", ORIENTATIONS)
def test_svg_is_a_standalone_document_drawn_from_the_geometry(orientation: Orientation) -> None:
    position = Position.from_points({"B1": 9, "B3": 2, "B4": 2, "B6": 2}, {"N1": 12, "N5": 1, "N12": 2})
    text = svg_board(position, orientation, Notation.SOUMILLE, size=600, dice=Throw(6, 1))
    root = ET.fromstring(text)
    assert root.tag == f"{SVG}svg"
    geometry = board_geometry(position, orientation, dice=Throw(6, 1))
    assert float(root.get("width", "0")) == 600
    assert math.isclose(float(root.get("height", "0")), 600 / geometry.aspect, abs_tol=0.1)
    fleches = [p for p in root.iter(f"{SVG}polygon") if "fleche" in p.get("class", "")]
    assert sorted(p.get("data-point", "") for p in fleches) == sorted(p.name for p in ALL_POINTS)
    texts = [t.text for t in root.iter(f"{SVG}text")]
    for point in ALL_POINTS:
        assert point_name(point, Notation.SOUMILLE, orientation) in texts
    assert "9" in texts and "12" in texts  # count labels past five
    dice = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "die"]
    assert len(dice) == 2
    jetons = [c for c in root.iter(f"{SVG}circle") if c.get("class") == "jeton"]
    assert len(jetons) == 3


def test_svg_differs_with_the_figure() -> None:
    position = Position.from_points({"B1": 13, "B6": 1, "B7": 1}, {"N1": 15})
    figures = {svg_board(position, orientation) for orientation in ORIENTATIONS}
    assert len(figures) == 4


def test_steps_and_columns_agree() -> None:
    # A dame's path runs along the bottom row to the coin, then back along the top row (talons both at one end).
    orientation = Orientation(BLACK, Side.LEFT)
    geometry = board_geometry(Position.start(), orientation)
    xs = [geometry.fleche(point_of_step(WHITE, step)).tip.x for step in range(1, 25)]
    assert xs[:12] == sorted(xs[:12]) and xs[12:] == sorted(xs[12:], reverse=True)
