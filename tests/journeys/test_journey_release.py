"""Journey: a player opens Help > About and reads the studio's version (the one ``trictrac-studio --version``
says) and what it runs on, each with its licence; in French too (issue 37, a versioned release)."""

from __future__ import annotations

from studio.version import version

from .conftest import Studio
from .test_journey_about import about_box_text


def test_the_about_box_says_the_version_and_the_licences(studio: Studio) -> None:
    studio.launch()
    text = about_box_text(studio)
    assert f"Trictrac Studio {version()}" in text
    assert "GNU General Public License, version 3 or later" in text
    for shipped in ("Qt ", "PySide6 ", "Python ", "ReportLab", "Source Serif Pro"):
        assert shipped in text, shipped
    for licence in ("LGPL-3.0-only", "PSF-2.0", "BSD-3-Clause", "OFL-1.1"):
        assert licence in text, licence
    assert "Each package's licence text is installed with it." in text


def test_the_about_box_says_them_in_french(studio: Studio) -> None:
    studio.launch("--lang", "fr")
    text = about_box_text(studio)
    assert f"Trictrac Studio {version()}" in text
    assert "Il repose sur\u202f:" in text and "LGPL-3.0-only" in text
    assert "Le texte de la licence de chaque paquet est installé avec lui." in text
