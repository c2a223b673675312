-- An order's life, enforced by PostgreSQL so that the console, Prisma Studio and plain SQL all obey the
-- same rules (packages/contracts/src/order-lifecycle.ts holds the same table for the application):
--   en cours → confirmée | annulée;  confirmée → expédiée | annulée;  expédiée → livrée | refusée.
-- Every move is kept in "commande_historique" (who: the console, or anything else that wrote to the
-- database), and the moves the customer must hear about queue their mail in "mail_outbox" in the same
-- transaction: a move made in Studio tells the customer too.

-- CreateEnum
CREATE TYPE "etat_commande" AS ENUM ('en cours', 'confirmée', 'expédiée', 'livrée', 'refusée', 'annulée');

-- The free-text states typed so far become the enum: case, accents, spaces and dashes do not matter
-- ("Expédiée", "EXPEDIEE", "en-cours"); a word the shop never used means the order is still new.
ALTER TABLE "commandes" ALTER COLUMN "etat" DROP DEFAULT;
ALTER TABLE "commandes" ALTER COLUMN "etat" TYPE "etat_commande" USING (
  CASE regexp_replace(
    lower(translate("etat", 'ÉÈÊËÀÂÎÏÔÛÙÇéèêëàâîïôûùç', 'EEEEAAIIOUUCeeeeaaiiouuc')), '[^a-z]', '', 'g')
    WHEN 'confirmee' THEN 'confirmée'
    WHEN 'confirme' THEN 'confirmée'
    WHEN 'expediee' THEN 'expédiée'
    WHEN 'expedie' THEN 'expédiée'
    WHEN 'livree' THEN 'livrée'
    WHEN 'livre' THEN 'livrée'
    WHEN 'refusee' THEN 'refusée'
    WHEN 'refuse' THEN 'refusée'
    WHEN 'annulee' THEN 'annulée'
    WHEN 'annule' THEN 'annulée'
    ELSE 'en cours'
  END
)::"etat_commande";
ALTER TABLE "commandes" ALTER COLUMN "etat" SET DEFAULT 'en cours';

-- An order keeps the delivery details it was placed with: a client who moves later does not move the
-- parcels already sent. Existing orders take their client's current details.
ALTER TABLE "commandes"
  ADD COLUMN "nom" VARCHAR(80),
  ADD COLUMN "prenom" VARCHAR(80),
  ADD COLUMN "numero_telephone" VARCHAR(8),
  ADD COLUMN "adresse" VARCHAR(200),
  ADD COLUMN "region" VARCHAR(80),
  ADD COLUMN "code_postal" VARCHAR(4);
UPDATE "commandes" AS o
SET "nom" = c."nom", "prenom" = c."prenom", "numero_telephone" = c."numero_telephone",
    "adresse" = c."adresse", "region" = c."region", "code_postal" = c."code_postal"
FROM "clients" AS c
WHERE c."id" = o."client_id";
ALTER TABLE "commandes"
  ALTER COLUMN "nom" SET NOT NULL,
  ALTER COLUMN "prenom" SET NOT NULL,
  ALTER COLUMN "numero_telephone" SET NOT NULL,
  ALTER COLUMN "adresse" SET NOT NULL,
  ALTER COLUMN "region" SET NOT NULL;

-- The shop always writes the delivery details with the order; a row added by hand (Studio, psql) without
-- them takes its client's.
CREATE FUNCTION "commandes_livraison_du_client"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  client "clients"%ROWTYPE;
BEGIN
  IF NEW."nom" IS NULL OR NEW."prenom" IS NULL OR NEW."numero_telephone" IS NULL
     OR NEW."adresse" IS NULL OR NEW."region" IS NULL THEN
    SELECT * INTO client FROM "clients" WHERE "id" = NEW."client_id";
    IF NEW."numero_telephone" IS NULL THEN
      NEW."code_postal" := coalesce(NEW."code_postal", client."code_postal");
    END IF;
    NEW."nom" := coalesce(NEW."nom", client."nom");
    NEW."prenom" := coalesce(NEW."prenom", client."prenom");
    NEW."numero_telephone" := coalesce(NEW."numero_telephone", client."numero_telephone");
    NEW."adresse" := coalesce(NEW."adresse", client."adresse");
    NEW."region" := coalesce(NEW."region", client."region");
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "commandes_livraison_du_client"
  BEFORE INSERT ON "commandes"
  FOR EACH ROW EXECUTE FUNCTION "commandes_livraison_du_client"();

