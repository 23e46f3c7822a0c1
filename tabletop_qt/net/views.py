"""The hash that proves a peer holds exactly the view the host sent it."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def view_hash(view: Any, legal: Any) -> str:
    text = json.dumps({"view": view, "legal": legal}, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    # surrogatepass: a lone surrogate from a broken peer hashes (and mismatches) instead of raising.
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:24]
