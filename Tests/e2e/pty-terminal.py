#!/usr/bin/env python3
"""End-to-end, shopterm in a pty of this script's (a terminal that does not answer for it, as
tmux does):
1. A terminal that answers shopterm's picture question late (1 s, as a shopper far away over
   ssh does) never has its answer read as keys: the answer comes after the storefront has
   started, once whole and once cut in two; the screen must stay home (its last byte `c` used to
   open the cart, `?` the help). Then a real `c` opens the cart, so the check can tell.
2. A fatal signal while the storefront runs: the terminal is restored first, then what the
   process had written on stderr (held meanwhile) and one line saying what happened.
    python3 Tests/e2e/pty-terminal.py [path/to/shopterm]"""
import os, pty, select, shutil, signal, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, ".build/debug/shopterm")
QUERY = b"\x1b[16t\x1b[c"
REPLY = b"\x1b[6;20;10t\x1b[?62;4c"
CART = b"The cart is empty"
HELP = b"every key"


def start():
    work = tempfile.mkdtemp()
    env = {"HOME": work, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "XDG_STATE_HOME": work + "/state", "XDG_CACHE_HOME": work + "/cache", "XDG_CONFIG_HOME": work + "/config"}
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary], env)
    return work, pid, fd


def run(parts):
    work, pid, fd = start()
    out = bytearray()

    def pump(seconds, until=None):
        end = time.time() + seconds
        while time.time() < end:
            if until is not None and until in out:
                return True
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    out.extend(os.read(fd, 65536))
                except OSError:
                    return False
        return until is not None and until in out

    try:
        if not pump(10, QUERY):
            sys.exit("pty-terminal: FAIL: shopterm never asked the terminal about pictures")
        if not pump(10, b"cart empty"):
            sys.exit("pty-terminal: FAIL: the storefront never started")
        time.sleep(1.0)                      # the answer comes a second late
        mark = len(out)
        for part in parts:
            os.write(fd, part)
            time.sleep(0.03)
        pump(1.5)
        after = bytes(out[mark:])
        if CART in after or HELP in after:
            sys.exit("pty-terminal: FAIL: the late answer was read as keys: %r" % after[-400:])
        os.write(fd, b"c")                   # a real key still works
        if not pump(5, CART):
            sys.exit("pty-terminal: FAIL: the key c did not open the cart after the answer")
        os.write(fd, b"\x03")
        pump(2)
    finally:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        shutil.rmtree(work, ignore_errors=True)


def crash():
    work, pid, fd = start()
    out = bytearray()
    end = time.time() + 10
    while b"cart empty" not in out and time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            out.extend(os.read(fd, 65536))
    if b"cart empty" not in out:
        sys.exit("pty-terminal: FAIL: the storefront never started")
    mark = len(out)
    os.kill(pid, signal.SIGABRT)
    end = time.time() + 5
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out.extend(chunk)
    os.waitpid(pid, 0)
    shutil.rmtree(work, ignore_errors=True)
    after = bytes(out[mark:])
    restored, said = after.find(b"\x1b[?1049l"), after.find(b"shopterm: stopped by a fatal signal")
    if restored < 0 or said < restored:
        sys.exit("pty-terminal: FAIL: after a fatal signal the terminal was not restored before the message: %r" % after[-300:])
    if b"\x1b" in after[said:]:
        sys.exit("pty-terminal: FAIL: an escape sequence followed the restored terminal: %r" % after[said:])


run([REPLY])
run([REPLY[:14], REPLY[14:]])                # cut inside the second reply
crash()
print("pty-terminal: ok")
