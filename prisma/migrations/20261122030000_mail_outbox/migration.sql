-- Every e-mail the shop sends is written here first, in the same transaction as the order, contact
-- message or subscription it is about, then sent after the commit. A failed send stays here with its
-- error and is retried later (next_attempt_at), so a mail server outage never loses a mail.

-- CreateTable
CREATE TABLE "mail_outbox" (
    "id" SERIAL NOT NULL,
    "topic" VARCHAR(40) NOT NULL,
    "ref_id" INTEGER,
    "recipient" VARCHAR(254) NOT NULL,
    "reply_to" VARCHAR(254),
    "subject" VARCHAR(200) NOT NULL,
    "text" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "mail_outbox_sent_at_next_attempt_at_idx" ON "mail_outbox"("sent_at", "next_attempt_at");
