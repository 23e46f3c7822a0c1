"""peer_text: any text another computer sends comes out printable, one-line, short, and as it was otherwise."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop_qt.net.peer_text import BIDI_CONTROLS, ELLIPSIS, MAX_MARKS, peer_text
from tests.tiers import examples


@pytest.mark.parametrize(
    "text, shown",
    [
        ("Bea", "Bea"),
        ("  Bea  ", "Bea"),
        ("<b>Bea</b>", "<b>Bea</b>"),  # markup is kept, as characters: the widgets show it plain
        ("Bea\u202e lacol", "Bea lacol"),  # a right-to-left override would show "Bea local" reversed
        ("\u2066Bea\u2069\u200f", "Bea"),
        ("line\nbreak\ttab\r\x00nul", "line break tab nul"),
        ("para\u2029graph\u2028line", "para graph line"),
        ("zero\u200bwidth\ufeff", "zerowidth"),
        ("no\xa0break   \u3000spaces", "no break spaces"),
        ("👩\u200d👩\u200d👧", "👩\u200d👩\u200d👧"),  # the joiner builds one emoji of three
        ("می\u200cخواهم", "می\u200cخواهم"),  # the non-joiner writes Persian
        ("Tiếng Việt", "Tiếng Việt"),
        ("e" + "\u0301" * 40, "e" + "\u0301" * MAX_MARKS),
        ("\ud800lone surrogate", "lone surrogate"),
        ("", ""),
        ("\u202e\n", ""),
    ],
)
def test_what_is_shown(text: str, shown: str) -> None:
    assert peer_text(text, 100) == shown


def test_a_long_text_is_cut_with_an_ellipsis_inside_the_limit() -> None:
    assert peer_text("A" * 10_000, 24) == "A" * 23 + ELLIPSIS
    assert peer_text("word " * 10, 11) == "word word" + ELLIPSIS  # no space left before the ellipsis
    assert peer_text("exactly", 7) == "exactly"


@pytest.mark.parametrize("value", [None, 42, b"bytes", ["Bea"]])
def test_what_is_not_text_shows_nothing(value: object) -> None:
    assert peer_text(value, 24) == ""


@settings(max_examples=examples(300), deadline=None)
@given(st.text(max_size=400), st.integers(min_value=1, max_value=300))
def test_any_text_comes_out_printable_one_line_and_short(text: str, limit: int) -> None:
    shown = peer_text(text, limit)
    assert len(shown) <= limit
    assert not BIDI_CONTROLS & set(shown)
    assert all(unicodedata.category(ch) not in ("Cc", "Cs", "Zl", "Zp") for ch in shown)
    assert all(unicodedata.category(ch) != "Cf" or ch in "\u200c\u200d" for ch in shown)
    assert shown == shown.strip() and "  " not in shown
    assert peer_text(shown, limit) == shown  # showing it again changes nothing
