#!/usr/bin/env bash
# Rebuilds src/app/fonts/inter-latin-400-700.woff2, the storefront's body face, from the
# @fontsource-variable/inter package: the Latin characters the shop writes (with ₦ kept should a
# later Inter carry it), only the layout features text and tabular figures need, and the weight axis cut to
# 400–700, the weights the styles use. 48 KB becomes 25 KB, the biggest file a phone
# fetches before the first paint (docs/decisions/0023-a-smaller-inter.md).
# Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli`.
set -euo pipefail
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=src/app/fonts/inter-latin-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m fontTools.subset "$source" --output-file="$work/subset.ttf" \
  --unicodes='U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,U+2018-201A,U+201C-201E,U+2020-2022,U+2026,U+2030,U+2039-203A,U+2044,U+20A6,U+20AC,U+2122,U+2190-2193,U+2212' \
  --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum'
python3 -m fontTools.varLib.instancer "$work/subset.ttf" wght=400:700 -o "$work/instance.ttf"
python3 - "$work/instance.ttf" "$out" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
cp node_modules/@fontsource-variable/inter/LICENSE src/app/fonts/inter-LICENSE.txt
ls -l "$out"
