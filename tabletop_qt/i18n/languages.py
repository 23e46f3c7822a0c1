"""The interface languages and the translators that serve them."""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator, Signal

from tabletop_qt.paths import translations_dir


class Language(enum.Enum):
    ENGLISH = "en"
    ITALIAN = "it"
    DUTCH = "nl"

    @property
    def native_name(self) -> str:
        # Each language is named in itself, so a player lost in a foreign interface still finds their own.
        return {"en": "English", "it": "Italiano", "nl": "Nederlands"}[self.value]


def system_language() -> Language:
    """The first of the system's preferred languages we have, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        for language in Language:
            if language.value == code:
                return language
    return Language.ENGLISH


def parse_language(code: str | None) -> Language | None:
    for language in Language:
        if language.value == code:
            return language
    return None


class LanguageManager(QObject):
    """Owns the installed translators; installing new ones makes Qt send LanguageChange to every widget."""

    language_changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._language = Language.ENGLISH

    @property
    def language(self) -> Language:
        return self._language

    def set_language(self, language: Language) -> None:
        app = QCoreApplication.instance()
        assert app is not None
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []
        # English has a file of its own too: the singular and plural of each counted message ("%n bullets"), which
        # Qt takes from a translator even for the source language.
        ours = QTranslator(self)
        if ours.load(f"tabletop_qt_{language.value}", str(translations_dir())):
            self._translators.append(ours)
        if language is not Language.ENGLISH:
            qt_own = QTranslator(self)
            # Qt's own strings (standard dialog buttons) come from the translations shipped with PySide6.
            if qt_own.load(f"qtbase_{language.value}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                self._translators.append(qt_own)
        for translator in self._translators:
            app.installTranslator(translator)
        self._language = language
        QLocale.setDefault(QLocale(language.value))
        self.language_changed.emit(language.value)
