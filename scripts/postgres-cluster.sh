#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the sandbox's PostgreSQL test run and benchmark: initdb in a temporary folder,
# a free loopback port, trust auth, fsync off.
#
#   eval "$(bash scripts/postgres-cluster.sh start)"   # sets PG_CLUSTER_DIR and PG_CLUSTER_URL (the `postgres` database)
#   bash scripts/postgres-cluster.sh stop "$PG_CLUSTER_DIR"   # stops the cluster and removes its folder
#
# `start` exits 3, saying why on stderr, when PostgreSQL's server binaries are not installed (.ci/run installs them).
set -uo pipefail

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)

# initdb refuses to run as root: as root, the cluster belongs to `postgres` (or `nobody`).
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$(stat -c %U "$WORK")" -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
      echo "PostgreSQL server binaries not found under /usr/lib/postgresql" >&2
      exit 3
    fi
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/tableside-pg.XXXXXX")
    if [ "$(id -u)" = 0 ]; then
      chown "$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)" "$WORK"
    fi
    PORT=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    if ! as_owner "$BIN/initdb" -D "$WORK/data" -U tableside --auth=trust -E UTF8 >"$WORK/initdb.log" 2>&1; then
      cat "$WORK/initdb.log" >&2
      rm -rf "$WORK"
      exit 1
    fi
    if ! as_owner "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 120 \
      -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off" start >/dev/null; then
      cat "$WORK/server.log" >&2
      rm -rf "$WORK"
      exit 1
    fi
    echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
    echo "PG_CLUSTER_DIR=$WORK"
    echo "PG_CLUSTER_URL=postgres://tableside@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    WORK=${2:?usage: postgres-cluster.sh stop <PG_CLUSTER_DIR>}
    case "$WORK" in "${TMPDIR:-/tmp}"/tableside-pg.*) ;; *) echo "not a cluster folder of this script: $WORK" >&2; exit 2 ;; esac
    [ -d "$WORK/data" ] && as_owner "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1
    rm -rf "$WORK"
    ;;
  *)
    echo "usage: postgres-cluster.sh start | stop <PG_CLUSTER_DIR>" >&2
    exit 2
    ;;
esac
