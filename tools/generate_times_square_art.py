"""Generate the Times Square art in resources/times_square/ (original art drawn for Tabletop Qt).

The SVGs are committed; edit the drawing here and run  python tools/generate_times_square_art.py  to redraw them.

A 1920s New York night street, Broadway lights, art deco:
  cards/    200 x 280, one per card kind: sue, hal_1..3, guard_one_1, guard_both_1_or_one_2, guard_next_to_sue,
            deb_1..5, deb_centre, back. Every face is its figure's colour all over (Sue green, Bodyguards grey,
            Hal yellow, Deb red: one colour per turn is a core rule) and shows the pawn it moves.
  figures/  100 x 160, transparent: sue, charlie, hal, deb, guard, pawn-like and readable at 40 px tall.
  board/    club_a and club_b (300 x 200 nightclub facades, neon signs drawn as shapes), manhole and
            street_tile (100 x 100).
No words on purpose (the app speaks three languages); numbers are outlines, not <text>, so every platform draws them
alike without a font: DejaVu Sans Condensed Bold digit shapes (free font licence), stretched tall for an art-deco look,
captured with  python tools/generate_times_square_art.py --capture-digits .
"""

from __future__ import annotations

import math
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "resources" / "times_square"

# DejaVu Sans Condensed Bold digits at a 100 px em: (advance, outline with the baseline at y=0). Cap height about 73.
DIGITS = {
    "1": (62.6, "M10.5,-13 L25.5,-13 L25.5,-60.1 L10.2,-56.6 L10.2,-69.4 L25.4,-72.9 L41.5,-72.9 L41.5,-13 L56.5,-13 L56.5,0 L10.5,0 L10.5,-13 Z"),
    "2": (62.6, "M25.9,-13.8 L54.8,-13.8 L54.8,0 L7.1,0 L7.1,-13.8 L31.1,-37.3 C33.2,-39.5 34.8,-41.6 35.8,-43.6 C36.8,-45.7 37.4,-47.8 37.4,-50 C37.4,-53.4 36.3,-56.2 34.3,-58.2 C32.2,-60.3 29.4,-61.4 26,-61.4 C23.4,-61.4 20.5,-60.8 17.4,-59.5 C14.2,-58.2 10.9,-56.4 7.3,-53.9 L7.3,-69.9 C11.1,-71.3 14.8,-72.4 18.6,-73.1 C22.3,-73.9 26,-74.2 29.5,-74.2 C37.4,-74.2 43.5,-72.3 47.8,-68.5 C52.2,-64.6 54.3,-59.3 54.3,-52.4 C54.3,-48.4 53.4,-44.7 51.6,-41.3 C49.7,-37.9 45.9,-33.3 39.9,-27.5 L25.9,-13.8 Z"),
    "3": (62.6, "M41.9,-39.3 C46.3,-38 49.7,-35.8 52,-32.7 C54.3,-29.6 55.5,-25.6 55.5,-20.7 C55.5,-13.5 53,-8 48,-4.2 C43,-0.5 35.7,1.4 26.2,1.4 C22.8,1.4 19.4,1.1 16.1,0.5 C12.7,-0.1 9.3,-1 6,-2.2 L6,-16.7 C9.2,-14.9 12.3,-13.6 15.4,-12.7 C18.6,-11.8 21.6,-11.4 24.7,-11.4 C29.1,-11.4 32.6,-12.2 35,-14 C37.3,-15.7 38.5,-18.2 38.5,-21.4 C38.5,-24.7 37.3,-27.2 34.9,-28.9 C32.4,-30.6 28.8,-31.5 24,-31.5 L17.3,-31.5 L17.3,-43.6 L24.4,-43.6 C28.7,-43.6 31.8,-44.3 33.9,-45.8 C36,-47.3 37,-49.6 37,-52.6 C37,-55.4 36,-57.5 34,-59.1 C32,-60.6 29.1,-61.4 25.4,-61.4 C22.7,-61.4 19.9,-61 17.1,-60.4 C14.4,-59.7 11.6,-58.7 8.8,-57.3 L8.8,-71.1 C12.2,-72.1 15.5,-72.9 18.8,-73.4 C22.1,-74 25.3,-74.2 28.4,-74.2 C37,-74.2 43.3,-72.7 47.6,-69.6 C51.8,-66.4 53.9,-61.8 53.9,-55.5 C53.9,-51.3 52.9,-47.8 50.9,-45 C48.9,-42.3 45.9,-40.4 41.9,-39.3 Z"),
    "4": (62.6, "M33.2,-57.4 L14.6,-26.9 L33.2,-26.9 L33.2,-57.4 Z M30.3,-72.9 L49.1,-72.9 L49.1,-26.9 L58.5,-26.9 L58.5,-13.3 L49.1,-13.3 L49.1,0 L33.2,0 L33.2,-13.3 L4,-13.3 L4,-29.4 L30.3,-72.9 Z"),
    "5": (62.6, "M9.5,-72.9 L51.6,-72.9 L51.6,-59.1 L23,-59.1 L23,-47.8 C24.3,-48.2 25.6,-48.5 26.9,-48.7 C28.2,-48.9 29.6,-49 31,-49 C39,-49 45.2,-46.8 49.7,-42.4 C54.1,-37.9 56.3,-31.7 56.3,-23.8 C56.3,-15.9 53.9,-9.7 49.1,-5.3 C44.2,-0.8 37.5,1.4 28.9,1.4 C25.2,1.4 21.5,1 17.8,0.2 C14.2,-0.6 10.6,-1.8 6.9,-3.4 L6.9,-18.2 C10.5,-15.9 13.9,-14.2 17.1,-13.1 C20.3,-11.9 23.3,-11.4 26.2,-11.4 C30.3,-11.4 33.5,-12.5 35.9,-14.7 C38.2,-16.9 39.4,-20 39.4,-23.8 C39.4,-27.6 38.2,-30.7 35.9,-32.9 C33.5,-35.1 30.3,-36.2 26.2,-36.2 C23.8,-36.2 21.2,-35.8 18.4,-35.1 C15.6,-34.4 12.7,-33.3 9.5,-31.9 L9.5,-72.9 Z"),
}

# figure: (light, base, dark, ink)
GREEN = ("#8ee6a8", "#22a45a", "#0f6b36", "#05301a")
GREY = ("#dde1e6", "#969ea7", "#59616a", "#202429")
YELLOW = ("#ffe98a", "#f4c430", "#b88a00", "#4a3600")
RED = ("#ff8a8a", "#dc2740", "#951024", "#430610")
NIGHT = ("#2d3770", "#161d45", "#0c1130", "#05081a")
GOLD = ("#fff0b3", "#e9c25c", "#b38a2e", "#5c4310")
SKIN = "#f3c9a4"
SKIN_INK = "#7a4a2a"

SVG = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 {w} {h}" width="{w}" height="{h}">\n'
    "<!-- Times Square {what}, original artwork drawn for Tabletop Qt by tools/generate_times_square_art.py."
    " No words on purpose: the app speaks three languages. -->\n"
)
TAIL = "</svg>\n"

_TOKEN = re.compile(r"[MLCZ]|-?\d+(?:\.\d+)?")


def _f(v: float) -> str:
    s = f"{v:.1f}"
    s = s.removesuffix(".0")
    return "0" if s == "-0" else s


