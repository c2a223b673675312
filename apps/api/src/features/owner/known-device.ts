import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A device the owner has signed in from keeps a cookie `<id>.<HMAC of the id>`: it lets the owner in
// while guessers have the shop's sign-in blocked or slowed (see sign-in-failures.ts), and only a
// server holding the secret can make one, so guessers cannot give themselves fresh devices.

export const KNOWN_DEVICE_COOKIE = 'vitrine_owner_device';

/** Long-lived: the owner's phone stays known between visits months apart. */
export const KNOWN_DEVICE_MAX_AGE_MS = 365 * 24 * 3600 * 1000;

const COOKIE_FORMAT = /^([\w-]{22})\.([\w-]{43})$/;

/** Signs and reads the known-device cookies with a key of their own, derived from the shop's secret. */
export class KnownDevices {
  readonly #key: Buffer;

  /** `secret`: the one every instance shares (CSRF_SECRET), so each reads the others' cookies. */
  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('vitrine owner known device').digest();
  }

  /** A new device's id. */
  newId(): string {
    return randomBytes(16).toString('base64url');
  }

  /** The cookie's value for the device. */
  cookie(id: string): string {
    return `${id}.${this.#sign(id)}`;
  }

  /** The device's id when the cookie is one this shop signed, else undefined. */
  idOf(cookie: unknown): string | undefined {
    const match = typeof cookie === 'string' ? COOKIE_FORMAT.exec(cookie) : null;
    if (!match) return undefined;
    const [, id, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(this.#sign(id));
    return timingSafeEqual(Buffer.from(signature), expected) ? id : undefined;
  }

  #sign(id: string): string {
    return createHmac('sha256', this.#key).update(id).digest('base64url');
  }
}
