#!/usr/bin/env bash
# Runs every test: the Swift Testing suites (unit, integration against the demo store in-process
# and over loopback HTTP, CLI, schema fidelity when ../shared is present).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests
swift test
