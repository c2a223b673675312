import { useQuery } from '@tanstack/react-query';
import { OWNER_MESSAGES_PAGE_SIZE, type OwnerMessage } from '@vitrine/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ownerMessagesQueryOptions, useMarkMessage } from '../api/messages';
import { formatDateTime } from '../lib/dates';
import styles from './messages-page.module.css';
import { Pager } from './pager';

const replyHref = (message: OwnerMessage) =>
  `mailto:${message.email}?subject=${encodeURIComponent(`Re : ${message.sujet}`)}`;

function MessageItem({ message }: { message: OwnerMessage }) {
  const [open, setOpen] = useState(false);
  const mark = useMarkMessage();
  const bodyId = `message-${message.id}`;
  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && !message.lu) mark.mutate({ id: message.id, lu: true });
  };
  return (
    <li className={styles.item} data-unread={!message.lu || undefined}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={toggle}
      >
        <span className={styles.from}>
          {!message.lu && (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className="visually-hidden">Non lu : </span>
            </>
          )}
          {message.nom}
        </span>
        <span className={styles.date}>{formatDateTime(message.created_at)}</span>
        <span className={styles.subject}>{message.sujet}</span>
      </button>
      {open && (
        <div id={bodyId} className={styles.body}>
          <p className={styles.email}>{message.email}</p>
          <p className={styles.text}>{message.message}</p>
          <div className={styles.actions}>
            <a className="btn" href={replyHref(message)}>
              Répondre
            </a>
            {message.lu && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={mark.isPending}
                onClick={() => {
                  mark.mutate({ id: message.id, lu: false });
                  setOpen(false);
                }}
              >
                Marquer comme non lu
              </button>
            )}
          </div>
          {mark.error && (
            <p className="field-error" role="alert">
              {mark.error.message}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** The contact form's messages, newest first; opening one marks it read. */
export function MessagesPage() {
  usePageMeta('Console — messages');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useQuery(ownerMessagesQueryOptions(page));
  const totalPages = Math.ceil((messages.data?.total ?? 0) / OWNER_MESSAGES_PAGE_SIZE);
  return (
    <div className={styles.page}>
      <header>
        <p className="eyebrow">Console</p>
        <h1 className={styles.title}>Messages</h1>
        {messages.data && (
          <p className={styles.lede}>
            {messages.data.unread === 0
              ? 'Tous les messages sont lus.'
              : `${messages.data.unread} message${messages.data.unread > 1 ? 's' : ''} non lu${messages.data.unread > 1 ? 's' : ''}.`}
          </p>
        )}
      </header>
      {messages.isError ? (
        <p role="alert" className="field-error">
          {messages.error.message}
        </p>
      ) : !messages.data ? (
        <div className="spinner" role="status" aria-label="Chargement des messages" />
      ) : messages.data.messages.length === 0 ? (
        <p className={styles.none}>Aucun message pour le moment.</p>
      ) : (
        <ol className={styles.list} aria-label="Messages reçus">
          {messages.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      <Pager
        page={page}
        pages={totalPages}
        hrefFor={(next) => (next > 1 ? `?page=${next}` : '?')}
        label="Pages des messages"
      />
    </div>
  );
}
