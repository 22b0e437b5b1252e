#!/usr/bin/env bash
# Regenerates Fonts/ from Debian and PyPI packages (see Fonts/README.md for what each file is).
#   tools/fonts/build.sh
# Needs network access to Debian's archive and PyPI; installs nothing system-wide (the Debian
# packages are downloaded and unpacked into a temporary folder, fonttools into a venv there).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
cd "$work"

apt-get download fonts-inter fonts-texgyre fonts-noto-color-emoji >/dev/null 2>&1 || {
  echo "apt-get download failed: run 'apt-get update' first" >&2; exit 1; }
for deb in *.deb; do dpkg -x "$deb" pkg; done
python3 -m venv venv
venv/bin/pip install -q 'fonttools==4.*'
venv/bin/pip download -q --no-deps 'qtawesome==1.4.2' -d wheels
python3 -m zipfile -e wheels/qtawesome-*.whl qta

out="$root/Fonts"
tmp="$work/out"; mkdir -p "$tmp"
inter=pkg/usr/share/fonts/opentype/inter
heros=pkg/usr/share/texmf/fonts/opentype/public/tex-gyre
latin='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+0160-0161,U+0178,U+017D-017E,U+0192,U+02C6,U+02DC,U+2010-2027,U+2030,U+2032-2033,U+2039-203A,U+2044,U+20AC,U+2122,U+2190-2193,U+2212,U+2215,U+2248,U+2260,U+2264-2265'

# The system-font role (SF Pro's stand-in): Inter, Latin subset with kerning and tabular digits.
for weight in Regular Medium SemiBold Bold; do
  venv/bin/pyftsubset "$inter/Inter-$weight.otf" --unicodes="$latin" --layout-features='kern,tnum' \
    --name-IDs='*' --output-file="$tmp/Inter-$weight.otf"
done
cp pkg/usr/share/doc/fonts-inter/copyright "$tmp/LICENSE-Inter.txt"

# The Helvetica Neue role: TeX Gyre Heros, bundled unmodified (its license asks renamed
# derivatives, so we do not subset it).
cp "$heros/texgyreheros-regular.otf" "$tmp/TeXGyreHeros-Regular.otf"
cp "$heros/texgyreheros-bold.otf" "$tmp/TeXGyreHeros-Bold.otf"
cp pkg/usr/share/texmf/doc/fonts/tex-gyre/GUST-FONT-LICENSE.txt "$tmp/LICENSE-TeXGyre.txt"

# Icons: Phosphor 1.3.0 from the qtawesome wheel, subset to the SF Symbol mapping.
venv/bin/python - "$root/tools/fonts/symbols.tsv" qta/qtawesome/fonts/phosphor-charmap-1.3.0.json "$tmp" <<'PY'
import json, sys
table, charmap, out = sys.argv[1], json.load(open(sys.argv[2])), sys.argv[3]
symbols = {}
for line in open(table):
    if line.startswith('#') or not line.strip():
        continue
    sf, glyph = line.split()
    symbols[sf] = {"phosphor": glyph, "codepoint": int(charmap[glyph], 16)}
json.dump({"font": "Phosphor.ttf", "symbols": symbols}, open(f"{out}/symbols.json", "w"), indent=1, sort_keys=True)
open(f"{out}/symbols.unicodes", "w").write(",".join(f"U+{s['codepoint']:04X}" for s in symbols.values()))
PY
venv/bin/pyftsubset qta/qtawesome/fonts/phosphor-1.3.0.ttf --unicodes-file="$tmp/symbols.unicodes" \
  --name-IDs='*' --output-file="$tmp/Phosphor.ttf"
rm "$tmp/symbols.unicodes"
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

# Emoji: Noto Color Emoji (CBDT bitmaps), subset to tools/fonts/emoji.txt.
emoji=$(grep -v '^#' "$root/tools/fonts/emoji.txt" | awk '{printf "%sU+%s", (NR>1?",":""), $1}')
venv/bin/pyftsubset pkg/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf --unicodes="$emoji" \
  --name-IDs='*' --output-file="$tmp/NotoColorEmoji-subset.ttf"
cp pkg/usr/share/doc/fonts-noto-color-emoji/copyright "$tmp/LICENSE-NotoColorEmoji.txt"

# Replace the generated files in Fonts/ (README.md there is ours and stays).
find "$out" -maxdepth 1 -type f ! -name README.md -delete
cp "$tmp"/* "$out/"
ls -l "$out"
