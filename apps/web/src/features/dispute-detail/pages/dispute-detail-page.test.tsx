// @vitest-environment jsdom
import { DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeUploadRequest,
  uploadedFileFixture,
} from '../../../shared/file-uploader/upload-test-kit';
import { notify } from '../../../shared/notifications/notify';
import { useAccountStore } from '../../../shared/stores/account-store';
import { testAccount } from '../../../testing/account-fixtures';
import { renderWithProviders } from '../../../testing/render';
import { disputeDetailApi, json } from '../testing/dispute-detail-api';
import {
  closedActions,
  testChargeback,
  testDisputeDetail,
} from '../testing/dispute-detail-fixtures';
import { DisputeDetailPage } from './dispute-detail-page';

vi.mock('../../../shared/notifications/notify', () => ({ notify: vi.fn() }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/dispute-detail/:disputeId/:disputeType', element: <DisputeDetailPage /> },
      { path: '/disputes/:accountId', element: <p>Disputes inbox</p> },
      { path: '/transaction-detail/:accountId/:transactionId', element: <p>Transaction</p> },
    ],
    { initialEntries: [url] },
  );
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { router, ...view };
}

const pdf = (name = 'delivery.pdf') =>
  new File(['%PDF-1.7 evidence'], name, { type: 'application/pdf' });

/** Picks a file in the uploader and answers its upload. */
async function uploadEvidence(user: ReturnType<typeof userEvent.setup>, name = 'delivery.pdf') {
  await user.upload(screen.getByLabelText<HTMLInputElement>('Chose files to upload'), pdf(name));
  const request = await vi.waitFor(() => FakeUploadRequest.last());
  return request;
}

