"""Write core/games/high_noon_saloon/house_data.py from resources/high_noon_saloon/house/*.json, then fan.py (the
home picture's cards) from that house set.

python tools/write_house_data.py

The rules engine gets the house set as a Python module (core reads no files); the JSON files stay the copy a person
starts a pack of their own from. tests/core/high_noon_saloon/test_house_data.py and test_fan.py fail when the
modules and the files differ: edit the JSON, then run this.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOUSE = ROOT / "resources" / "high_noon_saloon" / "house"
MODULE = ROOT / "tabletop_qt" / "core" / "games" / "high_noon_saloon" / "house_data.py"
FAN_MODULE = MODULE.with_name("fan.py")

HEADER = '''"""The Tabletop Qt house set of High Noon Saloon, each file's text by name, as the rules engine reads it.

Written by tools/write_house_data.py from resources/high_noon_saloon/house/ (edit those files, then run it): core
reads no files, and the texts are the files' own, so the house set's content hash is the same either way.
"""

from __future__ import annotations

from collections.abc import Mapping

'''


def module_text() -> str:
    sys.path.insert(0, str(ROOT))
    from tabletop_qt.core.games.high_noon_saloon.content import FILES

    entries = "".join(f"    {name!r}: {_literal((HOUSE / name).read_text(encoding='utf-8'))},\n" for name in FILES)
    return f"{HEADER}HOUSE_SET: Mapping[str, str] = {{\n{entries}}}\n"


def _literal(text: str) -> str:
    """The text as the file has it, readable (a raw triple-quoted string) where that writes it exactly."""
    quotes = "'" * 3
    if quotes not in text and "\\" not in text and not text.endswith("'"):
        return f"r{quotes}{text}{quotes}"
    return repr(text)


def main() -> int:
    MODULE.write_text(module_text(), encoding="utf-8")
    print(MODULE.relative_to(ROOT))
    # In a fresh interpreter: fan.py is made from the house set as the module just written gives it.
    subprocess.run([sys.executable, str(Path(__file__).with_name("fan_source.py")), str(FAN_MODULE)], check=True)
    print(FAN_MODULE.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
