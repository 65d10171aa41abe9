# syntax=docker/dockerfile:1
# One image for every app process: `node api/main.ts` (default), `node worker/main.ts`,
# `node cli/index.ts db migrate` (with DATABASE_OWNER_URL: the owner role migrates, the app role
# has no DDL). Debian, not Alpine: @temporalio/core-bridge ships glibc binaries only.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts stay off: the `node` dependency's preinstall would download a second Node 24 (the
# base image has one) and no other package needs its script (native parts ship prebuilt). Its
# placeholder bin is removed so npm scripts and cli/bin.js use the image's node.
RUN npm ci --ignore-scripts --no-audit --no-fund && rm -f node_modules/.bin/node

FROM deps AS web
COPY . .
RUN npm run build:web

# The workflow code bundled once here, not at every worker start (WORKFLOW_BUNDLE below).
FROM deps AS workflows
COPY . .
RUN node scripts/build-workflow-bundle.ts /app/dist/workflow-bundle.js

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && rm -f node_modules/.bin/node \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=web/dist \
    WORKFLOW_BUNDLE=/app/dist/workflow-bundle.js
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY . .
COPY --from=web /app/web/dist ./web/dist
# Both bundles: the plain one and its traced twin (loaded when OTEL_EXPORTER_OTLP_ENDPOINT is set).
COPY --from=workflows /app/dist/ ./dist/
# The shared uploads volume (FILES_DIR) takes this directory's owner on first mount.
RUN mkdir -p /var/lib/marketplace/files && chown node:node /var/lib/marketplace/files
USER node
EXPOSE 3000
CMD ["node", "api/main.ts"]
