# syntax=docker/dockerfile:1
# Kingsroad in a container (root README, "Container"): the server runs its TypeScript through tsx,
# a runtime dependency on purpose; the web client is built in the first stage, with the dev
# dependencies, and only its files reach the last one, whose node_modules holds production
# dependencies alone.
#
#   docker build -t kingsroad .
#   docker run -p 8080:8080 -v kingsroad-data:/data kingsroad          # SQLite in /data
#   docker compose up                                                  # PostgreSQL, Redis, two processes, nginx

ARG NODE_IMAGE=node:22-bookworm-slim

# better-sqlite3's native module: a prebuilt binary when one is published for this Node, else
# compiled, which needs these.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first: the installs below are cached until one of them changes. Every workspace
# package is listed (test/production-install.test.ts checks the list against packages/).
COPY package.json package-lock.json .npmrc ./
COPY packages/agot/package.json packages/agot/
COPY packages/bots/package.json packages/bots/
COPY packages/cli/package.json packages/cli/
COPY packages/core/package.json packages/core/
COPY packages/fief/package.json packages/fief/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/

# Stage 1: everything, to build the web client (vite is a dev dependency).
FROM toolchain AS web
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Stage 2: production dependencies only.
FROM toolchain AS deps
RUN npm ci --omit=dev --no-audit --no-fund

# Stage 3: what runs. No compiler, no dev dependency, not root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY . .
COPY --from=web /app/packages/web/dist ./packages/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# /api/health: 200 while the store (and Redis, with REDIS_URL) can do their work, else 503.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1, not npm: SIGTERM reaches the server, which closes cleanly within 10 s
# (every acknowledged action is stored). `npm start` would do the same work plus a build step
# that has nothing to do here (the web client is built above).
CMD ["node", "--import", "tsx", "packages/server/src/main.ts"]
