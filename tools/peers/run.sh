#!/usr/bin/env bash
# Benchmarks rowframe against Skia (skia-python) on the same display lists, in one run.
# Usage: tools/peers/run.sh [ROUNDS]   (default 5 rounds, alternating the two renderers)
# Installs skia-python into .venv-peers on first use (PyPI). Prints each median and the ratio.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${1:-5}
if [ ! -x .venv-peers/bin/python ] || ! .venv-peers/bin/python -c 'import skia' 2>/dev/null; then
  python3 -m venv .venv-peers
  .venv-peers/bin/pip install -q skia-python numpy
fi
swift build -c release --product rowframe >/dev/null
bin=.build/release/rowframe
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for scene in examples/peer-card.json examples/feed.json examples/text-screen.json; do
  runs=300; [ "$scene" = examples/peer-card.json ] || runs=40
  # Skia draws the resolved list (text shaped by rowframe into glyph ids and positions).
  resolved="$tmp/$(basename "$scene")"
  $bin render "$scene" --out "$tmp/ours.png" --json "$resolved" >/dev/null
  ours=(); theirs=()
  for _ in $(seq "$rounds"); do
    ours+=("$($bin bench "$scene" --runs "$runs" | tail -1)")
    theirs+=("$(.venv-peers/bin/python tools/peers/skia_peer.py "$resolved" --runs "$runs" 2>/dev/null | tail -1)")
  done
  o=$(printf '%s\n' "${ours[@]}" | median); t=$(printf '%s\n' "${theirs[@]}" | median)
  printf '%-26s rowframe %8.3f ms   skia %8.3f ms   ratio rowframe/skia %.2f   (medians of %d alternating rounds)\n' \
    "$scene" "$o" "$t" "$(echo "$o / $t" | bc -l)" "$rounds"
done
# Text with an empty glyph cache every frame (Skia keeps its process-wide glyph cache warm).
cold=()
for _ in $(seq "$rounds"); do cold+=("$($bin bench examples/text-screen.json --runs 40 --cold | tail -1)"); done
printf '%-26s rowframe %8.3f ms   (cold glyph cache, median of %d rounds)\n' examples/text-screen.json "$(printf '%s\n' "${cold[@]}" | median)" "$rounds"
