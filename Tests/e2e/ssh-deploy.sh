#!/usr/bin/env bash
# End-to-end: an operator's deploy/ as written. The unit's ExecStart (deploy/shopterm-ssh.service)
# and the several-hosts drop-in's (deploy/several-hosts.conf) run word for word with systemd's
# environment: `env -i`, no HOME, the unit's Environment= lines, root, ProtectHome (an empty
# /root and /home), StateDirectory's /var/lib/shopterm, /usr/local/bin/shopterm, and
# /etc/shopterm's files, each in a mount namespace of the test's own. The host is a network
# namespace on a bridge with PostgreSQL, whose table deploy/schema.sql makes with its
# least-privilege grants, and HAProxy (deploy/haproxy.cfg, this test's addresses): twelve idle
# connections from one address, and a shopper still gets in through HAProxy. A role missing a
# grant is told what it lacks. Addresses are in 198.18.1.0/24, only inside the namespaces.
#   bash Tests/e2e/ssh-deploy.sh [path/to/shopterm]     (as root)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="$(readlink -f "${1:-$root/.build/debug/shopterm}")"
say() { echo "e2e ssh-deploy: $*"; }
source "$root/Tests/e2e/hosts-lib.sh"
if [ "$(id -u)" -ne 0 ]; then say "skipped (run as root: network namespaces, sshd and PostgreSQL)"; exit 0; fi
pgbin="$(ls -d /usr/lib/postgresql/*/bin 2> /dev/null | sort -V | tail -n 1)"
for need in /usr/sbin/sshd /usr/sbin/haproxy /usr/sbin/ip /usr/bin/unshare "$pgbin/postgres" "$(dirname "$binary")/shopterm-relay"; do
  [ -x "$need" ] || { say "FAIL: $need is missing (bash scripts/setup.sh installs it)"; exit 1; }
done
getent passwd shop > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh -p '*' shop

