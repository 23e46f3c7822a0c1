"""Counted messages agree with their count in English, Italian and Dutch ("1 bullet", "1 proiettile", "1 kogel").

Every message whose source holds %n is a Qt numerus message (tools/ts_files.py). Each is formatted at 0, 1, 2 and
5 through the shipped .qm files (the LanguageManager loads them, English's own tabletop_qt_en.qm too), and so are
the game logs' sentences, rendered from event codes as the log does. A singular count before a plural noun ("1
proiettili", "1 bullets", "1 kogels") or a plural count before a singular noun ("2 proiettile") fails.
"""

from __future__ import annotations

import ast
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import update_translations  # noqa: E402

COUNTS = (0, 1, 2, 5)
# The counted nouns of the app, singular -> plural, per language (Dutch "schade" and Italian "grinta" do not count).
NOUNS: dict[str, dict[str, str]] = {
    "en": {
        "bullet": "bullets", "card": "cards", "point": "points", "second": "seconds", "space": "spaces",
        "seat": "seats", "target": "targets", "pair": "pairs",
    },
    "it": {
        "proiettile": "proiettili", "danno": "danni", "carta": "carte", "punto": "punti", "secondo": "secondi",
        "spazio": "spazi", "posto": "posti", "bersaglio": "bersagli", "coppia": "coppie", "codice": "codici",
    },
    "nl": {
        "kogel": "kogels", "kaart": "kaarten", "punt": "punten", "seconde": "seconden", "veld": "velden",
        "plaats": "plaatsen", "doelwit": "doelwitten", "paar": "paren",
    },
}
LANGUAGE_CODES = ("en", "it", "nl")


def numerus_messages() -> list[tuple[str, str]]:
    """(context, source) of every counted message: the sources holding %n."""
    root = ET.parse(ROOT / "translations" / "tabletop_qt_it.ts").getroot()
    out = []
    for context in root.iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "%n" in source:
                out.append((context.findtext("name") or "", source))
    return out


def agreement_errors(language: str, count: int, text: str) -> list[str]:
    """A number directly before a noun of the wrong number, in ``text``."""
    singular = NOUNS[language]
    plural = {p: s for s, p in singular.items() if p != s}
    errors = []
    for number, word in re.findall(r"(?<![\w.])(\d+) (\w+)", text):
        word = word.lower()
        if number == "1" and word in plural:
            errors.append(f"{number} {word}")
        if number != "1" and word in singular and singular[word] != word:
            errors.append(f"{number} {word}")
    return errors


@pytest.fixture(scope="module")
def languages(qapp):  # type: ignore[no-untyped-def]
    from tabletop_qt.i18n.languages import Language, LanguageManager

    manager = LanguageManager()

    def use(code: str) -> None:
        manager.set_language(Language(code))

    yield use
    manager.set_language(Language.ENGLISH)
    manager.deleteLater()


def test_every_counted_message_has_its_forms_in_every_language() -> None:
    messages = numerus_messages()
    assert len(messages) >= 40
    for code in LANGUAGE_CODES:
        root = ET.parse(ROOT / "translations" / f"tabletop_qt_{code}.ts").getroot()
        found = {}
        for context in root.iter("context"):
            for message in context.iter("message"):
                found[(context.findtext("name"), message.findtext("source"))] = message
        for key in messages:
            message = found.get(key)
            assert message is not None and message.get("numerus") == "yes", (code, key)
            forms = [f.text or "" for f in message.iter("numerusform")]
            assert len(forms) == 2 and all("%n" in f or "un " in f or "een " in f for f in forms), (code, key, forms)


