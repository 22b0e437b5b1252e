#!/usr/bin/env python3
"""Writes the JPEG fixtures of Tests/RowJPEGTests/Fixtures: two flat blocks of known colour,
encoded as iOS apps ship JPEGs (baseline 4:2:0, progressive, gray, Adobe CMYK).

    /path/to/venv/bin/python tools/jpeg/fixtures.py     (needs Pillow)

The pictures are ours (two 16 × 16 blocks: red on the left, blue on the right); Pillow only
encodes them. Flat 16-pixel blocks decode close to their colour away from the seam, which
is what the tests check.
"""
from pathlib import Path
from PIL import Image

OUT = Path(__file__).resolve().parents[2] / "Tests" / "RowJPEGTests" / "Fixtures"
RED, BLUE = (220, 30, 40), (20, 60, 200)


def blocks(mode="RGB"):
    image = Image.new("RGB", (32, 16))
    for y in range(16):
        for x in range(32):
            image.putpixel((x, y), RED if x < 16 else BLUE)
    return image.convert(mode)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    blocks().save(OUT / "baseline-420.jpg", quality=92, subsampling=2)
    blocks().save(OUT / "progressive.jpg", quality=92, subsampling=2, progressive=True)
    blocks("L").save(OUT / "gray.jpg", quality=92)
    blocks("CMYK").save(OUT / "cmyk.jpg", quality=92)
    for f in sorted(OUT.glob("*.jpg")):
        print(f.name, f.stat().st_size)


if __name__ == "__main__":
    main()
