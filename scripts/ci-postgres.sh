#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the CI run and prints a DATABASE_URL for a fresh, empty test database.
# Installs the package when missing and we are root on a Debian-like system. Prints nothing and fails otherwise.
set -euo pipefail
{
  if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
    [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null || exit 1
    DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql
  fi
  version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
  [ -n "$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"')" ] || pg_createcluster "$version" main
  pg_ctlcluster "$version" main start 2>/dev/null || pg_ctlcluster "$version" main status
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 && break; sleep 1; done
  su postgres -c "psql -qtAc \"DO \\\$\\\$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'rigkit') THEN CREATE ROLE rigkit LOGIN SUPERUSER PASSWORD 'rigkit'; END IF; END \\\$\\\$;\""
  su postgres -c "dropdb --if-exists rigkit_test && createdb -O rigkit rigkit_test"
} >&2
echo "postgres://rigkit:rigkit@127.0.0.1:5432/rigkit_test"
