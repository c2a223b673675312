import {
  type Article,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  SHIPPING_MILLIMES,
} from '@vitrine/contracts';
import { Link } from 'react-router-dom';
import { MailIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import styles from './product-page.module.css';

/** The product's details, how to buy it and how to ask about it, under the buying buttons. */
export function ProductAccordions({ article }: { article: Article }) {
  const category = article.sub_category.categories;
  const mailto = `mailto:${SHOP.email}?subject=${encodeURIComponent(`Question sur « ${article.nom} »`)}`;

  return (
    <div className={styles.accordions}>
      <details open>
        <summary>Détails du produit</summary>
        <div className="prose">
          <p>{article.description}</p>
          <dl className={styles.specs}>
            <div className={styles.spec}>
              <dt>Catégorie</dt>
              <dd>
                {category.nom} · {article.sub_category.nom}
              </dd>
            </div>
            {article.sex && (
              <div className={styles.spec}>
                <dt>Genre</dt>
                <dd>{article.sex.type}</dd>
              </div>
            )}
            {article.collection && (
              <div className={styles.spec}>
                <dt>Collection</dt>
                <dd>
                  <Link to={`/SingleCollection/${article.collection.id}`} className="link-underline">
                    {article.collection.nom}
                  </Link>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </details>
      <details>
        <summary>Procédure d’achat</summary>
        <ol className={`prose ${styles.steps}`}>
          <li>Ajoutez vos bijoux au panier, dans la quantité souhaitée.</li>
          <li>Ouvrez le panier puis choisissez « Vérifier la commande ».</li>
          <li>
            Indiquez votre code client si vous en avez un, sinon vos coordonnées (nom, téléphone, adresse de
            livraison).
          </li>
          <li>
            Appliquez un code promo si vous en avez un, puis validez : nous vous appelons pour confirmer.
          </li>
          <li>
            Vous payez à la livraison. Livraison gratuite dès{' '}
            {formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES)} d’achats, {formatDTInText(SHIPPING_MILLIMES)}{' '}
            en dessous.
          </li>
        </ol>
      </details>
      <details>
        <summary>Une question ?</summary>
        <div className="prose">
          <p>Une taille, une matière, un cadeau à emballer ? Écrivez-nous, nous répondons dans la journée.</p>
          <p>
            <a href={mailto} className={`link-caps ${styles.mail}`}>
              <MailIcon /> Nous contacter par e-mail
            </a>
          </p>
        </div>
      </details>
    </div>
  );
}
