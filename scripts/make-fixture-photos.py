"""Draws the fake backend's portrait photos and people-for icons as small SVG files.

Run once (python3 scripts/make-fixture-photos.py); the files are committed under
fixtures/. Deterministic: the same files every run (a fixed seed per person, no
clock, no network). No network images are ever used by the fake backend.

Each person is drawn in several shots (a carousel's worth): the same face, hair
and features in different scenes (studio, park, beach, evening city, cafe),
framings, head tilts, expressions and outfits, with soft shading, a blurred
background and a vignette, so a card reads as a photo rather than an icon.
fixtures/photos/people.json lists each person's gender and shots, in order.
"""
import json
import math
import random
from pathlib import Path

root = Path(__file__).resolve().parent.parent / "fixtures"
photos_dir = root / "photos"

SHOTS = 4
# Sixteen women, sixteen men, four people of another gender, interleaved so any slice is mixed.
GENDERS = (["female", "male"] * 16) + ["other"] * 4

# (base, light, shadow) skin tones, from fair to deep.
SKINS = [
    ("#f6d3bf", "#fde6d8", "#d9a78f"),
    ("#efc3a4", "#f8dcc6", "#cf9876"),
    ("#e3ad84", "#f0c7a5", "#bf865d"),
    ("#c98f62", "#dcaa80", "#a26c43"),
    ("#a66e45", "#bf8a5f", "#7f4f2d"),
    ("#7d4d2c", "#9a6642", "#58321a"),
    ("#5b3620", "#774a2e", "#3d2212"),
]
HAIRS = ["#1f1714", "#3b2418", "#5a3a22", "#8a5a30", "#b07a3f", "#d9b47a", "#8e3b22", "#2b2b33", "#9a9a9a"]
IRISES = ["#5a3b22", "#3d2a1c", "#4f6f8f", "#5d7a4a", "#7a5a2e", "#2f2f3a"]
LIPS = ["#c25b63", "#b4494f", "#a85a5a", "#8e4448", "#c0706c", "#9c5257"]
CLOTHES = ["#c2185b", "#3d5a80", "#283593", "#00796b", "#c8553d", "#4e342e", "#37474f", "#6b7f3a",
           "#f5f0e6", "#1c1c24", "#d9a441", "#5d4037", "#5b8cc2", "#9e2a2b", "#7b1fa2", "#e9e4da"]
SCARVES = ["#6a1b9a", "#00695c", "#ad1457", "#37474f", "#8d6e63", "#1a237e"]

FEMALE_HAIR = ["long", "bob", "curly", "bun", "ponytail", "hijab", "afro", "long"]
MALE_HAIR = ["short", "quiff", "buzz", "curly", "bald", "afro", "short", "quiff"]
OTHER_HAIR = ["bob", "curly", "short", "quiff"]
NECKS = ["crew", "vneck", "collar", "turtle", "jacket"]
SCENES = ["studio", "park", "beach", "city", "cafe"]

CX = 200


