import type { OwnerStats } from '@vitrine/contracts';
import { STATS_ARTICLES_LIMIT } from '@vitrine/contracts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/kysely.js';

// The shop's figures over the orders placed in a period, computed by PostgreSQL in one statement from
// the orders and their history, so a move made in Studio or in plain SQL counts as one made in the
// console. Money stays numeric to the end and leaves as decimal text; rates are rounded there too.

/** A share rounded to 4 decimals, null when the divisor is 0. */
const rate = (part: string, whole: string) =>
  sql.raw(`round(${part}::numeric / nullif(${whole}, 0), 4)::float8`);

/** The states that come after `confirmée`, and after `expédiée`, in the lifecycle. */
const AFTER_CONFIRMED = sql.raw(`('confirmée', 'expédiée', 'livrée', 'refusée')`);
const AFTER_SHIPPED = sql.raw(`('expédiée', 'livrée', 'refusée')`);

/** The dashboard's statement for the Tunis days `du` to `au`, both included (the bench explains it). */
export function statsStatement(du: string, au: string) {
  return sql<Omit<OwnerStats, 'du' | 'au'>>`
    WITH period AS (
      -- Ever confirmed or shipped: a later state says so, or the order's history does (a cancelled
      -- order may have been confirmed first).
      SELECT o.id, o.etat, o.total, o.region,
             (o.created_at AT TIME ZONE 'Africa/Tunis')::date AS jour,
             extract(epoch FROM o.premier_contact_le - o.created_at) / 60 AS attente_min,
             o.etat IN ${AFTER_CONFIRMED} OR coalesce(r.confirmee, false) AS confirmee,
             o.etat IN ${AFTER_SHIPPED} OR coalesce(r.expediee, false) AS expediee
      FROM commandes AS o
      LEFT JOIN LATERAL (
        SELECT bool_or(h.nouvel_etat = 'confirmée') AS confirmee, bool_or(h.nouvel_etat = 'expédiée') AS expediee
        FROM commande_historique AS h
        WHERE h.commande_id = o.id AND h.nouvel_etat IN ('confirmée', 'expédiée')
      ) AS r ON true
      -- A Tunis day runs from its midnight in Tunis to the next: bounds on created_at keep its index usable.
      WHERE o.created_at >= (${du}::date::timestamp AT TIME ZONE 'Africa/Tunis')
        AND o.created_at < ((${au}::date + 1)::timestamp AT TIME ZONE 'Africa/Tunis')
    ), totals AS (
      SELECT count(*)::int AS commandes,
             (count(*) FILTER (WHERE etat = 'en cours'))::int AS en_cours,
             (count(*) FILTER (WHERE confirmee))::int AS confirmees,
             (count(*) FILTER (WHERE etat = 'annulée'))::int AS annulees,
             (count(*) FILTER (WHERE expediee))::int AS expediees,
             (count(*) FILTER (WHERE etat = 'livrée'))::int AS livrees,
             (count(*) FILTER (WHERE etat = 'refusée'))::int AS refusees,
             coalesce(sum(total) FILTER (WHERE etat = 'livrée'), 0)::numeric(14, 3)::text AS chiffre_livre,
             round(avg(total), 3)::numeric(14, 3)::text AS panier_moyen,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY attente_min))::int AS delai_premier_contact_median_min
      FROM period
    )
    SELECT t.*,
           ${rate('t.confirmees', 't.commandes - t.en_cours')} AS taux_confirmation,
           ${rate('t.livrees', 't.livrees + t.refusees')} AS taux_livraison,
           ${rate('t.refusees', 't.livrees + t.refusees')} AS taux_refus,
           (SELECT json_agg(json_build_object(
                     'date', to_char(d.jour, 'YYYY-MM-DD'),
                     'commandes', coalesce(p.commandes, 0),
                     'livrees', coalesce(p.livrees, 0),
                     'chiffre_livre', coalesce(p.chiffre_livre, 0)::numeric(14, 3)::text) ORDER BY d.jour)
            FROM generate_series(${du}::date, ${au}::date, interval '1 day') AS d(jour)
            LEFT JOIN (SELECT jour, count(*)::int AS commandes,
                              (count(*) FILTER (WHERE etat = 'livrée'))::int AS livrees,
                              sum(total) FILTER (WHERE etat = 'livrée') AS chiffre_livre
                       FROM period GROUP BY jour) AS p ON p.jour = d.jour::date) AS par_jour,
           (SELECT coalesce(json_agg(json_build_object(
                     'region', r.region, 'commandes', r.commandes, 'livrees', r.livrees,
                     'refusees', r.refusees,
                     'taux_livraison', ${rate('r.livrees', 'r.livrees + r.refusees')})
                     ORDER BY r.commandes DESC, r.region), '[]')
            FROM (SELECT region, count(*)::int AS commandes,
                         (count(*) FILTER (WHERE etat = 'livrée'))::int AS livrees,
                         (count(*) FILTER (WHERE etat = 'refusée'))::int AS refusees
                  FROM period GROUP BY region) AS r) AS par_region,
           (SELECT coalesce(json_agg(json_build_object(
                     'article_id', a.article_id, 'nom', a.nom, 'commandes', a.commandes,
                     'livrees', a.livrees, 'refusees', a.refusees)
                     ORDER BY a.refusees DESC, a.commandes DESC, a.article_id), '[]')
            FROM (SELECT i.article_id, art.nom, count(DISTINCT p.id)::int AS commandes,
                         (count(DISTINCT p.id) FILTER (WHERE p.etat = 'livrée'))::int AS livrees,
                         (count(DISTINCT p.id) FILTER (WHERE p.etat = 'refusée'))::int AS refusees
                  FROM period AS p
                  JOIN commande_items AS i ON i.order_id = p.id
                  JOIN articles AS art ON art.id = i.article_id
                  GROUP BY i.article_id, art.nom
                  ORDER BY refusees DESC, commandes DESC, i.article_id
                  LIMIT ${STATS_ARTICLES_LIMIT}) AS a) AS par_article
    FROM totals AS t`;
}

/** The figures of the orders placed from `du` to `au` (Tunis days, both included). */
export async function readStats(db: Kysely<DB>, du: string, au: string) {
  const { rows } = await statsStatement(du, au).execute(db);
  return rows[0] as Omit<OwnerStats, 'du' | 'au'>;
}
