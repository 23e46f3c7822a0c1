"""Generate the High Noon Saloon art in resources/high_noon_saloon/art/ (original art drawn for Tabletop Qt).

The SVGs are committed; edit the drawing here and run  python tools/generate_high_noon_saloon_art.py  to redraw them.

An 1880s frontier saloon by lamplight, warm wood and brass:
  areas/      one picture per area of the house map, drawn behind that area's spaces on the table:
              stairs, balcony, bar, piano, table, back_room (320 x 166) and no_cover, the floor (880 x 166).
              The middle band, where the spaces sit, is kept calm and darker so the spaces and figures read on it;
              the top left (the area's name) and the bottom right (its suns and shields) are kept dark too.
  portraits/  160 x 200, one bust per character of the house set, in the character's colour: on the character
              card and inside the figure on the map.
  cards/      200 x 280, the backs of the saloon deck (back: crossed revolvers on a sheriff's star over a
              saloon's swinging doors) and of the load deck (load_back: cartridges in their box).
No words on purpose (the app speaks three languages). A content pack replaces any of them with its own
pictures/area_<area id>.svg and pictures/portrait_<character id>.svg (ui/games/high_noon_saloon/art.py looks there first).
Only what QtSvg draws (SVG Tiny 1.2: paths, shapes, gradients, opacity; no filters, patterns or clip paths).
"""

from __future__ import annotations

import math
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "resources" / "high_noon_saloon" / "art"

COVER_W, COVER_H = 320, 166
FLOOR_W, FLOOR_H = 880, 166
PORTRAIT_W, PORTRAIT_H = 160, 200

WOOD = ("#c58b52", "#9a6436", "#6e4322", "#3e2411")  # light, mid, dark, ink
DARK_WOOD = ("#7a4a2a", "#5a321b", "#3b1f10", "#1e0f07")
BRASS = ("#ffe39a", "#d9a840", "#8f6a1c")
WALLPAPER = ("#5b2a22", "#4a211b")  # two stripes
LAMP = "#ffd27a"


def _f(v: float) -> str:
    s = f"{v:.1f}".removesuffix(".0")
    return "0" if s == "-0" else s


def svg(w: int, h: int, what: str, body: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 {w} {h}" '
        f'width="{w}" height="{h}">\n'
        f"<!-- High Noon Saloon {what}, original artwork drawn for Tabletop Qt by "
        "tools/generate_high_noon_saloon_art.py. No words on purpose: the app speaks three languages. -->\n"
        f"{body}\n</svg>\n"
    )


# ---------------------------------------------------------------------------------------------- shared pieces
def gradients() -> str:
    return f"""<defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="#2a130e"/><stop offset="0.55" stop-color="#4a2419"/><stop offset="1" stop-color="#2b150d"/>
</linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="#000000" stop-opacity="0.55"/><stop offset="0.3" stop-color="#000000" stop-opacity="0.1"/>
 <stop offset="0.75" stop-color="#000000" stop-opacity="0.15"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/>
</linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
 <stop offset="0" stop-color="{LAMP}" stop-opacity="0.55"/><stop offset="1" stop-color="{LAMP}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="brass" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="{BRASS[0]}"/><stop offset="0.5" stop-color="{BRASS[1]}"/><stop offset="1" stop-color="{BRASS[2]}"/>
</linearGradient>
<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1">
 <stop offset="0" stop-color="#8fa6a8"/><stop offset="0.45" stop-color="#3d4c52"/><stop offset="1" stop-color="#1f282c"/>
</linearGradient>
<linearGradient id="counter" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="{DARK_WOOD[0]}"/><stop offset="1" stop-color="{DARK_WOOD[2]}"/>
</linearGradient>
<linearGradient id="felt" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="#2f6b3c"/><stop offset="1" stop-color="#173a20"/>
</linearGradient>
<linearGradient id="cone" x1="0" y1="0" x2="0" y2="1">
 <stop offset="0" stop-color="{LAMP}" stop-opacity="0.45"/><stop offset="1" stop-color="{LAMP}" stop-opacity="0"/>
</linearGradient>
<linearGradient id="daylight" x1="0" y1="0" x2="1" y2="0">
 <stop offset="0" stop-color="#fff1c8" stop-opacity="0.5"/><stop offset="1" stop-color="#fff1c8" stop-opacity="0"/>
</linearGradient>
</defs>"""


