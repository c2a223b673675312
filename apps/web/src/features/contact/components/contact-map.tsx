import { ExternalIcon } from '@/components/ui/icons';
import { SHOP } from '@/config/shop';
import styles from './contact-map.module.css';

// OpenStreetMap's own embed: no key, no script in our page; the CSP allows this one frame origin.
const { lat, lon } = SHOP.location;
const SPAN = { lat: 0.004, lon: 0.009 };
const bbox = [lon - SPAN.lon, lat - SPAN.lat, lon + SPAN.lon, lat + SPAN.lat]
  .map((n) => n.toFixed(4))
  .join(',');

export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
export const MAP_PAGE_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

export function ContactMap() {
  return (
    <figure className={styles.map}>
      <div className={styles.frame}>
        <iframe
          src={MAP_EMBED_URL}
          title={`Plan : ${SHOP.name}, ${SHOP.address}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </div>
      <figcaption className={styles.caption}>
        <span>{SHOP.address}</span>
        <a href={MAP_PAGE_URL} target="_blank" rel="noopener noreferrer" className="link-caps">
          Voir sur OpenStreetMap <ExternalIcon />
          <span className="visually-hidden"> (nouvel onglet)</span>
        </a>
      </figcaption>
    </figure>
  );
}
