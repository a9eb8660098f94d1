#!/usr/bin/env bash
# End-to-end: product pictures as colour half blocks (--images blocks) in tmux, against
# `shopterm demo-server`. The product page shows the chosen colour's picture at its top right
# and changes it with the colour; the help, going back and a narrower window leave no picture
# behind; the wide list's detail pane shows the highlighted product's picture.
#   bash Tests/e2e/pictures.sh [path/to/shopterm]
set -euo pipefail
e2e_name=pictures
source "$(dirname "$0")/lib.sh"
e2e_start
tmux new-session -d -s "$session" -x 80 -y 24 \
  "COLORTERM=truecolor '$bin' --shop '$base' --images blocks 2>'$work/stderr'; echo END-OF-SHOPTERM; sleep 60"

# The half blocks in columns [$1, $2) of rows [$3, $4] (1-based rows, as capture-pane counts
# from the top), with their colours.
region() { tmux capture-pane -p -e -t "$session" | sed -n "$3,$4p" | python3 -c '
import re, sys
first, end = int(sys.argv[1]), int(sys.argv[2])
for line in sys.stdin:
    cells, color = [], ""
    for part in re.split(r"(\x1b\[[0-9;]*m)", line.rstrip("\n")):
        if part.startswith("\x1b["): color += part; continue
        for ch in part: cells.append(color + ch if ch == "▄" else ch)
    print("".join(cells[first:end]))' "$1" "$2"; }
blocks() { region "$@" | grep -o "▄" | wc -l; }
wait_blocks() {  # wait until columns [$1,$2) of rows [$3,$4] hold at least $5 half blocks
  for _ in $(seq 1 200); do [ "$(blocks "$1" "$2" "$3" "$4")" -ge "$5" ] && return 0; sleep 0.05; done
  fail "no picture in columns $1-$2, rows $3-$4"
}
no_blocks() {
  for _ in $(seq 1 100); do [ "$(tmux capture-pane -p -t "$session" | grep -c "▄")" -eq 0 ] && return 0; sleep 0.05; done
  fail "a picture was left on the screen ($1)"
}

expect "Trailhead Shoe Co."
keys /
type_text "swift runner"
keys Enter
expect "Swift Runner"
keys Enter
expect "⏎ adds to the cart"
# 80 columns: the box is 24 wide at columns 55-78, under the header; the details stop before it.
wait_blocks 55 79 2 13 60
[ "$(blocks 0 54 1 22)" -eq 0 ] || fail "the picture spilled into the details"
black=$(region 55 79 2 13)
keys j Right                                  # Color: Black → White
expect "[White]"
for _ in $(seq 1 200); do [ "$(region 55 79 2 13)" != "$black" ] && [ "$(blocks 55 79 2 13)" -ge 60 ] && break; sleep 0.05; done
[ "$(region 55 79 2 13)" != "$black" ] || fail "the picture did not follow the colour"
keys Space                                    # the page scrolls; the picture stays in its box
sleep 0.3
[ "$(blocks 0 54 1 22)" -eq 0 ] || fail "scrolling moved the picture into the details"
keys '?'
expect "Keys: product"
no_blocks "under the help"
keys '?'
wait_blocks 55 79 2 13 60
keys Escape
expect "Search:"
no_blocks "after going back to the results"
keys Enter
wait_blocks 55 79 2 13 60
tmux resize-window -t "$session" -x 60 -y 24
expect "⏎ adds to the cart"
no_blocks "after the window narrowed"
# The wide list: the highlighted product's picture under its details.
keys Escape
tmux resize-window -t "$session" -x 100 -y 30
expect "⏎ opens it: details, choices and the cart"
wait_blocks 57 100 10 28 100
first=$(region 57 100 10 28)
keys Down
for _ in $(seq 1 200); do [ "$(region 57 100 10 28)" != "$first" ] && [ "$(blocks 57 100 10 28)" -ge 100 ] && break; sleep 0.05; done
[ "$(region 57 100 10 28)" != "$first" ] || fail "the detail pane kept the first product's picture"
keys q
expect "END-OF-SHOPTERM"
[ ! -s "$work/stderr" ] || fail "stderr: $(cat "$work/stderr")"
echo "e2e pictures: ok"