def numeral_path(text: str, cx: float, cy: float, height: float, stretch: float = 1.18, track: float = -4.0) -> str:
    """Path data of the digits ``text`` (tall deco figures), its ink box centred on cx, cy, ``height`` tall."""
    sy = height / 73.0
    sx = sy / stretch
    pieces: list[tuple[str, float, float]] = []
    pen = 0.0
    for ch in text:
        advance, d = DIGITS[ch]
        tokens = _TOKEN.findall(d)
        i = 0
        while i < len(tokens):
            if tokens[i] in "MLCZ":
                pieces.append((tokens[i], 0.0, 0.0))
                i += 1
            else:
                pieces.append(("", float(tokens[i]) + pen, float(tokens[i + 1])))
                i += 2
        pen += advance + track
    xs = [x for c, x, _ in pieces if not c]
    ys = [y for c, _, y in pieces if not c]
    ox = cx - sx * (min(xs) + max(xs)) / 2
    oy = cy - sy * (min(ys) + max(ys)) / 2
    out = [c if c else f"{_f(ox + sx * x)},{_f(oy + sy * y)}" for c, x, y in pieces]
    return " ".join(out).replace("M ", "M").replace("L ", "L").replace("C ", "C")


def numeral(text: str, cx: float, cy: float, height: float, fill: str, ink: str, outline: float) -> str:
    d = numeral_path(text, cx, cy, height)
    return (
        f'<path d="{d}" fill="{ink}" stroke="{ink}" stroke-width="{outline}" stroke-linejoin="round"/>'
        f'<path d="{d}" fill="{fill}"/>'
    )


# ---------------------------------------------------------------- figures (100 x 160, feet on a pawn base)
def base(colour: tuple[str, str, str, str]) -> str:
    _light, mid, dark, ink = colour
    return (
        f'<ellipse cx="50" cy="151" rx="31" ry="8" fill="{ink}"/>'
        f'<ellipse cx="50" cy="147" rx="31" ry="8" fill="{dark}" stroke="{ink}" stroke-width="2.5"/>'
        f'<ellipse cx="50" cy="146" rx="24" ry="5" fill="{mid}"/>'
    )


def face(cx: float, cy: float, r: float = 11, smile: bool = True) -> str:
    mouth = (
        f'<path d="M{_f(cx - 3.5)},{_f(cy + 5)} Q{_f(cx)},{_f(cy + 8)} {_f(cx + 3.5)},{_f(cy + 5)}" fill="none" '
        f'stroke="#8a2a2a" stroke-width="1.6" stroke-linecap="round"/>'
        if smile
        else f'<path d="M{_f(cx - 3.5)},{_f(cy + 6)} L{_f(cx + 3.5)},{_f(cy + 5.5)}" stroke="#5a2a1a" stroke-width="1.8" stroke-linecap="round"/>'
    )
    return (
        f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{r}" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="2"/>'
        f'<circle cx="{_f(cx - 4)}" cy="{_f(cy)}" r="1.7" fill="#1a1a1a"/><circle cx="{_f(cx + 4)}" cy="{_f(cy)}" r="1.7" fill="#1a1a1a"/>'
        + mouth
    )


def figure_sue() -> str:
    light, mid, dark, ink = GREEN
    return f"""{base(GREEN)}
<path d="M44,112 L43,143 M56,112 L57,143" stroke="{ink}" stroke-width="7.5" stroke-linecap="round"/>
<path d="M44,112 L43,143 M56,112 L57,143" stroke="#f0c8a6" stroke-width="4.5" stroke-linecap="round"/>
<path d="M38,145 L46,145 M54,145 L62,145" stroke="{ink}" stroke-width="4.5" stroke-linecap="round"/>
<path d="M40,50 C44,47 56,47 60,50 L66,96 L76,118 L64,114 L58,119 L50,114 L42,119 L36,114 L24,118 L34,96 Z" fill="{mid}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M34,94 L66,94" stroke="{dark}" stroke-width="5"/>
<path d="M40,104 L36,113 M50,104 L50,114 M60,104 L64,113" stroke="{light}" stroke-width="2" stroke-linecap="round"/>
<path d="M42,54 L58,54 L61,90 L39,90 Z" fill="{light}" fill-opacity="0.35"/>
<path d="M40,51 C38,60 36,70 37,84" fill="none" stroke="{ink}" stroke-width="6.5" stroke-linecap="round"/>
<path d="M40,51 C38,60 36,70 37,84" fill="none" stroke="{SKIN}" stroke-width="3.8" stroke-linecap="round"/>
<path d="M60,52 C68,60 70,70 62,80" fill="none" stroke="{ink}" stroke-width="6.5" stroke-linecap="round"/>
<path d="M60,52 C68,60 70,70 62,80" fill="none" stroke="{SKIN}" stroke-width="3.8" stroke-linecap="round"/>
<path d="M44,50 C44,62 50,72 56,50" fill="none" stroke="#ffffff" stroke-width="2.6" stroke-dasharray="0.1,3.2" stroke-linecap="round"/>
<rect x="46" y="40" width="8" height="9" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.5"/>
{face(50, 32)}
<path d="M38,36 C35,22 42,17 50,17 C58,17 65,22 62,36 L62,40 L57,40 C58,32 56,27 50,26 C44,27 42,32 43,40 L38,40 Z" fill="#1c1410" stroke="#000000" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M39,26 C44,22 56,22 61,26" fill="none" stroke="{dark}" stroke-width="3.5"/>
<circle cx="58" cy="24" r="2.6" fill="#ffffff" stroke="{ink}" stroke-width="1"/>
<path d="M58,23 C60,12 68,6 74,3 C70,10 66,16 60,23 Z" fill="{light}" stroke="{ink}" stroke-width="1.8" stroke-linejoin="round"/>
"""


def figure_charlie() -> str:
    ink = "#08050c"
    coat, satin, plum = "#1e1528", "#3b2a52", "#6b3f99"
    return f"""{base(("#b497d6", plum, "#3b2a52", ink))}
<path d="M42,100 L41,143 M58,100 L59,143" stroke="{ink}" stroke-width="11" stroke-linecap="round"/>
<path d="M42,100 L41,143 M58,100 L59,143" stroke="#2a2036" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="39" cy="145" rx="7" ry="3.5" fill="#000000"/><ellipse cx="61" cy="145" rx="7" ry="3.5" fill="#000000"/>
<path d="M38,52 C44,48 56,48 62,52 L66,100 L72,124 L58,110 L50,104 L42,110 L28,124 L34,100 Z" fill="{coat}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M44,52 L56,52 L55,92 L45,92 Z" fill="#ffffff"/>
<path d="M45,66 L55,66 L54,92 L46,92 Z" fill="{plum}"/>
<path d="M44,52 L50,78 L56,52" fill="none" stroke="{satin}" stroke-width="3"/>
<path d="M45,54 L50,57 L55,54 L55,60 L50,57 L45,60 Z" fill="{ink}"/>
<circle cx="60" cy="62" r="3" fill="#d83a5a"/>
<path d="M39,53 C34,64 33,78 36,92" fill="none" stroke="{ink}" stroke-width="8.5" stroke-linecap="round"/>
<path d="M39,53 C34,64 33,78 36,92" fill="none" stroke="{satin}" stroke-width="5" stroke-linecap="round"/>
<circle cx="36" cy="94" r="3.6" fill="#ffffff" stroke="{ink}" stroke-width="1.2"/>
<path d="M61,54 C70,50 75,42 77,30" fill="none" stroke="{ink}" stroke-width="8.5" stroke-linecap="round"/>
<path d="M61,54 C70,50 75,42 77,30" fill="none" stroke="{satin}" stroke-width="5" stroke-linecap="round"/>
<circle cx="77" cy="29" r="3.6" fill="#ffffff" stroke="{ink}" stroke-width="1.2"/>
<path d="M77,27 L77,18" stroke="#e8e0c0" stroke-width="2"/>
<path d="M69,10 L85,10 C84,17 81,19 77,19 C73,19 70,17 69,10 Z" fill="#f7df7a" stroke="#6b5210" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M72,25.5 L82,25.5" stroke="#e8e0c0" stroke-width="2.2" stroke-linecap="round"/>
<circle cx="80" cy="5" r="1.4" fill="#fff4b0"/><circle cx="75" cy="2.5" r="1.1" fill="#fff4b0"/><circle cx="84" cy="1.5" r="1" fill="#fff4b0"/>
<rect x="46" y="42" width="8" height="8" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.5"/>
{face(50, 35)}
<path d="M45,40 C47,38.5 53,38.5 55,40" fill="none" stroke="#1a1010" stroke-width="2" stroke-linecap="round"/>
<path d="M39,5 L61,5 L60,25 L40,25 Z" fill="{coat}" stroke="{ink}" stroke-width="2.2" stroke-linejoin="round"/>
<path d="M40,19 L60,19 L60,24 L40,24 Z" fill="{plum}"/>
<path d="M31,26 C38,23 62,23 69,26 C62,29 38,29 31,26 Z" fill="{coat}" stroke="{ink}" stroke-width="2.2"/>
<path d="M42,7 L45,7 L45,18 L42,18 Z" fill="#ffffff" fill-opacity="0.25"/>
"""


