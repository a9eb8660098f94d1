#!/usr/bin/env bash
# Runs every test: the Swift Testing suites (unit, integration against the demo store in-process
# and over loopback HTTP, CLI, schema fidelity against Tests/StorefrontSchemas), then the end-to-end
# journey of the full-screen storefront in tmux, its change of market, its pictures as half blocks
# in tmux and as sixels in a real xterm under Xvfb (skipped with a message where xterm is missing),
# and, in a pty of its own, a terminal whose answer to the picture question comes a second late
# and a fatal signal (the terminal restored before anything else is written); then the storefront
# served over SSH: a storefront worker with this script as the relay (sessions on passed ptys, bad hellos
# refused), serve-ssh with OpenSSH's sshd and real ssh clients (carts by key, nothing of the server,
# a crashed worker ending only its own sessions),
# hostile clients (idle connections, a handshake flood, a stopped client: a shopper still gets in within 2 s),
# and two such hosts behind HAProxy sharing PostgreSQL (a host killed, the cart found on the other);
# README's "Over SSH" as written (the default host folder, bad start-up input, a catalog read
# again, a planned stop restoring terminals, kill -9 leaving nothing), and deploy/'s unit as
# written with systemd's environment, PostgreSQL's least-privilege grants and HAProxy.
set -euo pipefail
cd "$(dirname "$0")/.."
# What the tests need and a fresh machine lacks (the e2e hosts, proxy, database and X terminal
# included); when all is installed, a second's check.
bash scripts/setup.sh --deps-only --e2e
swift build --build-tests
# Tests leave no temporary folder behind: what they made under shopterm-* is listed, and fails the run, at the end.
temporary="${TMPDIR:-/tmp}"
leftovers() { find "$temporary" -maxdepth 1 -name 'shopterm-*' 2>/dev/null | sort; }
before="$(leftovers)"
# One test at a time (about 5 minutes): run in parallel on 2 cores, hundreds of tests share the
# few threads of Swift's cooperative pool, and a test's in-process store requests waited past
# their 30 s deadline behind the others (seen at the last landed commit too, on a quiet machine).
swift test --no-parallel
bin="$(swift build --show-bin-path)/shopterm"
bash scripts/build-relay.sh "$(dirname "$bin")"  # serve-ssh's relay, beside shopterm (the SSH tests)
bash scripts/ucp-conformance.sh "$bin"  # the demo shop's UCP endpoints: spck-conformance and ucp-sdk's models
bash Tests/e2e/journey.sh "$bin"
bash Tests/e2e/markets.sh "$bin"
bash Tests/e2e/pictures.sh "$bin"
bash Tests/e2e/sixel.sh "$bin"
python3 Tests/e2e/pty-terminal.py "$bin"
python3 Tests/e2e/ssh-worker.py "$bin"
bash Tests/e2e/ssh.sh "$bin"
bash Tests/e2e/ssh-hostile.sh "$bin"
bash Tests/e2e/ssh-hosts.sh "$bin"
bash Tests/e2e/ssh-serve.sh "$bin"
bash Tests/e2e/ssh-deploy.sh "$bin"
after="$(leftovers)"
left="$(comm -13 <(printf '%s\n' "$before") <(printf '%s\n' "$after") | sed '/^$/d')"
if [ -n "$left" ]; then
    echo "error: the tests left $(printf '%s\n' "$left" | wc -l) temporary folders behind:" >&2
    printf '%s\n' "$left" | head -20 >&2
    exit 1
fi
