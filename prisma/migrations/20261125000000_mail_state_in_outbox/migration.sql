-- Whether a mail went out is the outbox's to know (mail_outbox.sent_at, by topic and ref_id): the
-- contact and newsletter tables no longer carry a copy the mail layer had to keep in step.
ALTER TABLE "contact_messages" DROP COLUMN "mail_sent_at";
ALTER TABLE "newsletter_subscribers" DROP COLUMN "welcome_sent_at";
