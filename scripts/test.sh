#!/usr/bin/env bash
# Runs every test: the Swift Testing suites (unit, integration against the demo store in-process
# and over loopback HTTP, CLI, schema fidelity when ../shared is present), then the end-to-end
# journey of the full-screen storefront in tmux and its change of market.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test
bin="$(swift build --show-bin-path)/shopterm"
bash Tests/e2e/journey.sh "$bin"
bash Tests/e2e/markets.sh "$bin"
