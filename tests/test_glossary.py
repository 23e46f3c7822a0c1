"""The glossaries in docs/ are the words the translations use: every message whose English source uses a
glossary term is translated with the term's word (in the game's own context; in every context for "All
games"). The help pages use the same words, and neither the translations nor the help pages use a word of the
glossary's "Never" list."""

from __future__ import annotations

import html
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ALL = "*"
NEVER = "never"
# The help page of each game's glossary section (its translation context).
HELP_PAGES = {
    "TeaTime": "tea_time",
    "TimesSquare": "times_square",
    "FranticFrankfurt": "frantic_frankfurt",
    "HighNoonSaloon": "high_noon_saloon",
}


def glossary(language: str) -> dict[str, list[tuple[str, list[str]]]]:
    """context -> [(English term, accepted forms of its word)], read from docs/glossary_<language>.md."""
    out: dict[str, list[tuple[str, list[str]]]] = {}
    context: str | None = None
    for line in (ROOT / "docs" / f"glossary_{language}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            match = re.search(r"\(context (\w+)\)", line)
            if line.startswith("## Never"):
                context = NEVER  # read by never_list()
                continue
            context = match.group(1) if match else (ALL if "every context" in line else None)
            assert context is not None, f"a glossary heading names no context: {line}"
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if context is None or context == NEVER or len(cells) != 2 or cells[0] in ("English", "") or set(cells[0]) <= {"-"}:
            continue
        out.setdefault(context, []).append((cells[0], [w.strip() for w in cells[1].split(" / ")]))
    return out


def messages(language: str) -> list[tuple[str, str, str]]:
    """(context, source, translation) of every message of the language's .ts file, plural forms joined."""
    root = ET.parse(ROOT / "translations" / f"tabletop_qt_{language}.ts").getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            forms = translation.findall("numerusform")
            text = " ".join(f.text or "" for f in forms) if forms else (translation.text or "")
            out.append((name, message.findtext("source") or "", text))
    return out


def term_pattern(term: str) -> re.Pattern[str]:
    # The term as a word, with its English plural and verb endings ("columns", "slapped", "slaps").
    return re.compile(r"(?<![\w-])" + re.escape(term) + r"(?:s|es|ped|ping)?(?![\w-])", re.IGNORECASE)


def words_of(source: str) -> str:
    """The source without its placeholders: "{target}" names a value, not the game's term."""
    return re.sub(r"\{\w+\}", " ", source)


def misses(language: str) -> list[str]:
    words = glossary(language)
    out = []
    for context, source, translation in messages(language):
        # A soft hyphen (where a long word may break on a card face: "bewegings\u00adbeperking") is no other word.
        translation = translation.replace("\u00ad", "")
        # A game's tutorial (context "<Game>Tutorial") speaks the game's words.
        for term, forms in words.get(ALL, []) + words.get(context, words.get(context.removesuffix("Tutorial"), [])):
            if term_pattern(term).search(words_of(source)) and not any(f.lower() in translation.lower() for f in forms):
                out.append(f"[{context}] {source!r} → {translation!r}: expected {' / '.join(forms)} for {term!r}")
    return out


@pytest.mark.parametrize("language", ["it", "nl"])
def test_the_translations_use_the_glossarys_words(language: str) -> None:
    found = misses(language)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["it", "nl"])
def test_every_game_has_a_glossary_section_that_is_used(language: str) -> None:
    words = glossary(language)
    assert {"TeaTime", "TimesSquare", "FranticFrankfurt", "HighNoonSaloon", ALL} <= set(words)
    sources = messages(language)
    for context, entries in words.items():
        for term, _forms in entries:
            # A term that no message uses checks nothing: the glossary must not drift from the app's texts.
            assert any(term_pattern(term).search(words_of(s)) for c, s, _t in sources if context in (ALL, c)), (context, term)


