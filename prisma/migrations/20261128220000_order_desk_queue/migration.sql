-- The order desk's queue sorts the orders « en cours » by their calls: a call-back due, never called,
-- how many unanswered tries. Reading every open order's calls to sort them cost a call summary per
-- order (at 50 000 orders, 10 000 of them open: 210 ms for the page statement, apps/api/bench/order-queue.ts),
-- so the order keeps its calls' summary, as PostgreSQL writes it with each call (whoever inserts it:
-- the console, Studio, SQL), and a partial index finds the open orders.

ALTER TABLE "commandes"
  -- The `injoignable` calls about the order.
  ADD COLUMN "appels_tentatives" INTEGER NOT NULL DEFAULT 0,
  -- The last call's time.
  ADD COLUMN "dernier_appel_le" TIMESTAMPTZ(3),
  -- The call-back the last call asked for (null unless the last call was `rappeler`).
  ADD COLUMN "rappeler_a" TIMESTAMPTZ(3);

-- Sums up the calls of the order(s) a call was added to, changed on or removed from; the first call's
-- time (premier_contact_le) is kept once set.
CREATE FUNCTION "commande_appels_resume"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "commandes" AS o
  SET ("appels_tentatives", "dernier_appel_le", "rappeler_a", "premier_contact_le") = (
    SELECT count(*) FILTER (WHERE a."resultat" = 'injoignable')::int,
           max(a."created_at"),
           (array_agg(a."rappeler_a" ORDER BY a."created_at" DESC, a."id" DESC))[1],
           coalesce(o."premier_contact_le", min(a."created_at"))
    FROM "commande_appels" AS a WHERE a."commande_id" = o."id")
  WHERE o."id" IN (NEW."commande_id", OLD."commande_id");
  RETURN NULL;
END;
$$;

CREATE TRIGGER "commande_appels_resume"
  AFTER INSERT OR UPDATE OR DELETE ON "commande_appels"
  FOR EACH ROW EXECUTE FUNCTION "commande_appels_resume"();

UPDATE "commandes" AS o
SET ("appels_tentatives", "dernier_appel_le", "rappeler_a", "premier_contact_le") = (
  SELECT count(*) FILTER (WHERE a."resultat" = 'injoignable')::int,
         max(a."created_at"),
         (array_agg(a."rappeler_a" ORDER BY a."created_at" DESC, a."id" DESC))[1],
         coalesce(o."premier_contact_le", min(a."created_at"))
  FROM "commande_appels" AS a WHERE a."commande_id" = o."id")
WHERE EXISTS (SELECT 1 FROM "commande_appels" AS a WHERE a."commande_id" = o."id");

-- The queue's orders: the few « en cours » among a year's orders.
CREATE INDEX "commandes_en_cours_created_at_idx" ON "commandes" ("created_at") WHERE "etat" = 'en cours';
