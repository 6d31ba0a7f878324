"""French and English: Qt translations from ``resources/translations`` (``.ts`` sources, compiled ``.qm``).

The compiled ``.qm`` files are shipped in the package ``resources``, found with :func:`resources.resource_path`.

The interface is written in English in the code and translated to French
by Qt's own system (``QCoreApplication.translate``, through :func:`tr`, which
every module imports as ``_tr`` and calls as ``_tr("Context", "text")`` with literal strings, or ``QT_TRANSLATE_NOOP``
for texts kept in tables, so that lupdate finds them); the game's vocabulary
(jan, talon, bredouille, Blanc, Noir…) stays French in both (docs/design.md).
The chosen language is also set as the default :class:`QLocale`, so any
widget can ask :func:`current_language` when it builds its texts.

To update the catalogue after changing interface texts::

    .venv/bin/pyside6-lupdate studio/ui/*.py studio/ui/*/*.py -tr-function-alias translate+=_tr \
        -ts resources/translations/trictrac_fr.ts
    (translate the new entries, in Qt Linguist or by hand)
    .venv/bin/pyside6-lrelease resources/translations/trictrac_fr.ts
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from resources import resource_path

__all__ = [
    "LANGUAGES",
    "QT_TRANSLATE_NOOP",
    "TRANSLATIONS",
    "Translations",
    "current_language",
    "decimal",
    "system_language",
    "tr",
    "tr_n",
]

LANGUAGES = ("fr", "en")
TRANSLATIONS = resource_path("translations")


def tr(context: str, text: str) -> str:
    """Translate through ``QCoreApplication.translate``.

    Every module imports it as ``_tr``, the name pyside6-lupdate is told to read (``-tr-function-alias
    translate+=_tr``), and calls it with literal strings."""
    return QCoreApplication.translate(context, text)


def tr_n(context: str, text: str, count: int) -> str:
    """Translate ``text`` said of ``count`` things: ``%n`` in it is the count, its ``(s)`` the English plural.

    French takes the form of ``count`` among the translation's plural forms (``numerus`` in the catalogue: one for 0
    and 1, the other above); the English source drops each ``(s)`` for one thing and makes it an « s » otherwise
    (« 1 page », « 0 pages », « 3 pages »).  Every module imports it as ``_tr_n``, with literal strings."""
    translated = QCoreApplication.translate(context, text, None, count)
    return translated.replace("(s)", "" if count == 1 else "s")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for lupdate in ``context`` and return it untranslated (translated where it is shown).

    Qt's own is typed as returning ``object`` in PySide6's stubs; this one returns the ``str`` it is given.
    """
    del context
    return text


# Texts of Qt's own dialogs that Qt's French catalogue (qtbase_fr) leaves in English: the file dialog's two
# labels, renamed with a mnemonic in Qt 6, and the kind of a folder or drive in its list (asked with a
# disambiguation that a translation without one also answers).  Our catalogue gives them; Qt asks every
# installed translator.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
)

# Texts of Qt's own dialogs whose French in qtbase_fr is not the studio's: the Discard of "Save the changes?"
# (« Ne pas tenir compte », which reads as "disregard"), and the file dialog's third label, whose colon qtbase_fr
# sets after a wide no-break space where the studio, and the two labels above, set the narrow one.  Our catalogue
# is installed after Qt's, so that Qt asks it first.
QT_WORDS = (QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"), QT_TRANSLATE_NOOP("QFileDialog", "File &name:"))


def system_language() -> str:
    """Return ``fr`` where the system locale is French, else ``en``."""
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def current_language() -> str:
    """Return the interface's language: the default locale's (set by :meth:`Translations.install`)."""
    return "fr" if QLocale().language() == QLocale.Language.French else "en"


def decimal(value: float, places: int, *, sign: bool = False) -> str:
    """Write ``value`` with ``places`` decimals and the interface's decimal sign.

    ``0,714`` in French, ``0.714`` in English; ``sign``: always signed, a true minus (``+0,125``, ``−0,052``).

    >>> decimal(-0.0524, 3, sign=True) in ("\u22120.052", "\u22120,052")
    True
    """
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    if current_language() == "fr":
        text = text.replace(".", ",")
    return text.replace("-", "\u2212")


class Translations:
    """The translators installed in the application for one language at a time."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def uninstall(self) -> None:
        """Remove this object's translators and go back to the system's locale."""
        for translator in self._installed:
            QCoreApplication.removeTranslator(translator)
        self._installed = []
        QLocale.setDefault(QLocale.system())
        self.language = "en"

    def install(self, language: str = "") -> str:
        """Switch the application to ``language`` (``""``: the system's); returns the language in force.

        Qt sends every widget a ``LanguageChange`` event, on which it sets its texts again.
        """
        language = language if language in LANGUAGES else system_language()
        app = QCoreApplication.instance()
        for translator in self._installed:
            if app is not None:
                QCoreApplication.removeTranslator(translator)
        self._installed = []
        QLocale.setDefault(QLocale(QLocale.Language.French if language == "fr" else QLocale.Language.English))
        self.language = language
        if language == "en" or app is None:
            return language
        # Qt asks the translator installed last first: ours, after Qt's, has the last word (QT_WORDS).
        qt = QTranslator(app)
        if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            self._installed.append(qt)
        ours = QTranslator(app)
        if ours.load(str(TRANSLATIONS / f"trictrac_{language}.qm")):
            self._installed.append(ours)
        for translator in self._installed:
            QCoreApplication.installTranslator(translator)
        return language
