#!/usr/bin/env bash
# End-to-end: `shopterm serve-ssh` with OpenSSH's sshd, and real `ssh` clients in tmux.
# A guest (no key) shops with a cart for the session only. A shopper (a key) shops to the cart, logs in as a customer (the browser's login, its address
# pasted), leaves, and finds the same cart and login on reconnecting, also after the server restarts; another key has a cart of its own; carts are rows of one SQLite
# database (no file per shopper, no key stored, nothing in /tmp); a command on the ssh line,
# sftp and port forwarding get nothing of the server; a killed client leaves no process.
#   bash Tests/e2e/ssh.sh [path/to/shopterm]     (as root: sshd runs sessions as the user shop)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/debug/shopterm}"
say() { echo "e2e ssh: $*"; }
if [ "$(id -u)" -ne 0 ]; then say "skipped (run as root: sessions run as the shoppers' own account)"; exit 0; fi
if [ ! -x /usr/sbin/sshd ]; then say "FAIL: OpenSSH's sshd is missing (bash scripts/setup.sh installs openssh-server)"; exit 1; fi

# The shoppers' account: a system account with no password, not locked (sshd refuses locked ones).
getent passwd shop > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh -p '*' shop
usermod -p '*' shop
# Guests' account: no key, an empty password ("none" authentication on it alone).
getent passwd guest > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh guest
passwd -d guest > /dev/null

state="$(mktemp -d /var/lib/shopterm-e2e-ssh.XXXXXX)"
keys="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
socket="shopterm-e2e-ssh-$$"
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2> /dev/null && wait "$server" 2> /dev/null || true
  tmux -L "$socket" kill-server 2> /dev/null || true
  rm -rf "$state" "$keys"
}
trap cleanup EXIT
[ -n "${SSH_E2E_DEBUG:-}" ] && set -x

start() {
  rm -f "$keys/server.out"  # the last run's ready line is not this one's
  "$binary" serve-ssh --port "$port" --host-dir "$state" --idle-minutes 1 --guests "$@" > "$keys/server.out" 2> "$keys/server.err" &
  server=$!
  for _ in $(seq 100); do grep -q "over SSH" "$keys/server.out" 2> /dev/null && return 0; sleep 0.1; done
  say "FAIL: serve-ssh did not start"; cat "$keys/server.err"; exit 1
}
stop() {
  kill "$server"; wait "$server" 2> /dev/null || true; server=""
}
client() {  # client SESSION KEY: a shopper in a tmux window of 100×30
  tmux -L "$socket" new-session -d -s "$1" -x 100 -y 30 \
    "ssh -tt -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR -i $keys/$2 shop@127.0.0.1; sleep 30"
}
guest_client() {  # guest_client SESSION: a visitor with no key
  tmux -L "$socket" new-session -d -s "$1" -x 100 -y 30 \
    "ssh -tt -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o LogLevel=ERROR guest@127.0.0.1; sleep 30"
}
screen() { tmux -L "$socket" capture-pane -p -t "$1"; }
keys() { local session=$1; shift; tmux -L "$socket" send-keys -t "$session" "$@"; }
wait_for() {  # wait_for SESSION TEXT
  for _ in $(seq 150); do screen "$1" | grep -qF -- "$2" && return 0; sleep 0.1; done
  say "FAIL: \"$2\" never showed in $1:"; screen "$1"; cat "$keys/server.err" | tail -5; exit 1
}
shoppers_alive() { ps -o stat= -u shop 2> /dev/null | grep -cv '^Z' || true; }  # zombies are ended processes
gone_within() {  # gone_within SECONDS [LEFT]: at most LEFT (0) live processes of the shoppers' account
  for _ in $(seq $(( $1 * 10 ))); do [ "$(shoppers_alive)" -le "${2:-0}" ] && return 0; sleep 0.1; done
  return 1
}
ssh_run() {  # a client that asks for something else than the storefront
  ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR \
    -o BatchMode=yes -i "$keys/ada" "$@" 2>&1 || true
}

ssh-keygen -q -t ed25519 -N '' -f "$keys/ada"
ssh-keygen -q -t ecdsa -N '' -f "$keys/bob"
start
grep -q "ssh -p $port shop@127.0.0.1" "$keys/server.out" || { say "FAIL: the ready line: $(cat "$keys/server.out")"; exit 1; }

# Dave connects and types nothing: after the idle minute his session says goodbye and ends.
client dave bob
wait_for dave "cart empty"
idle_since=$SECONDS

# Ada shops: a collection, a product, into the cart; then quits.
client ada1 ada
wait_for ada1 "cart empty"
wait_for ada1 "All shoes"  # the store's menu: Home, Shop, then its collections
keys ada1 Down Down Enter
wait_for ada1 "Swift Runner"
keys ada1 Enter
wait_for ada1 "add to cart"
keys ada1 Enter
wait_for ada1 "Added 1 ×"
keys ada1 q
# Back with the same key: the same cart. Bob's key: a cart of its own.
client ada2 ada
wait_for ada2 "cart 1 · \$120.00"
client bob1 bob
wait_for bob1 "cart empty"
keys bob1 q

