#!/usr/bin/env bash
# End-to-end: several hosts, one state, for real. Two serve-ssh hosts (network namespaces of
# this test's own, on a bridge), HAProxy in front (deploy/haproxy.cfg, with this test's
# addresses), one PostgreSQL and one demo store behind. A shopper adds to the cart through
# HAProxy; the host they landed on is killed (every process in it, -9); they reconnect through
# HAProxy, land on the other host, find the same cart, and check out to the payment link.
#   bash Tests/e2e/ssh-hosts.sh [path/to/shopterm]     (as root: namespaces, sshd, PostgreSQL)
# Addresses are in 198.18.0.0/24 (RFC 2544's benchmarking range), only inside the namespaces.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(readlink -f "${1:-$root/.build/debug/shopterm}")"
say() { echo "e2e ssh-hosts: $*"; }
source "$root/Tests/e2e/hosts-lib.sh"
if [ "$(id -u)" -ne 0 ]; then say "skipped (run as root: network namespaces, sshd and PostgreSQL)"; exit 0; fi
pgbin="$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1)"
for need in /usr/sbin/sshd /usr/sbin/haproxy /usr/bin/socat /usr/sbin/ip "$pgbin/postgres"; do
  [ -x "$need" ] || { say "FAIL: $need is missing (bash scripts/setup.sh --e2e installs it)"; exit 1; }
done
getent passwd shop > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh -p '*' shop
usermod -p '*' shop

