#!/usr/bin/env bash
# Installs what shopterm needs on Debian/Ubuntu and builds it.
#   bash scripts/setup.sh              system packages + Python checker deps + debug build
#   bash scripts/setup.sh --deps-only  system packages + Python checker deps
#   add --e2e for the real terminal the sixel test draws in (xterm under Xvfb; scripts/test.sh does), and the
#   hosts, proxy and database of the SSH tests; --bench for Go and wish, the SSH load driver's peer
set -euo pipefail
cd "$(dirname "$0")/.."
deps_only=false
e2e=false
bench=false
for argument in "$@"; do
  case "$argument" in
    --deps-only) deps_only=true ;;
    --e2e) e2e=true ;;
    --bench) bench=true ;;
    *) echo "setup: unknown option $argument (--deps-only, --e2e, --bench)" >&2; exit 2 ;;
  esac
done

# libcurl4-openssl-dev: libcurl's headers for Sources/CCurl (libcurl itself is loaded at run time).
# libpng-dev, libturbojpeg0-dev, libwebp-dev: the decoders' headers for Sources/CImages; libchafa0
# draws pictures for the terminal (all four libraries are loaded at run time).
# libsqlite3-dev, libpq-dev: the headers for Sources/CShopperDB (serve-ssh's shoppers' database; the
# libraries are loaded at run time).
# openssh-server: the sshd that `shopterm serve-ssh` runs (and Tests/e2e/ssh.sh with it).
# python3-pip: pip and python3 itself (the schema check, the Python end-to-end tests), which
# swift.org's list of prerequisites does not bring on a fresh Debian 12.
# python3-venv: the virtual environment of the UCP checks (below); Debian 12's python3 has no
# venv module (ensurepip) without it.
packages=(libncurses-dev libqrencode-dev tmux curl libcurl4-openssl-dev libpng-dev libturbojpeg0-dev libwebp-dev libchafa0 libsqlite3-dev libpq-dev openssh-server python3-pip python3-venv)
# Tests/e2e/sixel.sh: xterm (a VT340 draws sixels) on a virtual X screen, its screenshot (xwd)
# and the keys typed into it (xdotool).
$e2e && packages+=(xterm xvfb x11-apps xdotool)
# Tests/e2e/ssh-hosts.sh: two serve-ssh hosts in network namespaces (iproute2) behind HAProxy,
# sharing PostgreSQL, with one demo store reached through a forwarder (socat).
$e2e && packages+=(iproute2 haproxy postgresql socat)
# bench/ssh-load.py's peer: a wish/Bubble Tea shop (bench/wish-peer), built with Debian's Go and sources.
$bench && packages+=(golang-go golang-github-charmbracelet-wish-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

# graphql-core runs the schema-fidelity check (scripts/storefront-check) in the tests. Its 3.x API
# is what the check calls (build_client_schema(assume_valid=True), validate), proven with 3.2 and
# 3.3; the only pin is that major version, as a 4.x may change that API.
graphql_core='graphql-core>=3.2,<4'
if ! python3 -c 'import graphql, sys; sys.exit(not graphql.__version__.startswith("3."))' 2>/dev/null; then
  echo "setup: installing $graphql_core"
  # Debian 12's python3 is "externally managed": pip refuses a plain install there.
  export PIP_ROOT_USER_ACTION=ignore  # as root (a fresh machine, CI): no warning about it
  python3 -m pip install --quiet "$graphql_core" 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages "$graphql_core"
fi

# The external UCP checks (scripts/ucp-conformance.sh, scripts/ucp-validate.py): spck-conformance
# and ucp-sdk at the exact versions of Tests/ucp/requirements.txt, in a virtual environment of
# their own under .build (pydantic and the rest never touch the system's Python). Installed
# again only when that file changes.
ucp_venv=.build/ucp-venv
if ! cmp -s Tests/ucp/requirements.txt "$ucp_venv/requirements.txt" 2>/dev/null; then
  echo "setup: installing the UCP checks into $ucp_venv"
  rm -rf "$ucp_venv"
  python3 -m venv "$ucp_venv"
  PIP_DISABLE_PIP_VERSION_CHECK=1 "$ucp_venv/bin/pip" install --quiet -r Tests/ucp/requirements.txt
  cp Tests/ucp/requirements.txt "$ucp_venv/requirements.txt"
fi

command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6.x is needed)" >&2; exit 1; }

if ! $deps_only; then
  swift build
  bash scripts/build-relay.sh "$(swift build --show-bin-path)"  # serve-ssh's per-session relay (plain C)
fi
