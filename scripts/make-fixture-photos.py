"""Draws the fake backend's portrait photos and people-for icons as small SVG files.

Run once; the files are committed under fixtures/. Deterministic: the same
files every run. No network images are ever used by the fake backend.
"""
import random
from pathlib import Path

root = Path(__file__).resolve().parent.parent / "fixtures"
rng = random.Random(7)
skins = ["#f9d7c4", "#f1c27d", "#e0ac69", "#c68642", "#8d5524", "#5c3a21"]
hairs = ["#2b1b17", "#4a2c1d", "#8b5a2b", "#d6a35c", "#e8d5a3", "#a23b2a", "#1c1c1c", "#7d7d7d"]
shirts = ["#d81b60", "#8e24aa", "#3949ab", "#00897b", "#f4511e", "#6d4c41", "#546e7a", "#43a047", "#fdd835"]
skies = [("#ffd1dc", "#ffe9c7"), ("#c9e4ff", "#e9f5ff"), ("#d7f5e3", "#fff6d6"), ("#e7d7ff", "#ffd9ec"), ("#ffe3c2", "#ffd0d0"), ("#cfeff2", "#e1e4ff")]

def portrait(i: int) -> str:
    skin, hair, shirt = rng.choice(skins), rng.choice(hairs), rng.choice(shirts)
    sky = rng.choice(skies)
    long_hair = i % 2 == 0
    hair_back = f'<path d="M120 150 q0 -95 80 -95 q80 0 80 95 v120 h-160z" fill="{hair}"/>' if long_hair else ""
    fringe = rng.choice([
        f'<path d="M128 150 q4 -78 72 -78 q68 0 72 78 q-30 -40 -72 -40 q-42 0 -72 40z" fill="{hair}"/>',
        f'<path d="M126 158 q-2 -86 74 -88 q76 2 74 88 q-20 -52 -74 -30 q-54 -22 -74 30z" fill="{hair}"/>',
        f'<path d="M130 140 q10 -70 70 -70 q60 0 70 70 q-70 -30 -140 0z" fill="{hair}"/>',
    ])
    glasses = ('<g fill="none" stroke="#222" stroke-width="4"><circle cx="178" cy="168" r="16"/><circle cx="222" cy="168" r="16"/>'
               '<path d="M194 168h12"/></g>') if rng.random() < 0.3 else ""
    return f'''<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky[0]}"/><stop offset="1" stop-color="{sky[1]}"/></linearGradient></defs>
<rect width="400" height="500" fill="url(#bg)"/>
{hair_back}
<path d="M70 500 q0 -150 130 -150 q130 0 130 150z" fill="{shirt}"/>
<rect x="178" y="220" width="44" height="60" rx="18" fill="{skin}"/>
<ellipse cx="200" cy="170" rx="66" ry="80" fill="{skin}"/>
{fringe}
<circle cx="178" cy="168" r="6" fill="#2b2b2b"/><circle cx="222" cy="168" r="6" fill="#2b2b2b"/>
{glasses}
<path d="M182 205 q18 14 36 0" fill="none" stroke="#9c3d3d" stroke-width="5" stroke-linecap="round"/>
</svg>
'''

for i in range(1, 25):
    (root / "photos" / f"person-{i:02d}.svg").write_text(portrait(i))

icons = {
    "dating": '<path d="M32 52s-20-12-20-27a11 11 0 0 1 20-6 11 11 0 0 1 20 6c0 15-20 27-20 27z" fill="#d81b60"/>',
    "friends": '<circle cx="22" cy="24" r="9" fill="#8e24aa"/><circle cx="42" cy="24" r="9" fill="#d81b60"/><path d="M6 52c0-10 7-16 16-16s16 6 16 16zM26 52c0-10 7-16 16-16s16 6 16 16z" fill="#8e24aa" opacity=".85"/>',
    "study": '<path d="M32 14 4 28l28 14 28-14z" fill="#3949ab"/><path d="M16 34v10c8 8 24 8 32 0V34L32 42z" fill="#3949ab" opacity=".8"/>',
    "partner": '<circle cx="24" cy="34" r="13" fill="none" stroke="#f4511e" stroke-width="5"/><circle cx="40" cy="34" r="13" fill="none" stroke="#d81b60" stroke-width="5"/>',
}
for name, body in icons.items():
    (root / "icons" / f"{name}.svg").write_text(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">{body}</svg>\n')
