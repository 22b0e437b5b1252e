#!/usr/bin/env bash
# Regenerates Fonts/files/sf-symbol-metrics.tsv (SF Symbols' advances and ink boxes, as figures)
# and Fonts/files/sf-symbol-names.txt (SF Symbols' names)
# from the sources listed in tools/fonts/sf-symbol-metrics.source:
#   tools/fonts/sf-symbol-metrics.sh
# Reads them out of the fetched repositories under $MIRROR_ROOT (default /work/.mirror, as the
# workspace's `fetch` leaves them); needs PyPI for fontTools (installed into a temporary venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
gitdir() {
  local mirror=${MIRROR_ROOT:-/work/.mirror}/${1/\//+}/repo
  [ -d "$mirror" ] || { echo "$mirror: not fetched (fetch github:$1 first)" >&2; exit 1; }
  if [ -d "$mirror/.git" ]; then echo "$mirror/.git"; else echo "$mirror"; fi
}
while IFS=$'\t' read -r kind repo path commit; do
  gd=$(gitdir "$repo")
  if [ "$kind" = catalog ]; then
    # A folder of Swift files, one per SF Symbols release (SFSymbol+1.0.swift …): read together.
    git --git-dir="$gd" ls-tree --name-only "$commit" "$path/" | grep -E '/SFSymbol\+[0-9.]+\.swift$' |
      while read -r file; do git --git-dir="$gd" show "$commit:$file"; done > "$work/$kind"
  else
    git --git-dir="$gd" show "$commit:$path" > "$work/$kind"
  fi
done < <(grep -v '^#' tools/fonts/sf-symbol-metrics.source)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q 'fonttools==4.*'
"$work/venv/bin/python" tools/fonts/sf-symbol-metrics.py "$work/font" "$work/names" "$work/catalog" \
  "$root/Fonts/files/sf-symbol-metrics.tsv" "$root/Fonts/files/sf-symbol-names.txt"
