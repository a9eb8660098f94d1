#!/usr/bin/env bash
# README's two commands on a fresh machine: a Debian 12 root made now (debootstrap --variant=minbase
# bookworm, from this machine's own Debian mirror as apt's sources name it), with only swift.org's
# documented prerequisites installed, the Swift toolchain (/opt/swift) and this machine's copy of the
# Swift packages (/opt/swift-packages, with the git settings that point at it) bound in read-only, and
# the project cloned at this repository's HEAD commit (commit what you want tested). Inside it, as
# root (no sudo), README's set-up command runs in a terminal (a tmux session here whose command is the
# chroot) until the storefront's first frame shows, then `q`; then README's test command. Either
# failing fails the script (exit 1). Needs root and tmux on this machine (it installs debootstrap).
#   bash scripts/fresh-machine.sh [--keep]    (--keep: leave the root, say where; it is removed otherwise)
# Everything the root started is stopped, every mount under it unmounted and every network namespace
# made in it removed, on success, failure or ctrl-c.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
keep=false
for argument in "$@"; do
  case "$argument" in
    --keep) keep=true ;;
    *) echo "fresh-machine: unknown option $argument (--keep)" >&2; exit 2 ;;
  esac
done
say() { echo "fresh-machine: $*"; }
die() { echo "fresh-machine: $*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap, chroot, mounts)"
if ! command -v debootstrap > /dev/null; then
  say "installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap > /dev/null || die "could not install debootstrap"
fi
for tool in debootstrap tmux chroot mount; do
  command -v "$tool" > /dev/null || die "$tool is missing (Debian: apt-get install $tool)"
done
for folder in /opt/swift/usr/bin /opt/swift-packages; do [ -d "$folder" ] || die "$folder is missing"; done

# The machine's own Debian mirror, from apt's sources (one-line sources.list and deb822 .sources):
# "URI SUITE" for every bookworm suite; the first for "bookworm" itself is debootstrap's mirror.
suites="$(python3 - << 'EOF'
import glob, re
found = []
def add(types, uris, suites, enabled="yes"):
    if "deb" in types and enabled.lower() != "no":
        found.extend(f"{uri} {suite}" for uri in uris for suite in suites if suite.startswith("bookworm"))
for path in ["/etc/apt/sources.list"] + sorted(glob.glob("/etc/apt/sources.list.d/*.list")):
    try:
        lines = open(path).read().splitlines()
    except OSError:
        continue
    for line in lines:
        words = re.sub(r"\[[^]]*\]", "", line.split("#")[0]).split()
        if len(words) >= 3:
            add([words[0]], [words[1]], [words[2]])
for path in sorted(glob.glob("/etc/apt/sources.list.d/*.sources")):
    for stanza in re.split(r"\n\s*\n", open(path).read()):
        fields = {}
        for line in stanza.splitlines():
            if ":" in line and not line.startswith(("#", " ", "\t")):
                key, value = line.split(":", 1)
                fields[key.strip().lower()] = value.split()
        add(fields.get("types", []), fields.get("uris", []), fields.get("suites", []), " ".join(fields.get("enabled", ["yes"])))
print("\n".join(dict.fromkeys(found)))
EOF
)"
mirror="$(awk '$2 == "bookworm" { print $1; exit }' <<< "$suites")"
[ -n "$mirror" ] || die "apt's sources name no Debian bookworm mirror (/etc/apt/sources.list, /etc/apt/sources.list.d)"

root="$(mktemp -d /var/tmp/shopterm-fresh.XXXXXX)"
chmod 755 "$root"  # its /: mktemp's 0700 would shut every other user (sshd's shop, postgres) out of all of it
socket="shopterm-fresh-$$"
started=$SECONDS

