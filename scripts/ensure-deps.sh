#!/bin/sh
# Installs the npm dependencies when they are missing or older than package-lock.json. Runs under
# whatever Node the machine has; everything after it runs on the project's pinned Node (the `node`
# package puts Node 24 in node_modules/.bin, which npm puts first on PATH for its scripts).
set -e
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -x node_modules/.bin/node ] || [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ] || [ package.json -nt "$marker" ]; then
  echo "Installing dependencies (npm install)..."
  npm install --no-audit --no-fund --loglevel=error
fi
