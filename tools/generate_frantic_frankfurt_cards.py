"""Generate the Frantic Frankfurt card SVGs in resources/frantic_frankfurt/cards/ (original art drawn for Tabletop Qt).

The SVGs are committed; edit the drawing here and run  python tools/generate_frantic_frankfurt_cards.py  to redraw them.

132 cards in three colours (yellow, red, blue); values odd 1..13 and even 8..20; keys ``<colour>_<value>`` plus ``back``.
It is a real-time game, so every face is built to be read at a glance at a small size:
  * the whole card is its colour;
  * the value is huge in the centre and large in two corners (the bottom-right one turned, as on printed cards;
    the 9 is underlined so it never reads as a 6);
  * even values sit on a white oval, odd values on a dark circle (the same-colour rule is "odd on even");
  * each colour also has its own corner symbol (yellow sun, red diamond, blue wave) so colours never depend on hue;
  * a small Frankfurt motif per colour: the Roemer's stepped gables, the apple-wine jug (Bembel), the Main with its
    footbridge and skyline.
No words on purpose (the app speaks three languages). The numerals are outlines, not <text>, so every platform draws
them the same without needing a font: the digit shapes are DejaVu Sans Bold outlines (free font licence) captured with
``python tools/generate_frantic_frankfurt_cards.py --capture-digits`` (prints a new DIGITS table).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "frantic_frankfurt" / "cards"

COLOURS = ("yellow", "red", "blue")
VALUES = (1, 3, 5, 7, 9, 11, 13, 8, 10, 12, 14, 16, 18, 20)

# DejaVu Sans Bold digits at a 100 px em: (advance, outline with the baseline at y=0). Cap height about 73.
DIGITS = {
    "0": (69.6, "M46,-36.5 C46,-45.6 45.1,-52.1 43.4,-55.8 C41.7,-59.5 38.9,-61.4 34.8,-61.4 C30.8,-61.4 27.9,-59.5 26.2,-55.8 C24.4,-52.1 23.6,-45.6 23.6,-36.5 C23.6,-27.3 24.4,-20.8 26.2,-17 C27.9,-13.3 30.8,-11.4 34.8,-11.4 C38.8,-11.4 41.7,-13.3 43.4,-17 C45.1,-20.8 46,-27.3 46,-36.5 Z M64.8,-36.4 C64.8,-24.3 62.2,-15 57,-8.4 C51.8,-1.9 44.4,1.4 34.8,1.4 C25.2,1.4 17.8,-1.9 12.6,-8.4 C7.4,-15 4.8,-24.3 4.8,-36.4 C4.8,-48.5 7.4,-57.8 12.6,-64.4 C17.8,-70.9 25.2,-74.2 34.8,-74.2 C44.4,-74.2 51.8,-70.9 57,-64.4 C62.2,-57.8 64.8,-48.5 64.8,-36.4 Z"),
    "1": (69.6, "M11.7,-13 L28.3,-13 L28.3,-60.1 L11.3,-56.6 L11.3,-69.4 L28.2,-72.9 L46.1,-72.9 L46.1,-13 L62.7,-13 L62.7,0 L11.7,0 L11.7,-13 Z"),
    "2": (69.6, "M28.8,-13.8 L60.9,-13.8 L60.9,0 L7.9,0 L7.9,-13.8 L34.5,-37.3 C36.9,-39.5 38.7,-41.6 39.8,-43.6 C40.9,-45.7 41.5,-47.8 41.5,-50 C41.5,-53.4 40.4,-56.2 38.1,-58.2 C35.8,-60.3 32.7,-61.4 28.9,-61.4 C26,-61.4 22.8,-60.8 19.3,-59.5 C15.8,-58.2 12.1,-56.4 8.1,-53.9 L8.1,-69.9 C12.3,-71.3 16.5,-72.4 20.7,-73.1 C24.8,-73.9 28.8,-74.2 32.8,-74.2 C41.5,-74.2 48.3,-72.3 53.2,-68.5 C58,-64.6 60.4,-59.3 60.4,-52.4 C60.4,-48.4 59.4,-44.7 57.3,-41.3 C55.3,-37.9 51,-33.3 44.4,-27.5 L28.8,-13.8 Z"),
    "3": (69.6, "M46.6,-39.3 C51.5,-38 55.2,-35.8 57.8,-32.7 C60.3,-29.6 61.6,-25.6 61.6,-20.7 C61.6,-13.5 58.9,-8 53.3,-4.2 C47.8,-0.5 39.7,1.4 29.1,1.4 C25.4,1.4 21.6,1.1 17.8,0.5 C14.1,-0.1 10.4,-1 6.7,-2.2 L6.7,-16.7 C10.2,-14.9 13.7,-13.6 17.2,-12.7 C20.6,-11.8 24,-11.4 27.4,-11.4 C32.4,-11.4 36.2,-12.2 38.8,-14 C41.5,-15.7 42.8,-18.2 42.8,-21.4 C42.8,-24.7 41.5,-27.2 38.8,-28.9 C36,-30.6 32,-31.5 26.7,-31.5 L19.2,-31.5 L19.2,-43.6 L27.1,-43.6 C31.8,-43.6 35.3,-44.3 37.6,-45.8 C40,-47.3 41.1,-49.6 41.1,-52.6 C41.1,-55.4 40,-57.5 37.7,-59.1 C35.5,-60.6 32.3,-61.4 28.2,-61.4 C25.2,-61.4 22.1,-61 19,-60.4 C16,-59.7 12.9,-58.7 9.8,-57.3 L9.8,-71.1 C13.5,-72.1 17.2,-72.9 20.8,-73.4 C24.5,-74 28.1,-74.2 31.6,-74.2 C41.1,-74.2 48.1,-72.7 52.9,-69.6 C57.6,-66.4 59.9,-61.8 59.9,-55.5 C59.9,-51.3 58.8,-47.8 56.5,-45 C54.3,-42.3 51,-40.4 46.6,-39.3 Z"),
    "4": (69.6, "M36.8,-57.4 L16.2,-26.9 L36.8,-26.9 L36.8,-57.4 Z M33.7,-72.9 L54.6,-72.9 L54.6,-26.9 L65,-26.9 L65,-13.3 L54.6,-13.3 L54.6,0 L36.8,0 L36.8,-13.3 L4.5,-13.3 L4.5,-29.4 L33.7,-72.9 Z"),
    "5": (69.6, "M10.6,-72.9 L57.3,-72.9 L57.3,-59.1 L25.6,-59.1 L25.6,-47.8 C27,-48.2 28.5,-48.5 29.9,-48.7 C31.4,-48.9 32.9,-49 34.4,-49 C43.3,-49 50.2,-46.8 55.2,-42.4 C60.1,-37.9 62.6,-31.7 62.6,-23.8 C62.6,-15.9 59.9,-9.7 54.5,-5.3 C49.1,-0.8 41.7,1.4 32.1,1.4 C27.9,1.4 23.8,1 19.8,0.2 C15.7,-0.6 11.7,-1.8 7.7,-3.4 L7.7,-18.2 C11.7,-15.9 15.5,-14.2 19,-13.1 C22.6,-11.9 25.9,-11.4 29.1,-11.4 C33.7,-11.4 37.2,-12.5 39.9,-14.7 C42.5,-16.9 43.8,-20 43.8,-23.8 C43.8,-27.6 42.5,-30.7 39.9,-32.9 C37.2,-35.1 33.7,-36.2 29.1,-36.2 C26.4,-36.2 23.5,-35.8 20.5,-35.1 C17.4,-34.4 14.1,-33.3 10.6,-31.9 L10.6,-72.9 Z"),
    "6": (69.6, "M36.2,-36 C32.9,-36 30.4,-34.9 28.8,-32.8 C27.1,-30.7 26.3,-27.5 26.3,-23.2 C26.3,-18.9 27.1,-15.7 28.8,-13.6 C30.4,-11.5 32.9,-10.4 36.2,-10.4 C39.5,-10.4 42,-11.5 43.6,-13.6 C45.3,-15.7 46.1,-18.9 46.1,-23.2 C46.1,-27.5 45.3,-30.7 43.6,-32.8 C42,-34.9 39.5,-36 36.2,-36 Z M59.4,-71 L59.4,-57.5 C56.3,-59 53.4,-60.1 50.7,-60.8 C47.9,-61.5 45.3,-61.8 42.7,-61.8 C37.1,-61.8 32.7,-60.3 29.6,-57.1 C26.5,-54 24.6,-49.4 24.1,-43.3 C26.3,-44.9 28.6,-46.1 31.1,-46.9 C33.6,-47.7 36.3,-48.1 39.3,-48.1 C46.8,-48.1 52.8,-45.9 57.3,-41.6 C61.9,-37.2 64.2,-31.5 64.2,-24.4 C64.2,-16.6 61.6,-10.3 56.5,-5.6 C51.4,-0.9 44.6,1.4 36,1.4 C26.5,1.4 19.2,-1.8 14,-8.2 C8.8,-14.6 6.2,-23.7 6.2,-35.4 C6.2,-47.4 9.2,-56.9 15.3,-63.8 C21.4,-70.7 29.7,-74.1 40.3,-74.1 C43.6,-74.1 46.9,-73.9 50,-73.3 C53.2,-72.8 56.3,-72 59.4,-71 Z"),
    "7": (69.6, "M6.7,-72.9 L61.6,-72.9 L61.6,-62.3 L33.2,0 L14.9,0 L41.8,-59.1 L6.7,-59.1 L6.7,-72.9 Z"),
    "8": (69.6, "M34.8,-32.6 C31.3,-32.6 28.6,-31.7 26.7,-29.7 C24.8,-27.8 23.9,-25.1 23.9,-21.5 C23.9,-17.9 24.8,-15.2 26.7,-13.3 C28.6,-11.4 31.3,-10.4 34.8,-10.4 C38.3,-10.4 41,-11.4 42.8,-13.3 C44.7,-15.2 45.6,-17.9 45.6,-21.5 C45.6,-25.1 44.7,-27.9 42.8,-29.8 C41,-31.7 38.3,-32.6 34.8,-32.6 Z M21.1,-38.8 C16.7,-40.2 13.3,-42.2 11.1,-45 C8.8,-47.7 7.7,-51.2 7.7,-55.3 C7.7,-61.5 10,-66.2 14.6,-69.4 C19.2,-72.6 25.9,-74.2 34.8,-74.2 C43.6,-74.2 50.3,-72.6 54.9,-69.4 C59.5,-66.2 61.8,-61.5 61.8,-55.3 C61.8,-51.2 60.7,-47.7 58.4,-45 C56.2,-42.2 52.8,-40.2 48.4,-38.8 C53.3,-37.4 57.1,-35.2 59.6,-32.2 C62.1,-29.1 63.4,-25.2 63.4,-20.5 C63.4,-13.3 61,-7.8 56.2,-4.1 C51.4,-0.4 44.2,1.4 34.8,1.4 C25.3,1.4 18.2,-0.4 13.4,-4.1 C8.5,-7.8 6.1,-13.3 6.1,-20.5 C6.1,-25.2 7.4,-29.1 9.9,-32.2 C12.4,-35.2 16.1,-37.4 21.1,-38.8 Z M25.5,-53.4 C25.5,-50.5 26.3,-48.3 27.9,-46.7 C29.5,-45.2 31.8,-44.4 34.8,-44.4 C37.7,-44.4 40,-45.2 41.6,-46.7 C43.2,-48.3 44,-50.5 44,-53.4 C44,-56.3 43.2,-58.5 41.6,-60.1 C40,-61.6 37.7,-62.4 34.8,-62.4 C31.8,-62.4 29.5,-61.6 27.9,-60.1 C26.3,-58.5 25.5,-56.3 25.5,-53.4 Z"),
    "9": (69.6, "M10,-1.6 L10,-15.1 C13,-13.7 15.9,-12.6 18.6,-11.9 C21.3,-11.2 24,-10.9 26.7,-10.9 C32.3,-10.9 36.7,-12.4 39.8,-15.6 C42.9,-18.7 44.8,-23.3 45.3,-29.4 C43.1,-27.8 40.7,-26.5 38.2,-25.7 C35.7,-24.9 33,-24.5 30.1,-24.5 C22.6,-24.5 16.6,-26.7 12,-31 C7.5,-35.4 5.2,-41.1 5.2,-48.2 C5.2,-56 7.7,-62.3 12.8,-67 C17.9,-71.8 24.7,-74.1 33.3,-74.1 C42.8,-74.1 50.2,-70.9 55.4,-64.5 C60.6,-58.1 63.2,-49 63.2,-37.3 C63.2,-25.3 60.1,-15.8 54.1,-8.9 C48,-2 39.6,1.4 29,1.4 C25.6,1.4 22.3,1.2 19.2,0.7 C16.1,0.2 13,-0.6 10,-1.6 Z M33.2,-36.7 C36.5,-36.7 39,-37.8 40.6,-39.9 C42.3,-42 43.1,-45.2 43.1,-49.5 C43.1,-53.7 42.3,-56.9 40.6,-59.1 C39,-61.2 36.5,-62.3 33.2,-62.3 C29.9,-62.3 27.4,-61.2 25.8,-59.1 C24.1,-56.9 23.3,-53.7 23.3,-49.5 C23.3,-45.2 24.1,-42 25.8,-39.9 C27.4,-37.8 29.9,-36.7 33.2,-36.7 Z"),
}

# colour: (light, base, dark, ink)  ink = the darkest tone, for outlines and numerals on white
PALETTE = {
    "yellow": ("#ffe46b", "#f7c21b", "#b57f00", "#4d3300"),
    "red": ("#ff6b5e", "#dd2a2e", "#9c1219", "#4a070b"),
    "blue": ("#5aa2f0", "#1f66cc", "#113f8c", "#081d45"),
}

HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.2" '
    'baseProfile="tiny" viewBox="0 0 200 280" width="200" height="280">\n'
    "<!-- Frantic Frankfurt card, original artwork drawn for Tabletop Qt by tools/generate_frantic_frankfurt_cards.py."
    " No words on purpose: the app speaks three languages. -->\n"
)
TAIL = "</svg>\n"

_TOKEN = re.compile(r"[MLCZ]|-?\d+(?:\.\d+)?")


def _f(v: float) -> str:
    s = f"{v:.1f}"
    s = s.removesuffix(".0")
    return "0" if s == "-0" else s


def numeral_path(text: str, cx: float, cy: float, height: float, track: float = -5.0, underline: bool = False) -> str:
    """Path data of the digits ``text``, its ink box centred on cx, cy, digits ``height`` tall."""
    s = height / 73.0
    pieces: list[tuple[str, float, float]] = []  # (command or "", x, y) in font units
    pen = 0.0
    for ch in text:
        advance, d = DIGITS[ch]
        tokens = _TOKEN.findall(d)
        i = 0
        while i < len(tokens):
            t = tokens[i]
            if t in "MLCZ":
                pieces.append((t, 0.0, 0.0))
                i += 1
            else:
                pieces.append(("", float(t) + pen, float(tokens[i + 1])))
                i += 2
        pen += advance + track
    xs = [x for c, x, _ in pieces if not c]
    ys = [y for c, _, y in pieces if not c]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    bar = 0.0
    if underline:
        bar = 11.0  # gap 5, bar 6 (font units)
    ox = cx - s * (x0 + x1) / 2
    oy = cy - s * (y0 + y1 + bar) / 2
    out = []
    for c, x, y in pieces:
        out.append(c if c else f"{_f(ox + s * x)},{_f(oy + s * y)}")
    d = " ".join(out).replace("M ", "M").replace("L ", "L").replace("C ", "C")
    if underline:
        top, bottom = oy + s * (y1 + 5), oy + s * (y1 + 11)
        left, right = ox + s * (x0 + 4), ox + s * (x1 - 4)
        d += f" M{_f(left)},{_f(top)} L{_f(right)},{_f(top)} L{_f(right)},{_f(bottom)} L{_f(left)},{_f(bottom)} Z"
    return d


# ---------------------------------------------------------------- colour symbols (centred on 0,0, about 24 across)
def symbol(colour: str) -> str:
    ink = PALETTE[colour][3]
    if colour == "yellow":  # sun
        rays = "".join(
            f'<path d="M0,-8.5 L2.6,-13.5 L-2.6,-13.5 Z" transform="rotate({a})"/>' for a in range(0, 360, 45)
        )
        return (
            f'<g fill="#ffffff" stroke="{ink}" stroke-width="1.6" stroke-linejoin="round">{rays}'
            f'<circle cx="0" cy="0" r="7.5"/></g>'
        )
    if colour == "red":  # diamond
        return f'<path d="M0,-13 L10,0 L0,13 L-10,0 Z" fill="#ffffff" stroke="{ink}" stroke-width="1.8" stroke-linejoin="round"/>'
    # blue: wave
    wave = "M-13,{y} C-9,{a} -5,{a} -1.5,{y} C2,{b} 6,{b} 9.5,{y} C11,{m} 12,{m} 13,{y}"
    w1 = wave.format(y=-4, a=-10, b=2, m=-5.5)
    w2 = wave.format(y=5, a=-1, b=11, m=3.5)
    return (
        f'<g fill="none" stroke-linecap="round"><path d="{w1} M{w2[1:]}" stroke="{ink}" stroke-width="6.4"/>'
        f'<path d="{w1} M{w2[1:]}" stroke="#ffffff" stroke-width="3.4"/></g>'
    )


# ---------------------------------------------------------------- Frankfurt motifs (in a 48 x 48 box)
def roemer(ink: str) -> str:
    """The Roemer's three stepped gables."""
    gables = ""
    windows = ""
    for x, top in ((0, 12), (16, 4), (32, 12)):
        eave = top + 16  # where the steps meet the walls
        step = (eave - top) / 3.0
        pts = [(x, 48), (x, eave)]
        for k in range(3):
            xa = x + 2 * (k + 1)
            pts += [(xa, eave - k * step), (xa, eave - (k + 1) * step)]
        for k in range(3):
            xa = x + 16 - 2 * (3 - k)
            pts += [(xa, top + k * step), (xa, top + (k + 1) * step)]
        pts += [(x + 16, eave), (x + 16, 48)]
        gables += "M" + " L".join(f"{_f(a)},{_f(b)}" for a, b in pts) + " Z "
        windows += (
            f'<circle cx="{x + 8}" cy="{_f(top + step * 1.6)}" r="1.9"/>'
            f'<rect x="{x + 3.5}" y="{eave + 3}" width="3.6" height="7"/><rect x="{x + 8.9}" y="{eave + 3}" width="3.6" height="7"/>'
        )
    return (
        f'<path d="{gables}" fill="#ffffff" stroke="{ink}" stroke-width="1.8" stroke-linejoin="round"/>'
        f'<g fill="{ink}">{windows}<path d="M21,48 L21,42 C21,38 27,38 27,42 L27,48 Z"/>'
        f'<path d="M4,41 L12,41 L12,43 L4,43 Z M36,41 L44,41 L44,43 L36,43 Z"/></g>'
    )


