#!/usr/bin/env bash
# Rebuilds the storefront's faces in src/app/fonts/ from their @fontsource-variable packages: the
# Latin characters the shop writes, only the layout features text and tabular figures need, and the
# weight axis cut to the weights the styles use (docs/decisions/0046-our-own-cuts-of-inter-and-playfair-display.md):
# - Inter, the body face, 400–700: 48 KB becomes a 15 KB core and a 10 KB extended file;
# - Playfair Display, the headings' face, 400–600: 39 KB becomes a 16.3 KB core and a 14.6 KB extended
#   file. Its core holds only what a heading writes (see display_core below). Its licence reserves the
#   name "Playfair Display" for the original, so our cut is renamed "Adire Display" inside the file;
# - its italic, for pull quotes, at 400 only and in one file: 39 KB becomes about 17 KB, renamed the same way.
# Needs fontTools with brotli: `apt-get install python3-fonttools python3-brotli`.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# What every storefront page writes (ASCII, the no-break space, ©, ·, ×, the dashes, quotes, bullet
# and ellipsis, ₦ and the arrows) is the body face's core file, preloaded; the rest of the Latin the shop
# may write (accented letters in a name, €, ™) is a second file the browser fetches only for a page
# that shows one of them (src/app/layout.tsx gives each its unicode-range).
core='U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20A6,U+2190-2193,U+2212'
extended='U+00A1-00A8,U+00AA-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2020-2021,U+2030,U+2039-203A,U+2044,U+20AC,U+2122'
# A heading writes fewer characters than body text: letters, digits, the punctuation of a title (with
# + and % for "10+ years", "20% off"), the dashes, curly quotes, the ellipsis and ₦. The rest of ASCII
# (# $ * < = > @ [ \ ] ^ _ ` { | } ~), ©, ·, ×, the low quotes, the bullet, the arrows and the minus
# join the headings' extended file, fetched only for a heading that writes one of them. Its core is
# the one font file on the first screen's critical path that a phone network waits longest for.
display_core='U+0020-0022,U+0025-0029,U+002B-003B,U+003F,U+0041-005A,U+0061-007A,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2026,U+20A6'
display_extended='U+0023-0024,U+002A,U+003C-003E,U+0040,U+005B-0060,U+007B-007E,U+00A1-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+201A,U+201E,U+2020-2022,U+2030,U+2039-203A,U+2044,U+20AC,U+2122,U+2190-2193,U+2212'

# cut SOURCE OUT NEW_FAMILY_NAME|'' UNICODES [WEIGHTS]
cut() {
  python3 -m fontTools.subset "$1" --output-file="$work/subset.ttf" --unicodes="$4" \
    --layout-features="$features"
  python3 -m fontTools.varLib.instancer "$work/subset.ttf" "wght=${5:-400:700}" -o "$work/instance.ttf"
  python3 - "$work/instance.ttf" "$2" "${3:-}" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
renamed = sys.argv[3]
if renamed:
    old = font['name'].getDebugName(1)
    for record in font['name'].names:
        # Every name (family, full, PostScript, the weight instances' PostScript names) but the
        # copyright (0) and the licence (13, 14), which a modified version keeps.
        if record.nameID not in (0, 13, 14):
            text = record.toUnicode().replace(old, renamed).replace(old.replace(' ', ''), renamed.replace(' ', ''))
            record.string = text
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
  ls -l "$2"
}

# Inter without its contextual alternates (calt: a colon raised between digits, a hyphen raised
# between capitals, "->" drawn as an arrow): 62 glyphs that our text hardly ever calls for, a fifth
# of the core file (19 KB became 15 KB). Playfair keeps them; they are 0.2 KB of it.
features='kern,liga,ccmp,locl,mark,mkmk,tnum'
inter=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
cut "$inter" src/app/fonts/inter-latin-core-400-700.woff2 '' "$core"
cut "$inter" src/app/fonts/inter-latin-extended-400-700.woff2 '' "$extended"
cp node_modules/@fontsource-variable/inter/LICENSE src/app/fonts/inter-LICENSE.txt
features='kern,liga,calt,ccmp,locl,mark,mkmk,tnum'
playfair=node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2
# The storefront sets headings at 400, 500 and 600 (the wordmark); 700 is never asked for.
cut "$playfair" src/app/fonts/adire-display-latin-core-400-600.woff2 'Adire Display' "$display_core" 400:600
cut "$playfair" src/app/fonts/adire-display-latin-extended-400-600.woff2 'Adire Display' "$display_extended" 400:600
cp node_modules/@fontsource-variable/playfair-display/LICENSE src/app/fonts/adire-display-LICENSE.txt
cut node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-italic.woff2 \
  src/app/fonts/adire-display-italic-latin-400.woff2 'Adire Display' "$core,$extended" 400
