"""When two names read the same: players' names at one table, tables' names in one list. No Qt.

A person tells names apart by how they look, not by their code points: "Anna", "ANNA", "Ａｎｎａ" (full width),
"Аnna" (a Cyrillic А), "Anna" with a zero-width space inside. ``fold_name`` maps each to one key: the text as it
is shown (``peer_text``: bidi controls, zero-width and control characters out, spaces collapsed), NFKC (width,
ligatures, compatibility forms), the Cyrillic and Greek letters that look like Latin ones made Latin (a small
table in the spirit of Unicode's confusables, UTS #39, for the scripts of European names: a small letter folds
like its capital, as case does, except where it looks like another Latin letter: "Η" is H but "η" is n),
casefold, and last the Latin look-alikes a font blurs ("l", "I", "1" and "|"; "0" and "o"; "rn" and "m"; "vv"
and "w"). It is only ever compared, never shown.
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
        # ... and the small forms of capitals that look Latin: a letter folds like its capital, as case does
        "в": "b", "з": "3", "м": "m", "н": "h", "т": "t",
        # Greek capitals
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
        "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C", "Ϳ": "J",
        # Greek small letters
        "α": "a", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "υ": "u", "χ": "x", "γ": "y", "ϲ": "c",
        "ϳ": "j", "η": "n", "ω": "w",
        "β": "b", "ε": "e", "ζ": "z", "μ": "m", "τ": "t",
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


class AdvertWatch:
    """Where each advertised table was first seen, to mark one that moved: zeroconf adverts are not authenticated,
    and an impostor may re-announce a real table's instance at its own address, or send the table's goodbye and
    announce it again from elsewhere. The first address and port an instance came with are kept for the whole
    browsing session, through its goodbyes; any later advert of it with none of those addresses, or another port,
    is marked. (A real host that changed network meanwhile is marked too: asking the host settles it.)"""

    def __init__(self) -> None:
        self._first: dict[str, tuple[frozenset[str], int]] = {}

    def moved(self, instance: str, addresses: tuple[str, ...], port: int) -> bool:
        """Record the advert (the first one of an instance is its place) and say whether it moved from there."""
        first = self._first.setdefault(instance, (frozenset(addresses), port))
        return port != first[1] or not first[0] & set(addresses)


def shared_names(names: dict[str, str]) -> set[str]:
    """Of ``names`` (a key such as an instance -> a table's name), the keys whose name another key's reads as."""
    folded = {key: fold_name(name) for key, name in names.items()}
    counts: dict[str, int] = {}
    for value in folded.values():
        counts[value] = counts.get(value, 0) + 1
    return {key for key, value in folded.items() if counts[value] > 1}