def bembel(ink: str) -> str:
    """The apple-wine jug: grey salt-glazed stoneware with cobalt-blue painting."""
    return f"""<path d="M36,17 C46,15 48,28 41,36 C39,38 37,38 36,37" fill="none" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>
<path d="M36,17 C46,15 48,28 41,36 C39,38 37,38 36,37" fill="none" stroke="#dfe3ea" stroke-width="2.8" stroke-linecap="round"/>
<path d="M15,4 L33,4 L33,8 C33,10 31,12 31,14 C41,20 42,38 34,45 C31,47.5 17,47.5 14,45 C6,38 7,20 17,14 C17,12 15,10 15,8 L10,6 Z" fill="#dfe3ea" stroke="{ink}" stroke-width="1.8" stroke-linejoin="round"/>
<path d="M9.5,25 C18,22 30,22 38.5,25 M9,36 C18,39 30,39 39,36" fill="none" stroke="#2a4fa8" stroke-width="2"/>
<path d="M24,26.5 C20,29 20,33 24,35.5 C28,33 28,29 24,26.5 Z M14,30.5 L18,30.5 M30,30.5 L34,30.5" fill="#2a4fa8" stroke="#2a4fa8" stroke-width="1.6"/>
<path d="M15,8 L33,8" stroke="#2a4fa8" stroke-width="2"/>"""


