-- The console's live events (GET /api/owner/events): a new order, an order's move, a contact message.
-- PostgreSQL writes each one to a log, whoever caused it (the shop, Studio, psql), and announces it on the
-- channel "owner_events", so every instance of the shop hears every instance's events on its one LISTEN
-- connection. The log's id is the stream's `id:`: a console that lost its stream resumes after the last
-- one it had (Last-Event-ID). The log keeps a day (pruned by the job queue's hourly cron).
CREATE TABLE "console_evenements" (
  "id" BIGSERIAL PRIMARY KEY,
  "evenement" VARCHAR(20) NOT NULL
    CONSTRAINT "console_evenements_evenement" CHECK ("evenement" IN ('commande', 'etat', 'message')),
  "donnees" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "console_evenements_created_at_idx" ON "console_evenements"("created_at");

-- Logs the events of one statement and announces each, at the commit (NOTIFY waits for it; a rollback
-- announces nothing). The payload carries the whole event: a listener needs no read to pass it on.
CREATE FUNCTION "console_evenements_annoncer"("nom" text, "lignes" jsonb[]) RETURNS void
LANGUAGE sql AS $$
  WITH logged AS (
    INSERT INTO "console_evenements" ("evenement", "donnees")
    SELECT "nom", d FROM unnest("lignes") WITH ORDINALITY AS l(d, n) ORDER BY n
    RETURNING "id", "evenement", "donnees"
  )
  SELECT pg_notify('owner_events',
                   json_build_object('id', "id"::text, 'event', "evenement", 'data', "donnees")::text)
  FROM logged;
$$;

-- Orders and messages arrive many at once when seeded: one statement per insert, not one per row.
CREATE FUNCTION "commandes_evenement_commande"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "console_evenements_annoncer"('commande',
    ARRAY(SELECT jsonb_build_object('reference', n."reference") FROM new_rows AS n ORDER BY n."id"));
  RETURN NULL;
END;
$$;
CREATE TRIGGER "commandes_evenement_commande" AFTER INSERT ON "commandes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commandes_evenement_commande"();

-- A move, whoever made it (the console, Studio, psql): as the lifecycle's own triggers, per moved row.
CREATE FUNCTION "commandes_evenement_etat"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "console_evenements_annoncer"('etat',
    ARRAY[jsonb_build_object('reference', NEW."reference", 'etat', NEW."etat")]);
  RETURN NULL;
END;
$$;
CREATE TRIGGER "commandes_evenement_etat"
  AFTER UPDATE OF "etat" ON "commandes"
  FOR EACH ROW WHEN (OLD."etat" IS DISTINCT FROM NEW."etat")
  EXECUTE FUNCTION "commandes_evenement_etat"();

CREATE FUNCTION "contact_messages_evenement_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "console_evenements_annoncer"('message',
    ARRAY(SELECT jsonb_build_object('id', n."id") FROM new_rows AS n ORDER BY n."id"));
  RETURN NULL;
END;
$$;
CREATE TRIGGER "contact_messages_evenement_message" AFTER INSERT ON "contact_messages"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "contact_messages_evenement_message"();

-- A session that ends (signed out, or swept once expired) ends its open streams on every instance at once.
-- Not an event of the log: only the instances holding that session's streams care, and only now.
CREATE FUNCTION "owner_sessions_fin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('owner_events', json_build_object('session_closed', o."token_hash")::text)
  FROM old_rows AS o;
  RETURN NULL;
END;
$$;
CREATE TRIGGER "owner_sessions_fin" AFTER DELETE ON "owner_sessions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "owner_sessions_fin"();
