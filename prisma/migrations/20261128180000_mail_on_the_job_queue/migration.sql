-- Mails are jobs of the queue now (graphile-worker's schema "graphile_worker", migrated before the shop's
-- own migrations, see apps/api/src/db/migrate.ts): its runners claim, retry and keep them, so the shop's
-- hand-made outbox goes. Mails still waiting in it become jobs first, so none is lost on the way.

-- A move's mail: the lifecycle's trigger enqueues it (whoever moved the order: console, Studio, psql),
-- unless the shopper declined the mails of the order's moves. It is written when sent (the job's task
-- reads the move). plpgsql resolves graphile_worker.add_job when the trigger runs.
CREATE OR REPLACE FUNCTION "commandes_etat_historique"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acteur text := nullif(current_setting('vitrine.acteur', true), '');
  note text := nullif(btrim(coalesce(current_setting('vitrine.note', true), '')), '');
  history_id integer;
BEGIN
  INSERT INTO "commande_historique" ("commande_id", "ancien_etat", "nouvel_etat", "par", "note")
  VALUES (
    NEW."id", OLD."etat", NEW."etat",
    CASE WHEN acteur = 'console' THEN 'console' ELSE 'database' END,
    left(note, 500)
  )
  RETURNING "id" INTO history_id;

  IF NEW."etat" IN ('confirmée', 'expédiée', 'livrée', 'annulée') AND NEW."notifications" THEN
    PERFORM graphile_worker.add_job(
      'order-moved-mail',
      json_build_object('historyId', history_id, 'to', c."adresse_mail"),
      max_attempts => 10)
    FROM "clients" AS c WHERE c."id" = NEW."client_id";
  END IF;
  RETURN NULL;
END;
$$;

-- What the outbox had not sent yet (and had not given up on) goes on as jobs.
SELECT graphile_worker.add_job(
  'send-mail',
  json_build_object('topic', "topic", 'refId', "ref_id", 'to', "recipient", 'replyTo', "reply_to",
                    'subject', "subject", 'text', "text"),
  max_attempts => 10)
FROM "mail_outbox"
WHERE "sent_at" IS NULL AND "attempts" < 10 AND "subject" IS NOT NULL AND "text" IS NOT NULL;

SELECT graphile_worker.add_job(
  'order-moved-mail',
  json_build_object('historyId', "ref_id", 'to', "recipient"),
  max_attempts => 10)
FROM "mail_outbox"
WHERE "sent_at" IS NULL AND "attempts" < 10 AND "topic" = 'order_status' AND "text" IS NULL;

DROP TABLE "mail_outbox";
DROP FUNCTION "mail_outbox_notifications_choisies"();
