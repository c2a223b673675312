import type { DraftRequest } from '@vitrine/contracts';
import { call } from '@/lib/api-client';

/** `PUT /brouillons`: the visitor's cart and phone, kept for the shop in case the order is not finished. */
export const saveDraft = (draft: DraftRequest) => call('saveDraft', { body: draft });
