-- An Idempotency-Key replays an order only for the visitor who sent it: the key is unique per sender
-- (idempotency_scope, a sha256 of the visitor), no longer across the whole shop, where one visitor's
-- key could replay another visitor's order. The application also lets a key expire after 24 hours by
-- clearing its scope. Keys stored before this migration have no scope: they never replay again.

-- AlterTable
ALTER TABLE "commandes" ADD COLUMN "idempotency_scope" VARCHAR(64);

-- DropIndex
DROP INDEX "commandes_idempotency_key_key";

-- CreateIndex
CREATE UNIQUE INDEX "commandes_idempotency_scope_idempotency_key_key" ON "commandes"("idempotency_scope", "idempotency_key");
