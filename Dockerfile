# Production image: the Astro site's node:http entry on Node 24 LTS, run as the unprivileged `node` user.
#   docker build -t kasuwa-site --build-arg SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -v kasuwa-data:/data kasuwa-site
# Pages are prerendered, so site facts (SITE_*, *_URL, GA_ID, API_BASE_URL) are build arguments;
# runtime settings (DATABASE_URL, SMTP, ...) are ordinary `docker run -e` variables. See docs/deploy.md.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see the README (the lock lacks other platforms' optional binaries).
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ARG SITE_URL SITE_NAME SITE_LEGAL_NAME SITE_ADDRESS SITE_PHONE SITE_EMAIL \
    GLOBAL_TRADE_URL SELLER_LOGIN_URL APP_STORE_URL WHATSAPP_NUMBER \
    FIGURE_RETAIL_STORES FIGURE_MONTHLY_SALES_USD FIGURE_COUNTRIES \
    GA_ID API_BASE_URL PRIVACY_EMAIL LEAD_RETENTION_DAYS
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# astro build (pages and server bundled together, started by dist/server/main.mjs), the .br/.gz of every text file;
# then only the packages the server imports at run time stay (the image's own Node 24 runs it, not the `node` package).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The embedded database lives on a volume, outside the image; unused when DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
# Root-owned and read-only to the server: it writes only to DATA_DIR.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/dist ./dist
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The entry owns the HTTP server. On SIGTERM (`docker stop`) it stops accepting and finishes in-flight requests,
# then exits.
STOPSIGNAL SIGTERM
# The server's environment and Node flags: scripts/server-node-flags.mjs says why (tests/http/container-runtime.test.ts keeps this line equal to it).
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536
CMD ["node", "--liftoff-only", "--max-semi-space-size=1", "dist/server/main.mjs"]
