-- The order desk: each call to a customer about an order, what the shop remembers of a phone (a block
-- and notes), and on the order the time of its first call and the earlier order it repeats.

-- One call about an order. The shop's own: never shown to the customer.
CREATE TABLE "commande_appels" (
  "id" SERIAL PRIMARY KEY,
  "commande_id" INTEGER NOT NULL REFERENCES "commandes"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "resultat" VARCHAR(20) NOT NULL
    CONSTRAINT "commande_appels_resultat" CHECK ("resultat" IN ('confirmee', 'injoignable', 'rappeler', 'annulee')),
  "note" VARCHAR(500),
  "rappeler_a" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "commande_appels_rappel" CHECK (("resultat" = 'rappeler') = ("rappeler_a" IS NOT NULL))
);
CREATE INDEX "commande_appels_commande_id_created_at_idx" ON "commande_appels"("commande_id", "created_at");

-- The time of the order's first call (the figures' « délai du premier contact »), and the reference of
-- an earlier order from the same phone this one repeats (shown to the owner only).
ALTER TABLE "commandes" ADD COLUMN "premier_contact_le" TIMESTAMPTZ(3);
ALTER TABLE "commandes" ADD COLUMN "doublon_de" VARCHAR(20);

-- What the shop keeps about a phone, whoever ordered with it (a client code or a guest's details).
CREATE TABLE "clients_fiches" (
  "telephone" VARCHAR(8) PRIMARY KEY CONSTRAINT "clients_fiches_telephone" CHECK ("telephone" ~ '^[0-9]{8}$'),
  "bloque" BOOLEAN NOT NULL DEFAULT false,
  "raison_blocage" VARCHAR(200),
  -- Orders refused because the phone is blocked.
  "tentatives_bloquees" INTEGER NOT NULL DEFAULT 0,
  "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE "clients_notes" (
  "id" SERIAL PRIMARY KEY,
  "telephone" VARCHAR(8) NOT NULL CONSTRAINT "clients_notes_telephone" CHECK ("telephone" ~ '^[0-9]{8}$'),
  "texte" VARCHAR(1000) NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "clients_notes_telephone_idx" ON "clients_notes"("telephone");
