#!/usr/bin/env bash
# Type-checks every row of one half of the corpus with its stubs (tools/compat/check-row.sh)
# against the repo's current build, and prints per row "yes" or "no" with its first errors,
# then the share that compiles with no edit, overall and by platform (from the results files).
#   tools/compat/check-all.sh [dev|val|val2|…|val12]   (swift build first; any half named in manifest.tsv)
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
half=${1:-dev}
export ROWFRAME_MODULES=${ROWFRAME_MODULES:-$repo/.build/debug/Modules}
# A row's platform: from the half's results files, else from its repository's line in
# platforms-<half>.tsv (classified from project files before the half was opened).
platform() {
  local p
  p=$(cat "$here"/results-"$half"-*.tsv 2>/dev/null | awk -F'\t' -v id="$1" '$1 == id { print $3 }' | head -1)
  if [ -z "$p" ] && [ -f "$here/platforms-$half.tsv" ]; then
    local repo
    repo=$(awk -F'\t' -v id="$1" '$1 == id { print $2 }' "$here/manifest.tsv")
    p=$(awk -F'\t' -v r="$repo" '$1 == r { print $2 }' "$here/platforms-$half.tsv" | head -1)
  fi
  echo "$p"
}
yes=0; total=0
declare -A by_yes by_total
for id in $(awk -F'\t' -v h="$half" 'NR > 1 && $7 == h { print $1 }' "$here/manifest.tsv"); do
  out=$("$here/check-row.sh" "$id" 2>&1); status=$?
  p=$(platform "$id"); p=${p:-unknown}
  total=$((total + 1)); by_total[$p]=$(( ${by_total[$p]:-0} + 1 ))
  if [ $status -eq 0 ]; then
    yes=$((yes + 1)); by_yes[$p]=$(( ${by_yes[$p]:-0} + 1 ))
    echo "$id	yes	$p"
  else
    echo "$id	no	$p	$(echo "$out" | grep -E '^/.*error:' | sed -E 's/^[^ ]*error: //' | sort -u | head -3 | tr '\n' '|')"
  fi
done
echo "compiles with no edit: $yes of $total"
for p in "${!by_total[@]}"; do echo "  $p: ${by_yes[$p]:-0} of ${by_total[$p]}"; done