def figure_hal() -> str:
    _light, mid, dark, ink = YELLOW
    return f"""{base(YELLOW)}
<path d="M70,82 L76,143" stroke="{ink}" stroke-width="4.5" stroke-linecap="round"/>
<path d="M70,82 L76,143" stroke="#2a1a0a" stroke-width="2.5" stroke-linecap="round"/>
<path d="M43,100 L41,142 M57,100 L59,142" stroke="{ink}" stroke-width="12" stroke-linecap="round"/>
<path d="M43,100 L41,142 M57,100 L59,142" stroke="{mid}" stroke-width="8" stroke-linecap="round"/>
<path d="M33,145 C33,140 45,139 46,144 Z M54,144 C55,139 67,140 67,145 Z" fill="#ffffff" stroke="#3a2a1a" stroke-width="2"/>
<path d="M36,52 C42,48 58,48 64,52 L66,104 L34,104 Z" fill="{mid}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M45,52 L50,72 L55,52 Z" fill="#ffffff"/>
<path d="M42,51 L50,78 L46,98 M58,51 L50,78" fill="none" stroke="{dark}" stroke-width="3" stroke-linejoin="round"/>
<circle cx="54" cy="84" r="1.8" fill="{ink}"/><circle cx="54" cy="93" r="1.8" fill="{ink}"/><circle cx="46" cy="84" r="1.8" fill="{ink}"/><circle cx="46" cy="93" r="1.8" fill="{ink}"/>
<path d="M57,58 L62,58 L61,62 Z" fill="#d23a3a"/>
<path d="M44,53 L50,56 L56,53 L56,59 L50,56 L44,59 Z" fill="#b0202a" stroke="#5a0a10" stroke-width="0.8"/>
<path d="M37,53 C32,64 31,80 34,96" fill="none" stroke="{ink}" stroke-width="9" stroke-linecap="round"/>
<path d="M37,53 C32,64 31,80 34,96" fill="none" stroke="{mid}" stroke-width="5.5" stroke-linecap="round"/>
<path d="M63,53 C69,62 71,74 70,84" fill="none" stroke="{ink}" stroke-width="9" stroke-linecap="round"/>
<path d="M63,53 C69,62 71,74 70,84" fill="none" stroke="{mid}" stroke-width="5.5" stroke-linecap="round"/>
<circle cx="34" cy="98" r="3.6" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/>
<circle cx="70" cy="86" r="3.6" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/>
<path d="M66,80 C66,74 74,74 74,80" fill="none" stroke="#2a1a0a" stroke-width="2.5" stroke-linecap="round"/>
<rect x="46" y="42" width="8" height="8" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.5"/>
{face(50, 35)}
<path d="M39,33 C38,26 44,23 50,23 C56,23 62,26 61,33 C57,29 44,29 39,33 Z" fill="#5a3414"/>
<path d="M39,16 L61,16 L61,26 L39,26 Z" fill="#f3dc92" stroke="#5a4210" stroke-width="2" stroke-linejoin="round"/>
<path d="M39,21 L61,21 L61,25 L39,25 Z" fill="#1a1a1a"/>
<path d="M28,27 C36,25 64,25 72,27 C64,30 36,30 28,27 Z" fill="#f3dc92" stroke="#5a4210" stroke-width="2"/>
"""


def figure_deb() -> str:
    light, mid, dark, ink = RED
    return f"""{base(RED)}
<path d="M47,104 L46,143" stroke="{ink}" stroke-width="7.5" stroke-linecap="round"/>
<path d="M47,104 L46,143" stroke="#f0c8a6" stroke-width="4.5" stroke-linecap="round"/>
<path d="M40,145 L50,145" stroke="{ink}" stroke-width="4.5" stroke-linecap="round"/>
<path d="M55,104 L66,124 L86,114" fill="none" stroke="{ink}" stroke-width="7.5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M55,104 L66,124 L86,114" fill="none" stroke="#f0c8a6" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M85,110 L91,115 L86,118 Z" fill="{ink}"/>
<path d="M40,52 C44,48 56,48 60,52 L63,88 L74,110 L64,106 L58,112 L50,106 L42,112 L36,106 L26,110 L37,88 Z" fill="{mid}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M36,90 L64,90" stroke="{dark}" stroke-width="4"/>
<path d="M39,96 L33,105 M46,96 L43,107 M54,96 L57,107 M61,96 L67,105" stroke="{light}" stroke-width="2" stroke-linecap="round"/>
<g fill="#ffd0d0"><circle cx="45" cy="62" r="1.3"/><circle cx="53" cy="70" r="1.3"/><circle cx="47" cy="78" r="1.3"/><circle cx="56" cy="60" r="1.3"/></g>
<path d="M41,53 C34,44 30,34 28,22" fill="none" stroke="{ink}" stroke-width="6.5" stroke-linecap="round"/>
<path d="M41,53 C34,44 30,34 28,22" fill="none" stroke="{SKIN}" stroke-width="3.8" stroke-linecap="round"/>
<path d="M59,53 C66,44 70,34 72,22" fill="none" stroke="{ink}" stroke-width="6.5" stroke-linecap="round"/>
<path d="M59,53 C66,44 70,34 72,22" fill="none" stroke="{SKIN}" stroke-width="3.8" stroke-linecap="round"/>
<circle cx="28" cy="20" r="3.6" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/><circle cx="72" cy="20" r="3.6" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/>
<rect x="46" y="42" width="8" height="8" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.5"/>
{face(50, 35)}
<path d="M38,38 C35,24 42,20 50,20 C58,20 65,24 62,38 L57,40 C58,34 56,29 50,29 C44,29 42,34 43,40 Z" fill="#7a1f12" stroke="#2a0808" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M39,28 C44,24 56,24 61,28" fill="none" stroke="{dark}" stroke-width="3.5"/>
<circle cx="50" cy="25" r="3" fill="#ffe27a" stroke="{ink}" stroke-width="1.2"/>
<path d="M48,24 C44,16 44,10 40,6 M50,23 C50,14 52,8 50,2 M52,24 C56,16 58,10 62,6" fill="none" stroke="{ink}" stroke-width="3.6" stroke-linecap="round"/>
<path d="M48,24 C44,16 44,10 40,6 M50,23 C50,14 52,8 50,2 M52,24 C56,16 58,10 62,6" fill="none" stroke="#ffe27a" stroke-width="1.6" stroke-linecap="round"/>
"""