# sshd runs a relay for each session, which hands the shopper's terminal to a storefront worker
# (several sessions each) running as the shoppers' account; a worker writes no core file (it
# holds many shoppers' sessions) and its memory is bounded.
pgrep -u shop -f "$state/bin/shopterm-relay" > /dev/null || { say "FAIL: no relay for Ada's session: $(ps -o pid,cmd -u shop)"; exit 1; }
workers="$(pgrep -u shop -f "$state/bin/shopterm ssh-worker" || true)"
[ "$(echo "$workers" | grep -c .)" -ge 2 ] || { say "FAIL: not two workers as the shoppers' account: $(ps -o pid,user,cmd -e | grep ssh-worker)"; exit 1; }
for pid in $workers; do
  grep -Eq '^Max core file size +0 +0' "/proc/$pid/limits" || { say "FAIL: a worker could write a core file"; exit 1; }
  grep -Eq '^Max data size +[0-9]+ +[0-9]+ ' "/proc/$pid/limits" || { say "FAIL: a worker's memory is not bounded: $(cat "/proc/$pid/limits")"; exit 1; }
done

# Ada logs in as a customer the kiosk's way: the shop's login page in her own browser (here curl,
# as the demo customer), the address it ends on pasted back; nothing listens on the server.
keys ada2 a
wait_for ada2 "On the shop's own computer, open:"
login_url="$(screen ada2 | awk 'found && /^ +[^ ]+ *$/ { url = url $1; next } found { exit } /own computer, open:/ { found = 1 } END { print url }')"
case "$login_url" in http://127.0.0.1:*) ;; *) say "FAIL: no login address on screen: $login_url"; screen ada2; exit 1 ;; esac
redirect="$(curl -s -o /dev/null -w '%{redirect_url}' --data "${login_url#*\?}&email=demo%40shopterm.dev&password=shopterm-demo" "${login_url%%\?*}")"
[ -n "$redirect" ] || { say "FAIL: the demo login page did not redirect"; exit 1; }
tmux -L "$socket" send-keys -t ada2 -l "$redirect"
keys ada2 Enter
wait_for ada2 "Logged in as Ada Lovelace."
keys ada2 q

# Carts are rows of one database, not files per shopper; no key or fingerprint is stored; the
# sessions leave nothing in /tmp.
extra="$(find "$state/shoppers" "$state/sessions" -mindepth 1 ! -name 'shoppers.sqlite*' ! -name log.sock ! -path "$state/sessions/state*" -print)"
[ -z "$extra" ] || { say "FAIL: files beside the shoppers' database: $extra"; exit 1; }
[ -z "$(find "$state/sessions" -mindepth 1 -type d -regextype posix-extended -regex ".*/[0-9a-f]{32}" -print)" ] || { say "FAIL: a folder per shopper"; exit 1; }
for secret in "$(cut -d' ' -f2 "$keys/ada.pub")" "$(ssh-keygen -lf "$keys/ada.pub" | cut -d' ' -f2)"; do
  if grep -qaF "$secret" "$state"/shoppers/shoppers.sqlite*; then say "FAIL: the database holds a key or its fingerprint"; exit 1; fi
done
[ "$(stat -c %a "$state/shoppers/shoppers.sqlite")" = 600 ] || { say "FAIL: the shoppers' database is not 0600"; exit 1; }

# A visitor with no key is a guest, told so; their cart lasts the session. The shoppers' account
# takes no keyless visitor.
guest_client guest1
wait_for guest1 "You are a guest: this cart lasts this session"
wait_for guest1 "All shoes"
keys guest1 Down Down Enter
wait_for guest1 "Swift Runner"
keys guest1 Enter
wait_for guest1 "add to cart"
keys guest1 Enter
wait_for guest1 "cart 1 · \$120.00"
keys guest1 q
guest_client guest2
wait_for guest2 "You are a guest"
wait_for guest2 "cart empty"
keys guest2 q
out="$(ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o BatchMode=yes \
  -o LogLevel=ERROR shop@127.0.0.1 2>&1 || true)"
echo "$out" | grep -q "Permission denied" || { say "FAIL: the shoppers' account let in a client with no key: $out"; exit 1; }

# Nothing of the server for a command, sftp or forwarding.
out="$(ssh_run shop@127.0.0.1 id)"
case "$out" in *uid=*) say "FAIL: a command ran on the server: $out"; exit 1 ;; esac
echo "$out" | grep -q "needs a terminal" || { say "FAIL: a command on the ssh line was not refused: $out"; exit 1; }
out="$(ssh_run -s shop@127.0.0.1 sftp)"
echo "$out" | grep -q "subsystem request failed" || { say "FAIL: sftp was not refused: $out"; exit 1; }
out="$(timeout 20 ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR \
  -o BatchMode=yes -i "$keys/ada" -N -o ExitOnForwardFailure=yes -R 0:127.0.0.1:22 shop@127.0.0.1 2>&1 || true)"
