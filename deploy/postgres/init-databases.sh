#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised (/docker-entrypoint-initdb.d).
# Temporal and the app get their own roles: Temporal's role creates its two databases itself
# (temporal-admin-tools), the app owns `marketplace` and never touches temporal*.
set -eu

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v temporal_password="$TEMPORAL_DB_PASSWORD" \
  -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE temporal LOGIN CREATEDB PASSWORD :'temporal_password';
CREATE ROLE marketplace LOGIN PASSWORD :'app_password';
CREATE DATABASE marketplace OWNER marketplace;
REVOKE ALL ON DATABASE marketplace FROM PUBLIC;
SQL
