"""Command-line errors in the user's language, before any window exists."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QTranslator

from tabletop_qt.i18n.languages import Language, system_language
from tabletop_qt.paths import translations_dir


def translated_usage_error(message: str) -> str:
    """argparse's English message, reworded in the system language where we know its shape."""
    app = QCoreApplication.instance() or QCoreApplication([])
    language = system_language()
    translator = QTranslator(app)
    if language is not Language.ENGLISH:
        translator.load(f"tabletop_qt_{language.value}", str(translations_dir()))
        app.installTranslator(translator)
    unknown = re.match(r"unrecognized arguments: (.*)", message)
    if unknown:
        text = QCoreApplication.translate("CommandLine", "Unknown option: {option}. Run tabletop-qt --help to see the options.")
        return text.format(option=unknown.group(1))
    invalid = re.match(r"argument (\S+): (.*)", message)
    if invalid:
        text = QCoreApplication.translate("CommandLine", "The option {option} has a wrong value ({detail}).")
        return text.format(option=invalid.group(1), detail=invalid.group(2))
    return QCoreApplication.translate("CommandLine", "The command line is not valid: {detail}").format(detail=message)
