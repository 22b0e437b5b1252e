#!/usr/bin/env bash
# Times libpng's filter, zlib strategy and memory-level choices on PNG files (each decoded, then encoded 40
# times per choice; the fastest time is printed with the size): how PNGCompression.fast was
# chosen. Needs gcc, libpng-dev and zlib.
#   tools/png/strategies.sh FRAME.png [FRAME.png …]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(mktemp -d)/strategies
trap 'rm -rf "$(dirname "$bin")"' EXIT
gcc -O2 "$here/strategies.c" -o "$bin" -lpng -lz
for f in "$@"; do echo "== $f"; "$bin" "$f"; done
