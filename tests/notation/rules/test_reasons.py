"""The engine's reasons: why a throw scores nothing, why it leaves one play only, and the conservation par
impuissance named as such (*Dictionnaire raisonné du trictrac*, CONSERVER; *Lois et règles du trictrac*, art. VI,
VII, IX, XIII).

Each reason is checked against the engine's own answers (``score``, ``legal_plays``): a reason is given exactly
when there is something to explain, and what it says can be verified on the position.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from notation.board import Position
from notation.code import parse_code
from notation.dice import Throw
from notation.rules.moves import candidate_plays, legal_plays
from notation.rules.reasons import why_nothing_scores, why_one_play
from notation.rules.scoring import Rencontre, score
from tests.support.strategies import dice, positions

NOTHING = "B1:13,B6,B7/N1:15 N 6-5"
PAR_IMPUISSANCE = "B7:4,B8:2,B9:3,B10:2,B11:2,B12:2/N1:3,N6,N7:2,N8,N9:2,N10:2,N11:2,N12:2 B 6-3"


def test_nothing_scored_says_why_for_each_rencontre() -> None:
    setup = parse_code(NOTHING)
    assert setup.dice is not None and not score(setup.position, setup.dice).events
    reasons = why_nothing_scores(setup.position, setup.dice)
    heads = [reason.en.split(":")[0] for reason in reasons]
    assert heads == ["Battre", "Coin battu", "Jans de départ", "Remplir, conserver", "Impuissance"]
    battre = reasons[0].en
    # White's demi-cases, how far they stand from Black's dames, and how far 6-5 beats.
    assert "B7 is 17 flèches from N1" in battre and "B6 is 18 flèches from N1" in battre
    assert "6, 5 or 11" in battre
    assert "does not hold his coin" in reasons[1].en
    assert "no dame abattue" in reasons[2].en and "n'a aucune dame abattue" in reasons[2].fr


def test_the_only_play_names_the_law_that_forces_it() -> None:
    setup = parse_code(NOTHING)
    assert setup.dice is not None and len(legal_plays(setup.position, setup.dice)) == 1
    reason = why_one_play(setup.position, setup.dice)
    assert reason is not None
    assert "all Noir's dames stand on N1" in reason.en and "coin N12" in reason.en and "art. IX" in reason.en
    assert "art. IX" in reason.fr and "toutes les dames de Noir sont en N1" in reason.fr


def test_an_obligation_is_named_when_it_cuts_the_other_plays() -> None:
    # Dictionnaire raisonné, CONSERVER: White cannot play the 6 and must keep his grand jan with the 3.
    setup = parse_code("B9:3,B10,B11:8,B12:3/N7:2,N8:2,N9:2,N10:2,N11:3,N12:2,B8,B3 B 6-3")
    assert setup.dice is not None
    reason = why_one_play(setup.position, setup.dice)
    assert reason is not None and "only the 3" in reason.en and "the 6 cannot be played" in reason.en


def test_conservation_par_impuissance_is_named() -> None:
    """6-3 where the 6 cannot be played at all: not « 6-3 can be played without breaking the plein »."""
    setup = parse_code(PAR_IMPUISSANCE)
    assert setup.dice is not None
    (kept,) = [e for e in score(setup.position, setup.dice).events if e.rencontre is Rencontre.CONSERVER]
    assert kept.explanation_en.startswith("Par impuissance: the 6 cannot be played")
    assert "the 3 is played without breaking the grand jan's plein" in kept.explanation_en
    assert kept.explanation_fr.startswith("Par impuissance\u202f: le 6 ne peut se jouer")
    assert "6-3 can be played" not in kept.explanation_en


@pytest.mark.parametrize(
    "code",
    [
        "B1:3,B2:2,B3:2,B4:2,B5:2,B6:2,B7:2/N1:15 B 2-1",  # the petit jan plein, both numbers played from B7/B1
        "B7:4,B8:2,B9:2,B10:3,B11:2,B12:2/N1:15 B 2-1",
    ],
)
def test_a_plain_conservation_says_the_plein_stands(code: str) -> None:
    setup = parse_code(code)
    assert setup.dice is not None
    (kept,) = [e for e in score(setup.position, setup.dice).events if e.rencontre is Rencontre.CONSERVER]
    assert "plein stands: 2-1 is played without breaking it" in kept.explanation_en


_NAMES = {
    Rencontre.SIX_TABLES: "jan de six tables",
    Rencontre.DEUX_TABLES: "jan de deux tables",
    Rencontre.CONTRE_DEUX_TABLES: "contre-jan de deux tables",
    Rencontre.MEZEAS: "jan de mézéas",
    Rencontre.CONTRE_MEZEAS: "contre-jan de mézéas",
    Rencontre.CONSERVER: "conserv",
    Rencontre.REMPLIR: "rempli",
    Rencontre.SORTIE: "sortie",
    Rencontre.IMPUISSANCE: "impuissance\u202f:",
    Rencontre.RENCONTRE: "jan de rencontre",
    Rencontre.MARGOT: "margot",
    Rencontre.PILE_MISERE: "pile de misère",
}


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(positions(), dice)
def test_reasons_come_exactly_when_there_is_something_to_explain(position: Position, throw: Throw) -> None:
    events = score(position, throw).events
    nothing = why_nothing_scores(position, throw)
    assert bool(nothing) is (not events)
    legal = legal_plays(position, throw)
    one = why_one_play(position, throw)
    assert (one is not None) is (len(legal) == 1)
    if one is not None and len(candidate_plays(position, throw)) > 1:
        assert "The only legal play" in one.en  # an obligation cut the other candidates: it is named
    for event in events:
        # an explanation never opens with its own rencontre's name (the name is shown beside it)
        name = _NAMES.get(event.rencontre)
        if name is not None:
            assert not event.explanation_fr.lower().startswith(name), event.explanation_fr
            assert not event.explanation_en.lower().startswith(name), event.explanation_en
