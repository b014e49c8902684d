#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15: initdb in a
# temporary folder, a free port on 127.0.0.1, stopped and deleted when the command ends.
# Usage: scripts/with-temp-postgres.sh npm test
set -euo pipefail

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL 15 not found in $PGBIN (apt-get install -y postgresql)" >&2
  exit 1
fi

pgdir=$(mktemp -d /tmp/shop-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')

# initdb and postgres refuse to run as root: run them as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$pgdir"
fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$pgdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$pgdir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$pgdir/data" -l "$pgdir/log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $pgdir -c max_connections=300 -c fsync=off -c synchronous_commit=off" \
  start >/dev/null

export TEST_DATABASE_URL="postgres://shop@127.0.0.1:$port/postgres"
echo "Temporary PostgreSQL at $TEST_DATABASE_URL"
"$@"
