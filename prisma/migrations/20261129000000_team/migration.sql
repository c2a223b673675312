-- The shop's team (issue 28): accounts that sign in to the console with an identifiant and a password,
-- each with a role (what the role may use is the contracts' OWNER_ROUTES). The shop's own password keeps
-- signing in as the shop's owner, a session without an account (staff_id null).
CREATE TABLE "staff_accounts" (
  "id" SERIAL PRIMARY KEY,
  "nom" VARCHAR(60) NOT NULL,
  "identifiant" VARCHAR(40) NOT NULL
    CONSTRAINT "staff_accounts_identifiant_format" CHECK ("identifiant" ~ '^[a-z0-9._-]{3,40}$'),
  "password_hash" VARCHAR(300) NOT NULL,
  "role" VARCHAR(20) NOT NULL
    CONSTRAINT "staff_accounts_role" CHECK ("role" IN ('proprietaire', 'confirmation', 'preparation')),
  "actif" BOOLEAN NOT NULL DEFAULT true,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "staff_accounts_identifiant_key" ON "staff_accounts"("identifiant");

-- A session names its account; a disabled account's sessions are deleted with the change that disables it.
ALTER TABLE "owner_sessions" ADD COLUMN "staff_id" INTEGER
  REFERENCES "staff_accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "owner_sessions_staff_id_idx" ON "owner_sessions"("staff_id");

-- The activity log: every successful write of the console (sign-ins, moves, calls, edits, blocks, team
-- changes), written by the owner router as its answer goes out. The author's name is kept as it was.
CREATE TABLE "journal" (
  "id" BIGSERIAL PRIMARY KEY,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "staff_id" INTEGER REFERENCES "staff_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  "auteur" VARCHAR(60) NOT NULL,
  "operation" VARCHAR(60) NOT NULL,
  "cible" JSONB NOT NULL
);
CREATE INDEX "journal_created_at_idx" ON "journal"("created_at");
