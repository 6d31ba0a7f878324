"""Generate the sample archive shipped in resources/samples/: parties played by the engine, and a few annotated.

Reproducible: every partie comes from fixed seeds, the dates are fixed, and
running the script again writes the same files byte for byte::

    .venv/bin/python scripts/make_sample.py            # writes resources/samples/*.trictrac
    .venv/bin/python scripts/make_sample.py --check    # exits 1 if the files differ from what it would write

The players are fictional names, each bound to one of the engine's players
(``random`` or ``greedy``, notation/autoplay.py).  The annotated parties
carry comments written by hand (``ANNOTATIONS``), attached to their throws.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

from notation.autoplay import GreedyPlayer, Player, RandomPlayer, play_partie
from notation.game import Partie, Variant
from notation.record import GameRecord, Turn, record_from_partie, write_records

SAMPLE = Path(__file__).resolve().parent.parent / "resources" / "samples"
"""The shipped sample in the source tree, which this script writes (the studio reads it with ``resource_path``)."""

ORDINAIRES = 140
ECRIRES = 70
MARQUES = 2
FIRST_DATE = date(2025, 1, 6)

# Fictional players, each played by one of the engine's players.
PEOPLE = (
    ("Amélie Garnier", "greedy"),
    ("Jérôme Lefèvre", "random"),
    ("Hélène Dubœuf", "greedy"),
    ("François Ménard", "random"),
    ("Zoé Castaing", "greedy"),
    ("Benoît Águeda", "random"),
)


def _player(kind: str, seed: int) -> Player:
    return GreedyPlayer() if kind == "greedy" else RandomPlayer(random.Random(seed))


def play(number: int, variant: Variant) -> tuple[Partie, str, str]:
    """Partie ``number`` of the sample (seeded by its number and variant), with its players' names."""
    seed = number * 2 + (1 if variant is Variant.ECRIRE else 0)
    rng = random.Random(seed)
    white, black = rng.sample(PEOPLE, 2)
    players = (_player(white[1], seed * 7 + 1), _player(black[1], seed * 7 + 2))
    partie = play_partie(players, random.Random(seed * 7 + 3), variant, marques=MARQUES)
    return partie, white[0], black[0]


def tags(number: int, variant: Variant, white: str, black: str, event: str) -> list[tuple[str, str]]:
    day = FIRST_DATE + timedelta(days=number // 3)
    return [
        ("Evenement", event),
        ("Lieu", "Trictrac Studio"),
        ("Date", day.strftime("%Y.%m.%d")),
        ("Ronde", str(number + 1)),
        ("Blanc", white),
        ("Noir", black),
    ]


# Comments written by hand on three parties of the sample: (variant, number) -> game comments, and
# throw number -> the comment on that throw.  Filled in after reading the parties (see the report).
ANNOTATIONS: dict[tuple[str, int], tuple[tuple[str, ...], dict[int, str]]] = {
    ("ordinaire", 0): (
        ("Partie commentée : deux joueurs au hasard, mais les coups qui marquent sont instructifs.",),
        {
            8: "Premiers points : Blanc bat à vrai la dame de N7 par 6 et 1, avec repos en N8. Deux points.",
            10: "Sonnez : un doublet qui bat à vrai vaut quatre points.",
            14: "Douze points : Blanc gagne le premier trou et tient.",
            17: "Noir bat B11 de deux façons et B9 d'une : six points, son premier trou, et il tient.",
            27: "Noir bat le coin adverse B12 : son propre coin est pris et 4-2 y porterait deux dames.",
            28: "Douze points d'un coup : Blanc, qui marquait en bredouille, prend deux trous et s'en va. Relevé.",
        },
    ),
    ("ordinaire", 3): (
        ("Partie commentée : un jan de deux tables, une impuissance, une sortie.",),
        {
            6: "Jan de deux tables : deux dames seulement abattues, en B8 et B9, que 4-4 porterait sur les deux "
            "coins. Six points par doublet, et deux dames battues : Blanc prend deux trous et tient.",
            46: "Impuissance : Blanc ne peut jouer ni le 5 ni le 4 ; deux points par nombre, quatre pour Noir.",
            115: "Noir sort sa dernière dame : quatre points de sortie, puis relevé, et Noir rejoue.",
        },
    ),
    ("ecrire", 0): (
        ("Partie à écrire en deux marqués, commentée.",),
        {
            30: "Noir a six trous et s'en va : le marqué est fini. Blanc n'a pas un trou : petite bredouille.",
            73: "Second marqué, même issue : Noir s'en va à sept trous contre zéro.",
        },
    ),
}


def annotate(record: GameRecord, comments: tuple[str, ...], turns: dict[int, str]) -> GameRecord:
    elements = []
    throw = 0
    for element in record.elements:
        if isinstance(element, Turn):
            throw += 1
            if throw in turns:
                element = replace(element, comments=(*element.comments, turns[throw]))
        elements.append(element)
    return replace(record, comments=(*record.comments, *comments), elements=tuple(elements))


def build() -> dict[str, str]:
    """The sample's files: name -> text."""
    files: dict[str, list[GameRecord]] = {"ordinaire.trictrac": [], "ecrire.trictrac": [], "annotees.trictrac": []}
    for variant, count, name, event in (
        (Variant.ORDINAIRE, ORDINAIRES, "ordinaire.trictrac", "Échantillon : parties ordinaires"),
        (Variant.ECRIRE, ECRIRES, "ecrire.trictrac", "Échantillon : parties à écrire"),
    ):
        for number in range(count):
            partie, white, black = play(number, variant)
            record = record_from_partie(partie, tags(number, variant, white, black, event))
            annotation = ANNOTATIONS.get((variant.value, number))
            if annotation is not None:
                record = annotate(replace(record, tags=(*record.tags, ("Annotateur", "Trictrac Studio"))), *annotation)
                files["annotees.trictrac"].append(record)
            else:
                files[name].append(record)
    return {name: write_records(records) for name, records in files.items() if records}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the shipped files are up to date")
    args = parser.parse_args(argv)
    files = build()
    if args.check:
        stale = [name for name, text in files.items() if (SAMPLE / name).read_text(encoding="utf-8") != text]
        for name in stale:
            print(f"resources/samples/{name} is not what scripts/make_sample.py writes", file=sys.stderr)
        return 1 if stale else 0
    SAMPLE.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (SAMPLE / name).write_text(text, encoding="utf-8")
        print(f"resources/samples/{name}: {text.count('%trictrac')} parties, {len(text.encode()) // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
