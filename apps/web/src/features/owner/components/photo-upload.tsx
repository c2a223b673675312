import { OWNER_UPLOAD } from '@vitrine/contracts';
import { type DragEvent, useId, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useUploadPhotos } from '../api/articles';
import { photoFilesProblem } from '../lib/photo-files';
import styles from './photo-upload.module.css';

const MAX_MB = OWNER_UPLOAD.maxBytes / (1024 * 1024);

/** Drop photos here or pick them (on a phone: the camera or the gallery); they are sent one by one. */
export function PhotoUpload({ articleId, articleName }: { articleId: number; articleName: string }) {
  const id = useId();
  const upload = useUploadPhotos(articleId);
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState<string[]>([]);
  const [sent, setSent] = useState(0);
  // The count as the failure handler reads it, after the renders of this upload.
  const sentSoFar = useRef(0);
  const [added, setAdded] = useState<number>();
  const [dragging, setDragging] = useState(false);

  const send = (files: File[]) => {
    setAdded(undefined);
    const refused = photoFilesProblem(files);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(undefined);
    setSending(files.map((file) => file.name));
    setSent(0);
    sentSoFar.current = 0;
    const onSent = (count: number) => {
      sentSoFar.current = count;
      setSent(count);
    };
    upload.mutate(
      { files, onSent },
      {
        onSuccess: () => setAdded(files.length),
        onError: (error) => setProblem(uploadProblem(error, files, sentSoFar.current)),
        onSettled: () => setSending([]),
      },
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!upload.isPending) send([...event.dataTransfer.files]);
  };

  return (
    <div className={styles.upload}>
      <label
        htmlFor={`${id}-files`}
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-busy={upload.isPending || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span className={styles.title}>Ajouter des photos</span>
        <span className={styles.hint}>
          Glissez-les ici, ou touchez pour prendre une photo ou choisir dans la galerie. JPEG, PNG ou WebP,{' '}
          {MAX_MB} Mo au plus, {OWNER_UPLOAD.maxFiles} à la fois.
        </span>
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          accept={OWNER_UPLOAD.types.join(',')}
          multiple
          disabled={upload.isPending}
          aria-label={`Ajouter des photos à ${articleName}`}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be picked again after a refusal.
            event.target.value = '';
            if (files.length > 0) send(files);
          }}
        />
      </label>
      {upload.isPending && (
        <div className={styles.sending} role="status">
          <progress
            className={styles.progress}
            aria-label="Envoi en cours"
            value={sent}
            max={sending.length}
          />
          <p>
            {sending.length > 1 ? `Photo ${sent + 1} sur ${sending.length} : ` : 'Envoi de '}
            {sending[sent]}…
          </p>
        </div>
      )}
      {added !== undefined && !upload.isPending && (
        <p className={styles.added} role="status">
          {added > 1 ? `${added} photos ajoutées.` : 'Photo ajoutée.'} La boutique les montre d’ici quelques
          secondes.
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The shop's refusal, naming the photo when several were sent; those before it are kept. */
function uploadProblem(error: unknown, files: File[], sent: number): string {
  const message =
    error instanceof ApiError ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message) : String(error);
  if (files.length === 1) return message;
  const kept =
    sent === 0
      ? ''
      : sent === 1
        ? ' La photo d’avant est ajoutée.'
        : ` Les ${sent} photos d’avant sont ajoutées.`;
  return `« ${files[sent]?.name} » : ${message}${kept}`;
}
