#!/usr/bin/env bash
# Regenerates Fonts/files/sf-symbol-metrics.tsv (SF Symbols' advances and ink boxes, as figures)
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
  git --git-dir="$(gitdir "$repo")" show "$commit:$path" > "$work/$kind"
done < <(grep -v '^#' tools/fonts/sf-symbol-metrics.source)
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q 'fonttools==4.*'
"$work/venv/bin/python" tools/fonts/sf-symbol-metrics.py "$work/font" "$work/names" "$root/Fonts/files/sf-symbol-metrics.tsv"
