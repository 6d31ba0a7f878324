"""The five notations of the flèches, both ways, for every figure (docs/rules.md §notations; Encyclopédie, Dictionnaire
raisonné, Levy)."""

from typing import cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from notation.board import (
    BLACK,
    WHITE,
    BadPointError,
    Colour,
    Jan,
    NamedFleche,
    Point,
    Table,
    point_of_step,
    step_of,
    table_of,
)
from notation.notations import (
    LEPEINTRE_LETTERS,
    SOUMILLE_LETTERS,
    Notation,
    Orientation,
    Row,
    Side,
    column_of,
    names,
    parse_point,
    point_at,
    point_name,
    row_of,
)
from tests.support.strategies import notations, orientations, points, points_and_sorties

NOIR_TOP = Orientation(top=BLACK)
BLANC_TOP = Orientation(top=WHITE)
ALL_ORIENTATIONS = [Orientation(top, talons) for top in (WHITE, BLACK) for talons in Side]


def P(name: str) -> Point:
    return Point.from_name(name)


# -- the seeds' own statements -------------------------------------------------


def test_seed_003_sixth_points_of_blancs_petit_jan_and_jan_de_retour() -> None:
    # Dictionnaire raisonné, NOTATION: « la sixième case du petit jan de Blanc est la case B6 et la sixième de son
    # jan de retour est la case N6 (jan de retour de Blanc : cases N6 à N1, dernière case du parcours) ».
    petit = [point_name(point_of_step(WHITE, step)) for step in Jan.PETIT.steps]
    retour = [point_name(point_of_step(WHITE, step)) for step in Jan.RETOUR.steps]
    assert petit[5] == "B6"
    assert retour == ["N6", "N5", "N4", "N3", "N2", "N1"]  # "cases N6 à N1", N1 the last of the path
    assert parse_point("N6") in [point_of_step(WHITE, step) for step in Jan.RETOUR.steps]
    # « côté blanc, le talon est la case B1 et le coin la case B12 ; côté noir, le talon est N1, le coin N12 ».
    assert [parse_point(name) for name in ("B1", "B12", "N1", "N12")] == [
        Point(WHITE, NamedFleche.TALON.value),
        Point(WHITE, NamedFleche.COIN_DE_REPOS.value),
        Point(BLACK, NamedFleche.TALON.value),
        Point(BLACK, NamedFleche.COIN_DE_REPOS.value),
    ]


def test_soumille_alphabet_is_seed_002_note_25() -> None:
    # Encyclopédie note 25: « A, B, C, D, E, F, G, H, I, K, L M, N, O, P, Q, R, S, T, V, X, Y, Z et & ».
    listed = "A, B, C, D, E, F, G, H, I, K, L M, N, O, P, Q, R, S, T, V, X, Y, Z et &"
    letters = [letter for letter in listed.replace(",", " ").split() if letter != "et"]
    assert "".join(letters) == SOUMILLE_LETTERS
    assert set(names(Notation.SOUMILLE).values()) == set(letters)


def test_lepeintre_alphabet_is_seed_002_note_26() -> None:
    # Encyclopédie note 26: « a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, x et y ».
    listed = "a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, x et y"
    letters = [letter for letter in listed.replace(",", " ").split() if letter != "et"]
    assert "".join(letters) == LEPEINTRE_LETTERS
    assert set(names(Notation.LEPEINTRE).values()) == set(letters)


@pytest.mark.parametrize("orientation", ALL_ORIENTATIONS)
def test_talons_letters_follow_the_figure(orientation: Orientation) -> None:
    # Encyclopédie note 25: « "A" est attribué au talon en haut de la figure et "&" à celui du bas ».
    # Note 26: « "a" identifie le talon du bas de la figure et "y" celui du haut ».
    top_talon, bottom_talon = Point(orientation.top, 1), Point(orientation.top.opponent, 1)
    assert row_of(top_talon, orientation) == "top"
    assert point_name(top_talon, Notation.SOUMILLE, orientation) == "A"
    assert point_name(bottom_talon, Notation.SOUMILLE, orientation) == "&"
    assert point_name(bottom_talon, Notation.LEPEINTRE, orientation) == "a"
    assert point_name(top_talon, Notation.LEPEINTRE, orientation) == "y"


