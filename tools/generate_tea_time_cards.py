"""Generate the Tea Time card SVGs in resources/tea_time/cards/ (original art drawn for Tabletop Qt).

The SVGs are committed; edit the motifs here and run  python tools/generate_tea_time_cards.py  to redraw them.
"""
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "tea_time" / "cards"
OUT.mkdir(parents=True, exist_ok=True)

HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" viewBox="0 0 200 280" width="200" height="280">\n<!-- Tea Time card, original artwork drawn for Tabletop Qt. No text on purpose: the app speaks three languages. -->\n'
TAIL = "</svg>\n"

# name: (dark, mid, light)
PALETTE = {
    "caterpillar": ("#2f6b1f", "#5aa832", "#d9f2c2"),
    "cheshire_cat": ("#4b1d6b", "#8a44b8", "#ead6f7"),
    "tweedles": ("#9a6a00", "#f0bb12", "#fff3bf"),
    "mad_hatter": ("#8a3d0c", "#e07a22", "#fde2c6"),
    "queen_of_hearts": ("#6e0718", "#c8173a", "#ffd3da"),
    "white_rabbit": ("#173f78", "#2f7fd0", "#cfe6ff"),
}


# ---------------------------------------------------------------- motifs
def caterpillar():
    return """
  <g>
    <!-- mushroom stem and cap -->
    <path d="M82,196 C80,230 76,246 68,258 L132,258 C124,246 120,230 118,196 Z" fill="#f4ead0" stroke="#8c7a52" stroke-width="3"/>
    <path d="M20,204 C22,150 58,128 100,128 C142,128 178,150 180,204 C130,216 70,216 20,204 Z" fill="#d93a2f" stroke="#6e1410" stroke-width="3.5"/>
    <ellipse cx="52" cy="178" rx="12" ry="8" fill="#fff6ea"/>
    <ellipse cx="98" cy="152" rx="13" ry="8" fill="#fff6ea"/>
    <ellipse cx="146" cy="176" rx="12" ry="8" fill="#fff6ea"/>
    <ellipse cx="120" cy="198" rx="9" ry="5" fill="#fff6ea"/>
    <ellipse cx="76" cy="200" rx="8" ry="4.5" fill="#fff6ea"/>
    <ellipse cx="168" cy="198" rx="6" ry="4" fill="#fff6ea"/>
    <!-- hookah -->
    <path d="M150,143 L150,116" stroke="#7a5a14" stroke-width="5"/>
    <ellipse cx="150" cy="113" rx="9" ry="5" fill="#d8a531" stroke="#7a5a14" stroke-width="2"/>
    <path d="M137,160 C133,146 140,138 150,138 C160,138 167,146 163,160 Z" fill="#5bc2d6" stroke="#1d6c7c" stroke-width="2.5"/>
    <path d="M150,126 C168,118 170,92 150,84 C138,80 128,78 124,80" fill="none" stroke="#7a3b12" stroke-width="3" stroke-linecap="round"/>
    <!-- smoke rings -->
    <ellipse cx="82" cy="46" rx="11" ry="7" fill="none" stroke="#ffffff" stroke-width="4" stroke-opacity="0.9"/>
    <ellipse cx="64" cy="30" rx="8" ry="5" fill="none" stroke="#ffffff" stroke-width="3.5" stroke-opacity="0.8"/>
    <ellipse cx="100" cy="34" rx="6" ry="4" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.7"/>
    <!-- body -->
    <g stroke="#14566b" stroke-width="2.5">
      <circle cx="40" cy="150" r="12" fill="#3fb0d2"/>
      <circle cx="58" cy="138" r="14" fill="#48bbdc"/>
      <circle cx="78" cy="126" r="15" fill="#3fb0d2"/>
      <circle cx="96" cy="112" r="16" fill="#48bbdc"/>
      <circle cx="106" cy="92" r="16" fill="#3fb0d2"/>
    </g>
    <g fill="#14566b">
      <circle cx="40" cy="150" r="3.5"/><circle cx="58" cy="138" r="4"/><circle cx="78" cy="126" r="4"/><circle cx="96" cy="112" r="4.5"/><circle cx="106" cy="92" r="4.5"/>
      <ellipse cx="38" cy="164" rx="3" ry="4"/><ellipse cx="56" cy="153" rx="3" ry="4"/><ellipse cx="76" cy="142" rx="3" ry="4"/>
    </g>
    <!-- head -->
    <path d="M100,52 C96,40 92,34 84,30" fill="none" stroke="#14566b" stroke-width="3" stroke-linecap="round"/>
    <path d="M114,52 C118,40 124,34 132,32" fill="none" stroke="#14566b" stroke-width="3" stroke-linecap="round"/>
    <circle cx="84" cy="30" r="4" fill="#f0c419" stroke="#14566b" stroke-width="1.5"/>
    <circle cx="132" cy="32" r="4" fill="#f0c419" stroke="#14566b" stroke-width="1.5"/>
    <circle cx="108" cy="68" r="20" fill="#8fdcf0" stroke="#14566b" stroke-width="2.5"/>
    <ellipse cx="101" cy="63" rx="5" ry="6" fill="#ffffff"/>
    <ellipse cx="116" cy="63" rx="5" ry="6" fill="#ffffff"/>
    <circle cx="103" cy="64" r="2.6" fill="#1a1a1a"/>
    <circle cx="118" cy="64" r="2.6" fill="#1a1a1a"/>
    <path d="M96,58 L106,60 M112,60 L122,57" stroke="#14566b" stroke-width="2" stroke-linecap="round"/>
    <path d="M110,76 Q117,80 124,80" fill="none" stroke="#14566b" stroke-width="2.5" stroke-linecap="round"/>
    <circle cx="124" cy="80" r="3" fill="#d8a531" stroke="#7a5a14" stroke-width="1.2"/>
  </g>
"""