def shade(hex_colour: str, factor: float) -> str:
    """Darker (factor < 1) or lighter (factor > 1, towards white) variant of a colour."""
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    if factor <= 1:
        r, g, b = (round(c * factor) for c in (r, g, b))
    else:
        t = factor - 1
        r, g, b = (round(c + (255 - c) * t) for c in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def f(value: float) -> str:
    return f"{value:.0f}" if abs(value - round(value)) < 0.05 else f"{value:.1f}"


def scene(kind: str, rng: random.Random) -> tuple[str, str]:
    """The background's gradient defs and its blurred shapes."""
    if kind == "studio":
        a, b = rng.choice([("#f3e1e8", "#d9c2d4"), ("#e4e9f2", "#c3cbe0"), ("#f2e6d8", "#dbc3a8"), ("#e2efe9", "#bcd6cb")])
        defs = f'<radialGradient id="g" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="{shade(a, 1.3)}"/><stop offset=".6" stop-color="{a}"/><stop offset="1" stop-color="{b}"/></radialGradient>'
        return defs, '<rect width="400" height="500" fill="url(#g)"/>'
    if kind == "park":
        defs = '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#cfe6f2"/><stop offset=".55" stop-color="#e8f1dc"/><stop offset="1" stop-color="#8fb27a"/></linearGradient>'
        blobs = "".join(
            f'<circle cx="{rng.randint(-20, 420)}" cy="{rng.randint(40, 330)}" r="{rng.randint(45, 95)}" fill="{rng.choice(["#5d8a4a", "#7aa35c", "#486f3a", "#9cbf6e"])}" opacity=".{rng.randint(6, 9)}"/>'
            for _ in range(7))
        lights = "".join(f'<circle cx="{rng.randint(0, 400)}" cy="{rng.randint(30, 300)}" r="{rng.randint(8, 20)}" fill="#fffbe0" opacity=".55"/>' for _ in range(5))
        return defs, f'<rect width="400" height="500" fill="url(#g)"/><g filter="url(#b)">{blobs}{lights}</g>'
    if kind == "beach":
        horizon = rng.randint(250, 300)
        defs = '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#8ec9ec"/><stop offset=".5" stop-color="#d6ecf5"/><stop offset="1" stop-color="#fbe3c8"/></linearGradient>'
        sea = (f'<rect y="{horizon}" width="400" height="70" fill="#3f8fb8"/><rect y="{horizon + 70}" width="400" height="200" fill="#efd6b0"/>'
               f'<circle cx="{rng.randint(60, 340)}" cy="{horizon - 90}" r="40" fill="#fff6dc" opacity=".8"/>')
        return defs, f'<rect width="400" height="500" fill="url(#g)"/><g filter="url(#b)">{sea}</g>'
    if kind == "city":
        defs = '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#2a2140"/><stop offset="1" stop-color="#6e3b57"/></linearGradient>'
        bokeh = "".join(
            f'<circle cx="{rng.randint(0, 400)}" cy="{rng.randint(20, 360)}" r="{rng.randint(10, 30)}" fill="{rng.choice(["#ffb74d", "#ffd54f", "#f48fb1", "#ff8a65", "#fff1c1"])}" opacity=".{rng.randint(4, 8)}"/>'
            for _ in range(14))
        return defs, f'<rect width="400" height="500" fill="url(#g)"/><g filter="url(#b)">{bokeh}</g>'
    # cafe: a warm wall, a bright window and a plant.
    wx = rng.choice([20, 250])
    defs = '<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#ecd2b4"/><stop offset="1" stop-color="#a9795a"/></linearGradient>'
    shapes = (f'<rect x="{wx}" y="40" width="130" height="220" rx="6" fill="#fff8ea" opacity=".85"/>'
              f'<circle cx="{420 - wx - 60}" cy="150" r="60" fill="#4f7a45" opacity=".8"/><circle cx="{420 - wx - 20}" cy="110" r="44" fill="#6a9a55" opacity=".8"/>'
              f'<rect y="360" width="400" height="140" fill="#7a5238" opacity=".5"/>')
    return defs, f'<rect width="400" height="500" fill="url(#g)"/><g filter="url(#b)">{shapes}</g>'


def face_path(w: float, jaw: float) -> str:
    top, cheek, chin = 98, 196, 284
    j = 0.35 + 0.3 * jaw
    return (f"M{CX} {top}C{f(CX + w * 1.05)} {top} {f(CX + w * 1.06)} {cheek - 44} {f(CX + w)} {cheek}"
            f"C{f(CX + w * 0.96)} {cheek + 46} {f(CX + w * j)} {chin - 8} {CX} {chin}"
            f"C{f(CX - w * j)} {chin - 8} {f(CX - w * 0.96)} {cheek + 46} {f(CX - w)} {cheek}"
            f"C{f(CX - w * 1.06)} {cheek - 44} {f(CX - w * 1.05)} {top} {CX} {top}Z")


def hair_back(style: str, w: float, colour: str, length: int) -> str:
    if style in ("long", "ponytail"):
        if style == "ponytail":
            return (f'<path d="M{f(CX + w - 10)} 150C{f(CX + w + 60)} 170 {f(CX + w + 40)} 300 {f(CX + w + 10)} 360'
                    f'C{f(CX + w + 40)} 290 {f(CX + w + 20)} 200 {f(CX + w - 20)} 180Z" fill="url(#h)"/>')
        end = 330 + length
        return (f'<path d="M{f(CX - w - 12)} 180C{f(CX - w - 22)} 84 {CX - 44} 70 {CX} 70C{CX + 44} 70 {f(CX + w + 22)} 84 {f(CX + w + 12)} 180'
                f'C{f(CX + w + 18)} 250 {f(CX + w + 34)} {end - 40} {f(CX + w + 30)} {end}Q{f(CX + w)} {end + 14} {f(CX + w - 20)} {end - 10}'
                f'L{f(CX - w + 20)} {end - 10}Q{f(CX - w)} {end + 14} {f(CX - w - 30)} {end}C{f(CX - w - 34)} {end - 40} {f(CX - w - 18)} 250 {f(CX - w - 12)} 180Z" fill="url(#h)"/>')
    if style == "bob":
        return (f'<path d="M{f(CX - w - 16)} 190C{f(CX - w - 24)} 80 {f(CX + w + 24)} 80 {f(CX + w + 16)} 190'
                f'L{f(CX + w + 20)} 272Q{f(CX + w)} 286 {f(CX + w - 14)} 270L{f(CX - w + 14)} 270Q{f(CX - w)} 286 {f(CX - w - 20)} 272Z" fill="url(#h)"/>')
    if style in ("curly", "afro"):
        rng = random.Random(int(w * 10) + len(style))
        big = style == "afro"
        spread = 46 if big else 26
        bottom = 250 if big else (300 if length > 20 else 230)
        circles = []
        for i in range(22 if big else 18):
            angle = -3.3 + 3.6 * i / (21 if big else 17)
            rx = (w + spread) * math.cos(angle)
            ry = (w + spread + 10) * math.sin(angle)
            y = 190 + ry * 1.05
            if y > bottom:
                continue
            circles.append(f'<circle cx="{f(CX + rx)}" cy="{f(y)}" r="{rng.randint(24, 34) if big else rng.randint(18, 26)}"/>')
        fill = f'<ellipse cx="{CX}" cy="{170 if big else 175}" rx="{f(w + spread)}" ry="{f(w + spread + (10 if big else 0))}"/>'
        return f'<g fill="url(#h)">{fill}{"".join(circles)}</g>'
    if style == "bun":
        return f'<circle cx="{CX}" cy="74" r="34" fill="url(#h)"/>'
    return ""


def hair_front(style: str, w: float, colour: str, part: int) -> str:
    sheen = shade(colour, 1.35)
    if style == "long":
        s = part  # -1 or 1: the side of the parting
        return (f'<path d="M{f(CX - s * (w + 8))} 200C{f(CX - s * (w + 12))} 110 {CX - s * 30} 84 {CX + s * 8} 86'
                f'C{CX + s * 52} 86 {f(CX + s * (w + 12))} 112 {f(CX + s * (w + 8))} 210C{f(CX + s * (w - 6))} 150 {CX + s * 34} 118 {CX - s * 4} 116'
                f'C{CX - s * 34} 130 {f(CX - s * (w - 6))} 152 {f(CX - s * (w + 8))} 200Z" fill="url(#h)"/>'
                f'<path d="M{CX + s * 4} 96C{CX + s * 40} 100 {f(CX + s * (w - 4))} 130 {f(CX + s * (w + 2))} 170" fill="none" stroke="{sheen}" stroke-width="3" opacity=".45"/>')
    if style == "bob":
        return (f'<path d="M{f(CX - w - 10)} 196C{f(CX - w - 16)} 62 {f(CX + w + 16)} 62 {f(CX + w + 10)} 196'
                f'C{f(CX + w - 2)} 160 {f(CX + w - 8)} 140 {f(CX + w - 14)} 136L{f(CX - w + 14)} 136C{f(CX - w + 8)} 140 {f(CX - w + 2)} 160 {f(CX - w - 10)} 196Z" fill="url(#h)"/>'
                f'<path d="M{CX - 40} 108Q{CX} 96 {CX + 40} 108" fill="none" stroke="{sheen}" stroke-width="4" opacity=".4"/>')
    if style in ("curly", "afro"):
        top = 92 if style == "curly" else 86
        cap = (f'<path d="M{f(CX - w - 6)} 186C{f(CX - w - 12)} 104 {CX - 36} {top} {CX} {top}C{CX + 36} {top} {f(CX + w + 12)} 104 {f(CX + w + 6)} 186'
               f'C{f(CX + w - 2)} 146 {CX + 34} 124 {CX} 124C{CX - 34} 124 {f(CX - w + 2)} 146 {f(CX - w - 6)} 186Z"/>')
        curls = "".join(f'<circle cx="{f(CX + dx)}" cy="{f(dy)}" r="{r}"/>' for dx, dy, r in ((-w + 2, 150, 12), (-w / 2 - 4, 124, 13), (-8, 118, 12), (w / 2 - 6, 122, 13), (w - 4, 148, 12)))
        return f'<g fill="url(#h)">{cap}{curls}</g><path d="M{CX - 30} {top + 8}Q{CX} {top} {CX + 30} {top + 8}" fill="none" stroke="{sheen}" stroke-width="3" opacity=".35"/>'
    if style in ("bun", "ponytail"):
        return (f'<path d="M{f(CX - w - 4)} 182C{f(CX - w - 10)} 100 {CX - 34} 84 {CX} 84C{CX + 34} 84 {f(CX + w + 10)} 100 {f(CX + w + 4)} 182'
                f'C{f(CX + w - 4)} 136 {CX + 30} 116 {CX} 116C{CX - 30} 116 {f(CX - w + 4)} 136 {f(CX - w - 4)} 182Z" fill="url(#h)"/>'
                f'<path d="M{CX - 30} 96Q{CX} 88 {CX + 30} 96" fill="none" stroke="{sheen}" stroke-width="3" opacity=".45"/>')
    if style == "short":
        return (f'<path d="M{f(CX - w - 3)} 192C{f(CX - w - 10)} 96 {CX - 30} 80 {CX + 4} 80C{CX + 44} 80 {f(CX + w + 10)} 100 {f(CX + w + 3)} 192'
                f'C{f(CX + w - 4)} 150 {f(CX + w - 16)} 132 {CX + part * 20} 124C{CX - 16} 128 {f(CX - w + 6)} 144 {f(CX - w - 3)} 192Z" fill="url(#h)"/>')
    if style == "quiff":
        return (f'<path d="M{f(CX - w - 3)} 190C{f(CX - w - 10)} 100 {CX - 40} 70 {CX + 10} 64C{CX + 60} 62 {f(CX + w + 12)} 96 {f(CX + w + 3)} 190'
                f'C{f(CX + w - 4)} 150 {f(CX + w - 14)} 126 {CX + 20} 120C{CX - 20} 124 {f(CX - w + 6)} 144 {f(CX - w - 3)} 190Z" fill="url(#h)"/>'
                f'<path d="M{CX - 30} 82Q{CX + 10} 66 {CX + 50} 80" fill="none" stroke="{sheen}" stroke-width="4" opacity=".4"/>')
    if style == "buzz":
        return (f'<path d="M{f(CX - w - 1)} 180C{f(CX - w - 4)} 100 {CX - 30} 92 {CX} 92C{CX + 30} 92 {f(CX + w + 4)} 100 {f(CX + w + 1)} 180'
                f'C{f(CX + w - 6)} 140 {CX + 20} 126 {CX} 126C{CX - 20} 126 {f(CX - w + 6)} 140 {f(CX - w - 1)} 180Z" fill="url(#h)" opacity=".8"/>')
    if style == "bald":
        return f'<ellipse cx="{CX - 18}" cy="116" rx="22" ry="10" fill="#fff" opacity=".18"/>'
    return ""


def clothing(kind: str, colour: str, skin: str, skin_dark: str) -> str:
    dark = shade(colour, 0.75)
    body = "M26 500C30 396 84 354 148 340"
    body_r = "252 340C316 354 370 396 374 500Z"
    chest = f'<path d="M170 300L160 350Q200 420 240 350L230 300Z" fill="{skin}"/>'
    if kind == "crew":
        return chest + f'<path d="{body}Q200 372 {body_r}" fill="url(#c)"/><path d="M150 342Q200 374 250 342" fill="none" stroke="{dark}" stroke-width="6"/>'
    if kind == "vneck":
        return chest + f'<path d="{body}L170 340L200 400L230 340L{body_r}" fill="url(#c)"/>'
    if kind == "collar":
        return (chest + f'<path d="{body}L172 338L200 392L228 338L{body_r}" fill="url(#c)"/>'
                f'<path d="M168 326L200 392L176 380L150 346Z M232 326L200 392L224 380L250 346Z" fill="{shade(colour, 1.25)}"/>')
    if kind == "turtle":
        return (f'<path d="{body}Q200 360 {body_r}" fill="url(#c)"/>'
                f'<path d="M168 292Q200 304 232 292L238 346Q200 362 162 346Z" fill="{shade(colour, 0.9)}"/>'
                f'<path d="M164 312Q200 324 236 312M163 328Q200 340 237 328" stroke="{dark}" stroke-width="3" fill="none"/>')
    # jacket over a light shirt
    return (chest + f'<path d="{body}L174 338L200 420L226 338L{body_r}" fill="#f4f1ec"/>'
            f'<path d="M26 500C30 396 84 354 148 340L174 338L192 440L170 500Z M374 500C370 396 316 354 252 340L226 338L208 440L230 500Z" fill="url(#c)"/>'
            f'<path d="M174 338L160 396L186 410Z M226 338L240 396L214 410Z" fill="{dark}"/>')


def hijab(w: float, colour: str, layer: str) -> str:
    dark = shade(colour, 0.8)
    if layer == "back":
        return (f'<path d="M{f(CX - w - 24)} 210C{f(CX - w - 30)} 36 {f(CX + w + 30)} 36 {f(CX + w + 24)} 210'
                f'L{f(CX + w + 60)} 380Q{CX} 430 {f(CX - w - 60)} 380Z" fill="{colour}"/>')
    if layer == "drape":
        return (f'<path d="M{f(CX - w - 6)} 214Q{CX} 340 {f(CX + w + 6)} 214L{f(CX + w + 56)} 370Q{CX} 420 {f(CX - w - 56)} 370Z" fill="{dark}"/>'
                f'<path d="M{f(CX - w + 4)} 250Q{CX} 330 {f(CX + w + 20)} 280" fill="none" stroke="{shade(colour, 1.2)}" stroke-width="3" opacity=".5"/>')
    return (f'<path d="M{f(CX - w - 8)} 200C{f(CX - w - 12)} 56 {f(CX + w + 12)} 56 {f(CX + w + 8)} 200'
            f'C{f(CX + w - 2)} 140 {f(CX + w - 14)} 122 {CX} 120C{f(CX - w + 14)} 122 {f(CX - w + 2)} 140 {f(CX - w - 8)} 200Z" fill="{colour}"/>')


def eye(x: float, y: float, iris: str, lash: str, heavy: bool, happy: bool, idx: int) -> str:
    lower = 4 if happy else 8
    shape = f"M{f(x - 13)} {y}Q{f(x)} {y - 11} {f(x + 13)} {y}Q{f(x)} {y + lower} {f(x - 13)} {y}Z"
    wing = f"M{f(x + 13)} {y - 1}l5 -4" if heavy and x > CX else (f"M{f(x - 13)} {y - 1}l-5 -4" if heavy else "")
    return (f'<clipPath id="e{idx}"><path d="{shape}"/></clipPath><path d="{shape}" fill="#f6f1ee"/>'
            f'<g clip-path="url(#e{idx})"><circle cx="{f(x)}" cy="{y - 1}" r="7" fill="{iris}"/><circle cx="{f(x)}" cy="{y - 1}" r="3.2" fill="#140d0b"/>'
            f'<circle cx="{f(x + 2.2)}" cy="{y - 3.4}" r="1.7" fill="#fff"/></g>'
            f'<path d="M{f(x - 14)} {y + 1}Q{f(x)} {y - 12} {f(x + 14)} {y - 1}{wing}" fill="none" stroke="{lash}" stroke-width="{3 if heavy else 2.2}" stroke-linecap="round"/>')


def portrait(person: dict, shot: int) -> str:
    rng = random.Random(person["seed"] * 31 + shot)
    skin, skin_light, skin_dark = person["skin"]
    w, hair, style = person["w"], person["hair"], person["style"]
    scene_kind = SCENES[(person["seed"] + shot * 2) % len(SCENES)] if shot else "studio"
    scene_defs, scene_body = scene(scene_kind, rng)
    outfit = person["outfits"][shot % len(person["outfits"])]
    neck_kind = person["necks"][shot % len(person["necks"])]
    happy = shot % 2 == 1
    scale = [1.28, 1.14, 1.42, 1.2][shot % 4]
    tilt = [0, -4, 3, 5][shot % 4] * person["tilt_side"]
    shift = [0, -24, 10, 26][shot % 4] * person["tilt_side"]
    lift = [206, 214, 200, 210][shot % 4] - 192 * scale
    hair_dark = shade(hair, 0.7)
    brow = shade(hair, 0.8) if hair not in ("#9a9a9a", "#d9b47a") else shade(hair, 0.6)
    light_side = rng.choice([0, 1])

    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500">',
        "<defs>", scene_defs,
        '<filter id="b" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>',
        f'<radialGradient id="s" cx=".42" cy=".38" r=".72"><stop offset="0" stop-color="{skin_light}"/><stop offset=".62" stop-color="{skin}"/><stop offset="1" stop-color="{skin_dark}"/></radialGradient>',
        f'<linearGradient id="n" x2="0" y2="1"><stop offset="0" stop-color="{skin_dark}"/><stop offset=".7" stop-color="{skin}"/></linearGradient>',
        f'<linearGradient id="h" x2=".3" y2="1"><stop offset="0" stop-color="{shade(hair, 1.12)}"/><stop offset="1" stop-color="{hair_dark}"/></linearGradient>',
        f'<linearGradient id="c" x2=".4" y2="1"><stop offset="0" stop-color="{shade(outfit, 1.12)}"/><stop offset="1" stop-color="{shade(outfit, 0.72)}"/></linearGradient>',
        f'<radialGradient id="k"><stop offset="0" stop-color="{person["lip"]}" stop-opacity=".35"/><stop offset="1" stop-color="{person["lip"]}" stop-opacity="0"/></radialGradient>',
        '<radialGradient id="v" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".38"/></radialGradient>',
        f'<linearGradient id="l" x1="{light_side}" x2="{1 - light_side}"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>',
        "</defs>",
        scene_body,
        f'<g transform="translate({f(shift)} {f(lift)}) scale({scale}) rotate({tilt} 200 420)">',
    ]
    if style == "hijab":
        parts.append(hijab(w, person["scarf"], "back"))
    else:
        parts.append(hair_back(style, w, hair, person["length"]))
    # Neck and shoulders.
    parts.append(f'<path d="M{CX - 25} 240L{CX - 28} 322Q{CX} 338 {CX + 28} 322L{CX + 25} 240Z" fill="url(#n)"/>')
    parts.append(clothing(neck_kind, outfit, skin, skin_dark))
    if person.get("necklace") and neck_kind in ("crew", "vneck"):
        parts.append(f'<path d="M172 318Q200 360 228 318" fill="none" stroke="#e8c66a" stroke-width="2"/><circle cx="200" cy="{352 if neck_kind == "crew" else 346}" r="4" fill="#e8c66a"/>')
    if style == "hijab":
        parts.append(hijab(w, person["scarf"], "drape"))
    # Head, with a small tilt of its own.
    parts.append(f'<g transform="rotate({-tilt * 0.8 + person["head_tilt"]} 200 270)">')
    if style != "hijab":
        parts.append(f'<ellipse cx="{f(CX - w + 2)}" cy="206" rx="11" ry="19" fill="{skin_dark}"/><ellipse cx="{f(CX + w - 2)}" cy="206" rx="11" ry="19" fill="{skin_dark}"/>')
        if person.get("earrings"):
            parts.append(f'<circle cx="{f(CX - w)}" cy="230" r="5" fill="none" stroke="#e8c66a" stroke-width="2.5"/><circle cx="{f(CX + w)}" cy="230" r="5" fill="none" stroke="#e8c66a" stroke-width="2.5"/>')
    parts.append(f'<path d="{face_path(w, person["jaw"])}" fill="url(#s)"/>')
    # Cheeks and the soft shadow along the far side of the face.
    parts.append(f'<ellipse cx="{CX - 38}" cy="234" rx="18" ry="11" fill="url(#k)"/><ellipse cx="{CX + 38}" cy="234" rx="18" ry="11" fill="url(#k)"/>')
    if person.get("freckles"):
        parts.append("".join(f'<circle cx="{CX + dx}" cy="{222 + dy}" r="1.3" fill="{skin_dark}"/>' for dx, dy in ((-34, 0), (-28, 5), (-40, 6), (30, 1), (36, 6), (26, 6))))
    if person.get("beard"):
        op = "1" if person["beard"] == "full" else ".22"
        parts.append(f'<path d="M{f(CX - w + 3)} 206C{f(CX - w + 4)} 266 {CX - 32} 292 {CX} 292C{CX + 32} 292 {f(CX + w - 4)} 266 {f(CX + w - 3)} 206'
                     f'C{f(CX + w - 12)} 244 {CX + 24} 254 {CX} 250C{CX - 24} 254 {f(CX - w + 12)} 244 {f(CX - w + 3)} 206Z" fill="{hair_dark}" opacity="{op}"/>')
    # Brows, eyes, nose, mouth.
    ey = 196
    heavy = person["gender"] == "female"
    bw = 4 if heavy else 6
    lift_brow = 2 if happy else 0
    parts.append(f'<path d="M{CX - 44} {ey - 15}Q{CX - 30} {ey - 25 - lift_brow} {CX - 12} {ey - 18}M{CX + 12} {ey - 18}Q{CX + 30} {ey - 25 - lift_brow} {CX + 44} {ey - 15}" fill="none" stroke="{brow}" stroke-width="{bw}" stroke-linecap="round"/>')
    lash = "#2a1a16"
    parts.append(eye(CX - 27, ey, person["iris"], lash, heavy, happy, 1))
    parts.append(eye(CX + 27, ey, person["iris"], lash, heavy, happy, 2))
    parts.append(f'<path d="M{CX + 3} 204Q{CX + 8} 226 {CX + 10} 232Q{CX + 2} 240 {CX - 9} 234" fill="none" stroke="{skin_dark}" stroke-width="2.6" stroke-linecap="round" opacity=".8"/>')
    lip = person["lip"]
    my = 258
    if happy:
        parts.append(f'<path d="M{CX - 25} {my - 2}Q{CX} {my + 24} {CX + 25} {my - 2}Q{CX} {my + 4} {CX - 25} {my - 2}Z" fill="#5b1f26"/>'
                     f'<path d="M{CX - 20} {my}Q{CX} {my + 5} {CX + 20} {my}L{CX + 17} {my + 6}Q{CX} {my + 10} {CX - 17} {my + 6}Z" fill="#fbf7f2"/>'
                     f'<path d="M{CX - 25} {my - 2}Q{CX} {my + 24} {CX + 25} {my - 2}" fill="none" stroke="{lip}" stroke-width="4" stroke-linecap="round"/>')
    else:
        parts.append(f'<path d="M{CX - 22} {my}Q{CX - 10} {my - 6} {CX} {my - 3}Q{CX + 10} {my - 6} {CX + 22} {my}Q{CX} {my + 4} {CX - 22} {my}Z" fill="{shade(lip, 0.85)}"/>'
                     f'<path d="M{CX - 21} {my + 1}Q{CX} {my + 15} {CX + 21} {my + 1}Q{CX} {my + 5} {CX - 21} {my + 1}Z" fill="{lip}"/>'
                     f'<path d="M{CX - 23} {my}Q{CX} {my + 6} {CX + 23} {my}" fill="none" stroke="{shade(lip, 0.55)}" stroke-width="1.6" stroke-linecap="round"/>')
    if person.get("beard") == "full":
        parts.append(f'<path d="M{CX - 26} {my - 4}Q{CX} {my - 16} {CX + 26} {my - 4}Q{CX} {my - 8} {CX - 26} {my - 4}Z" fill="{hair_dark}"/>')
    if style == "hijab":
        parts.append(hijab(w, person["scarf"], "band"))
    else:
        parts.append(hair_front(style, w, hair, person["part"]))
    if person.get("glasses"):
        frame = person["glasses"]
        parts.append(f'<g fill="none" stroke="{frame}" stroke-width="3.5"><rect x="{CX - 46}" y="{ey - 15}" width="38" height="28" rx="10"/>'
                     f'<rect x="{CX + 8}" y="{ey - 15}" width="38" height="28" rx="10"/><path d="M{CX - 8} {ey - 4}Q{CX} {ey - 9} {CX + 8} {ey - 4}"/></g>')
    parts.append("</g></g>")
    # Light from one side and a vignette: the photo's finish.
    parts.append('<rect width="400" height="500" fill="url(#l)"/><rect width="400" height="500" fill="url(#v)"/>')
    parts.append("</svg>\n")
    return "".join(parts)