@pytest.mark.parametrize(
    ("notation", "orientation", "letter", "name"),
    [
        # docs/rules.md §notations (the path rule, derived from notes 25–26): with Noir at the top,
        # A=N1 … M=N12, N=B12 … &=B1.
        (Notation.SOUMILLE, NOIR_TOP, "A", "N1"),
        (Notation.SOUMILLE, NOIR_TOP, "F", "N6"),
        (Notation.SOUMILLE, NOIR_TOP, "M", "N12"),
        (Notation.SOUMILLE, NOIR_TOP, "N", "B12"),
        (Notation.SOUMILLE, NOIR_TOP, "&", "B1"),
        # With Blanc at the top the same letters name the other sides.
        (Notation.SOUMILLE, BLANC_TOP, "A", "B1"),
        (Notation.SOUMILLE, BLANC_TOP, "M", "B12"),
        (Notation.SOUMILLE, BLANC_TOP, "N", "N12"),
        (Notation.SOUMILLE, BLANC_TOP, "&", "N1"),
        # docs/rules.md §notations: with Blanc at the bottom, a=B1 … l=B12, m=N12 … y=N1.
        (Notation.LEPEINTRE, NOIR_TOP, "a", "B1"),
        (Notation.LEPEINTRE, NOIR_TOP, "j", "B10"),
        (Notation.LEPEINTRE, NOIR_TOP, "l", "B12"),
        (Notation.LEPEINTRE, NOIR_TOP, "m", "N12"),
        (Notation.LEPEINTRE, NOIR_TOP, "u", "N4"),  # m n o p q r s t u: N12 down to N4
        (Notation.LEPEINTRE, NOIR_TOP, "y", "N1"),
        (Notation.LEPEINTRE, BLANC_TOP, "a", "N1"),
        (Notation.LEPEINTRE, BLANC_TOP, "y", "B1"),
        # Our choice for the bande de sortie: the talon's letter it lies beside, then 0.
        (Notation.SOUMILLE, NOIR_TOP, "A0", "N0"),
        (Notation.SOUMILLE, NOIR_TOP, "&0", "B0"),
        (Notation.LEPEINTRE, NOIR_TOP, "a0", "B0"),
        (Notation.LEPEINTRE, NOIR_TOP, "y0", "N0"),
        (Notation.LEPEINTRE, BLANC_TOP, "a0", "N0"),
    ],
)
def test_letter_schemes(notation: Notation, orientation: Orientation, letter: str, name: str) -> None:
    for talons in Side:
        figure = Orientation(orientation.top, talons)  # the talons' side changes no letter
        assert point_name(P(name), notation, figure) == letter
        assert parse_point(letter, notation, figure) == P(name)


@pytest.mark.parametrize(
    ("levy", "name", "source"),
    [
        ("B1", "N1", "Levy: « the talon (stock), B1 for Black and W1 for White »"),
        ("W1", "B1", "Levy: « B1 for Black and W1 for White »"),
        ("B12", "N12", "Levy: « Black moves clockwise from B1 to B12, then W12 to W1 »"),
        ("W12", "B12", "Levy: « then W12 to W1 »"),
        ("B8", "N8", "Levy: Black « makes the case de diable (B8) »"),
        ("W0", "B0", "our choice: Black bears off past W1"),
        ("B0", "N0", "our choice: White bears off past B1"),
    ],
)
def test_levy_names(levy: str, name: str, source: str) -> None:
    assert point_name(P(name), Notation.LEVY) == levy, source
    assert parse_point(levy, Notation.LEVY) == P(name), source


@pytest.mark.parametrize(
    ("colour", "start", "distance", "arrival", "source"),
    [
        # Levy: « six-six brings two checkers from B7 to W12 » (Black hits the coin de repos).
        (BLACK, "B7", 6, "W12", "Levy coin battu"),
        # Levy: « Black rolls five-two which permits him to hit the checker on W6 from the coin de repos ».
        (BLACK, "B12", 7, "W6", "Levy battre"),
        # Levy: « White's six-five allows a checker to hit from W11 to B3 ».
        (WHITE, "W11", 11, "B3", "Levy battre à faux"),
    ],
)
def test_levy_moves_follow_the_paths(colour: Colour, start: str, distance: int, arrival: str, source: str) -> None:
    step = step_of(colour, parse_point(start, Notation.LEVY)) + distance
    assert point_name(point_of_step(colour, step), Notation.LEVY) == arrival, source


