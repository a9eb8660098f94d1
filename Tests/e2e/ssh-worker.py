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
   independent; SIGTERM ends every session, each told, and the worker.
    python3 Tests/e2e/ssh-worker.py [path/to/shopterm]"""
import fcntl, os, pty, re, select, shutil, signal, socket, sqlite3, struct, subprocess, sys, tempfile, termios, time, unicodedata

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
    def __init__(self):
        self.work = tempfile.mkdtemp(prefix="shopterm-worker.")
        state = os.path.join(self.work, "state")
        os.makedirs(os.path.join(state, "shoppers"))
        self.database = os.path.join(state, "shoppers", "shoppers.sqlite")
        with sqlite3.connect(self.database) as db:
            # The table as deploy/schema.sql makes it (its GRANTs are PostgreSQL's: not SQLite's).
            db.executescript(";".join(s for s in open(os.path.join(root, "deploy/schema.sql")).read().split(";") if "GRANT" not in s))
        open(os.path.join(state, "shoppers-database"), "w").write(self.database + "\n")
        self.path = os.path.join(self.work, "workers.sock")
        listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        listener.bind(self.path)
        listener.listen(16)
        env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "LANG": "C.UTF-8", "XDG_STATE_HOME": state + "/sessions/state",
               "XDG_CACHE_HOME": state + "/cache", "XDG_CONFIG_HOME": state + "/sessions/config"}
        self.process = subprocess.Popen([binary, "ssh-worker", "--state", state, "--idle-minutes", "5", "--"], stdin=listener,
                                        stdout=subprocess.DEVNULL, stderr=open(os.path.join(self.work, "worker.err"), "w"), env=env)
        listener.close()

    def connect(self):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(self.path)
        sock.settimeout(10)
        return sock

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
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

    def ended(self):
        said = b""
        while len(said) < 2:
            chunk = self.sock.recv(2 - len(said))
            if not chunk:
                break
            said += chunk
        return said


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

    # 3. SIGTERM: every session told, and the worker ends.
    bob = Session(worker, {"TERM": "xterm", "AUTH": KEY})
    bob.accepted()
    bob.expect("All shoes", "Bob's home")
    worker.process.send_signal(signal.SIGTERM)
    bob.expect("this storefront is restarting", "the restart message")
    if bob.ended()[:1] != b"E":
        fail("Bob's relay was not told the session ended")
    try:
        worker.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        fail("the worker did not end on SIGTERM")
    print("e2e ssh-worker: OK (bad hellos refused; a session on a passed pty: drawn without curses, a late answer dropped, a resize, "
          "the cart in the database, q ends it with the terminal put back; a keyless session told; SIGTERM tells every session)")
finally:
    worker.stop()
