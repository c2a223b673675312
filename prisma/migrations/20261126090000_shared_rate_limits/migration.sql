-- Rate limits counted in the database, so every copy of the shop on it shares one budget per client:
-- the table rate-limiter-flexible's PostgreSQL store reads and writes (its own columns and types).
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