describe('DisputeDetailPage', () => {
  let api: ReturnType<typeof disputeDetailApi>;
  beforeEach(() => {
    localStorage.clear();
    useAccountStore.getState().setData(testAccount({}, [100001, 100002]));
    api = disputeDetailApi();
    vi.stubGlobal('fetch', api.fetchMock);
    FakeUploadRequest.reset();
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
    vi.mocked(notify).mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAccountStore.getState().clear();
  });

  it("shows a chargeback's facts, its transaction and its history", async () => {
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Chargeback CB-2026-0042');
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('Evidence needed')).toBeInTheDocument();
    expect(within(header).getByText('$125.00')).toBeInTheDocument();
    expect(header).toHaveTextContent('Amount disputed');
    expect(header).toHaveTextContent('Reason: 13.1 · Merchandise/services not received');
    // The deadline on the account's clock (Los Angeles), with the days left in words.
    await waitFor(() => expect(header).toHaveTextContent('Respond by Nov 25, 2026'));
    expect(within(header).getByText('2 days left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Disputes' })).toHaveAttribute(
      'href',
      '/disputes/100001',
    );

    const transaction = screen.getByRole('region', { name: 'Transaction' });
    expect(within(transaction).getByRole('link', { name: 'T3-100001-009001' })).toHaveAttribute(
      'href',
      '/transaction-detail/100001/9001',
    );
    expect(transaction).toHaveTextContent('Visa ************4242');
    expect(transaction).toHaveTextContent('Jane Cooper');
    expect(transaction).toHaveTextContent('Y · Street address and 5-digit ZIP code match');
    expect(transaction).toHaveTextContent('0A1B2C');

    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Chargeback opened')).toBeInTheDocument();
    expect(history).toHaveTextContent('13.1 Merchandise/services not received');

    expect(screen.getByRole('button', { name: 'Submit evidence' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept chargeback' })).toBeEnabled();
    expect(document.title).toBe('Chargeback CB-2026-0042 · Blue Harbor Bistro · Paydesk');
    const get = api.calls.find((call) => call.url.pathname === '/api/disputes/501/chargeback');
    expect(get?.url.searchParams.get('merchantId')).toBe('100001');
  });

  it('counters with an uploaded file, its category and a note, then shows it under review', async () => {
    const user = userEvent.setup();
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    const submit = await screen.findByRole('button', { name: 'Submit evidence' });

    const request = await uploadEvidence(user);
    // Still uploading: Submit waits.
    request.progress(10, 100);
    expect(submit).toBeDisabled();
    const file = uploadedFileFixture({ name: 'delivery.pdf' });
    request.respond(200, file);
    const category = await screen.findByRole('combobox', { name: 'Category of delivery.pdf' });
    expect(category).toHaveValue('receipt');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.selectOptions(category, 'proof-of-delivery');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Signed for on Nov 4.');
    expect(screen.getByText(/20 \/ 2,000 characters/)).toBeInTheDocument();

    const answered = testDisputeDetail(
      testChargeback({ status: 'under-review', needsResponse: false, daysLeft: null }),
      {
        evidence: [
          {
            id: 1,
            category: 'proof-of-delivery',
            note: null,
            file,
            createdAt: '2026-11-24T18:00:00.000Z',
          },
          {
            id: 2,
            category: 'note',
            note: 'Signed for on Nov 4.',
            file: null,
            createdAt: '2026-11-24T18:00:00.000Z',
          },
        ],
        actions: closedActions(DISPUTE_RULE_MESSAGES.answered),
      },
    );
    api.answers.counter = () => json(200, answered);
    await user.click(submit);

    await waitFor(() => expect(api.posts('counter')).toHaveLength(1));
    const post = api.posts('counter')[0];
    expect(post?.url.pathname).toBe('/api/disputes/501/chargeback/counter');
    expect(post?.body).toEqual({
      merchantId: 100001,
      note: 'Signed for on Nov 4.',
      evidence: [{ fileId: file.id, category: 'proof-of-delivery' }],
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(screen.getByText(DISPUTE_RULE_MESSAGES.answered)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit evidence' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Respond to the chargeback' })).toHaveFocus(),
    );
    const sent = screen.getByRole('region', { name: 'Evidence sent' });
    expect(sent).toHaveTextContent('delivery.pdf');
    expect(sent).toHaveTextContent('Proof of delivery or service · 850 kb');
    expect(sent).toHaveTextContent('Signed for on Nov 4.');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'success', title: 'Evidence sent' }),
    );
  });

  it('waits for every upload before Submit, and sends at most the files still listed', async () => {
    const user = userEvent.setup();
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    const submit = await screen.findByRole('button', { name: 'Submit evidence' });
    const first = await uploadEvidence(user, 'receipt.pdf');
    first.respond(200, uploadedFileFixture({ name: 'receipt.pdf' }));
    await waitFor(() => expect(submit).toBeEnabled());

    // A second file on its way: Submit waits for it.
    await user.upload(
      screen.getByLabelText<HTMLInputElement>('Chose files to upload'),
      pdf('photo.pdf'),
    );
    const second = await vi.waitFor(() => {
      const request = FakeUploadRequest.last();
      if (request === first) throw new Error('not sent yet');
      return request;
    });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByText('Wait for the uploads to finish.')).toBeInTheDocument();
    second.respond(
      200,
      uploadedFileFixture({
        id: '7a1c2b4e-8d3a-4c1e-9b2f-0a1b2c3d4e5f',
        uuid: '7a1c2b4e-8d3a-4c1e-9b2f-0a1b2c3d4e5f',
        name: 'photo.pdf',
      }),
    );
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText('2 files ready to send.')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: /^Category of / })).toHaveLength(2);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    const submit = await screen.findByRole('button', { name: 'Submit evidence' });
    const request = await uploadEvidence(user);
    request.respond(200, uploadedFileFixture({ name: 'delivery.pdf' }));
    await waitFor(() => expect(submit).toBeEnabled());

    api.answers.counter = () => json(422, { error_message: DISPUTE_RULE_MESSAGES.deadlinePassed });
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(DISPUTE_RULE_MESSAGES.deadlinePassed);
    expect(screen.getByText('Evidence needed')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();

    // A retry of the same values is the same submission.
    await user.click(submit);
    await waitFor(() => expect(api.posts('counter')).toHaveLength(2));
    const [first, second] = api.posts('counter');
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
  });

  it('asks before accepting a chargeback, then posts and shows it accepted', async () => {
    const user = userEvent.setup();
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    await user.click(await screen.findByRole('button', { name: 'Accept chargeback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this chargeback?' });
    expect(dialog).toHaveTextContent('The cardholder keeps the money ($125.00) and this is final');
    expect(api.posts('accept')).toHaveLength(0);

    api.answers.accept = () =>
      json(
        200,
        testDisputeDetail(
          testChargeback({ status: 'accepted', needsResponse: false, daysLeft: null }),
          { actions: closedActions(DISPUTE_RULE_MESSAGES.decided) },
        ),
      );
    await user.click(within(dialog).getByRole('button', { name: 'Accept chargeback' }));
    await waitFor(() => expect(api.posts('accept')).toHaveLength(1));
    expect(api.posts('accept')[0]?.body).toEqual({ merchantId: 100001 });
    expect(await screen.findByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText(DISPUTE_RULE_MESSAGES.decided)).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'success', title: 'Chargeback accepted' }),
    );
  });

  it('cancelling the confirmation posts nothing', async () => {
    const user = userEvent.setup();
    renderAt('/dispute-detail/501/chargeback?accountId=100001');
    await user.click(await screen.findByRole('button', { name: 'Accept chargeback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this chargeback?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts('accept')).toHaveLength(0);
  });

  it('offers a retrieval its own words: Send documents and Close without answer', async () => {
    renderAt('/dispute-detail/601/retrieval?accountId=100001');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Retrieval 601');
    expect(screen.getByRole('button', { name: 'Send documents' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close without answer' })).toBeEnabled();
  });

  it('shows what to do next for an ACH return, and no actions', async () => {
    renderAt('/dispute-detail/701/ach-return?accountId=100001');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('ACH return 701');
    const next = screen.getByRole('region', { name: 'What you can do next' });
    expect(next).toHaveTextContent('Return code R10 · Customer advises not authorized');
    expect(next).toHaveTextContent('Do not retry without a new authorization');
    expect(screen.queryByRole('button', { name: /accept|submit|send|close/i })).toBeNull();
    expect(screen.queryByText(/Respond by/)).not.toBeInTheDocument();
  });

  it('says a dispute was not found, with the way back to the inbox', async () => {
    renderAt('/dispute-detail/999/chargeback?accountId=100001');
    expect(
      await screen.findByText('Unable to find a dispute with the ID specified'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dispute not found');
    expect(screen.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute(
      'href',
      '/disputes/100001',
    );
  });

  it('says the same of a kind that is no dispute kind, without asking', async () => {
    renderAt('/dispute-detail/501/refund?accountId=100001');
    expect(
      await screen.findByText('Unable to find a dispute with the ID specified'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/disputes'))).toEqual([]);
  });

  it('uses the selected account when the link names none', async () => {
    const store = useAccountStore.getState();
    const merchant = store.data?.merchants.find((entry) => entry.id === 100001);
    if (merchant) store.selectMerchant(merchant);
    renderAt('/dispute-detail/501/chargeback');
    await screen.findByRole('heading', { name: 'Chargeback CB-2026-0042' });
    const get = api.calls.find((call) => call.url.pathname === '/api/disputes/501/chargeback');
    expect(get?.url.searchParams.get('merchantId')).toBe('100001');
  });

  it('calls nothing for an account that is not one of the user’s', async () => {
    renderAt('/dispute-detail/501/chargeback?accountId=100009');
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
