"""Read the lesson files (``resources/lessons/*.toml``) into :mod:`lessons.model` values.

A lesson file is TOML::

    id = "battre-a-vrai"
    order = 7
    sources = ["Dictionnaire raisonné du jeu de trictrac, BATTRE", "Lois et règles du trictrac, art. X"]
    title = { fr = "Battre à vrai", en = "Battre à vrai: beating a dame" }

    [explanation]
    fr = \"\"\"Un paragraphe…

    [diagram: B1:13,B6,B7/N1:15 N 4-2 | La légende]
    \"\"\"
    en = \"\"\"…\"\"\"

    [drill]
    kind = "announce"
    rencontres = ["battre_vrai"]

    [[exercise]]
    id = "exemple-1"
    kind = "announce"
    code = "B1:13,B6,B7/N1:15 N 4-2"
    topics = ["battre_vrai"]
    source = "Dictionnaire raisonné du jeu de trictrac, BATTRE, exemple n° 1"   # shown: books by name, no answer
    prompt = { fr = "…", en = "…" }   # optional: a default prompt is written from the kind

    [[claim]]                         # a figure a caption states, checked by the engine
    diagram = 1
    colour = "black"
    points = 10

An explanation is paragraphs separated by blank lines; a line
``[diagram: CODE | caption]`` is a diagram drawn from a position code.  Both
languages must show the same diagrams in the same order.  No field of a
lesson file holds an answer: the answers come from the engine
(:mod:`lessons.answers`).  A caption stating a figure (points, façons,
trous, a marqué, the number of plays) has a ``[[claim]]`` the checker proves.

The kinds' own fields: ``play`` asks for something specific, ``want`` =
``tout_d_une``, ``deux_dames``, ``coin``, ``retour``, ``sortie`` or ``dedans``
(some legal plays do it, not all); ``decide`` may name the ``colour`` asked
about; ``ecole`` gives the ``declaration = { jeton, trous, leave }`` of the
player (the mover, or ``colour``) and, when no throw is given, his ``gain``;
``fausse_ecole`` adds the points ``claimed``; ``lapse`` adds the ``moment`` reached since the marking (a
:class:`notation.rules.ecoles.Moment` value) and asks whether the opponent may still mark the école;
``table`` gives ``mode``, ``players``, ``first = { players, primaute }``, ``winners`` ("" for a refait)
and optionally ``teams``, ``first_out`` and ``primaute``.  A drill may be
``near = true``: only throws that reach neither coin nor the other side.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from pathlib import Path

from lessons.errors import LessonError
from lessons.model import Block, CaptionClaim, DrillSpec, Exercise, Kind, Lesson, LessonDiagram, Paragraph, Text
from notation.board import PositionError
from notation.code import CodeError, parse_code
from notation.rules.scoring import Rencontre
from resources import resource_path

__all__ = ["CONTENT", "LessonError", "default_prompt", "load_lesson", "load_lessons", "parse_explanation"]

CONTENT = resource_path("lessons")
"""The directory of the lesson files shipped with the studio (``resources/lessons``)."""

_DIAGRAM = re.compile(r"^\[diagram:\s*(?P<code>[^|\]]+?)\s*(?:\|\s*(?P<caption>[^\]]*?)\s*)?\]$")
_EXERCISE_KEYS = {
    "id",
    "kind",
    "moment",
    "code",
    "prompt",
    "effect",
    "topics",
    "hints",
    "source",
    "point",
    "name",
    "notation",
    "top",
    "talons",
    "colour",
    "choice",
    "refaits",
    "sheet",
    "conventions",
    "want",
    "declaration",
    "gain",
    "claimed",
    "mode",
    "players",
    "first",
    "winners",
    "teams",
    "first_out",
    "primaute",
}
_CLAIM_KEYS = {
    "diagram",
    "colour",
    "points",
    "rencontre",
    "target",
    "facons",
    "trous",
    "reste",
    "leave",
    "marque",
    "refaits",
    "plays",
    "play",
}
_FORBIDDEN = {"answer", "answers", "solution", "expected", "result", "points", "total"}


def _text(value: object, where: str) -> Text:
    if not isinstance(value, Mapping) or not isinstance(value.get("fr"), str) or not isinstance(value.get("en"), str):
        raise LessonError(f"{where}: expected a French and an English text ({{ fr = …, en = … }})")
    fr, en = str(value["fr"]).strip(), str(value["en"]).strip()
    if not fr or not en:
        raise LessonError(f"{where}: the French and the English texts must both be given")
    return Text(fr, en)


def _blocks(text: str, where: str) -> list[tuple[str, str | None, str]]:
    """Return the paragraphs ``("p", None, text)`` and diagrams ``("d", code, caption)`` of one language."""
    out: list[tuple[str, str | None, str]] = []
    lines: list[str] = []

    def flush() -> None:
        if lines:
            out.append(("p", None, " ".join(line.strip() for line in lines)))
            lines.clear()

    for line in text.splitlines():
        stripped = line.strip()
        match = _DIAGRAM.match(stripped)
        if match:
            flush()
            out.append(("d", match.group("code"), match.group("caption") or ""))
        elif not stripped:
            flush()
        elif stripped.startswith("[diagram"):
            raise LessonError(f"{where}: a diagram line is [diagram: CODE | caption], not {stripped!r}")
        else:
            lines.append(stripped)
    flush()
    return out


def parse_explanation(fr: str, en: str, where: str = "explanation") -> tuple[Block, ...]:
    """Return the blocks of an explanation given in both languages.

    Same paragraphs and diagrams, in the same order."""
    french, english = _blocks(fr, f"{where} (fr)"), _blocks(en, f"{where} (en)")
    if [(k, c) for k, c, _ in french] != [(k, c) for k, c, _ in english]:
        raise LessonError(f"{where}: the French and English texts must have the same paragraphs and diagrams")
    blocks: list[Block] = []
    for (kind, code, text_fr), (_, _, text_en) in zip(french, english, strict=True):
        if kind == "p":
            blocks.append(Paragraph(Text(text_fr, text_en)))
        else:
            assert code is not None
            try:
                setup = parse_code(code)
            except (CodeError, PositionError) as error:
                raise LessonError(f"{where}: diagram {code!r}: {error}") from None
            blocks.append(LessonDiagram(code, setup, Text(text_fr, text_en)))
    if not blocks:
        raise LessonError(f"{where}: an explanation is needed")
    return tuple(blocks)


def _rencontre(value: object, where: str) -> Rencontre:
    try:
        return Rencontre(str(value))
    except ValueError:
        names = ", ".join(r.value for r in Rencontre)
        raise LessonError(f"{where}: {value!r} is not a rencontre ({names})") from None


def default_prompt(kind: Kind, data: Mapping[str, object], code_text: str | None) -> Text:
    """Return the question a kind asks when the file does not word it."""
    from lessons.answers import WANTS, throw_words

    setup = parse_code(code_text) if code_text else None
    who = setup.position.to_move if setup else None
    words = throw_words(setup.dice) if setup and setup.dice else Text("", "")
    fr_who = who.french if who else ""
    en_who = who.english if who else ""
    if kind is Kind.NAME_POINT:
        return Text(
            f"Comment se nomme la flèche {data.get('point')} en notation {data.get('notation')}\u202f?",
            f"What is the flèche {data.get('point')} called in the {data.get('notation')} notation?",
        )
    if kind is Kind.FIND_POINT:
        return Text(
            f"Quelle flèche (en B/N) désigne {data.get('name')} en notation {data.get('notation')}\u202f?",
            f"Which flèche (in B/N) does {data.get('name')} designate in the {data.get('notation')} notation?",
        )
    if kind is Kind.JAN_OF:
        colour = str(data.get("colour", "white"))
        fr_colour, en_colour = ("Blanc", "Blanc") if colour == "white" else ("Noir", "Noir")
        return Text(
            f"Pour {fr_colour}, dans quel jan et dans quelle table se trouve {data.get('point')}\u202f?",
            f"For {en_colour}, in which jan and which table does {data.get('point')} lie?",
        )
    if kind is Kind.ANNOUNCE:
        return Text(
            f"{fr_who} amène {words.fr}. Annoncez les points de chaque côté.",
            f"{en_who} throws {words.en}. Announce the points for each side.",
        )
    if kind is Kind.PLAY:
        want = WANTS.get(str(data.get("want")))
        if want is not None:
            return Text(
                f"{fr_who} amène {words.fr}. Jouez-les {want[0].fr}.",
                f"{en_who} throws {words.en}. Play them {want[0].en}.",
            )
        return Text(
            f"{fr_who} amène {words.fr}. Jouez un coup légal.", f"{en_who} throws {words.en}. Make a legal play."
        )
    if kind is Kind.OBLIGATORY:
        return Text(
            f"{fr_who} amène {words.fr}. Un seul coup est permis\u202f: lequel\u202f?",
            f"{en_who} throws {words.en}. Only one play is allowed: which?",
        )
    if kind is Kind.THROWS:
        effect = _rencontre(data.get("effect"), "effect")
        from lessons.answers import RENCONTRE_NAMES

        name = RENCONTRE_NAMES[effect]
        return Text(
            f"{fr_who} va jouer. Parmi les 21 coups de dés, lesquels donnent {name.fr}\u202f?",
            f"{en_who} is to throw. Of the 21 throws, which give {name.en}?",
        )
    if kind is Kind.MARK:
        return Text(
            f"{fr_who} amène {words.fr} et tient. Marquez les jetons et les trous des deux joueurs.",
            f"{en_who} throws {words.en} and holds. Mark both players' jetons and trous.",
        )
    if kind is Kind.LEAVE:
        if data.get("choice") == "s_en_aller":
            return Text(
                f"{fr_who} amène {words.fr} et s'en va. Marquez les jetons et les trous des deux joueurs.",
                f"{en_who} throws {words.en} and s'en va. Mark both players' jetons and trous.",
            )
        return Text(
            f"{fr_who} amène {words.fr} et tient. Marquez les jetons et les trous des deux joueurs.",
            f"{en_who} throws {words.en} and holds. Mark both players' jetons and trous.",
        )
    if kind is Kind.DECIDE:
        raw_colour = data.get("colour")
        fr_it, en_it = (
            (fr_who, en_who)
            if raw_colour is None
            else (("Blanc", "Blanc") if raw_colour == "white" else ("Noir", "Noir"))
        )
        return Text(
            f"{fr_who} amène {words.fr}. {fr_it} peut-il s'en aller, ou doit-il tenir\u202f?",
            f"{en_who} throws {words.en}. May {en_it} s'en aller, or must he hold?",
        )
    if kind in (Kind.ECOLE, Kind.FAUSSE_ECOLE):
        raw = data.get("declaration", {})
        declaration = raw if isinstance(raw, Mapping) else {}
        jeton, trous = declaration.get("jeton"), declaration.get("trous", 0)
        leave = bool(declaration.get("leave", False))
        before = setup.score.of(who).points if setup is not None and setup.score is not None and who else 0
        if jeton is None or jeton == before:
            fr_jeton, en_jeton = f"laisse son jeton à {before}", f"leaves his jeton on {before}"
        else:
            fr_jeton, en_jeton = f"porte son jeton à {jeton}", f"moves his jeton to {jeton}"
        if not trous:
            fr_trous, en_trous = "ne marque pas de trou", "pegs no trou"
        else:
            plural = "s" if trous > 1 else ""
            fr_trous, en_trous = f"marque {trous} trou{plural}", f"pegs {trous} trou{plural}"
        what_fr = f"{fr_jeton}, {fr_trous}" + (" et s'en va" if leave else "")
        what_en = f"{en_jeton}, {en_trous}" + (" and leaves" if leave else "")
        if kind is Kind.ECOLE:
            return Text(
                f"{fr_who} amène {words.fr}\u202f; il {what_fr}. Y a-t-il école, par moins ou par trop, et de "
                "combien\u202f?",
                f"{en_who} throws {words.en}; he {what_en}. Is there an école, par moins or par trop, and of how much?",
            )
        return Text(
            f"{fr_who} amène {words.fr}\u202f; il {what_fr}. Son adversaire crie «\u202fÉcole\u202f!\u202f» pour "
            f"{data.get('claimed')} points\u202f: combien de points de fausse école fait-il\u202f?",
            f'{en_who} throws {words.en}; he {what_en}. His opponent cries "École!" for {data.get("claimed")} '
            "points: how many points of fausse école does he make?",
        )
    if kind is Kind.LAPSE:
        return Text("Son adversaire peut-il encore marquer l'école\u202f?", "May his opponent still mark the école?")
    if kind is Kind.TABLE:
        return Text(
            "Qui joue le marqué suivant, et qui a la primauté\u202f?",
            "Who plays the next marqué, and who has the primauté?",
        )
    if kind is Kind.MARQUE:
        return Text(
            "Le marqué s'achève ainsi. Qui le gagne, et combien de points vaut-il\u202f?",
            "The marqué ends so. Who wins it, and how many points is it worth?",
        )
    return Text(
        "Réglez la partie\u202f: le total de chaque joueur et le gain arrondi.",
        "Settle the partie: each player's final total and the rounded gain.",
    )


def _exercise(raw: object, lesson_id: str, number: int, where: str) -> Exercise:
    here = f"{where}, exercise {number}"
    if not isinstance(raw, Mapping):
        raise LessonError(f"{here}: an exercise is a table")
    forbidden = _FORBIDDEN & set(raw)
    if forbidden:
        raise LessonError(f"{here}: a lesson holds no answer ({', '.join(sorted(forbidden))}): the engine gives it")
    unknown = set(raw) - _EXERCISE_KEYS
    if unknown:
        raise LessonError(f"{here}: unknown field {sorted(unknown)[0]!r}")
    identifier = raw.get("id")
    if not isinstance(identifier, str) or not identifier:
        raise LessonError(f"{here}: id is needed")
    here = f"{where}, exercise {identifier}"
    try:
        kind = Kind(str(raw.get("kind")))
    except ValueError:
        raise LessonError(f"{here}: kind is one of {', '.join(k.value for k in Kind)}") from None
    code = raw.get("code")
    setup = None
    if code is not None:
        if not isinstance(code, str):
            raise LessonError(f"{here}: code is a position code")
        try:
            setup = parse_code(code)
        except (CodeError, PositionError) as error:
            raise LessonError(f"{here}: code {code!r}: {error}") from None
    effect = _rencontre(raw["effect"], here) if "effect" in raw else None
    topics_raw = raw.get("topics", [])
    if not isinstance(topics_raw, list):
        raise LessonError(f"{here}: topics is a list of rencontres")
    topics = tuple(_rencontre(topic, here) for topic in topics_raw)
    hints_raw = raw.get("hints", [])
    if not isinstance(hints_raw, list):
        raise LessonError(f"{here}: hints is a list of {{ fr, en }} texts")
    hints = tuple(_text(hint, f"{here}, hint") for hint in hints_raw)
    data = {key: value for key, value in raw.items() if key not in ("id", "kind", "code", "prompt", "hints", "topics")}
    try:
        prompt = _text(raw["prompt"], f"{here}, prompt") if "prompt" in raw else default_prompt(kind, data, code)
    except (CodeError, PositionError, LessonError) as error:
        raise LessonError(f"{here}: {error}") from None
    source = raw.get("source", "")
    return Exercise(
        id=identifier,
        kind=kind,
        prompt=prompt,
        code=code,
        setup=setup,
        effect=effect,
        topics=topics,
        hints=hints,
        source=str(source),
        data=data,
        lesson=lesson_id,
    )


def _claim(raw: object, count: int, where: str) -> CaptionClaim:
    if not isinstance(raw, Mapping):
        raise LessonError(f"{where}: a claim is a table")
    unknown = set(raw) - _CLAIM_KEYS
    if unknown:
        raise LessonError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    diagram = raw.get("diagram")
    if not isinstance(diagram, int) or not 1 <= diagram <= count:
        raise LessonError(f"{where}: diagram is the number of a diagram of the explanation (1 to {count})")
    colour = raw.get("colour", "white")
    if colour not in ("white", "black"):
        raise LessonError(f"{where}: colour is white or black")
    numbers: dict[str, int | None] = {}
    refaits = raw.get("refaits", 0)
    if not isinstance(refaits, int) or isinstance(refaits, bool) or refaits < 0:
        raise LessonError(f"{where}: refaits is a whole number")
    for key in ("points", "facons", "trous", "reste", "marque", "plays"):
        value = raw.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise LessonError(f"{where}: {key} is a whole number")
        numbers[key] = value
    if not any(value is not None for value in numbers.values()) and "play" not in raw:
        raise LessonError(f"{where}: a claim states a figure (points, trous, reste, marque, plays) or a play")
    return CaptionClaim(
        diagram=diagram,
        colour=str(colour),
        rencontre=_rencontre(raw["rencontre"], where) if "rencontre" in raw else None,
        target=str(raw["target"]) if "target" in raw else None,
        leave=bool(raw.get("leave", False)),
        play=str(raw["play"]) if "play" in raw else None,
        refaits=refaits,
        **numbers,
    )


def load_lesson(path: Path) -> Lesson:
    """Read one lesson file; raises :class:`LessonError` naming the file and the fault."""
    where = path.name
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise LessonError(f"{where}: {error}") from None
    except UnicodeDecodeError as error:
        raise LessonError(f"{where}: not UTF-8 text (byte {error.start + 1} cannot be read)") from None
    except OSError as error:
        raise LessonError(f"{where}: cannot be read ({error.strerror or error})") from None
    identifier = raw.get("id")
    order = raw.get("order")
    if not isinstance(identifier, str) or not isinstance(order, int):
        raise LessonError(f"{where}: id (text) and order (a number) are needed")
    title = _text(raw.get("title"), f"{where}, title")
    explanation_raw = raw.get("explanation")
    if not isinstance(explanation_raw, Mapping):
        raise LessonError(f"{where}: explanation = {{ fr, en }} is needed")
    explanation_text = _text(explanation_raw, f"{where}, explanation")
    explanation = parse_explanation(explanation_text.fr, explanation_text.en, f"{where}, explanation")
    exercises_raw = raw.get("exercise", [])
    if not isinstance(exercises_raw, list):
        raise LessonError(f"{where}: exercises are [[exercise]] tables")
    exercises = tuple(_exercise(item, identifier, n, where) for n, item in enumerate(exercises_raw, start=1))
    ids = [exercise.id for exercise in exercises]
    if len(set(ids)) != len(ids):
        raise LessonError(f"{where}: exercise ids must differ")
    drill = None
    drill_raw = raw.get("drill")
    if drill_raw is not None:
        if not isinstance(drill_raw, Mapping):
            raise LessonError(f"{where}: drill is a table")
        try:
            drill_kind = Kind(str(drill_raw.get("kind")))
        except ValueError:
            raise LessonError(f"{where}: drill kind is one of {', '.join(k.value for k in Kind)}") from None
        rencontres = tuple(_rencontre(r, f"{where}, drill") for r in drill_raw.get("rencontres", []))
        near = drill_raw.get("near", False)
        if not isinstance(near, bool):
            raise LessonError(f"{where}: drill near is true or false")
        drill = DrillSpec(drill_kind, rencontres, near)
    sources = raw.get("sources", [])
    if not isinstance(sources, list):
        raise LessonError(f"{where}: sources is a list")
    claims_raw = raw.get("claim", [])
    if not isinstance(claims_raw, list):
        raise LessonError(f"{where}: claims are [[claim]] tables")
    count = sum(1 for block in explanation if isinstance(block, LessonDiagram))
    claims = tuple(_claim(item, count, f"{where}, claim {n}") for n, item in enumerate(claims_raw, start=1))
    return Lesson(identifier, order, title, explanation, exercises, drill, tuple(str(s) for s in sources), claims)


def load_lessons(directory: Path | None = None) -> tuple[Lesson, ...]:
    """Return every lesson of ``directory`` (the shipped content by default), in teaching order."""
    folder = directory or CONTENT
    # Files only: a pipe or a device named *.toml would be read for ever.
    lessons = [load_lesson(path) for path in sorted(folder.glob("*.toml")) if path.is_file()]
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise LessonError("two lessons have the same id")
    return tuple(sorted(lessons, key=lambda lesson: (lesson.order, lesson.id)))
