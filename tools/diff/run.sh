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
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
time_ms() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1 || true; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
ours=(); decode=(); magick=()
for _ in 1 2 3 4 5; do
  ours+=("$(time_ms $bin diff "$tmp/a.png" "$tmp/b.png")")
  decode+=("$(time_ms $bin diff "$tmp/a.png" "$tmp/a.png" --decode-only)")
  if command -v compare >/dev/null; then magick+=("$(time_ms compare -metric AE "$tmp/a.png" "$tmp/b.png" null:)"); fi
done
o=$(printf '%s\n' "${ours[@]}" | median); d=$(printf '%s\n' "${decode[@]}" | median)
echo "rowframe diff (end to end) ${o} ms; decoding both PNGs alone ${d} ms; ratio $(echo "$o / $d" | bc -l | cut -c1-4)"
if [ ${#magick[@]} -gt 0 ]; then
  m=$(printf '%s\n' "${magick[@]}" | median)
  echo "ImageMagick compare -metric AE ${m} ms; rowframe is $(echo "$m / $o" | bc -l | cut -c1-4)x faster"
else
  echo "ImageMagick not installed (apt-get install imagemagick) — skipped"
fi
