# syntax=docker/dockerfile:1.7
# One image for every role (ROLE=all|api|worker). Build: docker build -t pitchscope .
# Run alone (embedded PGlite, files on the volume): docker run -p 3000:3000 -v pitchscope-data:/data pitchscope

# ---- build: install with the lockfile, build the SPA and the server bundle, drop dev dependencies ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# Manifests first, so the dependency layer is cached until a manifest or the lockfile changes.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/engine/package.json packages/engine/
RUN npm ci
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && mkdir -p /out/apps/server /out/apps/web /out/packages \
 && cp -a package.json package-lock.json node_modules /out/ \
 && cp -a apps/server/package.json apps/server/dist apps/server/drizzle /out/apps/server/ \
 && if [ -d apps/server/node_modules ]; then cp -a apps/server/node_modules /out/apps/server/; fi \
 && cp -a apps/web/package.json apps/web/dist /out/apps/web/ \
 && cp -a packages/domain packages/engine /out/packages/

# ---- runtime: the bundle (dist/main.js), its external dependencies, migrations and the built SPA ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# LibreOffice draws PowerPoint slides (converted to PDF in the document sandbox, ADR 0014); the
# metric-compatible fonts keep slides laid out as they were made. Without it, PPT/PPTX show as text.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      libreoffice-impress fonts-liberation2 fonts-dejavu-core fonts-crosextra-carlito fonts-crosextra-caladea \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/ ./
# The unprivileged `node` user (uid 1000) of the base image owns only the data folder.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Only meaningful for ROLE=all|api (a worker serves no HTTP: compose disables it for workers).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start (apps/server/drizzle); SIGTERM shuts down gracefully (src/main.ts).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