def wallpaper(x: float, y: float, w: float, h: float, step: float = 14) -> str:
    out = [f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}" fill="url(#wall)"/>']
    i = 0
    while x + i * step < x + w:
        sx = x + i * step
        out.append(f'<rect x="{_f(sx)}" y="{_f(y)}" width="{_f(step / 2)}" height="{_f(h)}" fill="{WALLPAPER[i % 2]}" '
                   'fill-opacity="0.35"/>')
        # A small fleur of the wallpaper's print, every other stripe.
        if i % 2 == 0:
            for fy in range(int(y + 10), int(y + h), 26):
                out.append(f'<path d="M{_f(sx + step / 4)},{fy} l2,4 l-2,4 l-2,-4 z" fill="#a8663f" fill-opacity="0.35"/>')
        i += 1
    return "".join(out)


def planks(x: float, y: float, w: float, h: float, plank: float, seed: int, colours: tuple[str, ...] = WOOD,
           horizontal: bool = True) -> str:
    """Floorboards (or wall boards) with seams, grain and nail heads."""
    rng = random.Random(seed)
    light, mid, dark, ink = colours
    out = [f'<rect x="{_f(x)}" y="{_f(y)}" width="{_f(w)}" height="{_f(h)}" fill="{mid}"/>']
    count = math.ceil((h if horizontal else w) / plank)
    for i in range(count):
        tone = rng.choice((light, mid, mid, dark))
        if horizontal:
            py = y + i * plank
            ph = min(plank, y + h - py)
            out.append(f'<rect x="{_f(x)}" y="{_f(py)}" width="{_f(w)}" height="{_f(ph)}" fill="{tone}" fill-opacity="0.45"/>')
            out.append(f'<path d="M{_f(x)},{_f(py)} L{_f(x + w)},{_f(py)}" stroke="{ink}" stroke-width="1.4"/>')
            # Butt joints of the boards, staggered.
            jx = x + rng.uniform(20, 140)
            while jx < x + w:
                out.append(f'<path d="M{_f(jx)},{_f(py)} L{_f(jx)},{_f(py + ph)}" stroke="{ink}" stroke-width="1.2"/>')
                out.append(f'<circle cx="{_f(jx + 4)}" cy="{_f(py + ph / 2)}" r="0.9" fill="{ink}"/>')
                jx += rng.uniform(110, 220)
            for _ in range(max(1, int(w / 90))):
                gx, gy = x + rng.uniform(0, max(1.0, w - 72)), py + rng.uniform(2, max(3, ph - 2))  # inside the box
                out.append(f'<path d="M{_f(gx)},{_f(gy)} q{_f(rng.uniform(15, 30))},{_f(rng.uniform(-2, 2))} '
                           f'{_f(rng.uniform(35, 70))},0" fill="none" stroke="{dark}" stroke-opacity="0.5" stroke-width="0.8"/>')
        else:
            px = x + i * plank
            pw = min(plank, x + w - px)
            out.append(f'<rect x="{_f(px)}" y="{_f(y)}" width="{_f(pw)}" height="{_f(h)}" fill="{tone}" fill-opacity="0.45"/>')
            out.append(f'<path d="M{_f(px)},{_f(y)} L{_f(px)},{_f(y + h)}" stroke="{ink}" stroke-width="1.4"/>')
    return "".join(out)


def lamp(cx: float, cy: float, r: float = 46) -> str:
    return (f'<circle cx="{_f(cx)}" cy="{_f(cy)}" r="{_f(r)}" fill="url(#glow)"/>'
            f'<path d="M{_f(cx - 5)},{_f(cy - 9)} L{_f(cx + 5)},{_f(cy - 9)} L{_f(cx + 7)},{_f(cy + 6)} L{_f(cx - 7)},{_f(cy + 6)} Z" '
            f'fill="#fff4c8" fill-opacity="0.9" stroke="{BRASS[2]}" stroke-width="1.5"/>'
            f'<rect x="{_f(cx - 8)}" y="{_f(cy + 6)}" width="16" height="4" rx="1" fill="url(#brass)"/>'
            f'<rect x="{_f(cx - 3)}" y="{_f(cy - 14)}" width="6" height="5" fill="url(#brass)"/>')


def shade(w: int, h: int) -> str:
    """A darker top (the area's name) and bottom (its badges), and a vignette: the spaces and words read on it."""
    return (f'<rect x="0" y="0" width="{w}" height="{h}" fill="url(#shade)"/>'
            f'<rect x="0" y="0" width="{w}" height="{h}" fill="#140a05" fill-opacity="0.18"/>')


def bottle(x: float, y: float, h: float, colour: str) -> str:
    neck = h * 0.35
    return (f'<path d="M{_f(x - 4)},{_f(y + h)} L{_f(x - 4)},{_f(y + neck + 4)} Q{_f(x - 4)},{_f(y + neck)} {_f(x - 1.6)},{_f(y + neck - 2)} '
            f'L{_f(x - 1.6)},{_f(y)} L{_f(x + 1.6)},{_f(y)} L{_f(x + 1.6)},{_f(y + neck - 2)} Q{_f(x + 4)},{_f(y + neck)} {_f(x + 4)},{_f(y + neck + 4)} '
            f'L{_f(x + 4)},{_f(y + h)} Z" fill="{colour}" stroke="#120804" stroke-width="0.8"/>'
            f'<rect x="{_f(x - 3)}" y="{_f(y + h * 0.55)}" width="6" height="{_f(h * 0.22)}" fill="#e9d9b0" fill-opacity="0.8"/>'
            f'<path d="M{_f(x - 2.5)},{_f(y + neck + 5)} L{_f(x - 2.5)},{_f(y + h - 3)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1"/>')


def glass(x: float, y: float) -> str:
    return (f'<path d="M{_f(x - 4)},{_f(y)} L{_f(x + 4)},{_f(y)} L{_f(x + 3)},{_f(y + 9)} L{_f(x - 3)},{_f(y + 9)} Z" '
            'fill="#d8e6e8" fill-opacity="0.45" stroke="#e8f4f4" stroke-width="0.8"/>'
            f'<path d="M{_f(x - 3.3)},{_f(y + 4)} L{_f(x + 3.3)},{_f(y + 4)} L{_f(x + 3)},{_f(y + 9)} L{_f(x - 3)},{_f(y + 9)} Z" fill="#c98a2a" fill-opacity="0.8"/>')


def card(x: float, y: float, angle: float, red: bool) -> str:
    pip = "#b3261e" if red else "#1a1a1a"
    return (f'<g transform="translate({_f(x)},{_f(y)}) rotate({_f(angle)})">'
            '<rect x="-6" y="-8.5" width="12" height="17" rx="1.5" fill="#f6efdc" stroke="#3a2a1a" stroke-width="0.8"/>'
            f'<circle cx="0" cy="0" r="2.6" fill="{pip}"/></g>')


def chips(x: float, y: float, colours: tuple[str, ...]) -> str:
    out = []
    for i, colour in enumerate(colours):
        out.append(f'<ellipse cx="{_f(x)}" cy="{_f(y - i * 2.6)}" rx="6" ry="2.6" fill="{colour}" stroke="#140a05" stroke-width="0.7"/>')
    return "".join(out)


# ---------------------------------------------------------------------------------------------- the areas
def area_stairs() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), wallpaper(0, 0, w, h), planks(0, 132, w, 34, 11, 3)]
    # The flight rises from the bottom left to the landing at the top right.
    steps = 9
    for i in range(steps):
        x0 = 20 + i * 30
        y0 = 150 - i * 15
        out.append(f'<rect x="{_f(x0)}" y="{_f(y0)}" width="{_f(w - x0)}" height="16" fill="{WOOD[1] if i % 2 else WOOD[0]}" '
                   f'stroke="{WOOD[3]}" stroke-width="1.5"/>')
        out.append(f'<rect x="{_f(x0)}" y="{_f(y0)}" width="{_f(w - x0)}" height="4" fill="{WOOD[0]}" fill-opacity="0.8"/>')
        out.append(f'<rect x="{_f(x0)}" y="{_f(y0 + 4)}" width="{_f(w - x0)}" height="12" fill="#000000" fill-opacity="0.18"/>')
    # A runner carpet up the middle of the steps.
    for i in range(steps):
        x0 = 20 + i * 30
        y0 = 150 - i * 15
        out.append(f'<rect x="{_f(x0 + 4)}" y="{_f(y0 + 1)}" width="22" height="14" fill="#7e1f1c" stroke="#3e0d0b" stroke-width="1"/>')
        out.append(f'<path d="M{_f(x0 + 6)},{_f(y0 + 3)} L{_f(x0 + 24)},{_f(y0 + 3)}" stroke="{BRASS[1]}" stroke-width="1.2"/>')
    # The banister: a rail following the flight on balusters, a newel post at the foot.
    # (The rail runs on up the stairs out of the picture: it stops at the top edge, y 0.)
    out.append(f'<path d="M18,96 L210,0" stroke="{DARK_WOOD[3]}" stroke-width="9" stroke-linecap="round"/>')
    out.append(f'<path d="M18,96 L210,0" stroke="{DARK_WOOD[0]}" stroke-width="5" stroke-linecap="round"/>')
    for i in range(steps):
        bx = 30 + i * 30
        top = max(0.0, 96 - (bx - 18) * 136 / 272)
        out.append(f'<path d="M{_f(bx)},{_f(top)} L{_f(bx)},{_f(150 - i * 15)}" stroke="{DARK_WOOD[2]}" stroke-width="4"/>')
        out.append(f'<path d="M{_f(bx - 1)},{_f(top + 3)} L{_f(bx - 1)},{_f(150 - i * 15)}" stroke="{DARK_WOOD[0]}" stroke-width="1"/>')
    out.append(f'<rect x="8" y="92" width="18" height="60" rx="2" fill="{DARK_WOOD[1]}" stroke="{DARK_WOOD[3]}" stroke-width="2"/>')
    out.append(f'<ellipse cx="17" cy="90" rx="11" ry="6" fill="url(#brass)" stroke="{BRASS[2]}" stroke-width="1.5"/>')
    out.append(lamp(60, 40, 40))
    out.append(shade(w, h))
    return svg(w, h, "area: On the Stairs", "".join(out))


