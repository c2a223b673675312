import { listen } from './listen.js';

// The migration `catalogue_changes` makes PostgreSQL announce every change to the catalogue's tables on
// one channel, whoever made it (this process, another instance, Prisma Studio). A process that keeps
// answers about the catalogue listens here to know when to forget them.

export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CatalogueChanges {
  /** True while notifications arrive: a cached answer can be trusted only then. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/**
 * Calls `onChange` for every change, and also whenever the listener is lost or comes back (changes may
 * have been missed in between).
 */
export function watchCatalogueChanges(
  databaseUrl: string,
  onChange: () => void,
  log: (line: string) => void = () => {},
): CatalogueChanges {
  return listen(databaseUrl, CATALOGUE_CHANNEL, {
    onNotification: onChange,
    onLive: onChange,
    onLost(reason) {
      log(`Catalogue changes: listener lost (${reason}), cache off until it is back`);
      onChange();
    },
  });
}
