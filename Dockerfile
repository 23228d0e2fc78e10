# syntax=docker/dockerfile:1
# The container recipe of the Forensisch Forum (decision 0021), for a host with a container engine; compose.yaml runs
# it with PostgreSQL, two web processes, the worker and nginx. Base images (from Docker Hub): node:24-bookworm-slim
# and nginx:1.28-bookworm; `npm ci` downloads the packages of package-lock.json from registry.npmjs.org (sharp's
# prebuilt libvips for linux-x64 included). Nothing else is fetched. docs/runbook/containers.md.

# 1. Build: all dependencies (the build needs react-router, vite, tailwind), then the production build with its
#    precompressed twins (npm run build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The app: web process (default command) or worker (`node server/worker.ts`), as a user without privileges.
#    The server runs its TypeScript with node itself (decision 0001): the sources come along, not a bundle.
FROM node:24-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/forensisch-forum
WORKDIR /app
COPY --from=build /app /app
RUN useradd --system --uid 10001 --user-group --home-dir /var/lib/forensisch-forum forensisch-forum \
  && mkdir -p /var/lib/forensisch-forum && chown forensisch-forum:forensisch-forum /var/lib/forensisch-forum
USER forensisch-forum
EXPOSE 3000
# SIGTERM: the port closes, running requests finish, the proxy's idle connections are let go (closeServer).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.ts"]

# 3. The proxy: nginx with the same site file as on a host (deploy/nginx/), its ${FF_...} names filled in by the
#    image's own envsubst step at start (/etc/nginx/templates), and the build's assets inside the image.
FROM nginx:1.28-bookworm AS proxy
RUN rm /etc/nginx/conf.d/default.conf && mkdir -p /var/www/acme
COPY deploy/nginx/forensisch-forum-tls.conf.template /etc/nginx/templates/forensisch-forum.conf.template
COPY --from=build /app/build/client/assets /srv/forensisch-forum/assets
