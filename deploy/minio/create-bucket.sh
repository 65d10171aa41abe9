#!/bin/sh
# One-shot (minio/mc): the bucket the app stores files in (S3_BUCKET). Idempotent.
set -eu

attempt=0
until mc alias set store "$S3_ENDPOINT" "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  attempt=$((attempt + 1))
  if [ "$attempt" -ge 60 ]; then
    echo "MinIO at $S3_ENDPOINT did not answer" >&2
    exit 1
  fi
  sleep 1
done
mc mb --ignore-existing "store/$S3_BUCKET"
# Files are served through the API (which checks who may read them), never publicly.
mc anonymous set none "store/$S3_BUCKET"
echo "Bucket $S3_BUCKET is ready."
