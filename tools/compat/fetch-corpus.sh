#!/usr/bin/env bash
# Extracts the real-rows corpus listed in manifest.tsv out of local git mirrors.
#   tools/compat/fetch-corpus.sh OUT_DIR [MANIFEST]
#
# This script does not download anything. It reads the mirrors that the search tool's
# `fetch` verb leaves under /work/.mirror (set MIRROR_ROOT to look elsewhere): one folder per
# repository named owner+name, holding the git directory at repo/ (bare) or repo/.git.
# Fetch every source in mirrors.txt first; for each one that is still missing the script says
# so and lists them all at the end.
#
# For every manifest line it runs `git show COMMIT:PATH` and writes the file to
#   OUT_DIR/<half>/<id>/<basename of PATH>
# Lines whose mirror, commit or path is missing are reported and skipped; the exit status is 1
# if any line failed. The extracted files are third-party code: keep OUT_DIR outside this
# repository and never commit it.
set -uo pipefail

out=${1:?usage: tools/compat/fetch-corpus.sh OUT_DIR [MANIFEST]}
here=$(cd "$(dirname "$0")" && pwd)
manifest=${2:-$here/manifest.tsv}
mirrors=${MIRROR_ROOT:-/work/.mirror}
[ -f "$manifest" ] || { echo "no manifest at $manifest" >&2; exit 2; }
mkdir -p "$out"

gitdir_for() {   # owner/name -> git directory of its mirror, or nothing
  local base="$mirrors/${1/\//+}/repo"
  if [ -d "$base/.git" ]; then echo "$base/.git"
  elif [ -f "$base/HEAD" ] && [ -d "$base/objects" ]; then echo "$base"
  fi
}

ok=0; failed=0
declare -A missing_repo=()
while IFS=$'\t' read -r id repo path commit view kind half; do
  [ "$id" = id ] && continue                      # header
  [ -n "$id" ] || continue
  gd=$(gitdir_for "$repo")
  if [ -z "$gd" ]; then
    echo "MISSING MIRROR  $id  $repo  (fetch github:$repo first)"
    missing_repo[$repo]=1; failed=$((failed + 1)); continue
  fi
  if ! git --git-dir="$gd" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "MISSING COMMIT  $id  $repo  $commit (mirror HEAD is $(git --git-dir="$gd" rev-parse HEAD 2>/dev/null))"
    failed=$((failed + 1)); continue
  fi
  dest="$out/$half/$id"; mkdir -p "$dest"
  if git --git-dir="$gd" show "$commit:$path" > "$dest/$(basename "$path")" 2>/dev/null; then
    ok=$((ok + 1))
  else
    rm -f "$dest/$(basename "$path")"; rmdir "$dest" 2>/dev/null
    echo "MISSING PATH    $id  $repo  $commit:$path"
    failed=$((failed + 1))
  fi
done < "$manifest"

echo "extracted $ok file(s) into $out; $failed failed"
if [ ${#missing_repo[@]} -gt 0 ]; then
  echo "repositories to fetch first (the search tool's fetch verb), then run this again:"
  printf '  github:%s\n' "${!missing_repo[@]}" | sort
fi
[ "$failed" -eq 0 ]
