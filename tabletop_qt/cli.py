"""The command line in the person's language: the options, `--help` and every error, argparse's own words too.

The language is the one `--language` names (in any case), else the system's. No QCoreApplication is made here (a
QTranslator answers on its own), so the app can still make its QApplication afterwards.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, NoReturn

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tabletop_qt.i18n.languages import Language, system_language
from tabletop_qt.i18n.words import Words as TranslatedWords

CONTEXT = "CommandLine"

# argparse's own texts (Python 3.10 to 3.13), so its usage line, help headings and errors are translated too.
# Where argparse's English is unclear to a player, REWORDED gives ours (its % placeholders kept).
ARGPARSE_TEXTS = (
    QT_TRANSLATE_NOOP("CommandLine", "usage: "),
    QT_TRANSLATE_NOOP("CommandLine", "options"),
    QT_TRANSLATE_NOOP("CommandLine", "optional arguments"),
    QT_TRANSLATE_NOOP("CommandLine", "positional arguments"),
    QT_TRANSLATE_NOOP("CommandLine", "show this help message and exit"),
    QT_TRANSLATE_NOOP("CommandLine", "The option %(argument_name)s has a wrong value (%(message)s)."),
    QT_TRANSLATE_NOOP("CommandLine", "it needs a value"),
    QT_TRANSLATE_NOOP("CommandLine", "it takes no value, but was given %r"),
    QT_TRANSLATE_NOOP("CommandLine", "%(value)r is not one of %(choices)s"),
    QT_TRANSLATE_NOOP("CommandLine", "%(value)r is not a valid %(type)s"),
)
REWORDED = {
    "argument %(argument_name)s: %(message)s": "The option %(argument_name)s has a wrong value (%(message)s).",
    "expected one argument": "it needs a value",
    "ignored explicit argument %r": "it takes no value, but was given %r",
    "invalid choice: %(value)r (choose from %(choices)s)": "%(value)r is not one of %(choices)s",
    "invalid %(type)s value: %(value)r": "%(value)r is not a valid %(type)s",
}
UNKNOWN_OPTION = QT_TRANSLATE_NOOP("CommandLine", "Unknown option: {option}. Run tabletop-qt --help to see the options.")
ERROR_LINE = QT_TRANSLATE_NOOP("CommandLine", "tabletop-qt: error: {message}")
HELP_VERSION = QT_TRANSLATE_NOOP("CommandLine", "print the version and exit")
HELP_LANGUAGE = QT_TRANSLATE_NOOP("CommandLine", "interface language: {choices}")
HELP_DATA_DIR = QT_TRANSLATE_NOOP("CommandLine", "where saves and settings are kept (default: the system's)")
HELP_BOT_DELAY = QT_TRANSLATE_NOOP("CommandLine", "milliseconds a bot waits before it plays (0 or more)")
HELP_NO_DISCOVERY = QT_TRANSLATE_NOOP(
    "CommandLine", "do not look for tables on the local network (joining a table by its address still works)"
)
BAD_LANGUAGE = QT_TRANSLATE_NOOP("CommandLine", "“{value}” is not a language of the app; choose from {choices}")
BAD_DELAY = QT_TRANSLATE_NOOP("CommandLine", "“{value}” is not a number of milliseconds (0 or more)")


class Words(TranslatedWords):
    """The command line's texts in one language, argparse's own sentences reworded first."""

    def __init__(self, language: Language) -> None:
        super().__init__(language, CONTEXT)

    def argparse_text(self, source: str) -> str:
        return self(REWORDED.get(source, source))


def language_of(argv: Sequence[str]) -> Language:
    """The language the command line is answered in: a valid `--language`, else the system's."""
    for index, arg in enumerate(argv):
        value = None
        if arg == "--language" and index + 1 < len(argv):
            value = argv[index + 1]
        elif arg.startswith("--language="):
            value = arg.split("=", 1)[1]
        if value is not None:
            found = parse_language_code(value)
            if found is not None:
                return found
    return system_language()


def parse_language_code(value: str) -> Language | None:
    code = value.strip().lower()
    return next((language for language in Language if language.value == code), None)


@contextmanager
def _argparse_speaks(words: Words) -> Iterator[None]:
    # argparse looks its texts up through the module's gettext functions at the moment it needs them.
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = words.argparse_text  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: words.argparse_text(one if n == 1 else many)
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


class _Parser(argparse.ArgumentParser):
    def __init__(self, words: Words, **kwargs: Any) -> None:
        self.words = words
        super().__init__(**kwargs)

    def format_help(self) -> str:
        # What the app and its games are comes from the one description (core/games/metadata.py), in its own three
        # languages: worded when the help is shown, not at every start.
        if self.description is None:
            from tabletop_qt.core.games.metadata import overview

            self.description = overview(self.words.language.value)
        return super().format_help()

    def parse_args(self, args: Any = None, namespace: Any = None) -> argparse.Namespace:  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            self._fail(self.words(UNKNOWN_OPTION).format(option=" ".join(extras)))
        return parsed

    def error(self, message: str) -> NoReturn:
        self._fail(self.words(ERROR_LINE).format(message=message))

    def _fail(self, line: str) -> NoReturn:
        self.print_usage(sys.stderr)
        sys.stderr.write(line + "\n")
        raise SystemExit(2)


def _language_type(words: Words) -> Callable[[str], str]:
    def parse(value: str) -> str:
        language = parse_language_code(value)
        if language is None:
            choices = ", ".join(item.value for item in Language)
            raise argparse.ArgumentTypeError(words(BAD_LANGUAGE).format(value=value, choices=choices))
        return language.value

    return parse


def _delay_type(words: Words) -> Callable[[str], int]:
    def parse(value: str) -> int:
        try:
            ms = int(value.strip())
        except ValueError:
            ms = -1
        if ms < 0:
            raise argparse.ArgumentTypeError(words(BAD_DELAY).format(value=value))
        return ms

    return parse


def build_parser(words: Words) -> argparse.ArgumentParser:
    # The description (_Parser.format_help) keeps its paragraphs and list as written: the raw formatter.
    parser = _Parser(
        words,
        prog="tabletop-qt",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,
    )
    choices = ", ".join(item.value for item in Language)
    parser.add_argument("--version", action="store_true", help=words(HELP_VERSION))
    parser.add_argument(
        "--language", type=_language_type(words), metavar="CODE", help=words(HELP_LANGUAGE).format(choices=choices)
    )
    parser.add_argument("--data-dir", type=Path, metavar="DIR", help=words(HELP_DATA_DIR))
    parser.add_argument("--bot-delay", type=_delay_type(words), metavar="MS", help=words(HELP_BOT_DELAY))
    parser.add_argument("--no-discovery", action="store_true", help=words(HELP_NO_DISCOVERY))
    return parser


def parse_command_line(argv: Sequence[str]) -> argparse.Namespace:
    """The options, or (after printing the help, or a translated error and exit code 2) SystemExit."""
    words = Words(language_of(argv))
    with _argparse_speaks(words):
        return build_parser(words).parse_args(list(argv))
