#!/bin/sh
# One-shot (temporal-admin-tools): creates Temporal's databases and brings both schemas to the
# version this admin-tools image ships. Safe to re-run; run it again after each server upgrade.
set -eu

: "${POSTGRES_SEEDS:=postgresql}"
: "${DB_PORT:=5432}"
: "${POSTGRES_USER:=temporal}"
SCHEMA_DIR=/etc/temporal/schema/postgresql/v12

echo "Waiting for PostgreSQL at $POSTGRES_SEEDS:$DB_PORT..."
until nc -z -w 5 "$POSTGRES_SEEDS" "$DB_PORT"; do sleep 1; done

sql_tool() {
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "$DB_PORT" -u "$POSTGRES_USER" "$@"
}

for pair in temporal:temporal temporal_visibility:visibility; do
  db=${pair%%:*}
  schema=${pair#*:}
  echo "Setting up database $db ($schema schema)..."
  # On a re-run the database exists; a real failure (auth, network) resurfaces in setup-schema.
  sql_tool --db "$db" create || echo "Database $db was not created; assuming it exists."
  sql_tool --db "$db" setup-schema -v 0.0
  sql_tool --db "$db" update-schema -d "$SCHEMA_DIR/$schema/versioned"
done

echo 'Temporal schemas are up to date.'
