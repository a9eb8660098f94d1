#!/usr/bin/env bash
# End-to-end: the real binary in tmux against `shopterm demo-server` on a loopback port.
# home → collection → product → pick a variant → add 2 → cart → a discount code and a gift card (kept through +, -, d and u) → checkout (email, address, part pasted) →
# shipping (the preselected rate) → the total shown is what the checkout page charges → handoff shows a URL → pay it with curl → the UI shows the order → q → the paid
# checkout's URL is not printed. Also checks that the terminal is restored afterwards.
#   bash Tests/e2e/journey.sh [path/to/shopterm]
set -euo pipefail
e2e_name=journey
source "$(dirname "$0")/lib.sh"
e2e_start

tmux new-session -d -s "$session" -x 80 -y 24 \
  "stty -a > '$work/stty.before'; clear; '$bin' --shop '$base' --token e2e-token 2>'$work/stderr'; echo \$? > '$work/status'; stty -a > '$work/stty.after'; echo END-OF-SHOPTERM; sleep 60"

expect "Trailhead Shoe Co."
expect "Shop"                                # with a token, the store's main menu is home
keys Down Down                               # Home, Shop, then its first collection
expect "Running"
keys Enter                                   # open the Running collection
expect "Swift Runner"
keys Enter                                   # open the product
expect "⏎ adds to the cart"
keys Right Down Right                        # size 9, colour White
keys "+"                                     # quantity 2
expect "− 2 +"
keys Enter                                   # add to the cart
expect "cart 2 · \$240.00"
keys c
expect "Swift Runner — 9 / White"
keys '%'; type_text "WELCOME10"; keys Enter  # a discount code: the store's cart says what it takes off
expect "WELCOME10 takes \$24.00 off."
keys '$'; type_text "GIFT-0025-TRAIL"        # a gift card: masked as it is typed
expect "•••••••••••RAIL"
tmux capture-pane -p -t "$session" | grep -qF "GIFT-0025" && fail "the gift card code is shown on screen"
keys Enter
expect "Gift card …RAIL pays \$25.00"
expect "Total before shipping and taxes"
keys Up Up                                   # back to the line
# The store's totals, with the code and the card, follow every change of the cart.
keys "+"
expect "-\$36.00"                             # 10 % of 3 × $120
expect "Gift card …RAIL"
keys "-"
expect "-\$24.00"
keys d
expect "u puts it back"
keys u
expect "-\$24.00"
expect "Total before shipping and taxes"
tmux capture-pane -p -t "$session" | grep -qF "codes counted at checkout" && fail "the store's totals did not come back after u"
keys Up Up                                   # Enter on the line checks out
keys Enter                                   # checkout
expect "cart / contact"
type_text "ada@example.com"; keys Enter
expect "Address*"
type_text "Ada"; keys Tab; type_text "Lovelace"; keys Tab Tab
# A paste is text for the field: its line breaks do not submit the form, its ESC does not leave it.
paste_text '1 Main St\n\033\nc'
expect "1 Main St c"
sleep 0.3
tmux capture-pane -p -t "$session" | grep -qF "International" && fail "a pasted line break submitted the form"
tmux capture-pane -p -t "$session" | grep -qF "Address*" || fail "a pasted ESC left the form"
keys BSpace BSpace Tab Tab
type_text "London"; keys Tab Tab; type_text "SW1A 1AA"; keys Tab; type_text "GB"
keys Enter                                   # ask for shipping rates
expect "International"
keys Enter                                   # the rate the store preselected (its cheapest, and only one)
expect "Shipping (International)"
expect "calculated at payment"               # the demo store, like Shopify, states no taxes in the cart
expect "Discount WELCOME10"
expect "Gift card …RAIL"
# Shipped to the United Kingdom, the cart is in the store's British market: pounds.
shown_total=$(tmux capture-pane -p -t "$session" | grep -E 'Total( before taxes)? ' | grep -oE '£[0-9,]+\.[0-9]{2}' | tail -n 1 | tr -d '£,' || true)
[ -n "$shown_total" ] || fail "no total on the review screen"
keys Enter                                   # go to payment
expect "Pay in your browser at 127.0.0.1:"
# The URL may be wrapped over several lines of the left column (the QR code is on the right).
url=$(tmux capture-pane -p -t "$session" | awk -v base="$base" '
  found && $1 ~ /^[0-9a-f]+$/ { url = url $1; next }
  found { exit }
  index($0, base) { found = 1; url = $1 }
  END { print url }')
[ -n "$url" ] || fail "no checkout URL on screen"
# Money: the total shown, with the rate the store preselected, is what the store's checkout page
# charges (the demo charges no tax on a British address).
charged=$(curl -sf "$url" | grep -oE '<dd id="total" data-amount="[0-9.]+"' | grep -oE '[0-9.]+"$' | tr -d '"')
[ "$charged" = "$shown_total" ] || fail "the review showed a total of $shown_total, the checkout page charges $charged"
page=$(curl -sf "$url")
grep -qF "Discount WELCOME10" <<<"$page" || fail "the checkout page has no discount line"
grep -qF "Gift card …RAIL" <<<"$page" || fail "the checkout page has no gift card line"
curl -sf -X POST "$url/pay" >/dev/null || fail "paying the checkout failed"
expect "The checkout is complete"
keys q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status")"
expect "END-OF-SHOPTERM"
# A paid checkout is finished: quitting does not print its URL again.
tmux capture-pane -p -J -t "$session" | grep -qF -- "$url" && fail "the paid checkout's URL was printed on quitting"
for _ in $(seq 1 100); do [ -s "$work/stty.after" ] && break; sleep 0.05; done
diff -q "$work/stty.before" "$work/stty.after" >/dev/null || fail "the terminal settings were not restored"
[ "$(tmux display -p -t "$session" '#{alternate_on}')" = "0" ] || fail "the alternate screen is still on after quitting"
grep -q "CartCreate" "$work/server.log" || fail "the demo server saw no cartCreate"
echo "e2e: journey passed ($(grep -c ' 200 ' "$work/server.log") requests; total shown and charged: £$shown_total)"

# Ctrl-C, SIGTERM and SIGHUP end the storefront cleanly too: terminal settings and screen
# restored. A fatal signal (SIGSEGV, SIGABRT, SIGILL) still kills it, but the terminal is given
# back first.
for sig in CTRL-C TERM HUP SEGV ABRT ILL; do
  tmux kill-session -t "$session" 2>/dev/null || true
  rm -f "$work/status" "$work/stty.before" "$work/stty.after"
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "stty -a > '$work/stty.before'; '$bin' --shop '$base' --token signal-$sig 2>/dev/null; echo \$? > '$work/status'; stty -a > '$work/stty.after'; sleep 60"
  expect "Trailhead Shoe Co."
  # Anchored, so that the shell running the tmux command (whose line also holds the token) is spared.
  if [ "$sig" = CTRL-C ]; then
    keys C-c
  else
    pkill -"$sig" -f "^$bin --shop $base --token signal-$sig" || fail "no shopterm to send SIG$sig to"
  fi
  for _ in $(seq 1 200); do [ -s "$work/stty.after" ] && break; sleep 0.05; done
  [ -s "$work/stty.after" ] || fail "shopterm did not end on SIG$sig"
  diff -q "$work/stty.before" "$work/stty.after" >/dev/null || fail "the terminal settings were not restored after SIG$sig"
  [ "$(tmux display -p -t "$session" '#{alternate_on}')" = "0" ] || fail "the alternate screen is still on after SIG$sig"
  # The exit status of a program ended by the signal: 128 + its number (ctrl-c is SIGINT, 2).
  case "$sig" in CTRL-C) want=130 ;; TERM) want=143 ;; HUP) want=129 ;; SEGV) want=139 ;; ABRT) want=134 ;; ILL) want=132 ;; esac
  for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
  [ "$(cat "$work/status")" = "$want" ] || fail "shopterm exited with $(cat "$work/status") after SIG$sig, not $want"
