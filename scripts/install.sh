#!/usr/bin/env bash
# Installs shopterm like a real tool:
#
#   bash scripts/install.sh [PREFIX]        (PREFIX defaults to ~/.local)
#
# Builds a release binary (Swift's standard library linked in, so it runs without a Swift
# toolchain), then installs into PREFIX:
#   bin/shopterm
#   share/man/man1/shopterm.1                              (swift-argument-parser's generate-manual)
#   share/bash-completion/completions/shopterm             (shopterm --generate-completion-script)
#   share/zsh/site-functions/_shopterm
#   share/fish/vendor_completions.d/shopterm.fish
# The system libraries it needs (ncursesw, libcurl, libqrencode) are what scripts/setup.sh
# installs. Run it again to upgrade; delete those files to uninstall.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${1:-$HOME/.local}"
case "$prefix" in
  -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
  "") echo "install.sh: the prefix is empty" >&2; exit 2 ;;
esac
prefix="$(mkdir -p "$prefix" && cd "$prefix" && pwd)"

echo "Building shopterm (release)…"
swift build -c release --product shopterm --static-swift-stdlib
binary="$(swift build -c release --show-bin-path)/shopterm"

echo "Building the manual generator…"
swift build --product generate-manual
generator="$(swift build --show-bin-path)/generate-manual"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
"$generator" "$binary" --output-directory "$staging" --authors "the shopterm authors"
for shell in bash zsh fish; do
  "$binary" --generate-completion-script "$shell" > "$staging/completion.$shell"
done

install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 0755 "$binary" "$prefix/bin/shopterm"
# serve-ssh's per-session relay (docs/ssh.md: storefront workers), found beside shopterm.
bash scripts/build-relay.sh "$prefix/bin"
install -m 0644 "$staging/shopterm.1" "$prefix/share/man/man1/shopterm.1"
install -m 0644 "$staging/completion.bash" "$prefix/share/bash-completion/completions/shopterm"
install -m 0644 "$staging/completion.zsh" "$prefix/share/zsh/site-functions/_shopterm"
install -m 0644 "$staging/completion.fish" "$prefix/share/fish/vendor_completions.d/shopterm.fish"

echo "Installed shopterm in $prefix/bin, its manual (man shopterm) and bash, zsh and fish completions."
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "Add $prefix/bin to PATH to run it as shopterm." ;;
esac
