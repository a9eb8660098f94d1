#!/usr/bin/env python3
"""The SSH load driver: real OpenSSH `ssh` clients in pseudo-terminals against `shopterm
serve-ssh` on loopback (a `shopterm demo-server` as the shop behind it), and the same driver
against a minimal terminal.shop-style peer (bench/wish-peer: Go, wish + Bubble Tea, built here
when Go and Debian's golang-github-charmbracelet-wish-dev are present; said so when not).

For each server it ramps up new shoppers at --rate a second to --sessions, keeps them
connected for --hold seconds, and has --typing of them shop at --keys-per-second (a collection,
a product, add to cart, the cart, the checkout, then up and down) while the rest idle. It
answers the terminal's questions as xterm does. Figures (docs/performance.md):
  - sessions that never reached the shop, and sessions dropped while held;
  - connect → first frame p50 / p99;
  - server memory per session (PSS of every process the server runs, minus its idle PSS, / N);
  - server CPU per new session (CPU of every process the server runs during the ramp, / N),
    and the store's (the demo store's process);
  - store requests per new session (the demo store's request log) and Home requests in all;
  - keystroke → frame through SSH, p50 / p99, and bytes per keystroke.
Traffic goes to loopback only; every loop is bounded by --sessions and --hold.

  python3 bench/ssh-load.py --shopterm .build/release/shopterm              (1,000 for 10 minutes)
  python3 bench/ssh-load.py --shopterm .build/release/shopterm --short      (CI: 50 for 30 s)
"""

import argparse
import fcntl
import json
import os
import pty
import re
import selectors
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLOCK_TICK = os.sysconf("SC_CLK_TCK")
MARKER = b"cart empty"  # the header of both shops' first frame
ROWS, COLUMNS = 30, 100
# What xterm answers to the storefront's start-up questions (cell size, then DA1; no sixel).
ANSWERS = {b"\x1b[16t": b"\x1b[6;20;10t", b"\x1b[c": b"\x1b[?62;22c"}


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


def percentile(values, fraction):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


# --- the server's processes: memory and CPU of a tree ---------------------------------------


