-- Invoices (POST /api/factures): an order's invoice gets its number the first time it is asked for,
-- and keeps it. The law wants one unbroken sequence: a PostgreSQL sequence may skip numbers (a rolled
-- back transaction still consumes its value), so each year's last number is a row that the issuing
-- transaction locks and increments, and a rollback gives the number back.
CREATE TABLE "factures_compteurs" (
  "annee" INTEGER PRIMARY KEY,
  "dernier" INTEGER NOT NULL CONSTRAINT "factures_compteurs_dernier" CHECK ("dernier" > 0)
);

-- One invoice per order, with the rates it was issued with (a later TVA_TAUX or DROIT_DE_TIMBRE does
-- not change an invoice already given).
CREATE TABLE "factures" (
  "id" SERIAL PRIMARY KEY,
  "commande_id" INTEGER NOT NULL REFERENCES "commandes"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  "annee" INTEGER NOT NULL,
  "numero" INTEGER NOT NULL CONSTRAINT "factures_numero" CHECK ("numero" > 0),
  "tva_taux" DECIMAL(5,2) NOT NULL CONSTRAINT "factures_tva_taux" CHECK ("tva_taux" BETWEEN 0 AND 100),
  "droit_de_timbre" DECIMAL(10,3) NOT NULL CONSTRAINT "factures_droit_de_timbre" CHECK ("droit_de_timbre" >= 0),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "factures_commande_id_key" ON "factures"("commande_id");
CREATE UNIQUE INDEX "factures_annee_numero_key" ON "factures"("annee", "numero");
