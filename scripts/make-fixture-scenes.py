"""Draws the fake backend's feed photos (places, food, a hike, a concert) as small SVG files.

Run once (python3 scripts/make-fixture-scenes.py); the files are committed under
fixtures/scenes/. Like the portraits (scripts/make-fixture-photos.py): deterministic (a
fixed seed per file, no clock, no network), shapes and gradients only, no photographs,
no embedded bitmaps, no third-party artwork. fixtures/scenes/scenes.json lists the
files of each scene, which the seed gives to the feed posts whose caption it fits.

Each picture is 400 x 500 (the feed shows two side by side at 4:5, one alone at 4:3):
its subject sits in the middle band, so either crop keeps it.
"""
import json
import random
from pathlib import Path

out = Path(__file__).resolve().parent.parent / "fixtures" / "scenes"
W, H = 400, 500


def svg(defs: str, body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
            f'<defs>{defs}<filter id="b"><feGaussianBlur stdDeviation="6"/></filter></defs>{body}</svg>\n')


def sky(top: str, bottom: str, gid: str = "s") -> str:
    return f'<linearGradient id="{gid}" x2="0" y2="1"><stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient>'


def hike(rng: random.Random, variant: int) -> str:
    """Mountains behind a trail through pines, a hiker's backpack in the foreground."""
    tops = [("#9ec9e8", "#f3dcc0"), ("#f6c58f", "#f1e3d3")][variant]
    defs = sky(*tops) + sky("#6f9a5b", "#3f6536", "g")
    ridges = ""
    for layer, (colour, base) in enumerate([("#8ea3b8", 250), ("#6d8499", 285), ("#55705c", 320)]):
        points = [(0, H)]
        x = 0
        while x <= W:
            points.append((x, base - rng.randint(20, 110 - layer * 25)))
            x += rng.randint(50, 90)
        points += [(W, base - 40), (W, H)]
        ridges += f'<polygon points="{" ".join(f"{px},{py}" for px, py in points)}" fill="{colour}"/>'
    ground = f'<path d="M0 330 Q200 300 400 335 L400 500 L0 500Z" fill="url(#g)"/>'
    trail = '<path d="M185 500 C200 430 230 400 205 360 C190 335 215 320 212 305 L222 305 C228 322 205 338 222 362 C250 402 230 440 250 500Z" fill="#c9a877"/>'
    pines = ""
    for _ in range(9):
        x = rng.choice([rng.randint(10, 150), rng.randint(270, 390)])
        y = rng.randint(330, 440)
        s = rng.randint(18, 34)
        pines += (f'<rect x="{x - 2}" y="{y}" width="4" height="{s // 2}" fill="#4a3525"/>'
                  f'<polygon points="{x},{y - s * 2} {x - s * 0.6:.0f},{y} {x + s * 0.6:.0f},{y}" fill="#2f5a35"/>')
    sun = f'<circle cx="{[310, 90][variant]}" cy="{[90, 150][variant]}" r="28" fill="#fff4c2" opacity=".9"/>'
    pack = ('<g transform="translate(300 395)"><rect x="-34" y="-40" width="68" height="90" rx="18" fill="#c8553d"/>'
            '<rect x="-24" y="-10" width="48" height="34" rx="8" fill="#9e3f2c"/><rect x="-30" y="-52" width="60" height="20" rx="10" fill="#a84834"/>'
            '<path d="M-20 -50 Q0 -80 20 -50" stroke="#3b2a20" stroke-width="5" fill="none"/></g>') if variant == 0 else (
            '<g transform="translate(95 420)"><rect x="-6" y="-90" width="6" height="120" fill="#6b4a2f" transform="rotate(-8)"/>'
            '<ellipse cx="0" cy="34" rx="30" ry="6" fill="#2f4a2a" opacity=".4"/></g>')
    return svg(defs, f'<rect width="{W}" height="{H}" fill="url(#s)"/>{sun}{ridges}{ground}{trail}{pines}{pack}')


