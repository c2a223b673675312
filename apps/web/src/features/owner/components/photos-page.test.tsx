import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, OWNER_UPLOAD } from '@vitrine/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerInTurn, apiError } from '@/testing/api-server';
import { answerVerb, article, COUNTS, renderConsole, signedIn } from '../testing/owner-harness';

const jpeg = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function openPhotos() {
  signedIn();
  answer('get', '/owner/orders', { orders: [], total: 0, counts: COUNTS });
  answer('get', '/owner/articles', [article()]);
  renderConsole('/gestion/photos?article=7');
}

const input = () => screen.getByLabelText('Ajouter des photos à Collier Perle de Carthage');
const photos = () =>
  within(screen.getByRole('list', { name: 'Photos de Collier Perle de Carthage' }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe('Product photos (/gestion/photos)', () => {
  it('refuses a file that is not a photo, one too heavy, or too many, in French and before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const uploads = answer('post', '/owner/articles/7/images', article());
    openPhotos();
    await screen.findByRole('heading', { level: 2, name: 'Collier Perle de Carthage' });

    await user.upload(input(), new File(['bonjour'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadNotImage);

    await user.upload(input(), jpeg('lourde.jpg', OWNER_UPLOAD.maxBytes + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadTooLarge(15));

    await user.upload(
      input(),
      Array.from({ length: OWNER_UPLOAD.maxFiles + 1 }, (_, index) => jpeg(`photo-${index}.jpg`)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadTooMany(OWNER_UPLOAD.maxFiles));
    expect(uploads).toEqual([]);
  });

  it('shows the server’s French refusal (a truncated photo), then adds the next photos to the article', async () => {
    const user = userEvent.setup();
    const withFourth = article({
      images: [...article().images, { id: 14, url: '/storage/photos/d-800.webp', position: 3 }],
    });
    const uploads = answerInTurn('post', '/owner/articles/7/images', [
      apiError(422, MESSAGES.uploadUnreadable),
      HttpResponse.json(withFourth, { status: 201 }),
    ]);
    openPhotos();
    await screen.findByRole('heading', { level: 2, name: 'Collier Perle de Carthage' });

    await user.upload(input(), jpeg('coupee.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.uploadUnreadable);
    expect(photos()).toHaveLength(3);

    await user.upload(input(), jpeg('vitrine.jpg'));
    expect(await screen.findByText(/Photo ajoutée/)).toBeInTheDocument();
    expect(photos()).toEqual([
      '/storage/photos/a-800.webp',
      '/storage/photos/b-800.webp',
      '/storage/photos/c-800.webp',
      '/storage/photos/d-800.webp',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(2);
  });

  it('sends several photos one by one, and names the one refused, keeping those before it', async () => {
    const user = userEvent.setup();
    const withFourth = article({
      images: [...article().images, { id: 14, url: '/storage/photos/d-800.webp', position: 3 }],
    });
    const uploads = answerInTurn('post', '/owner/articles/7/images', [
      HttpResponse.json(withFourth, { status: 201 }),
      apiError(422, MESSAGES.uploadUnreadable),
    ]);
    openPhotos();
    await screen.findByRole('heading', { level: 2, name: 'Collier Perle de Carthage' });

    await user.upload(input(), [jpeg('entiere.jpg'), jpeg('coupee.jpg'), jpeg('jamais-envoyee.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `« coupee.jpg » : ${MESSAGES.uploadUnreadable} La photo d’avant est ajoutée.`,
    );
    // One request a photo; the third is not sent after the refusal.
    expect(uploads).toHaveLength(2);
  });

  it('reorders with « Monter », « Photo principale », and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const orders = answerVerb('put', '/owner/articles/7/images', ({ body }) => {
      const ids = (body as { ids: number[] }).ids;
      const images = ids.map((id, position) => ({ id, url: `/storage/photos/${id}-800.webp`, position }));
      return HttpResponse.json(article({ images }));
    });
    const deletions = answerVerb('delete', '/owner/articles/7/images/:imageId', () =>
      HttpResponse.json(
        article({
          images: [
            { id: 11, url: '/storage/photos/a-800.webp', position: 0 },
            { id: 12, url: '/storage/photos/b-800.webp', position: 1 },
          ],
        }),
      ),
    );
    openPhotos();
    await screen.findByRole('heading', { level: 2, name: 'Collier Perle de Carthage' });
    expect(screen.getByRole('button', { name: 'Monter la photo 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /photo 1 comme photo principale/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Choisir la photo 3 comme photo principale' }));
    expect(await screen.findByRole('img', { name: /photo 1/ })).toHaveAttribute(
      'src',
      '/storage/photos/13-800.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Monter la photo 3' }));
    await screen.findByRole('img', { name: /photo 2$/ });
    expect(orders.map((sent) => sent.body)).toEqual([{ ids: [13, 11, 12] }, { ids: [13, 12, 11] }]);

    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Garder' }));
    expect(deletions).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Oui, supprimer' }));
    await screen.findByRole('button', { name: 'Supprimer la photo 2' });
    expect(photos()).toHaveLength(2);
    expect(deletions.map((sent) => sent.path)).toEqual(['/api/owner/articles/7/images/13']);
  });
});
