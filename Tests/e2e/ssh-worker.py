#!/usr/bin/env python3
"""End-to-end, a storefront worker (`shopterm ssh-worker`) with this script as the relay, no
sshd: the worker takes sessions on the socket it is given as its standard input, each a pty
passed with SCM_RIGHTS after a hello (docs/ssh.md), as shopterm-relay does.
1. Hellos that are not whole (no terminal passed, a length out of bounds, a terminal that is
   not one, silence) are refused without a word: the relay then runs the storefront itself.
2. A shopper's session: the storefront drawn without curses on the pty, a late terminal answer
   never read as keys, a resize passed on by the relay redraws at the new size, the cart kept in
   the shoppers' database, `q` ends it with `E` and status 0 and the terminal put back.
3. A session with no key is told to connect with one (status 1); two sessions at once are
   independent; on the embedded demo store the checkout says plainly that it takes no payment
   (no dead 127.0.0.1 link, QR code or copy).
4. The shopper's terminal: an xterm-256color gets colour, the mouse and UTF-8; a vt100 (no
   colour in its terminfo entry) none of them unless its locale says UTF-8; LANG=C no UTF-8; a
   malformed LANG is ignored; TERM=dumb gets one line and the session ends (status 1).
5. SIGTERM ends every session, each told, and the worker; the worker never greeted the embedded
   store ("no shop configured": serve-ssh's to say).
6. What a shopper is shown as an error (the store unreachable, the shoppers' database down) is
   a line of serve-ssh's log, whole, with the session's short hash; the shopper reads it without
   the server's internals (address, port, path).
7. The real shopterm-relay passes the client's LANG on (LANG=C: no UTF-8); when its worker
   crashes it puts the terminal back, tells the shopper, and writes the session's end line
   (how=crashed) to serve-ssh's log.
8. ssh-session (curses, the relay's fallback) follows the same rules for dumb, vt100, LANG=C and
   xterm-256color.
    python3 Tests/e2e/ssh-worker.py [path/to/shopterm]"""
import fcntl, os, pty, re, select, shutil, signal, socket, sqlite3, struct, subprocess, sys, tempfile, termios, threading, time, unicodedata

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/shopterm")
KEY = "publickey ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGv5b1Vw8vHkzJ0vM2tQ4JmA6z0l7xq1D8Y1k8K3cWZr\n"


def fail(message):
    sys.exit("e2e ssh-worker: FAIL: " + message)


def hello(entries):
    body = b"".join(f"{key}={value}".encode() + b"\0" for key, value in entries.items())
    return struct.pack(">I", len(body)) + body


class Screen:
    """What a terminal shows after the worker's bytes: cursor moves, clearing and text (wide
    characters take two cells); attributes, modes and strings (OSC, APC, DCS) are read past."""

    SEQUENCE = re.compile(r"\x1b\[([0-9;?<>=]*)([@-~])|\x1b[\]_P].*?(?:\x07|\x1b\\)|\x1b([78])|([^\x1b])", re.S)

    def __init__(self, columns, rows):
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.row = self.column = 0
        self.saved = (0, 0)

    def apply(self, data):
        for match in self.SEQUENCE.finditer(data.decode("utf-8", "replace")):
            parameters, final, save, text = match.groups()
            if final == "H":
                numbers = [int(n) if n else 1 for n in parameters.split(";")] + [1, 1]
                self.row, self.column = numbers[0] - 1, numbers[1] - 1
            elif final == "J" and parameters == "2":
                self.cells = [[" "] * self.columns for _ in range(self.rows)]
            elif save == "7":
                self.saved = (self.row, self.column)
            elif save == "8":
                self.row, self.column = self.saved
            elif text is not None and text >= " ":
                width = 2 if unicodedata.east_asian_width(text) in "WF" else 1
                if 0 <= self.row < self.rows and self.column + width <= self.columns:
                    self.cells[self.row][self.column] = text
                    if width == 2:
                        self.cells[self.row][self.column + 1] = ""
                self.column += width

    def text(self):
        return "\n".join("".join(line).rstrip() for line in self.cells)


