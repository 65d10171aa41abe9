#!/bin/sh
# Runs once, when the PostgreSQL volume is first initialised (/docker-entrypoint-initdb.d).
# Temporal and the app get their own roles: Temporal's role creates its two databases itself
# (temporal-admin-tools). `marketplace` owns the app's database and its tables and runs the
# migrations (the migrate step only); the API and the workers log in as `marketplace_app`, which
# owns nothing and gets table privileges from the migrations (docs/decisions.md "Database roles").
set -eu

psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -v temporal_password="$TEMPORAL_DB_PASSWORD" \
  -v owner_password="$OWNER_DB_PASSWORD" \
  -v app_password="$APP_DB_PASSWORD" <<'SQL'
CREATE ROLE temporal LOGIN CREATEDB PASSWORD :'temporal_password';
CREATE ROLE marketplace LOGIN PASSWORD :'owner_password';
CREATE ROLE marketplace_app LOGIN PASSWORD :'app_password';
CREATE DATABASE marketplace OWNER marketplace;
REVOKE ALL ON DATABASE marketplace FROM PUBLIC;
GRANT CONNECT, TEMPORARY ON DATABASE marketplace TO marketplace_app;
SQL
