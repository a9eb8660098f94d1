#!/usr/bin/env bash
# End-to-end: hostile clients against `shopterm serve-ssh`, all on loopback, each bounded in
# count and time. A shopper (a real ssh client, from 127.0.0.1) must still reach the storefront
# within 2 s while: 500 TCP connections from 50 other loopback addresses sit idle before the
# handshake; a client floods handshakes; a client stops reading (kill -STOP); clients send a
# newline and disconnect. Nothing a client sends reaches the server's terminal (serve-ssh's
# stderr), and a client asking for what ForceCommand bypasses of the past used gets nothing.
#   bash Tests/e2e/ssh-hostile.sh [path/to/shopterm]     (as root: sessions run as the user shop)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
binary="${1:-$root/.build/debug/shopterm}"
say() { echo "e2e ssh-hostile: $*"; }
if [ "$(id -u)" -ne 0 ]; then say "skipped (run as root: sessions run as the shoppers' own account)"; exit 0; fi
getent passwd shop > /dev/null || useradd --system --no-create-home --home-dir / --shell /bin/sh -p '*' shop
usermod -p '*' shop

state="$(mktemp -d /var/lib/shopterm-e2e-hostile.XXXXXX)"
work="$(mktemp -d)"
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
socket="shopterm-e2e-hostile-$$"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -9 "$pid" 2> /dev/null || true; done
  tmux -L "$socket" kill-server 2> /dev/null || true
  [ -n "${server:-}" ] && kill "$server" 2> /dev/null && wait "$server" 2> /dev/null || true
  rm -rf "$state" "$work"
}
trap cleanup EXIT

"$binary" serve-ssh --port "$port" --host-dir "$state" > "$work/server.out" 2> "$work/server.err" &
server=$!
for _ in $(seq 100); do grep -q "over SSH" "$work/server.out" 2> /dev/null && break; sleep 0.1; done
grep -q "over SSH" "$work/server.out" || { say "FAIL: serve-ssh did not start: $(cat "$work/server.err")"; exit 1; }
ssh-keygen -q -t ed25519 -N '' -f "$work/ada"
ssh_options=(-p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -o LogLevel=ERROR -i "$work/ada")

screen() { tmux -L "$socket" capture-pane -p -t "$1"; }
# gets_in NAME: a shopper connects from 127.0.0.1 and must see the storefront within 2 s.
gets_in() {
  local started=$SECONDS name=$1
  local begun
  begun=$(date +%s%N)
  tmux -L "$socket" new-session -d -s "$name" -x 100 -y 30 "ssh -tt -b 127.0.0.1 ${ssh_options[*]} shop@127.0.0.1; sleep 30"
  for _ in $(seq 400); do
    if screen "$name" | grep -qF "cart empty"; then
      local ms=$(( ($(date +%s%N) - begun) / 1000000 ))
      [ "$ms" -le 2000 ] || { say "FAIL: $2: the shopper got in after $ms ms (more than 2 s)"; exit 1; }
      say "$2: a shopper got in in $ms ms"
      tmux -L "$socket" send-keys -t "$name" q
      return 0
    fi
    sleep 0.01
  done
  say "FAIL: $2: the shopper never got in:"; screen "$name"; tail -n 5 "$work/server.err"; exit 1
}

gets_in calm "with no attack"

# 500 idle TCP connections before the handshake, from 50 loopback addresses (10 each: the
# per-source limit), held for 12 s (under LoginGraceTime, so sshd holds them all).
python3 - "$port" > "$work/idle.out" 2>&1 << 'PY' &
import socket, sys, time
port = int(sys.argv[1])
held = []
for source in range(50):
    for _ in range(10):
        s = socket.socket()
        s.bind((f"127.0.1.{source + 1}", 0))
        try:
            s.connect(("127.0.0.1", port))
            held.append(s)
        except OSError:
            pass
print(len(held), flush=True)
time.sleep(12)
PY
pids+=($!)
for _ in $(seq 100); do [ -s "$work/idle.out" ] && break; sleep 0.1; done
[ "$(head -n 1 "$work/idle.out")" -ge 450 ] || { say "FAIL: the idle connections were not made: $(cat "$work/idle.out")"; exit 1; }
sleep 1
gets_in idle "with 500 idle connections before the handshake"

