#!/usr/bin/env bash
# Measures text ink light-on-dark vs dark-on-light, Skia against RowFrame (release build).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x .venv-text/bin/python ] || python3 -m venv .venv-text
.venv-text/bin/python -c 'import skia, numpy' 2>/dev/null || .venv-text/bin/pip install -q 'skia-python==144.*' numpy
swift build -c release --product rowframe >/dev/null
.venv-text/bin/python tools/text/gamma.py "$(swift build -c release --show-bin-path)/rowframe"