id=$$
lan="shopterm-lan-$id" ; hosts=(a b)
work="$(mktemp -d /var/lib/shopterm-e2e-hosts.XXXXXX)"  # sshd refuses scripts under /tmp
chmod 755 "$work"
touch "$work/began"  # what this test's sessions leave in /tmp is newer
socket="shopterm-e2e-hosts-$id"
namespaces() { echo "$lan"; for h in "${hosts[@]}"; do echo "shopterm-$h-$id"; done; }
kill_namespace() { ip netns pids "$1" 2> /dev/null | xargs -r kill -9 2> /dev/null || true; }
cleanup() {
  ip netns exec "$lan" tmux -L "$socket" kill-server 2> /dev/null || true
  for ns in $(namespaces); do kill_namespace "$ns"; done
  sleep 0.5
  for ns in $(namespaces); do ip netns del "$ns" 2> /dev/null || true; done
  # sshd's ExposeAuthInfo files of the sessions killed with their host (sshd removes them at a
  # session's end, which a -9 never reaches).
  find /tmp -maxdepth 1 -name 'sshauth.*' -user shop -newer "$work/began" -delete 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
[ -n "${SSH_E2E_DEBUG:-}" ] && set -x

# The network: a bridge in the "lan" namespace (HAProxy, PostgreSQL, the store, the shopper), and
# a host namespace on it for each serve-ssh.
e2e_lan "$lan" 198.18.0.1/24
number=11
for h in "${hosts[@]}"; do
  e2e_host "$lan" "shopterm-$h-$id" "v$h" "198.18.0.$number/24"
  number=$((number + 1))
done

# PostgreSQL, with a password (the URI is a secret serve-ssh must never print).
e2e_postgres "$lan" 198.18.0.1 198.18.0.0/24
password="pw-$RANDOM$RANDOM"
e2e_psql -c "CREATE ROLE shopterm LOGIN PASSWORD '$password'" -c "CREATE DATABASE shopterm OWNER shopterm" > /dev/null
database="postgres://shopterm:$password@198.18.0.1:5432/shopterm"

# One demo store, reached from each host through its loopback (a store over plain http must be
# on loopback: a forwarder in each host carries it to the store on the bridge).
ip netns exec "$lan" "$binary" demo-server --host 198.18.0.1 --port 8088 --checkout-base http://127.0.0.1:8088 > "$work/store.out" 2> "$work/store.err" &
disown
for _ in $(seq 100); do [ -s "$work/store.out" ] && break; sleep 0.1; done
for h in "${hosts[@]}"; do
  ip netns exec "shopterm-$h-$id" socat TCP-LISTEN:8088,bind=127.0.0.1,fork,reuseaddr TCP:198.18.0.1:8088 &
  disown
done

# The two hosts: one host key, one database.
ssh-keygen -q -t ed25519 -N '' -C "shopterm hosts" -f "$work/host_key"
number=11
for h in "${hosts[@]}"; do
  mkdir -p "$work/$h"
  ip netns exec "shopterm-$h-$id" "$binary" serve-ssh --listen "198.18.0.$number" --port 2222 --host-dir "$work/$h" --behind-proxy \
    --host-key "$work/host_key" --state "$database" --shop http://127.0.0.1:8088 > "$work/$h.out" 2> "$work/$h.err" &
    disown
  number=$((number + 1))
done
for h in "${hosts[@]}"; do
  for _ in $(seq 150); do grep -q "over SSH" "$work/$h.out" 2> /dev/null && break; sleep 0.1; done
  grep -q "over SSH" "$work/$h.out" || { say "FAIL: host $h did not start: $(cat "$work/$h.err")"; exit 1; }
  if grep -qF "$password" "$work/$h.out" "$work/$h.err"; then say "FAIL: host $h printed the database's password"; exit 1; fi
done

# HAProxy: the project's configuration, with this test's addresses.
e2e_haproxy_config 198.18.0.1:2222 198.18.0.11:2222 198.18.0.12:2222 \
  || { say "FAIL: deploy/haproxy.cfg no longer has the lines this test points at its hosts"; exit 1; }
ip netns exec "$lan" haproxy -f "$work/haproxy.cfg" -db > "$work/haproxy.log" 2>&1 &
disown
sleep 2.5  # its checks find both hosts up

# The shopper, on the bridge, through HAProxy.
ssh-keygen -q -t ed25519 -N '' -f "$work/ada"
tmux() { ip netns exec "$lan" tmux -L "$socket" "$@"; }
client() {
  tmux new-session -d -s "$1" -x 100 -y 30 \
    "ssh -tt -p 2222 -o StrictHostKeyChecking=no -o UserKnownHostsFile=$work/known_hosts -o IdentitiesOnly=yes -o LogLevel=ERROR -i $work/ada shop@198.18.0.1; sleep 60"
}
screen() { tmux capture-pane -p -t "$1"; }
keys() { local session=$1; shift; tmux send-keys -t "$session" "$@"; }
type_text() { tmux send-keys -t "$1" -l "$2"; }
wait_for() {
  for _ in $(seq 200); do screen "$1" | grep -qF -- "$2" && return 0; sleep 0.1; done
  say "FAIL: \"$2\" never showed in $1:"; screen "$1"; tail -n 5 "$work"/*.err "$work"/haproxy.log; exit 1
}

client first
wait_for first "Boots"
keys first Down Down Enter
wait_for first "Harbor Chelsea Boot"
keys first Enter
wait_for first "add to cart"
keys first Enter
wait_for first "cart 1 · \$220.00"
keys first c
wait_for first "Harbor Chelsea Boot"
keys first '%'; type_text first "WELCOME10"; keys first Enter
wait_for first "WELCOME10 takes \$22.00 off."
wait_for first "cart 1 · \$198.00"  # the header says what the store will charge
keys first q q
sleep 0.5
landed=""
for h in "${hosts[@]}"; do grep -q "session start" "$work/$h.err" && landed="$h"; done
[ -n "$landed" ] || { say "FAIL: no host logged the session"; exit 1; }
other="a"; [ "$landed" = a ] && other="b"

# The host the shopper used dies, every process in it.
kill_namespace "shopterm-$landed-$id"
sleep 2.5  # HAProxy's checks take it out (a connection meanwhile is redispatched anyway)

# Back through HAProxy: the other host, the same cart (its discount code too), and a checkout.
client second
wait_for second "cart 1 · \$198.00"  # the store's total, WELCOME10 taken off (before the store answers, the lines' $220.00)
grep -q "session start" "$work/$other.err" || { say "FAIL: the second session did not land on host $other"; exit 1; }
keys second c
wait_for second "WELCOME10"
keys second Enter
wait_for second "cart / contact"
type_text second "ada@example.com"; keys second Enter
wait_for second "Address*"
type_text second "Ada"; keys second Tab; type_text second "Lovelace"; keys second Tab Tab
type_text second "1 Main St"; keys second Tab Tab
type_text second "London"; keys second Tab Tab; type_text second "SW1A 1AA"; keys second Tab; type_text second "GB"
keys second Enter
wait_for second "International"
keys second Enter
wait_for second "Discount WELCOME10"
keys second Enter
wait_for second "open the link, or scan the code"
wait_for second "127.0.0.1:8088/"
keys second q
say "OK (a cart made through HAProxy on host $landed, found on host $other after $landed was killed, and checked out to the payment link)"