def stat_fields(pid):
    """The fields of /proc/PID/stat after the command's name (state, ppid, …); None when gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def tree(root):
    """Every process descended from `root`, `root` included, read from /proc."""
    parents = {}
    for name in os.listdir("/proc"):
        fields = stat_fields(name) if name.isdigit() else None
        if fields:
            parents[int(name)] = int(fields[1])
    found, frontier = [root], [root]
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, ppid in parents.items() if ppid == parent]
        found += children
        frontier += children
    return found


def pss_kb(pids):
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
                        break
        except OSError:
            continue
    return total


def pss_by_command(pids):
    """PSS in kB by process name, and how many processes bear it."""
    found = {}
    for pid in pids:
        try:
            with open(f"/proc/{pid}/comm") as f:
                name = f.read().strip()
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                words = f.read().split(b"\0")
            # sshd names its processes by role ("sshd: shop [priv]", "sshd: shop@pts/3").
            if name == "sshd" and words and words[0].startswith(b"sshd:"):
                name = "sshd (priv)" if b"[priv]" in words[0] else "sshd (session)" if b"@" in words[0] else "sshd (listener)"
        except OSError:
            continue
        kb, count = found.get(name, (0, 0))
        found[name] = (kb + pss_kb([pid]), count + 1)
    return found


def cpu_seconds(pids):
    """User + system time of the processes and of the children they have reaped."""
    total = 0
    for pid in pids:
        fields = stat_fields(pid)
        if fields:
            total += sum(int(fields[index]) for index in (11, 12, 13, 14))
    return total / CLOCK_TICK


# --- one shopper: an ssh client in a pty ----------------------------------------------------


class Shopper:
    def __init__(self, command, journey):
        self.started = time.monotonic()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
            os.environ["TERM"] = "xterm-256color"
            os.execvp(command[0], command)
        os.set_blocking(self.fd, False)
        self.first_frame = None
        self.closed = False
        self.tail = b""
        self.journey = list(journey)
        self.key_sent = None
        self.latencies = []
        self.bytes_after_key = []
        self.next_key = None
        self.moves = 0
        self.unanswered = 0
        # Arrows as the terminal sends them: ESC O B once the program asked for the keypad's
        # application mode (DECCKM, as curses does), else ESC [ B.
        self.application_keys = False
        self.seen = b""

    def readable(self, now):
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.closed = True
            return
        window = self.tail + data
        if b"\x1b[?1h" in window:
            self.application_keys = True
        if b"\x1b[?1l" in window:
            self.application_keys = window.rfind(b"\x1b[?1h") > window.rfind(b"\x1b[?1l")
        if self.first_frame is None and len(self.seen) < 65536:
            self.seen += data
        for question, answer in ANSWERS.items():
            if question in window[-len(data) - len(question) + 1 :]:
                self.write(answer)
        if self.first_frame is None and MARKER in window:
            self.first_frame = now - self.started
        if self.key_sent is not None:
            self.latencies.append(now - self.key_sent)
            self.key_sent = None
            self.bytes_after_key.append(0)
        if self.bytes_after_key:
            self.bytes_after_key[-1] += len(data)
        self.tail = window[-64:]

    def write(self, data):
        try:
            os.write(self.fd, data)
        except OSError:
            self.closed = True

    def press(self, now):
        # The journey, then down and up in a list (each redraws it: down first, from its top).
        if self.journey:
            key = self.journey.pop(0)
        else:
            key = b"\x1b[B" if self.moves % 2 == 0 else b"\x1b[A"
            self.moves += 1
        if self.application_keys and key in (b"\x1b[A", b"\x1b[B"):
            key = b"\x1bO" + key[2:]
        self.key_sent = now
        self.write(key)

    def close(self):
        try:
            os.kill(self.pid, signal.SIGKILL)
        except OSError:
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except OSError:
            pass


# --- the servers ----------------------------------------------------------------------------


class Server:
    """A server under test: its command, its port, its root process, its store (if any)."""

    name = ""
    journey = []

    def stop(self):
        for process in self.processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)

    def store_requests(self):
        return []


class ShoptermServer(Server):
    name = "shopterm serve-ssh"
    # A collection, a product, add to cart, the cart, the checkout (its e-mail form); back home.
    journey = [b"\x1b[B", b"\x1b[B", b"\r", b"\r", b"\r", b"c", b"\r", b"\x1b", b"\x1b", b"\x1b", b"H"]

    def __init__(self, shopterm, user):
        if os.geteuid() == 0 and subprocess.run(["getent", "passwd", user], capture_output=True).returncode != 0:
            # The shoppers' account, as docs/ssh.md makes it: a system account, no password, not locked.
            subprocess.run(["useradd", "--system", "--no-create-home", "--home-dir", "/", "--shell", "/bin/sh", "-p", "*", user],
                           check=True)
        # sshd refuses a key command under /tmp: the state folder is under /var/lib as root.
        parent = "/var/lib" if os.geteuid() == 0 else None
        self.folder = tempfile.mkdtemp(prefix="shopterm-ssh-load.", dir=parent)
        os.chmod(self.folder, 0o755)
        self.store_port, self.port = free_port(), free_port()
        self.store_log = os.path.join(self.folder, "store.log")
        store = subprocess.Popen(
            [shopterm, "demo-server", "--port", str(self.store_port)],
            stdout=subprocess.DEVNULL, stderr=open(self.store_log, "w"))
        if not wait_for_port(self.store_port):
            sys.exit("ssh-load: the demo store did not start")
        self.server_log = os.path.join(self.folder, "serve-ssh.log")
        server = subprocess.Popen(
            [shopterm, "serve-ssh", "--port", str(self.port), "--host-dir", os.path.join(self.folder, "state"),
             "--shop", f"http://127.0.0.1:{self.store_port}", "--user", user],
            stdout=subprocess.DEVNULL, stderr=open(self.server_log, "w"))
        self.processes = [server, store]
        self.root, self.store = server.pid, store.pid
        self.user = user if os.geteuid() == 0 else os.environ.get("USER", "root")
        if not wait_for_port(self.port):
            sys.exit("ssh-load: serve-ssh did not start: " + open(self.server_log).read()[-500:])

    def store_requests(self):
        with open(self.store_log) as f:
            return re.findall(r"^#\d+ (\S+)", f.read(), re.M)


class WishPeer(Server):
    name = "wish + Bubble Tea (peer)"
    journey = [b"\x1b[B", b"\x1b[B", b"\r", b"c", b"c"]

    def __init__(self, binary):
        self.folder = tempfile.mkdtemp(prefix="wish-peer.")
        self.port = free_port()
        peer = subprocess.Popen(
            [binary, "-listen", f"127.0.0.1:{self.port}", "-key", os.path.join(self.folder, "host_ed25519")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.processes = [peer]
        self.root, self.store, self.user = peer.pid, None, "shopper"
        if not wait_for_port(self.port):
            sys.exit("ssh-load: the wish peer did not start")


def build_peer():
    """The wish peer, built when Go and Debian's wish sources are here; nil with the reason."""
    if shutil.which("go") is None:
        return None, "Go is not installed (Debian: golang-go)"
    gopath = "/usr/share/gocode"
    if not os.path.isdir(os.path.join(gopath, "src/github.com/charmbracelet/wish")):
        return None, "wish's sources are not installed (Debian: golang-github-charmbracelet-wish-dev)"
    out = os.path.join(tempfile.mkdtemp(prefix="wish-peer-build."), "wish-peer")
    built = subprocess.run(
        ["go", "build", "-o", out, os.path.join(ROOT, "bench/wish-peer/main.go")],
        env=dict(os.environ, GO111MODULE="off", GOPATH=gopath, GOCACHE=os.path.join(os.path.dirname(out), "cache")),
        capture_output=True, text=True)
    if built.returncode != 0:
        return None, "the wish peer did not build: " + built.stderr.strip().splitlines()[-1]
    return out, None