def figure_guard() -> str:
    _light, mid, dark, ink = GREY
    return f"""{base(GREY)}
<path d="M40,104 L37,142 M60,104 L63,142" stroke="{ink}" stroke-width="15" stroke-linecap="round"/>
<path d="M40,104 L37,142 M60,104 L63,142" stroke="{dark}" stroke-width="11" stroke-linecap="round"/>
<ellipse cx="35" cy="145" rx="9" ry="4" fill="#111111"/><ellipse cx="65" cy="145" rx="9" ry="4" fill="#111111"/>
<path d="M30,54 C36,48 64,48 70,54 L76,80 L70,110 L30,110 L24,80 Z" fill="{mid}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M45,50 L50,66 L55,50 Z" fill="#f2f2f2"/>
<path d="M48,54 L52,54 L53,70 L50,73 L47,70 Z" fill="#1a1a1a"/>
<path d="M40,50 L50,70 L44,104 M60,50 L50,70" fill="none" stroke="{dark}" stroke-width="3" stroke-linejoin="round"/>
<path d="M24,74 C30,70 70,70 76,74 C78,82 74,90 70,90 C60,86 40,86 30,90 C26,90 22,82 24,74 Z" fill="{mid}" stroke="{ink}" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M30,80 C42,77 58,77 70,80" fill="none" stroke="{dark}" stroke-width="2.5"/>
<circle cx="31" cy="79" r="4.2" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/><circle cx="69" cy="79" r="4.2" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/>
<rect x="44" y="42" width="12" height="9" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.5"/>
{face(50, 35, 11.5, smile=False)}
<path d="M42,31 L48,32 M52,32 L58,31" stroke="#1a1a1a" stroke-width="2" stroke-linecap="round"/>
<path d="M38,27 C38,15 62,15 62,27 Z" fill="#3d434a" stroke="{ink}" stroke-width="2" stroke-linejoin="round"/>
<path d="M46,17 L50,20 L54,17" fill="none" stroke="{ink}" stroke-width="1.5"/>
<path d="M38.5,23 L61.5,23 L62,27 L38,27 Z" fill="#111111"/>
<path d="M27,29 C34,24 66,24 73,29 C66,31 34,31 27,29 Z" fill="#3d434a" stroke="{ink}" stroke-width="2"/>
"""


FIGURES = {
    "sue": figure_sue,
    "charlie": figure_charlie,
    "hal": figure_hal,
    "deb": figure_deb,
    "guard": figure_guard,
}



# ---------------------------------------------------------------- board pieces
def neon(d: str, colour: str, core: str = "#ffffff", width: float = 2.4) -> str:
    """A neon tube: a wide faint glow, a narrower brighter glow and a pale core (no filters in SVG Tiny)."""
    return (
        f'<g fill="none" stroke-linecap="round" stroke-linejoin="round">'
        f'<path d="{d}" stroke="{colour}" stroke-width="{_f(width * 5)}" stroke-opacity="0.16"/>'
        f'<path d="{d}" stroke="{colour}" stroke-width="{_f(width * 2.6)}" stroke-opacity="0.38"/>'
        f'<path d="{d}" stroke="{colour}" stroke-width="{_f(width * 1.3)}"/>'
        f'<path d="{d}" stroke="{core}" stroke-width="{_f(width * 0.5)}" stroke-opacity="0.9"/></g>'
    )


def bulbs(x0: float, x1: float, y: float, step: float, r: float = 2.2) -> str:
    out = ""
    x = x0
    while x <= x1 + 0.01:
        out += f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{r}"/>'
        x += step
    return (
        f'<g fill="#ffe9a0" fill-opacity="0.3">{out.replace(f"r={chr(34)}{r}{chr(34)}", f"r={chr(34)}{_f(r * 2.2)}{chr(34)}")}</g>'
        f'<g fill="#fff6d0" stroke="#c98a1a" stroke-width="0.8">{out}</g>'
    )


def manhole() -> str:
    ring_bars = ""
    for radius, count, length in ((33, 28, 7), (21, 18, 6)):
        for k in range(count):
            ring_bars += f'<rect x="-1.6" y="{-radius - length / 2}" width="3.2" height="{length}" rx="1" transform="rotate({_f(360 * k / count)})"/>'
    return (
        SVG.format(w=100, h=100, what="manhole cover")
        + f"""<defs>
<radialGradient id="iron" cx="0.42" cy="0.38" r="0.7">
<stop offset="0" stop-color="#6c7179"/><stop offset="0.7" stop-color="#464a51"/><stop offset="1" stop-color="#2c2f34"/>
</radialGradient>
</defs>
<circle cx="50" cy="50" r="49" fill="#15171b"/>
<circle cx="50" cy="50" r="46" fill="url(#iron)" stroke="#0e0f12" stroke-width="2"/>
<g transform="translate(50,50)">
<circle cx="0" cy="0" r="42" fill="none" stroke="#7d838c" stroke-width="1.5" stroke-opacity="0.8"/>
<circle cx="0" cy="0" r="27" fill="none" stroke="#25282d" stroke-width="2.5"/>
<circle cx="0" cy="0" r="15" fill="none" stroke="#25282d" stroke-width="2.5"/>
<g fill="#5d626a" stroke="#202327" stroke-width="0.8">{ring_bars}</g>
<circle cx="0" cy="0" r="11" fill="#4f545c" stroke="#202327" stroke-width="1.5"/>
<path d="M0,-8 L2.4,-2.4 L8,0 L2.4,2.4 L0,8 L-2.4,2.4 L-8,0 L-2.4,-2.4 Z" fill="#7d838c" stroke="#202327" stroke-width="1"/>
<ellipse cx="-30" cy="22" rx="3.2" ry="2" fill="#0b0c0e"/><ellipse cx="30" cy="-22" rx="3.2" ry="2" fill="#0b0c0e"/>
<path d="M-36,-10 C-30,-30 -12,-38 6,-37" fill="none" stroke="#b9bfc8" stroke-width="2" stroke-opacity="0.35" stroke-linecap="round"/>
<path d="M14,30 C20,28 26,22 30,16" fill="none" stroke="#8a5a3a" stroke-width="3" stroke-opacity="0.35" stroke-linecap="round"/>
</g>
"""
        + TAIL
    )


def street_tile() -> str:
    blocks = ""
    shades = ("#353b49", "#383e4d", "#333846", "#3a404f", "#363c4a")
    k = 0
    for row in range(5):
        y = row * 20
        offset = 0 if row % 2 == 0 else -12.5
        x = offset
        while x < 100:
            w = 25
            x0, x1 = max(x, 0) + 1.2, min(x + w, 100) - 1.2
            if x1 - x0 > 3:
                blocks += f'<rect x="{_f(x0)}" y="{_f(y + 1.2)}" width="{_f(x1 - x0)}" height="17.6" rx="3" fill="{shades[k % len(shades)]}"/>'
            k += 3 if row % 2 else 2
            x += w
    return (
        SVG.format(w=100, h=100, what="street space")
        + f"""<rect x="0" y="0" width="100" height="100" fill="#282c35"/>
{blocks}
<g fill="#ffffff" fill-opacity="0.05"><rect x="3" y="2" width="20" height="3" rx="1.5"/><rect x="54" y="22" width="18" height="3" rx="1.5"/><rect x="28" y="62" width="20" height="3" rx="1.5"/><rect x="66" y="82" width="18" height="3" rx="1.5"/></g>
<rect x="0.75" y="0.75" width="98.5" height="98.5" fill="none" stroke="#15181d" stroke-width="1.5"/>
"""
        + TAIL
    )