def test_levy_top_half_is_blacks_side() -> None:
    # Levy: « B1 through B12 (B for Black) on the top half of the board and W1 through W12 on the bottom ».
    levy_figure = Orientation(top=BLACK)
    assert {row_of(parse_point(f"B{n}", Notation.LEVY), levy_figure) for n in range(1, 13)} == {"top"}
    assert {row_of(parse_point(f"W{n}", Notation.LEVY), levy_figure) for n in range(1, 13)} == {"bottom"}


@pytest.mark.parametrize(
    ("count", "fleche"),
    [
        # Encyclopédie, "Appellation des flèches": « case T : talon ; case 5 : coin bourgeois ;
        # case 7 : case du diable ; case 10 : case de l'écolier ; case 11 : coin de repos ».
        ("T", NamedFleche.TALON),
        ("5", NamedFleche.COIN_BOURGEOIS),
        ("7", NamedFleche.CASE_DU_DIABLE),
        ("10", NamedFleche.CASE_DE_L_ECOLIER),
        ("11", NamedFleche.COIN_DE_REPOS),
    ],
)
def test_t11_names_of_the_named_fleches(count: str, fleche: NamedFleche) -> None:
    for side in (WHITE, BLACK):
        point = Point(side, fleche.value)
        assert point_name(point, Notation.T11) == f"{count}{side.letter}"
        assert parse_point(f"{count}{side.letter}", Notation.T11) == point


def test_t11_counts_twelve_fleches_each_side_and_its_tables() -> None:
    # Encyclopédie: « Les douze flèches devant chaque joueur sont conventionnellement numérotées : T, 1, 2, 3, 4 … 11 ».
    expected = ["T", *(str(n) for n in range(1, 12))]
    for side in (WHITE, BLACK):
        counts = [point_name(Point(side, n), Notation.T11).removesuffix(side.letter) for n in range(1, 13)]
        assert counts == expected
        # « table des petits jans : c'est celle des cases de T à 5 ; table des grands jans : de 6 à 11 ».
        tables = [table_of(parse_point(f"{count}{side.letter}", Notation.T11)) for count in expected]
        assert tables == [Table.PETITS_JANS] * 6 + [Table.GRANDS_JANS] * 6


@pytest.mark.parametrize(
    ("notation", "text"),
    [
        (Notation.BN, "B13"),
        (Notation.BN, "X4"),
        (Notation.BN, "B07"),
        (Notation.BN, "W1"),
        (Notation.BN, ""),
        (Notation.LEVY, "N1"),
        (Notation.LEVY, "W13"),
        (Notation.SOUMILLE, "J"),  # 1738's alphabet has no J, U, W
        (Notation.SOUMILLE, "U"),
        (Notation.SOUMILLE, "a"),  # lowercase is Lepeintre's
        (Notation.SOUMILLE, "B0"),  # only a talon letter takes 0
        (Notation.SOUMILLE, "AB"),
        (Notation.LEPEINTRE, "w"),
        (Notation.LEPEINTRE, "z"),
        (Notation.LEPEINTRE, "A"),
        (Notation.LEPEINTRE, "b0"),
        (Notation.T11, "B5"),  # a B/N name, not T–11's
        (Notation.T11, "12B"),
        (Notation.T11, "0B"),
        (Notation.T11, "T"),  # whose talon?
        (Notation.T11, "05N"),
    ],
)
def test_bad_names_are_refused_with_what_was_expected(notation: Notation, text: str) -> None:
    with pytest.raises(BadPointError, match="expected"):
        parse_point(text, notation)


@pytest.mark.parametrize(
    ("notation", "text", "name"),
    [
        (Notation.BN, " b7 ", "B7"),
        (Notation.LEVY, "w3", "B3"),
        (Notation.T11, "t n", "N1"),
        (Notation.T11, "11 b", "B12"),
        (Notation.T11, "sn", "N0"),
    ],
)
def test_lenient_reading_of_the_numbered_notations(notation: Notation, text: str, name: str) -> None:
    assert parse_point(text, notation) == P(name)


# -- properties ----------------------------------------------------------------


@given(points_and_sorties, notations, orientations)
def test_every_name_reads_back(point: Point, notation: Notation, orientation: Orientation) -> None:
    assert parse_point(point_name(point, notation, orientation), notation, orientation) == point


