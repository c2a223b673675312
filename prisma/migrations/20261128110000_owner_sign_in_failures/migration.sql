-- Consecutive failed sign-ins to the owner console, shared by every instance of the shop: one row for
-- the account (whatever address the guesses come from) and one per known device (a signed cookie given
-- at a successful sign-in). A successful sign-in deletes the account's row and the device's.
-- `retry_at` is the account's alone: once it has failed too often in a row, unknown devices may try
-- again only from then (a delay that grows with each failure).
CREATE TABLE "owner_sign_in_failures" (
    "subject" VARCHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL,
    "retry_at" TIMESTAMPTZ(3),

    CONSTRAINT "owner_sign_in_failures_pkey" PRIMARY KEY ("subject")
);
