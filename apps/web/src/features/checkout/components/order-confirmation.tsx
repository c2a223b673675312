import { formatDT, type Order, toMillimes } from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { Fact } from '@/components/ui/fact';
import { Ornament } from '@/components/ui/ornament';
import { usePageMeta } from '@/hooks/use-page-meta';
import { addressLine } from '../lib/checkout-values';
import styles from './order-confirmation.module.css';

const TITLE = 'Merci pour votre commande';

/**
 * What stays on the page once the order is placed (the cart is empty by then): the page's own title,
 * in the tab too, instead of « Vérifier la commande ». Where the parcel goes is said as the answer
 * says it: an address typed for this order in full, one kept by the shop masked (« 1***, Tunis »).
 */
export function OrderConfirmation({ order }: { order: Order }) {
  usePageMeta(TITLE, `Commande ${order.reference} enregistrée : paiement à la livraison.`);
  return (
    <section className={styles.confirmation} aria-labelledby="confirmation-title">
      <Ornament />
      <h1 id="confirmation-title" className={styles.title}>
        {TITLE}
      </h1>
      <p className={styles.text}>
        Nous vous appelons très vite pour convenir de la livraison. Vous réglerez à la réception, en espèces.
      </p>
      <dl className={`${styles.facts} lining-figures`}>
        <Fact term="Référence">{order.reference}</Fact>
        <Fact term="Votre code client">{order.code_client}</Fact>
        <Fact term="À régler">{formatDT(toMillimes(order.total))}</Fact>
      </dl>
      <p className={styles.text}>
        Livraison à <strong>{addressLine(order.livraison)}</strong>
      </p>
      <p className={styles.hint}>Gardez votre code client : il suffit pour votre prochaine commande.</p>
      <div className={styles.actions}>
        <Link to="/categories" className="btn">
          Continuer mes achats
        </Link>
        <Link to="/Profil" className="btn btn-outline">
          Mes commandes
        </Link>
      </div>
    </section>
  );
}