echo "$out" | grep -q "remote port forwarding failed" || { say "FAIL: port forwarding was not refused: $out"; exit 1; }

# A killed client: its session ends, with no process left, within 10 s.
before="$(shoppers_alive)"  # dave's idle session
client carol ada
wait_for carol "cart 1"
 # (the other shoppers have quit: the only clients left on the port are carol's and idle dave's)
pkill -9 -f "ssh -tt -p $port .*ada " || { say "FAIL: no client to kill"; exit 1; }
gone_within 10 "$before" || { say "FAIL: a killed client left processes: $(ps -o pid,stat,cmd -u shop)"; exit 1; }

# Dave's idle session ended with a goodbye (he typed nothing for the minute).
while [ $(( SECONDS - idle_since )) -lt 75 ] && ! screen dave | grep -q "Goodbye"; do sleep 1; done
wait_for dave "Goodbye: nothing was typed for 1 minute, so this session ended. Your cart is kept"

# A worker that crashes ends its own sessions, each told so with its terminal put back, and no
# other; serve-ssh starts it again, and the next shopper gets in.
for n in 1 2 3 4; do client "crowd$n" bob; done
for n in 1 2 3 4; do wait_for "crowd$n" "cart empty"; done
victim="" most=0
for pid in $(pgrep -u shop -f "$state/bin/shopterm ssh-worker"); do
  held="$(ls -l "/proc/$pid/fd" 2> /dev/null | grep -c /dev/pts || true)"
  [ "$held" -gt "$most" ] && { victim=$pid; most=$held; }
done
[ -n "$victim" ] || { say "FAIL: no worker holds a session"; exit 1; }
kill -9 "$victim"
sleep 2
told=0
for n in 1 2 3 4; do
  if screen "crowd$n" | grep -q "the storefront stopped unexpectedly; connect again"; then
    told=$((told + 1))
  else
    keys "crowd$n" Down
    wait_for "crowd$n" "▸Shop"
    keys "crowd$n" q
  fi
done
[ "$told" -eq "$most" ] || { say "FAIL: $told sessions were told the worker stopped, $most were on it"; exit 1; }
for _ in $(seq 50); do grep -q "storefront worker [0-9] ended (signal 9)" "$keys/server.err" && [ "$(pgrep -u shop -fc "$state/bin/shopterm ssh-worker")" -ge 2 ] && break; sleep 0.1; done
grep -q "storefront worker [0-9] ended (signal 9)" "$keys/server.err" || { say "FAIL: serve-ssh did not say a worker ended"; exit 1; }
[ "$(pgrep -u shop -fc "$state/bin/shopterm ssh-worker")" -ge 2 ] || { say "FAIL: the worker was not started again"; exit 1; }
client crowd5 bob
wait_for crowd5 "cart empty"
keys crowd5 q

# One line per session start and end on serve-ssh's stderr, with a short hash of the shopper and
# how it ended; never a key or its fingerprint.
grep -q "session start shopper=[0-9a-f]\{12\}\$" "$keys/server.err" || { say "FAIL: no session start line"; cat "$keys/server.err"; exit 1; }
for how in quit hangup idle; do
  grep -q "session end shopper=[0-9a-f]\{12\} seconds=[0-9]* how=$how\$" "$keys/server.err" || { say "FAIL: no session end line (how=$how)"; cat "$keys/server.err"; exit 1; }
done
if grep -qF "$(cut -d' ' -f2 "$keys/ada.pub")" "$keys/server.err"; then say "FAIL: a key in the log"; exit 1; fi

# The server restarts (one worker, of one session): Ada's cart is still hers.
stop
start --workers 1 --sessions-per-worker 1
client ada3 ada
wait_for ada3 "cart 1 · \$120.00"
# Still logged in: the customer is kept with the shopper (another key is not: Bob's a asks him to log in).
keys ada3 a
wait_for ada3 "Ada Lovelace"
client bob2 bob
wait_for bob2 "cart empty"
# The worker is full: Bob's session runs in a storefront process of its own.
pgrep -u shop -f "^$state/bin/shopterm ssh-session" > /dev/null || { say "FAIL: a full worker's next session did not get a process of its own: $(ps -o pid,cmd -u shop)"; exit 1; }
keys bob2 a
wait_for bob2 "On the shop's own computer, open:"
keys bob2 q
keys ada3 q
stop
gone_within 10 || { say "FAIL: processes left after serve-ssh stopped: $(ps -o pid,stat,cmd -u shop)"; exit 1; }
# (sshd's ExposeAuthInfo file of each session is in /tmp while it lasts)
[ -z "$(find /tmp /var/tmp -xdev \( -user shop -o -user guest \) -print 2> /dev/null)" ] || { say "FAIL: sessions left files in /tmp: $(find /tmp /var/tmp -xdev -user shop -o -user guest)"; exit 1; }
say "OK (a key's cart and customer login kept across reconnects and a restart, another key's apart, in one database; sessions in workers, a crashed worker ends only its own and is started again, a full one hands over to a process of its own; an idle session says goodbye; one log line per start and end; no command, sftp or forwarding; a killed client leaves nothing)"
