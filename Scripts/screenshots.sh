#!/usr/bin/env bash
# Screenshots of stories in real terminals, on a dark and a light terminal background.
#
# usage: Scripts/screenshots.sh [OUT_DIR] [STORY...]
#
# Needs Debian's xvfb, xterm, imagemagick and fonts-dejavu, fonts-noto-cjk,
# fonts-noto-color-emoji (TERMINALS=xterm by default; add kitty or alacritty, which need
# LIBGL_ALWAYS_SOFTWARE=1). Builds the Storybook, renders each story in each built-in theme with
# `Storybook render --color truecolor`, screenshots the terminal window, and writes
# OUT_DIR/<terminal>-<background>-<theme>-<story>.png and a contact sheet OUT_DIR/contact-sheet.png.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-.build/screenshots}
shift || true
STORIES=("$@")
if [ ${#STORIES[@]} -eq 0 ]; then
  STORIES=(browser alert/confirm progress-hud/indeterminate showcase-login/filled showcase-home/feed rounded-box/emoji)
fi
THEMES=(dark light high-contrast mono)
TERMINALS=(${TERMINALS:-xterm})
mkdir -p "$OUT"
swift build --product Storybook >/dev/null
BIN=$(swift build --show-bin-path)/Storybook
DISPLAY_NUMBER=${DISPLAY_NUMBER:-97}
Xvfb ":$DISPLAY_NUMBER" -screen 0 1400x900x24 >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT
export DISPLAY=":$DISPLAY_NUMBER"
sleep 1
shoot() { # terminal background theme story
  local terminal=$1 background=$2 theme=$3 story=$4
  local fg='#ffffff' bg='#000000'
  if [ "$background" = light ]; then fg='#000000' bg='#ffffff'; fi
  local name="$OUT/$terminal-$background-$theme-${story//\//_}.png"
  local command="$BIN render $story --theme $theme --color truecolor; sleep 30"
  # "browser" is the interactive Storybook itself.
  if [ "$story" = browser ]; then command="COLORTERM=truecolor $BIN --theme $theme"; fi
  case $terminal in
    xterm) xterm -geometry 84x26+0+0 -bg $bg -fg $fg -fa 'DejaVu Sans Mono' -fs 11 -e sh -c "$command" & ;;
    kitty) LIBGL_ALWAYS_SOFTWARE=1 kitty -o initial_window_width=84c -o initial_window_height=26c \
      -o background=$bg -o foreground=$fg sh -c "$command" >/dev/null 2>&1 & ;;
    alacritty) LIBGL_ALWAYS_SOFTWARE=1 alacritty -o window.dimensions.columns=84 -o window.dimensions.lines=26 \
      -o colors.primary.background="'$bg'" -o colors.primary.foreground="'$fg'" -e sh -c "$command" >/dev/null 2>&1 & ;;
  esac
  local pid=$!
  sleep "${SETTLE:-1.5}"
  import -window root -crop 760x500+0+0 "$name"
  kill $pid 2>/dev/null || true
  wait $pid 2>/dev/null || true
}
for terminal in "${TERMINALS[@]}"; do
  for background in dark light; do
    for theme in "${THEMES[@]}"; do
      for story in "${STORIES[@]}"; do shoot "$terminal" "$background" "$theme" "$story"; done
    done
  done
done
montage "$OUT"/*-*-*-*.png -tile 8x -geometry 360x220+4+4 -title "ViewKit stories" "$OUT/contact-sheet.png" 2>/dev/null \
  || montage "$OUT"/*-*-*-*.png -tile 8x -geometry 360x220+4+4 "$OUT/contact-sheet.png"
echo "$OUT/contact-sheet.png"