def area_balcony() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), wallpaper(0, 0, w, 120)]
    # Two doors of the rooms upstairs, one ajar with light behind it.
    for dx, ajar in ((34, False), (214, True)):
        out.append(f'<rect x="{dx}" y="22" width="62" height="98" fill="{DARK_WOOD[3]}"/>')
        if ajar:
            out.append(f'<rect x="{dx + 4}" y="26" width="54" height="94" fill="{LAMP}" fill-opacity="0.55"/>')
            out.append(f'<path d="M{dx + 4},26 L{dx + 30},34 L{dx + 30},114 L{dx + 4},120 Z" fill="{DARK_WOOD[1]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
        else:
            out.append(f'<rect x="{dx + 4}" y="26" width="54" height="94" fill="{DARK_WOOD[1]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
            out.append(f'<rect x="{dx + 10}" y="32" width="42" height="34" fill="none" stroke="{DARK_WOOD[0]}" stroke-width="1.5"/>')
            out.append(f'<rect x="{dx + 10}" y="72" width="42" height="40" fill="none" stroke="{DARK_WOOD[0]}" stroke-width="1.5"/>')
            out.append(f'<circle cx="{dx + 50}" cy="72" r="2.6" fill="url(#brass)"/>')
    out.append(lamp(160, 44, 50))
    # The gallery floor and its railing across the front, seen from the room below.
    out.append(planks(0, 112, w, 18, 9, 5))
    out.append(f'<rect x="0" y="128" width="{w}" height="38" fill="{DARK_WOOD[2]}"/>')
    out.append(f'<rect x="0" y="84" width="{w}" height="8" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
    for bx in range(8, w, 16):
        out.append(f'<path d="M{bx},92 L{bx},128" stroke="{DARK_WOOD[3]}" stroke-width="6"/>')
        out.append(f'<path d="M{bx},92 L{bx},128" stroke="{DARK_WOOD[1]}" stroke-width="3.4"/>')
        out.append(f'<ellipse cx="{bx}" cy="110" rx="3.6" ry="5" fill="{DARK_WOOD[1]}"/>')
    # Bunting hung over the railing.
    for i, bx in enumerate(range(0, w, 40)):
        colour = ("#8e2a22", "#e9dcc0", "#2c4f7a")[i % 3]
        out.append(f'<path d="M{bx},132 Q{bx + 20},154 {bx + 40},132 Z" fill="{colour}" fill-opacity="0.85" stroke="#1c0d06" stroke-width="1"/>')
    out.append(shade(w, h))
    return svg(w, h, "area: Upstairs Balcony", "".join(out))


def area_bar() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), wallpaper(0, 0, w, h)]
    # The back bar: a mirror between two shelves of bottles.
    out.append('<rect x="96" y="8" width="128" height="62" rx="6" fill="url(#mirror)" stroke="url(#brass)" stroke-width="4"/>')
    out.append('<path d="M110,16 L132,16 L104,56 Z" fill="#ffffff" fill-opacity="0.12"/>')
    rng = random.Random(11)
    colours = ("#4f6b2a", "#7a2a1a", "#3b2a12", "#8a6a1a", "#24402e", "#5a1e3a")
    for shelf_y in (36, 66):
        for side in ((10, 88), (232, 310)):
            out.append(f'<rect x="{side[0] - 4}" y="{shelf_y}" width="{side[1] - side[0] + 8}" height="4" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="1"/>')
            x = side[0] + 4
            while x < side[1]:
                bh = rng.uniform(18, 26)
                out.append(bottle(x, shelf_y - bh, bh, rng.choice(colours)))
                x += rng.uniform(10, 13)
    out.append(lamp(160, 84, 44))
    # The counter across the front: its top, panelled front and brass foot rail.
    out.append(f'<rect x="0" y="100" width="{w}" height="66" fill="url(#counter)"/>')
    out.append(f'<rect x="0" y="94" width="{w}" height="10" rx="3" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
    out.append(f'<path d="M0,96 L{w},96" stroke="#ffffff" stroke-opacity="0.2" stroke-width="1.5"/>')
    for px in range(8, w, 52):
        out.append(f'<rect x="{px}" y="110" width="44" height="40" rx="3" fill="none" stroke="{DARK_WOOD[3]}" stroke-width="2"/>')
        out.append(f'<rect x="{px + 1.5}" y="111.5" width="41" height="37" rx="2" fill="none" stroke="{DARK_WOOD[0]}" stroke-opacity="0.5" stroke-width="1"/>')
    out.append(f'<rect x="0" y="154" width="{w}" height="5" rx="2.5" fill="url(#brass)"/>')
    for gx in (40, 70, 250, 282):
        out.append(glass(gx, 85))
    out.append(bottle(214, 70, 24, "#3b2a12"))
    out.append(shade(w, h))
    return svg(w, h, "area: Behind the Bar", "".join(out))


def area_piano() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), wallpaper(0, 0, w, h), planks(0, 140, w, 26, 9, 7)]
    # A framed picture of a horse on the wall.
    out.append('<rect x="224" y="18" width="70" height="50" fill="#3a2a18" stroke="url(#brass)" stroke-width="4"/>')
    out.append('<path d="M234,60 L246,44 L258,48 L270,36 L284,60 Z" fill="#6e5a3a"/>'
               '<circle cx="276" cy="30" r="5" fill="#e9c46a" fill-opacity="0.7"/>')
    # The upright player piano: case, lid, the roll behind its glass, keys and legs.
    px, py, pw, ph = 40, 20, 170, 130
    out.append(f'<rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="4" fill="{DARK_WOOD[1]}" stroke="{DARK_WOOD[3]}" stroke-width="2.5"/>')
    out.append(f'<rect x="{px - 6}" y="{py - 6}" width="{pw + 12}" height="10" rx="3" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="2"/>')
    out.append(f'<rect x="{px + 22}" y="{py + 14}" width="{pw - 44}" height="38" rx="3" fill="#e9dcbc" stroke="{DARK_WOOD[3]}" stroke-width="2"/>')
    for i in range(26):
        hx = px + 28 + i * 4.4
        hy = py + 18 + (i * 7) % 28
        out.append(f'<rect x="{_f(hx)}" y="{_f(hy)}" width="2" height="{_f(4 + (i * 3) % 6)}" fill="#2a1d12"/>')
    out.append(f'<rect x="{px + 22}" y="{py + 14}" width="{pw - 44}" height="38" rx="3" fill="#ffffff" fill-opacity="0.12"/>')
    out.append(f'<rect x="{px + 10}" y="{py + 60}" width="{pw - 20}" height="26" rx="3" fill="{DARK_WOOD[2]}"/>')
    out.append(f'<path d="M{px + 30},{py + 64} q28,14 55,0 q28,-14 55,0" fill="none" stroke="{BRASS[1]}" stroke-width="2"/>')
    kx, ky, kw = px - 4, py + 88, pw + 8
    out.append(f'<rect x="{kx}" y="{ky - 4}" width="{kw}" height="24" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="2"/>')
    out.append(f'<rect x="{kx + 6}" y="{ky}" width="{kw - 12}" height="14" fill="#f4ecd6" stroke="#3a2a1a" stroke-width="1"/>')
    keys = int((kw - 12) / 6)
    for i in range(keys):
        x = kx + 6 + i * 6
        out.append(f'<path d="M{_f(x)},{ky} L{_f(x)},{ky + 14}" stroke="#8a7a60" stroke-width="0.6"/>')
        if i % 7 not in (2, 6) and i < keys - 1:
            out.append(f'<rect x="{_f(x + 4)}" y="{ky}" width="3.6" height="8" fill="#141414"/>')
    for lx in (px + 8, px + pw - 16):
        out.append(f'<rect x="{lx}" y="{ky + 20}" width="8" height="{py + ph - ky - 20 + 8}" fill="{DARK_WOOD[1]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
    # A candlestick on the lid and its glow; the stool.
    out.append(f'<rect x="{px + pw - 30}" y="{py - 20}" width="4" height="14" fill="#efe6d0"/>'
               f'<path d="M{px + pw - 28},{py - 28} q3,4 0,7 q-3,-3 0,-7" fill="#ffcc55"/>'
               f'<circle cx="{px + pw - 28}" cy="{py - 22}" r="32" fill="url(#glow)"/>')
    out.append(f'<ellipse cx="250" cy="136" rx="24" ry="7" fill="#7e1f1c" stroke="#3e0d0b" stroke-width="1.5"/>'
               f'<rect x="246" y="140" width="8" height="20" fill="{DARK_WOOD[1]}"/>')
    out.append(shade(w, h))
    return svg(w, h, "area: Behind the Player Piano", "".join(out))


def area_table() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), planks(0, 0, w, h, 13, 13)]
    out.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="#1a0d06" fill-opacity="0.25"/>')
    # The round table tipped on its side: the top faces the room, its legs stick out behind to the right.
    cx, cy, rx, ry = 140, 88, 92, 66
    for lx, ly in ((250, 40), (262, 112), (228, 76)):
        out.append(f'<path d="M{cx + 40},{ly + 6} L{lx},{ly}" stroke="{DARK_WOOD[3]}" stroke-width="13" stroke-linecap="round"/>')
        out.append(f'<path d="M{cx + 40},{ly + 6} L{lx},{ly}" stroke="{DARK_WOOD[1]}" stroke-width="8" stroke-linecap="round"/>')
        out.append(f'<ellipse cx="{lx}" cy="{ly}" rx="5" ry="6" fill="{DARK_WOOD[0]}" stroke="{DARK_WOOD[3]}" stroke-width="1.5"/>')
    out.append(f'<ellipse cx="{cx + 8}" cy="{cy + 4}" rx="{rx}" ry="{ry}" fill="{DARK_WOOD[3]}"/>')
    out.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="3"/>')
    for i in range(-3, 4):
        x = cx + i * 24
        half = ry * math.sqrt(max(0.0, 1 - ((x - cx) / rx) ** 2))
        out.append(f'<path d="M{_f(x)},{_f(cy - half)} L{_f(x)},{_f(cy + half)}" stroke="{WOOD[3]}" stroke-width="1.5"/>')
    out.append(f'<ellipse cx="{cx}" cy="{cy}" rx="{rx - 8}" ry="{ry - 7}" fill="none" stroke="{WOOD[0]}" stroke-opacity="0.5" stroke-width="2"/>')
    # Bullet holes in the top: this table has been a cover before.
    for hx, hy in ((104, 60), (170, 104), (120, 118), (186, 58)):
        out.append(f'<circle cx="{hx}" cy="{hy}" r="3.2" fill="#140904"/><circle cx="{hx}" cy="{hy}" r="5" fill="none" stroke="{WOOD[0]}" stroke-width="1.2"/>')
    # What was on it: cards, chips and a bottle rolled to the floor.
    rng = random.Random(17)
    for i in range(7):
        out.append(card(rng.uniform(12, 300), rng.uniform(136, 160), rng.uniform(-40, 40), i % 2 == 0))
    out.append(chips(28, 150, ("#b3261e", "#e9dcc0", "#2c4f7a")))
    out.append(chips(292, 148, ("#e9dcc0", "#b3261e")))
    out.append('<g transform="translate(262,150) rotate(-75)">' + bottle(0, -14, 26, "#4f6b2a") + "</g>")
    out.append(shade(w, h))
    return svg(w, h, "area: Behind an Upended Table", "".join(out))


