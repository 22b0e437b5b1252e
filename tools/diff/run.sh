#!/usr/bin/env bash
# Diff checks against peers, outside `swift test`:
#   tools/diff/run.sh          pixelmatch (PyPI) agreement on pairs with known changes
#   tools/diff/run.sh bench    1170×2532 diff end to end vs libpng decode alone and ImageMagick compare
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -x .venv-peers/bin/python ]; then python3 -m venv .venv-peers; fi
.venv-peers/bin/python -c 'import pixelmatch, PIL, numpy' 2>/dev/null || .venv-peers/bin/pip install -q pixelmatch pillow numpy
swift build -c release --product rowframe >/dev/null
bin=$PWD/.build/release/rowframe
if [ "${1:-}" != bench ]; then exec .venv-peers/bin/python tools/diff/check_pixelmatch.py "$bin"; fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
$bin render examples/feed.json --out "$tmp/a.png" >/dev/null
sed 's/"#34C759FF"/"#30D158FF"/' examples/feed.json > "$tmp/b.json"
$bin render "$tmp/b.json" --out "$tmp/b.png" >/dev/null
# hyperfine alternates nothing, so run the three commands in rounds and take each one's median.
command -v compare >/dev/null || { echo "ImageMagick not installed (apt-get install imagemagick)"; exit 2; }
command -v hyperfine >/dev/null || { echo "hyperfine not installed (apt-get install hyperfine)"; exit 2; }
for round in 1 2 3; do
  hyperfine -N -i -w 2 -r 10 --export-json "$tmp/round$round.json" \
    "$bin diff $tmp/a.png $tmp/b.png" "$bin diff $tmp/a.png $tmp/a.png --decode-only" "compare -metric AE $tmp/a.png $tmp/b.png null:" >/dev/null
done
python3 - "$tmp" <<'PY'
import json, statistics, sys
times = {}
for r in (1, 2, 3):
    for result in json.load(open(f"{sys.argv[1]}/round{r}.json"))["results"]:
        times.setdefault(result["command"].split()[0].split("/")[-1] + (" decode" if "--decode-only" in result["command"] else ""), []).extend(result["times"])
m = {k: statistics.median(v) * 1000 for k, v in times.items()}
ours, decode, magick = m["rowframe"], m["rowframe decode"], m["compare"]
print(f"rowframe diff (end to end) {ours:.1f} ms; decoding both PNGs alone {decode:.1f} ms; ratio {ours / decode:.2f} (goal <= 1.1)")
print(f"ImageMagick compare -metric AE {magick:.1f} ms; rowframe is {magick / ours:.2f}x faster (goal >= 3); medians of 30 runs each")
PY