def cheshire_cat():
    return """
  <g>
    <!-- striped tail curling under the head -->
    <path d="M36,250 C60,262 120,262 148,240 C170,222 168,200 156,196" fill="none" stroke="#6b2a8c" stroke-width="20" stroke-linecap="round"/>
    <path d="M36,250 C60,262 120,262 148,240 C170,222 168,200 156,196" fill="none" stroke="#f48cc8" stroke-width="15" stroke-linecap="round"/>
    <path d="M36,250 C60,262 120,262 148,240 C170,222 168,200 156,196" fill="none" stroke="#8a3db0" stroke-width="15" stroke-dasharray="9,11"/>
    <!-- ears -->
    <path d="M46,104 L38,36 L92,72 Z" fill="#f48cc8" stroke="#4b1d6b" stroke-width="3" stroke-linejoin="round"/>
    <path d="M154,104 L162,36 L108,72 Z" fill="#f48cc8" stroke="#4b1d6b" stroke-width="3" stroke-linejoin="round"/>
    <path d="M52,92 L47,52 L80,74 Z" fill="#ffd0ea"/>
    <path d="M148,92 L153,52 L120,74 Z" fill="#ffd0ea"/>
    <!-- head -->
    <ellipse cx="100" cy="128" rx="68" ry="64" fill="#f48cc8" stroke="#4b1d6b" stroke-width="3.5"/>
    <!-- stripes -->
    <g fill="#8a3db0">
      <path d="M84,66 C90,80 96,86 100,88 C104,86 110,80 116,66 C110,64 90,64 84,66 Z"/>
      <path d="M64,72 C70,84 76,90 82,92 C80,84 76,76 74,68 Z"/>
      <path d="M136,72 C130,84 124,90 118,92 C120,84 124,76 126,68 Z"/>
      <path d="M33,118 C46,118 56,122 62,128 C54,132 44,134 33,134 Z"/>
      <path d="M36,150 C48,148 58,150 64,154 C56,160 46,162 40,162 Z"/>
      <path d="M167,118 C154,118 144,122 138,128 C146,132 156,134 167,134 Z"/>
      <path d="M164,150 C152,148 142,150 136,154 C144,160 154,162 160,162 Z"/>
    </g>
    <!-- eyes -->
    <ellipse cx="76" cy="110" rx="16" ry="13" fill="#c6f03a" stroke="#4b1d6b" stroke-width="2.5"/>
    <ellipse cx="124" cy="110" rx="16" ry="13" fill="#c6f03a" stroke="#4b1d6b" stroke-width="2.5"/>
    <ellipse cx="76" cy="110" rx="3.5" ry="11" fill="#1a1a1a"/>
    <ellipse cx="124" cy="110" rx="3.5" ry="11" fill="#1a1a1a"/>
    <circle cx="71" cy="105" r="2.5" fill="#ffffff"/>
    <circle cx="119" cy="105" r="2.5" fill="#ffffff"/>
    <!-- nose -->
    <path d="M92,126 L108,126 L100,135 Z" fill="#d6337f" stroke="#4b1d6b" stroke-width="2" stroke-linejoin="round"/>
    <!-- the grin -->
    <path d="M38,136 C56,196 144,196 162,136 C140,158 60,158 38,136 Z" fill="#ffffff" stroke="#4b1d6b" stroke-width="3.5" stroke-linejoin="round"/>
    <path d="M38,136 C60,166 140,166 162,136" fill="none" stroke="#4b1d6b" stroke-width="2"/>
    <g stroke="#4b1d6b" stroke-width="2">
      <path d="M58,150 L60,168"/><path d="M74,156 L75,178"/><path d="M90,158 L90,182"/><path d="M110,158 L110,182"/><path d="M126,156 L125,178"/><path d="M142,150 L140,168"/>
    </g>
    <!-- whiskers -->
    <g stroke="#4b1d6b" stroke-width="2" stroke-linecap="round">
      <path d="M32,128 L12,121"/><path d="M32,136 L12,139"/>
      <path d="M168,128 L188,121"/><path d="M168,136 L188,139"/>
    </g>
  </g>
"""