def market(rng: random.Random, variant: int) -> str:
    """A market's striped awnings over crates of fruit and vegetables."""
    defs = sky("#f4ead8", "#e2d2b8")
    stripes = [("#c2185b", "#f5f0e6"), ("#2e7d5b", "#f5f0e6"), ("#d9a441", "#fff8e8")]
    body = f'<rect width="{W}" height="{H}" fill="url(#s)"/>'
    body += '<g filter="url(#b)" opacity=".6">' + "".join(
        f'<rect x="{rng.randint(-20, 380)}" y="{rng.randint(40, 160)}" width="{rng.randint(40, 90)}" height="{rng.randint(60, 120)}" fill="{rng.choice(["#b59a7a", "#9c8468", "#cdb899"])}"/>'
        for _ in range(6)) + "</g>"
    a, b = stripes[variant % len(stripes)]
    awning = "".join(f'<rect x="{x}" y="150" width="40" height="70" fill="{a if (x // 40) % 2 == 0 else b}"/>' for x in range(0, W, 40))
    scallops = "".join(f'<path d="M{x} 220 q20 24 40 0Z" fill="{a if (x // 40) % 2 == 0 else b}"/>' for x in range(0, W, 40))
    body += f'<rect x="0" y="140" width="{W}" height="12" fill="#5b3a22"/>{awning}{scallops}'
    body += '<rect x="0" y="330" width="400" height="170" fill="#8a5a30"/><rect x="0" y="330" width="400" height="10" fill="#6e4624"/>'
    fruits = [["#e53935", "#fb8c00", "#fdd835"], ["#7cb342", "#c62828", "#6a1b9a"]][variant]
    for crate in range(3):
        cx = 20 + crate * 128
        body += f'<rect x="{cx}" y="300" width="112" height="60" rx="4" fill="#c69c6d"/><rect x="{cx}" y="330" width="112" height="6" fill="#a97f52"/>'
        colour = fruits[crate]
        for row in range(2):
            for i in range(5):
                r = rng.randint(10, 13)
                body += f'<circle cx="{cx + 14 + i * 21 + row * 10}" cy="{300 - row * 14 - rng.randint(0, 3)}" r="{r}" fill="{colour}"/>'
        body += f'<circle cx="{cx + 30}" cy="{284}" r="4" fill="#fff" opacity=".5"/>'
    # A chalk board: squiggles, not words, so the picture says nothing in one language only.
    body += ('<g transform="translate(300 250) rotate(-4)"><rect x="-46" y="-18" width="92" height="36" rx="4" fill="#1c1c24"/>'
             '<path d="M-34 -4 q6 -8 12 0 t12 0 t12 0 M-34 8 h40 M16 8 h18" stroke="#f5f0e6" stroke-width="3" fill="none" stroke-linecap="round"/></g>')
    return svg(defs, body)


def sun(rng: random.Random, variant: int) -> str:
    """Sun over the sea and a beach with a parasol, or over a park's lawn."""
    if variant == 0:
        defs = sky("#7ec3ec", "#d8f0fb") + sky("#2b8ac4", "#5fb6d9", "w")
        body = f'<rect width="{W}" height="{H}" fill="url(#s)"/><circle cx="300" cy="110" r="46" fill="#ffe27a"/>'
        body += "".join(f'<line x1="300" y1="110" x2="{300 + dx}" y2="{110 + dy}" stroke="#ffe27a" stroke-width="4" stroke-linecap="round"/>'
                        for dx, dy in [(0, -78), (70, -40), (78, 0), (62, 50), (-62, 50), (-78, 0), (-70, -40)])
        body += '<rect y="250" width="400" height="110" fill="url(#w)"/>'
        body += "".join(f'<path d="M{rng.randint(0, 360)} {rng.randint(265, 345)} q12 -6 24 0" stroke="#e6f6ff" stroke-width="3" fill="none"/>' for _ in range(8))
        body += '<path d="M0 350 Q200 330 400 355 L400 500 L0 500Z" fill="#f3d9a4"/>'
        body += ('<line x1="130" y1="250" x2="150" y2="420" stroke="#5b3a22" stroke-width="5"/>'
                 '<path d="M60 270 Q130 190 210 245Z" fill="#e53935"/><path d="M95 258 Q130 200 160 250Z" fill="#fff" opacity=".85"/>'
                 '<rect x="200" y="400" width="110" height="34" rx="6" fill="#3d5a80" transform="rotate(-6 255 417)"/>')
        return svg(defs, body)
    defs = sky("#a9d8f5", "#eaf6e2") + sky("#8fc06a", "#5e9a44", "g")
    body = f'<rect width="{W}" height="{H}" fill="url(#s)"/><circle cx="90" cy="100" r="40" fill="#ffe27a"/>'
    body += '<g filter="url(#b)">' + "".join(
        f'<circle cx="{rng.randint(-10, 410)}" cy="{rng.randint(200, 290)}" r="{rng.randint(40, 70)}" fill="{rng.choice(["#5d8a4a", "#7aa35c", "#486f3a"])}"/>' for _ in range(7)) + "</g>"
    body += '<path d="M0 300 Q200 280 400 305 L400 500 L0 500Z" fill="url(#g)"/>'
    body += ('<rect x="120" y="360" width="170" height="90" fill="#f5f0e6" transform="rotate(-5 205 405)"/>'
             '<g fill="#e53935" transform="rotate(-5 205 405)">' + "".join(f'<rect x="{120 + i * 34}" y="360" width="17" height="90" opacity=".55"/>' for i in range(5)) + "</g>"
             '<circle cx="170" cy="390" r="14" fill="#c62828"/><rect x="220" y="372" width="26" height="36" rx="4" fill="#d9a441"/>')
    return svg(defs, body)


