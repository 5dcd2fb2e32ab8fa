# Keel: a production image. Build: docker build -t keel .   Run: docker run -p 3000:3000 -e DATABASE_URL=… -e SESSION_SECRET=… keel
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx remix build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# No demo company in the image unless asked for (-e KEEL_DEMO=true).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data KEEL_DEMO=false
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/scripts ./scripts
VOLUME /data
EXPOSE 3000
USER node
# WEB_CONCURRENCY=auto: one worker per core (PostgreSQL only; README "Scaling out").
CMD ["node", "--max-semi-space-size=64", "scripts/serve.mjs", "./build/index.js"]
