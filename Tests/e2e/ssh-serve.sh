#!/usr/bin/env bash
# End-to-end: a merchant following README's "Over SSH" and docs/ssh.md as written, as root.
# - README's own lines (the shoppers' account, `shopterm serve-ssh` with the default host folder):
#   a shopper gets in, and no "Could not chdir" is left on their screen;
# - a folder sshd cannot use (--host-dir under /tmp, --state under a 0700 folder): one line naming
#   it and the fix, never "serving"; --state under /tmp (the shoppers' SQLite file) works;
# - bad start-up input, one line each before "serving" (--shop, --token-file, --listen), under
#   serve-ssh's own usage; --listen ::1 serves;
# - guests: the start line names guest@; sshd's banners tell a keyless shop@ client and a guest
#   where to go;
# - sshd's noise stays out of the log (the readiness login, connections that leave before the
#   banner exchange, utmp's complaint);
# - --catalog: an edit reaches no shopper until SIGHUP, a restarted worker serves the version the
#   others serve, a bad edit is refused with the old version still served, and a catalog the
#   shoppers' account may not read is served;
# - SIGTERM with two shoppers connected: both terminals restored (tmux's alternate_on, cursor_flag,
#   mouse_any_flag), a goodbye on screen, how=stopped in the log;
# - a closed log pipe does not end serve-ssh; kill -9 of serve-ssh leaves no sshd or worker.
#   bash Tests/e2e/ssh-serve.sh [path/to/shopterm]     (as root)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(readlink -f "${1:-$root/.build/debug/shopterm}")"
say() { echo "e2e ssh-serve: $*"; }
fail() { say "FAIL: $*"; exit 1; }
if [ "$(id -u)" -ne 0 ]; then say "skipped (run as root: README's example serves as root)"; exit 0; fi
[ -x /usr/sbin/sshd ] || fail "OpenSSH's sshd is missing (bash scripts/setup.sh installs openssh-server)"

work="$(mktemp -d /var/lib/shopterm-e2e-serve.XXXXXX)"
chmod 755 "$work"
socket="shopterm-e2e-serve-$$"
default_host=/var/lib/shopterm/ssh
made_default=false
[ -e "$default_host" ] || made_default=true
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${servers[@]}"; do for _ in $(seq 50); do kill -0 "$pid" 2> /dev/null || break; sleep 0.1; done; done
  tmux -L "$socket" kill-server 2> /dev/null || true
  if $made_default; then rm -rf "$default_host"; rmdir /var/lib/shopterm 2> /dev/null || true; fi
  rm -rf "$work" /tmp/shopterm-e2e-serve-$$
}
trap cleanup EXIT
[ -n "${SSH_E2E_DEBUG:-}" ] && set -x

# README's lines, as written: the account made once (when this machine has none yet), then the
# example, with this build's shopterm.
useradd_line="$(grep -m1 '^# useradd .* shop$' "$root/README.md" | sed 's/^# //')"
[ -n "$useradd_line" ] || fail "README has no useradd line for the shoppers' account"
getent passwd shop > /dev/null || eval "$useradd_line"
# An account made before README said `--home-dir /`: serve-ssh's own advice, taken.
[ -d "$(getent passwd shop | cut -d: -f6)" ] || usermod --home / shop
serve_line="$(grep -m1 '^# shopterm serve-ssh' "$root/README.md" | sed 's/^# //; s/ *#.*//')"
[ "$serve_line" = "shopterm serve-ssh" ] || fail "README's example is no longer \"shopterm serve-ssh\": $serve_line"
ssh_options=(-o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR)
ssh-keygen -q -t ed25519 -N '' -f "$work/ada"
ssh-keygen -q -t ed25519 -N '' -f "$work/bob"

