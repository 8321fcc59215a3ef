# syntax=docker/dockerfile:1
# The Patitas service image (docker-compose.yml runs it beside PostgreSQL, soketi, MinIO and Mailpit).
# Three stages: dependencies from the lockfile, the production build, then a slim runtime with only what
# `npm start` needs, run as the unprivileged `node` user. `npm test` checks the runtime stage's file set:
# scripts/check-container-files.mjs copies exactly the `COPY --from=build` lines below into an empty folder
# and serves it against PostgreSQL, so a file the runtime needs and this list forgets fails the suite.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (the lockfile records only the Linux builds of per-platform packages).
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npx next build \
 && rm -rf .next/cache \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/package-lock.json ./package-lock.json
COPY --from=build /app/next.config.ts ./next.config.ts
COPY --from=build /app/tsconfig.json ./tsconfig.json
# next.config.ts reads the icon sprite's names and version at start.
COPY --from=build /app/components/icons/icon-names.ts ./components/icons/icon-names.ts
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/.next ./.next
COPY --from=build /app/public ./public
COPY --from=build /app/messages ./messages
COPY --from=build /app/db ./db
COPY --from=build /app/lib ./lib
COPY --from=build /app/server ./server
COPY --from=build /app/scripts/db-setup.ts ./scripts/db-setup.ts
COPY --from=build /app/scripts/seed ./scripts/seed
# Uploads and the embedded database (when no DATABASE_URL / S3 is set) live in /data.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness: the cheap check (the database answers). Orchestrators that route traffic should also use readiness.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server/start.ts forwards SIGTERM to the server, which stops taking connections and drains.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/start.ts"]