def make_person(index: int, gender: str) -> dict:
    rng = random.Random(1000 + index)
    styles = {"female": FEMALE_HAIR, "male": MALE_HAIR, "other": OTHER_HAIR}[gender]
    rng.random()
    # Each gender's styles in turn, so every style appears (the n-th person of a gender gets the n-th style).
    style = styles[(GENDERS[:index - 1].count(gender)) % len(styles)]
    person = {
        "seed": index,
        "gender": gender,
        "skin": SKINS[(index * 3 + rng.randint(0, 2)) % len(SKINS)],
        "hair": rng.choice(HAIRS[:8] if rng.random() < 0.9 else HAIRS),
        "iris": rng.choice(IRISES),
        "lip": rng.choice(LIPS),
        "w": rng.randint(56, 64) if gender == "female" else rng.randint(60, 68),
        "jaw": rng.random() * (0.5 if gender == "female" else 1.0) + (0 if gender == "female" else 0.3),
        "style": style,
        "length": rng.randint(0, 60),
        "part": rng.choice([-1, 1]),
        "tilt_side": rng.choice([-1, 1]),
        "head_tilt": rng.choice([-3, -1, 0, 2, 4]),
        "outfits": rng.sample(CLOTHES, 3),
        "necks": rng.sample(NECKS, 3),
        "scarf": rng.choice(SCARVES),
        "glasses": rng.choice(["#2b2b2b", "#7a4a2a", "#b08d57"]) if rng.random() < 0.25 else None,
        "freckles": rng.random() < 0.2,
        "earrings": gender != "male" and rng.random() < 0.5,
        "necklace": gender != "male" and rng.random() < 0.3,
        "beard": (rng.choice(["full", "stubble", None]) if gender == "male" else None),
    }
    if style == "bald" and not person["beard"]:
        person["beard"] = "full"
    return person


