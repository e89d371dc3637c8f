/// <reference types="@testing-library/jest-dom" />
import { assistantCandidateEndpoints } from '@care/contracts/assistant-candidate';
import { type OperatorOrder, orderEndpoints } from '@care/contracts/order';
import { problemTypes } from '@care/contracts/problem';
import { type ApiStub, problem } from '@care/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  acceptedOrder,
  noCandidates,
  ordersPath,
  renderOrdersApp,
  standInForPopupLayout,
} from '../testing/fixtures';

jest.setTimeout(30_000);

beforeAll(standInForPopupLayout);

const ewa = acceptedOrder.assistants[1]!;
const without: OperatorOrder = {
  ...acceptedOrder,
  assistants: [acceptedOrder.assistants[0]!],
  version: 5,
};

/** Takes Ewa Wolna off the order; `then` says what the API answers after that. */
async function unassignEwa(then: (stub: ApiStub) => void, language: 'en' | 'pl' = 'en') {
  const rendered = await renderOrdersApp(
    ordersPath(`/${acceptedOrder.id}`),
    (stub) => {
      stub
        .on(orderEndpoints.getOrder, { answer: acceptedOrder })
        .on(assistantCandidateEndpoints.listAssistantCandidates, { answer: noCandidates })
        .on(orderEndpoints.unassignOrderAssistant, { answer: without })
        .on(orderEndpoints.getOrder, { answer: without });
      then(stub);
    },
    language,
  );
  const { user } = rendered;
  const names =
    language === 'en'
      ? { open: 'Unassign Ewa Wolna', confirm: 'Unassign' }
      : { open: 'Odepnij: Ewa Wolna', confirm: 'Odepnij' };
  await user.click(await screen.findByRole('button', { name: names.open }));
  const dialog = await screen.findByRole('alertdialog');
  // The toast can only appear after this click, so it is gone no sooner than its duration after.
  const confirmedAt = Date.now();
  await user.click(within(dialog).getByRole('button', { name: names.confirm }));
  return { ...rendered, confirmedAt };
}

describe('undo on the order page', () => {
  it('puts the assistant back, at the version the taking off answered', async () => {
    const { api, user } = await unassignEwa((stub) =>
      stub
        .on(orderEndpoints.restoreOrderAssistant, { answer: { ...acceptedOrder, version: 6 } })
        .on(orderEndpoints.getOrder, { answer: { ...acceptedOrder, version: 6 } }),
    );
    expect(await screen.findByText('The assistant was unassigned.')).toBeInTheDocument();
    // The taking off is sent at once: other panels see it live, whatever happens to this tab.
    expect(api.requestsTo(orderEndpoints.unassignOrderAssistant)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Ewa Wolna')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    const [request] = api.requestsTo(orderEndpoints.restoreOrderAssistant);
    expect(request!.params.memberId).toBe(ewa.memberId);
    expect(request!.headers.get('If-Match')).toBe('"5"');
    expect(await screen.findByText('Ewa Wolna')).toBeInTheDocument();
  });

  it('lets the undo go after 5000 ms, putting nobody back', async () => {
    const { api, confirmedAt } = await unassignEwa(() => {});
    expect(await screen.findByText('The assistant was unassigned.')).toBeInTheDocument();
    await waitFor(
      () => expect(screen.queryByText('The assistant was unassigned.')).not.toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(5000);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(api.requestsTo(orderEndpoints.restoreOrderAssistant)).toHaveLength(0);
  });

  it('says in Polish when the order changed before the undo (412)', async () => {
    const { user } = await unassignEwa(
      (stub) =>
        stub.on(orderEndpoints.restoreOrderAssistant, {
          answer: problem(412, problemTypes.preconditionFailed),
        }),
      'pl',
    );
    await user.click(await screen.findByRole('button', { name: 'Cofnij' }));
    expect(
      await screen.findByText('Nie cofnięto: w międzyczasie coś się zmieniło'),
    ).toBeInTheDocument();
  });
});
