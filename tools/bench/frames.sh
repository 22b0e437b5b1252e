#!/usr/bin/env bash
# Times frame export — `rowframe frames press --fps 75` (90 frames of a row @3x, PNGs written)
# — alternating another build's rowframe with this checkout's release build, ROUNDS times
# each (default 9), and prints each one's median and minimum wall time and the ratio. The
# machine is shared and noisy: only figures from one run compare.
#   tools/bench/frames.sh /path/to/other/.build/release/rowframe [ROUNDS] [SCENE]
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
base=${1:?usage: tools/bench/frames.sh OTHER_ROWFRAME [ROUNDS] [SCENE]}
rounds=${2:-9}
scene=${3:-press}
[ -x "$base" ] || { echo "not an executable: $base" >&2; exit 2; }
(cd "$here" && swift build -c release --product rowframe >/dev/null)
new="$here/.build/release/rowframe"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for _ in $(seq "$rounds"); do
  for which in base new; do
    bin=$base; [ "$which" = new ] && bin=$new
    rm -rf "$out/frames"
    start=$(date +%s%N)
    "$bin" frames "$scene" --fps 75 --out "$out/frames" --quiet
    end=$(date +%s%N)
    echo "$which $(( (end - start) / 1000 ))"
  done
done | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    which, us = line.split()
    times.setdefault(which, []).append(int(us) / 1e6)
for which in ("base", "new"):
    t = times[which]
    print(f"{which}: median {statistics.median(t):.3f} s, min {min(t):.3f} s over {len(t)} runs")
base, new = (statistics.median(times[k]) for k in ("base", "new"))
print(f"base/new: {base / new:.2f}x")
'
