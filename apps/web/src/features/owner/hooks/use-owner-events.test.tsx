import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { COUNTS, OWNER_SESSION, renderConsole, signedIn } from '../testing/owner-harness';

// The browser's EventSource and Notification stand in for the real ones (jsdom has neither): what they
// receive is what the shop's stream would send, and what they show is what the owner would see.

class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials: boolean;

  constructor(
    readonly url: string,
    init?: EventSourceInit,
  ) {
    super();
    this.withCredentials = init?.withCredentials === true;
    FakeEventSource.opened.push(this);
    queueMicrotask(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** The shop sends an event. */
  emit(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  /** The shop refuses the stream (a 401): the browser gives up on it. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** The notifications the system showed. */
const shown: Array<{ title: string; options?: NotificationOptions }> = [];

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = async () => {
    FakeNotification.permission = 'granted';
    return FakeNotification.permission;
  };
  onclick: (() => void) | null = null;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, options });
  }
}

function browserApis() {
  FakeEventSource.opened = [];
  FakeNotification.permission = 'default';
  shown.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('Notification', FakeNotification);
}

/** The orders as the API answers them: none listed, `waiting()` « en cours » in the counts. */
function serveOrders(waiting: () => number) {
  return answer('get', '/owner/orders', () => ({
    orders: [],
    total: 0,
    counts: { ...COUNTS, 'en cours': waiting() },
  }));
}

const stream = async () => {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return FakeEventSource.opened[0] as FakeEventSource;
};

describe('The console hears the shop live', () => {
  it('opens the events stream signed in; a new order refreshes the count and the tab reads « (3) Gestion »', async () => {
    browserApis();
    signedIn();
    let waiting = 2;
    serveOrders(() => waiting);
    renderConsole('/gestion/commandes');

    const source = await stream();
    expect([source.url, source.withCredentials]).toEqual(['/api/owner/events', true]);
    await waitFor(() => expect(document.title).toBe('(2) Gestion'));

    waiting = 3;
    source.emit('commande', { reference: 'VT-2026-000043' });
    await waitFor(() => expect(document.title).toBe('(3) Gestion'));
    expect(screen.getByRole('link', { name: /3 à confirmer/ })).toBeInTheDocument();

    // A move elsewhere (the order confirmed on another phone) lowers it again; at none, plain « Gestion ».
    waiting = 0;
    source.emit('etat', { reference: 'VT-2026-000043', etat: 'confirmée' });
    await waitFor(() => expect(document.title).toBe('Gestion'));
  });

  it('keeps its title when a page of the console sets its own', async () => {
    browserApis();
    signedIn();
    serveOrders(() => 4);
    answer('get', '/owner/messages', { messages: [], total: 0, unread: 0 });
    const { router } = renderConsole('/gestion/commandes');
    await waitFor(() => expect(document.title).toBe('(4) Gestion'));
    await router.navigate('/gestion/messages');
    await screen.findByRole('heading', { name: /messages/i });
    await waitFor(() => expect(document.title).toBe('(4) Gestion'));
  });

  it('refreshes the unread messages when a message arrives', async () => {
    browserApis();
    signedIn({ unread: 1 });
    serveOrders(() => 0);
    renderConsole('/gestion/commandes');
    const source = await stream();
    expect(await screen.findByTitle('non lus')).toHaveTextContent('1');

    answer('get', '/owner/messages', { messages: [], total: 0, unread: 2 });
    source.emit('message', { id: 9 });
    await waitFor(() => expect(screen.getByTitle('non lus')).toHaveTextContent('2'));
  });

  it('« Activer les alertes » asks once; then each new order is a notification « Nouvelle commande VT-… »', async () => {
    browserApis();
    signedIn();
    serveOrders(() => 1);
    renderConsole('/gestion/commandes');
    const source = await stream();

    source.emit('commande', { reference: 'VT-2026-000043' });
    await userEvent.click(await screen.findByRole('button', { name: 'Activer les alertes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activer les alertes' })).toBeNull());
    expect(shown).toEqual([]);

    source.emit('commande', { reference: 'VT-2026-000044' });
    expect(shown.map((notification) => notification.title)).toEqual(['Nouvelle commande VT-2026-000044']);
  });

  it('offers no button once the owner has answered the browser, or where there are no notifications', async () => {
    browserApis();
    FakeNotification.permission = 'denied';
    signedIn();
    serveOrders(() => 1);
    renderConsole('/gestion/commandes');
    await stream();
    await screen.findByRole('button', { name: 'Se déconnecter' });
    expect(screen.queryByRole('button', { name: 'Activer les alertes' })).toBeNull();
  });

  it('sends the owner to sign in when the stream is refused because the session ended', async () => {
    browserApis();
    signedIn();
    answerInTurn('get', '/owner/session', [OWNER_SESSION, apiError(401, 'Connectez-vous.')]);
    serveOrders(() => 1);
    renderConsole('/gestion/commandes');
    const source = await stream();

    source.refuse();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/gestion\/connexion/));
  });
});
