#!/usr/bin/env bash
# Regenerates Tests/RowTextTests/HarfBuzzReference.swift from PyPI's uharfbuzz (a venv in
# .venv-text, made on first use).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ -x .venv-text/bin/python ] || { python3 -m venv .venv-text && .venv-text/bin/pip install -q 'uharfbuzz==0.57.*'; }
.venv-text/bin/python tools/text/harfbuzz-reference.py
