# Shared by the end-to-end scripts of several hosts (sourced by ssh-hosts.sh and ssh-deploy.sh):
# namespaces on a bridge, PostgreSQL in one, and HAProxy's configuration from deploy/haproxy.cfg with a
# test's addresses. Needs $root, $work and $pgbin.

# e2e_lan NAMESPACE ADDRESS/24: a namespace with a bridge (br0) at ADDRESS.
e2e_lan() {
  ip netns add "$1"
  ip -n "$1" link set lo up
  ip -n "$1" link add br0 type bridge
  ip -n "$1" addr add "$2" dev br0
  ip -n "$1" link set br0 up
}

# e2e_host LAN NAMESPACE LINK ADDRESS/24: a host namespace whose eth0 is on LAN's bridge (LINK
# is the peer's name in LAN), at ADDRESS.
e2e_host() {
  ip netns add "$2"
  ip -n "$2" link set lo up
  ip -n "$1" link add "$3" type veth peer name eth0 netns "$2"
  ip -n "$1" link set "$3" master br0 up
  ip -n "$2" addr add "$4" dev eth0
  ip -n "$2" link set eth0 up
}

# e2e_postgres NAMESPACE ADDRESS SUBNET: PostgreSQL listening on ADDRESS:5432 in NAMESPACE,
# password logins from SUBNET, its socket in $work/pg; returns when it takes connections.
e2e_postgres() {
  mkdir -p "$work/pg"
  chown postgres "$work/pg"
  runuser -u postgres -- "$pgbin/initdb" -D "$work/pg/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 > "$work/initdb.log"
  echo "host all all $3 scram-sha-256" >> "$work/pg/data/pg_hba.conf"
  ip netns exec "$1" runuser -u postgres -- "$pgbin/postgres" -D "$work/pg/data" -k "$work/pg" -c listen_addresses="$2" -p 5432 \
    > "$work/pg.log" 2>&1 &
  disown
  for _ in $(seq 100); do "$pgbin/pg_isready" -q -h "$work/pg" -p 5432 && break; sleep 0.1; done
}

# e2e_psql ARGS…: psql as PostgreSQL's administrator.
# (from /, which the postgres account can enter: the project may live in root's 0700 home, as in
# a fresh root's /root/shopterm; a file the account cannot read is given on standard input)
e2e_psql() { (cd / && runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -h "$work/pg" -p 5432 -U postgres "$@"); }

# e2e_haproxy_config BIND HOST1 HOST2: deploy/haproxy.cfg with these addresses (ADDRESS:PORT)
# and no logging, in $work/haproxy.cfg; fails when the file no longer has the lines it changes.
e2e_haproxy_config() {
  sed -e "s/^\(    bind \):22\$/\1$1/" -e "s/^\(    server host1 \)192\.0\.2\.11:22/\1$2/" -e "s/^\(    server host2 \)192\.0\.2\.12:22/\1$3/" \
    -e 's/^    maxconn 20000$/    maxconn 4000/' -e 's/^\(    log stdout.*\)$/#\1/' -e 's/^\(    log global\)$/#\1/' \
    "$root/deploy/haproxy.cfg" > "$work/haproxy.cfg"
  grep -q "bind $1\$" "$work/haproxy.cfg" && grep -q "server host1 $2 " "$work/haproxy.cfg" && grep -q "server host2 $3 " "$work/haproxy.cfg"
}