id=$$
lan="shopterm-dlan-$id"
host="shopterm-dhost-$id"
work="$(mktemp -d /var/lib/shopterm-e2e-deploy.XXXXXX)"
hidden="$(mktemp -d /root/shopterm-e2e-cwd.XXXXXX)"  # the folder serve-ssh is started in (see run_unit)
chmod 755 "$work"
socket="shopterm-e2e-deploy-$id"
made_etc=false
[ -e /etc/shopterm ] || { mkdir -m 755 /etc/shopterm; made_etc=true; }
made_state=false
[ -e /var/lib/shopterm ] || { mkdir -m 755 /var/lib/shopterm; made_state=true; }
cleanup() {
  ip netns exec "$lan" tmux -L "$socket" kill-server 2> /dev/null || true
  for ns in "$host" "$lan"; do ip netns pids "$ns" 2> /dev/null | xargs -r kill 2> /dev/null || true; done
  sleep 1
  for ns in "$host" "$lan"; do ip netns pids "$ns" 2> /dev/null | xargs -r kill -9 2> /dev/null || true; done
  sleep 0.3
  for ns in "$host" "$lan"; do ip netns del "$ns" 2> /dev/null || true; rm -rf "/etc/netns/$ns"; done
  rmdir /etc/netns 2> /dev/null || true
  $made_etc && rmdir /etc/shopterm 2> /dev/null || true
  $made_state && rmdir /var/lib/shopterm 2> /dev/null || true
  rm -rf "$work" "$hidden"
}
trap cleanup EXIT
fail() { say "FAIL: $*"; for f in "$work"/*.err; do echo "--- $f"; tail -n 8 "$f"; done; exit 1; }
[ -n "${SSH_E2E_DEBUG:-}" ] && set -x

# The network: a bridge in the "lan" namespace (PostgreSQL, HAProxy, the shopper) and the host.
e2e_lan "$lan" 198.18.1.1/24
e2e_host "$lan" "$host" vhost 198.18.1.11/24
# The unit's database host name, as the host's resolver would answer it (ip netns exec binds it).
mkdir -p "/etc/netns/$host"
echo "198.18.1.1 db.internal" > "/etc/netns/$host/hosts"

# PostgreSQL: the database is the administrator's; deploy/schema.sql makes the table and grants
# serve-ssh's role only what it needs.
e2e_postgres "$lan" 198.18.1.1 198.18.1.0/24
password="pw-$RANDOM$RANDOM"
e2e_psql -c "CREATE ROLE shopterm LOGIN PASSWORD '$password'" -c "CREATE DATABASE shopterm" > /dev/null
e2e_psql -d shopterm < "$root/deploy/schema.sql" > /dev/null

# /etc/shopterm as the drop-in's comments make it: the host key, the token, the password file.
mkdir -p "$work/etc"
ssh-keygen -q -t ed25519 -N '' -C "shopterm hosts" -f "$work/etc/host_ed25519_key"
echo "shpat_e2e0123456789" > "$work/etc/storefront-token"
echo "db.internal:5432:shopterm:shopterm:$password" > "$work/etc/pgpass"
chmod 600 "$work/etc/storefront-token" "$work/etc/pgpass"
mkdir -p "$work/bin"
cp "$binary" "$(dirname "$binary")/shopterm-relay" "$work/bin/"

# What the unit file says: its last ExecStart, its Environment= lines.
exec_start() { grep '^ExecStart=.' "$1" | tail -n 1 | sed 's/^ExecStart=//'; }
environment() { grep '^Environment=' "$1" | sed 's/^Environment=//' || true; }
unit="$root/deploy/shopterm-ssh.service"
dropin="$root/deploy/several-hosts.conf"
# run_unit NAME COMMAND ENVIRONMENT…: the command in the host namespace with systemd's
# environment and the unit's file system (a mount namespace of its own). It starts in a folder
# of root's home, which the unit's ProtectHome hides (as a project in /root does in a fresh root):
# serve-ssh must not need the folder it was started in.
run_unit() {
  local name=$1 command=$2; shift 2
  ip netns exec "$host" unshare --mount --propagation private bash -c '
    set -e
    cd "$1"; shift
    mount -t tmpfs -o mode=0755 tmpfs /usr/local/bin && cp "$0"/bin/* /usr/local/bin/
    mount -t tmpfs -o mode=0755 tmpfs /etc/shopterm && cp -a "$0"/etc/. /etc/shopterm/
    mount -t tmpfs -o mode=0755 tmpfs /var/lib/shopterm
    mount -t tmpfs -o mode=0700,ro tmpfs /root; mount -t tmpfs -o mode=0755,ro tmpfs /home
    shift
    exec env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin "$@"' "$work" "$hidden" _ "$@" $command \
    > "$work/$name.out" 2> "$work/$name.err" &
  server=$!
}
ready() {  # ready NAME: the ready line, or the server's end
  for _ in $(seq 300); do
    grep -q "over SSH" "$work/$1.out" 2> /dev/null && return 0
    kill -0 "$server" 2> /dev/null || return 1
    sleep 0.1
  done
  return 1
}
stop_unit() { kill "$server" 2> /dev/null || true; for _ in $(seq 100); do kill -0 "$server" 2> /dev/null || break; sleep 0.1; done; }

ssh-keygen -q -t ed25519 -N '' -f "$work/ada"
tmux() { ip netns exec "$lan" tmux -L "$socket" "$@"; }
client() {  # client SESSION ADDRESS
  tmux new-session -d -s "$1" -x 100 -y 30 \
    "ssh -tt -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR -i $work/ada shop@$2; sleep 60"
}
got_in() {  # got_in SESSION: the storefront took the shopper's terminal
  for _ in $(seq 200); do [ "$(tmux display -p -t "$1" '#{alternate_on}' 2> /dev/null)" = 1 ] && return 0; sleep 0.1; done
  tmux capture-pane -p -t "$1"; fail "the shopper never got in ($1)"
}

# 1. One host: the unit's ExecStart as written (SQLite in /var/lib/shopterm/ssh). The store
# cannot be reached from the test's network: said at start, and served anyway.
run_unit single "$(exec_start "$unit")" $(environment "$unit")
ready single || fail "the unit's ExecStart did not serve"
grep -q "does not answer" "$work/single.err" || fail "a store that does not answer was not said at start"
client single 198.18.1.11
got_in single
tmux kill-session -t single
stop_unit

# 2. Several hosts: the drop-in's ExecStart, PostgreSQL with the least-privilege grants.
run_unit hosts "$(exec_start "$dropin")" $(environment "$dropin")
ready hosts || fail "the several-hosts ExecStart did not serve"
if grep -qF "$password" "$work/hosts.out" "$work/hosts.err"; then fail "the database's password was printed"; fi

# HAProxy: the project's configuration, with this test's addresses (host2 is absent: down).
e2e_haproxy_config 198.18.1.1:22 198.18.1.11:22 198.18.1.12:22 || fail "deploy/haproxy.cfg no longer has the lines this test points at its host"
ip netns exec "$lan" haproxy -f "$work/haproxy.cfg" -db > "$work/haproxy.err" 2>&1 &
disown
sleep 2.5  # its checks find the host up

# Twelve idle connections from one address (a few slow clients), then a real shopper.
ip netns exec "$lan" python3 -c '
import socket, time
held = [socket.create_connection(("198.18.1.1", 22)) for _ in range(12)]
time.sleep(14)' &
idle=$!
sleep 1
client crowd 198.18.1.1
got_in crowd
kill "$idle" 2> /dev/null || true
grep -q "session start" "$work/hosts.err" || fail "no session line for the shopper"
! grep -q "kex_exchange_identification" "$work/hosts.err" || fail "HAProxy's health checks are in serve-ssh's log"
tmux kill-session -t crowd
stop_unit

# 3. A role that lacks a grant is told which, and serve-ssh does not serve.
e2e_psql -d shopterm -c "REVOKE DELETE ON shopterm_shoppers FROM shopterm" > /dev/null
run_unit revoked "$(exec_start "$dropin")" $(environment "$dropin")
! ready revoked || fail "serve-ssh served with a role that may not DELETE"
grep -q "may not DELETE on shopterm_shoppers: GRANT SELECT, INSERT, UPDATE, DELETE ON shopterm_shoppers TO shopterm" "$work/revoked.err" \
  || fail "the missing grant was not said"
say "OK (the unit's and the drop-in's ExecStart as written, PostgreSQL with least-privilege grants, a shopper through HAProxy past 12 idle connections)"
