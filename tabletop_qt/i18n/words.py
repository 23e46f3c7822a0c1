"""Texts of one translation context in one language, read from the app's own .qm files without a QCoreApplication:
for what speaks before the application exists (the command line, the check of the system's libraries)."""

from __future__ import annotations

from PySide6.QtCore import QTranslator

from tabletop_qt.i18n.languages import Language
from tabletop_qt.paths import translations_dir


class Words:
    def __init__(self, language: Language, context: str) -> None:
        self.language = language
        self._context = context
        self._translator: QTranslator | None = None
        if language is not Language.ENGLISH:
            translator = QTranslator()
            if translator.load(f"tabletop_qt_{language.value}", str(translations_dir())):
                self._translator = translator

    def __call__(self, source: str) -> str:
        text = self._translator.translate(self._context, source) if self._translator is not None else ""
        return text or source
