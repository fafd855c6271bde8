#!/usr/bin/env bash
# Runs the sandbox's API and race suites a second time against a real PostgreSQL: a throwaway cluster
# (scripts/postgres-cluster.sh), one fresh database per sandbox, stopped and removed afterwards.
# Skipped, with a line saying so, when PostgreSQL's server binaries are not installed (.ci/run installs them).
# Arguments go to vitest (e.g. `bash scripts/test-postgres.sh test/multi-process.test.ts`).
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

CLUSTER=$(bash "$ROOT/scripts/postgres-cluster.sh" start)
case $? in
  0) ;;
  3) echo "PostgreSQL server binaries not found under /usr/lib/postgresql: the PostgreSQL run is skipped"; exit 0 ;;
  *) exit 1 ;;
esac
eval "$CLUSTER"
trap 'bash "$ROOT/scripts/postgres-cluster.sh" stop "$PG_CLUSTER_DIR"' EXIT

cd apps/sandbox
TABLESIDE_TEST_POSTGRES_URL="$PG_CLUSTER_URL" pnpm exec vitest run --config vitest.postgres.config.ts "$@"
