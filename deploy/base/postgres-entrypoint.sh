#!/bin/sh
# The official postgres image's start, as far as the panel uses it: a first start initializes
# $PGDATA with POSTGRES_USER (owner and superuser), POSTGRES_PASSWORD (required, scram) and
# POSTGRES_DB, and accepts password logins from other containers; then postgres runs.
set -eu
: "${POSTGRES_PASSWORD:?the database's password}"
user=${POSTGRES_USER:-postgres}
database=${POSTGRES_DB:-$user}

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$password_file"
  initdb --username="$user" --pwfile="$password_file" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  rm -f "$password_file"
  printf 'host all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    postgres --single -D "$PGDATA" -c listen_addresses='' postgres >/dev/null <<SQL
CREATE DATABASE "$database" OWNER "$user";
SQL
  fi
fi

if [ "${1:-}" = postgres ]; then
  shift
  exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
