-- An order that will not be paid gives its pieces back to the variants they were taken from: at once when
-- it is cancelled (« annulée », the parcel never left), when its parcel is back at the shop for a refused
-- one (« refusée »). PostgreSQL does it with the move, so a move made in the console, in Prisma Studio or
-- in psql restocks alike, in the move's transaction. Both states are final (commande_etat_move_allowed
-- lets no order out of them), so an order gives its pieces back once at most. The UPDATE of
-- article_details fires its "catalogue_changed" trigger: every shop drops its cached answers and shows the
-- restored stock. A line whose variant has since been deleted has nowhere to go back to.
CREATE FUNCTION "commandes_restock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The variants locked in id order, as an order takes them (features/orders/stock.ts): a restock and an
  -- order holding the same variants never wait on each other.
  PERFORM 1 FROM "article_details"
  WHERE "id" IN (SELECT "article_detail_id" FROM "commande_items" WHERE "order_id" = NEW."id")
  ORDER BY "id"
  FOR UPDATE;
  UPDATE "article_details" AS d
  SET "stock" = d."stock" + returned."quantite"
  FROM (
    SELECT "article_detail_id", sum("quantite")::int AS "quantite"
    FROM "commande_items"
    WHERE "order_id" = NEW."id" AND "article_detail_id" IS NOT NULL
    GROUP BY "article_detail_id"
  ) AS returned
  WHERE d."id" = returned."article_detail_id";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "commandes_restock"
  AFTER UPDATE OF "etat" ON "commandes"
  FOR EACH ROW WHEN (OLD."etat" IS DISTINCT FROM NEW."etat" AND NEW."etat" IN ('annulée', 'refusée'))
  EXECUTE FUNCTION "commandes_restock"();