def main_river(ink: str) -> str:
    """Skyline over the Main and the iron footbridge."""
    towers = (
        "M2,30 L2,20 L7,20 L7,30 Z M8,30 L8,8 L11,4 L14,8 L14,30 Z M15,30 L15,14 L21,14 L21,30 Z "
        "M22,30 L22,2 L25,0 L28,2 L28,30 Z M29,30 L29,11 L35,11 L35,30 Z M36,30 L36,6 L39,2 L42,6 L42,30 Z M43,30 L43,18 L47,18 L47,30 Z"
    )
    return f"""<path d="{towers}" fill="#ffffff" stroke="{ink}" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M0,36 C12,24 36,24 48,36" fill="none" stroke="{ink}" stroke-width="4.6"/>
<path d="M0,36 C12,24 36,24 48,36" fill="none" stroke="#ffffff" stroke-width="2.2"/>
<path d="M0,34 L48,34" stroke="{ink}" stroke-width="2.4"/>
<g fill="none" stroke-linecap="round"><path d="M1,41 C5,38 9,38 13,41 C17,44 21,44 25,41 C29,38 33,38 37,41 C41,44 45,44 47,42 M5,47 C9,44 13,44 17,47 C21,50 25,50 29,47 C33,44 37,44 41,47" stroke="{ink}" stroke-width="4.4"/>
<path d="M1,41 C5,38 9,38 13,41 C17,44 21,44 25,41 C29,38 33,38 37,41 C41,44 45,44 47,42 M5,47 C9,44 13,44 17,47 C21,50 25,50 29,47 C33,44 37,44 41,47" stroke="#ffffff" stroke-width="2.2"/></g>"""


