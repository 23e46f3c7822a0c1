"""Write every description of the app kept outside the app from the one source, tabletop_qt/core/games/metadata.py.

    python tools/write_descriptions.py           # rewrite the texts that disagree with the source
    python tools/write_descriptions.py --check   # only say which disagree (exit status 1), as the tests do

It writes, each between its markers (the rest of each file is left as it is): the README's intro, game list and
credits; packaging/deb.py's DEB_DESCRIPTION; the AppStream metainfo's summary and description in en/it/nl; the
desktop file's Comment and Keywords lines in en/it/nl; pyproject.toml's description.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout's metadata, whatever the editable install points at

from tabletop_qt.core.games import metadata  # noqa: E402
from tabletop_qt.core.games.metadata import APP_PITCH, APP_SUMMARY, GAME_INFO, HOUSE_SET_NOTE, LANGUAGES, THE_GAMES  # noqa: E402

# The credits' heading and the desktop file's search words beside the games' names, per language.
_CREDITS = {"en": "Credits:", "it": "Riconoscimenti:", "nl": "Met dank aan:"}
_KEYWORDS = {
    "en": ("cards", "board game", "hot-seat", "LAN"),
    "it": ("carte", "gioco da tavolo", "LAN", "rete"),
    "nl": ("kaarten", "bordspel", "LAN", "netwerk"),
}
_DEB_WIDTH = 79  # Debian policy: description lines under 80 characters


@dataclass(frozen=True)
class Target:
    path: Path
    begin: str  # the marker lines the generated block sits between (kept)
    end: str
    render: Callable[[], str]


def readme_block() -> str:
    lines = [APP_PITCH["en"], "", THE_GAMES["en"], ""]
    for game_id, info in GAME_INFO.items():
        text = metadata.listing(game_id, "en").replace(info.name, f"**{info.name}**", 1)
        lines.append(f"- {text}")
    lines += ["", HOUSE_SET_NOTE["en"], "", _CREDITS["en"], ""]
    lines += [f"- {metadata.credit(game_id, 'en')}" for game_id in GAME_INFO]
    return "\n".join(lines)


def deb_description() -> str:
    """The control file's Description: a synopsis, then the extended text, each line indented by one space."""
    lines = [APP_SUMMARY["en"]]
    lines += metadata.wrapped(APP_PITCH["en"], _DEB_WIDTH, " ")
    lines += [" .", f" {THE_GAMES['en']}"]
    for game_id in GAME_INFO:
        lines += metadata.wrapped(metadata.listing(game_id, "en"), _DEB_WIDTH, "    ", "  * ")
    lines += [" ."]
    lines += metadata.wrapped(HOUSE_SET_NOTE["en"], _DEB_WIDTH, " ")
    return "\n".join(lines)


def deb_block() -> str:
    # Each line as its own literal, so the file reads like the control text it makes.
    lines = deb_description().split("\n")
    body = "".join(f"    {(line + chr(10) if i < len(lines) - 1 else line)!r}\n" for i, line in enumerate(lines))
    return f"DEB_DESCRIPTION = (\n{body})"


def _xml(tag: str, text: str, lang: str, indent: str) -> str:
    attr = "" if lang == "en" else f' xml:lang="{lang}"'
    return f"{indent}<{tag}{attr}>{escape(text)}</{tag}>"


def metainfo_block() -> str:
    lines = [_xml("summary", APP_SUMMARY[lang], lang, "  ") for lang in LANGUAGES]
    lines.append("  <description>")
    for texts in (APP_PITCH, THE_GAMES):
        lines += [_xml("p", texts[lang], lang, "    ") for lang in LANGUAGES]
    lines.append("    <ul>")
    for game_id in GAME_INFO:
        lines += [_xml("li", metadata.listing(game_id, lang), lang, "      ") for lang in LANGUAGES]
    lines.append("    </ul>")
    lines += [_xml("p", HOUSE_SET_NOTE[lang], lang, "    ") for lang in LANGUAGES]
    lines.append("  </description>")
    return "\n".join(lines)


def desktop_block() -> str:
    lines = []
    for lang in LANGUAGES:
        suffix = "" if lang == "en" else f"[{lang}]"
        lines.append(f"Comment{suffix}={APP_SUMMARY[lang]}")
    for lang in LANGUAGES:
        suffix = "" if lang == "en" else f"[{lang}]"
        words = [info.name.lower() for info in GAME_INFO.values()] + list(_KEYWORDS[lang])
        lines.append(f"Keywords{suffix}={';'.join(words)};")
    return "\n".join(lines)


def pyproject_block() -> str:
    names = ", ".join(info.name for info in GAME_INFO.values())
    text = f"Tabletop games ({names}) on the desktop, against bots, hot-seat or over the LAN."
    return f"description = {json.dumps(text)}"


TARGETS: tuple[Target, ...] = (
    Target(ROOT / "README.md", "<!-- description:begin (tools/write_descriptions.py) -->", "<!-- description:end -->",
           readme_block),
    Target(ROOT / "packaging" / "deb.py", "# description:begin (tools/write_descriptions.py)", "# description:end",
           deb_block),
    Target(
        ROOT / "packaging" / "linux" / "io.github.tabletopqt.TabletopQt.metainfo.xml",
        "  <!-- description:begin (tools/write_descriptions.py) -->",
        "  <!-- description:end -->",
        metainfo_block,
    ),
    Target(ROOT / "packaging" / "linux" / "tabletop-qt.desktop", "# description:begin (tools/write_descriptions.py)",
           "# description:end", desktop_block),
    Target(ROOT / "pyproject.toml", "# description:begin (tools/write_descriptions.py)", "# description:end",
           pyproject_block),
)


def rewritten(target: Target) -> str:
    """The target file's text with the block between its markers written afresh from the source."""
    text = target.path.read_text(encoding="utf-8")
    pattern = re.compile(rf"(?ms)^{re.escape(target.begin)}\n.*?^{re.escape(target.end)}$")
    if not pattern.search(text):
        raise SystemExit(f"{_shown(target.path)}: the markers {target.begin!r} ... {target.end!r} are missing")
    return pattern.sub(lambda _: f"{target.begin}\n{target.render()}\n{target.end}", text, count=1)


def stale() -> list[Path]:
    """The files whose text disagrees with the source."""
    return [t.path for t in TARGETS if rewritten(t) != t.path.read_text(encoding="utf-8")]


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report the files that disagree with the source")
    args = parser.parse_args(argv)
    out_of_date = stale()
    for path in out_of_date:
        if args.check:
            print(f"out of date: {_shown(path)} (run python tools/write_descriptions.py)")
        else:
            target = next(t for t in TARGETS if t.path == path)
            path.write_text(rewritten(target), encoding="utf-8")
            print(f"wrote {_shown(path)}")
    return 1 if args.check and out_of_date else 0


if __name__ == "__main__":
    raise SystemExit(main())
