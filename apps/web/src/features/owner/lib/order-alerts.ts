// A new order announced as the phone announces a message: a system notification and a short chime, once the
// owner allowed them (the browser asks once, on a tap).

type AudioContextClass = typeof AudioContext;

export type AlertsPermission = NotificationPermission | 'unsupported';

export const alertsPermission = (): AlertsPermission =>
  typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';

let audio: AudioContext | undefined;

/** The page's one audio context; a browser lets it play once the owner has tapped (see enableAlerts). */
function audioContext(): AudioContext | undefined {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return undefined;
  audio ??= new Context();
  return audio;
}

/** Two short notes, made on the spot (no sound file to load). */
function chime() {
  const context = audioContext();
  if (!context) return;
  void context.resume().catch(() => undefined);
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1318.5].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.16;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.16);
  }
}

/** Asks the browser's permission (on the owner's tap: the sound is allowed from then on too). */
export async function enableAlerts(): Promise<AlertsPermission> {
  if (alertsPermission() === 'unsupported') return 'unsupported';
  void audioContext()
    ?.resume()
    .catch(() => undefined);
  return Notification.requestPermission();
}

/** « Nouvelle commande VT-… » as a system notification, and the chime; nothing unless the owner allowed it. */
export function announceOrder(reference: string) {
  if (alertsPermission() !== 'granted') return;
  const title = `Nouvelle commande ${reference}`;
  const options = { body: 'À confirmer par téléphone.', tag: reference };
  try {
    const notification = new Notification(title, options);
    notification.onclick = () => window.focus();
  } catch {
    // Android's browsers show notifications only through a service worker's registration.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.showNotification(title, options))
      .catch(() => undefined);
  }
  chime();
}