MOTIF = {"yellow": roemer, "red": bembel, "blue": main_river}


# ---------------------------------------------------------------- faces
def badge(value: int, colour: str, cx: float, cy: float, big: bool) -> str:
    """The value on its odd/even shape: even on a white oval, odd on a dark circle."""
    _light, base, dark, ink = PALETTE[colour]
    text = str(value)
    two = len(text) == 2
    nine = value == 9
    if big:
        rx, ry, r = 76, 58, 63
        h = (54 if two else 74) if value % 2 else (58 if two else 74)
        ring = 5
    else:
        rx, ry, r = 35, 27, 30
        h = (27 if two else 36) if value % 2 else (30 if two else 36)
        ring = 3
    d = numeral_path(text, cx, cy, h, track=-7 if two else 0, underline=nine)
    if value % 2 == 0:
        shape = (
            f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="#ffffff" stroke="{ink}" stroke-width="{ring}"/>'
            f'<ellipse cx="{cx}" cy="{cy}" rx="{rx - ring * 1.6:.1f}" ry="{ry - ring * 1.6:.1f}" fill="none" stroke="{base}" stroke-width="{ring * 0.6:.1f}"/>'
        )
        number = f'<path d="{d}" fill="{dark}" stroke="{ink}" stroke-width="{1.6 if big else 0.8}" stroke-linejoin="round"/>'
    else:
        shape = (
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{ink}" stroke="#ffffff" stroke-width="{ring}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r - ring * 1.6:.1f}" fill="{dark}"/>'
        )
        number = f'<path d="{d}" fill="#ffffff"/>'
    return shape + number