def test_no_source_puts_a_placeholder_count_before_a_noun() -> None:
    """A count goes through %n: "{bullets} bullets" would print "1 bullets" in English."""
    nouns = "|".join(set(NOUNS["en"]) | set(NOUNS["en"].values()) | {"damage"})
    pattern = re.compile(r"\{\w+\} (?:" + nouns + r")\b")
    offenders = []
    for path in update_translations.sources():
        for line in (ROOT / path).read_text(encoding="utf-8").splitlines():
            if ("translate" in line or "NOOP" in line or line.strip().startswith('"')) and pattern.search(line):
                offenders.append(f"{path}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_every_translate_call_is_in_the_translation_files() -> None:
    """pyside6-lupdate silently skips a QCoreApplication.translate call whose count is an expression (
    ``translate(c, s, None, int(n))``): such a message would stay English. Every call with literal texts, read
    with Python's own parser, must be in the .ts files."""
    root = ET.parse(ROOT / "translations" / "tabletop_qt_it.ts").getroot()
    known = {
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
    }
    missing = []
    for path in update_translations.sources():
        for node in ast.walk(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            context, source = node.args[0], node.args[1]
            if name in ("translate", "QT_TRANSLATE_NOOP") and all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (context, source)
            ):
                if (context.value, source.value) not in known:  # type: ignore[union-attr]
                    missing.append(f"{path}:{node.lineno}: {source.value!r}")  # type: ignore[union-attr]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_counted_messages_agree_with_their_count(languages, code: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    languages(code)
    errors = []
    for context, source in numerus_messages():
        for count in COUNTS:
            text = QCoreApplication.translate(context, source, None, count)
            assert "%n" not in text, (code, source, text)
            errors += [f"{code} [{context}] {text!r}: {e}" for e in agreement_errors(code, count, text)]
    assert not errors, "\n".join(errors)


def log_events(count: int) -> Iterator[object]:
    """Every log event that counts something, at ``count``."""
    from tabletop_qt.core.game import Event

    yield Event("hns.cards_dealt", {"seat": 0, "count": count})
    yield Event("hns.cards_drawn", {"seat": 1, "count": count})
    yield Event("hns.load_revealed", {"bullets": count})
    yield Event("hns.equipped", {"seat": 0, "slot": "holster", "card": "peacemaker", "bullets": count})
    yield Event("hns.equipped", {"seat": 0, "slot": "fist", "card": "peacemaker", "bullets": count})
    yield Event("hns.reloaded", {"seat": 0, "slot": "fist", "card": "peacemaker", "bullets": count})
    yield Event("hns.reloaded", {"seat": 0, "slot": "holster", "card": "peacemaker", "bullets": count})
    yield Event("hns.attack_declared", {"seat": 0, "attack": "gun", "weapon": "peacemaker", "bullets": count})
    yield Event("hns.bullets_added", {"seat": 0, "bullets": count})
    yield Event("hns.cover_loaded", {"seat": 0, "bullets": count})
    yield Event("hns.gun_given", {"seat": 0, "target": 1, "card": "peacemaker", "bullets": count})
    yield Event("tt.cards_removed", {"count": count})
    yield Event("tt.cards_cancelled", {"seat": 0, "character": "white_rabbit", "pairs": max(count, 1)})
    yield Event("ts.cards_drawn", {"seat": 0, "count": count})
    yield Event("ts.pile_reshuffled", {"count": count})
    yield Event("ts.charlie_moved", {"seat": 0, "steps": count, "entrance_figures": ["sue"], "half": False})
    yield Event("ts.charlie_moved", {"seat": 0, "steps": count, "entrance_figures": ["sue"], "half": True})


@pytest.mark.parametrize("code", LANGUAGE_CODES)
def test_the_game_logs_counted_lines_agree(languages, code: str) -> None:  # type: ignore[no-untyped-def]
    from tabletop_qt.ui.texts import event_text, reason_text

    languages(code)
    errors, lines = [], 0
    for count in COUNTS:
        for event in log_events(count):
            text = event_text(event, ["Anna", "Bruno"])  # type: ignore[arg-type]
            if text is None:
                continue
            lines += 1
            errors += [f"{code} {event.code}: {text!r}: {e}" for e in agreement_errors(code, count, text)]  # type: ignore[attr-defined]
        for reason, details in (("tt.too_many_cards", {"count": count}), ("hns.characters_count", {"given": count, "players": 4})):
            text = reason_text(reason, details)
            errors += [f"{code} {reason}: {text!r}: {e}" for e in agreement_errors(code, count, text)]
    assert lines >= 50
    assert not errors, "\n".join(errors)


def test_the_check_catches_a_wrong_form() -> None:
    """The review's lines fail it; the right ones pass."""
    assert agreement_errors("it", 1, "Pistola: 1 proiettili, 1 danni") == ["1 proiettili", "1 danni"]
    assert agreement_errors("nl", 1, "Een ladingkaart wordt getoond: 1 kogels.") == ["1 kogels"]
    assert agreement_errors("en", 1, "Anna shoots with Peacemaker, spending 1 bullets.") == ["1 bullets"]
    assert agreement_errors("it", 2, "2 proiettile") == ["2 proiettile"]
    assert agreement_errors("it", 1, "Pistola: 1 proiettile, 1 danno") == []
