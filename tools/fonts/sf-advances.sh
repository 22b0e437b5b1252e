#!/usr/bin/env bash
# Regenerates Fonts/files/sf-pro-advances.tsv (SF Pro's advance widths, as figures) from the
# font listed in tools/fonts/sf-advances.source:
#   tools/fonts/sf-advances.sh
# Reads the font out of the fetched repository under $MIRROR_ROOT (default /work/.mirror, as the
# workspace's `fetch` leaves it); needs PyPI for fontTools (installed into a temporary venv).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
read -r repo path commit < <(grep -v '^#' tools/fonts/sf-advances.source | head -1)
mirror=${MIRROR_ROOT:-/work/.mirror}/${repo/\//+}/repo
[ -d "$mirror" ] || { echo "$mirror: not fetched (fetch github:$repo first)" >&2; exit 1; }
gitdir=$mirror; [ -d "$mirror/.git" ] && gitdir=$mirror/.git
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
git --git-dir="$gitdir" show "$commit:$path" > "$work/SF-Pro.ttf"
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q 'fonttools==4.*'
"$work/venv/bin/python" tools/fonts/sf-advances.py "$work/SF-Pro.ttf" "$root/Fonts/files/sf-pro-advances.tsv"
