"""Text that another computer chose (a player's name, a chat line, a table's or a host's name), made safe to show.

Whatever a peer sends is shown as inert, short, one-line text: bidi controls (which could turn "evil.exe" into
"exe.live" or flip the words around a name) and zero-width characters are dropped, line breaks and other control
characters become spaces, runs of space shrink to one, a pile of combining marks ("Zalgo" text, which draws over
the lines above and below) keeps its first few, and the whole is cut to a length with an ellipsis. Markup is left
as it is, to be shown as the characters it is made of: the widgets that show it are plain-text ones (see
``tabletop_qt/ui/peer_text.py``). No Qt here: the headless tools print peers' text too.
"""

from __future__ import annotations

import unicodedata

from tabletop_qt.net.messages import MAX_CHAT, MAX_NAME

NAME_CHARS = MAX_NAME  # a player's or a table's name, as long as a name may be on the wire
CHAT_CHARS = MAX_CHAT
HOST_CHARS = 64  # a computer's host name: 64 is Linux's HOST_NAME_MAX
MAX_MARKS = 4  # combining marks kept after one letter: enough for Vietnamese or Devanagari, not for a smear

ELLIPSIS = "…"

# The explicit directional marks, embeddings, overrides and isolates (Unicode's bidi algorithm, UAX #9 §2).
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Format characters that scripts need inside words: the zero-width joiner builds emoji sequences and Indic
# conjuncts, the non-joiner writes Persian. Every other format character (zero-width space, BOM, soft hyphen,
# tags, invisible operators) only hides what a name really is.
_KEPT_FORMAT = frozenset("\u200c\u200d")
_MARKS = frozenset(("Mn", "Me"))


def peer_text(text: object, limit: int) -> str:
    """``text`` as it may be shown: printable, one line, at most ``limit`` characters (the last an ellipsis
    when it was cut). Anything that is not a string gives "". Applying it twice changes nothing more."""
    if not isinstance(text, str) or limit < 1:
        return ""
    kept: list[str] = []
    marks = 0
    for ch in text:
        if ch in BIDI_CONTROLS:
            continue
        category = unicodedata.category(ch)
        if category in ("Cc", "Zl", "Zp"):
            kept.append(" ")  # a line break or a tab still separates two words
            marks = 0
            continue
        if category == "Cs" or (category == "Cf" and ch not in _KEPT_FORMAT):
            continue
        if category in _MARKS:
            marks += 1
            if marks > MAX_MARKS:
                continue
        else:
            marks = 0
        kept.append(ch)
    # str.split() splits on every Unicode space (no-break, ideographic, ...): each run becomes one plain space.
    shown = " ".join("".join(kept).split())
    if len(shown) <= limit:
        return shown
    return shown[: limit - 1].rstrip() + ELLIPSIS