@pytest.mark.parametrize("notation", list(Notation))
@pytest.mark.parametrize("orientation", ALL_ORIENTATIONS)
def test_names_are_unique_and_cover_the_24_fleches(notation: Notation, orientation: Orientation) -> None:
    table = names(notation, orientation)
    sorties = {point_name(Point(side, 0), notation, orientation) for side in (WHITE, BLACK)}
    assert len(table) == 24
    assert len(set(table.values())) == 24
    assert len(sorties) == 2
    assert not sorties & set(table.values())
    assert all(parse_point(name, notation, orientation) == point for point, name in table.items())


@pytest.mark.parametrize("notation", [Notation.BN, Notation.LEVY, Notation.T11])
def test_numbered_notations_ignore_the_figure(notation: Notation) -> None:
    assert len({tuple(names(notation, orientation).values()) for orientation in ALL_ORIENTATIONS}) == 1


@given(points, st.sampled_from([Notation.SOUMILLE, Notation.LEPEINTRE]), orientations)
def test_letters_depend_only_on_the_top_colour(point: Point, notation: Notation, orientation: Orientation) -> None:
    mirrored = Orientation(orientation.top, Side.RIGHT if orientation.talons is Side.LEFT else Side.LEFT)
    flipped = Orientation(orientation.top.opponent, orientation.talons)
    assert point_name(point, notation, mirrored) == point_name(point, notation, orientation)
    # Exchanging the colours at the top and the bottom gives the other side's point the same letter.
    assert point_name(Point(point.side.opponent, point.number), notation, flipped) == point_name(
        point, notation, orientation
    )


@given(points_and_sorties)
def test_t11_names_never_read_as_bn(point: Point) -> None:
    # Our disambiguation: the count comes first, so a T–11 name is never a B/N name.
    with pytest.raises(BadPointError):
        parse_point(point_name(point, Notation.T11), Notation.BN)


@given(st.text(max_size=8), notations, orientations)
def test_parse_point_raises_only_bad_point_error(text: str, notation: Notation, orientation: Orientation) -> None:
    try:
        point = parse_point(text, notation, orientation)
    except BadPointError:
        return
    # What was read is the point's own name, up to case and spaces.
    written = "".join(text.split()) if notation is Notation.T11 else text.strip()
    assert point_name(point, notation, orientation).upper() == written.upper()


# -- geometry for renderers -----------------------------------------------------


@pytest.mark.parametrize(
    ("name", "orientation", "row", "column"),
    [
        # Default figure (Dictionnaire raisonné's dictionary): Noir at the top, talons on the left.
        ("N1", NOIR_TOP, "top", 0),
        ("B1", NOIR_TOP, "bottom", 0),  # B1 faces N1 at the bande de départ (docs/rules.md §board)
        ("B12", NOIR_TOP, "bottom", 11),  # B12 faces N12
        ("N7", NOIR_TOP, "top", 6),
        ("B1", Orientation(BLACK, Side.RIGHT), "bottom", 11),
        ("B7", Orientation(WHITE, Side.RIGHT), "top", 5),
    ],
)
def test_rows_and_columns(name: str, orientation: Orientation, row: Row, column: int) -> None:
    assert row_of(P(name), orientation) == row
    assert column_of(P(name), orientation) == column
    assert point_at(row, column, orientation) == P(name)


@given(orientations)
def test_rows_and_columns_place_the_24_fleches_once(orientation: Orientation) -> None:
    cells = {(row_of(point, orientation), column_of(point, orientation)) for point in names(Notation.BN)}
    assert len(cells) == 24
    for point in names(Notation.BN):
        assert point_at(row_of(point, orientation), column_of(point, orientation), orientation) == point
        # A flèche faces the one of the same number across the board.
        opposite = Point(point.side.opponent, point.number)
        assert column_of(opposite, orientation) == column_of(point, orientation)


def test_the_bande_de_sortie_has_a_row_but_no_column() -> None:
    assert row_of(P("N0")) == "top"
    with pytest.raises(BadPointError):
        column_of(P("N0"))


@pytest.mark.parametrize(("row", "column"), [("middle", 0), ("top", 12), ("bottom", -1)])
def test_point_at_refuses_cells_off_the_board(row: str, column: int) -> None:
    with pytest.raises(BadPointError):
        point_at(cast(Row, row), column)  # "middle": a row no typed caller passes