def club_a() -> str:
    """A brick cocktail club: neon cocktail glass, striped canopy with bulbs, warm doors."""
    bricks = ""
    for row in range(12):
        y = 34 + row * 8
        bricks += f"M6,{y} L294,{y} "
        off = 0 if row % 2 else 9
        for x in range(6 + off, 294, 18):
            bricks += f"M{x},{y} L{x},{y + 8} "
    windows = ""
    for x in (24, 62, 206, 244):
        windows += (
            f'<rect x="{x}" y="44" width="32" height="38" rx="2" fill="#ffcf6a" stroke="#2a120c" stroke-width="3"/>'
            f'<rect x="{x + 3}" y="47" width="26" height="14" fill="#ffe7a8"/>'
            f'<path d="M{x + 16},44 L{x + 16},82 M{x},63 L{x + 32},63" stroke="#2a120c" stroke-width="2.5"/>'
            f'<path d="M{x - 3},84 L{x + 35},84" stroke="#c9b59a" stroke-width="4"/>'
        )
    stripes = "".join(
        f'<path d="M{x},118 L{x + 14},118 L{x + 16},136 L{x - 2},136 Z" fill="#e8dcc6"/>' for x in range(36, 264, 28)
    )
    glass = "M120,38 L180,38 L150,72 Z M150,72 L150,98 M134,100 L166,100"
    return (
        SVG.format(w=300, h=200, what="nightclub A")
        + f"""<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a2020"/><stop offset="1" stop-color="#3a1414"/></linearGradient>
<linearGradient id="door" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe49a"/><stop offset="1" stop-color="#f0a23c"/></linearGradient>
</defs>
<path d="M0,22 L0,200 L300,200 L300,22 L282,22 L282,14 L18,14 L18,22 Z" fill="url(#wall)" stroke="#1a0808" stroke-width="2"/>
<path d="{bricks}" stroke="#2a0e0e" stroke-width="1.2" stroke-opacity="0.6"/>
<rect x="0" y="22" width="300" height="10" fill="#7a5a40" stroke="#1a0808" stroke-width="1.5"/>
<path d="M18,14 L282,14 L282,10 L18,10 Z" fill="#9a7a5a" stroke="#1a0808" stroke-width="1.5"/>
{windows}
<rect x="104" y="30" width="92" height="80" rx="6" fill="#120a18" stroke="#3a2a44" stroke-width="3"/>
{neon(glass, "#ff4fa8", width=2.6)}
{neon("M150,42 L168,26", "#5cf2ff", width=2)}
<circle cx="168" cy="26" r="5.5" fill="#7dff7a" stroke="#e8ffe0" stroke-width="1.5"/>
{neon("M112,38 L112,102 M188,38 L188,102", "#ffd24a", width=1.6)}
<path d="M20,116 L280,116 L290,138 L10,138 Z" fill="#b3202e" stroke="#4a0a10" stroke-width="2.5" stroke-linejoin="round"/>
{stripes}
<path d="M10,138 L290,138" stroke="#4a0a10" stroke-width="3"/>
{bulbs(22, 278, 142, 12)}
<rect x="104" y="146" width="92" height="54" fill="#2a120c"/>
<path d="M110,200 L110,160 C110,150 190,150 190,160 L190,200 Z" fill="url(#door)" stroke="#3a1a0a" stroke-width="3"/>
<path d="M150,154 L150,200" stroke="#3a1a0a" stroke-width="3"/>
<circle cx="144" cy="180" r="2.2" fill="#8a5a10"/><circle cx="156" cy="180" r="2.2" fill="#8a5a10"/>
<path d="M116,166 L144,166 M156,166 L184,166" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2"/>
<path d="M40,170 L40,200 M260,170 L260,200" stroke="#c9a24a" stroke-width="4"/>
<circle cx="40" cy="168" r="5" fill="#e9c25c" stroke="#5c4310" stroke-width="1.5"/><circle cx="260" cy="168" r="5" fill="#e9c25c" stroke="#5c4310" stroke-width="1.5"/>
<path d="M40,176 C60,190 84,190 104,176 M196,176 C216,190 240,190 260,176" fill="none" stroke="#b3202e" stroke-width="3.5"/>
"""
        + TAIL
    )


def club_b() -> str:
    """An art-deco jazz club: stepped crown, fluted piers, neon star and musical notes, arched doors."""
    piers = ""
    for x in (14, 90, 196, 272):
        piers += f'<rect x="{x}" y="30" width="14" height="170" fill="#3f4f7a" stroke="#141a30" stroke-width="2"/>'
        piers += f'<path d="M{x + 4.5},36 L{x + 4.5},196 M{x + 9.5},36 L{x + 9.5},196" stroke="#28345a" stroke-width="1.6"/>'
    windows = ""
    for x in (36, 220):
        for y in (40, 76):
            windows += f'<rect x="{x}" y="{y}" width="44" height="26" fill="#6fd2e8" stroke="#141a30" stroke-width="2.5"/>'
            windows += f'<path d="M{x + 22},{y} L{x + 22},{y + 26} M{x},{y + 13} L{x + 44},{y + 13}" stroke="#141a30" stroke-width="1.8"/>'
            windows += f'<rect x="{x + 3}" y="{y + 3}" width="16" height="7" fill="#c8f4ff" fill-opacity="0.7"/>'
    star = "M150,22 L156.5,40 L175,40 L160,51 L166,69 L150,58 L134,69 L140,51 L125,40 L143.5,40 Z"
    notes = (
        "M112,84 L112,56 L124,52 L124,80 M112,60 L124,56 "
        "M184,80 L184,54 C190,58 194,62 192,70"
    )
    heads = '<ellipse cx="108" cy="85" rx="5.5" ry="4" transform="rotate(-20 108 85)"/><ellipse cx="120" cy="81" rx="5.5" ry="4" transform="rotate(-20 120 81)"/><ellipse cx="180" cy="81" rx="5.5" ry="4" transform="rotate(-20 180 81)"/>'
    return (
        SVG.format(w=300, h=200, what="nightclub B")
        + f"""<defs>
<linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#34406a"/><stop offset="1" stop-color="#1e2746"/></linearGradient>
<linearGradient id="door" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1b8"/><stop offset="1" stop-color="#f2b84a"/></linearGradient>
</defs>
<path d="M0,30 L0,200 L300,200 L300,30 L250,30 L250,20 L210,20 L210,10 L90,10 L90,20 L50,20 L50,30 Z" fill="url(#stone)" stroke="#0c1024" stroke-width="2"/>
<path d="M0,30 L50,30 L50,20 L90,20 L90,10 L210,10 L210,20 L250,20 L250,30 L300,30" fill="none" stroke="#e9c25c" stroke-width="3"/>
<path d="M0,36 L300,36" stroke="#e9c25c" stroke-width="1.5"/>
{piers}
{windows}
<rect x="104" y="16" width="92" height="92" rx="8" fill="#10091c" stroke="#e9c25c" stroke-width="2.5"/>
{neon(star, "#ffd53a", width=2.4)}
{neon(notes, "#48e8ff", width=2)}
<g fill="#48e8ff">{heads}</g>
<g fill="#e8ffff">{heads.replace('rx="5.5" ry="4"', 'rx="2.5" ry="1.6"')}</g>
{neon("M116,98 C130,92 140,104 150,98 C160,92 170,104 184,98", "#ff5ad2", width=1.8)}
<path d="M40,118 L260,118 L270,136 L30,136 Z" fill="#1a1030" stroke="#e9c25c" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M30,136 L270,136" stroke="#e9c25c" stroke-width="2"/>
{bulbs(40, 260, 127, 10, 2)}
<path d="M112,200 L112,168 C112,144 188,144 188,168 L188,200 Z" fill="#141a30"/>
<path d="M118,200 L118,170 C118,152 182,152 182,170 L182,200 Z" fill="url(#door)" stroke="#5c4310" stroke-width="2.5"/>
<path d="M150,153 L150,200 M118,170 L182,170" stroke="#5c4310" stroke-width="2.5"/>
<path d="M124,168 C128,158 140,156 150,156 C160,156 172,158 176,168" fill="none" stroke="#5c4310" stroke-width="1.6"/>
<path d="M150,156 L136,168 M150,156 L164,168 M150,156 L150,168" stroke="#5c4310" stroke-width="1.4"/>
<path d="M112,168 C112,144 188,144 188,168" fill="none" stroke="#e9c25c" stroke-width="3"/>
<rect x="34" y="150" width="60" height="50" fill="#1e2746" stroke="#e9c25c" stroke-width="2"/>
<rect x="206" y="150" width="60" height="50" fill="#1e2746" stroke="#e9c25c" stroke-width="2"/>
<path d="M64,150 L64,200 M236,150 L236,200 M34,175 L94,175 M206,175 L266,175" stroke="#e9c25c" stroke-width="1.2" stroke-opacity="0.6"/>
<g fill="#e9c25c"><path d="M64,156 L70,166 L64,172 L58,166 Z"/><path d="M236,156 L242,166 L236,172 L230,166 Z"/><path d="M64,180 L70,188 L64,196 L58,188 Z"/><path d="M236,180 L242,188 L236,196 L230,188 Z"/></g>
"""
        + TAIL
    )