def _twin(cx, shirt, cap_a, cap_b):
    x = cx
    return f"""
    <g>
      <!-- legs and shoes -->
      <path d="M{x-16},214 L{x-18},242 M{x+16},214 L{x+18},242" stroke="#f4f0e6" stroke-width="11" stroke-linecap="round"/>
      <ellipse cx="{x-22}" cy="248" rx="13" ry="7" fill="#1f1f1f"/>
      <ellipse cx="{x+22}" cy="248" rx="13" ry="7" fill="#1f1f1f"/>
      <!-- round body -->
      <circle cx="{x}" cy="178" r="40" fill="{shirt}" stroke="#3a2a00" stroke-width="3"/>
      <path d="M{x-40},184 C{x-30},206 {x+30},206 {x+40},184 C{x+36},214 {x-36},214 {x-40},184 Z" fill="#c0392b"/>
      <path d="M{x-14},140 L{x},156 L{x+14},140 Z" fill="#ffffff" stroke="#3a2a00" stroke-width="2"/>
      <circle cx="{x}" cy="166" r="3" fill="#3a2a00"/><circle cx="{x}" cy="182" r="3" fill="#3a2a00"/>
      <!-- head -->
      <circle cx="{x}" cy="112" r="27" fill="#ffd9b8" stroke="#3a2a00" stroke-width="3"/>
      <circle cx="{x-9}" cy="112" r="3.4" fill="#1a1a1a"/><circle cx="{x+9}" cy="112" r="3.4" fill="#1a1a1a"/>
      <ellipse cx="{x-16}" cy="122" rx="5" ry="3.5" fill="#f49a9a"/><ellipse cx="{x+16}" cy="122" rx="5" ry="3.5" fill="#f49a9a"/>
      <path d="M{x-8},124 Q{x},131 {x+8},124" fill="none" stroke="#3a2a00" stroke-width="2.5" stroke-linecap="round"/>
      <!-- propeller cap -->
      <path d="M{x-27},102 C{x-26},76 {x+26},76 {x+27},102 Z" fill="{cap_a}" stroke="#3a2a00" stroke-width="3" stroke-linejoin="round"/>
      <path d="M{x-9},80 L{x-9},102 L{x+9},102 L{x+9},80 C{x+3},78 {x-3},78 {x-9},80 Z" fill="{cap_b}"/>
      <path d="M{x-30},102 L{x+30},102" stroke="#3a2a00" stroke-width="5" stroke-linecap="round"/>
      <path d="M{x},80 L{x},66" stroke="#3a2a00" stroke-width="3"/>
      <ellipse cx="{x-14}" cy="64" rx="14" ry="5" fill="#e74c3c" stroke="#3a2a00" stroke-width="2"/>
      <ellipse cx="{x+14}" cy="64" rx="14" ry="5" fill="#2e86de" stroke="#3a2a00" stroke-width="2"/>
      <circle cx="{x}" cy="64" r="4" fill="#f1c40f" stroke="#3a2a00" stroke-width="2"/>
    </g>"""


def tweedles():
    return f"""
  <g>
    {_twin(56, "#ffe680", "#e74c3c", "#2e86de")}
    {_twin(144, "#ffe680", "#2e86de", "#e74c3c")}
    <!-- arms round each other -->
    <path d="M84,166 C92,174 108,174 116,166" fill="none" stroke="#3a2a00" stroke-width="11" stroke-linecap="round"/>
    <path d="M84,166 C92,174 108,174 116,166" fill="none" stroke="#ffe680" stroke-width="7" stroke-linecap="round"/>
    <circle cx="100" cy="173" r="7" fill="#ffd9b8" stroke="#3a2a00" stroke-width="2"/>
    <ellipse cx="14" cy="186" rx="7" ry="8" fill="#ffd9b8" stroke="#3a2a00" stroke-width="2"/>
    <ellipse cx="186" cy="186" rx="7" ry="8" fill="#ffd9b8" stroke="#3a2a00" stroke-width="2"/>
  </g>
"""


def _digits_10_6(x, y, s, colour):
    """The characters 1 0 / 6 drawn as strokes (no font needed). Box about 4s x 2s at x, y (top-left)."""
    w = s * 0.6
    h = s
    return f"""<g fill="none" stroke="{colour}" stroke-width="{s*0.16:.2f}" stroke-linecap="round" stroke-linejoin="round">
        <path d="M{x+w*0.15:.1f},{y+h*0.25:.1f} L{x+w*0.45:.1f},{y:.1f} L{x+w*0.45:.1f},{y+h:.1f}"/>
        <ellipse cx="{x+w*1.25:.1f}" cy="{y+h/2:.1f}" rx="{w*0.38:.1f}" ry="{h/2:.1f}"/>
        <path d="M{x+w*2.35:.1f},{y:.1f} L{x+w*1.85:.1f},{y+h:.1f}"/>
        <path d="M{x+w*3.2:.1f},{y:.1f} C{x+w*2.7:.1f},{y+h*0.2:.1f} {x+w*2.6:.1f},{y+h*0.6:.1f} {x+w*2.7:.1f},{y+h*0.75:.1f}"/>
        <ellipse cx="{x+w*3.02:.1f}" cy="{y+h*0.72:.1f}" rx="{w*0.34:.1f}" ry="{h*0.28:.1f}"/>
      </g>"""