def area_back_room() -> str:
    w, h = COVER_W, COVER_H
    out = [gradients(), planks(0, 0, w, 110, 16, 21, DARK_WOOD, horizontal=False), planks(0, 110, w, 56, 12, 22)]
    # Crates and barrels along the wall, a door to the alley.
    out.append(f'<rect x="248" y="20" width="56" height="92" fill="#120905" stroke="{DARK_WOOD[3]}" stroke-width="3"/>')
    out.append(f'<rect x="252" y="24" width="48" height="86" fill="{DARK_WOOD[2]}"/>'
               f'<path d="M252,24 L300,110 M300,24 L252,110" stroke="{DARK_WOOD[3]}" stroke-width="3"/>')
    for bx, by, size in ((8, 64, 46), (22, 36, 30)):
        out.append(f'<rect x="{bx}" y="{by}" width="{size}" height="{size}" fill="{WOOD[2]}" stroke="{WOOD[3]}" stroke-width="2"/>'
                   f'<path d="M{bx},{by} L{bx + size},{by + size} M{bx + size},{by} L{bx},{by + size}" stroke="{WOOD[3]}" stroke-width="2"/>')
    out.append(f'<rect x="196" y="62" width="40" height="52" rx="10" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="2"/>'
               f'<path d="M196,74 L236,74 M196,102 L236,102" stroke="#3a3a3a" stroke-width="4"/>')
    # The poker table under a hanging lamp's cone of light.
    out.append('<path d="M160,0 L160,22" stroke="#1a1a1a" stroke-width="2"/>'
               '<path d="M146,22 L174,22 L200,166 L120,166 Z" fill="url(#cone)"/>'
               '<path d="M148,22 L172,22 L168,30 L152,30 Z" fill="#2f4a32" stroke="#10180f" stroke-width="1.5"/>')
    out.append(f'<ellipse cx="160" cy="132" rx="96" ry="26" fill="{DARK_WOOD[2]}"/>'
               '<ellipse cx="160" cy="128" rx="92" ry="24" fill="url(#felt)" stroke="#5a3a1a" stroke-width="5"/>')
    for i, (x, y, a) in enumerate(((120, 126, -12), (136, 132, 8), (196, 124, 20), (176, 134, -6))):
        out.append(card(x, y, a, i % 2 == 1))
    out.append(chips(158, 130, ("#b3261e", "#e9dcc0", "#2c4f7a", "#b3261e")))
    out.append(shade(w, h))
    out.append(f'<rect x="0" y="0" width="{w}" height="{h}" fill="#0a0503" fill-opacity="0.15"/>')
    return svg(w, h, "area: Back Room", "".join(out))


def area_no_cover() -> str:
    w, h = FLOOR_W, FLOOR_H
    out = [gradients(), planks(0, 0, w, h, 15, 31)]
    # Sunlight falls in through the batwing doors on the left.
    out.append('<path d="M0,10 L150,26 L220,150 L0,160 Z" fill="url(#daylight)"/>')
    for dy, flip in ((20, 1), (86, -1)):
        out.append(f'<path d="M6,{dy} L34,{dy + 8 * flip} L34,{dy + 56} L6,{dy + 56} Z" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="2.5"/>')
        for sx in (12, 20, 28):
            out.append(f'<path d="M{sx},{dy + 12} L{sx},{dy + 50}" stroke="{WOOD[3]}" stroke-width="2"/>')
    # A worn rug in the middle of the room.
    out.append(f'<rect x="250" y="28" width="380" height="112" rx="6" fill="#6e1f1c" fill-opacity="0.75" stroke="#3a0d0b" stroke-width="3"/>'
               f'<rect x="262" y="38" width="356" height="92" rx="4" fill="none" stroke="{BRASS[1]}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="10,6"/>'
               f'<path d="M440,48 L520,84 L440,120 L360,84 Z" fill="#2c4f7a" fill-opacity="0.45" stroke="#e9dcc0" stroke-opacity="0.35" stroke-width="2"/>')
    for fx in range(254, 630, 9):
        out.append(f'<path d="M{fx},28 L{fx},22 M{fx},140 L{fx},146" stroke="#c9b080" stroke-opacity="0.6" stroke-width="1.5"/>')
    # A spittoon, a dropped hat, sawdust and spent cartridges.
    out.append(f'<ellipse cx="760" cy="128" rx="18" ry="7" fill="#2a1a0a"/>'
               f'<path d="M744,100 Q742,124 752,130 L768,130 Q778,124 776,100 Z" fill="url(#brass)" stroke="{BRASS[2]}" stroke-width="1.5"/>'
               f'<ellipse cx="760" cy="100" rx="17" ry="5" fill="#3a2a10" stroke="url(#brass)" stroke-width="3"/>')
    out.append('<ellipse cx="700" cy="40" rx="30" ry="10" fill="#4a3322" stroke="#1e120a" stroke-width="2"/>'
               '<path d="M684,40 Q686,22 700,22 Q714,22 716,40 Z" fill="#5e4028" stroke="#1e120a" stroke-width="2"/>'
               '<path d="M684,36 L716,36" stroke="#2a1a0a" stroke-width="4"/>')
    rng = random.Random(41)
    for _ in range(70):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        out.append(f'<circle cx="{_f(x)}" cy="{_f(y)}" r="{_f(rng.uniform(0.6, 1.6))}" fill="#e2c48a" fill-opacity="0.35"/>')
    for _ in range(9):
        x, y, a = rng.uniform(200, 860), rng.uniform(10, 156), rng.uniform(0, 180)
        out.append(f'<g transform="translate({_f(x)},{_f(y)}) rotate({_f(a)})"><rect x="-4" y="-1.6" width="8" height="3.2" rx="1" fill="url(#brass)"/></g>')
    out.append(shade(w, h))
    return svg(w, h, "area: No Cover, the floor", "".join(out))


