#!/usr/bin/env bash
# Calibrates the display-list work budget (DisplayListWork, DisplayList.Limits.maxWork):
# renders lists that take each kind of op to its worst — full-canvas fills, wide layer blurs,
# glyphs at 4096 px, emoji, sixteen wide layer shadows, shadows of circles and rounded
# rectangles, a path of 100 000 edges — plus the examples, and prints each list's estimated
# work and the nanoseconds per step it took (release build). Every kind should stay near or
# under 1–2 ns per step: then the budget bounds time.
#   tools/bench/work.sh [ROWFRAME_BINARY] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-.build/release/rowframe}
runs=${2:-3}
[ -x "$bin" ] || swift build -c release --product rowframe >/dev/null
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 - "$tmp" <<'PY'
import json, sys
out = sys.argv[1]
def dump(name, w, h, ops): json.dump({"width": w, "height": h, "ops": ops}, open(f"{out}/{name}.json", "w"))
dump("fills", 1170, 2532, [{"op": "fill", "path": {"rect": [0, 0, 1170, 2532]}, "paint": {"color": "#FF000080"}}] * 100)
ops = []
for i in range(20):
    ops += [{"op": "beginLayer", "blur": 64}, {"op": "fill", "path": {"rect": [10 * i, 10, 100, 100]}, "paint": {"color": "#0000FF"}}, {"op": "endLayer"}]
dump("layer-blurs", 400, 200, ops)
dump("glyphs-4096px", 400, 200, [{"op": "glyphs", "font": "Inter-Regular", "size": 4096, "glyphs": list(range(36, 136)),
                                  "positions": [[i * 50 - 2000, 2000] for i in range(100)], "paint": {"color": "#000000"}}])
dump("emoji-2048px", 1024, 1024, [{"op": "text", "text": "😀" * 10, "font": "Inter-Regular", "size": 2048, "origin": [-500, 1500]}])
dump("layer-shadows", 1170, 800, [{"op": "beginLayer", "shadows": [{"color": "#00000080", "sigma": 40, "offset": [0, 2]}] * 16},
                                  {"op": "fill", "path": {"rect": [100, 100, 900, 500]}, "paint": {"color": "#FFFFFF"}}, {"op": "endLayer"}])
dump("circle-shadows", 1170, 800, [{"op": "shadow", "path": {"circle": [585, 400], "radius": 300}, "color": "#00000080", "sigma": 20, "offset": [0, 2]}] * 50)
dump("card-shadows", 1170, 800, [{"op": "shadow", "path": {"roundedRect": [100, 100, 900, 500], "radius": 20}, "color": "#00000080", "sigma": 20, "offset": [0, 2]}] * 100)
d = "M0 0 " + " ".join(f"L{(i * 37) % 1170} {(i * 91) % 2532}" for i in range(100000)) + " Z"
dump("100k-edges", 1170, 2532, [{"op": "fill", "path": {"svg": d}, "paint": {"color": "#000000"}}])
PY
"$bin" render examples/scene-rows.json --out "$tmp/rows.png" --json "$tmp/scene-rows.json" --quiet
"$bin" render examples/scene-screen.json --out "$tmp/screen.png" --json "$tmp/scene-screen.json" --quiet
for f in "$tmp"/*.json examples/text-screen.json examples/text-specimen.json examples/feed.json; do
  line=$("$bin" bench "$f" --runs "$runs" --warmup 1 | head -1)
  printf '%-22s %s\n' "$(basename "$f" .json)" "${line#*runs: }"
done
