#!/usr/bin/env bash
# Times evaluate + layout of 100 rows — `rowframe bench-scene --rows 100 --runs RUNS`, whose
# last line is that phase's median in ms — alternating another build's rowframe with this
# checkout's release build, ROUNDS times each (default 15), and prints each one's median of
# the rounds' medians, its quietest round, and the ratio. The machine is shared and noisy:
# only figures from one run compare. Issue 26's peer is 410d963, the last commit before
# HarfBuzz shaping (9.6–11.5 ms when it was measured; the target is 12 ms).
#   git worktree add /tmp/peer 410d963 && (cd /tmp/peer && swift build -c release --product rowframe)
#   tools/bench/scene.sh /tmp/peer/.build/release/rowframe [ROUNDS] [RUNS]
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
base=${1:?usage: tools/bench/scene.sh OTHER_ROWFRAME [ROUNDS] [RUNS]}
rounds=${2:-15}
runs=${3:-40}
[ -x "$base" ] || { echo "not an executable: $base" >&2; exit 2; }
(cd "$here" && swift build -c release --product rowframe >/dev/null)
new="$here/.build/release/rowframe"
for _ in $(seq "$rounds"); do
  for which in base new; do
    bin=$base; [ "$which" = new ] && bin=$new
    echo "$which $("$bin" bench-scene --rows 100 --runs "$runs" | tail -1)"
  done
done | python3 -c '
import statistics, sys
times = {}
for line in sys.stdin:
    which, ms = line.split()
    times.setdefault(which, []).append(float(ms))
for which in ("base", "new"):
    t = times[which]
    print(f"{which}: median {statistics.median(t):.2f} ms, quietest round {min(t):.2f} ms over {len(t)} rounds")
b, n = times["base"], times["new"]
ratios = statistics.median(x / y for y, x in zip(b, n))
print(f"new/base: {statistics.median(n) / statistics.median(b):.3f}x (median of per-round ratios {ratios:.3f}x)")
'
