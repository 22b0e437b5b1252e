#!/usr/bin/env python3
"""Writes the advance widths of SF Pro, the font iOS sets its system text in, as figures.

  tools/fonts/sf-advances.py SF_PRO_TTF OUT_TSV

SF_PRO_TTF is Apple's variable `SF-Pro.ttf` (axes `wght` and `opsz`), or any subset of it that
keeps those axes; `sf-advances.sh` fetches the one listed in `sf-advances.source`. Only numbers
leave the font: for every character it maps, the advance width in font units at each of its
nine named weights (Ultralight … Black, SwiftUI's `.ultraLight` … `.black`) and at the optical
sizes 17, 19, 24 and 28 pt. CoreText sets the optical size to the point size (clamped to the
axis, 17–28); between these sizes the font's own variation is linear to within a unit (the
`avar` breakpoints are at 19 and 24), so RowText interpolates linearly. No outline, name or
other table is copied.

RowText gives the system font's stand-in (Inter) these advances, so a line of text is as wide
as iOS sets it and wraps where iOS wraps it; a licensed SF Pro given by the user has them
already. Needs fontTools (`pip install fonttools`).
"""
import os
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

OPTICAL_SIZES = (17, 19, 24, 28)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    path, out = sys.argv[1], sys.argv[2]
    source = TTFont(path)
    if "fvar" not in source:
        sys.exit(f"{path}: not a variable font (no fvar table)")
    axes = {a.axisTag: a for a in source["fvar"].axes}
    if set(axes) != {"wght", "opsz"}:
        sys.exit(f"{path}: axes are {sorted(axes)}, expected wght and opsz")
    names = source["name"]
    weights = [(names.getDebugName(i.subfamilyNameID), i.coordinates["wght"]) for i in source["fvar"].instances
               if i.coordinates.get("opsz") == axes["opsz"].defaultValue]
    expected = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    if [w[0] for w in weights] != expected:
        sys.exit(f"{path}: named instances are {[w[0] for w in weights]}, expected {expected}")
    upm = source["head"].unitsPerEm

    columns = []  # (weight name, optical size) -> {code point: advance}
    for name, wght in weights:
        for size in OPTICAL_SIZES:
            instance = instancer.instantiateVariableFont(TTFont(path), {"wght": wght, "opsz": size})
            cmap, hmtx = instance.getBestCmap(), instance["hmtx"]
            columns.append({cp: hmtx[glyph][0] for cp, glyph in cmap.items()})
    codepoints = sorted(set.intersection(*(set(c) for c in columns)))

    lines = [
        "# SF Pro advance widths: figures measured from Apple's variable SF Pro by tools/fonts/sf-advances.py",
        f"# units per em {upm}; columns: code point, then for each weight (Ultralight Thin Light Regular",
        "# Medium Semibold Bold Heavy Black) the advance at optical sizes 17 19 24 28 pt",
    ]
    for cp in codepoints:
        lines.append("%04X\t%s" % (cp, " ".join(str(round(c[cp])) for c in columns)))
    tmp = out + ".tmp"
    with open(tmp, "w") as f:
        f.write("\n".join(lines) + "\n")
        f.flush()

        os.fsync(f.fileno())

    os.replace(tmp, out)
    print(f"{out}: {len(codepoints)} characters, {len(weights)} weights, optical sizes {OPTICAL_SIZES}")


if __name__ == "__main__":
    main()
