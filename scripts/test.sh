#!/usr/bin/env bash
# Runs every test: the Swift Testing suites (unit, integration against the demo store in-process
# and over loopback HTTP, CLI, schema fidelity when ../shared is present), then the end-to-end
# journey of the full-screen storefront in tmux, its change of market, its pictures as half blocks
# in tmux and as sixels in a real xterm under Xvfb (skipped with a message where xterm is missing),
# and a terminal in a pty of its own whose answer to the picture question comes a second late.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test
bin="$(swift build --show-bin-path)/shopterm"
bash Tests/e2e/journey.sh "$bin"
bash Tests/e2e/markets.sh "$bin"
bash Tests/e2e/pictures.sh "$bin"
bash Tests/e2e/sixel.sh "$bin"
python3 Tests/e2e/late-reply.py "$bin"
