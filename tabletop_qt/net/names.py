"""When two names read the same: players' names at one table, tables' names in one list. No Qt.

A person tells names apart by how they look, not by their code points: "Anna", "ANNA", "Ａｎｎａ" (full width),
"Аnna" (a Cyrillic А), "Anna" with a zero-width space inside. ``fold_name`` maps each to one key: the text as it is
shown (``peer_text``: bidi controls, zero-width and control characters out, spaces collapsed), NFKC (width,
ligatures, compatibility forms), the Cyrillic and Greek letters that look like Latin ones made Latin (a small
table in the spirit of Unicode's confusables, UTS #39, for the scripts of European names; upper and lower case
apart, since "Η" looks like H but "η" like n), casefold, and last the Latin look-alikes a font blurs ("l", "I",
"1" and "|"; "0" and "o"; "rn" and "m"; "vv" and "w"). It is only ever compared, never shown.
"""

from __future__ import annotations

import unicodedata

from tabletop_qt.net.peer_text import peer_text

_FOLD_CHARS = 200  # longer than any name on the wire: the whole name counts

# Before casefold: each look-alike of another script as the Latin letter it passes for.
_SCRIPTS = str.maketrans(
    {
        # Cyrillic capitals
        "А": "A", "В": "B", "Е": "E", "Ё": "Ë", "З": "3", "І": "I", "Ї": "Ï", "Ј": "J", "К": "K", "М": "M",
        "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Х": "X", "Ѕ": "S", "Ԁ": "D", "Ԛ": "Q",
        "Ԝ": "W", "Һ": "H", "Ү": "Y", "Ӏ": "I",
        # Cyrillic small letters
        "а": "a", "е": "e", "ё": "ë", "і": "i", "ї": "ï", "ј": "j", "о": "o", "р": "p", "с": "c", "у": "y",
        "х": "x", "ѕ": "s", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y", "к": "k", "ь": "b",
        # Greek capitals
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
        "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C", "Ϳ": "J",
        # Greek small letters
        "α": "a", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "υ": "u", "χ": "x", "γ": "y", "ϲ": "c",
        "ϳ": "j", "η": "n", "ω": "w",
    }
)
# After casefold: Latin letters and digits a font makes look alike.
_LATIN = str.maketrans({"i": "l", "1": "l", "|": "l", "ı": "l", "0": "o"})
_PAIRS = (("rn", "m"), ("vv", "w"))


def fold_name(name: str) -> str:
    """The key two names share when a person would read them as the same name."""
    shown = unicodedata.normalize("NFKC", peer_text(name, _FOLD_CHARS))
    folded = shown.translate(_SCRIPTS).casefold().translate(_LATIN)
    for pair, one in _PAIRS:
        folded = folded.replace(pair, one)
    return folded


def same_name(a: str, b: str) -> bool:
    return fold_name(a) == fold_name(b)
