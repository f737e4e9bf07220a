# Production image: the standalone Next.js server on Node 24 LTS, run as the unprivileged `node` user.
#   docker build -t kasuwa-site --build-arg SITE_URL=https://www.example.com .
#   docker run -p 3000:3000 -v kasuwa-data:/data kasuwa-site
# Pages are statically generated, so site facts (SITE_*, *_URL, NEXT_PUBLIC_*) are build arguments;
# runtime settings (DATABASE_URL, SMTP, ...) are ordinary `docker run -e` variables. See docs/deploy.md.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see the README (the lock lacks other platforms' optional binaries).
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
ARG SITE_URL SITE_NAME SITE_LEGAL_NAME SITE_ADDRESS SITE_PHONE SITE_EMAIL \
    GLOBAL_TRADE_URL SELLER_LOGIN_URL APP_STORE_URL WHATSAPP_NUMBER \
    FIGURE_RETAIL_STORES FIGURE_MONTHLY_SALES_USD FIGURE_COUNTRIES \
    NEXT_PUBLIC_GA_ID NEXT_PUBLIC_API_BASE_URL NEXT_DEPLOYMENT_ID
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# next build, then the CSP manifest and the copy of static files and the entry point into .next/standalone.
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The embedded database lives on a volume, outside the image; unused when DATABASE_URL is set.
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The entry point owns the HTTP server (request gate, JSON log). On SIGTERM (`docker stop`) it stops accepting and
# finishes in-flight requests, then exits.
STOPSIGNAL SIGTERM
CMD ["node", "graceful-server.cjs"]
