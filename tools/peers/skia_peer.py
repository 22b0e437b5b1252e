#!/usr/bin/env python3
"""Renders a RowFrame display-list JSON with skia-python and times it.

Usage: skia_peer.py LIST.json [--runs N] [--out FILE.png]
Prints the median milliseconds per render (PNG excluded) as its last line, like
`rowframe bench`. Supports the ops the peer scenes use: fill (rect, roundedRect, circle,
ellipse, capsule, svg; solid and linear-gradient paints; nonZero/evenOdd; sourceOver/
plusLighter), shadow (Gaussian mask filter with the same sigma), beginLayer/endLayer with
opacity, glyphs (runs of glyph ids and positions from the bundled Fonts/; the synthesized
TeXGyreHeros-Medium is Skia's fake bold of Regular). Skia has no continuous corners: they
are drawn circular. Text ops must be resolved first: `rowframe render LIST --json OUT`.
"""
import argparse, json, os, statistics, sys, time
import skia

FONTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Fonts")
FONT_FILES = {"NotoColorEmoji": "NotoColorEmoji-subset.ttf", "Phosphor": "Phosphor.ttf",
              "TeXGyreHeros-Medium": "TeXGyreHeros-Regular.otf"}
_typefaces = {}


def font_of(name, size):
    if name not in _typefaces:
        f = FONT_FILES.get(name) or (name + ".otf")
        _typefaces[name] = skia.Typeface.MakeFromFile(os.path.join(FONTS, f))
    font = skia.Font(_typefaces[name], size)
    font.setSubpixel(True)
    font.setHinting(skia.FontHinting.kNone)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setEmbolden(name == "TeXGyreHeros-Medium")
    return font


def color(hex_string):
    h = hex_string.lstrip("#")
    if len(h) == 6:
        h += "FF"
    r, g, b, a = (int(h[i:i + 2], 16) for i in (0, 2, 4, 6))
    return skia.Color(r, g, b, a)


def path_of(spec):
    p = skia.Path()
    if "roundedRect" in spec:
        x, y, w, h = spec["roundedRect"]
        r = spec.get("radius", 0)
        p.addRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r))
    elif "rect" in spec:
        p.addRect(skia.Rect.MakeXYWH(*spec["rect"]))
    elif "circle" in spec:
        p.addCircle(spec["circle"][0], spec["circle"][1], spec["radius"])
    elif "ellipse" in spec:
        p.addOval(skia.Rect.MakeXYWH(*spec["ellipse"]))
    elif "capsule" in spec:
        x, y, w, h = spec["capsule"]
        r = min(w, h) / 2
        p.addRRect(skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x, y, w, h), r, r))
    elif "svg" in spec:
        p = skia.Path.FromSVGString(spec["svg"])
    else:
        raise SystemExit(f"skia peer: unsupported path {spec}")
    return p


def draw_call(spec, dx=0.0, dy=0.0):
    """The fastest Skia call for a shape: its rect/rrect/oval entry points (which take
    Skia's analytic blur paths), a general path otherwise."""
    if "roundedRect" in spec or "capsule" in spec:
        x, y, w, h = spec.get("roundedRect") or spec["capsule"]
        r = spec.get("radius", 0) if "roundedRect" in spec else min(w, h) / 2
        rr = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x + dx, y + dy, w, h), r, r)
        return lambda c, paint: c.drawRRect(rr, paint)
    if "rect" in spec:
        x, y, w, h = spec["rect"]
        rect = skia.Rect.MakeXYWH(x + dx, y + dy, w, h)
        return lambda c, paint: c.drawRect(rect, paint)
    if "circle" in spec:
        cx, cy = spec["circle"]
        r = spec["radius"]
        return lambda c, paint: c.drawCircle(cx + dx, cy + dy, r, paint)
    path = path_of(spec)
    path.offset(dx, dy)
    return lambda c, paint: c.drawPath(path, paint)


def paint_of(spec, op):
    paint = skia.Paint(AntiAlias=True)
    if "color" in spec:
        paint.setColor(color(spec["color"]))
    else:
        g = spec["linearGradient"]
        stops = g["stops"]
        paint.setShader(skia.GradientShader.MakeLinear(
            [skia.Point(*g["start"]), skia.Point(*g["end"])],
            [color(c) for _, c in stops], [t for t, _ in stops]))
    if op.get("blend") == "plusLighter":
        paint.setBlendMode(skia.BlendMode.kPlus)
    return paint


def prepare(doc):
    """Turns the JSON into a list of draw closures (parsing stays outside the timing)."""
    calls = []
    for op in doc["ops"]:
        kind = op["op"]
        if kind == "fill":
            paint = paint_of(op["paint"], op)
            if op.get("fillRule") == "evenOdd":
                path = path_of(op["path"])
                path.setFillType(skia.PathFillType.kEvenOdd)
                calls.append(lambda c, path=path, paint=paint: c.drawPath(path, paint))
            else:
                draw = draw_call(op["path"])
                calls.append(lambda c, draw=draw, paint=paint: draw(c, paint))
        elif kind == "shadow":
            dx, dy = op.get("offset", [0, 0])
            draw = draw_call(op["path"], dx, dy)
            paint = skia.Paint(AntiAlias=True, Color=color(op.get("color", "#00000054")))
            paint.setMaskFilter(skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, op["sigma"]))
            calls.append(lambda c, draw=draw, paint=paint: draw(c, paint))
        elif kind == "glyphs":
            builder = skia.TextBlobBuilder()
            builder.allocRunPos(font_of(op["font"], op["size"]), op["glyphs"], [skia.Point(x, y) for x, y in op["positions"]])
            blob = builder.make()
            paint = paint_of(op["paint"], op)
            calls.append(lambda c, blob=blob, paint=paint: c.drawTextBlob(blob, 0, 0, paint))
        elif kind == "beginLayer":
            alpha = int(round(op.get("opacity", 1) * 255))
            calls.append(lambda c, alpha=alpha: c.saveLayerAlpha(None, alpha))
        elif kind == "endLayer":
            calls.append(lambda c: c.restore())
        else:
            raise SystemExit(f"skia peer: unsupported op {kind}")
    return calls


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("list")
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--out")
    args = ap.parse_args()
    doc = json.load(open(args.list))
    calls = prepare(doc)
    background = color(doc.get("background", "#00000000"))
    surface = skia.Surface(doc["width"], doc["height"])
    canvas = surface.getCanvas()

    def render():
        canvas.clear(background)
        for call in calls:
            call(canvas)
        surface.flushAndSubmit()

    for _ in range(args.warmup):
        render()
    times = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        render()
        times.append((time.perf_counter() - t0) * 1e3)
    if args.out:
        surface.makeImageSnapshot().save(args.out, skia.kPNG)
    times.sort()
    print(f"skia {args.list} {doc['width']}x{doc['height']}, {args.runs} runs: min {times[0]:.3f} ms")
    print(f"{statistics.median(times):.4f}")


if __name__ == "__main__":
    main()
