#!/usr/bin/env bash
# Extracts every SwiftUI file of the corpus's apps — not only the rows the manifest names — so
# that api-usage.py can count the API that whole apps use (screens, sheets, styles, helpers):
#   tools/compat/app-corpus.sh OUT_DIR [HALF…]
#
# For each repository with a manifest line in one of the halves (default: dev val val2 val3, the
# halves already measured), every `.swift` file at that line's commit that imports SwiftUI is
# written to OUT_DIR/apps/<owner+name>/<path with / as __>. Run
#   tools/compat/api-usage.py OUT_DIR --half apps
# on it. Never list a held-out half that has not been measured yet: its apps' API would then
# steer the work its measurement is meant to judge.
# Reads the mirrors as fetch-corpus.sh does (MIRROR_ROOT, default /work/.mirror); downloads
# nothing. The files are third-party code: keep OUT_DIR outside this repository.
set -uo pipefail
out=${1:?usage: tools/compat/app-corpus.sh OUT_DIR [HALF…]}
shift
halves=("$@"); [ ${#halves[@]} -gt 0 ] || halves=(dev val val2 val3)
here=$(cd "$(dirname "$0")" && pwd)
mirrors=${MIRROR_ROOT:-/work/.mirror}
case "$(cd "$(dirname "$out")" 2>/dev/null && pwd)/" in
  "$(cd "$here/../.." && pwd)/"*) echo "OUT_DIR must be outside the repository" >&2; exit 2 ;;
esac

gitdir_for() {   # owner/name -> git directory of its mirror, or nothing
  local base="$mirrors/${1/\//+}/repo"
  if [ -d "$base/.git" ]; then echo "$base/.git"
  elif [ -f "$base/HEAD" ] && [ -d "$base/objects" ]; then echo "$base"
  fi
}

# One commit per repository: the first manifest line of a listed half.
pairs=$(awk -F'\t' -v halves=" ${halves[*]} " 'NR > 1 && index(halves, " " $7 " ") && !seen[$2]++ { print $2 "\t" $4 }' "$here/manifest.tsv")
[ -n "$pairs" ] || { echo "no manifest lines in the halves: ${halves[*]}" >&2; exit 2; }
repos=0; files=0; missing=0
while IFS=$'\t' read -r repo commit; do
  gd=$(gitdir_for "$repo")
  if [ -z "$gd" ] || ! git --git-dir="$gd" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "MISSING  $repo  $commit (fetch github:$repo first)"; missing=$((missing + 1)); continue
  fi
  dest="$out/apps/${repo/\//+}"; rm -rf "$dest"; mkdir -p "$dest"
  while IFS= read -r path; do
    text=$(git --git-dir="$gd" show "$commit:$path" 2>/dev/null | tr -d '\0') || continue
    grep -qE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+SwiftUI\b' <<<"$text" || continue
    printf '%s\n' "$text" > "$dest/${path//\//__}"
    files=$((files + 1))
  done < <(git --git-dir="$gd" ls-tree -r --name-only "$commit" | grep -E '\.swift$')
  repos=$((repos + 1))
done <<<"$pairs"
echo "extracted $files SwiftUI file(s) of $repos repositories into $out/apps; $missing missing"
[ "$missing" -eq 0 ]
