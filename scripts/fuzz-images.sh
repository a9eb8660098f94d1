#!/usr/bin/env bash
# Fuzzes the picture decoders (Sources/CImages) with libFuzzer and AddressSanitizer, with the
# Swift toolchain's clang: PNG, JPEG and WebP files, mutated from a seed of each, go through
# the header check, the decoder with shopterm's pixel cap, and a render. A crash or a memory
# error fails with the input that caused it (kept in the work folder, printed).
#   bash scripts/fuzz-images.sh [seconds]      (default 60; CI runs 30)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
clang=$(dirname "$(readlink -f "$(command -v swift)")")/clang
[ -x "$clang" ] || clang=clang
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=(Sources/CImages/CImages.c Tests/Fuzz/decode-images.c)
flags=(-O1 -g -I Sources/CImages/include)
# The linker's warnings about ASan's symbols are noise; they are shown when the build fails.
build() { "$clang" "$@" -ldl >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }; }
build "${flags[@]}" -DCIMAGES_FUZZ_SEEDS "${sources[@]}" -o "$work/seeds"
mkdir "$work/corpus"
"$work/seeds" "$work/corpus" || { echo "fuzz-images: the decoders are missing (bash scripts/setup.sh installs them)" >&2; exit 1; }
build "${flags[@]}" -fsanitize=fuzzer,address "${sources[@]}" -o "$work/fuzz"
echo "fuzz-images: ${seconds}s of libFuzzer over PNG, JPEG and WebP"
export LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp"
if ! (cd "$work" && ./fuzz -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1 corpus \
        > fuzz.log 2>&1); then
  tail -n 40 "$work/fuzz.log"
  for crash in "$work"/crash-* "$work"/leak-* "$work"/oom-* "$work"/timeout-*; do
    [ -e "$crash" ] && { echo "fuzz-images: input: $crash"; base64 -w 0 "$crash"; echo; }
  done
  exit 1
fi
grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$work/fuzz.log" | sed 's/^/fuzz-images: /'
