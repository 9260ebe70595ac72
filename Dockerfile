# syntax=docker/dockerfile:1
# Commerce Admin in a container: `docker build -t commerce-admin .`, then
# `docker run -p 3000:3000 -v commerce-data:/app/data commerce-admin` (the embedded database in /app/data), or with
# DATABASE_URL (and BLOB_URL for several machines): compose.yaml starts two behind a proxy. Not built in CI here.

# Build: every workspace's dependencies, then the web app, the storefront and the server bundle.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/storefront/package.json apps/storefront/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Run: the bundle (dist/main.js and its chunks, the migrations, the embedded database's thread), the built web
# app, and the npm packages the bundle leaves external: the server's dependencies, nothing of the build's.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --workspace @commerce/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR (./data): the embedded database, and the e-mail and connector files written without SMTP_URL or
# CONNECTOR_*_URL; the assets and published files too without BLOB_URL.
RUN mkdir data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