done
echo "e2e: ctrl-c, SIGTERM, SIGHUP and fatal signals (SEGV, ABRT, ILL) restore the terminal"

# The Account screen: log in as the demo customer, see the address book, log out.
tmux kill-session -t "$session" 2>/dev/null || true
rm -f "$work/status"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "'$bin' --shop '$base' --token account-e2e 2>'$work/stderr'; echo \$? > '$work/status'; sleep 60"
expect "a account"
keys a
expect "The shop's account page, in your browser" # the Customer Account API first
keys j j Enter                                    # the classic form, said to be legacy
expect "Log in with a classic account (legacy)"
type_text "demo@shopterm.dev"; keys Tab; type_text "shopterm-demo"
tmux capture-pane -p -t "$session" | grep -qF "shopterm-demo" && fail "the password is shown on screen"
keys Enter
expect "Logged in as Ada Lovelace."
expect "1 Analytical Way, Portland OR 97201, US default"
ls "$XDG_STATE_HOME"/shopterm/*/session.json >/dev/null 2>&1 || fail "no session file after logging in"
[ "$(stat -c %a "$XDG_STATE_HOME"/shopterm/*/session.json)" = "600" ] || fail "the session file is not 0600"
keys L
expect "Log out of demo@shopterm.dev? (y/n)"  # logging out reaches the shop: confirmed first
keys y
expect "Logged out."
expect "Log in to your account"
ls "$XDG_STATE_HOME"/shopterm/*/session.json >/dev/null 2>&1 && fail "the session file is still there after logging out"
keys Escape q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status") after the account screen"
grep -q "CustomerAccessTokenCreate" "$work/server.log" || fail "the demo server saw no customerAccessTokenCreate"
echo "e2e: account log in, address book and log out passed"

# The modern login: a, ⏎ opens the shop's account page in the browser ($BROWSER: a script that
# logs in as the demo customer and follows the redirect back to shopterm's loopback listener).
tmux kill-session -t "$session" 2>/dev/null || true
rm -f "$work/status"
cat >"$work/browser.sh" <<'SH'
#!/bin/sh
base="${1%%\?*}"; query="${1#*\?}"
location=$(curl -s -o /dev/null -w '%{redirect_url}' --data "$query&email=demo%40shopterm.dev&password=shopterm-demo" "$base")
curl -s -o /dev/null "$location"
SH
chmod 700 "$work/browser.sh"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "BROWSER='$work/browser.sh' '$bin' --shop '$base' --token account-oauth 2>'$work/stderr'; echo \$? > '$work/status'; sleep 60"
expect "a account"
keys a
expect "The shop's account page, in your browser"
keys Enter
expect "Logged in as Ada Lovelace."
keys L y
expect "Logged out."
keys Escape q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status") after the browser login"
echo "e2e: the Customer Account API login from the storefront passed"

# LANG=C: a terminal that shows only ASCII gets ASCII stand-ins for every glyph and `?` for
# store text it cannot show (a sneaker is called "スニーカー 桜 🌸").
tmux kill-session -t "$session" 2>/dev/null || true
rm -f "$work/status"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "LANG=C LC_ALL=C '$bin' --shop '$base' 2>/dev/null; echo \$? > '$work/status'; sleep 60"
expect ">Running"                            # tokenless: the collections are home
expect "Enter open"
keys j j j Enter                             # Sneakers
expect "????? ? ?"
tmux capture-pane -p -t "$session" | LC_ALL=C grep -q '[^[:print:][:space:]]' && fail "non-ASCII on the screen under LANG=C"
keys q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status") under LANG=C"
echo "e2e: LANG=C shows ASCII stand-ins"

# A store that asks to wait (429, Retry-After: 3) at launch: the status line says the retry and
# when, then the catalog arrives and the word goes; nothing reaches the screen from stderr.
tmux kill-session -t "$session" 2>/dev/null || true
rm -f "$work/status"
"$bin" demo-server --port 0 --faults 1:429:3 >"$work/slow.out" 2>"$work/slow.log" &
slow_pid=$!
for _ in $(seq 1 100); do [ -s "$work/slow.out" ] && break; sleep 0.05; done
slow=$(head -n 1 "$work/slow.out")
[[ "$slow" == http://127.0.0.1:* ]] || fail "the second demo-server did not start"
tmux new-session -d -s "$session" -x 80 -y 24 \
  "XDG_CACHE_HOME='$work/cold-cache' '$bin' --shop '$slow' 2>'$work/stderr'; echo \$? > '$work/status'; sleep 60"
expect "retrying in 3 s (1 of 3)"
expect "Running"
tmux capture-pane -p -t "$session" | grep -qF "retrying in" && fail "the retry notice stayed after the answer"
keys q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
kill "$slow_pid" 2>/dev/null || true
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status") after a retried launch"
[ -s "$work/stderr" ] && grep -q "retrying" "$work/stderr" && fail "the retry notice went to stderr under curses"
echo "e2e: a retry at launch is said in the status line, then goes with the answer"

# A long option row (20 sizes) at 80×24: moving along it keeps the chosen size in sight, with …
# where sizes are out of sight.
tmux kill-session -t "$session" 2>/dev/null || true
rm -f "$work/status"
python3 - "$work/long.json" <<'PY'
import json, sys
sizes = [f"EU {n}" for n in range(36, 56)]
json.dump({"shop": {"name": "Long Row Jeans", "currencyCode": "EUR", "countryCode": "FR"},
           "collections": [{"handle": "jeans", "title": "Jeans", "products": ["every-jean"]}],
           "products": [{"handle": "every-jean", "title": "Every Jean", "options": [{"name": "Size", "values": sizes}],
                         "variants": [{"price": "80.00", "selectedOptions": {"Size": s}} for s in sizes]}]},
          open(sys.argv[1], "w"))
PY
tmux new-session -d -s "$session" -x 80 -y 24 \
  "'$bin' --catalog '$work/long.json' 2>/dev/null; echo \$? > '$work/status'; sleep 60"
expect "Jeans"
keys j j Enter                               # the menu's Jeans
expect "Every Jean"
keys Enter
expect "[EU 36]"
for _ in $(seq 1 17); do keys Right; done
expect "[EU 53]"
tmux capture-pane -p -t "$session" | grep -F "[EU 53]" | grep -qF "…" || fail "the hidden sizes are not marked with …"
keys q
for _ in $(seq 1 100); do [ -s "$work/status" ] && break; sleep 0.05; done
[ "$(cat "$work/status")" = "0" ] || fail "shopterm exited with $(cat "$work/status") after the long option row"
echo "e2e: a long option row keeps the chosen size in sight"
