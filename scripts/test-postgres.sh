#!/usr/bin/env bash
# Runs the sandbox's API and race suites a second time against a real PostgreSQL: a throwaway cluster (initdb in a
# temporary folder, a free loopback port, trust auth), one fresh database per sandbox, stopped and removed afterwards.
# Skipped, with a line saying so, when PostgreSQL's server binaries are not installed (.ci/run installs them).
set -uo pipefail
cd "$(dirname "$0")/.."

BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql: the PostgreSQL run is skipped"
  exit 0
fi

WORK=$(mktemp -d "${TMPDIR:-/tmp}/tableside-pg.XXXXXX")
AS=()
if [ "$(id -u)" = 0 ]; then  # initdb refuses to run as root
  OWNER=$(id -u postgres >/dev/null 2>&1 && echo postgres || echo nobody)
  chown "$OWNER" "$WORK"
  AS=(runuser -u "$OWNER" --)
fi
PORT=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  "${AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT

"${AS[@]}" "$BIN/initdb" -D "$WORK/data" -U tableside --auth=trust -E UTF8 >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log"; exit 1; }
"${AS[@]}" "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 120 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off" start \
  || { cat "$WORK/server.log"; exit 1; }
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

cd apps/sandbox
TABLESIDE_TEST_POSTGRES_URL="postgres://tableside@127.0.0.1:$PORT/postgres" pnpm exec vitest run --config vitest.postgres.config.ts