AREAS = {
    "stairs": area_stairs,
    "balcony": area_balcony,
    "bar": area_bar,
    "piano": area_piano,
    "table": area_table,
    "back_room": area_back_room,
    "no_cover": area_no_cover,
}


# ---------------------------------------------------------------------------------------------- the portraits
@dataclass(frozen=True)
class Look:
    colour: str  # the character's colour (content's characters.json): coat and the picture's ground
    skin: str
    hair: str
    hat: str  # stetson, bowler, top, flat, feather, none
    hat_colour: str
    face_hair: str = ""  # moustache, beard, chops, goatee
    woman: bool = False
    extra: str = ""  # bolo, bandana, bowtie, spectacles, rose, earrings, freckles, star (comma separated)


LOOKS: dict[str, Look] = {
    "james_masterson": Look("#8c5a2b", "#e2b48c", "#4a2e18", "stetson", "#b08a5a", "moustache", extra="bolo,star"),
    "ned_carver": Look("#4a6fa5", "#d9a27a", "#2a1a10", "bowler", "#2a2a2a", "beard", extra="wide"),
    "silas_crane": Look("#3b7d4f", "#efcaa4", "#111111", "flat", "#1b1b1b", "goatee", extra="bandana,long"),
    "doc_wallace": Look("#6b6b6b", "#f0c9a6", "#b9b9b9", "top", "#1e1e1e", "chops", extra="spectacles,bowtie"),
    "annie_dunn": Look("#c0392b", "#f3cfae", "#b5481c", "stetson", "#7a4a2a", woman=True, extra="braids,bandana,freckles"),
    "calamity_rose": Look("#d35f9e", "#c98e66", "#1e120c", "flat", "#3a1e14", woman=True, extra="rose,curls"),
    "belle_starling": Look("#7d4fa0", "#f2d2b8", "#2a1a2e", "feather", "#3a2150", woman=True, extra="earrings,updo"),
    "lottie_blaze": Look("#e0a526", "#eec3a0", "#f0cf6a", "stetson", "#c8a26a", woman=True, extra="freckles,short"),
}


def _shift(colour: str, factor: float) -> str:
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    if factor >= 1:
        r, g, b = (round(c + (255 - c) * (factor - 1)) for c in (r, g, b))
    else:
        r, g, b = (round(c * factor) for c in (r, g, b))
    return f"#{min(255, r):02x}{min(255, g):02x}{min(255, b):02x}"


def _to_edge(cx: float, cy: float, angle: float, w: float, h: float) -> tuple[float, float]:
    """Where a ray from (cx, cy) at ``angle`` leaves the w x h box."""
    dx, dy = math.cos(angle), math.sin(angle)
    t = min((w - cx) / dx if dx > 1e-9 else -cx / dx if dx < -1e-9 else math.inf,
            (h - cy) / dy if dy > 1e-9 else -cy / dy if dy < -1e-9 else math.inf)
    return cx + dx * t, cy + dy * t