def mad_hatter():
    return f"""
  <g>
    <!-- the top hat, its crown flaring upward -->
    <path d="M46,58 L154,58 L136,178 L64,178 Z" fill="#2f6b45" stroke="#17331f" stroke-width="3.5" stroke-linejoin="round"/>
    <path d="M58,64 L72,64 L78,172 L70,172 Z" fill="#4f9a6b" opacity="0.8"/>
    <ellipse cx="100" cy="58" rx="54" ry="13" fill="#3d8457" stroke="#17331f" stroke-width="3.5"/>
    <!-- band -->
    <path d="M60,148 L140,148 L137,172 L63,172 Z" fill="#7d2a8c" stroke="#17331f" stroke-width="2.5"/>
    <!-- brim -->
    <path d="M16,184 C30,166 62,172 100,172 C138,172 170,166 184,184 C170,200 140,196 100,196 C60,196 30,200 16,184 Z" fill="#2f6b45" stroke="#17331f" stroke-width="3.5" stroke-linejoin="round"/>
    <!-- price tag -->
    <g transform="rotate(-12 112 138)">
      <rect x="92" y="112" width="50" height="32" rx="3" fill="#fffaf0" stroke="#3b2a12" stroke-width="2.5"/>
      <circle cx="98" cy="128" r="2.5" fill="#3b2a12"/>
      {_digits_10_6(104, 120, 16, "#3b2a12")}
    </g>
    <!-- teacup on its saucer -->
    <path d="M96,222 C100,208 118,208 124,222" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-opacity="0.85"/>
    <ellipse cx="100" cy="258" rx="46" ry="8" fill="#fffaf0" stroke="#3b2a12" stroke-width="2.5"/>
    <path d="M146,232 C160,232 160,250 142,248" fill="none" stroke="#3b2a12" stroke-width="9" stroke-linecap="round"/>
    <path d="M146,232 C160,232 160,250 142,248" fill="none" stroke="#fffaf0" stroke-width="4" stroke-linecap="round"/>
    <path d="M62,226 L148,226 C146,246 132,256 105,256 C78,256 64,246 62,226 Z" fill="#fffaf0" stroke="#3b2a12" stroke-width="2.5" stroke-linejoin="round"/>
    <ellipse cx="105" cy="226" rx="43" ry="6" fill="#a4612b" stroke="#3b2a12" stroke-width="2.5"/>
    <path d="M72,238 C90,244 120,244 140,238" fill="none" stroke="#e07a22" stroke-width="4"/>
  </g>
"""


HEART = "M100,132 C100,104 62,92 46,118 C30,146 64,186 100,222 C136,186 170,146 154,118 C138,92 100,104 100,132 Z"


def queen_of_hearts():
    return f"""
  <g>
    <!-- heart sceptre behind -->
    <path d="M44,258 L160,76" stroke="#7a5410" stroke-width="10" stroke-linecap="round"/>
    <path d="M44,258 L160,76" stroke="#f3c64a" stroke-width="6" stroke-linecap="round"/>
    <g transform="translate(164,70) rotate(30) scale(0.26) translate(-100,-160)">
      <path d="{HEART}" fill="#ff3a57" stroke="#fff4e0" stroke-width="14"/>
    </g>
    <!-- big heart -->
    <path d="{HEART}" transform="translate(100,168) scale(1.12) translate(-100,-150)" fill="#e8173a" stroke="#fff4e0" stroke-width="6" stroke-linejoin="round"/>
    <path d="M62,124 C70,112 84,112 90,122" transform="translate(100,168) scale(1.12) translate(-100,-150)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-opacity="0.7"/>
    <!-- crown -->
    <path d="M50,108 L42,44 L72,78 L100,32 L128,78 L158,44 L150,108 Z" fill="#f6c945" stroke="#7a5410" stroke-width="3.5" stroke-linejoin="round"/>
    <rect x="48" y="100" width="104" height="18" rx="4" fill="#e6ac22" stroke="#7a5410" stroke-width="3"/>
    <circle cx="42" cy="42" r="6" fill="#fff4e0" stroke="#7a5410" stroke-width="2"/>
    <circle cx="100" cy="30" r="7" fill="#fff4e0" stroke="#7a5410" stroke-width="2"/>
    <circle cx="158" cy="42" r="6" fill="#fff4e0" stroke="#7a5410" stroke-width="2"/>
    <g transform="translate(100,84) scale(0.17) translate(-100,-150)"><path d="{HEART}" fill="#e8173a" stroke="#7a5410" stroke-width="10"/></g>
    <circle cx="72" cy="109" r="5" fill="#2e86de" stroke="#7a5410" stroke-width="1.5"/>
    <circle cx="100" cy="109" r="5" fill="#e8173a" stroke="#7a5410" stroke-width="1.5"/>
    <circle cx="128" cy="109" r="5" fill="#27ae60" stroke="#7a5410" stroke-width="1.5"/>
  </g>
"""


