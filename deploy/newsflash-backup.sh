#!/bin/sh
# One backup of Newsflash's database, then only the newest NEWSFLASH_BACKUP_KEEP kept.
# Run by newsflash-backup.service (daily, from newsflash-backup.timer); by hand, as the service's
# user: NEWSFLASH_DB=… NEWSFLASH_BACKUP_DIR=… sh deploy/newsflash-backup.sh
#   SQLite: the service's own `backup` command (consistent while it runs) → newsflash-STAMP.db
#   PostgreSQL: pg_dump's custom format → newsflash-STAMP.dump (restore: pg_restore, docs/production.md)
# Backups are named by their UTC time, so the newest sort last; other files in the folder are left alone.
set -eu

db="${NEWSFLASH_DB:-/var/lib/newsflash/newsflash.db}"
dir="${NEWSFLASH_BACKUP_DIR:-/var/lib/newsflash-backups}"
keep="${NEWSFLASH_BACKUP_KEEP:-14}"
node="${NEWSFLASH_NODE:-/usr/bin/node}"
main="${NEWSFLASH_MAIN:-/opt/newsflash/server/dist/main.mjs}"

case "$keep" in
  '' | *[!0-9]* | 0) echo "newsflash-backup: NEWSFLASH_BACKUP_KEEP must be a whole number of at least 1, not \"$keep\"" >&2; exit 2 ;;
esac
umask 077
mkdir -p "$dir"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"

case "$db" in
  postgres://* | postgresql://*)
    target="$dir/newsflash-$stamp.dump"
    # The address (password included) is on pg_dump's command line: the unit's ProtectProc=invisible
    # hides the process from other users.
    pg_dump --format=custom --dbname="$db" --file="$target.partial"
    mv "$target.partial" "$target"
    ;;
  *)
    target="$dir/newsflash-$stamp.db"
    "$node" "$main" backup "$target" --db "$db"
    ;;
esac
echo "newsflash-backup: wrote $target"

# Only once this backup is written: the older ones beyond the newest $keep go.
ls -1 "$dir" | grep -E '^newsflash-[0-9]{8}T[0-9]{6}Z\.(db|dump)$' | sort -r | tail -n "+$((keep + 1))" | while read -r old; do
  rm -f -- "$dir/$old"
  echo "newsflash-backup: removed $old (keeping the newest $keep)"
done