def portrait(look: Look) -> str:
    w, h = PORTRAIT_W, PORTRAIT_H
    extras = set(look.extra.split(",")) if look.extra else set()
    ink = "#1d120b"
    skin_dark = _shift(look.skin, 0.72)
    coat, coat_dark, coat_light = look.colour, _shift(look.colour, 0.6), _shift(look.colour, 1.3)
    out = [f"""<defs>
<radialGradient id="ground" cx="0.5" cy="0.42" r="0.62">
 <stop offset="0" stop-color="#f6e7c4"/><stop offset="0.6" stop-color="{_shift(look.colour, 1.55)}"/><stop offset="1" stop-color="{_shift(look.colour, 0.55)}"/>
</radialGradient>
<linearGradient id="coat" x1="0" y1="0" x2="1" y2="0">
 <stop offset="0" stop-color="{coat_dark}"/><stop offset="0.45" stop-color="{coat}"/><stop offset="1" stop-color="{coat_dark}"/>
</linearGradient>
<radialGradient id="skin" cx="0.42" cy="0.38" r="0.7">
 <stop offset="0" stop-color="{_shift(look.skin, 1.12)}"/><stop offset="1" stop-color="{skin_dark}"/>
</radialGradient>
</defs>""", f'<rect x="0" y="0" width="{w}" height="{h}" fill="url(#ground)"/>']
    # Sunburst rays behind the bust, like a poster's.
    # Each ray ends on the picture's edge: QtSvg draws outside the view box when nothing clips it.
    for i in range(16):
        a = math.radians(i * 22.5)
        x1, y1 = _to_edge(80, 90, a, w, h)
        x2, y2 = _to_edge(80, 90, a + 0.09, w, h)
        out.append(f'<path d="M80,90 L{_f(x1)},{_f(y1)} L{_f(x2)},{_f(y2)} Z" fill="#ffffff" fill-opacity="0.12"/>')
    hx, hy, rx, ry = 80.0, 92.0, 29.0, 36.0
    # Hair behind the head (long hair, braids).
    if look.woman and ("braids" in extras or "curls" in extras or "long" in extras):
        out.append(f'<path d="M{hx - 38},{hy - 20} Q{hx - 46},{hy + 40} {hx - 30},{hy + 64} L{hx + 30},{hy + 64} Q{hx + 46},{hy + 40} {hx + 38},{hy - 20} Z" '
                   f'fill="{look.hair}" stroke="{ink}" stroke-width="2"/>')
    if "long" in extras and not look.woman:
        out.append(f'<path d="M{hx - 32},{hy - 10} Q{hx - 38},{hy + 30} {hx - 26},{hy + 46} L{hx + 26},{hy + 46} Q{hx + 38},{hy + 30} {hx + 32},{hy - 10} Z" '
                   f'fill="{look.hair}" stroke="{ink}" stroke-width="2"/>')
    # Shoulders and coat.
    width = 72 if "wide" in extras else 62
    out.append(f'<path d="M{hx - width},{h} Q{hx - width + 4},{hy + 52} {hx - 20},{hy + 44} L{hx + 20},{hy + 44} '
               f'Q{hx + width - 4},{hy + 52} {hx + width},{h} Z" fill="url(#coat)" stroke="{ink}" stroke-width="2.5"/>')
    # Shirt and lapels.
    out.append(f'<path d="M{hx - 18},{hy + 44} L{hx},{hy + 86} L{hx + 18},{hy + 44} Z" fill="{"#f4ecd8" if not look.woman else _shift(look.colour, 1.45)}" stroke="{ink}" stroke-width="1.5"/>')
    out.append(f'<path d="M{hx - 20},{hy + 44} L{hx - 6},{hy + 96} L{hx - 30},{hy + 66} Z M{hx + 20},{hy + 44} L{hx + 6},{hy + 96} L{hx + 30},{hy + 66} Z" '
               f'fill="{coat_light}" stroke="{ink}" stroke-width="1.5"/>')
    out.append(f'<rect x="{hx - 11}" y="{hy + 24}" width="22" height="24" fill="{skin_dark}"/>')
    if "bolo" in extras:
        out.append(f'<path d="M{hx - 6},{hy + 48} L{hx},{hy + 70} L{hx + 6},{hy + 48}" fill="none" stroke="#1a1a1a" stroke-width="2"/>'
                   f'<ellipse cx="{hx}" cy="{hy + 58}" rx="5" ry="6" fill="#6fb3b8" stroke="{BRASS[2]}" stroke-width="2"/>')
    if "bowtie" in extras:
        out.append(f'<path d="M{hx},{hy + 50} L{hx - 12},{hy + 43} L{hx - 12},{hy + 57} Z M{hx},{hy + 50} L{hx + 12},{hy + 43} L{hx + 12},{hy + 57} Z" fill="#1a1a1a"/>')
    if "bandana" in extras:
        band = "#b3261e" if look.colour != "#c0392b" else "#f4e3b0"
        out.append(f'<path d="M{hx - 22},{hy + 40} Q{hx},{hy + 54} {hx + 22},{hy + 40} L{hx + 14},{hy + 52} L{hx},{hy + 76} L{hx - 14},{hy + 52} Z" '
                   f'fill="{band}" stroke="{ink}" stroke-width="1.5"/>'
                   f'<circle cx="{hx - 6}" cy="{hy + 56}" r="1.5" fill="#ffffff"/><circle cx="{hx + 5}" cy="{hy + 60}" r="1.5" fill="#ffffff"/>')
    if "star" in extras:
        pts = []
        for i in range(10):
            r = 9 if i % 2 == 0 else 4
            a = math.radians(-90 + i * 36)
            pts.append(f"{_f(hx + 34 + math.cos(a) * r)},{_f(hy + 76 + math.sin(a) * r)}")
        out.append(f'<polygon points="{" ".join(pts)}" fill="url(#brass)" stroke="{BRASS[2]}" stroke-width="1.2"/>'
                   f'<defs><linearGradient id="brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{BRASS[0]}"/>'
                   f'<stop offset="1" stop-color="{BRASS[1]}"/></linearGradient></defs>')
    if "rose" in extras:
        out.append(f'<circle cx="{hx + 30}" cy="{hy + 62}" r="7" fill="#b3163a" stroke="{ink}" stroke-width="1.2"/>'
                   f'<path d="M{hx + 26},{hy + 61} q4,-5 8,0 q-4,4 -8,0" fill="none" stroke="#ff6b8a" stroke-width="1.2"/>')
    # Ears, head.
    out.append(f'<ellipse cx="{hx - rx + 1}" cy="{hy + 4}" rx="6" ry="9" fill="{look.skin}" stroke="{ink}" stroke-width="1.8"/>'
               f'<ellipse cx="{hx + rx - 1}" cy="{hy + 4}" rx="6" ry="9" fill="{look.skin}" stroke="{ink}" stroke-width="1.8"/>')
    if "earrings" in extras:
        out.append(f'<circle cx="{hx - rx + 1}" cy="{hy + 16}" r="3.4" fill="url(#ground)" stroke="{BRASS[1]}" stroke-width="2"/>'
                   f'<circle cx="{hx + rx - 1}" cy="{hy + 16}" r="3.4" fill="url(#ground)" stroke="{BRASS[1]}" stroke-width="2"/>')
    out.append(f'<ellipse cx="{hx}" cy="{hy}" rx="{rx}" ry="{ry}" fill="url(#skin)" stroke="{ink}" stroke-width="2.2"/>')
    # Eyes, brows, nose, mouth.
    brow = look.hair if look.hair not in ("#f0cf6a",) else "#a07a2a"
    for side in (-1, 1):
        ex = hx + side * 11
        out.append(f'<ellipse cx="{ex}" cy="{hy - 2}" rx="4.6" ry="3" fill="#fbf6ea" stroke="{ink}" stroke-width="1"/>'
                   f'<circle cx="{ex + side * 0.5}" cy="{hy - 2}" r="2.1" fill="#2a1a10"/>'
                   f'<path d="M{ex - 7},{hy - 9 + (1 if side < 0 else 0)} Q{ex},{hy - 13} {ex + 7},{hy - 9 + (0 if side < 0 else 1)}" '
                   f'fill="none" stroke="{brow}" stroke-width="{3 if not look.woman else 2}" stroke-linecap="round"/>')
        if look.woman:
            out.append(f'<path d="M{ex - 5},{hy - 4} L{ex - 7},{hy - 6} M{ex + 5},{hy - 4} L{ex + 7},{hy - 6}" stroke="{ink}" stroke-width="1.2"/>')
    out.append(f'<path d="M{hx},{hy} Q{hx - 5},{hy + 12} {hx - 1},{hy + 14} L{hx + 3},{hy + 13}" fill="none" stroke="{skin_dark}" stroke-width="2" stroke-linecap="round"/>')
    lips = "#a8343a" if look.woman else "#7a3a2a"
    out.append(f'<path d="M{hx - 8},{hy + 21} Q{hx},{hy + 26} {hx + 8},{hy + 21}" fill="none" stroke="{lips}" stroke-width="{3 if look.woman else 2}" stroke-linecap="round"/>')
    if look.woman:
        out.append(f'<circle cx="{hx - 17}" cy="{hy + 12}" r="5" fill="#e06a5a" fill-opacity="0.3"/><circle cx="{hx + 17}" cy="{hy + 12}" r="5" fill="#e06a5a" fill-opacity="0.3"/>')
    if "freckles" in extras:
        for fx, fy in ((-16, 8), (-12, 11), (-18, 12), (16, 8), (12, 11), (18, 12)):
            out.append(f'<circle cx="{hx + fx}" cy="{hy + fy}" r="1" fill="#9a5a30"/>')
    if "spectacles" in extras:
        out.append(f'<circle cx="{hx - 11}" cy="{hy - 2}" r="7.5" fill="#dfeef0" fill-opacity="0.25" stroke="{BRASS[2]}" stroke-width="1.8"/>'
                   f'<circle cx="{hx + 11}" cy="{hy - 2}" r="7.5" fill="#dfeef0" fill-opacity="0.25" stroke="{BRASS[2]}" stroke-width="1.8"/>'
                   f'<path d="M{hx - 3.5},{hy - 3} Q{hx},{hy - 6} {hx + 3.5},{hy - 3}" fill="none" stroke="{BRASS[2]}" stroke-width="1.6"/>')
    # Facial hair.
    if look.face_hair == "moustache":
        out.append(f'<path d="M{hx},{hy + 15} Q{hx - 10},{hy + 12} {hx - 18},{hy + 22} Q{hx - 8},{hy + 19} {hx},{hy + 19} Q{hx + 8},{hy + 19} {hx + 18},{hy + 22} Q{hx + 10},{hy + 12} {hx},{hy + 15} Z" '
                   f'fill="{look.hair}" stroke="{ink}" stroke-width="1"/>')
    elif look.face_hair == "beard":
        out.append(f'<path d="M{hx - rx + 2},{hy + 2} Q{hx - rx},{hy + 40} {hx},{hy + 48} Q{hx + rx},{hy + 40} {hx + rx - 2},{hy + 2} '
                   f'Q{hx + 18},{hy + 18} {hx + 10},{hy + 16} Q{hx},{hy + 13} {hx - 10},{hy + 16} Q{hx - 18},{hy + 18} {hx - rx + 2},{hy + 2} Z" '
                   f'fill="{look.hair}" stroke="{ink}" stroke-width="1.6"/>'
                   f'<path d="M{hx - 7},{hy + 24} Q{hx},{hy + 27} {hx + 7},{hy + 24}" fill="none" stroke="#7a3a2a" stroke-width="2"/>')
    elif look.face_hair == "chops":
        for side in (-1, 1):
            out.append(f'<path d="M{hx + side * (rx - 2)},{hy - 8} Q{hx + side * (rx + 1)},{hy + 18} {hx + side * 12},{hy + 22} '
                       f'Q{hx + side * 8},{hy + 16} {hx + side * 4},{hy + 17} L{hx + side * 14},{hy + 8} Q{hx + side * (rx - 8)},{hy} {hx + side * (rx - 6)},{hy - 8} Z" '
                       f'fill="{look.hair}" stroke="{ink}" stroke-width="1.2"/>')
    elif look.face_hair == "goatee":
        out.append(f'<path d="M{hx - 7},{hy + 18} Q{hx},{hy + 15} {hx + 7},{hy + 18} L{hx + 5},{hy + 19} Q{hx},{hy + 17} {hx - 5},{hy + 19} Z" fill="{look.hair}"/>'
                   f'<path d="M{hx - 6},{hy + 27} Q{hx},{hy + 25} {hx + 6},{hy + 27} L{hx + 2},{hy + 40} L{hx - 2},{hy + 40} Z" fill="{look.hair}" stroke="{ink}" stroke-width="1"/>')
    # Hair on top (front), then the hat.
    if look.woman and "updo" in extras:
        out.append(f'<ellipse cx="{hx}" cy="{hy - ry - 8}" rx="20" ry="14" fill="{look.hair}" stroke="{ink}" stroke-width="2"/>')
    front = (f'<path d="M{hx - rx - 1},{hy - 4} Q{hx - rx},{hy - ry - 4} {hx},{hy - ry - 2} Q{hx + rx},{hy - ry - 4} {hx + rx + 1},{hy - 4} '
             f'Q{hx + 18},{hy - 24} {hx + 4},{hy - 22} Q{hx - 14},{hy - 24} {hx - rx - 1},{hy - 4} Z" fill="{look.hair}" stroke="{ink}" stroke-width="1.8"/>')
    if look.hat != "top" or look.woman:
        out.append(front)
    if "braids" in extras:
        for side in (-1, 1):
            bx = hx + side * (rx + 4)
            for i in range(4):
                out.append(f'<ellipse cx="{bx}" cy="{hy + 20 + i * 11}" rx="6" ry="7" fill="{look.hair}" stroke="{ink}" stroke-width="1.4"/>')
            out.append(f'<rect x="{bx - 4}" y="{hy + 62}" width="8" height="4" fill="#2c4f7a"/>')
    if "curls" in extras:
        for i in range(7):
            a = math.radians(200 + i * 23)
            out.append(f'<circle cx="{_f(hx + math.cos(a) * (rx + 6))}" cy="{_f(hy - 6 + math.sin(a) * (ry + 2))}" r="8" fill="{look.hair}" stroke="{ink}" stroke-width="1.4"/>')
    hat, dark = look.hat_colour, _shift(look.hat_colour, 0.65)
    top = hy - ry + 6
    if look.hat == "stetson":
        out.append(f'<path d="M{hx - 58},{top + 2} Q{hx - 40},{top + 14} {hx},{top + 12} Q{hx + 40},{top + 14} {hx + 58},{top + 2} '
                   f'Q{hx + 50},{top - 10} {hx + 30},{top - 6} L{hx - 30},{top - 6} Q{hx - 50},{top - 10} {hx - 58},{top + 2} Z" fill="{hat}" stroke="{ink}" stroke-width="2.2"/>'
                   f'<path d="M{hx - 28},{top - 4} Q{hx - 30},{top - 40} {hx - 12},{top - 42} Q{hx},{top - 30} {hx + 12},{top - 42} Q{hx + 30},{top - 40} {hx + 28},{top - 4} Z" '
                   f'fill="{hat}" stroke="{ink}" stroke-width="2.2"/>'
                   f'<path d="M{hx - 28},{top - 12} Q{hx},{top - 6} {hx + 28},{top - 12} L{hx + 28},{top - 4} Q{hx},{top + 2} {hx - 28},{top - 4} Z" fill="{dark}"/>')
    elif look.hat == "bowler":
        out.append(f'<path d="M{hx - 40},{top + 2} Q{hx},{top + 12} {hx + 40},{top + 2} Q{hx},{top - 6} {hx - 40},{top + 2} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 28},{top} Q{hx - 30},{top - 38} {hx},{top - 38} Q{hx + 30},{top - 38} {hx + 28},{top} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 28},{top - 6} Q{hx},{top} {hx + 28},{top - 6}" fill="none" stroke="#6a2a1a" stroke-width="4"/>'
                   f'<path d="M{hx - 16},{top - 30} Q{hx - 8},{top - 34} {hx},{top - 34}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/>')
    elif look.hat == "top":
        out.append(f'<path d="M{hx - rx - 1},{hy - 4} Q{hx - rx - 2},{hy - 20} {hx - rx + 4},{top + 4} L{hx - rx + 8},{hy - 6} Z '
                   f'M{hx + rx + 1},{hy - 4} Q{hx + rx + 2},{hy - 20} {hx + rx - 4},{top + 4} L{hx + rx - 8},{hy - 6} Z" fill="{look.hair}" stroke="{ink}" stroke-width="1.4"/>')
        out.append(f'<path d="M{hx - 40},{top + 4} Q{hx},{top + 12} {hx + 40},{top + 4} L{hx + 40},{top} Q{hx},{top + 6} {hx - 40},{top} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 25},{top + 1} L{hx - 28},{top - 52} Q{hx},{top - 56} {hx + 28},{top - 52} L{hx + 25},{top + 1} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 26},{top - 10} L{hx + 26},{top - 10} L{hx + 25},{top - 2} L{hx - 25},{top - 2} Z" fill="#5a1e1e"/>')
    elif look.hat == "flat":
        out.append(f'<path d="M{hx - 50},{top + 4} Q{hx},{top + 14} {hx + 50},{top + 4} L{hx + 48},{top - 2} Q{hx},{top + 6} {hx - 48},{top - 2} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 26},{top} L{hx - 24},{top - 26} Q{hx},{top - 30} {hx + 24},{top - 26} L{hx + 26},{top} Z" fill="{hat}" stroke="{ink}" stroke-width="2"/>'
                   f'<path d="M{hx - 25},{top - 8} Q{hx},{top - 4} {hx + 25},{top - 8}" fill="none" stroke="{_shift(look.colour, 0.9)}" stroke-width="4"/>')
        if "rose" in extras:
            out.append(f'<circle cx="{hx + 20}" cy="{top - 8}" r="7" fill="#c8184a" stroke="{ink}" stroke-width="1.2"/>'
                       f'<path d="M{hx + 16},{top - 9} q4,-5 8,0 q-4,4 -8,0" fill="none" stroke="#ff7a9a" stroke-width="1.2"/>')
    elif look.hat == "feather":
        out.append(f'<ellipse cx="{hx + 8}" cy="{top - 12}" rx="30" ry="11" fill="{hat}" stroke="{ink}" stroke-width="2" transform="rotate(-10 {hx + 8} {top - 12})"/>'
                   f'<path d="M{hx + 22},{top - 18} Q{hx + 50},{top - 60} {hx + 64},{top - 54} Q{hx + 44},{top - 40} {hx + 28},{top - 14} Z" fill="#e9dcf0" stroke="{ink}" stroke-width="1.5"/>'
                   f'<path d="M{hx + 24},{top - 16} Q{hx + 44},{top - 44} {hx + 62},{top - 54}" fill="none" stroke="#8a6aa0" stroke-width="1.2"/>'
                   f'<circle cx="{hx - 4}" cy="{top - 10}" r="4" fill="url(#ground)" stroke="{BRASS[1]}" stroke-width="2"/>')
    # A thin frame, like an old photograph's mount.
    out.append(f'<rect x="2" y="2" width="{w - 4}" height="{h - 4}" rx="6" fill="none" stroke="{_shift(look.colour, 0.5)}" stroke-width="4"/>')
    return svg(w, h, f"portrait: {look.colour}", "".join(out))


