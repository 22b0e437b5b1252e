#!/usr/bin/env bash
# Regenerates Fonts/ from Debian and PyPI packages (see Fonts/README.md for what each file is).
#   tools/fonts/build.sh            every font and the symbol table
#   tools/fonts/build.sh symbols    only the symbol fonts and table (symbols.json, Phosphor.ttf,
#                                   MaterialIcons-Regular-subset.ttf, MaterialDesignIcons-subset.ttf
#                                   and their licenses)
# Needs network access to Debian's archive and PyPI; installs nothing system-wide (the Debian
# packages are downloaded and unpacked into a temporary folder, fonttools into a venv there).
# The sf-*.tsv files are not made here (tools/fonts/sf-advances.sh, sf-symbol-metrics.sh) and
# are left as they are.
set -euo pipefail
what=${1:-all}
case "$what" in all|symbols) ;; *) echo "usage: tools/fonts/build.sh [all|symbols]" >&2; exit 2;; esac
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$work"

debs=(fonts-material-design-icons-iconfont)
[ "$what" = all ] && debs+=(fonts-inter fonts-texgyre fonts-noto-color-emoji fonts-noto-core fonts-noto-mono fonts-noto-cjk fonts-quicksand)
apt-get download "${debs[@]}" >/dev/null 2>&1 || {
  echo "apt-get download failed: run 'apt-get update' first" >&2; exit 1; }
for deb in *.deb; do dpkg -x "$deb" pkg; done
python3 -m venv venv
venv/bin/pip install -q 'fonttools==4.*'
venv/bin/pip download -q --no-deps 'qtawesome==1.4.2' -d wheels
python3 -m zipfile -e wheels/qtawesome-*.whl qta

out="$root/Fonts/files"
tmp="$work/out"; mkdir -p "$tmp"

if [ "$what" = all ]; then
inter=pkg/usr/share/fonts/opentype/inter
heros=pkg/usr/share/texmf/fonts/opentype/public/tex-gyre
noto=pkg/usr/share/fonts/truetype/noto

# The system font (SF Pro's stand-in): Inter 4.0, unmodified — Latin, Greek and Cyrillic in
# full — in the four weights rows use, upright and italic.
for weight in Regular Medium SemiBold Bold; do
  cp "$inter/Inter-$weight.otf" "$tmp/"
  italic=$([ "$weight" = Regular ] && echo Italic || echo "${weight}Italic")
  cp "$inter/Inter-$italic.otf" "$tmp/"
done
# The system font's other weights (ultraLight … black), upright only.
for weight in Thin ExtraLight Light ExtraBold Black; do cp "$inter/Inter-$weight.otf" "$tmp/"; done
cp pkg/usr/share/doc/fonts-inter/copyright "$tmp/LICENSE-Inter.txt"

# The Helvetica Neue role: TeX Gyre Heros, bundled unmodified (its license asks renamed
# derivatives, so we do not subset it).
for style in regular bold italic bolditalic; do
  name=$(echo "$style" | sed 's/^regular$/Regular/; s/^bold$/Bold/; s/^italic$/Italic/; s/^bolditalic$/BoldItalic/')
  cp "$heros/texgyreheros-$style.otf" "$tmp/TeXGyreHeros-$name.otf"
done
# The serif design (New York's stand-in): TeX Gyre Termes, unmodified.
for style in regular bold italic bolditalic; do
  name=$(echo "$style" | sed 's/^regular$/Regular/; s/^bold$/Bold/; s/^italic$/Italic/; s/^bolditalic$/BoldItalic/')
  cp "$heros/texgyretermes-$style.otf" "$tmp/TeXGyreTermes-$name.otf"
done
cp pkg/usr/share/texmf/doc/fonts/tex-gyre/GUST-FONT-LICENSE.txt "$tmp/LICENSE-TeXGyre.txt"

# The rounded design (SF Pro Rounded's stand-in): Quicksand, unmodified.
for weight in Regular Medium Bold; do cp pkg/usr/share/fonts/truetype/quicksand/Quicksand-$weight.ttf "$tmp/"; done
cp pkg/usr/share/doc/fonts-quicksand/copyright "$tmp/LICENSE-Quicksand.txt"

# Fallback scripts: Noto Sans, unmodified, Regular and Bold where rows need both.
for family in Arabic Hebrew Devanagari Thai; do
  cp "$noto/NotoSans$family-Regular.ttf" "$noto/NotoSans$family-Bold.ttf" "$tmp/"