-- Order tracking looks an order up by reference and this phone; the console searches by phone.
-- CreateIndex
CREATE INDEX "commandes_numero_telephone_idx" ON "commandes"("numero_telephone");

-- CreateTable
CREATE TABLE "commande_historique" (
    "id" SERIAL NOT NULL,
    "commande_id" INTEGER NOT NULL,
    "ancien_etat" "etat_commande" NOT NULL,
    "nouvel_etat" "etat_commande" NOT NULL,
    "par" VARCHAR(20) NOT NULL DEFAULT 'database',
    "note" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "commande_historique_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "commande_historique_par_check" CHECK ("par" IN ('console', 'database'))
);

-- CreateIndex
CREATE INDEX "commande_historique_commande_id_idx" ON "commande_historique"("commande_id");

-- AddForeignKey
ALTER TABLE "commande_historique" ADD CONSTRAINT "commande_historique_commande_id_fkey" FOREIGN KEY ("commande_id") REFERENCES "commandes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A mail about a move is rendered when it is sent, from the application's French templates (one place
-- for every text): the trigger below queues it with topic 'order_status', ref_id = the history row,
-- and no subject or text yet. Every other mail is written complete.
ALTER TABLE "mail_outbox" ALTER COLUMN "subject" DROP NOT NULL;
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_content_check"
  CHECK ("topic" = 'order_status' OR ("subject" IS NOT NULL AND "text" IS NOT NULL));

-- The moves allowed, as in ORDER_MOVES.
CREATE FUNCTION "commande_etat_move_allowed"("ancien" "etat_commande", "nouvel" "etat_commande")
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT ("ancien", "nouvel") IN (
    ('en cours'::"etat_commande", 'confirmée'::"etat_commande"),
    ('en cours', 'annulée'),
    ('confirmée', 'expédiée'),
    ('confirmée', 'annulée'),
    ('expédiée', 'livrée'),
    ('expédiée', 'refusée')
  )
$$;

-- Refuses any other move, with a stable constraint name the application maps to a 409. An UPDATE that
-- keeps the state is not a move (the trigger's WHEN leaves it alone).
CREATE FUNCTION "commandes_etat_transition"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "commande_etat_move_allowed"(OLD."etat", NEW."etat") THEN
    RAISE EXCEPTION 'Une commande « % » ne peut pas passer à « % ».', OLD."etat", NEW."etat"
      USING ERRCODE = 'check_violation',
            CONSTRAINT = 'commandes_etat_transition',
            TABLE = 'commandes',
            COLUMN = 'etat',
            HINT = 'en cours → confirmée | annulée ; confirmée → expédiée | annulée ; expédiée → livrée | refusée.';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "commandes_etat_transition"
  BEFORE UPDATE OF "etat" ON "commandes"
  FOR EACH ROW WHEN (OLD."etat" IS DISTINCT FROM NEW."etat")
  EXECUTE FUNCTION "commandes_etat_transition"();

-- Keeps the move and queues the customer's mail. The console says who moved the order and why in two
-- transaction-local settings (set_config('vitrine.acteur', 'console', true), set_config('vitrine.note',
-- …, true)); without them the move was made in the database itself (Studio, psql).
CREATE FUNCTION "commandes_etat_historique"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acteur text := nullif(current_setting('vitrine.acteur', true), '');
  note text := nullif(btrim(coalesce(current_setting('vitrine.note', true), '')), '');
  history_id integer;
  mail_id integer;
BEGIN
  INSERT INTO "commande_historique" ("commande_id", "ancien_etat", "nouvel_etat", "par", "note")
  VALUES (
    NEW."id", OLD."etat", NEW."etat",
    CASE WHEN acteur = 'console' THEN 'console' ELSE 'database' END,
    left(note, 500)
  )
  RETURNING "id" INTO history_id;

  IF NEW."etat" IN ('confirmée', 'expédiée', 'livrée', 'annulée') THEN
    INSERT INTO "mail_outbox" ("topic", "ref_id", "recipient")
    SELECT 'order_status', history_id, c."adresse_mail" FROM "clients" AS c WHERE c."id" = NEW."client_id"
    RETURNING "id" INTO mail_id;
    -- A running shop sends it at once; its retry loop would find it anyway.
    IF mail_id IS NOT NULL THEN
      PERFORM pg_notify('mail_queued', mail_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "commandes_etat_historique"
  AFTER UPDATE OF "etat" ON "commandes"
  FOR EACH ROW WHEN (OLD."etat" IS DISTINCT FROM NEW."etat")
  EXECUTE FUNCTION "commandes_etat_historique"();