def main() -> None:
    for old in photos_dir.glob("person-*.svg"):
        old.unlink()
    manifest = []
    for index, gender in enumerate(GENDERS, start=1):
        person = make_person(index, gender)
        shots = []
        for shot in range(SHOTS):
            # The first shot keeps the plain name: tests upload person-03.svg as a chosen photo.
            name = f"person-{index:02d}.svg" if shot == 0 else f"person-{index:02d}-{shot + 1}.svg"
            (photos_dir / name).write_text(portrait(person, shot))
            shots.append(name)
        manifest.append({"gender": gender, "shots": shots})
    (photos_dir / "people.json").write_text(json.dumps(manifest, indent=1) + "\n")

    icons = {
        "dating": '<path d="M32 52s-20-12-20-27a11 11 0 0 1 20-6 11 11 0 0 1 20 6c0 15-20 27-20 27z" fill="#d81b60"/>',
        "friends": '<circle cx="22" cy="24" r="9" fill="#8e24aa"/><circle cx="42" cy="24" r="9" fill="#d81b60"/><path d="M6 52c0-10 7-16 16-16s16 6 16 16zM26 52c0-10 7-16 16-16s16 6 16 16z" fill="#8e24aa" opacity=".85"/>',
        "study": '<path d="M32 14 4 28l28 14 28-14z" fill="#3949ab"/><path d="M16 34v10c8 8 24 8 32 0V34L32 42z" fill="#3949ab" opacity=".8"/>',
        "partner": '<circle cx="24" cy="34" r="13" fill="none" stroke="#f4511e" stroke-width="5"/><circle cx="40" cy="34" r="13" fill="none" stroke="#d81b60" stroke-width="5"/>',
    }
    for name, body in icons.items():
        (root / "icons" / f"{name}.svg").write_text(f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">{body}</svg>\n')


if __name__ == "__main__":
    main()
