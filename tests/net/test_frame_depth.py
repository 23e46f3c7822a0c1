"""The frame decoder's nesting check: the same verdict as walking the decoded value, at a fraction of the cost of
decoding (a script's hellos full of nested lists were walked on the host's loop, each about three decodes long)."""

from __future__ import annotations

import json
import random
import timeit
from typing import Any

from tabletop_qt.net.frames import MAX_DEPTH, FrameDecoder, ProtocolError, encode_frame, too_deep


def _deeper_than(value: Any, limit: int) -> bool:
    """The reference: the decoded value walked, a container at depth ``limit + 1`` or more is too deep."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _shape(rng: random.Random, depth: int) -> Any:
    if depth == 0 or rng.random() < 0.2:
        # Strings holding brackets, quotes and backslashes: none of them nests anything.
        return rng.choice([1, 2.5, None, True, "a[b", 'q"[{', "\\", "]]]}", "\\\"[", "{}[]"])
    if rng.random() < 0.5:
        return [_shape(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    return {f"k{i}[{{": _shape(rng, depth - 1) for i in range(rng.randint(0, 3))}


def test_the_nesting_read_off_the_text_agrees_with_walking_the_value() -> None:
    rng = random.Random(24)
    for _ in range(2000):
        value = _shape(rng, rng.randint(1, 12))
        body = json.dumps(value).encode()
        for limit in (1, 2, 3, 5, 8):
            assert too_deep(body, limit) == _deeper_than(value, limit), (body, limit)


def test_a_frame_nested_past_the_limit_is_still_refused() -> None:
    deep = {"t": "hello", "x": json.loads("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))}
    decoder = FrameDecoder()
    try:
        decoder.feed(encode_frame(deep))
    except ProtocolError as exc:
        assert exc.reason == "lan.bad_json"
    else:
        raise AssertionError("a frame nested past MAX_DEPTH was accepted")
    shallow = {"t": "hello", "x": json.loads("[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1))}
    assert FrameDecoder().feed(encode_frame(shallow)) == [shallow]


def test_judging_a_bracket_heavy_hello_costs_less_than_decoding_it_again() -> None:
    """A hello of 300 little nested lists (the review's bad hellos): the decoder's whole work on it, decoding and
    the nesting check, against decoding it alone, best of several tries each (a ratio, not a time)."""
    message = {"t": "hello", "proto": "x", "pad": [[[1]]] * 300}
    frame = encode_frame(message)
    body = json.dumps(message).encode()

    def decoder() -> None:
        FrameDecoder(4096).feed(frame)

    def decode() -> None:
        json.loads(body.decode("utf-8"))

    # Taken in turns, the best of each: a busy moment of the machine lands on both alike.
    decoded = judged = float("inf")
    for _ in range(15):
        decoded = min(decoded, timeit.timeit(decode, number=30))
        judged = min(judged, timeit.timeit(decoder, number=30))
    # Walking the value made it about 4 decodes (8.8 with this test's walk); read off the text, about 1.2.
    assert judged < 2.5 * decoded, f"decoder {judged / decoded:.1f}x a plain decode"