# A handshake flood from 127.0.0.3: four loops of full key exchanges (ssh-keyscan), 8 s.
for _ in 1 2 3 4; do
  (end=$((SECONDS + 8)); while [ $SECONDS -lt $end ]; do ssh-keyscan -T 2 -p "$port" 127.0.0.3 > /dev/null 2>&1 || true; done) &
  pids+=($!)
done
sleep 1
gets_in flood "during a handshake flood"

# Clients that send a newline and hang up, 200 of them, from 127.0.0.4.
for _ in $(seq 200); do
  python3 -c 'import socket,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1])),source_address=("127.0.0.4",0),timeout=2); s.sendall(b"\n"); s.close()' "$port" 2> /dev/null || true
done
gets_in newline "after 200 clients sent a newline and hung up"

# A shopper whose client stops reading while the storefront draws (a product picture and
# keys that redraw): the session stalls on its own; others are served.
tmux -L "$socket" new-session -d -s stopped -x 100 -y 30 "ssh -tt ${ssh_options[*]} shop@127.0.0.1; sleep 30"
for _ in $(seq 200); do screen stopped | grep -qF "All shoes" && break; sleep 0.05; done
stopped_pid="$(pgrep -f "ssh -tt -p $port" | head -n 1)"
[ -n "$stopped_pid" ] || { say "FAIL: no client to stop"; exit 1; }
kill -STOP "$stopped_pid"
pids+=("$stopped_pid")
for _ in $(seq 300); do tmux -L "$socket" send-keys -t stopped Down Up; done
gets_in beside_stopped "beside a client that stopped reading"
kill -9 "$stopped_pid"

# What ForceCommand bypasses of the past used gets nothing: ~/.ssh/rc (no home, PermitUserRC
# no), the client's environment (LD_PRELOAD, BASH_ENV), agent/X11/port forwarding, a command,
# sftp; a user name or version string with escape sequences reaches no terminal raw.
out="$(ssh "${ssh_options[@]}" -o BatchMode=yes -o SetEnv="LD_PRELOAD=/tmp/x.so BASH_ENV=/tmp/x" -o SendEnv=LANG -A -X \
  shop@127.0.0.1 'id; cat /etc/passwd' 2>&1 || true)"
case "$out" in *uid=*|*root:x:*) say "FAIL: a command ran on the server: $out"; exit 1 ;; esac
local_port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
# (at LogLevel INFO: the client says "administratively prohibited" there)
ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o IdentitiesOnly=yes -i "$work/ada" -o BatchMode=yes \
  -N -L "127.0.0.1:$local_port:127.0.0.1:$port" shop@127.0.0.1 2> "$work/forward.err" &
forward=$!
pids+=("$forward")
for _ in $(seq 50); do python3 -c 'import socket,sys; socket.create_connection(("127.0.0.1",int(sys.argv[1]))).close()' "$local_port" 2> /dev/null && break; sleep 0.1; done
python3 -c 'import socket,sys; s=socket.create_connection(("127.0.0.1",int(sys.argv[1])),timeout=3); s.recv(100)' "$local_port" 2> /dev/null || true
sleep 0.5
kill "$forward" 2> /dev/null || true
grep -q "administratively prohibited" "$work/forward.err" || { say "FAIL: local forwarding was not refused: $(cat "$work/forward.err")"; exit 1; }
ssh -p "$port" -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes -o PubkeyAuthentication=no \
  "$(printf 'evil\033[2J\033]0;owned\007')@127.0.0.1" > /dev/null 2>&1 || true
if grep -q $'\033' "$work/server.err" "$work/server.out"; then say "FAIL: an escape sequence reached the server's terminal"; exit 1; fi

# sshd and the server are still up, and nothing of the hostile clients is left.
for pid in "${pids[@]}"; do kill -9 "$pid" 2> /dev/null || true; done
pids=()
kill -0 "$server" || { say "FAIL: serve-ssh died"; exit 1; }
gets_in after "after it all"
say "OK (a shopper got in within 2 s through idle connections, a handshake flood, newline hang-ups and a stopped client; no command, environment or forwarding; no escape sequence on the server's terminal)"
