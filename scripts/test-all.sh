#!/usr/bin/env bash
# Installs what a fresh Debian machine with Node 20 and npm lacks, then runs every test level:
# lint, typecheck, build, unit/API/contract tests, browser journeys, and the sandbox's API suites again on a real
# PostgreSQL when its server is installed. The last line is the total.
set -uo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
export npm_config_nodedir=/usr

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  npm i -g "pnpm@$PNPM_VERSION" || exit 1
fi
if [ ! -x /usr/bin/chromium ]; then  # journeys and story tests run in Debian's Chromium
  (as_root apt-get update && as_root apt-get install -y --no-install-recommends chromium fonts-dejavu-core) || exit 1
fi
pnpm install --frozen-lockfile || exit 1

find packages apps tooling -path '*/node_modules' -prune -o -type d -name reports -print | xargs rm -rf

failed_steps=()
step() {
  local name=$1; shift
  echo "::: $name"
  "$@" || failed_steps+=("$name")
}
step lint pnpm turbo run lint --concurrency=2 --continue
step typecheck pnpm turbo run typecheck --concurrency=2 --continue
step build pnpm turbo run build --concurrency=2 --continue
step test pnpm turbo run test --concurrency=1 --continue
step e2e pnpm turbo run e2e --concurrency=1 --continue
step postgres bash scripts/test-postgres.sh

node scripts/summarize-tests.mjs "${failed_steps[@]}"