done
for family in Armenian Georgian Bengali Tamil; do cp "$noto/NotoSans$family-Regular.ttf" "$tmp/"; done
cp pkg/usr/share/doc/fonts-noto-core/copyright "$tmp/LICENSE-Noto.txt"

# Monospaced (SF Mono's stand-in, for `.monospaced()` and Markdown code): Noto Sans Mono.
cp "$noto/NotoSansMono-Regular.ttf" "$noto/NotoSansMono-Bold.ttf" "$tmp/"

# CJK: Noto Sans CJK (the Japanese face of the collection, with its locl forms for Chinese
# and Korean), subset to the characters names and messages mostly use — GB 2312 level 1
# hanzi, JIS X 0208 kanji, Big5's frequent hanzi, KS X 1001's 2,350 Hangul syllables, kana,
# CJK punctuation and full-width forms: 9,688 characters, 4.3 MB instead of 19 MB.
venv/bin/python - "$tmp/cjk.unicodes" <<'PY'
import sys
def decode(enc, pairs):
    out = set()
    for b1, b2 in pairs:
        try:
            c = bytes([b1, b2]).decode(enc)
            if len(c) == 1: out.add(ord(c))
        except Exception: pass
    return out
grid = lambda r1, r2: [(a, b) for a in range(*r1) for b in range(*r2)]
han = lambda s: {c for c in s if 0x4E00 <= c <= 0x9FFF}
chars = han(decode("gb2312", grid((0xB0, 0xD8), (0xA1, 0xFF))))
chars |= han(decode("shift_jis", [(c >> 8, c & 0xFF) for c in range(0x8140, 0x9FFD)]))
chars |= han(decode("big5", grid((0xA4, 0xC7), (0x40, 0x7F))))
chars |= {c for c in decode("euc_kr", grid((0xB0, 0xC9), (0xA1, 0xFF))) if 0xAC00 <= c <= 0xD7A3}
chars |= set(range(0x3000, 0x3100)) | set(range(0x3130, 0x3190)) | set(range(0xFF00, 0xFFF0))
open(sys.argv[1], "w").write(",".join("U+%04X" % c for c in sorted(chars)))
PY
venv/bin/pyftsubset pkg/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc --font-number=0 \
  --unicodes-file="$tmp/cjk.unicodes" --layout-features='*' --name-IDs='*' --output-file="$tmp/NotoSansCJK-Regular-subset.otf"
rm "$tmp/cjk.unicodes"
cp pkg/usr/share/doc/fonts-noto-cjk/copyright "$tmp/LICENSE-NotoCJK.txt"

# Emoji: Noto Color Emoji (CBDT bitmaps), unmodified — every emoji and sequence (ZWJ, flags,
# keycaps, skin tones).
cp "$noto/NotoColorEmoji.ttf" "$tmp/"
cp pkg/usr/share/doc/fonts-noto-color-emoji/copyright "$tmp/LICENSE-NotoColorEmoji.txt"
fi

# Icons: Phosphor 1.3.0 from the qtawesome wheel, subset to the SF Symbol mapping.
# Names Phosphor has no icon of that meaning for: Google's Material Icons (Debian's
# fonts-material-design-icons-iconfont, Apache-2.0), subset likewise; names neither has:
# Pictogrammers' Material Design Icons 6.9.96 from the same wheel (Apache-2.0), subset likewise.
material=pkg/usr/share/fonts-material-design-icons-iconfont
mdi=qta/qtawesome/fonts/materialdesignicons6-webfont-6.9.96.ttf
mdi_charmap=qta/qtawesome/fonts/materialdesignicons6-webfont-charmap-6.9.96.json
venv/bin/python - "$root/tools/fonts/symbols.tsv" qta/qtawesome/fonts/phosphor-charmap-1.3.0.json "$tmp" \
  "$root/tools/fonts/symbols-material.tsv" "$material/scss/_variables.scss" \
  "$root/tools/fonts/symbols-mdi.tsv" "$mdi_charmap" <<'PY'
import json, re, sys
table, charmap, out = sys.argv[1], json.load(open(sys.argv[2])), sys.argv[3]
material_table, material_map = sys.argv[4], dict(re.findall(r'"([a-z0-9_]+)": ([0-9a-f]+)', open(sys.argv[5]).read()))
mdi_table, mdi_map = sys.argv[6], json.load(open(sys.argv[7]))
# A row may end in a transform after the glyph: "mirror" (flipped left to right: a glyph that
# points or leans the other way) or "rotate90" (turned a quarter clockwise). A transformed glyph
# is drawn at one weight.
transforms = ("mirror", "rotate90")
def fields(line, name):
    sf, glyph, *rest = line.split("#")[0].split()
    if len(rest) > 1 or (rest and rest[0] not in transforms):
        sys.exit(f"{name}: {sf}: expected a glyph name and at most one of {transforms}, found {rest}")
    return sf, glyph, (rest[0] if rest else None)