def face(colour: str, value: int) -> str:
    light, base, dark, ink = PALETTE[colour]
    corner = badge(value, colour, 43, 41, False) + f'<g transform="translate(27,96) scale(1.2)">{symbol(colour)}</g>'
    motif = MOTIF[colour](ink)
    return (
        HEAD
        + f"""<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="{light}"/><stop offset="0.45" stop-color="{base}"/><stop offset="1" stop-color="{dark}"/>
</linearGradient>
</defs>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#bg)" stroke="{ink}" stroke-width="2"/>
<g fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="9">
<circle cx="100" cy="140" r="88"/><circle cx="100" cy="140" r="112"/>
</g>
<rect x="7" y="7" width="186" height="266" rx="10" ry="10" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.85"/>
<g>{corner}</g>
<g transform="rotate(180 100 140)">{corner}</g>
<g transform="translate(141,14)">{motif}</g>
<g transform="rotate(180 100 140) translate(141,14)">{motif}</g>
{badge(value, colour, 100, 140, True)}
"""
        + TAIL
    )


def back() -> str:
    windows = ""
    towers = [
        (14, 206, 16), (32, 186, 14), (48, 160, 18), (68, 176, 12), (82, 132, 20), (104, 150, 16),
        (122, 120, 18), (142, 170, 14), (158, 150, 16), (176, 194, 12),
    ]
    sky = ""
    for x, top, w in towers:
        sky += f"M{x},230 L{x},{top} L{x + w / 2},{top - 8} L{x + w},{top} L{x + w},230 Z "
        for wy in range(top + 8, 224, 9):
            for wx in (x + 3, x + w - 6):
                if (wx * 7 + wy * 3) % 5 < 3:
                    windows += f"M{wx},{wy} h3 v4 h-3 Z "
    return (
        HEAD
        + f"""<defs>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#0d1536"/><stop offset="0.6" stop-color="#27306b"/><stop offset="1" stop-color="#4b3a7a"/>
</linearGradient>
</defs>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#night)" stroke="#05081a" stroke-width="2"/>
<g stroke-width="14" fill="none">
<path d="M-10,204 L204,-10" stroke="{PALETTE['yellow'][1]}"/>
<path d="M-10,222 L222,-10" stroke="{PALETTE['red'][1]}"/>
<path d="M-10,240 L240,-10" stroke="{PALETTE['blue'][1]}"/>
</g>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="none" stroke="#0d1536" stroke-width="10"/>
<g fill="#ffffff" fill-opacity="0.85"><circle cx="26" cy="92" r="1.6"/><circle cx="70" cy="30" r="1.5"/><circle cx="34" cy="130" r="1.3"/><circle cx="178" cy="150" r="1.4"/><circle cx="16" cy="60" r="1.2"/><circle cx="90" cy="24" r="1.1"/></g>
<circle cx="42" cy="48" r="15" fill="#fff4c2"/><circle cx="49" cy="43" r="13" fill="#141c45"/>
<path d="{sky}" fill="#0b0f26" stroke="#05081a" stroke-width="1"/>
<path d="{windows}" fill="#ffd45a"/>
<path d="M6,230 L194,230 L194,266 C194,270 190,274 186,274 L14,274 C10,274 6,270 6,266 Z" fill="#1d3b7a"/>
<g fill="none" stroke-width="3" stroke-linecap="round">
<path d="M16,240 C30,236 44,244 58,240 M84,238 C98,234 112,242 126,238 M148,242 C160,238 172,246 184,242" stroke="{PALETTE['yellow'][0]}"/>
<path d="M26,252 C40,248 54,256 68,252 M102,254 C116,250 130,258 144,254" stroke="{PALETTE['red'][0]}"/>
<path d="M44,264 C58,260 72,268 86,264 M120,266 C134,262 148,270 162,266" stroke="{PALETTE['blue'][0]}"/>
</g>
<path d="M6,234 C60,200 140,200 194,234" fill="none" stroke="#0b0f26" stroke-width="5"/>
<path d="M6,234 C60,200 140,200 194,234" fill="none" stroke="#7f8fb8" stroke-width="2"/>
<path d="M6,231 L194,231" stroke="#0b0f26" stroke-width="4"/>
<g transform="translate(100,112)">
<circle cx="0" cy="0" r="50" fill="#0d1536" stroke="#ffffff" stroke-width="4"/>
<path d="M0,0 L0,-44 A44,44 0 0,1 38.1,22 Z" fill="{PALETTE['yellow'][1]}"/>
<path d="M0,0 L38.1,22 A44,44 0 0,1 -38.1,22 Z" fill="{PALETTE['red'][1]}"/>
<path d="M0,0 L-38.1,22 A44,44 0 0,1 0,-44 Z" fill="{PALETTE['blue'][1]}"/>
<g transform="translate(-30,-33) scale(1.25)">{bembel('#0b0f26')}</g>
</g>
<rect x="7" y="7" width="186" height="266" rx="10" ry="10" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.85"/>
"""
        + TAIL
    )