BOARD = {"club_a": club_a, "club_b": club_b, "manhole": manhole, "street_tile": street_tile}



# ---------------------------------------------------------------- cards (200 x 280)
def head_icon(kind: str) -> str:
    """A small round portrait badge (about 28 across, centred on 0,0) naming the figure a card moves."""
    colour = {"sue": GREEN, "hal": YELLOW, "deb": RED, "guard": GREY}[kind]
    light, _mid, dark, ink = colour
    hat = {
        "sue": f'<path d="M-8,2 C-10,-9 -4,-11 0,-11 C4,-11 10,-9 8,2 L8,5 L5,5 C5,-1 4,-4 0,-4 C-4,-4 -5,-1 -5,5 L-8,5 Z" fill="#1c1410"/>'
        f'<path d="M-7.5,-6 C-3,-9 3,-9 7.5,-6" fill="none" stroke="{dark}" stroke-width="2.4"/>'
        f'<path d="M5,-8 C7,-14 10,-16 13,-17 C11,-13 9,-10 6,-7 Z" fill="{light}" stroke="{ink}" stroke-width="1"/>',
        "hal": '<path d="M-7,-16 L7,-16 L7,-9 L-7,-9 Z" fill="#f3dc92" stroke="#5a4210" stroke-width="1.2"/>'
        '<path d="M-7,-12.5 L7,-12.5 L7,-9.5 L-7,-9.5 Z" fill="#1a1a1a"/>'
        '<path d="M-13,-8.5 C-6,-10 6,-10 13,-8.5 C6,-6.5 -6,-6.5 -13,-8.5 Z" fill="#f3dc92" stroke="#5a4210" stroke-width="1.2"/>',
        "deb": f'<path d="M-8,2 C-10,-9 -4,-11 0,-11 C4,-11 10,-9 8,2 L5,4 C5,-1 4,-4 0,-4 C-4,-4 -5,-1 -5,4 Z" fill="#7a1f12"/>'
        f'<path d="M-7.5,-6 C-3,-9 3,-9 7.5,-6" fill="none" stroke="{dark}" stroke-width="2.4"/>'
        f'<path d="M-1,-9 C-3,-13 -4,-16 -6,-18 M0,-9 L0,-19 M1,-9 C3,-13 4,-16 6,-18" fill="none" stroke="#ffe27a" stroke-width="1.6" stroke-linecap="round"/>',
        "guard": '<path d="M-8,-6 C-8,-15 8,-15 8,-6 Z" fill="#3d434a" stroke="#202429" stroke-width="1.2"/>'
        '<path d="M-8,-8 L8,-8 L8,-5.5 L-8,-5.5 Z" fill="#111111"/>'
        '<path d="M-14,-5 C-8,-7.5 8,-7.5 14,-5 C8,-3.5 -8,-3.5 -14,-5 Z" fill="#3d434a" stroke="#202429" stroke-width="1.2"/>',
    }[kind]
    return (
        f'<circle cx="0" cy="0" r="14" fill="{light}" stroke="{ink}" stroke-width="2"/>'
        f'<circle cx="0" cy="1" r="7.5" fill="{SKIN}" stroke="{SKIN_INK}" stroke-width="1.2"/>'
        f'<circle cx="-2.7" cy="1.5" r="1.1" fill="#1a1a1a"/><circle cx="2.7" cy="1.5" r="1.1" fill="#1a1a1a"/>'
        + hat
    )


def hop(x0: float, x1: float, y: float, colour: tuple[str, str, str, str], lift: float = 14, squares: bool = True) -> str:
    """One step along the street: two paving squares (tops at y) and an arrow hopping from the first to the second."""
    light, _mid, _dark, ink = colour
    w = x1 - x0
    size = w * 0.86
    tiles = ""
    if squares:
        for cx in (x0, x1):
            tiles += (
                f'<rect x="{_f(cx - size / 2)}" y="{_f(y)}" width="{_f(size)}" height="{_f(size * 0.62)}" rx="3" '
                f'fill="{NIGHT[1]}" stroke="{GOLD[1]}" stroke-width="2"/>'
            )
        tiles += f'<circle cx="{_f(x0)}" cy="{_f(y + size * 0.31)}" r="{_f(size * 0.12)}" fill="{light}" stroke="{ink}" stroke-width="1.5"/>'
    top = y - 2
    arc = f"M{_f(x0)},{_f(top)} C{_f(x0 + w * 0.15)},{_f(top - lift)} {_f(x1 - w * 0.3)},{_f(top - lift)} {_f(x1 - 4)},{_f(top - 6)}"
    head = f"M{_f(x1 + 2)},{_f(top + 2)} L{_f(x1 - 10)},{_f(top - 1)} L{_f(x1 - 1)},{_f(top - 11)} Z"
    return (
        tiles
        + f'<path d="{arc}" fill="none" stroke="{ink}" stroke-width="6.5" stroke-linecap="round"/>'
        + f'<path d="{head}" fill="{ink}" stroke="{ink}" stroke-width="3.5" stroke-linejoin="round"/>'
        + f'<path d="{arc}" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>'
        + f'<path d="{head}" fill="#ffffff"/>'
    )


def place(draw, x: float, y: float, scale: float) -> str:
    """A figure (100 x 160) with its top-left at x, y."""
    return f'<g transform="translate({_f(x)},{_f(y)}) scale({scale})">{draw()}</g>'


def skyline(colour: tuple[str, str, str, str]) -> str:
    light, _mid, _dark, ink = colour
    towers = ((8, 232, 18), (26, 214, 16), (42, 226, 14), (56, 200, 14), (70, 222, 18), (112, 218, 16), (128, 196, 14), (142, 224, 18), (160, 208, 16), (176, 228, 16))
    d = ""
    lit = ""
    for x, top, w in towers:
        d += f"M{x},270 L{x},{top} L{x + w},{top} L{x + w},270 Z "
        if top < 205:
            d += f"M{x + 3},{top} L{x + w / 2},{top - 14} L{x + w - 3},{top} Z "
        for wy in range(top + 6, 262, 8):
            if (x + wy) % 3:
                lit += f"M{x + 4},{wy} h3 v3 h-3 Z "
    return f'<path d="{d}" fill="{ink}" fill-opacity="0.42"/><path d="{lit}" fill="{light}" fill-opacity="0.55"/>'


