import {
  DELIVERY_WORKING_DAYS,
  FREE_SHIPPING_THRESHOLD_MILLIMES,
  formatDTInText,
  REFUND_DAYS,
  SHIPPING_MILLIMES,
  WITHDRAWAL_WORKING_DAYS,
} from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { SHOP } from '@/config/shop';
import { usePageMeta } from '@/hooks/use-page-meta';
import styles from './conditions-page.module.css';

const shipping = formatDTInText(SHIPPING_MILLIMES);
const freeFrom = formatDTInText(FREE_SHIPPING_THRESHOLD_MILLIMES);

/** The sections, in the order the law lists what a seller shows before the sale. */
const SECTIONS: Array<{ id: string; title: string; body: ReactNode }> = [
  {
    id: 'vendeur',
    title: 'Le vendeur',
    body: (
      <>
        <p>
          Le site {SHOP.name} est édité et exploité par {SHOP.seller.legalName}, qui vend les articles
          présentés.
        </p>
        <dl className={styles.facts}>
          <dt>Raison sociale</dt>
          <dd>{SHOP.seller.legalName}</dd>
          <dt>Adresse</dt>
          <dd>{SHOP.address}</dd>
          <dt>Téléphone</dt>
          <dd>
            <a href={SHOP.phoneHref}>{SHOP.phone}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
          </dd>
          <dt>Matricule fiscal</dt>
          <dd>{SHOP.seller.taxId}</dd>
          <dt>Registre</dt>
          <dd>{SHOP.seller.registry}</dd>
        </dl>
      </>
    ),
  },
  {
    id: 'prix',
    title: 'Les prix',
    body: (
      <p>
        Les prix sont indiqués en dinars tunisiens, toutes taxes comprises (TTC). Le prix à payer est celui
        affiché au moment de la commande, remise éventuelle déduite ; le récapitulatif de la commande le
        rappelle avant sa validation.
      </p>
    ),
  },
  {
    id: 'livraison',
    title: 'La livraison',
    body: (
      <>
        <p>
          La livraison coûte {shipping} partout en Tunisie. Elle est offerte dès {freeFrom} d’achats, remise
          du code promo non comprise.
        </p>
        <p>
          Le colis est remis par un transporteur à l’adresse indiquée, en {DELIVERY_WORKING_DAYS.min} à{' '}
          {DELIVERY_WORKING_DAYS.max} jours ouvrables après la confirmation de la commande. Le numéro de suivi
          est donné dans <Link to="/Profil#suivre-ma-commande">le suivi de commande</Link> dès l’expédition.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: 'Le paiement',
    body: (
      <p>
        Le paiement se fait à la livraison, en espèces, au livreur et au moment de la remise du colis. Rien
        n’est payé en ligne et aucune donnée bancaire n’est demandée.
      </p>
    ),
  },
  {
    id: 'confirmation',
    title: 'La confirmation de la commande',
    body: (
      <p>
        Après l’envoi du formulaire, la boutique appelle le client au numéro indiqué pour confirmer les
        articles, l’adresse et le montant. La commande n’est préparée qu’une fois confirmée par cet appel ;
        sans réponse après plusieurs essais, elle peut être annulée.
      </p>
    ),
  },
  {
    id: 'retractation',
    title: 'Le droit de rétractation',
    body: (
      <p>
        Le client peut renoncer à son achat dans les {WITHDRAWAL_WORKING_DAYS} jours ouvrables qui suivent la
        livraison, sans avoir à se justifier, en prévenant la boutique par téléphone ou par e-mail. Le montant
        payé lui est remboursé dans les {REFUND_DAYS} jours qui suivent le retour de l’article.
      </p>
    ),
  },
  {
    id: 'retours',
    title: 'Retours et échanges',
    body: (
      <p>
        L’article retourné ou échangé doit l’être complet, non porté et dans son emballage d’origine. Un
        échange de taille ou de modèle se demande dans le même délai ; les frais de retour sont à la charge du
        client, sauf article défectueux ou non conforme à la commande, que la boutique reprend à ses frais.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    body: (
      <>
        <p>
          Conformément à la loi organique n° 2004-63 du 27 juillet 2004 portant sur la protection des données
          à caractère personnel :
        </p>
        <ul>
          <li>
            <strong>Ce qui est conservé :</strong> les nom, prénom, téléphone, adresse de livraison et, s’il
            est donné, l’e-mail ; les commandes passées et les notes des appels de confirmation.
          </li>
          <li>
            <strong>Pourquoi :</strong> pour confirmer, livrer et suivre les commandes, établir les factures
            et répondre aux messages. Ces données ne sont ni vendues ni cédées.
          </li>
          <li>
            <strong>Combien de temps :</strong> trois ans après la dernière commande pour les données de
            contact ; les factures sont gardées dix ans, comme la loi comptable l’exige.
          </li>
          <li>
            <strong>Vos droits :</strong> vous pouvez consulter, corriger ou faire supprimer vos données en
            écrivant à <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> ou en appelant le {SHOP.phone}. La
            demande est traitée dans un délai d’un mois.
          </li>
        </ul>
      </>
    ),
  },
];

/** `/conditions`: the conditions de vente, everything the law asks a seller to show before the sale. */
export function ConditionsPage() {
  usePageMeta(
    'Conditions de vente',
    `Conditions de vente de ${SHOP.name} : prix TTC en dinars, livraison ${shipping} (offerte dès ${freeFrom}), paiement à la livraison, rétractation sous ${WITHDRAWAL_WORKING_DAYS} jours ouvrables, données personnelles.`,
  );
  return (
    <div className={`container ${styles.page}`}>
      <PageHeader
        eyebrow={SHOP.name}
        title="Conditions de vente"
        lede="Ce que vous devez savoir avant de commander : qui vend, à quel prix, comment la commande est livrée, payée et, si besoin, retournée."
        loose
        className={styles.head}
      />
      <nav aria-labelledby="conditions-sommaire" className={styles.toc}>
        <h2 id="conditions-sommaire" className="small-caps">
          Sommaire
        </h2>
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={`prose ${styles.text}`}>
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titre`}>
            <h2 id={`${section.id}-titre`}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