serve() {  # serve NAME ARGS…: serve-ssh in the background, until its ready line (or its end)
  local name=$1; shift
  "$binary" serve-ssh "$@" > "$work/$name.out" 2> "$work/$name.err" &
  servers+=($!)
  for _ in $(seq 200); do
    grep -q "over SSH" "$work/$name.out" 2> /dev/null && return 0
    kill -0 "${servers[-1]}" 2> /dev/null || return 1
    sleep 0.1
  done
  return 1
}
stop_server() { kill "${servers[-1]}"; wait "${servers[-1]}" 2> /dev/null || true; }
client() {  # client SESSION KEY PORT [USER@HOST]
  tmux -L "$socket" new-session -d -s "$1" -x 100 -y 30 \
    "ssh -tt -p $3 ${ssh_options[*]} -i $work/$2 ${4:-shop@127.0.0.1}; sleep 60"
}
screen() { tmux -L "$socket" capture-pane -p -t "$1"; }
wait_for() {  # wait_for SESSION TEXT
  for _ in $(seq 150); do screen "$1" | grep -qF -- "$2" && return 0; sleep 0.1; done
  say "FAIL: \"$2\" never showed in $1:"; screen "$1"; exit 1
}
refused() {  # refused NAME EXPECTED ARGS…: serve-ssh ends at once with one line holding EXPECTED
  local name=$1 expected=$2; shift 2
  local status=0
  timeout 30 "$binary" serve-ssh "$@" > "$work/$name.out" 2> "$work/$name.err" || status=$?
  [ "$status" -ne 0 ] && [ "$status" -ne 124 ] || fail "$name: serve-ssh did not refuse (exit $status): $(cat "$work/$name.err")"
  grep -qF -- "$expected" "$work/$name.err" || fail "$name: no \"$expected\" in: $(cat "$work/$name.err")"
  ! grep -q "over SSH" "$work/$name.out" || fail "$name: said \"serving\" before refusing"
  ! grep -q "Usage: shopterm <subcommand>" "$work/$name.err" || fail "$name: the usage is the root command's"
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# 1. README's example as written: the default host folder, port 2222; a shopper gets in.
python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",2222))' 2> /dev/null || fail "port 2222 is taken on this machine: README's example needs it"
serve readme || fail "README's example did not serve: $(cat "$work/readme.err")"
grep -qx "serving Trailhead Shoe Co. over SSH: ssh -p 2222 shop@127.0.0.1" "$work/readme.out" || fail "the ready line: $(cat "$work/readme.out")"
[ -f "$default_host/sshd_config" ] || fail "the default host folder is not $default_host"
client readme ada 2222
wait_for readme "cart empty"
tmux -L "$socket" send-keys -t readme q
sleep 1
! screen readme | grep -q "Could not chdir" || fail "sshd's \"Could not chdir\" is on the shopper's screen"
# The readiness login, HAProxy-like checks (connect, read the banner, close) and utmp: not logged.
python3 -c 'import socket
for _ in range(3):
    s = socket.create_connection(("127.0.0.1", 2222)); s.recv(64); s.close()'
sleep 0.5
for noise in kex_exchange_identification syslogin_perform_logout "shopterm readiness"; do
  ! grep -q "$noise" "$work/readme.err" || fail "noise in the log: $(grep "$noise" "$work/readme.err" | head -n 2)"
done
[ "$(grep -c "Accepted publickey" "$work/readme.err")" -eq 1 ] || fail "the log's logins are not the shopper's one: $(grep Accepted "$work/readme.err")"
stop_server

# 2. Folders sshd cannot use: one line naming the folder and the fix, never "serving".
mkdir -p /tmp/shopterm-e2e-serve-$$
port="$(free_port)"
refused tmp-host "/tmp" --port "$port" --host-dir /tmp/shopterm-e2e-serve-$$/host
mkdir -m 700 "$work/closed"
refused closed-state "$work/closed" --port "$port" --host-dir "$work/host" --state "$work/closed/shoppers"
# The shoppers' database under /tmp: anyone could put a link or a folder where it goes.
refused tmp-state "/tmp may be written by others" --port "$port" --host-dir "$work/host" --state /tmp/shopterm-e2e-serve-$$/state
# A host key others may read.
cp "$work/ada" "$work/open-key"; chmod 644 "$work/open-key"
refused open-key "chmod 600" --port "$port" --host-dir "$work/host" --host-key "$work/open-key"

# 3. Bad start-up input: one line each, under serve-ssh's own usage, before any "serving".
refused bad-shop "--shop" --port "$port" --host-dir "$work/host" --shop 'not a shop!'
refused no-token "--token-file $work/none" --port "$port" --host-dir "$work/host" --shop example.myshopify.com --token-file "$work/none"
: > "$work/empty-token"; chmod 600 "$work/empty-token"
refused empty-token "is empty" --port "$port" --host-dir "$work/host" --shop example.myshopify.com --token-file "$work/empty-token"
refused folder-token "is not a file" --port "$port" --host-dir "$work/host" --shop example.myshopify.com --token-file "$work"
echo shpat_0123456789abcdef > "$work/open-token"; chmod 644 "$work/open-token"
refused open-token "chmod 600" --port "$port" --host-dir "$work/host" --shop example.myshopify.com --token-file "$work/open-token"
refused foreign-address "not an address of this host" --port "$port" --host-dir "$work/host" --listen 10.99.99.99
python3 -c 'import socket,time,sys; s=socket.socket(); s.bind(("127.0.0.1",int(sys.argv[1]))); s.listen(); time.sleep(20)' "$port" &
holder=$!
sleep 0.3
refused taken-port "is in use" --port "$port" --host-dir "$work/host"
kill "$holder"; wait "$holder" 2> /dev/null || true
if [ -n "$(ip -6 -brief address show lo 2> /dev/null | grep '::1')" ]; then
  serve ipv6 --port "$port" --host-dir "$work/host" --listen ::1 || fail "--listen ::1 never served: $(cat "$work/ipv6.err")"
  grep -q "ssh -p $port shop@::1" "$work/ipv6.out" || fail "the IPv6 ready line: $(cat "$work/ipv6.out")"
  stop_server
fi
# A store that does not answer: said at start, served anyway.
serve unreachable --port "$port" --host-dir "$work/host" --shop http://127.0.0.1:9 || fail "a store that does not answer stopped serve-ssh: $(cat "$work/unreachable.err")"
grep -q "does not answer" "$work/unreachable.err" || fail "a store that does not answer was not said: $(cat "$work/unreachable.err")"
said="$(ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o BatchMode=yes shop@127.0.0.1 true 2>&1 || true)"
grep -q "ssh-keygen makes one" <<< "$said" || fail "a keyless client was not told a key is needed: $said"
stop_server

# 4. Guests: the ready line names guest@, and sshd's banners say where to go.
getent passwd guest > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh guest
passwd -d guest > /dev/null
serve guests --port "$port" --host-dir "$work/host" --guests || fail "--guests: $(cat "$work/guests.err")"
grep -q "(no key: ssh -p $port guest@127.0.0.1)" "$work/guests.out" || fail "the guests' ssh line: $(cat "$work/guests.out")"
said="$(ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o BatchMode=yes shop@127.0.0.1 true 2>&1 || true)"
grep -q "No SSH key? Connect as guest@" <<< "$said" || fail "a keyless shop@ client was not told of guest@: $said"
said="$(ssh -T -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no guest@127.0.0.1 true 2>&1 < /dev/null || true)"
grep -q "connect as shop@ instead" <<< "$said" || fail "a guest was not told of shop@: $said"
stop_server

# 5. One catalog version a host: an edit waits for SIGHUP; a bad one is refused. The merchant's
# file is root's alone (0600): the sessions read serve-ssh's checked copy.
catalog() {  # catalog PRICE
  cat > "$work/teas.json" << EOF
{ "shop": { "name": "Teehaus Zürich", "currencyCode": "CHF", "countryCode": "CH", "moneyFormat": "CHF {{amount}}" },
  "products": [ { "handle": "sencha", "title": "Sencha Kagoshima", "variants": [ { "price": "$1" } ] } ] }
EOF
  chmod 600 "$work/teas.json"
}
priced() {  # priced SESSION PRICE: a new shopper searches the tea and sees PRICE
  client "$1" ada "$port"
  wait_for "$1" "cart empty"
  tmux -L "$socket" send-keys -t "$1" / && tmux -L "$socket" send-keys -t "$1" -l sencha && tmux -L "$socket" send-keys -t "$1" Enter
  wait_for "$1" "$2"
  tmux -L "$socket" send-keys -t "$1" q
}
catalog 18.00
serve teas --port "$port" --host-dir "$work/host" --catalog "$work/teas.json" || fail "--catalog: $(cat "$work/teas.err")"
priced teas1 "CHF 18.00"
catalog 21.00
for pid in $(pgrep -f "$work/host/bin/shopterm ssh-worker"); do kill -9 "$pid"; done
for _ in $(seq 50); do [ "$(pgrep -fc "$work/host/bin/shopterm ssh-worker")" -ge 2 ] && break; sleep 0.1; done
priced teas2 "CHF 18.00"
kill -HUP "${servers[-1]}"
for _ in $(seq 50); do grep -q "read $work/teas.json again" "$work/teas.err" && break; sleep 0.1; done
grep -q "read $work/teas.json again" "$work/teas.err" || fail "SIGHUP was not said: $(tail -n 3 "$work/teas.err")"
priced teas3 "CHF 21.00"
echo '{ "shop": { "name": "Teehaus", "currencyCode": "CHF" }, "products": [ { "handle": "sencha", ' > "$work/teas.json"
kill -HUP "${servers[-1]}"
for _ in $(seq 50); do grep -q "still serving" "$work/teas.err" && break; sleep 0.1; done
grep -q "still serving" "$work/teas.err" || fail "a bad catalog was not refused: $(tail -n 3 "$work/teas.err")"
kill -0 "${servers[-1]}" || fail "a bad catalog stopped serve-ssh"
# A currency no store has: refused as well, by its JSON path.
sed -i 's/"CHF" }/"CHX" }/; s/"sencha", $/"sencha", "title": "Sencha", "variants": [ { "price": "9.00" } ] } ] }/' "$work/teas.json"
kill -HUP "${servers[-1]}"
for _ in $(seq 50); do [ "$(grep -c "still serving" "$work/teas.err")" -ge 2 ] && break; sleep 0.1; done
grep -q "shop.currencyCode.*still serving" "$work/teas.err" || fail "a catalog in CHX was not refused by its path: $(tail -n 2 "$work/teas.err")"
priced teas4 "CHF 21.00"
stop_server

# 6. A planned stop with two shoppers: each terminal restored, a goodbye, how=stopped.
serve stop --port "$port" --host-dir "$work/host" || fail "$(cat "$work/stop.err")"
client stop1 ada "$port"
client stop2 bob "$port"
wait_for stop1 "cart empty"
wait_for stop2 "cart empty"
stop_server
for s in stop1 stop2; do
  flags="$(tmux -L "$socket" display -p -t "$s" '#{alternate_on} #{cursor_flag} #{mouse_any_flag}')"
  [ "$flags" = "0 1 0" ] || fail "$s's terminal was left as \"$flags\" (alternate screen, cursor, mouse)"
  wait_for "$s" "connect again"
done
[ "$(grep -c "how=stopped" "$work/stop.err")" -eq 2 ] || fail "the sessions' ends are not how=stopped: $(grep "session end" "$work/stop.err")"

# 7. A log pipe whose reader went does not end serve-ssh; kill -9 leaves nothing behind.
exec 3> >(exit 0)
sleep 0.2
"$binary" serve-ssh --port "$port" --host-dir "$work/host" > "$work/closed-log.out" 2>&3 &
servers+=($!)
exec 3>&-
for _ in $(seq 200); do grep -q "over SSH" "$work/closed-log.out" 2> /dev/null && break; sleep 0.1; done
client closed-log ada "$port"
wait_for closed-log "cart empty"
tmux -L "$socket" send-keys -t closed-log q
sleep 1
kill -0 "${servers[-1]}" 2> /dev/null || fail "a closed log ended serve-ssh"
kill -9 "${servers[-1]}"
wait "${servers[-1]}" 2> /dev/null || true
for _ in $(seq 50); do
  [ -z "$(pgrep -f "$work/host/(sshd_config|bin/shopterm ssh-worker)" || true)" ] && break
  sleep 0.1
done
left="$(pgrep -af "$work/host/(sshd_config|bin/shopterm ssh-worker)" || true)"
[ -z "$left" ] || fail "kill -9 of serve-ssh left: $left"
say ok
