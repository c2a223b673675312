import { Link } from 'react-router-dom';
import { useCategories } from '@/api/categories';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, TiktokIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import styles from './footer.module.css';
import { Logo } from './logo';
import { categoryHref, NAV_LINKS } from './nav-links';

const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon, TikTok: TiktokIcon } as const;

export function Footer() {
  const { data: categories = [] } = useCategories();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>{SHOP.blurb}</p>
          <ul className={styles.social} aria-label="Réseaux sociaux">
            {SHOP.social.map((network) => {
              const Icon = SOCIAL_ICONS[network.name];
              return (
                <li key={network.name}>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SHOP.name} sur ${network.name}`}
                  >
                    <Icon />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.links}>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/categories">Catalogue</Link>
            </li>
            <li>
              <Link to="/Panier">Panier</Link>
            </li>
            <li>
              <Link to="/Profil">Mon espace</Link>
            </li>
            <li>
              <Link to="/Profil#suivre-ma-commande">Suivre ma commande</Link>
            </li>
            <li>
              <Link to="/conditions">Conditions de vente</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            Catégories
          </h2>
          <ul className={styles.links}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(category.id)}>{category.nom}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Nous trouver</h2>
          <ul className={styles.contact}>
            <li>
              <PinIcon />
              <a href={SHOP.mapUrl} target="_blank" rel="noopener noreferrer">
                {SHOP.address}
              </a>
            </li>
            <li>
              <PhoneIcon />
              <a href={SHOP.phoneHref}>{SHOP.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {new Date().getFullYear()} {SHOP.name} — {SHOP.tagline}. Paiement à la livraison partout en
          Tunisie.
        </p>
      </div>
    </footer>
  );
}
