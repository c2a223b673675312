# The shop in one image: builds the workspace, then runs the API that also serves the storefront.
# DEMO_DATA=false (`docker build --build-arg DEMO_DATA=false .`) leaves the demo catalogue package out
# of the image: the shop then starts on an empty catalogue and says so in one log line. sharp stays
# either way: the API re-encodes the photos the owner uploads (prebuilt for glibc, as this image is).
ARG DEMO_DATA=true

FROM node:20-bookworm-slim AS build
ARG DEMO_DATA
WORKDIR /app
RUN npm install -g pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build
# The API with its production dependencies only, laid out as in the repository: it finds the built
# storefront, its server renderer (one self-contained bundle) and the migrations by their paths.
RUN if [ "$DEMO_DATA" = "false" ]; then \
      npm pkg delete "dependencies.@vitrine/demo-catalogue" --prefix apps/api; \
    fi \
 && pnpm deploy --legacy --filter @vitrine/api --prod /runtime/apps/api \
 && mkdir -p /runtime/apps/web /runtime/prisma \
 && cp -r apps/web/dist /runtime/apps/web/dist \
 && cp -r apps/web/dist-server /runtime/apps/web/dist-server \
 && cp -r prisma/migrations /runtime/prisma/migrations

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /runtime /app
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
