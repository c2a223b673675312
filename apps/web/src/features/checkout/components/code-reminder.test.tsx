import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@vitrine/contracts';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiError } from '@/testing/api-server';
import {
  answerShop,
  fillNewClient,
  renderCheckout,
  resetShop,
  submitButton,
} from '../testing/checkout-harness';

beforeEach(resetShop);

const SENT = MESSAGES.clientCodeReminderSent;
const reminderAnswers = () =>
  answer('post', '/clients/code-reminder', HttpResponse.json({ message: SENT }, { status: 202 }));

async function openReminderAsReturningClient(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout();
  await user.click(await screen.findByRole('radio', { name: 'Client existant' }));
  const toggle = screen.getByRole('button', { name: 'Code client oublié ?' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('group', { name: 'Code client oublié ?' });
}

describe('« Code client oublié ? »', () => {
  it('sends the e-mail typed (Enter sends the request, not the order) and shows the answer', async () => {
    const user = userEvent.setup();
    const shop = answerShop();
    const reminders = reminderAnswers();
    const reminder = await openReminderAsReturningClient(user);
    // A code typed: Enter elsewhere in the form would send the order.
    await user.type(screen.getByLabelText('Code client'), 'CL-DEMO01');
    await user.type(within(reminder).getByLabelText('Votre adresse mail'), ' Amira@Example.tn {Enter}');
    expect(await within(reminder).findByRole('status')).toHaveTextContent(SENT);
    expect(reminders.map((sent) => sent.body)).toEqual([{ adresse_mail: 'amira@example.tn' }]);
    expect(shop.orders).toHaveLength(0);
  });

  it('says in French what is wrong with the e-mail, and asks nothing of the server', async () => {
    const user = userEvent.setup();
    answerShop();
    const reminders = reminderAnswers();
    const reminder = await openReminderAsReturningClient(user);
    const email = within(reminder).getByLabelText('Votre adresse mail');
    await user.type(email, 'amira@');
    await user.click(within(reminder).getByRole('button', { name: 'Recevoir mon code' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.emailInvalid));
    expect(reminders).toHaveLength(0);
  });

  it('says when too many reminders were asked for', async () => {
    const user = userEvent.setup();
    answerShop();
    answer('post', '/clients/code-reminder', apiError(429, MESSAGES.rateLimited));
    const reminder = await openReminderAsReturningClient(user);
    await user.type(within(reminder).getByLabelText('Votre adresse mail'), 'amira@example.tn');
    await user.click(within(reminder).getByRole('button', { name: 'Recevoir mon code' }));
    expect(await within(reminder).findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
  });

  it('is offered in the warning when a client code is asked for after a 409', async () => {
    const user = userEvent.setup();
    answerShop({ orderAnswers: [() => apiError(409, MESSAGES.clientCodeNeeded)] });
    const reminders = reminderAnswers();
    renderCheckout();
    await screen.findByLabelText('Nom');
    await fillNewClient(user);
    await user.click(submitButton());
    const warning = (await screen.findByText(MESSAGES.clientCodeNeeded)).parentElement as HTMLElement;
    await user.click(within(warning).getByRole('button', { name: 'Code client oublié ?' }));
    await user.type(within(warning).getByLabelText('Votre adresse mail'), 'amira@example.tn');
    await user.click(within(warning).getByRole('button', { name: 'Recevoir mon code' }));
    expect(await within(warning).findByText(SENT)).toBeInTheDocument();
    expect(reminders).toHaveLength(1);
  });
});
