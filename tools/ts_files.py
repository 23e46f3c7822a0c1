"""Reading and writing our .ts files, numerus (plural) messages included.

pyside6-lupdate's Python parser marks a message as numerus only for ``self.tr(text, comment, n)``: a
``QCoreApplication.translate(context, text, None, n)`` call, or a QT_TRANSLATE_NOOP table entry translated with a
count, comes out as a plain message, and lupdate even folds an existing numerus message back into a plain one. So
the rule here is the source's: a message whose source holds ``%n`` is a numerus message. update_translations.py
saves every numerus message's forms before lupdate runs and gives them back afterwards (``promote``).

A translation is a str (plain message) or a tuple of forms (numerus message; Qt's order for the language: for
English, Italian and Dutch the singular, then the plural).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

Key = tuple[str, str]  # context name, source text
Text = str | tuple[str, ...]

# How many numerus forms Qt has for each language we ship (QLocale's plural rules: one / other).
FORMS = {"en": 2, "it": 2, "nl": 2}
HEADER = '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'


def is_numerus(source: str) -> bool:
    return "%n" in source


def text_of(translation: ET.Element) -> Text:
    forms = translation.findall("numerusform")
    if forms:
        return tuple(f.text or "" for f in forms)
    return translation.text or ""


def set_text(translation: ET.Element, text: Text) -> None:
    for form in translation.findall("numerusform"):
        translation.remove(form)
    if isinstance(text, tuple):
        translation.text = None
        for value in text:
            ET.SubElement(translation, "numerusform").text = value
    else:
        translation.text = text


def messages(tree: ET.ElementTree) -> dict[Key, ET.Element]:
    out: dict[Key, ET.Element] = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            out[(name, message.findtext("source") or "")] = message
    return out


def read(path: Path, finished_only: bool = False) -> dict[Key, Text]:
    """Every entry's translation (only the finished ones with ``finished_only``)."""
    out: dict[Key, Text] = {}
    for key, message in messages(ET.parse(path)).items():
        translation = message.find("translation")
        if translation is None:
            continue
        if finished_only and translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        out[key] = text_of(translation)
    return out


def _escape(text: str | None) -> str:
    return (text or "").replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(
        '"', "&quot;").replace("'", "&apos;")


def _element(element: ET.Element, depth: int, out: list[str]) -> None:
    pad = "    " * depth
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in element.attrib.items())
    children = list(element)
    if children:
        out.append(f"{pad}<{element.tag}{attrs}>")
        for child in children:
            _element(child, depth + 1, out)
        out.append(f"{pad}</{element.tag}>")
    else:
        out.append(f"{pad}<{element.tag}{attrs}>{_escape(element.text)}</{element.tag}>")


def write(tree: ET.ElementTree, path: Path) -> None:
    """The file in lupdate's own layout (contexts unindented, ' and " as entities), so a run of lupdate after ours
    changes nothing and the diffs stay small."""
    root = tree.getroot()
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in root.attrib.items())
    out = [f"<TS{attrs}>"]
    for context in root:
        out.append("<context>")
        for child in context:
            _element(child, 1, out)
        out.append("</context>")
    out.append("</TS>")
    path.write_text(HEADER + "\n".join(out) + "\n", encoding="utf-8")


def numerus_state(path: Path) -> dict[Key, tuple[tuple[str, ...], bool]]:
    """Each numerus message's forms and whether it is finished, to survive a lupdate run."""
    out: dict[Key, tuple[tuple[str, ...], bool]] = {}
    if not path.exists():
        return out
    for key, message in messages(ET.parse(path)).items():
        translation = message.find("translation")
        if translation is not None and translation.findall("numerusform"):
            text = text_of(translation)
            assert isinstance(text, tuple)
            out[key] = (text, translation.get("type") != "unfinished")
    return out


def promote(path: Path, language: str, saved: dict[Key, tuple[tuple[str, ...], bool]]) -> None:
    """Make every message whose source holds %n a numerus message again, with the forms saved before lupdate
    (a new one: empty forms, unfinished)."""
    tree = ET.parse(path)
    for key, message in messages(tree).items():
        if not is_numerus(key[1]):
            continue
        message.set("numerus", "yes")
        translation = message.find("translation")
        assert translation is not None
        forms, finished = saved.get(key, (("",) * FORMS[language], False))
        set_text(translation, forms)
        if finished:
            translation.attrib.pop("type", None)
        else:
            translation.set("type", "unfinished")
    write(tree, path)


def english_numerus(source_ts: Path, english_ts: Path) -> None:
    """The source language's own .ts: only the numerus messages (Qt's way to give English its singular), taken
    from a translated .ts so the keys match; the English forms already written are kept."""
    kept = numerus_state(english_ts)
    root = ET.Element("TS", {"version": "2.1", "language": "en", "sourcelanguage": "en"})
    for context in ET.parse(source_ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        chosen = [m for m in context.iter("message") if is_numerus(m.findtext("source") or "")]
        if not chosen:
            continue
        out_context = ET.SubElement(root, "context")
        ET.SubElement(out_context, "name").text = name
        for message in chosen:
            source = message.findtext("source") or ""
            out_message = ET.SubElement(out_context, "message", {"numerus": "yes"})
            ET.SubElement(out_message, "source").text = source
            translation = ET.SubElement(out_message, "translation")
            forms, finished = kept.get((name, source), (("",) * FORMS["en"], False))
            set_text(translation, forms)
            if not finished:
                translation.set("type", "unfinished")
    write(ET.ElementTree(root), english_ts)
