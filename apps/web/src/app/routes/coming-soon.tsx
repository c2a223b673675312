import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SHOP } from '@/config/shop';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useUiStore } from '@/stores/ui-store';

// Pages built by a later issue. Until then they say so plainly and point to what already works.

function ComingSoon({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  usePageMeta(title);
  return (
    <div className="container">
      <EmptyState
        as="h1"
        title={title}
        text={text}
        action={
          action ?? (
            <Link to="/categories" className="btn">
              Découvrir le catalogue
            </Link>
          )
        }
      />
    </div>
  );
}

function OpenCartButton() {
  const openPanel = useUiStore((state) => state.openPanel);
  return (
    <button type="button" className="btn" onClick={() => openPanel('cart')}>
      Ouvrir le panier
    </button>
  );
}

export function PanierPage() {
  return (
    <ComingSoon
      title="Panier"
      text="La page panier complète arrive bientôt. Votre panier reste disponible à tout moment depuis l’icône du sac."
      action={<OpenCartButton />}
    />
  );
}

export function VerifShopPage() {
  return (
    <ComingSoon
      title="Vérifier la commande"
      text="La validation de commande en ligne arrive bientôt. En attendant, commandez par téléphone au numéro indiqué en haut de page."
      action={
        <a href={SHOP.phoneHref} className="btn">
          Appeler le {SHOP.phone}
        </a>
      }
    />
  );
}

export function ContactPage() {
  return (
    <ComingSoon
      title="À propos et Contact"
      text={`${SHOP.blurb} Retrouvez-nous ${SHOP.address}, au ${SHOP.phone} ou à ${SHOP.email}.`}
      action={
        <a href={`mailto:${SHOP.email}`} className="btn">
          Nous écrire
        </a>
      }
    />
  );
}

export function ProfilPage() {
  return (
    <ComingSoon
      title="Profil"
      text="Votre espace client arrive bientôt. Aucun compte n’est nécessaire pour commander."
    />
  );
}

export function SignupPage() {
  return (
    <ComingSoon
      title="Créer un compte"
      text="Aucun compte n’est nécessaire pour commander : votre panier et vos favoris restent dans ce navigateur."
    />
  );
}

export function SigninPage() {
  return (
    <ComingSoon
      title="Se connecter"
      text="Aucun compte n’est nécessaire pour commander : votre panier et vos favoris restent dans ce navigateur."
    />
  );
}
