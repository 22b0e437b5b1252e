#!/usr/bin/env python3
"""Light-on-dark vs dark-on-light text: how much ink each gets from Skia (skia-python, its
default FreeType rasterization with Skia's gamma/contrast preblend) and from RowFrame, at UI
sizes. "Ink" is mean coverage recovered from the pixels (0 = none, 1 = full), over a line.

    tools/text/gamma.sh        # makes .venv-text with skia-python and runs this
"""
import json, pathlib, subprocess, sys, tempfile
import numpy as np
import skia

root = pathlib.Path(__file__).resolve().parents[2]
font_file = root / "Fonts" / "files" / "Inter-Regular.otf"
rowframe = sys.argv[1]
TEXT = "Hamburgefonstiv 0123456789"
CASES = [(11, 1), (13, 2), (17, 3), (17, 1)]   # (points, scale)

def coverage(pixels, light_on_dark):
    g = pixels[..., 0].astype(np.float64) / 255.0      # gray text on gray: any channel
    return g if light_on_dark else 1.0 - g

def skia_line(size_px, light_on_dark, w, h, baseline):
    surface = skia.Surface(w, h)
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorBLACK if light_on_dark else skia.ColorWHITE)
    typeface = skia.Typeface.MakeFromFile(str(font_file))
    font = skia.Font(typeface, size_px)
    font.setEdging(skia.Font.Edging.kAntiAlias)
    font.setHinting(skia.FontHinting.kNone)
    font.setSubpixel(True)
    paint = skia.Paint(AntiAlias=True, Color=skia.ColorWHITE if light_on_dark else skia.ColorBLACK)
    canvas.drawString(TEXT, 4, baseline, font, paint)
    return surface.makeImageSnapshot().toarray()[..., :3]

def rowframe_line(size_px, light_on_dark, w, h, baseline, tmp):
    ink = [1, 1, 1, 1] if light_on_dark else [0, 0, 0, 1]
    bg = [0, 0, 0, 1] if light_on_dark else [1, 1, 1, 1]
    hexcolor = lambda c: "#%02x%02x%02x" % tuple(int(v * 255) for v in c[:3])
    lst = {"width": w, "height": h, "background": hexcolor(bg),
           "ops": [{"op": "text", "text": TEXT, "font": "Inter-Regular", "size": size_px, "origin": [4, baseline],
                    "paint": {"color": hexcolor(ink)}}]}
    src, png = pathlib.Path(tmp) / "line.json", pathlib.Path(tmp) / "line.png"
    src.write_text(json.dumps(lst))
    subprocess.run([rowframe, "render", str(src), "--out", str(png), "--quiet"], check=True)
    return skia.Image.open(str(png)).toarray()[..., :3] if hasattr(skia.Image, "open") else np.asarray(skia.Image.MakeFromEncoded(skia.Data.MakeFromFileName(str(png))).toarray())[..., :3]

print("%-10s %-8s %10s %10s %8s" % ("size", "engine", "dark-on-lt", "lt-on-dark", "ratio"))
with tempfile.TemporaryDirectory() as tmp:
    for pt, scale in CASES:
        px = pt * scale
        w, h, baseline = int(px * 16), int(px * 1.6), int(px * 1.2)
        for name, draw in (("skia", lambda d: skia_line(px, d, w, h, baseline)), ("rowframe", lambda d: rowframe_line(px, d, w, h, baseline, tmp))):
            dol = coverage(draw(False), False).mean()
            lod = coverage(draw(True), True).mean()
            print("%-10s %-8s %10.5f %10.5f %8.3f" % ("%dpt@%dx" % (pt, scale), name, dol, lod, lod / dol))
