"""JSON whose objects remember the line they start on, so a content error can name the line of a bad field."""

from __future__ import annotations

import json
import json.decoder
import json.scanner
from typing import Any


class LocatedDict(dict[str, Any]):
    """A JSON object and the line (1-based) of its opening brace."""

    line: int = 0


class _Decoder(json.JSONDecoder):
    def __init__(self, text: str) -> None:
        super().__init__()
        self._text = text

        def parse_object(s_and_end: tuple[str, int], *args: Any) -> tuple[Any, int]:
            s, end = s_and_end
            value, after = json.decoder.JSONObject(s_and_end, *args)
            located = LocatedDict(value)
            # ``end`` is just past the opening brace.
            located.line = s.count("\n", 0, end) + 1
            return located, after

        self.parse_object = parse_object
        # The C scanner would not call parse_object: the pure-Python one does (content files are small).
        self.scan_once = json.scanner.py_make_scanner(self)


def loads(text: str) -> Any:
    """Like ``json.loads``; every object is a LocatedDict. Raises json.JSONDecodeError (with its line)."""
    return _Decoder(text).decode(text)
