# Shared by the end-to-end scripts (sourced): a tmux server of their own, the demo store on a
# loopback port, and waiting for text on the screen.
#   e2e_name=journey; source Tests/e2e/lib.sh; e2e_start   → $bin $work $session $base
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=${1:-$root/.build/debug/shopterm}
work=$(mktemp -d)
session="shopterm-$e2e_name-$$"
# A tmux server of its own: one already running would start the sessions with its environment
# (another XDG_STATE_HOME) instead of this script's.
tmux() { command tmux -L "$session" "$@"; }
server_pid=""
cleanup() {
  tmux kill-server 2>/dev/null || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "e2e $e2e_name: FAIL: $*"; echo "--- screen ---"; tmux capture-pane -p -t "$session" 2>/dev/null || true; exit 1; }

export XDG_STATE_HOME="$work/state" XDG_CACHE_HOME="$work/cache" XDG_CONFIG_HOME="$work/config"

# Starts the tmux server (kept up between sessions) and `shopterm demo-server`; sets $base.
e2e_start() {
  tmux new-session -d -s "$session-keep" "sleep 3600"
  "$bin" demo-server --port 0 >"$work/server.out" 2>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 1 100); do [ -s "$work/server.out" ] && break; sleep 0.05; done
  base=$(head -n 1 "$work/server.out")
  [[ "$base" == http://127.0.0.1:* ]] || fail "demo-server did not start"
}

# Wait until the screen shows $1 (a fixed string), for at most 10 s.
expect() {
  for _ in $(seq 1 200); do
    tmux capture-pane -p -t "$session" | grep -qF -- "$1" && return 0
    sleep 0.05
  done
  fail "the screen never showed: $1"
}
keys() { tmux send-keys -t "$session" "$@"; }
type_text() { tmux send-keys -t "$session" -l "$1"; }
# Pastes $1 (printf escapes: \n, \033) as a terminal does when the program asked for bracketed
# paste (tmux sends the brackets only then).
paste_text() { printf '%b' "$1" >"$work/paste"; tmux load-buffer -b e2e "$work/paste"; tmux paste-buffer -p -d -b e2e -t "$session"; }
