#!/usr/bin/env bash
# End-to-end: the country picker of the real binary in tmux against `shopterm demo-server`.
# A line in the cart in USD → m → Canada → home reloads in CAD, the cart is repriced in CAD, a
# product the Canadian warehouse lacks shows sold out → quit → relaunch: still Canada (remembered)
# → --country US for one run wins → the CLI sees the remembered choice too.
#   bash Tests/e2e/markets.sh [path/to/shopterm]
set -euo pipefail
e2e_name=markets
source "$(dirname "$0")/lib.sh"
e2e_start
launch() {
  tmux kill-session -t "$session" 2>/dev/null || true
  tmux new-session -d -s "$session" -x 80 -y 24 "'$bin' --shop '$base' $* 2>'$work/stderr'; echo END-OF-SHOPTERM; sleep 60"
}

"$bin" cart add swift-runner --variant "9 / Black" --shop "$base" >/dev/null 2>&1 || fail "cart add"
launch
expect "Trailhead Shoe Co."
expect "cart 1 · \$"
keys m
expect "Shopping in United States: prices in USD"
expect "Canada"
keys g                                        # the list starts with the shop's own country
for _ in 1 2 3 4; do
  tmux capture-pane -p -t "$session" | grep -qF "▸Canada" && break
  keys Down
done
tmux capture-pane -p -t "$session" | grep -qF "▸Canada" || fail "Canada is not in the list"
keys Right                                    # French
expect "‹ French ›"
keys Enter
expect "The cart is now in CAD"
expect "CA · cart 1"
keys /
tmux send-keys -t "$session" -l "tide slide"
keys Enter
expect "Tide Slide"
tmux capture-pane -p -t "$session" | grep -qE "Tide Slide +sold out" || fail "the Tide Slide is not sold out in Canada"
keys q
expect "END-OF-SHOPTERM"

launch
expect "CA · cart 1"                          # remembered for the shop
keys m
expect "Shopping in Canada: prices in CAD"
keys q
expect "END-OF-SHOPTERM"

launch --country US
expect "US · cart 1"                          # a flag decides for one run
keys q
expect "END-OF-SHOPTERM"

"$bin" countries --shop "$base" | grep -qE '^\* +CA ' || fail "the CLI does not use the remembered country"
"$bin" cart show --json --shop "$base" | grep -qF '"CAD"' || fail "the cart file is not in CAD"
echo "e2e markets: OK (picked Canada: home, cart and stock in its market; remembered; a flag wins for one run)"
