import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { AccountPage } from './account-page';
import styles from './account-page.module.css';

/** `/Signup`: there is no customer account to create and ordering needs none, said at once; no form to fill. */
export function SignupPage() {
  usePageMeta('Créer un compte', 'Aucun compte n’est nécessaire pour commander chez Vitrine.');
  return (
    <AccountPage title="Créer un compte">
      <ul className={styles.instead}>
        <li>Votre première commande vous donne un code client : il suffit pour commander à nouveau.</li>
        <li>Mon espace garde vos coordonnées, vos favoris et vos commandes dans ce navigateur.</li>
      </ul>
      <div className={styles.links}>
        <Link to="/categories" className="btn btn-block">
          Découvrir les bijoux
        </Link>
        <Link to="/Profil" className="btn btn-outline btn-block">
          Mon espace
        </Link>
      </div>
    </AccountPage>
  );
}