symbols, approximate = {}, set()
for line in open(table):
    if line.startswith('#') or not line.strip():
        continue
    sf, glyph, transform = fields(line, "symbols.tsv")
    if "# approx" in line:
        approximate.add(sf)
    symbols[sf] = {"phosphor": glyph, "codepoint": int(charmap[glyph], 16)}
    if transform:
        symbols[sf]["transform"] = transform
        continue
    # Phosphor draws each outline icon in thin, light and bold too (fills have one weight):
    # symbols follow their font's weight through them.
    weights = {w: int(charmap[f"{glyph}-{w}"], 16) for w in ("thin", "light", "bold") if f"{glyph}-{w}" in charmap}
    if weights:
        symbols[sf]["weights"] = weights
# SF Symbols pairs most icons with a filled form: X.fill, where X is listed and Phosphor fills
# its icon, and X, where only X.fill is listed (its icon without "-fill"), are derived.
# Not from a stand-in ("# approx"), and not for enclosed forms (X.circle, X.square.fill, …),
# which RowText composes from X and the enclosure.
enclosed = (".circle", ".square", ".app", ".circle.fill", ".square.fill", ".app.fill")
for sf, entry in list(symbols.items()):
    glyph = entry["phosphor"]
    if sf in approximate or sf.endswith(enclosed) or "transform" in entry:
        continue
    if sf.endswith(".fill") and glyph.endswith("-fill") and sf[:-5] not in symbols and glyph[:-5] in charmap:
        outline = glyph[:-5]
        symbols[sf[:-5]] = {"phosphor": outline, "codepoint": int(charmap[outline], 16), "derived": True}
        weights = {w: int(charmap[f"{outline}-{w}"], 16) for w in ("thin", "light", "bold") if f"{outline}-{w}" in charmap}
        if weights:
            symbols[sf[:-5]]["weights"] = weights
    elif not sf.endswith(".fill") and f"{sf}.fill" not in symbols and f"{glyph}-fill" in charmap:
        symbols[f"{sf}.fill"] = {"phosphor": f"{glyph}-fill", "codepoint": int(charmap[f"{glyph}-fill"], 16), "derived": True}
# Material Icons: one weight, filled, so X.fill is X's glyph where only X is listed.
transplanted = {}
for line in open(material_table):
    if line.startswith('#') or not line.strip():
        continue
    sf, glyph, transform = fields(line, "symbols-material.tsv")
    # (A name listed here wins over one derived from symbols.tsv, not over one listed there.)
    if sf in transplanted or (sf in symbols and not symbols[sf].get("derived")):
        sys.exit(f"symbols-material.tsv: {sf} is listed twice (or in symbols.tsv too)")
    symbols.pop(sf, None)
    if glyph not in material_map:
        sys.exit(f"symbols-material.tsv: {sf} names {glyph}, which Material Icons lacks")
    transplanted[sf] = {"material": glyph, "codepoint": int(material_map[glyph], 16), "font": "material"}
    if transform:
        transplanted[sf]["transform"] = transform
for sf, entry in list(transplanted.items()):
    if "fill" not in sf.split(".") and not sf.endswith(enclosed) and f"{sf}.fill" not in symbols and f"{sf}.fill" not in transplanted:
        transplanted[f"{sf}.fill"] = dict(entry, derived=True)
symbols.update(transplanted)
# Material Design Icons: a name listed here wins over the other tables, listed or derived. Mostly
# solid, one weight: X.fill (where not listed) is X's glyph, or its solid form where X's is "-outline".
mdi = {}
for line in open(mdi_table):
    if line.startswith('#') or not line.strip():
        continue
    sf, glyph, transform = fields(line, "symbols-mdi.tsv")
    if sf in mdi:
        sys.exit(f"symbols-mdi.tsv: {sf} is listed twice")
    if glyph not in mdi_map:
        sys.exit(f"symbols-mdi.tsv: {sf} names {glyph}, which Material Design Icons lacks")
    mdi[sf] = {"mdi": glyph, "codepoint": int(mdi_map[glyph], 16), "font": "mdi"}
    if transform:
        mdi[sf]["transform"] = transform
