#!/usr/bin/env bash
# End-to-end: a real terminal drawing pictures. xterm (as a VT340, which draws sixels) under
# Xvfb runs the storefront against `shopterm demo-server` with the default `--images auto`: it
# asks the terminal, which says it draws sixels. The product page's picture must be on the
# screenshot at the top right; the help over it and going back must leave none of it behind.
# Skipped, with a message, where xterm, Xvfb, xwd or xdotool are missing (.ci/run installs them).
#   bash Tests/e2e/sixel.sh [path/to/shopterm]
set -euo pipefail
for tool in xterm Xvfb xwd xdotool python3; do
  command -v "$tool" >/dev/null || { echo "e2e sixel: skipped: $tool is not installed (bash scripts/setup.sh --e2e installs it)"; exit 0; }
done
e2e_name=sixel
source "$(dirname "$0")/lib.sh"
e2e_start
here=$(cd "$(dirname "$0")" && pwd)

Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
trap 'kill $xvfb_pid 2>/dev/null || true; cleanup' EXIT
for _ in $(seq 1 100); do [ -s "$work/display" ] && break; sleep 0.05; done
[ -s "$work/display" ] || fail "Xvfb did not start"
export DISPLAY=":$(cat "$work/display")"

env -u TMUX -u STY -u SHOPTERM_IMAGES -u NO_COLOR xterm -ti vt340 -fg green -bg black -geometry 80x24+0+0 \
  -e bash -c "'$bin' --shop '$base' 2>'$work/stderr'; echo \$? >'$work/status'" &
for _ in $(seq 1 100); do xdotool search --class xterm >/dev/null 2>&1 && break; sleep 0.1; done
window=$(xdotool search --class xterm | head -n 1)
[ -n "$window" ] || fail "xterm did not start"
read -r width height < <(xdotool getwindowgeometry "$window" | sed -n 's/.*Geometry: \([0-9]*\)x\([0-9]*\).*/\1 \2/p')
xdotool mousemove 10 10                       # no window manager: the keyboard follows the pointer

# "<count> <left> <top> <right> <bottom>" of the picture's pixels on the screen.
shot() { xwd -root -silent >"$work/screen.xwd" && python3 "$here/screen-pixels.py" <"$work/screen.xwd"; }
wait_picture() {
  for _ in $(seq 1 100); do read -r count left top right bottom < <(shot); [ "$count" -gt 2000 ] && return 0; sleep 0.1; done
  fail "no picture on the screen ($1): $(shot)"
}
wait_none() {
  for _ in $(seq 1 50); do read -r count left top right bottom < <(shot); [ "$count" -eq 0 ] && return 0; sleep 0.1; done
  fail "a picture was left on the screen ($1): $(shot)"
}

sleep 1.5                                     # the storefront starts and asks the terminal
xdotool key slash
xdotool type --delay 20 "swift runner"
xdotool key Return
sleep 1
xdotool key Return
wait_picture "the product page"
# The box is the top right of 80 columns: from column 55 of 80, from the second row.
[ "$left" -gt $((width * 55 / 80 - 8)) ] && [ "$right" -lt "$width" ] && [ "$top" -lt $((height * 3 / 24)) ] \
  || fail "the picture is not at the top right of the product page: $count $left $top $right $bottom (window ${width}x$height)"
[ -n "${SHOPTERM_E2E_SHOTS:-}" ] && cp "$work/screen.xwd" "$SHOPTERM_E2E_SHOTS/sixel-product.xwd"
xdotool key question
wait_none "under the help"
xdotool key question
wait_picture "after the help"
xdotool key Escape
wait_none "after going back"
xdotool key q
for _ in $(seq 1 50); do [ -s "$work/status" ] && break; sleep 0.1; done
[ "$(cat "$work/status" 2>/dev/null)" = 0 ] || fail "shopterm did not quit cleanly: $(cat "$work/stderr")"
echo "e2e sixel: ok"