def white_rabbit():
    return """
  <g>
    <!-- ears -->
    <ellipse cx="72" cy="52" rx="13" ry="40" transform="rotate(-14 72 52)" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <ellipse cx="72" cy="56" rx="6" ry="30" transform="rotate(-14 72 56)" fill="#f7b3c2"/>
    <ellipse cx="112" cy="46" rx="13" ry="40" transform="rotate(10 112 46)" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <ellipse cx="112" cy="50" rx="6" ry="30" transform="rotate(10 112 50)" fill="#f7b3c2"/>
    <!-- body with red waistcoat -->
    <ellipse cx="92" cy="196" rx="50" ry="58" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <path d="M56,156 C60,146 78,142 92,150 C106,142 124,146 128,156 L134,226 C120,246 64,246 50,226 Z" fill="#d63031" stroke="#23324a" stroke-width="3" stroke-linejoin="round"/>
    <path d="M92,150 L80,170 L92,236 L104,170 Z" fill="#ffffff" stroke="#23324a" stroke-width="2"/>
    <circle cx="118" cy="190" r="3" fill="#f1c40f" stroke="#23324a"/><circle cx="118" cy="208" r="3" fill="#f1c40f" stroke="#23324a"/>
    <circle cx="66" cy="190" r="3" fill="#f1c40f" stroke="#23324a"/><circle cx="66" cy="208" r="3" fill="#f1c40f" stroke="#23324a"/>
    <!-- feet -->
    <ellipse cx="66" cy="254" rx="22" ry="8" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <ellipse cx="120" cy="254" rx="22" ry="8" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <!-- head -->
    <ellipse cx="92" cy="116" rx="40" ry="34" fill="#ffffff" stroke="#23324a" stroke-width="3"/>
    <circle cx="106" cy="108" r="6" fill="#d6305a"/>
    <circle cx="108" cy="106" r="2" fill="#ffffff"/>
    <circle cx="76" cy="108" r="6" fill="#d6305a"/>
    <circle cx="78" cy="106" r="2" fill="#ffffff"/>
    <ellipse cx="92" cy="124" rx="5" ry="3.5" fill="#f48aa5"/>
    <path d="M92,127 L92,134 M84,136 Q92,140 100,136" fill="none" stroke="#23324a" stroke-width="2" stroke-linecap="round"/>
    <g stroke="#7d8aa3" stroke-width="1.6" stroke-linecap="round">
      <path d="M80,126 L56,120"/><path d="M80,130 L56,134"/><path d="M104,126 L128,120"/><path d="M104,130 L128,134"/>
    </g>
    <!-- the pocket watch on its chain -->
    <path d="M104,176 C118,196 126,196 134,186" fill="none" stroke="#c99a1e" stroke-width="3" stroke-dasharray="4,2"/>
    <circle cx="148" cy="170" r="34" fill="#f2c335" stroke="#7a5a10" stroke-width="3.5"/>
    <circle cx="148" cy="170" r="26" fill="#fffdf4" stroke="#b8891c" stroke-width="2.5"/>
    <g stroke="#23324a" stroke-width="2.5" stroke-linecap="round">
      <path d="M148,147 L148,151"/><path d="M148,189 L148,193"/><path d="M125,170 L129,170"/><path d="M167,170 L171,170"/>
    </g>
    <path d="M148,170 L148,154 M148,170 L160,176" stroke="#23324a" stroke-width="3" stroke-linecap="round"/>
    <circle cx="148" cy="170" r="2.5" fill="#d63031"/>
    <rect x="143" y="128" width="10" height="9" rx="2" fill="#f2c335" stroke="#7a5a10" stroke-width="2"/>
    <circle cx="148" cy="124" r="5" fill="none" stroke="#7a5a10" stroke-width="2.5"/>
    <!-- paw holding it -->
    <ellipse cx="124" cy="186" rx="11" ry="9" fill="#ffffff" stroke="#23324a" stroke-width="2.5"/>
  </g>
"""


MOTIF = {
    "caterpillar": caterpillar,
    "cheshire_cat": cheshire_cat,
    "tweedles": tweedles,
    "mad_hatter": mad_hatter,
    "queen_of_hearts": queen_of_hearts,
    "white_rabbit": white_rabbit,
}


# ---------------------------------------------------------------- corner emblems (drawn in a 32x32 box)
def emblem(name):
    dark, mid, light = PALETTE[name]
    inner = {
        "caterpillar": """<path d="M13,17 L12,27 L20,27 L19,17 Z" fill="#f4ead0" stroke="#6e5a30" stroke-width="1.5"/>
      <path d="M4,19 C5,9 10,6 16,6 C22,6 27,9 28,19 Z" fill="#d93a2f" stroke="#6e1410" stroke-width="1.5"/>
      <circle cx="11" cy="13" r="2" fill="#fff"/><circle cx="19" cy="11" r="2.2" fill="#fff"/><circle cx="24" cy="16" r="1.5" fill="#fff"/>""",
        "cheshire_cat": """<path d="M6,13 L6,3 L13,8 Z M26,13 L26,3 L19,8 Z" fill="#f48cc8" stroke="#4b1d6b" stroke-width="1.4" stroke-linejoin="round"/>
      <circle cx="16" cy="17" r="11" fill="#f48cc8" stroke="#4b1d6b" stroke-width="1.5"/>
      <path d="M7,18 C10,27 22,27 25,18 C21,21 11,21 7,18 Z" fill="#fff" stroke="#4b1d6b" stroke-width="1.2"/>
      <circle cx="12" cy="14" r="1.8" fill="#1a1a1a"/><circle cx="20" cy="14" r="1.8" fill="#1a1a1a"/>""",
        "tweedles": """<path d="M6,22 C6,12 26,12 26,22 Z" fill="#e74c3c" stroke="#3a2a00" stroke-width="1.5"/>
      <path d="M13,13.5 L13,22 L19,22 L19,13.5 Z" fill="#2e86de"/>
      <path d="M4,23 L28,23" stroke="#3a2a00" stroke-width="2.5" stroke-linecap="round"/>
      <path d="M16,13 L16,8" stroke="#3a2a00" stroke-width="1.6"/>
      <ellipse cx="10" cy="7" rx="6.5" ry="2.5" fill="#e74c3c" stroke="#3a2a00" stroke-width="1"/>
      <ellipse cx="22" cy="7" rx="6.5" ry="2.5" fill="#2e86de" stroke="#3a2a00" stroke-width="1"/>
      <circle cx="16" cy="7" r="2" fill="#f1c40f" stroke="#3a2a00" stroke-width="1"/>""",
        "mad_hatter": """<path d="M8,6 L24,6 L21,22 L11,22 Z" fill="#2f6b45" stroke="#17331f" stroke-width="1.5" stroke-linejoin="round"/>
      <path d="M10.5,17 L21.5,17 L21,21 L11,21 Z" fill="#7d2a8c"/>
      <path d="M3,24 C8,20 24,20 29,24 C24,27 8,27 3,24 Z" fill="#2f6b45" stroke="#17331f" stroke-width="1.5"/>
      <rect x="16" y="9" width="7" height="5" fill="#fffaf0" stroke="#3b2a12" stroke-width="0.8" transform="rotate(-12 19 11)"/>""",
        "queen_of_hearts": """<path d="M16,27 C10,21 4,17 4,11 C4,6 10,3 16,9 C22,3 28,6 28,11 C28,17 22,21 16,27 Z" fill="#e8173a" stroke="#6e0718" stroke-width="1.5" stroke-linejoin="round"/>
      <path d="M10,9 L9,3 L12.5,6 L16,1.5 L19.5,6 L23,3 L22,9 Z" fill="#f6c945" stroke="#7a5410" stroke-width="1" stroke-linejoin="round"/>""",
        "white_rabbit": """<circle cx="16" cy="17" r="11" fill="#f2c335" stroke="#7a5a10" stroke-width="1.5"/>
      <circle cx="16" cy="17" r="8" fill="#fffdf4"/>
      <path d="M16,17 L16,11 M16,17 L20,19" stroke="#23324a" stroke-width="1.6" stroke-linecap="round"/>
      <circle cx="16" cy="4.5" r="2.2" fill="none" stroke="#7a5a10" stroke-width="1.4"/>""",
    }[name]
    return f"""  <g transform="translate(9,9)">
    <circle cx="16" cy="16" r="16" fill="#ffffff" stroke="{dark}" stroke-width="2"/>
    {inner}
  </g>
"""