for sf, entry in list(mdi.items()):
    fill = f"{sf}.fill"
    listed_elsewhere = fill in symbols and not symbols[fill].get("derived")
    if "fill" in sf.split(".") or sf.endswith(enclosed) or fill in mdi or listed_elsewhere:
        continue
    solid = entry["mdi"][:-len("-outline")] if entry["mdi"].endswith("-outline") else entry["mdi"]
    glyph = solid if solid in mdi_map else entry["mdi"]
    mdi[fill] = dict(entry, mdi=glyph, codepoint=int(mdi_map[glyph], 16), derived=True)
symbols.update(mdi)
json.dump({"font": "Phosphor.ttf", "materialFont": "MaterialIcons-Regular-subset.ttf",
           "mdiFont": "MaterialDesignIcons-subset.ttf", "symbols": symbols},
          open(f"{out}/symbols.json", "w"), indent=1, sort_keys=True)
own = [s for s in symbols.values() if "font" not in s]
codepoints = {s["codepoint"] for s in own} | {c for s in own for c in s.get("weights", {}).values()}
open(f"{out}/symbols.unicodes", "w").write(",".join(f"U+{c:04X}" for c in sorted(codepoints)))
for font in ("material", "mdi"):
    used = {s["codepoint"] for s in symbols.values() if s.get("font") == font}
    open(f"{out}/{font}.unicodes", "w").write(",".join(f"U+{c:04X}" for c in sorted(used)))
PY
venv/bin/pyftsubset qta/qtawesome/fonts/phosphor-1.3.0.ttf --unicodes-file="$tmp/symbols.unicodes" \
  --name-IDs='*' --output-file="$tmp/Phosphor.ttf"
rm "$tmp/symbols.unicodes"
venv/bin/pyftsubset pkg/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf \
  --unicodes-file="$tmp/material.unicodes" --name-IDs='*' --output-file="$tmp/MaterialIcons-Regular-subset.ttf"
rm "$tmp/material.unicodes"
cp pkg/usr/share/doc/fonts-material-design-icons-iconfont/copyright "$tmp/LICENSE-MaterialIcons.txt"
venv/bin/pyftsubset "$mdi" --unicodes-file="$tmp/mdi.unicodes" --name-IDs='*' \
  --output-file="$tmp/MaterialDesignIcons-subset.ttf"
rm "$tmp/mdi.unicodes"
# The wheel carries no license file of its own for the font; its README (the wheel's METADATA)
# states the Material Design Icons font's license, Apache-2.0, whose text Debian keeps.
grep -q 'Material Design Icons.*font is licensed under the \[Apache License Version 2.0\]' qta/qtawesome-1.4.2.dist-info/METADATA ||
  { echo "qtawesome's README no longer states the Material Design Icons font's license" >&2; exit 1; }
[ -f /usr/share/common-licenses/Apache-2.0 ] || { echo "needs /usr/share/common-licenses/Apache-2.0 (Debian's base-files)" >&2; exit 1; }
{ cat <<'LIC'
Material Design Icons 6.9.96 (https://pictogrammers.com/library/mdi/), the community icon set by
Pictogrammers (Austin Andrews and contributors), as the PyPI wheel qtawesome 1.4.2 bundles it
(qtawesome/fonts/materialdesignicons6-webfont-6.9.96.ttf). MaterialDesignIcons-subset.ttf is that
font subset to the glyphs tools/fonts/symbols-mdi.tsv names, its outlines unchanged.
The font is licensed under the Apache License, Version 2.0, as qtawesome's README states; the
license's text follows.

LIC
cat /usr/share/common-licenses/Apache-2.0; } > "$tmp/LICENSE-MaterialDesignIcons.txt"
cat > "$tmp/LICENSE-Phosphor.txt" <<'LIC'
Phosphor Icons 1.3.0 (https://phosphoricons.com), by Tobias Fried & Helena Zhang.
Licensed under the MIT license, whose text follows.

MIT License

Copyright (c) 2020 Phosphor Icons

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
LIC

# Replace the generated files in Fonts/files/ (Fonts/README.md, the Swift file and the sf-*.tsv
# figures are not made here).
mkdir -p "$out"
if [ "$what" = all ]; then
  find "$out" -maxdepth 1 -type f ! -name 'sf-*.tsv' -delete
else
  rm -f "$out"/symbols.json "$out"/Phosphor.ttf "$out"/MaterialIcons-Regular-subset.ttf "$out"/MaterialDesignIcons-subset.ttf \
    "$out"/LICENSE-Phosphor.txt "$out"/LICENSE-MaterialIcons.txt "$out"/LICENSE-MaterialDesignIcons.txt
fi
cp "$tmp"/* "$out/"
ls -l "$out"
