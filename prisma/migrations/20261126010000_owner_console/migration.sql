-- The owner console (/gestion). Its sign-in sessions live in PostgreSQL so that every instance of the
-- shop knows them; only a sha256 of the cookie's token is kept, so a copy of the table opens nothing.
-- A session ends 12 hours after it was last used (the application slides last_seen_at).

-- CreateTable
CREATE TABLE "owner_sessions" (
    "token_hash" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "owner_sessions_pkey" PRIMARY KEY ("token_hash")
);

-- CreateIndex
CREATE INDEX "owner_sessions_last_seen_at_idx" ON "owner_sessions"("last_seen_at");

-- Contact messages read or not in the console.
-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN "lu" BOOLEAN NOT NULL DEFAULT false;