# --- one run against one server -------------------------------------------------------------


def measure(server, keys, options):
    count = options.sessions
    typing = max(1, round(count * options.typing))
    base = ["ssh", "-tt", "-p", str(server.port), "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "IdentitiesOnly=yes", "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "ServerAliveInterval=30"]
    if options.kex != "default":
        base += ["-o", f"KexAlgorithms={options.kex}"]
    selector = selectors.DefaultSelector()
    shoppers = []
    time.sleep(1.0)
    idle_pss = pss_kb(tree(server.root))
    cpu_before = cpu_seconds(tree(server.root))
    store_before = cpu_seconds([server.store]) if server.store else 0
    requests_before = len(server.store_requests())
    interval = 1.0 / options.rate
    start = time.monotonic()

    def pump(until):
        while True:
            now = time.monotonic()
            if now >= until:
                return
            for key, _ in selector.select(min(0.02, until - now)):
                key.data.readable(time.monotonic())
                if key.data.closed:
                    selector.unregister(key.fileobj)

    # The ramp: a new shopper every 1/rate seconds, then until every first frame (or 10 s).
    for index in range(count):
        pump(start + index * interval)
        # Each shopper from an address of its own (127.1.x.y), as shoppers come from theirs: sshd
        # allows one address only 10 handshakes at once (PerSourceMaxStartups).
        source = f"127.1.{index // 250}.{index % 250 + 1}"
        shopper = Shopper(base + ["-b", source, "-i", keys[index], f"{server.user}@127.0.0.1"], server.journey if index < typing else [])
        shoppers.append(shopper)
        selector.register(shopper.fd, selectors.EVENT_READ, shopper)
    ramp_end = time.monotonic() + 10
    while time.monotonic() < ramp_end and any(s.first_frame is None and not s.closed for s in shoppers):
        pump(time.monotonic() + 0.1)
    ramp_seconds = time.monotonic() - start
    cpu_ramp = cpu_seconds(tree(server.root)) - cpu_before
    store_ramp = (cpu_seconds([server.store]) - store_before) if server.store else None
    requests = server.store_requests()[requests_before:]
    reached = [s for s in shoppers if s.first_frame is not None]

    # Held: the typing share presses a key every 1/keys-per-second (its journey, then up/down).
    hold_end = time.monotonic() + options.hold
    step = 1.0 / options.keys_per_second
    for number, shopper in enumerate(shoppers[:typing]):
        shopper.next_key = time.monotonic() + step * number / typing
    while time.monotonic() < hold_end:
        now = time.monotonic()
        for shopper in shoppers[:typing]:
            if not shopper.closed and shopper.first_frame is not None and shopper.next_key <= now:
                if shopper.key_sent is not None:
                    shopper.unanswered += 1  # no frame came in a whole step
                shopper.press(now)
                shopper.next_key += step
        pump(min(hold_end, now + 0.005))
    held_tree = tree(server.root)
    held_pss = pss_kb(held_tree)
    breakdown = {name: {"processes": count, "pss_mb": round(kb / 1024, 1)} for name, (kb, count) in pss_by_command(held_tree).items()}
    dropped = [s for s in reached if s.closed]
    latencies = [value for s in shoppers[:typing] for value in s.latencies]
    sent_bytes = [value for s in shoppers[:typing] for value in s.bytes_after_key]
    for shopper in shoppers:
        shopper.close()
    frames = [s.first_frame for s in reached]
    if os.environ.get("SSH_LOAD_DEBUG"):
        for shopper in shoppers:
            if shopper.first_frame is None:
                print(f"never reached ({'closed' if shopper.closed else 'open'}): {shopper.seen[-400:]!r}", file=sys.stderr)
    return {
        "server": server.name,
        "sessions": count,
        "rate": options.rate,
        "held_seconds": options.hold,
        "typing": typing,
        "never_reached": count - len(reached),
        "dropped_while_held": len(dropped),
        "first_frame_ms": {"p50": ms(percentile(frames, 0.5)), "p99": ms(percentile(frames, 0.99))},
        "ramp_seconds": round(ramp_seconds, 1),
        "memory_per_session_mb": round((held_pss - idle_pss) / 1024 / max(1, len(reached) - len(dropped)), 2),
        "server_pss_mb": {"idle": round(idle_pss / 1024, 1), "held": round(held_pss / 1024, 1), "by_process": breakdown},
        "cpu_per_new_session_ms": round(cpu_ramp * 1000 / count, 1),
        "store_cpu_per_new_session_ms": None if store_ramp is None else round(store_ramp * 1000 / count, 1),
        "store_requests_per_new_session": None if server.store is None else round(len(requests) / count, 2),
        "home_requests_in_ramp": None if server.store is None else requests.count("Home"),
        "keystroke_ms": {
            "p50": ms(percentile(latencies, 0.5)), "p99": ms(percentile(latencies, 0.99)), "keys": len(latencies),
            "no_frame_within_a_step": sum(s.unanswered for s in shoppers[:typing])},
        "bytes_per_keystroke": round(sum(sent_bytes) / len(sent_bytes)) if sent_bytes else None,
    }


