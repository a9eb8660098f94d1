#!/usr/bin/env bash
# End-to-end: the country picker of the real binary in tmux against `shopterm demo-server`.
# A line in the cart in USD → m → Canada → home reloads in CAD, the cart is repriced in CAD, a
# product the Canadian warehouse lacks shows sold out → quit → relaunch: still Canada (remembered)
# → --country US for one run wins → the CLI sees the remembered choice too → a store cart left in
# euros (a checkout to Germany) shows its totals in dollars canadian → a cart paid with curl while
# shopterm was not running is told at the next launch, and its checkout asks first.
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
  # Each key's frame is waited for (a second at most) before the next: a slow machine drew the
  # cursor on Canada after the loop had already pressed Down again.
  for _ in $(seq 20); do tmux capture-pane -p -t "$session" | grep -qF "▸Canada" && break 2; sleep 0.05; done
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
expect "US · cart 1 · \$"                     # a flag decides for one run: the cart in its dollars
keys q
expect "END-OF-SHOPTERM"

"$bin" countries --shop "$base" | grep -qE '^\* +CA ' || fail "the CLI does not use the remembered country"
# (The run with --country US repriced the cart in dollars at launch, as its figures must be;
# the CLI's recheck, in the remembered market, prices it in CAD again.)
"$bin" cart revalidate --shop "$base" >/dev/null 2>&1 || true
"$bin" cart show --json --shop "$base" | grep -qF '"CAD"' || fail "the cart is not repriced in CAD in the remembered market"

# A store cart left in another market (a checkout to Germany, in euros) never shows beside the
# cart's Canadian lines: the storefront moves it, and its totals come in dollars canadian.
"$bin" cart discount add WELCOME10 --shop "$base" >/dev/null 2>&1 || fail "cart discount add"
"$bin" checkout --shop "$base" --email ada@example.com \
  --address "firstName=Ada,address1=Unter den Linden 1,city=Berlin,zip=10117,countryCode=DE" >"$work/de.out" 2>&1 || fail "checkout to Germany: $(cat "$work/de.out")"
grep -qF "€" "$work/de.out" || fail "the German checkout was not in euros"
launch
expect "CA · cart 1"
keys c
expect "Discount code WELCOME10"
expect "Discount WELCOME10"                   # the store's totals, with the code
screen=$(tmux capture-pane -p -t "$session")
grep -qF "€" <<<"$screen" && fail "euros on the cart screen of a Canadian cart: $screen"
# (in Canada in French, as fr_CA writes dollars: "175,36 $", a no-break space before the sign)
grep -qE "Total before taxes +[0-9]+,[0-9]{2}.{1,3}\$" <<<"$screen" || fail "the cart's totals are not in dollars canadian as fr_CA writes them"
keys q
expect "END-OF-SHOPTERM"

# A cart paid in the browser while shopterm was not running is told at the next launch, and the
# next checkout asks before buying it again.
url=$("$bin" checkout --shop "$base" --email ada@example.com \
  --address "firstName=Ada,address1=1 King St W,city=Toronto,provinceCode=ON,zip=M5H 1A1,countryCode=CA" 2>/dev/null | tail -n 1)
[[ "$url" == http://127.0.0.1:* ]] || fail "no checkout URL from the CLI"
curl -sf -X POST "$url/pay" >/dev/null || fail "paying the checkout failed"
launch
expect "This cart's checkout at the store is gone"
keys c Enter
expect "This cart may already be paid"
keys q
expect "END-OF-SHOPTERM"
echo "e2e markets: OK (picked Canada: home, cart and stock in its market; remembered; a flag wins for one run; a store cart in euros moved to Canada; a cart paid elsewhere told at launch)"
