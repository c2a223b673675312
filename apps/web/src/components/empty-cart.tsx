import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';

/** What the cart page and the checkout show without a cart: the way back to the catalogue. */
export function EmptyCart({ text }: { text: string }) {
  return (
    <EmptyState
      title="Votre panier est vide"
      text={text}
      action={
        <Link to="/categories" className="btn">
          Découvrir le catalogue
        </Link>
      }
    />
  );
}
