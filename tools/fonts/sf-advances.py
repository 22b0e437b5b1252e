#!/usr/bin/env python3
"""Writes the advance widths of SF Pro and SF Pro Rounded, the fonts iOS sets its system text
in, as figures.

  tools/fonts/sf-advances.py SF_FONTS_DIR SF_PRO_TTF FONTS_DIR

SF_FONTS_DIR holds Apple's static faces `SF-Pro-Text-<Weight>.otf`, `SF-Pro-Display-<Weight>.otf`
and `SF-Pro-Rounded-<Weight>.otf` for the nine weights (Ultralight … Black); SF_PRO_TTF is the
variable `SF-Pro.ttf` (axes `wght` and `opsz`) or a subset of it that keeps its `avar` table;
FONTS_DIR is Fonts/files, whose stand-in faces (Inter, Quicksand) limit the characters listed
and where the tables are written. `sf-advances.sh` fetches the fonts named in
`sf-advances.source`. Only numbers leave the fonts; no outline, name or other table is copied.

SF Pro Text is the variable font at optical size 17 and SF Pro Display at 28 (CoreText sets the
optical size to the point size, clamped to 17–28). Between them the variable font moves from
one to the other along its `avar` curve (a fraction 0.0909 of the way at 19 pt, 0.818 at 24 pt);
the table lists each character's advance at 17, 19, 24 and 28 pt, so a reader interpolating
linearly between these sizes follows the font to within a unit. SF Pro Rounded has one design.

Writes, atomically:
- sf-pro-advances.tsv: per character, for each weight, the advance at 17 19 24 28 pt;
- sf-pro-rounded-advances.tsv: per character, for each weight, its one advance.
Needs fontTools (`pip install fonttools`).
"""
import os
import sys

from fontTools.ttLib import TTFont

WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
OPTICAL_SIZES = (17, 19, 24, 28)


def advances(path):
    font = TTFont(path)
    if font["head"].unitsPerEm != 2048:
        sys.exit(f"{path}: units per em {font['head'].unitsPerEm}, expected 2048")
    hmtx = font["hmtx"]
    return {cp: hmtx[glyph][0] for cp, glyph in font.getBestCmap().items()}


def fraction_of_display(variable, size):
    """How far (0 Text … 1 Display) the variable font's opsz axis is at `size` points."""
    axis = next(a for a in variable["fvar"].axes if a.axisTag == "opsz")
    if (axis.minValue, axis.defaultValue, axis.maxValue) != (17, 28, 28):
        sys.exit(f"opsz axis is {axis.minValue}–{axis.maxValue} (default {axis.defaultValue}), expected 17–28 (28)")
    normalized = (size - axis.defaultValue) / (axis.defaultValue - axis.minValue)  # −1 at 17, 0 at 28
    segments = sorted(variable["avar"].segments["opsz"].items())
    for (x0, y0), (x1, y1) in zip(segments, segments[1:]):
        if x0 <= normalized <= x1:
            mapped = y0 + (y1 - y0) * (normalized - x0) / (x1 - x0)
            return 1 + mapped
    sys.exit(f"avar has no segment for opsz {size}")


def coverage(path):
    return set(TTFont(path).getBestCmap())


def write(path, header, rows):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write("\n".join(header) + "\n")
        for cp, values in rows:
            f.write("%04X\t%s\n" % (cp, " ".join(str(v) for v in values)))
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    print(f"{path}: {len(rows)} characters")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sf_dir, variable_path, fonts = sys.argv[1:]
    variable = TTFont(variable_path)
    fractions = [fraction_of_display(variable, s) for s in OPTICAL_SIZES]

    text = [advances(f"{sf_dir}/SF-Pro-Text-{w}.otf") for w in WEIGHTS]
    display = [advances(f"{sf_dir}/SF-Pro-Display-{w}.otf") for w in WEIGHTS]
    inter = coverage(f"{fonts}/Inter-Regular.otf")
    listed = sorted(set.intersection(*(set(t) for t in text + display)) & inter)
    rows = []
    for cp in listed:
        values = []
        for t, d in zip(text, display):
            values += [round(t[cp] + (d[cp] - t[cp]) * f, 2) for f in fractions]
        rows.append((cp, [int(v) if v == int(v) else v for v in values]))
    write(f"{fonts}/sf-pro-advances.tsv", [
        "# SF Pro advance widths: figures measured from Apple's SF Pro Text and Display by tools/fonts/sf-advances.py",
        "# units per em 2048",
        "# optical sizes " + " ".join(str(s) for s in OPTICAL_SIZES),
        "# columns: code point, then for each weight (Ultralight Thin Light Regular Medium Semibold Bold",
        "# Heavy Black) the advance at each optical size",
    ], rows)

    rounded = [advances(f"{sf_dir}/SF-Pro-Rounded-{w}.otf") for w in WEIGHTS]
    quicksand = coverage(f"{fonts}/Quicksand-Regular.ttf")
    listed = sorted(set.intersection(*(set(r) for r in rounded)) & quicksand)
    write(f"{fonts}/sf-pro-rounded-advances.tsv", [
        "# SF Pro Rounded advance widths: figures measured from Apple's SF Pro Rounded by tools/fonts/sf-advances.py",
        "# units per em 2048",
        "# optical sizes 17",
        "# columns: code point, then the advance at each weight (Ultralight Thin Light Regular Medium",
        "# Semibold Bold Heavy Black)",
    ], [(cp, [r[cp] for r in rounded]) for cp in listed])


if __name__ == "__main__":
    main()