MIRROR_ICON = """  <g transform="translate(159,9)">
    <path d="M14,22 L12,31 C12,33 20,33 20,31 L18,22 Z" fill="#c9962b" stroke="#6b4a0e" stroke-width="1.2"/>
    <ellipse cx="16" cy="13" rx="11" ry="12" fill="#e9c35a" stroke="#6b4a0e" stroke-width="1.5"/>
    <ellipse cx="16" cy="13" rx="8" ry="9" fill="#dfe9f3" stroke="#8a9bb0" stroke-width="1"/>
    <path d="M11,14 L17,7 M13,17 L20,9" stroke="#ffffff" stroke-width="1.8" stroke-linecap="round"/>
  </g>
"""


def normal_card(name):
    dark, mid, light = PALETTE[name]
    return (
        HEAD
        + f"""  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.45" r="0.7">
      <stop offset="0" stop-color="{light}"/>
      <stop offset="0.55" stop-color="{mid}"/>
      <stop offset="1" stop-color="{dark}"/>
    </radialGradient>
  </defs>
  <rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#bg)" stroke="{dark}" stroke-width="2"/>
  <rect x="7" y="7" width="186" height="266" rx="10" ry="10" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="0.85"/>
"""
        + MOTIF[name]()
        + emblem(name)
        + TAIL
    )


def gold_frame():
    # outer band (rounded rect ring) and corner flourishes
    ring = (
        "M1,15 C1,7 7,1 15,1 L185,1 C193,1 199,7 199,15 L199,265 C199,273 193,279 185,279 L15,279 C7,279 1,273 1,265 Z "
        "M15,19 C15,17 17,15 19,15 L181,15 C183,15 185,17 185,19 L185,261 C185,263 183,265 181,265 L19,265 C17,265 15,263 15,261 Z"
    )
    beads = "".join(
        f'<circle cx="{x}" cy="8" r="1.8"/><circle cx="{x}" cy="272" r="1.8"/>' for x in range(40, 161, 12)
    ) + "".join(
        f'<circle cx="8" cy="{y}" r="1.8"/><circle cx="192" cy="{y}" r="1.8"/>' for y in range(44, 237, 12)
    )
    corners = ""
    for cx, cy, sx, sy in ((0, 0, 1, 1), (200, 0, -1, 1), (0, 280, 1, -1), (200, 280, -1, -1)):
        corners += f"""    <g transform="translate({cx},{cy}) scale({sx},{sy})">
      <path d="M15,15 C22,30 34,30 38,22 C41,16 35,11 30,15 C27,18 30,22 33,20" fill="none" stroke="#7a5410" stroke-width="2.2" stroke-linecap="round"/>
      <path d="M15,15 C30,22 30,34 22,38 C16,41 11,35 15,30 C18,27 22,30 20,33" fill="none" stroke="#7a5410" stroke-width="2.2" stroke-linecap="round"/>
      <circle cx="15" cy="15" r="5" fill="#fff1b8" stroke="#7a5410" stroke-width="1.8"/>
    </g>
"""
    mids = ""
    for cx, cy, rot in ((100, 15, 0), (100, 265, 180), (15, 140, 270), (185, 140, 90)):
        mids += f"""    <g transform="translate({cx},{cy}) rotate({rot})">
      <path d="M-16,0 C-10,10 -4,8 0,3 C4,8 10,10 16,0" fill="none" stroke="#7a5410" stroke-width="2" stroke-linecap="round"/>
      <path d="M-6,0 L0,7 L6,0 Z" fill="#f6d36a" stroke="#7a5410" stroke-width="1.4" stroke-linejoin="round"/>
    </g>
"""
    return f"""  <path d="{ring}" fill="url(#gold)" fill-rule="evenodd" stroke="#7a5410" stroke-width="1.5"/>
  <rect x="15" y="15" width="170" height="250" rx="4" ry="4" fill="none" stroke="#7a5410" stroke-width="1.5"/>
  <rect x="19" y="19" width="162" height="242" rx="3" ry="3" fill="none" stroke="#f6d36a" stroke-width="1.5"/>
  <g fill="#fff1b8" stroke="#7a5410" stroke-width="0.8">{beads}</g>
{corners}{mids}"""


