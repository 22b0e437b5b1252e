#!/usr/bin/env python3
"""Checks `rowframe diff` against the pixelmatch package (PyPI) on image pairs with known changes.

Usage: tools/diff/run.sh   (builds rowframe, installs pixelmatch+pillow+numpy into .venv-peers)
The PyPI port (0.4) follows pixelmatch 6, which blends semi-transparent pixels on white, so
rowframe runs with --no-checkerboard here; pixelmatch 7.2's own suite (checkerboard) is checked
by tools/diff/pixelmatch-suite.sh. Prints, per pair, pixelmatch's count and ours (threshold 0.1,
anti-aliasing detection on and off); exits 1 on any mismatch.
"""
import json, os, subprocess, sys, tempfile
import numpy as np
from PIL import Image, ImageDraw
from pixelmatch.contrib.PIL import pixelmatch

rowframe = sys.argv[1]
tmp = tempfile.mkdtemp()
rng = np.random.default_rng(7)

def circle_image(dx=0.0):
    big = Image.new("RGBA", (800, 480), (255, 255, 255, 255))
    ImageDraw.Draw(big).ellipse([200 + dx * 4, 80, 520 + dx * 4, 400], fill=(0, 122, 255, 255))
    return big.resize((200, 120), Image.LANCZOS)

def row_image(dx=0.0, dy=0.0, line_y=None, color=(28, 28, 30), alpha=255, size=(390, 120)):
    # Anti-aliased shapes drawn at 4x and downsampled: real AA edges like renders have.
    big = Image.new("RGBA", (size[0] * 4, size[1] * 4), (242, 242, 247, alpha))
    d = ImageDraw.Draw(big)
    d.rounded_rectangle([64 + dx * 4, 80 + dy * 4, 1496 + dx * 4, 400 + dy * 4], radius=48, fill=(255, 255, 255, alpha))
    d.ellipse([128 + dx * 4, 144 + dy * 4, 320 + dx * 4, 336 + dy * 4], fill=(255, 149, 0, alpha))
    d.text((380 + dx * 4, 170 + dy * 4), "Whole Foods Market", fill=color + (alpha,), font_size=64)
    img = big.resize(size, Image.LANCZOS)
    if line_y is not None:
        ImageDraw.Draw(img).line([(16, line_y), (374, line_y)], fill=(60, 60, 67, 255), width=1)
    return img

pairs = {
    "identical": (row_image(), row_image()),
    "aa-shift": (row_image(), row_image(dx=0.25)),
    "aa-only": (circle_image(), circle_image(dx=0.25)),
    "one-px-divider": (row_image(line_y=110), row_image(line_y=111)),
    "divider-color": (row_image(line_y=110), row_image().copy()),
    "text-color": (row_image(), row_image(color=(255, 59, 48))),
    "moved-2pt": (row_image(), row_image(dy=2)),
    "translucent": (row_image(alpha=128), row_image(alpha=128, dx=1)),
}
noise_a = (rng.random((100, 160, 4)) * 255).astype(np.uint8)
noise_b = noise_a.copy(); noise_b[20:60, 30:90] = (rng.random((40, 60, 4)) * 255).astype(np.uint8)
pairs["noise"] = (Image.fromarray(noise_a, "RGBA"), Image.fromarray(noise_b, "RGBA"))
ok = True
for name, (a, b) in pairs.items():
    pa, pb = os.path.join(tmp, name + ".a.png"), os.path.join(tmp, name + ".b.png")
    a.save(pa); b.save(pb)
    for include_aa in (False, True):
        theirs = pixelmatch(a, b, threshold=0.1, includeAA=include_aa)
        args = [rowframe, "diff", pa, pb, "--json", "--no-checkerboard"] + (["--include-aa"] if include_aa else [])
        ours = json.loads(subprocess.run(args, capture_output=True, text=True).stdout)["entries"][0]["differentPixels"]
        flag = "ok" if ours == theirs else "MISMATCH"
        ok &= ours == theirs
        print(f"{name:16s} includeAA={str(include_aa):5s} pixelmatch {theirs:6d}  rowframe {ours:6d}  {flag}")
sys.exit(0 if ok else 1)
