// @vitest-environment jsdom
import { DISPUTE_RULE_MESSAGES } from '@paydesk/domain/dispute-fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testChargeback } from '../../../shared/disputes/testing/dispute-fixtures';
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
  testDebit,
  testDisputeDetail,
  testReversal,
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

const DECISION = "Record the processor's decision";

/** The chargeback 501 countered and under review: what staff may decide. */
const underReview = () =>
  testChargeback({
    status: 'under-review',
    needsResponse: false,
    daysLeft: null,
    disputeDate: '2026-11-24T18:00:00.000Z',
  });
const underReviewDetail = () =>
  testDisputeDetail(underReview(), {
    actions: closedActions(DISPUTE_RULE_MESSAGES.answered, { allowed: true, reason: null }),
  });

/** What the server answers once the chargeback is decided. */
function decidedDetail(status: 'won' | 'lost') {
  const decided = testChargeback({
    status,
    needsResponse: false,
    daysLeft: null,
    resolvedAt: '2026-12-01T20:30:00.000Z',
  });
  const money = [testDebit(decided)];
  if (status === 'won') money.push(testReversal(decided));
  return testDisputeDetail(decided, {
    money,
    actions: closedActions(DISPUTE_RULE_MESSAGES.decided),
  });
}

/** Signs in as Paydesk staff (first group mp_admin, no merchant of its own) with these keys. */
function signInAsAdmin(keys: string[]) {
  const store = useAccountStore.getState();
  store.setData(testAccount({ groups: [{ name: 'mp_admin' }, { name: 'mp_user' }] }, []));
  store.setRoles(Object.fromEntries(keys.map((key) => [key, true as const])));
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
        // Under review: staff may now record the decision (not this merchant user).
        actions: closedActions(DISPUTE_RULE_MESSAGES.answered, { allowed: true, reason: null }),
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
    expect(screen.queryByRole('region', { name: DECISION })).not.toBeInTheDocument();
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

  it("finds the dispute's account when the link names none (e-mails, single sign-on)", async () => {
    const store = useAccountStore.getState();
    const other = store.data?.merchants.find((entry) => entry.id !== 100001);
    if (other) store.selectMerchant(other);
    const { router } = renderAt('/dispute-detail/501/chargeback');
    await screen.findByRole('heading', { name: 'Chargeback CB-2026-0042' });
    expect(router.state.location.search).toBe('?accountId=100001');
    const get = api.calls.find((call) => call.url.pathname === '/api/disputes/501/chargeback');
    expect(get?.url.searchParams.get('merchantId')).toBe('100001');
  });

  it("says a dispute none of the user's accounts holds is not found", async () => {
    const store = useAccountStore.getState();
    const merchant = store.data?.merchants.find((entry) => entry.id === 100001);
    if (merchant) store.selectMerchant(merchant);
    renderAt('/dispute-detail/999/chargeback');
    expect(
      await screen.findByText('Unable to find a dispute with the ID specified'),
    ).toBeInTheDocument();
    expect(
      api.calls.some((call) => call.url.pathname === '/api/disputes/999/chargeback/account'),
    ).toBe(true);
  });

  it('calls nothing for an account that is not one of the user’s', async () => {
    renderAt('/dispute-detail/501/chargeback?accountId=100009');
    expect(await screen.findByText('Account not found')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  describe('money', () => {
    it("lists a won chargeback's debit and reversal with their dates, and the net", async () => {
      api.details.set('501/chargeback', decidedDetail('won'));
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      const money = await screen.findByRole('region', { name: 'Money' });
      const [debit, reversal, ...rest] = within(money).getAllByRole('listitem');
      expect(rest).toEqual([]);
      expect(debit).toHaveTextContent('Debited from your account');
      expect(reversal).toHaveTextContent('Returned to your account (dispute won)');
      // The dates on the account's clock (Los Angeles), as the rest of the page.
      await waitFor(() => expect(debit).toHaveTextContent('Nov 10, 2026, 9:00 AM'));
      expect(reversal).toHaveTextContent('Dec 1, 2026, 12:30 PM');
      // The debit reads negative (a true minus) and red; the reversal positive.
      const taken = within(debit as HTMLElement).getByText('\u2212$125.00');
      expect(taken.getAttribute('style')).toContain('--mantine-color-red-9');
      const given = within(reversal as HTMLElement).getByText('+$125.00');
      expect(given.getAttribute('style') ?? '').not.toContain('red');
      const net = within(money).getByText('Net effect on your account').parentElement;
      expect(net).toHaveTextContent('Net effect on your account$0.00');
    });

    it('nets an open chargeback to its debit', async () => {
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      const money = await screen.findByRole('region', { name: 'Money' });
      expect(within(money).getAllByRole('listitem')).toHaveLength(1);
      const net = within(money).getByText('Net effect on your account').parentElement;
      expect(net).toHaveTextContent('\u2212$125.00');
    });

    it('shows no money panel when there is none (a retrieval)', async () => {
      renderAt('/dispute-detail/601/retrieval?accountId=100001');
      await screen.findByRole('region', { name: 'Transaction' });
      expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
    });
  });

  describe("recording the processor's decision", () => {
    beforeEach(() => {
      api.details.set('501/chargeback', underReviewDetail());
    });

    it('is never offered to a merchant user', async () => {
      // Even with the key in the admin roles: only an admin profile may decide.
      useAccountStore.getState().setRoles({ 'can-manage-disputes': true });
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      await screen.findByRole('region', { name: 'Respond to the chargeback' });
      expect(screen.getByText(DISPUTE_RULE_MESSAGES.answered)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: DECISION })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Record decision' })).toBeNull();
    });

    it('is not offered to an admin without can-manage-disputes', async () => {
      signInAsAdmin(['can-view-chargeback-report', 'can-view-merchant-info']);
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      await screen.findByRole('region', { name: 'Respond to the chargeback' });
      expect(screen.queryByRole('region', { name: DECISION })).not.toBeInTheDocument();
    });

    it('is not offered while the server does not allow it (evidence still needed)', async () => {
      signInAsAdmin(['can-manage-disputes']);
      api.details.set('501/chargeback', testDisputeDetail());
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      await screen.findByRole('region', { name: 'Respond to the chargeback' });
      expect(screen.queryByRole('region', { name: DECISION })).not.toBeInTheDocument();
    });

    it('lets an admin with the key record it, confirmed, then shows the new status', async () => {
      signInAsAdmin(['can-manage-disputes']);
      const user = userEvent.setup();
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      const panel = await screen.findByRole('region', { name: DECISION });

      // A decision must be chosen first.
      await user.click(within(panel).getByRole('button', { name: 'Record decision' }));
      expect(within(panel).getByText('Choose won or lost.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();

      await user.click(within(panel).getByRole('radio', { name: /^Won/ }));
      await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Processor ref 88123.');
      await user.click(within(panel).getByRole('button', { name: 'Record decision' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record this chargeback as won?' });
      expect(dialog).toHaveTextContent("$125.00 is returned to the merchant's account.");
      expect(api.posts('status')).toHaveLength(0);

      api.answers.status = () => json(200, decidedDetail('won'));
      await user.click(within(dialog).getByRole('button', { name: 'Record as won' }));
      await waitFor(() => expect(api.posts('status')).toHaveLength(1));
      const post = api.posts('status')[0];
      expect(post?.url.pathname).toBe('/api/disputes/501/chargeback/status');
      expect(post?.body).toEqual({
        merchantId: 100001,
        status: 'won',
        note: 'Processor ref 88123.',
      });
      expect(post?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

      // The answer is the page now: the status, the reversal, what the panel says.
      const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
      expect(await within(header).findByText('Won')).toBeInTheDocument();
      expect(within(header).queryByText('Under review')).toBeNull();
      const money = screen.getByRole('region', { name: 'Money' });
      expect(money).toHaveTextContent('Returned to your account (dispute won)');
      const recorded = screen.getByRole('region', { name: DECISION });
      expect(recorded).toHaveTextContent('Recorded as won.');
      expect(within(recorded).queryByRole('button', { name: 'Record decision' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('heading', { name: DECISION })).toHaveFocus());
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'success', title: 'Decision recorded' }),
      );
      // Only the POST: the answer replaced the cached detail, which is not read again.
      const reads = api.calls.filter(
        (call) => call.method === 'GET' && call.url.pathname === '/api/disputes/501/chargeback',
      );
      expect(reads).toHaveLength(1);
    });

    it("shows a 422's message in the panel and keeps the choice", async () => {
      signInAsAdmin(['can-manage-disputes']);
      const user = userEvent.setup();
      renderAt('/dispute-detail/501/chargeback?accountId=100001');
      const panel = await screen.findByRole('region', { name: DECISION });
      await user.click(within(panel).getByRole('radio', { name: /^Lost/ }));
      await user.click(within(panel).getByRole('button', { name: 'Record decision' }));
      const dialog = await screen.findByRole('dialog', { name: 'Record this chargeback as lost?' });

      api.answers.status = () =>
        json(422, { error_message: DISPUTE_RULE_MESSAGES.decisionNotCountered });
      await user.click(within(dialog).getByRole('button', { name: 'Record as lost' }));
      const alert = await within(panel).findByRole('alert');
      expect(alert).toHaveTextContent('The decision was not recorded');
      expect(alert).toHaveTextContent(DISPUTE_RULE_MESSAGES.decisionNotCountered);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(panel).getByRole('radio', { name: /^Lost/ })).toBeChecked();
      expect(screen.getAllByText('Under review').length).toBeGreaterThan(0);
      expect(notify).not.toHaveBeenCalled();
      expect(api.posts('status')[0]?.body).toEqual({
        merchantId: 100001,
        status: 'lost',
        note: '',
      });
    });
  });
});
