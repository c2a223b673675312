import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { answer, answerReferenceData } from '@/testing/api-server';
import { consoleOpen } from '../testing/customers';
import { renderConsole } from '../testing/owner-harness';

describe('Stock (/gestion/stock)', () => {
  it('lists the sizes running out, sold out first, each opening its article; the threshold is asked', async () => {
    consoleOpen();
    const asked = answer('get', '/owner/stock', {
      lignes: [
        { article_id: 7, nom: 'Bague Aube', size_id: 2, taille: '54', stock: 0 },
        { article_id: 9, nom: 'Pendentif Lune', size_id: 5, taille: 'Taille unique', stock: 2 },
      ],
    });
    renderConsole('/gestion/stock');
    const list = await screen.findByRole('list', { name: 'Tailles à 3 pièces ou moins' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Bague AubeTaille 54Épuisé',
      'Pendentif LuneTaille unique2 pièces',
    ]);
    expect(links[0]).toHaveAttribute('href', '/gestion/articles/7');
    expect(asked[0]?.query).toEqual({ seuil: '3' });

    await userEvent.clear(screen.getByLabelText('Au plus (pièces)'));
    await userEvent.type(screen.getByLabelText('Au plus (pièces)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Afficher' }));
    await screen.findByRole('list', { name: 'Tailles à 5 pièces ou moins' });
    expect(asked.at(-1)?.query).toEqual({ seuil: '5' });
  });
});

describe('A new article (/gestion/articles/nouveau)', () => {
  it('says in French what is missing or wrong before sending anything', async () => {
    consoleOpen();
    answerReferenceData();
    const created = answer('post', '/owner/articles', { id: 1 });
    renderConsole('/gestion/articles/nouveau');
    await screen.findByRole('heading', { level: 1, name: 'Nouvel article' });
    await userEvent.type(screen.getByLabelText(/^Prix/), '12,3456');
    await userEvent.click(screen.getByRole('button', { name: 'Créer l’article' }));

    expect(await screen.findByText(MESSAGES.articleFieldRequired('Nom'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.articlePriceInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });
});
