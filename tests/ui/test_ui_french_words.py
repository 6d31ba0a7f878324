"""The French catalogue says one word for each thing (the treatises' where they have one): équité for equity
(never espérance), annuler for undo, reprendre for taking back a coup or resuming a partie (never for undoing an
input), a depth for the tutor's plies (never « à 1 coup »: a coup is a throw and its play), and no « ? » or « ! »
left to wrap onto a line of its own."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree

import pytest

from studio.ui.i18n import TRANSLATIONS

MESSAGES = [
    (context.findtext("name") or "", message.findtext("source") or "", message.findtext("translation") or "")
    for context in ElementTree.parse(TRANSLATIONS / "trictrac_fr.ts").getroot().iter("context")
    for message in context.iter("message")
]


def test_equity_is_equite_throughout() -> None:
    assert [text for _context, _source, text in MESSAGES if "espérance" in text.lower()] == []
    equity = [text for _context, source, text in MESSAGES if re.search(r"\bequity\b", source, re.IGNORECASE)]
    assert equity and all("équité" in text.lower() or "vaut" in text for text in equity), equity


def test_undo_is_annuler_and_never_reprendre() -> None:
    undo = [(source, text) for _context, source, text in MESSAGES if re.search(r"\bundo\b", source, re.IGNORECASE)]
    assert undo
    assert [pair for pair in undo if "reprendre" in pair[1].lower() or "annul" not in pair[1].lower()] == []


def test_the_tutors_depth_is_no_coup() -> None:
    plies = [text for _context, source, text in MESSAGES if "-ply" in source]
    assert plies and [text for text in plies if "coup" in text.replace("coups contre", "")] == []


@pytest.mark.parametrize(("context", "source", "text"), MESSAGES, ids=lambda value: str(value)[:40])
def test_no_question_or_exclamation_mark_stands_alone(context: str, source: str, text: str) -> None:
    # A plain space lets « ? » wrap onto a line of its own (« École » then « ? »): a narrow no-break space.
    assert not re.search(r" [?!](\s|$|»|\))", text), text


PARTIE_KEYS = [
    ("GameWindow", "Pa&rtie"),
    ("PlayWidget", "&Throw the dice"),
    ("PlayWidget", "&Play"),
    ("PlayWidget", "&Hold (tenir)"),
    ("PlayWidget", "&Leave (s'en aller)"),
    ("PlayWidget", "&Declare"),
    ("PlayWidget", "É&cole !"),
    ("PlayWidget", "&No claim"),
    ("PlayWidget", "&Undo the last input"),
    ("PlayWidget", "Take &back (with the reply)"),
    ("PlayWidget", "S&kip: play it at once"),
    ("PlayWidget", "Con&firm (Enter)"),
]
"""The partie window's menu and buttons: several show at once as the partie goes (the journeys see only some)."""


def _mnemonic(text: str) -> str:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else ""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_partie_windows_keys_are_all_different(language: str) -> None:
    french = {(context, source): text for context, source, text in MESSAGES}
    texts = [source if language == "en" else french[(context, source)] for context, source in PARTIE_KEYS]
    keys = [_mnemonic(text) for text in texts]
    assert all(keys), texts
    assert sorted(keys) == sorted(set(keys)), list(zip(keys, texts, strict=True))
