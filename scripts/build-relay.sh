#!/usr/bin/env bash
# Builds shopterm-relay, serve-ssh's per-session relay (Sources/CSessionRelay/relay.c), into the
# folder given (beside the shopterm binary there, where serve-ssh looks for it). It is plain C,
# built with the C compiler rather than SwiftPM: swiftc links the Swift runtime into every
# executable, which would cost each shopper's session about a megabyte more.
#   bash scripts/build-relay.sh "$(swift build --show-bin-path)"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:?usage: build-relay.sh FOLDER}"
compiler="${CC:-}"
for candidate in cc gcc clang; do
  [ -n "$compiler" ] && break
  command -v "$candidate" > /dev/null && compiler="$candidate"
done
[ -n "$compiler" ] || { echo "build-relay.sh: no C compiler (Debian: apt-get install gcc)" >&2; exit 1; }
mkdir -p "$out"
"$compiler" -O2 -Wall -Wextra -D_FORTIFY_SOURCE=2 -fstack-protector-strong -o "$out/shopterm-relay.new" "$root/Sources/CSessionRelay/relay.c"
mv -f "$out/shopterm-relay.new" "$out/shopterm-relay"