def ms(seconds):
    if seconds is None:
        return None
    return None if seconds == float("inf") else round(seconds * 1000, 1)


def make_keys(count, folder):
    keys = []
    for index in range(count):
        path = os.path.join(folder, f"k{index}")
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "", "-f", path], check=True)
        keys.append(path)
    return keys


# Gross regressions only (CI's --short run): a shopper who never gets in, a dropped session,
# and figures beyond several times their goal.
GROSS = {"first_frame_p99_ms": 3000, "memory_per_session_mb": 32, "cpu_per_new_session_ms": 250, "keystroke_p99_ms": 100}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shopterm", default=os.path.join(ROOT, ".build/release/shopterm"))
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=20, help="new shoppers a second")
    parser.add_argument("--hold", type=float, default=600, help="seconds the sessions are held")
    parser.add_argument("--typing", type=float, default=0.1, help="the share of shoppers who type")
    parser.add_argument("--keys-per-second", type=float, default=2)
    parser.add_argument("--user", default="shop", help="the shoppers' account (serve-ssh as root)")
    parser.add_argument("--no-peer", action="store_true", help="measure shopterm only")
    parser.add_argument("--peer-only", action="store_true", help="measure the peer only")
    parser.add_argument("--short", action="store_true", help="CI: 50 sessions for 30 s; fails on gross regressions")
    parser.add_argument(
        "--kex", default="curve25519-sha256",
        help="the key exchange the clients ask for: the peer (Go's x/crypto/ssh) has no post-quantum one, so both are measured "
             "with curve25519 by default; 'default' leaves it to ssh and the server (OpenSSH 9.2: sntrup761x25519)")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    if options.short:
        options.sessions, options.hold = 50, 30
    if not 1 <= options.sessions <= 2000 or not 0 < options.rate <= 100 or not 0 <= options.hold <= 3600:
        sys.exit("ssh-load: --sessions 1–2000, --rate up to 100, --hold up to 3600")
    if not os.access(options.shopterm, os.X_OK):
        sys.exit(f"ssh-load: no shopterm at {options.shopterm} (swift build -c release --product shopterm --static-swift-stdlib)")
    # serve-ssh's relay (plain C) beside it: without one, every session would run a process of its own.
    if not os.access(os.path.join(os.path.dirname(os.path.abspath(options.shopterm)), "shopterm-relay"), os.X_OK):
        subprocess.run(["bash", os.path.join(ROOT, "scripts/build-relay.sh"), os.path.dirname(os.path.abspath(options.shopterm))], check=True)
    keys_folder = tempfile.mkdtemp(prefix="ssh-load-keys.")
    results = []
    try:
        keys = make_keys(options.sessions, keys_folder)
        if not options.peer_only:
            server = ShoptermServer(os.path.abspath(options.shopterm), options.user)
            try:
                results.append(measure(server, keys, options))
            finally:
                server.stop()
        if not options.no_peer:
            binary, why = build_peer()
            if binary is None:
                print(f"ssh-load: the peer is not measured: {why}", file=sys.stderr)
            else:
                peer = WishPeer(binary)
                try:
                    results.append(measure(peer, keys, options))
                finally:
                    peer.stop()
                    shutil.rmtree(os.path.dirname(binary), ignore_errors=True)
    finally:
        shutil.rmtree(keys_folder, ignore_errors=True)
    report(results, options)