def test_a_wrong_word_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: a message translated with another word than the glossary's (the old Dutch "Wit
    Konijn", a round for the Times Square pass) fails it; a placeholder named like a term does not count."""
    real = messages("nl")
    tampered = [
        (c, s, "Wit Konijn" if (c, s) == ("TeaTime", "White Rabbit") else t.replace("(stapel ", "(ronde "))
        for c, s, t in real
    ]
    monkeypatch.setattr(sys.modules[__name__], "messages", lambda language: tampered)
    found = misses("nl")
    assert any("'White Rabbit'" in f for f in found)
    assert any("'pass'" in f for f in found)
    assert not term_pattern("target").search(words_of("Melee reach: {source} → {target}"))


def never_list(language: str) -> list[str]:
    """The glossary's "Never" list: words and phrases no translation and no help page may use."""
    out: list[str] = []
    inside = False
    for line in (ROOT / "docs" / f"glossary_{language}.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.startswith("## Never")
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if inside and len(cells) == 3 and cells[0] not in ("Never", "") and not set(cells[0]) <= {"-"}:
            out.append(cells[0])
    return out


def never_pattern(entry: str) -> re.Pattern[str]:
    """A phrase as whole words, case ignored; a trailing * matches any ending ("illuminat*")."""
    stem = entry.rstrip("*")
    tail = r"\w*" if entry.endswith("*") else ""
    return re.compile(r"(?<![\w-])" + re.escape(stem).replace(r"\ ", r"\s+") + tail + r"(?![\w-])", re.IGNORECASE)


def help_text(language: str, game: str) -> str:
    """A help page's words, tags and entities gone."""
    page = (ROOT / "resources" / "help" / language / f"{game}.html").read_text(encoding="utf-8")
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def texts_to_check(language: str) -> list[tuple[str, str]]:
    """(where, text) of every translation and every help page of the language."""
    out = [(f"[{c}] {s!r}", t) for c, s, t in messages(language)]
    for page in sorted((ROOT / "resources" / "help" / language).glob("*.html")):
        out.append((f"help {language}/{page.name}", help_text(language, page.stem)))
    return out


def banned_uses(language: str, texts: list[tuple[str, str]] | None = None) -> list[str]:
    words = [(entry, never_pattern(entry)) for entry in never_list(language)]
    found = []
    for where, text in texts if texts is not None else texts_to_check(language):
        for entry, pattern in words:
            match = pattern.search(text)
            if match:
                found.append(f"{where}: {match.group(0)!r} (never: {entry!r})")
    return found


@pytest.mark.parametrize("language", ["it", "nl"])
def test_no_translation_and_no_help_page_uses_a_banned_word(language: str) -> None:
    assert len(never_list(language)) >= 15
    found = banned_uses(language)
    assert not found, "\n".join(found)


def test_a_banned_word_is_caught() -> None:
    """The check itself: the review's calques, put back into a message and a help page, are found."""
    texts = [
        ("msg", "{seconds} s per rispondere; poi il tavolo passa."),
        ("help", "l'app ti dice che sei\narrivato troppo tardi"),
        ("msg", "Blocca con una carta illuminata, o passa."),
        ("ok", "Disarmato, il bersaglio posa a terra l'arma; la copertura evidenziata."),
    ]
    found = banned_uses("it", texts)
    assert [f.split(":")[0] for f in found] == ["msg", "help", "msg"]
    assert banned_uses("nl", [("msg", "Zeg dat je klaar bent: …"), ("ok", "Druk op Klaar.")]) == [
        "msg: 'Zeg dat je klaar bent' (never: 'zeg dat je klaar bent')"
    ]


def help_misses(language: str) -> list[str]:
    """Each game term the English help page uses must appear, in the glossary's word, in the page's translation."""
    words = glossary(language)
    out = []
    for context, game in HELP_PAGES.items():
        english = help_text("en", game)
        local = help_text(language, game).lower()
        for term, forms in words.get(context, []):
            wanted = [re.sub(r"\{\w+\}", "", f).strip().lower() for f in forms]
            if term_pattern(term).search(english) and not any(w and w in local for w in wanted):
                out.append(f"{language}/{game}.html: {term!r} used in English, none of {' / '.join(forms)} here")
    return out


@pytest.mark.parametrize("language", ["it", "nl"])
def test_the_help_pages_use_the_glossarys_words(language: str) -> None:
    found = help_misses(language)
    assert not found, "\n".join(found)
