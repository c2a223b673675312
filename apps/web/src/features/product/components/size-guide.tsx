import { RING_SIZES, ringDiameterMm } from '@vitrine/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import styles from './size-guide.module.css';

const diameter = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** « Guide des tailles »: a button under the sizes that opens how to measure a finger and the sizes' table. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Guide des tailles
      </button>
      {open && <SizeGuideDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SizeGuideDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button
        type="button"
        className={`icon-btn ${styles.close}`}
        onClick={onClose}
        aria-label="Fermer le guide"
      >
        <CloseIcon />
      </button>
      <h2 id={titleId} className={styles.title}>
        Guide des tailles
      </h2>
      <div className={styles.body}>
        <section aria-labelledby={`${titleId}-mesurer`}>
          <h3 id={`${titleId}-mesurer`}>Mesurer son doigt</h3>
          <ol>
            <li>Entourez la base du doigt d’un fil ou d’une bande de papier fine, sans serrer.</li>
            <li>
              Marquez l’endroit où le fil se rejoint, puis mesurez sa longueur en millimètres à la règle.
            </li>
            <li>
              Cette longueur est votre taille : 54 mm font une taille 54. Entre deux tailles, prenez la plus
              grande.
            </li>
          </ol>
          <p>
            Vous avez déjà une bague qui vous va ? Mesurez son diamètre intérieur et lisez la taille dans le
            tableau. Mesurez en fin de journée, quand les doigts sont un peu plus larges.
          </p>
        </section>
        <table className={styles.table}>
          <caption>Tailles de bague et diamètres intérieurs</caption>
          <thead>
            <tr>
              <th scope="col">Taille</th>
              <th scope="col">Tour de doigt</th>
              <th scope="col">Diamètre</th>
            </tr>
          </thead>
          <tbody>
            {RING_SIZES.map((size) => (
              <tr key={size}>
                <th scope="row">{size}</th>
                <td>{size}&nbsp;mm</td>
                <td>{diameter.format(ringDiameterMm(size))}&nbsp;mm</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </dialog>
  );
}