def clip(poly: list[tuple[float, float]], box: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """Sutherland-Hodgman: the part of a convex polygon inside box (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    edges = (
        (lambda p: p[0] >= x0, lambda a, b: (x0, a[1] + (b[1] - a[1]) * (x0 - a[0]) / (b[0] - a[0]))),
        (lambda p: p[0] <= x1, lambda a, b: (x1, a[1] + (b[1] - a[1]) * (x1 - a[0]) / (b[0] - a[0]))),
        (lambda p: p[1] >= y0, lambda a, b: (a[0] + (b[0] - a[0]) * (y0 - a[1]) / (b[1] - a[1]), y0)),
        (lambda p: p[1] <= y1, lambda a, b: (a[0] + (b[0] - a[0]) * (y1 - a[1]) / (b[1] - a[1]), y1)),
    )
    for inside, cut in edges:
        out: list[tuple[float, float]] = []
        for i, cur in enumerate(poly):
            prev = poly[i - 1]
            if inside(cur):
                if not inside(prev):
                    out.append(cut(prev, cur))
                out.append(cur)
            elif inside(prev):
                out.append(cut(prev, cur))
        poly = out
    return poly


def sunburst(cx: float, cy: float, count: int, width: float, box: tuple[float, float, float, float], start: float = 0.0, span: float = 2 * math.pi) -> str:
    """Path data of ``count`` wedges of ``width`` radians around cx, cy, cut to the box (cheap to draw)."""
    d = ""
    for k in range(count):
        a = start + span * k / count
        far = 1000
        wedge = [(cx, cy), (cx + far * math.cos(a), cy + far * math.sin(a)), (cx + far * math.cos(a + width), cy + far * math.sin(a + width))]
        pts = clip(wedge, box)
        if len(pts) >= 3:
            d += "M" + " L".join(f"{_f(x)},{_f(y)}" for x, y in pts) + " Z "
    return d.strip()


def tint(colour: str, toward: str, amount: float) -> str:
    """colour moved ``amount`` of the way to ``toward``: an opaque stand-in for a translucent overlay (much faster
    to draw than blending)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(toward[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * amount):02x}" for x, y in zip(a, b))


def card(colour: tuple[str, str, str, str], body: str, corner: str, what: str, sky: bool = True) -> str:
    light, mid, dark, ink = colour
    rays = sunburst(100, 128, 12, 0.26, (8, 8, 192, 272))
    glow = [tint(c, "#ffffff", 0.14) for c in (light, mid, dark)]
    steps = ""
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        steps += (
            f'<path d="M14,30 L14,22 L22,22 L22,14 L30,14" transform="translate({100 - 100 * sx},{140 - 140 * sy}) scale({sx},{sy})" '
            f'fill="none" stroke="{GOLD[1]}" stroke-width="2"/>'
        )
    return (
        SVG.format(w=200, h=280, what=what)
        + f"""<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="{light}"/><stop offset="0.5" stop-color="{mid}"/><stop offset="1" stop-color="{dark}"/>
</linearGradient>
<linearGradient id="rays" gradientUnits="userSpaceOnUse" x1="0" y1="1" x2="0" y2="279">
<stop offset="0" stop-color="{glow[0]}"/><stop offset="0.5" stop-color="{glow[1]}"/><stop offset="1" stop-color="{glow[2]}"/>
</linearGradient>
</defs>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#bg)"/>
<path d="{rays}" fill="url(#rays)"/>
{skyline(colour) if sky else ""}
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="none" stroke="{ink}" stroke-width="2"/>
<rect x="7" y="7" width="186" height="266" rx="9" ry="9" fill="none" stroke="{ink}" stroke-width="3"/>
<rect x="10.5" y="10.5" width="179" height="259" rx="6" ry="6" fill="none" stroke="{GOLD[1]}" stroke-width="1.5"/>
{steps}
{body}
<g>{corner}</g>
<g transform="rotate(180 100 140)">{corner}</g>
"""
        + TAIL
    )


def medallion(text: str, colour: tuple[str, str, str, str], cx: float = 100, cy: float = 110, r: float = 55) -> str:
    light, _mid, _dark, ink = colour
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r + 4}" fill="{ink}"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{NIGHT[1]}" stroke="{GOLD[1]}" stroke-width="4"/>'
        f'<circle cx="{cx}" cy="{cy}" r="{r - 7}" fill="none" stroke="{GOLD[2]}" stroke-width="1.2"/>'
        + numeral(text, cx, cy, r * 1.3, light, ink, 5)
    )


def number_corner(text: str, kind: str, colour: tuple[str, str, str, str]) -> str:
    _light, _mid, _dark, ink = colour
    return numeral(text, 31, 40, 46, "#ffffff", ink, 6) + f'<g transform="translate(29,81) scale(0.85)">{head_icon(kind)}</g>'


def numbered_card(kind: str, value: int, colour: tuple[str, str, str, str], draw) -> str:
    body = medallion(str(value), colour) + place(draw, 70, 166, 0.6)
    return card(colour, body, number_corner(str(value), kind, colour), f"card: {kind} {value}")


def sue_card() -> str:
    body = (
        f'<path d="M46,200 L46,84 C46,50 154,50 154,84 L154,200 Z" fill="{NIGHT[1]}" stroke="{GOLD[1]}" stroke-width="3"/>'
        f'<path d="M53,200 L53,86 C53,58 147,58 147,86 L147,200" fill="none" stroke="{GOLD[2]}" stroke-width="1.2"/>'
        '<g fill="#fff6c8"><circle cx="66" cy="92" r="1.4"/><circle cx="134" cy="80" r="1.6"/><circle cx="124" cy="114" r="1.1"/><circle cx="72" cy="126" r="1.2"/><circle cx="138" cy="146" r="1.3"/></g>'
        + place(figure_sue, 52, 40, 0.96)
        + hop(76, 124, 222, GREEN, lift=16)
    )
    corner = f'<g transform="translate(30,32)">{head_icon("sue")}</g>' + f'<g transform="translate(30,66) scale(0.8)">{hop(-14, 14, 10, GREEN, lift=16, squares=False)}</g>'
    return card(GREEN, body, corner, "card: Saucy Sue, one step")


def guard_one_card() -> str:
    body = medallion("1", GREY) + place(figure_guard, 70, 166, 0.6)
    return card(GREY, body, number_corner("1", "guard", GREY), "card: one Bodyguard, one step")


def badge(text: str, cx: float, cy: float, colour: tuple[str, str, str, str], r: float = 14) -> str:
    _light, _mid, _dark, ink = colour
    return (
        f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{NIGHT[1]}" stroke="{GOLD[1]}" stroke-width="2.5"/>'
        + numeral(text, cx, cy, r * 1.25, "#ffffff", ink, 3)
    )


def guard_both_card() -> str:
    _light, _mid, _dark, ink = GREY
    body = (
        place(figure_guard, 46, 30, 0.5)
        + place(figure_guard, 104, 30, 0.5)
        + badge("1", 71, 120, GREY)
        + badge("1", 129, 120, GREY)
        + f'<path d="M24,150 L84,150 M116,150 L176,150" stroke="{GOLD[1]}" stroke-width="2.5"/>'
        + f'<circle cx="100" cy="150" r="14" fill="{NIGHT[1]}" stroke="{GOLD[1]}" stroke-width="2.5"/>'
        + '<path d="M106,140 L94,160" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>'
        + place(figure_guard, 52, 170, 0.5)
        + badge("2", 116, 228, GREY, 17)
    )
    corner = (
        f'<g transform="translate(31,32)">{head_icon("guard")}</g>'
        + numeral("1", 19, 68, 22, "#ffffff", ink, 4)
        + f'<path d="M36,56 L27,80" stroke="{ink}" stroke-width="5.5" stroke-linecap="round"/><path d="M36,56 L27,80" stroke="#ffffff" stroke-width="2.2" stroke-linecap="round"/>'
        + numeral("2", 44, 68, 22, "#ffffff", ink, 4)
    )
    return card(GREY, body, corner, "card: both Bodyguards one step, or one Bodyguard two steps")


def chevrons(cx: float, cy: float, direction: int, colour: tuple[str, str, str, str]) -> str:
    _light, _mid, _dark, ink = colour
    d = " ".join(
        f"M{_f(cx + direction * (k * 9 - 6))},{_f(cy - 8)} L{_f(cx + direction * (k * 9 + 2))},{cy} L{_f(cx + direction * (k * 9 - 6))},{_f(cy + 8)}"
        for k in (0, 1)
    )
    return (
        f'<path d="{d}" fill="none" stroke="{ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="{d}" fill="none" stroke="#ffffff" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>'
    )