class Worker:
    """A worker on a state folder of its own, serve-ssh's log socket played by this script
    (`lines()`); `store` are its store options, `database` where it is told the database is."""

    def __init__(self, store=(), database=None):
        self.work = tempfile.mkdtemp(prefix="shopterm-worker.")
        self.state = state = os.path.join(self.work, "state")
        os.makedirs(os.path.join(state, "shoppers"))
        os.makedirs(os.path.join(state, "sessions"))
        self.log = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.log.bind(os.path.join(state, "sessions", "log.sock"))
        self.logged = []
        # Read as serve-ssh reads it, at once (a socket's queue holds only a few lines).
        threading.Thread(target=self.read_log, daemon=True).start()
        self.database = os.path.join(state, "shoppers", "shoppers.sqlite")
        with sqlite3.connect(self.database) as db:
            # The table as deploy/schema.sql makes it (its GRANTs are PostgreSQL's: not SQLite's).
            db.executescript(";".join(s for s in open(os.path.join(root, "deploy/schema.sql")).read().split(";") if "GRANT" not in s))
        open(os.path.join(state, "shoppers-database"), "w").write((database or self.database) + "\n")
        self.path = os.path.join(state, "workers.sock")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(self.path)
        listener.listen(16)
        env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "LANG": "C.UTF-8", "XDG_STATE_HOME": state + "/sessions/state",
               "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/sessions/config"}
        self.process = subprocess.Popen([binary, "ssh-worker", "--state", state, "--idle-minutes", "5", "--", *store], stdin=listener,
                                        stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.work, "worker.err"), "w"), env=env)
        listener.close()

    def read_log(self):
        while True:
            try:
                self.logged.append(self.log.recv(1024).decode())
            except OSError:
                return

    def lines(self, until=None, seconds=5):
        """serve-ssh's log lines so far (waiting at most `seconds` for one containing `until`)."""
        end = time.time() + seconds
        while until is not None and not any(until in line for line in self.logged) and time.time() < end:
            time.sleep(0.05)
        return list(self.logged)

    def stderr(self):
        return open(os.path.join(self.work, "worker.err")).read()

    def connect(self):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(self.path)
        sock.settimeout(10)
        return sock

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        self.log.shutdown(socket.SHUT_RDWR)
        self.log.close()
        shutil.rmtree(self.work, ignore_errors=True)


class Session:
    """A shopper's terminal: the pty's master here, its slave passed to the worker."""

    def __init__(self, worker, entries, columns=100, rows=30):
        self.master, slave = pty.openpty()
        self.resize(columns, rows)
        self.screen = Screen(columns, rows)
        self.sock = worker.connect()
        socket.send_fds(self.sock, [hello(entries)], [slave])
        os.close(slave)
        self.out = bytearray()

    def accepted(self):
        return self.sock.recv(1) == b"A"

    def resize(self, columns, rows):
        self.screen = Screen(columns, rows)
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def shows(self, text):
        return text.encode() in self.out or text in self.screen.text() if isinstance(text, str) else text in self.out

    def pump(self, seconds, until=None):
        end = time.time() + seconds
        while time.time() < end:
            if until is not None and self.shows(until):
                return True
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    break
                self.out += data
                self.screen.apply(data)
        return until is None or self.shows(until)

    def expect(self, text, what):
        """Waits for `text`: bytes sent, or (a str) on the screen."""
        if not self.pump(15, text):
            fail(f"{what}: {text!r} never came; the screen:\n{self.screen.text()}")

    def type(self, data):
        os.write(self.master, data)

    def receive(self, count):
        said = b""
        while len(said) < count:
            chunk = self.sock.recv(count - len(said))
            if not chunk:
                break
            said += chunk
        return said

    def ended(self):
        """The worker's last word, `E` and the status (whose session it was, `S…`, read past)."""
        said = self.receive(1)
        if said == b"S":
            self.shopper = self.receive(13)
            said = self.receive(1)
        return said + self.receive(1) if said == b"E" else said


def refused(worker, send):
    sock = worker.connect()
    send(sock)
    try:
        said = sock.recv(1)
    except socket.timeout:
        said = b"(silence)"
    sock.close()
    return said == b""


