-- « Recevoir les notifications de ma commande » is the shopper's choice, kept with the order: unticked,
-- the shopper gets the order's receipt and no mail about its moves (confirmée, expédiée …). Orders placed
-- before the choice was asked, and rows added by hand, keep the mails they always had.
ALTER TABLE "commandes" ADD COLUMN "notifications" BOOLEAN NOT NULL DEFAULT true;

-- The lifecycle's trigger queues a move's mail whoever moved the order (console, Studio, psql); a mail
-- about an order whose shopper declined them is not queued at all. Kept beside that trigger rather than
-- in it, so that its function stays the lifecycle's own: the trigger already leaves a mail it could not
-- queue unannounced (no NOTIFY).
CREATE FUNCTION "mail_outbox_notifications_choisies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "commande_historique" AS h JOIN "commandes" AS o ON o."id" = h."commande_id"
    WHERE h."id" = NEW."ref_id" AND NOT o."notifications"
  ) THEN
    RETURN NULL;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "mail_outbox_notifications_choisies"
  BEFORE INSERT ON "mail_outbox"
  FOR EACH ROW WHEN (NEW."topic" = 'order_status')
  EXECUTE FUNCTION "mail_outbox_notifications_choisies"();
