#!/bin/sh
# One dated dump of the panel's database into BACKUP_DIR, then the dumps there older than
# BACKUP_KEEP_DAYS removed. Meant for a daily cron job (deploy/README.md, "Backups"):
#
#   BACKUP_DIR=/var/backups/care DATABASE_URL=postgres://care:…@db.example.org/care deploy/backup.sh
#
# The database: DATABASE_URL if set, else PGDATABASE (each given to pg_dump as --dbname), else
# pg_dump's default; everything else comes from libpq's own environment (PGHOST, PGPORT, PGUSER,
# PGPASSWORD or ~/.pgpass, PGSSLMODE, …). PG_EXEC, if set, is put before pg_dump and pg_restore:
# `docker compose exec -T -e PGUSER=care postgres` runs the compose stack's own tools, whose
# version is the server's (pg_dump must be at least the server's major version).
#
# The dump is pg_dump's custom format (compressed; pg_restore reads it, restore.sh restores it),
# named <BACKUP_PREFIX>-<UTC time>.dump, e.g. care-20261204T030000Z.dump, readable by its owner
# only (it holds patients' records). It is written under a temporary name and renamed once
# pg_dump has succeeded and pg_restore can read it, so a failed run exits non-zero, leaves no
# file behind and prunes nothing. Arguments are passed on to pg_dump.
set -eu

name=backup.sh
fail() {
  echo "$name: $*" >&2
  exit 1
}

dir=${BACKUP_DIR:-}
keep_days=${BACKUP_KEEP_DAYS:-14}
prefix=${BACKUP_PREFIX:-care}
[ -n "$dir" ] || fail "set BACKUP_DIR to the folder the dumps are kept in"
case $keep_days in
'' | *[!0-9]*) fail "BACKUP_KEEP_DAYS must be a whole number of days, not '$keep_days'" ;;
esac
case $prefix in
'' | *[!A-Za-z0-9_-]*) fail "BACKUP_PREFIX may hold only letters, digits, - and _" ;;
esac

umask 077
mkdir -p "$dir"
started=$(date -u +%s)
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$dir/$prefix-$stamp.dump"
partial="$dir/.$prefix-$stamp.dump.partial"
[ ! -e "$file" ] || fail "$file already exists"

# Whatever ends the run before the rename (a failure, Ctrl-C, a stop), the partial file goes.
trap 'rm -f "$partial"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

database=${DATABASE_URL:-${PGDATABASE:-}}
set -- --format=custom ${database:+"--dbname=$database"} "$@"
# PG_EXEC is a command prefix of several words.
# shellcheck disable=SC2086
${PG_EXEC:-} pg_dump "$@" >"$partial" || fail "pg_dump failed (exit $?): no dump written, none pruned"
# An archive pg_restore reads: not an empty or garbled stream from a misconfigured PG_EXEC.
# shellcheck disable=SC2086
${PG_EXEC:-} pg_restore --list <"$partial" >/dev/null ||
  fail "pg_restore cannot read what pg_dump wrote: no dump kept, none pruned"
mv "$partial" "$file"

# Dumps of this prefix (and partial files a killed run left) named by a time over keep_days ago.
now=$(date -u +%s)
cutoff=$(date -u -d "@$((now - keep_days * 86400))" +%Y%m%d%H%M%S)
pruned=0
for old in "$dir/$prefix"-*.dump "$dir/.$prefix"-*.dump.partial; do
  if [ ! -e "$old" ] || [ "$old" = "$file" ]; then continue; fi
  when=${old##*/}
  when=${when#.}
  when=${when#"$prefix"-}
  when=${when%%.*}
  case $when in
  [0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]T[0-9][0-9][0-9][0-9][0-9][0-9]Z) ;;
  *) continue ;; # another prefix that starts with this one, or a name of someone else's
  esac
  digits=${when%%T*}${when#*T}
  digits=${digits%Z}
  if [ "$digits" -lt "$cutoff" ]; then
    rm -f -- "$old"
    pruned=$((pruned + 1))
  fi
done

bytes=$(wc -c <"$file" | tr -d ' ')
echo "$name: $file, $bytes bytes in $((now - started)) s; removed $pruned older than $keep_days days"