def report(results, options):
    if options.json:
        print(json.dumps(results, indent=2))
    else:
        rows = [
            ("sessions that never reached the shop", lambda r: f"{r['never_reached']} of {r['sessions']}"),
            ("sessions dropped while held", lambda r: f"{r['dropped_while_held']} ({r['held_seconds']:.0f} s)"),
            ("connect → first frame p50 / p99", lambda r: f"{r['first_frame_ms']['p50']} / {r['first_frame_ms']['p99']} ms"),
            ("server memory per session (PSS)", lambda r: f"{r['memory_per_session_mb']} MB"),
            ("server CPU per new session", lambda r: f"{r['cpu_per_new_session_ms']} ms"
                + (f" (+ {r['store_cpu_per_new_session_ms']} ms in the store)" if r["store_cpu_per_new_session_ms"] is not None else "")),
            ("store requests per new session", lambda r: "—" if r["store_requests_per_new_session"] is None
                else f"{r['store_requests_per_new_session']} (Home: {r['home_requests_in_ramp']} in the ramp)"),
            ("keystroke → frame p50 / p99", lambda r: f"{r['keystroke_ms']['p50']} / {r['keystroke_ms']['p99']} ms ({r['keystroke_ms']['keys']} keys, "
                f"{r['keystroke_ms']['no_frame_within_a_step']} with no frame)"),
            ("bytes per keystroke", lambda r: f"{r['bytes_per_keystroke']}"),
        ]
        print(f"{options.sessions} sessions at {options.rate:g} new/s, held {options.hold:g} s, "
              f"{results[0]['typing']} typing at {options.keys_per_second:g} keys/s")
        for label, cell in rows:
            print(f"  {label:<38} " + "  |  ".join(f"{cell(r)}" for r in results))
        if len(results) == 2:
            a, b = results
            def ratio(x, y):
                return "—" if not x or not y else f"{x / y:.2f}×"
            print(f"  ratios to the peer: first frame p50 {ratio(a['first_frame_ms']['p50'], b['first_frame_ms']['p50'])}, "
                  f"memory {ratio(a['memory_per_session_mb'], b['memory_per_session_mb'])}, "
                  f"CPU {ratio(a['cpu_per_new_session_ms'], b['cpu_per_new_session_ms'])}, "
                  f"keystroke p99 {ratio(a['keystroke_ms']['p99'], b['keystroke_ms']['p99'])}")
    if options.short:
        ours = results[0]
        failures = []
        if ours["never_reached"] or ours["dropped_while_held"]:
            failures.append(f"{ours['never_reached']} never reached the shop, {ours['dropped_while_held']} dropped")
        checks = [("first_frame_p99_ms", ours["first_frame_ms"]["p99"]), ("memory_per_session_mb", ours["memory_per_session_mb"]),
                  ("cpu_per_new_session_ms", ours["cpu_per_new_session_ms"]), ("keystroke_p99_ms", ours["keystroke_ms"]["p99"])]
        for name, value in checks:
            if value is None or value > GROSS[name]:
                failures.append(f"{name} {value} (gross limit {GROSS[name]})")
        if failures:
            sys.exit("ssh-load: gross regression: " + "; ".join(failures))
        print("ssh-load: within the gross limits")


if __name__ == "__main__":
    main()
