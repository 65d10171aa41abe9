#!/bin/sh
# One-shot (admin-tools): the app's namespace and the search attributes its workflows set.
# Idempotent: existing ones are left alone.
set -eu

NAMESPACE=${DEFAULT_NAMESPACE:-default}
RETENTION=${NAMESPACE_RETENTION:-72h}
export TEMPORAL_ADDRESS=${TEMPORAL_ADDRESS:-temporal:7233}
# name:Type, as platform/temporal/search-attributes.ts defines them.
SEARCH_ATTRIBUTES='AppProcess:Keyword AppSubjectId:Keyword AppAccountIds:KeywordList'

echo "Waiting for the Temporal server at $TEMPORAL_ADDRESS..."
attempt=0
until temporal operator cluster health >/dev/null 2>&1; do
  attempt=$((attempt + 1))
  if [ "$attempt" -ge 60 ]; then
    echo "Temporal server did not become healthy" >&2
    exit 1
  fi
  sleep 2
done

if temporal operator namespace describe -n "$NAMESPACE" >/dev/null 2>&1; then
  echo "Namespace $NAMESPACE exists."
else
  temporal operator namespace create -n "$NAMESPACE" --retention "$RETENTION"
fi

# A new namespace reaches the server's namespace cache a few seconds after it is registered.
attempt=0
until existing=$(temporal operator search-attribute list -n "$NAMESPACE" 2>/dev/null); do
  attempt=$((attempt + 1))
  if [ "$attempt" -ge 30 ]; then
    echo "Namespace $NAMESPACE did not become usable" >&2
    exit 1
  fi
  sleep 1
done
for attribute in $SEARCH_ATTRIBUTES; do
  name=${attribute%%:*}
  type=${attribute#*:}
  if printf '%s\n' "$existing" | grep -qw "$name"; then
    echo "Search attribute $name exists."
  else
    temporal operator search-attribute create -n "$NAMESPACE" --name "$name" --type "$type"
  fi
done
echo "Namespace $NAMESPACE is ready."
