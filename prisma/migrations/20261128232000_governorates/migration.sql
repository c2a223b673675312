-- The region of an order is one of Tunisia's 24 governorates (the contracts' GOVERNORATES), which the API
-- now requires. Regions stored before that name one, accents and case aside (« beja », « GABES »), take
-- its spelling, so that the figures group them together; the others (« Tunis centre », a town) are kept
-- as they were typed: only the owner knows which governorate they meant.

-- The governorate a region names, accents and case aside, or NULL: the contracts' canonicalGovernorate
-- in SQL (its test holds the two to the same answers). Kept for the owner's own SQL.
CREATE FUNCTION "gouvernorat_canonique"("region" TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT g."nom"
  FROM unnest(ARRAY[
    'Ariana', 'Béja', 'Ben Arous', 'Bizerte', 'Gabès', 'Gafsa', 'Jendouba', 'Kairouan', 'Kasserine',
    'Kébili', 'Le Kef', 'Mahdia', 'La Manouba', 'Médenine', 'Monastir', 'Nabeul', 'Sfax', 'Sidi Bouzid',
    'Siliana', 'Sousse', 'Tataouine', 'Tozeur', 'Tunis', 'Zaghouan'
  ]) AS g("nom")
  WHERE lower(translate(g."nom", 'ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇàâäéèêëîïôöùûüç', 'AAAEEEEIIOOUUUCaaaeeeeiioouuuc'))
      = lower(translate(btrim("region"), 'ÀÂÄÉÈÊËÎÏÔÖÙÛÜÇàâäéèêëîïôöùûüç', 'AAAEEEEIIOOUUUCaaaeeeeiioouuuc'))
$$;

UPDATE "clients"
SET "region" = "gouvernorat_canonique"("region")
WHERE "gouvernorat_canonique"("region") IS DISTINCT FROM "region"
  AND "gouvernorat_canonique"("region") IS NOT NULL;

UPDATE "commandes"
SET "region" = "gouvernorat_canonique"("region")
WHERE "gouvernorat_canonique"("region") IS DISTINCT FROM "region"
  AND "gouvernorat_canonique"("region") IS NOT NULL;