# ---------------------------------------------------------------------------------------------- card backs
def _star(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> str:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(-90 + i * 180 / points)
        pts.append(f"{_f(cx + math.cos(a) * r)},{_f(cy + math.sin(a) * r)}")
    return " ".join(pts)


def _frame(base: str, dark: str, light: str) -> str:
    w, h = 200, 280
    out = [f'<rect x="3" y="3" width="{w - 6}" height="{h - 6}" rx="16" fill="{base}" stroke="{dark}" stroke-width="6"/>',
           f'<rect x="14" y="14" width="{w - 28}" height="{h - 28}" rx="10" fill="none" stroke="{light}" stroke-width="2.5"/>',
           f'<rect x="20" y="20" width="{w - 40}" height="{h - 40}" rx="7" fill="none" stroke="{light}" stroke-opacity="0.5" stroke-width="1.2"/>']
    # Corner fleurons and a diamond lattice, like a printed card back.
    for cx, cy in ((26, 26), (w - 26, 26), (26, h - 26), (w - 26, h - 26)):
        out.append(f'<polygon points="{_star(cx, cy, 9, 3.5, 4)}" fill="{light}"/>')
    for y in range(40, h - 30, 20):
        for x in range(34 + (y // 20 % 2) * 10, w - 30, 20):
            out.append(f'<path d="M{x},{y - 4} l4,4 l-4,4 l-4,-4 z" fill="{light}" fill-opacity="0.12"/>')
    return "".join(out)


def card_back() -> str:
    base, dark, light = "#6e1f1a", "#3a0d0a", "#f0c987"
    out = [_frame(base, dark, light)]
    out.append('<defs><radialGradient id="halo" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.55"/>'
               '<stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>'
               f'<linearGradient id="brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{BRASS[0]}"/>'
               f'<stop offset="0.5" stop-color="{BRASS[1]}"/><stop offset="1" stop-color="{BRASS[2]}"/></linearGradient></defs>')
    out.append('<circle cx="100" cy="128" r="78" fill="url(#halo)"/>')
    # The batwing doors below the star.
    for x0, flip in ((56, 1), (144, -1)):
        out.append(f'<path d="M{x0},190 L{x0 + 42 * flip},196 L{x0 + 42 * flip},244 L{x0},244 Z" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="3"/>')
        for i in range(1, 4):
            x = x0 + i * 10.5 * flip
            out.append(f'<path d="M{x},{196} L{x},{240}" stroke="{WOOD[3]}" stroke-width="2"/>')
    # Two revolvers crossed behind a sheriff's star.
    for mirror in ("", "translate(200,0) scale(-1,1) "):  # the second the first's mirror image: muzzles up
        out.append(f'<g transform="{mirror}rotate(34 100 128)">'
                   f'<rect x="42" y="120" width="96" height="12" rx="3" fill="#3a3a3e" stroke="#121214" stroke-width="2"/>'
                   f'<rect x="112" y="112" width="30" height="26" rx="6" fill="#55555c" stroke="#121214" stroke-width="2"/>'
                   f'<path d="M136,134 L152,170 L170,166 L156,128 Z" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="2"/>'
                   '<circle cx="126" cy="125" r="6" fill="#2a2a2e"/></g>')
    out.append(f'<polygon points="{_star(100, 128, 40, 17)}" fill="url(#brass)" stroke="{BRASS[2]}" stroke-width="3" stroke-linejoin="round"/>')
    out.append(f'<circle cx="100" cy="130" r="13" fill="none" stroke="{BRASS[2]}" stroke-width="2"/>')
    for i in range(5):
        a = math.radians(-90 + i * 72)
        out.append(f'<circle cx="{_f(100 + math.cos(a) * 40)}" cy="{_f(128 + math.sin(a) * 40)}" r="4" fill="url(#brass)" stroke="{BRASS[2]}" stroke-width="1.2"/>')
    out.append(f'<path d="M40,58 Q100,36 160,58" fill="none" stroke="{light}" stroke-width="3"/>')
    out.append(f'<polygon points="{_star(100, 50, 8, 3.2)}" fill="{light}"/>')
    return svg(200, 280, "card back: the saloon deck", "".join(out))


def load_back() -> str:
    base, dark, light = "#7a5a16", "#3e2c08", "#fff0b3"
    out = [_frame(base, dark, light)]
    out.append(f'<defs><linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="{BRASS[2]}"/>'
               f'<stop offset="0.45" stop-color="{BRASS[0]}"/><stop offset="1" stop-color="{BRASS[2]}"/></linearGradient></defs>')
    # An open cartridge box, rows of rounds standing in it.
    out.append(f'<path d="M36,112 L164,112 L164,232 L36,232 Z" fill="{WOOD[2]}" stroke="{WOOD[3]}" stroke-width="3"/>')
    out.append(f'<path d="M36,112 L60,76 L188,76 L164,112 Z" fill="{WOOD[1]}" stroke="{WOOD[3]}" stroke-width="3"/>')
    for row, y in enumerate((90, 100, 110)):
        for i in range(7):
            x = 58 + row * -6 + i * 16
            out.append(f'<rect x="{x}" y="{y - 26}" width="11" height="22" rx="2" fill="url(#brass)" stroke="#5a3e0a" stroke-width="1.2"/>'
                       f'<path d="M{x},{y - 26} Q{x + 5.5},{y - 40} {x + 11},{y - 26} Z" fill="#b06a3a" stroke="#5a3e0a" stroke-width="1.2"/>')
    out.append(f'<rect x="52" y="140" width="96" height="56" rx="6" fill="{light}" fill-opacity="0.85" stroke="{dark}" stroke-width="2"/>')
    for i in range(3):
        x = 74 + i * 26
        out.append(f'<rect x="{x}" y="152" width="12" height="30" rx="3" fill="url(#brass)" stroke="#5a3e0a" stroke-width="1.2"/>'
                   f'<path d="M{x},152 Q{x + 6},138 {x + 12},152 Z" fill="#b06a3a" stroke="#5a3e0a" stroke-width="1.2"/>')
    return svg(200, 280, "card back: the load deck", "".join(out))


CARDS = {"back": card_back, "load_back": load_back}


def main(argv: list[str]) -> int:
    (ROOT / "areas").mkdir(parents=True, exist_ok=True)
    for name, draw in AREAS.items():
        (ROOT / "areas" / f"{name}.svg").write_text(draw())
    (ROOT / "portraits").mkdir(parents=True, exist_ok=True)
    for name, look in LOOKS.items():
        (ROOT / "portraits" / f"{name}.svg").write_text(portrait(look))
    (ROOT / "cards").mkdir(parents=True, exist_ok=True)
    for name, draw in CARDS.items():
        (ROOT / "cards" / f"{name}.svg").write_text(draw())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
