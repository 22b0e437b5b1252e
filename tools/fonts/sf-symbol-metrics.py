#!/usr/bin/env python3
"""Writes SF Symbols' glyph metrics, as figures: per symbol name, the advance and the ink's
bounding box of its glyph in Apple's SF Pro (regular weight, medium scale).

  tools/fonts/sf-symbol-metrics.py SF_PRO_TEXT_REGULAR_OTF NAMES_SWIFT CATALOG_SWIFT OUT_TSV OUT_NAMES

SF Pro carries the SF Symbols glyphs at private-use code points (U+100000 on); NAMES_SWIFT is a
Swift source whose enum cases read `case x = "<character><name>"`, pairing each name with its
code point; CATALOG_SWIFT is a Swift source that declares every symbol of SF Symbols 1.0 to 5.2 as
`static let x = …(rawValue: "<name>")`, most after a doc comment line `/// <character>`. A symbol image in UIKit and SwiftUI is its glyph at the point size: as wide as the
advance, with the ink where the glyph has it (RowScene's SymbolNode adds SF Symbols' margins
above and below). Only numbers leave the font; no outline or other table is copied.

Writes OUT_TSV atomically: comment lines (units per em), then per name, sorted,
`name<TAB>advance xMin yMin xMax yMax` in font units (y up from the baseline); and OUT_NAMES, every
SF Symbol name either source gives, one per line, sorted (names only: which strings are symbols).
Needs fontTools (`pip install fonttools`).
"""
import os
import re
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont


def write(path, lines):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        out.write("".join(line + "\n" for line in lines))
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)


def main(font_path, names_path, catalog_path, out_path, names_out):
    font = TTFont(font_path)
    upem = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    hmtx = font["hmtx"]
    source = open(names_path, encoding="utf-8").read()
    pairs = re.findall(r'case\s+\S+\s*=\s*"(.)([^"]+)"', source)
    if len(pairs) < 1000:
        sys.exit(f"{names_path}: only {len(pairs)} named cases found")
    catalog = open(catalog_path, encoding="utf-8").read()
    names = set(re.findall(r'rawValue:\s*"([^"]+)"', catalog))
    if len(names) < 4000:
        sys.exit(f"{catalog_path}: only {len(names)} symbol names found")
    # A doc comment's first line is the symbol's character; the declaration follows the comment.
    pairs += re.findall(r'///\s*(\S)\s*\n(?:\s*///[^\n]*\n)*\s*(?:@available[^\n]*\n\s*)?static let \w+\s*=[^\n]*rawValue:\s*"([^"]+)"', catalog)
    names |= {name for _, name in pairs}
    rows = {}
    for character, name in pairs:
        cp = ord(character)
        if cp < 0x100000 or cp not in cmap:
            continue
        glyph = cmap[cp]
        pen = BoundsPen(glyphs)
        glyphs[glyph].draw(pen)
        if pen.bounds is None:
            continue
        x0, y0, x1, y1 = (round(v) for v in pen.bounds)
        rows[name] = (hmtx[glyph][0], x0, y0, x1, y1)
    if len(rows) < 1000:
        sys.exit(f"only {len(rows)} symbols measured")
    write(out_path, ["# SF Symbols glyph metrics: figures measured from Apple's SF Pro Text Regular by tools/fonts/sf-symbol-metrics.py",
                     f"# units per em {upem}",
                     "# columns: symbol name, then advance xMin yMin xMax yMax (font units, y up from the baseline)"]
          + [name + "\t" + " ".join(str(v) for v in rows[name]) for name in sorted(rows)])
    write(names_out, ["# SF Symbols' names (SF Symbols 1.0 to 5.2), one per line: tools/fonts/sf-symbol-metrics.py"] + sorted(names))
    print(f"{out_path}: {len(rows)} symbols; {names_out}: {len(names)} names")


if __name__ == "__main__":
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    main(*sys.argv[1:])
