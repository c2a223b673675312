#!/bin/sh
echo "Prisma's schema engine is not used by this project: migrations are SQL files applied by 'pnpm db:migrate'." >&2
exit 1