def capture_digits() -> None:
    """Print a DIGITS table captured from the installed DejaVu Sans Bold (needs PySide6)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QPainterPath

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841
    font = QFont("DejaVu Sans")
    font.setPixelSize(100)
    font.setBold(True)
    metrics = QFontMetricsF(font)
    for digit in "0123456789":
        path = QPainterPath()
        path.addText(0, 0, font, digit)
        out: list[str] = []
        i = 0
        while i < path.elementCount():
            e = path.elementAt(i)
            if e.isMoveTo():
                if out:
                    out.append("Z")
                out.append(f"M{_f(e.x)},{_f(e.y)}")
                i += 1
            elif e.isLineTo():
                out.append(f"L{_f(e.x)},{_f(e.y)}")
                i += 1
            else:
                a, b = path.elementAt(i + 1), path.elementAt(i + 2)
                out.append(f"C{_f(e.x)},{_f(e.y)} {_f(a.x)},{_f(a.y)} {_f(b.x)},{_f(b.y)}")
                i += 3
        out.append("Z")
        print(f'    "{digit}": ({metrics.horizontalAdvance(digit):.1f}, "{" ".join(out)}"),')


def main(argv: list[str]) -> int:
    if "--capture-digits" in argv:
        capture_digits()
        return 0
    OUT.mkdir(parents=True, exist_ok=True)
    for colour in COLOURS:
        for value in VALUES:
            (OUT / f"{colour}_{value}.svg").write_text(face(colour, value))
    (OUT / "back.svg").write_text(back())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