worker = Worker()
try:
    # 1. Whatever is not a whole hello with a terminal is refused without a word.
    time.sleep(0.5)
    if not refused(worker, lambda s: s.sendall(hello({"TERM": "xterm"}))):
        fail("a hello without a terminal was taken")
    if not refused(worker, lambda s: s.sendall(struct.pack(">I", 1 << 30) + b"x" * 64)):
        fail("a hello of a gigabyte was taken")
    not_a_terminal = os.open("/dev/null", os.O_RDWR)
    if not refused(worker, lambda s: socket.send_fds(s, [hello({"TERM": "xterm"})], [not_a_terminal])):
        fail("a hello whose terminal is /dev/null was taken")
    os.close(not_a_terminal)
    start = time.time()
    if not refused(worker, lambda s: None) or time.time() - start > 6:
        fail("a silent relay was not let go within a few seconds")

    # 2. A shopper: the storefront on the pty, the late answer dropped, a resize, the cart kept.
    ada = Session(worker, {"TERM": "xterm-256color", "SSH_CONNECTION": "203.0.113.7 50000 127.0.0.1 2222", "AUTH": KEY})
    if not ada.accepted():
        fail("a whole hello was not taken")
    ada.expect(b"\x1b[?1049h", "the alternate screen")
    ada.expect("All shoes", "the home")
    ada.type(b"\x1b[?62;4c")  # a terminal's late answer: its last byte is the cart's key
    ada.pump(0.7)
    if "The cart is empty" in ada.screen.text():
        fail("a terminal's answer was read as keys (the cart opened)")
    ada.out.clear()
    ada.type(b"c")
    ada.expect("The cart is empty", "the cart")
    ada.out.clear()
    ada.resize(60, 20)
    ada.sock.sendall(b"W")
    ada.expect(b"\x1b[2J", "a whole redraw after the resize")
    if b"\x1b[20;" not in ada.out or b"\x1b[21;" in ada.out:
        fail("the redraw is not 20 rows")
    # Another shopper at once, with no key: told, and status 1; Ada's session is not touched.
    keyless = Session(worker, {"TERM": "xterm"})
    keyless.accepted()
    keyless.expect("connect with a key", "the keyless shopper's message")
    if keyless.ended() != b"E\x01":
        fail("the keyless session did not end with status 1")
    ada.type(b"\x1b")
    ada.expect("All shoes", "back home")
    ada.type(b"\x1b[B\x1b[B\r")
    ada.expect("Swift Runner", "a collection")
    ada.type(b"\r")
    ada.expect("add to cart", "a product")
    ada.type(b"\r")
    ada.expect("cart 1", "the cart's count")
    ada.out.clear()
    ada.type(b"q")
    if ada.ended() != b"E\x00":
        fail("q did not end the session with status 0")
    ada.pump(0.3)
    if b"\x1b[?1049l" not in ada.out or b"\x1b[?2004l" not in ada.out:
        fail(f"the terminal was not put back: {bytes(ada.out[-200:])!r}")
    with sqlite3.connect(worker.database) as db:
        if db.execute("SELECT count(*) FROM shopterm_shoppers").fetchone()[0] < 1:
            fail("the shopper has no row in the database")
        if db.execute("SELECT count(*) FROM shopterm_shoppers WHERE shopper LIKE '%AAAA%' OR cart LIKE '%AAAA%'").fetchone()[0]:
            fail("the key is in the database")

    # The embedded demo store's checkout over SSH: its page is on the worker's loopback, so the
    # handoff says plainly that this demo shop takes no payment, with no dead link or QR code.
    erin = Session(worker, {"TERM": "xterm-256color", "AUTH": KEY})
    erin.accepted()
    erin.expect("cart 1", "Erin's home, with the cart kept")
    erin.type(b"c")
    erin.expect("Swift Runner", "the cart")
    erin.type(b"\r")
    erin.expect("cart / contact", "the checkout's contact")
    erin.type(b"ada@example.com\r")
    erin.expect("Address*", "the address")
    for keys in [b"Ada\tLovelace\t\t", b"1 Main St\t\t", b"London\t\t", b"SW1A 1AA\t", b"GB\r"]:
        erin.type(keys)
        time.sleep(0.1)
    erin.expect("International", "the shipping rates")
    erin.type(b"\r")
    erin.expect("Total", "the review")
    erin.out.clear()
    erin.type(b"\r")
    erin.expect("This demo shop takes no payment.", "the demo shop's handoff")
    erin.pump(0.5)
    if b"127.0.0.1" in erin.out or "\u2588" in erin.screen.text() or b"\x1b]8;;http" in erin.out:
        fail(f"the demo shop's handoff showed a dead link or QR code: {erin.screen.text()}")
    # o has nothing to open; q quits at once (nothing can be paid, so nothing is lost).
    erin.type(b"o")
    erin.expect("there is nothing to open", "o on the demo shop's handoff")
    erin.type(b"q")
    if erin.ended() != b"E\x00":
        fail("the checkout session did not end with status 0")
    if b"127.0.0.1" in erin.out:
        fail("the dead checkout link was printed after the session")

    # 3. The shopper's terminal as its terminfo entry and locale say: an xterm gets colour, the
    # mouse and UTF-8; a vt100 none of them; LANG=C no UTF-8; dumb one line and the end.
    colour = re.compile(rb"\x1b\[(?:[0-9]*;)*(?:3[0-7]|4[0-7])(?:;[0-9]*)*m")
    mouse = (b"\x1b[?1000h", b"\x1b[?1006h")

    def session_of(entries, what):
        shopper = Session(worker, dict(entries, AUTH=KEY))
        if not shopper.accepted():
            fail(f"{what}: the session was not taken")
        shopper.expect("All shoes", what)
        shopper.pump(0.5)
        shopper.type(b"q")
        shopper.ended()
        return bytes(shopper.out)

    xterm = session_of({"TERM": "xterm-256color"}, "an xterm-256color")
    if not colour.search(xterm) or not all(code in xterm for code in mouse) or max(xterm) < 0x80:
        fail("an xterm-256color did not get colour, the mouse and UTF-8")
    vt100 = session_of({"TERM": "vt100"}, "a vt100")
    if colour.search(vt100) or any(code in vt100 for code in mouse) or max(vt100) >= 0x80:
        fail(f"a vt100 got colour, mouse codes or UTF-8: {vt100[:300]!r}")
    # Nor xterm's private modes (the alternate screen, bracketed paste) or half-bright text: its entry has none.
    if any(code in vt100 for code in (b"\x1b[?1049h", b"\x1b[?2004h", b"\x1b[2m")):
        fail(f"a vt100 got xterm's alternate screen, bracketed paste or dim: {vt100[:300]!r}")
    if not all(code in xterm for code in (b"\x1b[?1049h", b"\x1b[?2004h")):
        fail("an xterm-256color did not get the alternate screen and bracketed paste")
    ascii = session_of({"TERM": "xterm-256color", "LANG": "C"}, "LANG=C")
    if max(ascii) >= 0x80:
        fail(f"LANG=C got UTF-8: {[ch for ch in ascii.decode('utf-8', 'replace') if ord(ch) > 127][:10]}")
    if max(session_of({"TERM": "vt100", "LANG": "de_CH.UTF-8"}, "a vt100 with a UTF-8 locale")) < 0x80:
        fail("a vt100 with LANG=de_CH.UTF-8 got no UTF-8")
    if max(session_of({"TERM": "xterm-256color", "LANG": "C.UTF-8\x1b[2J"}, "a malformed LANG")) < 0x80:
        fail("a malformed LANG was read")
    dumb = Session(worker, {"TERM": "dumb", "AUTH": KEY})
    dumb.accepted()
    dumb.expect(b"cannot draw it", "the dumb terminal's line")
    if dumb.ended() != b"E\x01" or b"\x1b" in dumb.out or dumb.out.count(b"\n") != 1:
        fail(f"a dumb terminal got more than its one line, or its session did not end: {bytes(dumb.out)!r}")

    # 4. SIGTERM: every session told, and the worker ends.
    bob = Session(worker, {"TERM": "xterm", "AUTH": KEY})
    bob.accepted()
    bob.expect("All shoes", "Bob's home")
    worker.process.send_signal(signal.SIGTERM)
    bob.expect("server stopped this session", "the stop message")
    if bob.ended()[:1] != b"E":
        fail("Bob's relay was not told the session ended")
    try:
        worker.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        fail("the worker did not end on SIGTERM")
    # The embedded store is not greeted by a worker: serve-ssh tells its operator.
    if "no shop configured" in worker.stderr():
        fail("the worker greeted the embedded store on serve-ssh's stderr")
    if not any(line.startswith("session problem shopper=") and "(dumb) cannot draw" in line for line in worker.lines()):
        fail(f"the dumb terminal's session logged no problem line: {worker.logged}")
    worker.stop()

    # 6. What a shopper is shown as an error is a line of serve-ssh's log with the session's short
    # hash, in full; the shopper reads it without the server's internals: the store unreachable…
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()
    worker = Worker(store=["--shop", f"http://127.0.0.1:{port}"])
    time.sleep(0.5)
    cara = Session(worker, {"TERM": "xterm-256color", "AUTH": KEY})
    cara.accepted()
    cara.expect("cannot connect to the store", "the store unreachable")
    cara.pump(1)
    if f"{port}".encode() in cara.out or b"127.0.0.1" in cara.out or "Failed to connect" in cara.screen.text():
        fail(f"the shopper was shown the store's address: {cara.screen.text()}")
    if not any(re.match(rf"session problem shopper=[0-9a-f]{{12}}: .*cannot connect to the store.*127\.0\.0\.1.*{port}", line)
               for line in worker.lines("cannot connect")):
        fail(f"the store unreachable was not logged with the session's hash: {worker.logged}")
    cara.type(b"q")
    cara.ended()
    worker.stop()
    # … and the shoppers' database down: the shopper is told in plain words, the log has it whole.
    worker = Worker(database="/nonexistent/shopterm/shoppers.sqlite")
    time.sleep(0.5)
    dan = Session(worker, {"TERM": "xterm-256color", "AUTH": KEY})
    dan.accepted()
    dan.expect("cannot reach its carts", "the database down")
    if dan.ended() != b"E\x01" or b"/nonexistent" in dan.out:
        fail(f"the database down did not end the session with status 1, or showed its path: {bytes(dan.out[-300:])!r}")
    lines = worker.lines("how=error")
    if not any(re.match(r"session problem shopper=[0-9a-f]{12}: the shoppers' database \(/nonexistent/", line) for line in lines) \
            or not any("how=error" in line for line in lines):
        fail(f"the database down was not logged whole with the session's end: {lines}")
    worker.stop()

    # 7. A crashed worker: the real relay puts the terminal back, tells the shopper, and writes the
    # session's end line (how=crashed) with the hash the worker gave it.
    relay = os.path.join(os.path.dirname(binary), "shopterm-relay")
    if not os.access(relay, os.X_OK):
        fail(f"{relay} is missing (bash scripts/build-relay.sh {os.path.dirname(binary)})")
    worker = Worker()
    time.sleep(0.5)
    auth = os.path.join(worker.work, "auth")
    open(auth, "w").write(KEY)
    master, slave = pty.openpty()
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
    process = subprocess.Popen([relay, worker.path, "--", "/bin/false"], stdin=slave, stdout=slave, stderr=slave,
                               env={"TERM": "xterm-256color", "LANG": "C", "SSH_USER_AUTH": auth, "PATH": "/usr/bin:/bin"})
    os.close(slave)
    out = b""
    screen = Screen(100, 30)
    end = time.time() + 15
    while "All shoes" not in screen.text() and time.time() < end:
        if select.select([master], [], [], 0.1)[0]:
            data = os.read(master, 65536)
            out += data
            screen.apply(data)
    if "All shoes" not in screen.text():
        fail(f"the relay's session never showed the home: {screen.text()}")
    if max(out) >= 0x80:
        fail("the relay did not pass the client's LANG=C on: the storefront drew UTF-8")
    started = [line for line in worker.lines("session start") if line.startswith("session start")]
    worker.process.kill()
    try:
        status = process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        fail("the relay did not end when its worker died")
    while select.select([master], [], [], 0.2)[0]:
        try:
            out += os.read(master, 65536)
        except OSError:
            break
    os.close(master)
    if status != 1 or b"stopped unexpectedly" not in out or b"\x1b[?1049l" not in out:
        fail(f"the shopper was not told the storefront stopped (status {status}): {out[-300:]!r}")
    hash = started[0].split("shopper=")[1] if started else "(no start line)"
    if not any(re.match(rf"session end shopper={hash} seconds=\d+ how=crashed$", line) for line in worker.lines("how=crashed")):
        fail(f"the crashed worker's session has no end line for {hash}: {worker.logged}")
    worker.stop()

    # 8. The storefront in a process of its own (ssh-session, curses: what the relay falls back
    # to) follows the same rules: dumb gets its one line, vt100 and LANG=C no colour, mouse or
    # UTF-8 as their entry and locale say, an xterm-256color all three.
    worker = Worker()

    def fallback(variables, until="All shoes"):
        master, slave = pty.openpty()
        fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        env = {"PATH": "/usr/bin:/bin", "SSH_USER_AUTH": auth, **variables}
        process = subprocess.Popen([binary, "ssh-session", "--state", worker.state, "--idle-minutes", "5", "--"], stdin=slave,
                                   stdout=slave, stderr=slave, env=env, start_new_session=True)
        os.close(slave)
        out = b""  # curses moves the cursor its own ways: its bytes are searched
        end = time.time() + 20
        while until.encode() not in out and time.time() < end and process.poll() is None:
            if select.select([master], [], [], 0.1)[0]:
                try:
                    out += os.read(master, 65536)
                except OSError:
                    break
        if until.encode() not in out:
            process.kill()
            fail(f"ssh-session with {variables} never showed {until!r}: {out[-300:]!r}")
        if process.poll() is None:
            os.write(master, b"q")
        try:
            status = process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            fail(f"ssh-session with {variables} did not end on q")
        os.close(master)
        return status, out

    auth = os.path.join(worker.work, "auth")
    open(auth, "w").write(KEY)
    status, out = fallback({"TERM": "dumb"}, until="cannot draw it")
    if status != 1 or b"\x1b" in out:
        fail(f"ssh-session on a dumb terminal did not end with its one line: {out!r}")
    xterm = fallback({"TERM": "xterm-256color", "LANG": "de_CH.UTF-8"})[1]
    mouse_on = re.compile(rb"\x1b\[\?(?:[0-9]*;)*100[0-6](?:;[0-9]*)*h")  # curses writes ?1006;1000h
    if not colour.search(xterm) or not mouse_on.search(xterm) or max(xterm) < 0x80:
        fail("ssh-session on an xterm-256color got no colour, mouse or UTF-8")
    if b"no shop configured" in xterm:
        fail("ssh-session greeted the embedded store on the shopper's terminal")
    vt100 = fallback({"TERM": "vt100"})[1]
    if colour.search(vt100) or mouse_on.search(vt100) or max(vt100) >= 0x80:
        fail(f"ssh-session on a vt100 got colour, mouse codes or UTF-8: {vt100[:300]!r}")
    if max(fallback({"TERM": "xterm-256color", "LANG": "C"})[1]) >= 0x80:
        fail("ssh-session with LANG=C drew UTF-8")
    print("e2e ssh-worker: OK (bad hellos refused; a session on a passed pty: drawn without curses, a late answer dropped, a resize, "
          "the cart in the database, q ends it with the terminal put back; a keyless session told; colour, mouse and glyphs as the "
          "terminal's entry and locale say, one line for dumb; SIGTERM tells every session; no greeting from a worker; the store "
          "unreachable and the database down logged whole and shown without internals; a crashed worker's session ends with a line; "
          "ssh-session follows the same terminal rules)")
finally:
    worker.stop()
