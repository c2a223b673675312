import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { SHOP } from '@/config/shop';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ContactForm } from './contact-form';
import { ContactMap, MAP_PAGE_URL } from './contact-map';
import styles from './contact-page.module.css';

/** A detail of the boutique under its name in small capitals. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span>
      <span className={`small-caps ${styles.label}`}>{label}</span>
      {children}
    </span>
  );
}

/** `/Contact`: who the boutique is, where to find it, and a form that reaches it. */
export function ContactPage() {
  usePageMeta('À propos et Contact', `${SHOP.blurb} ${SHOP.address}.`);
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        eyebrow={`La maison ${SHOP.name}`}
        title="À propos et Contact"
        lede={SHOP.description}
        loose
        className={styles.head}
      />

      <blockquote className={styles.about}>
        <p>{SHOP.blurb}</p>
      </blockquote>

      <div className={styles.grid}>
        <section className={styles.write} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.title}>
            Écrivez-nous
          </h2>
          <p className={styles.intro}>
            Une question sur un bijou, une taille, une commande ? Tous les champs sont requis ; nous vous
            répondons par e-mail.
          </p>
          <ContactForm />
        </section>

        <section className={styles.find} aria-labelledby="contact-find-title">
          <h2 id="contact-find-title" className={styles.title}>
            Nous trouver
          </h2>
          <address className={styles.details}>
            <a href={MAP_PAGE_URL} target="_blank" rel="noopener noreferrer">
              <PinIcon />
              <Labelled label="Boutique">{SHOP.address}</Labelled>
            </a>
            <a href={SHOP.phoneHref}>
              <PhoneIcon />
              <Labelled label="Téléphone">{SHOP.phone}</Labelled>
            </a>
            <a href={`mailto:${SHOP.email}`}>
              <MailIcon />
              <Labelled label="E-mail">{SHOP.email}</Labelled>
            </a>
          </address>
          <p className={styles.hours}>
            <span className={`small-caps ${styles.label}`}>Horaires</span>
            {SHOP.hours}
          </p>
          <ContactMap />
        </section>
      </div>
    </div>
  );
}