def mirror_card(name):
    dark, mid, light = PALETTE[name]
    return (
        HEAD
        + f"""  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4f7fb"/>
      <stop offset="0.5" stop-color="{light}"/>
      <stop offset="1" stop-color="{mid}"/>
    </linearGradient>
    <linearGradient id="wash" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e6f0ff" stop-opacity="0.26"/>
      <stop offset="0.45" stop-color="#b9cbe6" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#e6f0ff" stop-opacity="0.24"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0a8"/>
      <stop offset="0.3" stop-color="#d9a93a"/>
      <stop offset="0.55" stop-color="#fbe38e"/>
      <stop offset="0.8" stop-color="#b98322"/>
      <stop offset="1" stop-color="#f3d57a"/>
    </linearGradient>
  </defs>
  <rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#bg)"/>
  <g transform="translate(200,0) scale(-1,1)">
"""
        + MOTIF[name]()
        + """  </g>
  <rect x="14" y="14" width="172" height="252" fill="url(#wash)"/>
  <path d="M30,120 L120,20 L140,20 L30,142 Z M30,176 L160,32 L168,32 L30,186 Z M96,262 L172,178 L172,196 L112,262 Z" fill="#ffffff" fill-opacity="0.34"/>
"""
        + gold_frame()
        + emblem(name)
        + MIRROR_ICON
        + TAIL
    )


def alice_card():
    # checkerboard floor in perspective
    floor = ""
    rows = [(196, 211), (211, 228), (228, 247), (247, 268)]
    for ri, (y0, y1) in enumerate(rows):
        n = 8
        for i in range(n):
            if (i + ri) % 2:
                continue
            # perspective: x spreads out from centre as y grows
            def px(k, y):
                spread = 0.62 + 0.36 * (y - 196) / 72
                return 100 + (k * 184 / n - 92) * spread

            x0a, x1a = px(i, y0), px(i + 1, y0)
            x0b, x1b = px(i, y1), px(i + 1, y1)
            floor += f'<path d="M{x0a:.1f},{y0} L{x1a:.1f},{y0} L{x1b:.1f},{y1} L{x0b:.1f},{y1} Z"/>'
    return (
        HEAD
        + f"""  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff8e6"/>
      <stop offset="0.7" stop-color="#ffe0ec"/>
      <stop offset="1" stop-color="#f7b6cf"/>
    </linearGradient>
    <linearGradient id="dress" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#2a66c4"/>
      <stop offset="0.5" stop-color="#4f8fe8"/>
      <stop offset="1" stop-color="#2a66c4"/>
    </linearGradient>
    <linearGradient id="hair" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffe27a"/>
      <stop offset="1" stop-color="#e8b52a"/>
    </linearGradient>
  </defs>
  <rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#sky)" stroke="#8c2c55" stroke-width="2"/>
  <path d="M8,196 L192,196 L192,262 C192,268 188,272 182,272 L18,272 C12,272 8,268 8,262 Z" fill="#fdfdfd"/>
  <g fill="#2b2b2b">{floor}</g>
  <rect x="7" y="7" width="186" height="266" rx="10" ry="10" fill="none" stroke="#c2456f" stroke-width="3"/>
  <!-- a soft halo behind her -->
  <circle cx="100" cy="92" r="70" fill="#ffffff" fill-opacity="0.55"/>
  <g>
    <!-- hair behind -->
    <path d="M58,80 C54,40 146,40 142,80 C146,110 150,140 140,158 C126,150 74,150 60,158 C50,140 54,110 58,80 Z" fill="url(#hair)" stroke="#9a6e10" stroke-width="2.5" stroke-linejoin="round"/>
    <!-- legs -->
    <path d="M88,214 L86,244 M112,214 L114,244" stroke="#ffffff" stroke-width="11" stroke-linecap="round"/>
    <path d="M88,214 L86,244 M112,214 L114,244" stroke="#5a5a5a" stroke-width="1.2"/>
    <ellipse cx="82" cy="250" rx="12" ry="6" fill="#1f1f1f"/>
    <ellipse cx="118" cy="250" rx="12" ry="6" fill="#1f1f1f"/>
    <!-- dress -->
    <path d="M80,136 L120,136 L152,222 C130,232 70,232 48,222 Z" fill="url(#dress)" stroke="#173f78" stroke-width="3" stroke-linejoin="round"/>
    <!-- puff sleeves and arms -->
    <path d="M64,150 L48,186" stroke="#ffe3cf" stroke-width="9" stroke-linecap="round"/>
    <path d="M136,150 L152,186" stroke="#ffe3cf" stroke-width="9" stroke-linecap="round"/>
    <ellipse cx="70" cy="144" rx="15" ry="12" fill="#4f8fe8" stroke="#173f78" stroke-width="2.5"/>
    <ellipse cx="130" cy="144" rx="15" ry="12" fill="#4f8fe8" stroke="#173f78" stroke-width="2.5"/>
    <!-- apron -->
    <path d="M84,142 L116,142 L132,218 C112,224 88,224 68,218 Z" fill="#ffffff" stroke="#8899aa" stroke-width="2" stroke-linejoin="round"/>
    <path d="M84,142 L78,134 M116,142 L122,134" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>
    <path d="M76,190 C92,196 108,196 124,190" fill="none" stroke="#c9d3dd" stroke-width="2"/>
    <!-- neck and face -->
    <rect x="93" y="118" width="14" height="18" fill="#ffe3cf"/>
    <ellipse cx="100" cy="98" rx="30" ry="33" fill="#ffe8d6" stroke="#9a6e10" stroke-width="2.5"/>
    <!-- fringe -->
    <path d="M70,92 C68,62 132,62 130,92 C120,76 108,74 100,80 C92,74 80,76 70,92 Z" fill="url(#hair)" stroke="#9a6e10" stroke-width="2"/>
    <!-- black band and bow -->
    <path d="M70,80 C80,60 120,60 130,80" fill="none" stroke="#1f1f1f" stroke-width="6" stroke-linecap="round"/>
    <path d="M126,70 L140,58 L142,76 Z M126,70 L140,82 L128,84 Z" fill="#1f1f1f"/>
    <!-- face -->
    <ellipse cx="89" cy="100" rx="4" ry="5" fill="#2a66c4"/>
    <ellipse cx="111" cy="100" rx="4" ry="5" fill="#2a66c4"/>
    <circle cx="90" cy="98" r="1.5" fill="#ffffff"/><circle cx="112" cy="98" r="1.5" fill="#ffffff"/>
    <ellipse cx="82" cy="112" rx="6" ry="3.5" fill="#f7a1a8"/>
    <ellipse cx="118" cy="112" rx="6" ry="3.5" fill="#f7a1a8"/>
    <path d="M92,117 Q100,123 108,117" fill="none" stroke="#b0445a" stroke-width="2.5" stroke-linecap="round"/>
  </g>
"""
        + TAIL
    )


