import { describe, expect, it } from 'vitest';
import { toValidationError } from './errors.js';
import { parseShipmentNote, shipmentNote } from './order-lifecycle.js';
import { OrderMoveSchema, OwnerOrdersExportQuerySchema } from './owner.js';

const errorsOf = (result: ReturnType<typeof OrderMoveSchema.safeParse>) =>
  result.success ? {} : toValidationError(result.error).errors;

describe('the note of a move', () => {
  it('keeps its line breaks and tabs (a textarea), and refuses any other control or direction character', () => {
    expect(OrderMoveSchema.parse({ etat: 'refusée', note: 'Absent.\n\tRetour au dépôt.' }).note).toBe(
      'Absent.\n\tRetour au dépôt.',
    );
    for (const control of ['\u0000', '\u001b', '\u0085', '\u202E', '\u2067']) {
      expect(errorsOf(OrderMoveSchema.safeParse({ etat: 'refusée', note: `A${control}B` }))).toEqual({
        note: ['Note : caractères de contrôle non autorisés.'],
      });
    }
  });

  it('says which note a move is missing', () => {
    expect(errorsOf(OrderMoveSchema.safeParse({ etat: 'expédiée', note: ' ' }))).toEqual({
      note: ['Indiquez le transporteur et le numéro de suivi du colis.'],
    });
    expect(errorsOf(OrderMoveSchema.safeParse({ etat: 'refusée' }))).toEqual({
      note: ['Indiquez le motif du refus.'],
    });
    expect(OrderMoveSchema.safeParse({ etat: 'confirmée' }).success).toBe(true);
  });
});

describe('a shipment note', () => {
  it('reads back the courier and tracking number it was written with', () => {
    expect(parseShipmentNote(shipmentNote(' Aramex ', 'TN 123 '))).toEqual({
      transporteur: 'Aramex',
      numero_suivi: 'TN 123',
    });
  });

  it('reads a note typed otherwise (in Studio) as the courier alone, and no note as nothing', () => {
    expect(parseShipmentNote('Rapid Poste RR123')).toEqual({
      transporteur: 'Rapid Poste RR123',
      numero_suivi: '',
    });
    expect(parseShipmentNote(null)).toEqual({ transporteur: '', numero_suivi: '' });
  });
});

describe('the days of an export', () => {
  it('takes days that exist, and refuses those that do not or that no order can have', () => {
    expect(OwnerOrdersExportQuerySchema.safeParse({ from: '2024-02-29', to: '2026-12-31' }).success).toBe(
      true,
    );
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '0000-01-01', '1999-12-31']) {
      expect(OwnerOrdersExportQuerySchema.safeParse({ from: day }).success, day).toBe(false);
    }
  });
});
