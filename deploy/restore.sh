#!/bin/sh
# Restores a dump of backup.sh into a database made for it (deploy/README.md, "Backups"):
#
#   createdb care_restored
#   PGDATABASE=care_restored deploy/restore.sh /var/backups/care/care-20261204T030000Z.dump
#
# The target: DATABASE_URL if set, else PGDATABASE; one of them must name it (pg_restore without
# a database would print SQL instead). The rest of the connection comes from libpq's environment
# (PGHOST, PGUSER, PGPASSWORD or ~/.pgpass, …), and PG_EXEC is put before psql and pg_restore as
# in backup.sh. A target that holds anything beyond what a new database holds is refused, unless
# --force is given (a managed server that puts extensions or schemas of its own into every new
# database): then an object the dump also holds fails the restore. pg_restore runs with
# --exit-on-error in a single transaction, so a restore that fails anywhere leaves the target as
# it was. Then ANALYZE gives the planner its statistics. Arguments after the file are passed on
# to pg_restore (e.g. --no-owner). To replace a database, restore into a new one and swap their
# names, or drop and create it first (deploy/README.md); pg_restore's --clean cannot drop the
# partitions of pg-boss's job table (pg_restore 15: "cannot drop inherited constraint").
set -eu

name=restore.sh
fail() {
  echo "$name: $*" >&2
  exit 1
}
usage="usage: $name [--force] DUMP_FILE [pg_restore option …]"

force=
if [ "${1:-}" = --force ]; then
  force=1
  shift
fi
[ $# -ge 1 ] || fail "$usage"
file=$1
shift
if [ ! -f "$file" ] || [ ! -r "$file" ]; then fail "cannot read $file"; fi
target=${DATABASE_URL:-${PGDATABASE:-}}
[ -n "$target" ] || fail "name the target database with DATABASE_URL or PGDATABASE"

# Objects of a new database's own are the system schemas, an empty public schema and plpgsql.
contents="select
  (select count(*) from pg_namespace
    where nspname not in ('public', 'information_schema') and nspname !~ '^pg_')
  + (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public')
  + (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public')
  + (select count(*) from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public')
  + (select count(*) from pg_extension where extname <> 'plpgsql')"
# PG_EXEC is a command prefix of several words.
# shellcheck disable=SC2086
objects=$(${PG_EXEC:-} psql -X -A -t -q -v ON_ERROR_STOP=1 --dbname="$target" -c "$contents") ||
  fail "cannot read the target database (create it first, e.g. createdb)"
if [ "$objects" != 0 ] && [ -z "$force" ]; then
  fail "the target database is not empty ($objects objects): restore into a new one (--force to restore beside what it holds)"
fi

started=$(date -u +%s)
set -- --exit-on-error --single-transaction --dbname="$target" "$@"
# The file goes in on standard input, so PG_EXEC's container reads the host's file.
# shellcheck disable=SC2086
${PG_EXEC:-} pg_restore "$@" <"$file" || fail "pg_restore failed (exit $?): nothing of the dump was kept"
# Quietly: a restoring user who is not a superuser is told of every shared catalog it skips.
# shellcheck disable=SC2086
${PG_EXEC:-} psql -X -q -v ON_ERROR_STOP=1 --dbname="$target" \
  -c 'set client_min_messages = error' -c 'analyze' ||
  fail "restored, but ANALYZE failed: run it before the API serves the database"
echo "$name: $file restored in $(($(date -u +%s) - started)) s"