def back_card():
    lattice = ""
    for k in range(-280, 200, 20):
        lattice += f'<path d="M{k},0 L{k+280},280"/><path d="M{k+280},0 L{k},280"/>'
    return (
        HEAD
        + """  <defs>
    <radialGradient id="bg" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0" stop-color="#2f5f8a"/>
      <stop offset="1" stop-color="#142a45"/>
    </radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0a8"/>
      <stop offset="0.5" stop-color="#d9a93a"/>
      <stop offset="1" stop-color="#f3d57a"/>
    </linearGradient>
  </defs>
  <rect x="1" y="1" width="198" height="278" rx="14" ry="14" fill="url(#bg)" stroke="#0b1a2c" stroke-width="2"/>
  <g stroke="#d9b45a" stroke-opacity="0.35" stroke-width="1.5">
    <path d="M18,18 L182,182 M18,58 L182,222 M18,98 L182,262 M18,138 L142,262 M18,178 L102,262 M18,218 L62,262 M58,18 L182,142 M98,18 L182,102 M138,18 L182,62"/>
    <path d="M182,18 L18,182 M182,58 L18,222 M182,98 L18,262 M182,138 L58,262 M182,178 L98,262 M182,218 L138,262 M142,18 L18,142 M102,18 L18,102 M62,18 L18,62"/>
  </g>
  <rect x="10" y="10" width="180" height="260" rx="9" ry="9" fill="none" stroke="url(#gold)" stroke-width="4"/>
  <rect x="17" y="17" width="166" height="246" rx="6" ry="6" fill="none" stroke="#d9b45a" stroke-width="1.5"/>
  <!-- medallion -->
  <circle cx="100" cy="140" r="56" fill="#142a45" stroke="url(#gold)" stroke-width="6"/>
  <circle cx="100" cy="140" r="47" fill="none" stroke="#d9b45a" stroke-width="1.5"/>
  <!-- teacup -->
  <path d="M72,126 L128,126 C127,150 118,162 100,162 C82,162 73,150 72,126 Z" fill="url(#gold)" stroke="#7a5410" stroke-width="2.5" stroke-linejoin="round"/>
  <path d="M128,132 C142,132 142,150 124,150" fill="none" stroke="#d9a93a" stroke-width="5" stroke-linecap="round"/>
  <ellipse cx="100" cy="165" rx="36" ry="6" fill="url(#gold)" stroke="#7a5410" stroke-width="2"/>
  <path d="M90,118 C84,110 96,104 90,96 M104,118 C98,110 110,104 104,96" fill="none" stroke="#f3d57a" stroke-width="3" stroke-linecap="round"/>
  <!-- four small suit-like pips -->
  <g fill="#d9b45a">
    <path d="M100,62 L106,70 L100,78 L94,70 Z"/>
    <path d="M100,202 L106,210 L100,218 L94,210 Z"/>
    <path d="M30,140 L36,148 L30,156 L24,148 Z" transform="translate(0,-8)"/>
    <path d="M170,140 L176,148 L170,156 L164,148 Z" transform="translate(0,-8)"/>
  </g>
"""
        + TAIL
    )


def main():
    (OUT / "alice.svg").write_text(alice_card())
    (OUT / "back.svg").write_text(back_card())
    for name in PALETTE:
        (OUT / f"{name}_normal.svg").write_text(normal_card(name))
        (OUT / f"{name}_mirror.svg").write_text(mirror_card(name))


if __name__ == "__main__":
    main()