def guard_next_card() -> str:
    body = (
        f'<ellipse cx="100" cy="206" rx="84" ry="14" fill="{NIGHT[1]}" fill-opacity="0.55"/>'
        + place(figure_guard, 10, 84, 0.75)
        + place(figure_guard, 115, 84, 0.75)
        + place(figure_sue, 64, 96, 0.72)
        + chevrons(58, 70, 1, GREY)
        + chevrons(142, 70, -1, GREY)
    )
    small = f'<g transform="translate(31,70) scale(0.6)">{chevrons(-24, 0, 1, GREY)}{chevrons(24, 0, -1, GREY)}</g>'
    corner = (
        f'<g transform="translate(31,32)">{head_icon("guard")}</g>'
        + f'<circle cx="31" cy="70" r="5" fill="{GREEN[1]}" stroke="{GREEN[3]}" stroke-width="2"/>'
        + small
    )
    return card(GREY, body, corner, "card: both Bodyguards next to Sue")


def deb_centre_card() -> str:
    cover = manhole().split("-->\n", 1)[1].replace(TAIL, "").replace('id="iron"', 'id="iron2"').replace("url(#iron)", "url(#iron2)")
    body = (
        f'<circle cx="100" cy="110" r="55" fill="{RED[3]}"/>'
        f'<g transform="translate(51,61) scale(0.98)">{cover}</g>'
        + chevrons(28, 110, 1, RED)
        + chevrons(172, 110, -1, RED)
        + place(figure_deb, 70, 166, 0.6)
    )
    mini = (
        '<circle cx="0" cy="0" r="14" fill="#15171b"/><circle cx="0" cy="0" r="12.5" fill="#50555d" stroke="#0e0f12" stroke-width="1.2"/>'
        '<circle cx="0" cy="0" r="8.5" fill="none" stroke="#25282d" stroke-width="1.6"/><circle cx="0" cy="0" r="4" fill="#6c7179" stroke="#25282d" stroke-width="1.2"/>'
        '<path d="M-10,-3 C-8,-8 -3,-10 2,-10" fill="none" stroke="#b9bfc8" stroke-width="1.2" stroke-opacity="0.5"/>'
    )
    corner = f'<g transform="translate(31,32)">{head_icon("deb")}</g><g transform="translate(31,68)">{mini}</g>'
    return card(RED, body, corner, "card: Dancing Deb to the manhole in the centre")


def back_card() -> str:
    rays = sunburst(100, 300, 11, 0.09, (8, 8, 192, 272), start=math.pi + 0.2, span=0.25 * 11)
    towers = ((10, 214, 20), (30, 190, 16), (46, 206, 18), (64, 164, 20), (84, 196, 14), (98, 150, 18), (116, 186, 16), (132, 170, 20), (152, 200, 16), (168, 182, 22))
    d = ""
    lit = ""
    for x, top, w in towers:
        d += f"M{x},272 L{x},{top} L{x + w},{top} L{x + w},272 Z "
        d += f"M{x + 3},{top} L{x + 3},{top - 6} L{x + w - 3},{top - 6} L{x + w - 3},{top} Z "
        if w >= 18:
            d += f"M{x + w / 2 - 1},{top - 6} L{x + w / 2},{top - 22} L{x + w / 2 + 1},{top - 6} Z "
        for wy in range(top + 6, 266, 8):
            for wx in range(x + 3, x + w - 3, 6):
                if (wx * 3 + wy) % 7 < 3:
                    lit += f"M{wx},{wy} h3 v3 h-3 Z "
    coupe = (
        "M82,104 L118,104 C117,120 110,126 100,126 C90,126 83,120 82,104 Z"
    )
    steps = ""
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        steps += (
            f'<path d="M14,34 L14,24 L24,24 L24,14 L34,14" transform="translate({100 - 100 * sx},{140 - 140 * sy}) scale({sx},{sy})" '
            f'fill="none" stroke="{GOLD[1]}" stroke-width="2.5"/>'
        )
    return (
        SVG.format(w=200, h=280, what="card back")
        + f"""<defs>
<linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="{NIGHT[3]}"/><stop offset="0.55" stop-color="{NIGHT[1]}"/><stop offset="1" stop-color="#3a2458"/>
</linearGradient>
<linearGradient id="rays" gradientUnits="userSpaceOnUse" x1="0" y1="1" x2="0" y2="279">
<stop offset="0" stop-color="{tint(NIGHT[3], GOLD[1], 0.14)}"/><stop offset="0.55" stop-color="{tint(NIGHT[1], GOLD[1], 0.14)}"/><stop offset="1" stop-color="{tint("#3a2458", GOLD[1], 0.14)}"/>
</linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="{GOLD[0]}"/><stop offset="0.5" stop-color="{GOLD[1]}"/><stop offset="1" stop-color="{GOLD[2]}"/>
</linearGradient>
</defs>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#night)"/>
<path d="{rays}" fill="url(#rays)"/>
<path d="{d}" fill="#070a1c"/>
<path d="{lit}" fill="#ffd86a" fill-opacity="0.85"/>
<rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="none" stroke="{NIGHT[3]}" stroke-width="2"/>
<rect x="7" y="7" width="186" height="266" rx="9" ry="9" fill="none" stroke="url(#gold)" stroke-width="3"/>
<rect x="12" y="12" width="176" height="256" rx="6" ry="6" fill="none" stroke="{GOLD[2]}" stroke-width="1.2"/>
{steps}
<path d="M100,46 L156,112 L100,178 L44,112 Z" fill="{NIGHT[2]}" stroke="url(#gold)" stroke-width="4" stroke-linejoin="round"/>
<path d="M100,58 L146,112 L100,166 L54,112 Z" fill="none" stroke="{GOLD[2]}" stroke-width="1.2"/>
<path d="{coupe}" fill="url(#gold)" stroke="{GOLD[3]}" stroke-width="1.8" stroke-linejoin="round"/>
<path d="M84,108 L116,108" stroke="#fff8d8" stroke-width="2" stroke-opacity="0.7"/>
<path d="M100,126 L100,146 M88,148 L112,148" stroke="url(#gold)" stroke-width="3.5" stroke-linecap="round"/>
<g fill="{GOLD[0]}"><circle cx="94" cy="96" r="2.2"/><circle cx="104" cy="90" r="1.8"/><circle cx="99" cy="82" r="1.5"/><circle cx="108" cy="78" r="1.2"/></g>
<g fill="{GOLD[0]}"><circle cx="40" cy="40" r="1.5"/><circle cx="160" cy="52" r="1.3"/><circle cx="150" cy="30" r="1"/><circle cx="30" cy="96" r="1.1"/><circle cx="172" cy="120" r="1.2"/><circle cx="60" cy="26" r="1"/></g>
<g fill="{GOLD[1]}"><path d="M100,22 L104,31 L100,37 L96,31 Z"/></g>
"""
        + TAIL
    )


def cards() -> dict[str, str]:
    out = {"sue": sue_card(), "back": back_card()}
    for v in (1, 2, 3):
        out[f"hal_{v}"] = numbered_card("hal", v, YELLOW, figure_hal)
    for v in (1, 2, 3, 4, 5):
        out[f"deb_{v}"] = numbered_card("deb", v, RED, figure_deb)
    out["deb_centre"] = deb_centre_card()
    out["guard_one_1"] = guard_one_card()
    out["guard_both_1_or_one_2"] = guard_both_card()
    out["guard_next_to_sue"] = guard_next_card()
    return out


def main(argv: list[str]) -> int:
    (ROOT / "figures").mkdir(parents=True, exist_ok=True)
    for name, draw in FIGURES.items():
        (ROOT / "figures" / f"{name}.svg").write_text(SVG.format(w=100, h=160, what=f"figure: {name}") + draw() + TAIL)
    (ROOT / "cards").mkdir(parents=True, exist_ok=True)
    for key, text in cards().items():
        (ROOT / "cards" / f"{key}.svg").write_text(text)
    (ROOT / "board").mkdir(parents=True, exist_ok=True)
    for name, draw in BOARD.items():
        (ROOT / "board" / f"{name}.svg").write_text(draw())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