# Processes whose root is the fresh root, or in a network namespace made in it (what the tests or a
# package left running), by PID.
root_pids() {
  local link pid namespaces
  namespaces="$(for file in "$root"/run/netns/*; do [ -e "$file" ] && stat -L -c 'net:[%i]' "$file" 2> /dev/null; done)"
  for link in /proc/[0-9]*/root; do
    pid="${link#/proc/}" pid="${pid%/root}"
    [ "$pid" = "$$" ] && continue
    if [ "$(readlink "$link" 2> /dev/null)" = "$root" ] \
      || { [ -n "$namespaces" ] && grep -qxF "$(readlink "/proc/$pid/ns/net" 2> /dev/null)" <<< "$namespaces"; }; then
      echo "$pid"
    fi
  done
  return 0
}
# Mount points at or under the root, deepest first (/proc/self/mountinfo's fifth field, octal escapes).
root_mounts() { awk -v root="$root" '{ gsub(/\\040/, " ", $5) } $5 == root || index($5, root "/") == 1 { print $5 }' /proc/self/mountinfo | sort -r; }
cleanup() {
  local status=$? pid signal
  trap - EXIT INT TERM
  tmux -L "$socket" kill-server 2> /dev/null || true
  for signal in TERM TERM KILL KILL; do
    pids="$(root_pids)"
    [ -z "$pids" ] && break
    # shellcheck disable=SC2086
    kill -"$signal" $pids 2> /dev/null || true
    sleep 1
  done
  [ -z "$(root_pids)" ] || { echo "fresh-machine: processes left in $root: $(root_pids | tr '\n' ' ')" >&2; status=1; }
  # Network namespaces made inside (ip netns add: a bind mount under the root's /run/netns) go with
  # their mounts: a namespace lives on only while mounted or used by a process.
  for _ in 1 2 3; do
    while read -r mount; do umount "$mount" 2> /dev/null || umount -l "$mount" 2> /dev/null || true; done < <(root_mounts)
    [ -z "$(root_mounts)" ] && break
  done
  if [ -n "$(root_mounts)" ]; then
    echo "fresh-machine: still mounted, the root is kept: $(root_mounts | tr '\n' ' ')" >&2
    exit 1
  fi
  if $keep; then say "the root is kept: $root"; else rm -rf --one-file-system "$root"; fi
  say "$(if [ "$status" -eq 0 ]; then echo passed; else echo "FAILED (exit $status)"; fi) in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

say "debootstrap bookworm from $mirror into $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" > "$root.debootstrap.log" 2>&1 \
  || { tail -n 20 "$root.debootstrap.log" >&2; rm -f "$root.debootstrap.log"; die "debootstrap failed"; }
rm -f "$root.debootstrap.log"
say "debootstrap took $((SECONDS - started)) s"
awk '{ print "deb " $1 " " $2 " main" }' <<< "$suites" > "$root/etc/apt/sources.list"
# The /etc/hosts Debian's installer writes (netcfg; debootstrap writes none): without it "localhost"
# and the machine's own name resolve to nothing.
printf '127.0.0.1\tlocalhost\n127.0.1.1\t%s\n\n::1\tlocalhost ip6-localhost ip6-loopback\nff02::1\tip6-allnodes\nff02::2\tip6-allrouters\n' \
  "$(cat "$root/etc/hostname" 2> /dev/null || hostname)" > "$root/etc/hosts"

# The root a mount point of its own (private: nothing mounted in it shows elsewhere), as `ip netns
# exec` needs ("mount --make-rslave /" fails where / is not one); the kernel's file systems; /run and
# /dev/shm of the root's own (PostgreSQL's socket and shared memory, ip netns' /run/netns, sshd's
# privilege separation folder).
mount --bind "$root" "$root"
mount --make-private "$root"
mount -t proc proc "$root/proc"
mount -t sysfs sysfs "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t tmpfs -o mode=1777 tmpfs "$root/dev/shm"
mount -t tmpfs -o mode=0755 tmpfs "$root/run"
mkdir -p "$root/run/lock" && chmod 1777 "$root/run/lock"
# The toolchain and the Swift packages, read-only.
for folder in /opt/swift /opt/swift-packages; do
  mkdir -p "$root$folder"
  mount --bind "$folder" "$root$folder"
  mount -o remount,bind,ro "$root$folder"
done
# git's settings that send SwiftPM to the packages' copy (url.*.insteadOf, system and global) and
# git's excludes file, if set; nothing else of this machine's git settings (no credentials).
while read -r key value; do
  git config --file "$root/etc/gitconfig" --add "$key" "$value"
done < <(git config --system --get-regexp '^url\..*\.insteadof$' 2> /dev/null || true; git config --global --get-regexp '^url\..*\.insteadof$' 2> /dev/null || true)
excludes="$(git config --get core.excludesfile 2> /dev/null || true)"
if [ -n "$excludes" ] && [ -f "$excludes" ] && [[ "$excludes" == /* ]]; then
  mkdir -p "$root$(dirname "$excludes")" && cp "$excludes" "$root$excludes"
  git config --file "$root/etc/gitconfig" core.excludesFile "$excludes"
fi
# The CA bundle (this machine's may hold a CA its network needs): as the bundle, and among the local
# CAs, so that ca-certificates' update, when a package installs it, keeps it.
bundle=/etc/ssl/certs/ca-certificates.crt
if [ -f "$bundle" ]; then
  mkdir -p "$root/etc/ssl/certs" "$root/usr/local/share/ca-certificates"
  cp "$bundle" "$root$bundle"
  cp "$bundle" "$root/usr/local/share/ca-certificates/this-machine.crt"
fi
# pip's settings: its files (as `pip config list -v` names them) and its PIP_* variables.
for file in /etc/pip.conf /etc/xdg/pip/pip.conf "$HOME/.pip/pip.conf" "$HOME/.config/pip/pip.conf"; do
  [ -f "$file" ] || continue
  target="$root${file/#$HOME//root}"
  mkdir -p "$(dirname "$target")" && cp "$file" "$target"
done
environment=(HOME=/root LANG=C.UTF-8 "PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
while IFS='=' read -r name _; do
  # (not a local folder of this machine's that the root has not: /opt/wheels, say)
  [[ "$name" == PIP_* ]] && ! { [[ "${!name}" == /* ]] && [ ! -e "$root${!name}" ]; } && environment+=("$name=${!name}")
done < <(env)
echo 'PATH="/opt/swift/usr/bin:$PATH"' > "$root/etc/profile.d/swift.sh"
# A root's packages start no services while installed (Debian's policy-rc.d convention): sshd and
# PostgreSQL started here would take this machine's ports; the tests start their own.
printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d" && chmod 755 "$root/usr/sbin/policy-rc.d"
in_root() { chroot "$root" /usr/bin/env -i "${environment[@]}" TERM="${TERM:-dumb}" "$@"; }

# swift.org's documented prerequisites for Debian 12, exactly ("Linux Installation via Tarball",
# https://www.swift.org/install/linux/tarball/ : "Debian 12 ... apt install binutils-gold gcc git
# libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev libsqlite3-dev
# libxml2-dev pkg-config tzdata uuid-dev").
prerequisites=(binutils-gold gcc git libcurl4-openssl-dev libedit-dev libicu-dev libncurses-dev libpython3-dev
  libsqlite3-dev libxml2-dev pkg-config tzdata uuid-dev)
say "installing swift.org's prerequisites for Debian 12"
in_root apt-get update -qq > "$root/tmp/prerequisites.log" 2>&1 \
  && in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${prerequisites[@]}" >> "$root/tmp/prerequisites.log" 2>&1 \
  || { tail -n 20 "$root/tmp/prerequisites.log" >&2; die "the prerequisites did not install"; }
in_root swift --version > /dev/null 2>&1 || die "swift does not run in the root"

# The project at this repository's HEAD commit.
commit="$(git -C "$repo" rev-parse HEAD)"
git clone --quiet --no-checkout "$repo" "$root/root/shopterm"
git -C "$root/root/shopterm" checkout --quiet --detach "$commit"
say "cloned $commit"

# README's two commands, verbatim: the first two ```sh blocks of its "## Try it".
mapfile -t commands < <(awk '/^## /{ on = ($0 == "## Try it") } on && /^```sh$/{ block = 1; next } block && /^```$/{ block = 0; n++; if (n == 2) exit; next } block' "$repo/README.md")
[ "${#commands[@]}" -eq 2 ] || die "README's \"Try it\" has not two one-line sh blocks: ${commands[*]}"
setup_command="${commands[0]}" test_command="${commands[1]}"
printf 'cd /root/shopterm\n%s\n' "$setup_command" > "$root/root/setup-command.sh"
printf 'cd /root/shopterm\n%s\n' "$test_command" > "$root/root/test-command.sh"

# 1. The set-up command in a terminal, until the storefront's first frame, then `q`. The pane's
# shell writes the command's exit status to a file: tmux 3.3a marks a pane dead on its terminal's
# end of file and learns the status only when it reaps the process, which a CI run once saw never
# happen within 10 s; the file does not depend on it.
say "README's set-up command: $setup_command"
step=$SECONDS
printf 'set -g history-limit 100000\nset -g remain-on-exit on\n' > "$root/tmp/tmux.conf"
rm -f "$root/tmp/setup-status"
tmux -L "$socket" -f "$root/tmp/tmux.conf" new-session -d -s fresh -x 120 -y 40 \
  "chroot '$root' /usr/bin/env -i ${environment[*]@Q} TERM=\"\$TERM\" bash -c 'bash /root/setup-command.sh; echo \$? > /tmp/setup-status'"
pane_dead() { [ "$(tmux -L "$socket" display-message -p -t fresh '#{pane_dead}')" = 1 ]; }
shown=false
for _ in $(seq 1 2400); do  # 40 min at most: a clean build of every target on two busy cores
  if pane_dead; then break; fi
  if [ "$(tmux -L "$socket" display-message -p -t fresh '#{alternate_on}')" = 1 ] \
    && tmux -L "$socket" capture-pane -p -t fresh | grep -qF "Trailhead Shoe Co."; then
    shown=true
    break
  fi
  sleep 1
done
if $shown; then
  say "the storefront's first frame showed after $((SECONDS - step)) s"
  tmux -L "$socket" send-keys -t fresh q
  for _ in $(seq 1 300); do  # 30 s
    pane_dead && [ -s "$root/tmp/setup-status" ] && break
    sleep 0.1
  done
fi
ending="$(cat "$root/tmp/setup-status" 2> /dev/null || true)"
if ! $shown || [ "$ending" != 0 ]; then
  tmux -L "$socket" capture-pane -p -S -60 -t fresh >&2 || true
  if [ -z "$ending" ]; then  # what still runs in the root, for the report
    for proc in /proc/[0-9]*; do
      [ "$(readlink "$proc/root" 2> /dev/null)" = "$root" ] || continue
      echo "still running in the root: ${proc#/proc/} $(tr '\0' ' ' < "$proc/cmdline" 2> /dev/null) ($(awk '{ print $3 }' "$proc/stat" 2> /dev/null))" >&2
    done
  fi
  die "README's set-up command failed ($(if ! $shown; then echo "no storefront"
    elif [ -z "$ending" ]; then echo "q did not end it within 30 s"
    else echo "exit $ending"; fi))"
fi
tmux -L "$socket" kill-server
say "README's set-up command passed in $((SECONDS - step)) s"

# 2. The test command.
say "README's test command: $test_command"
step=$SECONDS
# (in the background, so that a signal to this script is handled at once, not after the tests)
in_root bash /root/test-command.sh < /dev/null &
wait $! || die "README's test command failed (exit $?)"
say "README's test command passed in $((SECONDS - step)) s"