def coffee(rng: random.Random, variant: int) -> str:
    """A cup of coffee with latte art on a cafe table, seen from above."""
    table = ["#8a5a30", "#d8c3a5"][variant]
    defs = (f'<radialGradient id="s" cx=".5" cy=".5" r=".75"><stop offset="0" stop-color="{table}"/><stop offset="1" stop-color="#3b2418"/></radialGradient>'
            '<radialGradient id="c" cx=".45" cy=".42" r=".6"><stop offset="0" stop-color="#c89465"/><stop offset="1" stop-color="#6b3e1f"/></radialGradient>')
    body = f'<rect width="{W}" height="{H}" fill="url(#s)"/>'
    body += "".join(f'<path d="M0 {y} Q200 {y + rng.randint(-12, 12)} 400 {y}" stroke="#000" stroke-opacity=".08" stroke-width="2" fill="none"/>' for y in range(30, H, 38))
    body += ('<ellipse cx="205" cy="262" rx="128" ry="124" fill="#000" opacity=".18"/>'
             '<circle cx="200" cy="250" r="125" fill="#f5f0e6"/><circle cx="200" cy="250" r="100" fill="#e9e4da"/>'
             '<path d="M300 230 q60 -4 58 26 q-2 28 -60 22" stroke="#f5f0e6" stroke-width="16" fill="none"/>'
             '<circle cx="200" cy="250" r="84" fill="#f5f0e6"/><circle cx="200" cy="250" r="74" fill="url(#c)"/>'
             '<path d="M200 300 C160 270 165 225 200 240 C235 225 240 270 200 300Z" fill="#f3e3cc"/>'
             '<path d="M200 292 C176 272 180 248 200 256 C220 248 224 272 200 292Z" fill="#a8703f"/>')
    if variant == 0:
        body += ('<g transform="translate(85 420) rotate(-20)"><ellipse cx="0" cy="0" rx="48" ry="22" fill="#d9a441"/>'
                 '<path d="M-40 0 Q0 -14 40 0" stroke="#b07a3f" stroke-width="3" fill="none"/></g>')
    else:
        body += '<rect x="290" y="390" width="70" height="70" rx="6" fill="#f5f0e6" transform="rotate(12 325 425)"/><rect x="303" y="408" width="44" height="6" fill="#c2185b" transform="rotate(12 325 425)"/>'
    return svg(defs, body)


def concert(rng: random.Random, variant: int) -> str:
    """A stage under coloured lights, the crowd's raised hands in silhouette."""
    hues = [["#ff4fa3", "#4fc3ff", "#ffd54f"], ["#7c4dff", "#ff7043", "#26c6da"]][variant]
    defs = sky("#0d0b1e", "#2a1846")
    body = f'<rect width="{W}" height="{H}" fill="url(#s)"/>'
    for i, hue in enumerate(hues):
        x = 70 + i * 130
        body += f'<polygon points="{x - 8},40 {x + 8},40 {x + 90 - i * 60},330 {x - 90 + (2 - i) * 30},330" fill="{hue}" opacity=".28"/>'
        body += f'<circle cx="{x}" cy="40" r="10" fill="{hue}"/>'
    body += '<rect x="40" y="250" width="320" height="80" fill="#1b1430"/><rect x="40" y="246" width="320" height="6" fill="#3a2d5c"/>'
    body += ('<g fill="#0a0814"><circle cx="200" cy="200" r="16"/><rect x="186" y="216" width="28" height="40" rx="8"/>'
             '<rect x="230" y="170" width="4" height="80" transform="rotate(20 232 210)"/></g>')
    body += '<g filter="url(#b)">' + "".join(f'<circle cx="{rng.randint(0, 400)}" cy="{rng.randint(60, 240)}" r="{rng.randint(3, 7)}" fill="{rng.choice(hues)}" opacity=".8"/>' for _ in range(14)) + "</g>"
    crowd = ""
    for i in range(12):
        x = i * 36 + rng.randint(-6, 6)
        y = 400 + rng.randint(-12, 12)
        crowd += f'<circle cx="{x}" cy="{y}" r="20"/><rect x="{x - 24}" y="{y + 14}" width="48" height="120" rx="18"/>'
        if rng.random() < 0.45:
            crowd += f'<rect x="{x + 10}" y="{y - 90}" width="9" height="90" rx="4" transform="rotate({rng.randint(-15, 15)} {x + 14} {y})"/>'
    body += f'<g fill="#050409">{crowd}</g>'
    return svg(defs, body)


SCENES = {"hike": hike, "market": market, "sun": sun, "coffee": coffee, "concert": concert}
VARIANTS = 2


def main() -> None:
    out.mkdir(parents=True, exist_ok=True)
    listing: dict[str, list[str]] = {}
    for index, (name, draw) in enumerate(SCENES.items()):
        listing[name] = []
        for variant in range(VARIANTS):
            file = f"{name}-{variant + 1}.svg"
            (out / file).write_text(draw(random.Random(1000 * (index + 1) + variant), variant), encoding="utf-8")
            listing[name].append(file)
    (out / "scenes.json").write_text(json.dumps(listing, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
