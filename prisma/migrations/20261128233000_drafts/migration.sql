-- Abandoned checkouts: what a shopper had in the cart once a valid phone was typed on /VerifShop, one row
-- per visitor (the anti-forgery visitor id, hashed), rewritten as the cart changes. The lines are kept as
-- sent ({id, quantite, article_detail_id?}): the console prices them with today's prices when it reads them.
CREATE TABLE "brouillons" (
  "id" SERIAL PRIMARY KEY,
  "visiteur" VARCHAR(64) NOT NULL,
  "telephone" VARCHAR(8) NOT NULL,
  "prenom" VARCHAR(80),
  "articles" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "brouillons_visiteur_key" ON "brouillons"("visiteur");
CREATE INDEX "brouillons_telephone_idx" ON "brouillons"("telephone");
CREATE INDEX "brouillons_updated_at_idx" ON "brouillons"("updated_at");

-- An order placed with a draft's phone ends the draft, whoever placed it (the shop, Studio, psql): the
-- orders module knows nothing of drafts. One statement per insert, as the console's events.
CREATE FUNCTION "commandes_fin_brouillons"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "brouillons" b USING new_rows n WHERE b."telephone" = n."numero_telephone";
  RETURN NULL;
END;
$$;
CREATE TRIGGER "commandes_fin_brouillons" AFTER INSERT ON "commandes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "commandes_fin_brouillons"();
