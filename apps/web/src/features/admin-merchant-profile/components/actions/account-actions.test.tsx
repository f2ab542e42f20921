// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../../shared/stores/account-store';
import { testAccount } from '../../../../testing/account-fixtures';
import { renderWithProviders } from '../../../../testing/render';
import type { MerchantProfile } from '../../api/get-merchant-profile';
import { MERCHANT_ID, testProfile } from '../../testing/profile-api';
import { AccountActions } from './account-actions';
import { pageReload } from './action-rules';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../../shared/notifications/notify', () => ({ notify }));

const ALL_KEYS = [
  'can-view-merchant-info',
  'can-change-merchant-status',
  'can-place-merchant-funding-hold',
  'can-release-merchant-funding-hold',
  'can-revert-processor',
  'can-edit-merchant-advanced-info',
];

function signInAdmin(keys: string[]) {
  useAccountStore.getState().setData(testAccount({ groups: [{ name: 'mp_admin' }] }, []));
  useAccountStore.getState().setRoles(Object.fromEntries(keys.map((key) => [key, true])));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const OWNER = {
  id: 41,
  first_name: 'Dana',
  last_name: 'Whitfield',
  date_of_birth: '1980-04-12',
  phone: '5035550142',
  ssn_last_4: '6789',
  ssn_encrypted: true,
};

/** A merchant of processor 3, Active, no hold (Change Status, Funding Hold, T.O.S Update). */
const active = (over: Partial<MerchantProfile> = {}) =>
  testProfile({ status: 1, processorId: 3, hasFundingHold: false, ...over });

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the actions' calls; `answers` maps "METHOD path-suffix" to [status, body, and a
 * promise the answer waits for].
 */
function actionsApi(answers: Record<string, [number, unknown, Promise<void>?]>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), 'http://paydesk.test');
    const method = (request?.method ?? init?.method ?? 'GET').toUpperCase();
    const text = request ? await request.clone().text() : String(init?.body ?? '');
    sent.push({ method, path: url.pathname, body: text ? JSON.parse(text) : undefined });
    const suffix = url.pathname.replace(`/api/admin/merchants/${MERCHANT_ID}`, '');
    const answer = answers[`${method} ${suffix}`];
    if (answer) {
      await answer[2];
      return json(answer[0], answer[1]);
    }
    return json(404, { error_message: `No fake for ${method} ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, posts: () => sent.filter((s) => s.method === 'POST') };
}

async function openAction(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name });
}

describe('AccountActions', () => {
  beforeEach(() => {
    notify.mockReset();
    signInAdmin(ALL_KEYS);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useAccountStore.getState().clear();
  });

  it("offers exactly the actions the keys and the merchant's state allow", async () => {
    const user = userEvent.setup();
    actionsApi({});
    const { unmount } = renderWithProviders(<AccountActions profile={active()} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Change Status', 'Funding Hold', 'T.O.S Update']);
    unmount();

    const older = testProfile({
      status: 4,
      processorId: 2,
      hasFundingHold: true,
      processorCanRevert: true,
      oldProcessorId: 3,
      businessType: 'O',
      contacts: { owners: [OWNER] },
    });
    const second = renderWithProviders(<AccountActions profile={older} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Change Status',
      'Release Hold',
      'Revert Processor',
      'Send Beneficial Data',
    ]);
    second.unmount();

    // Without the keys, the actions (and the menu) are hidden.
    signInAdmin(['can-view-merchant-info', 'can-place-merchant-funding-hold']);
    const third = renderWithProviders(<AccountActions profile={active()} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Funding Hold',
    ]);
    third.unmount();
    signInAdmin(['can-view-merchant-info']);
    renderWithProviders(<AccountActions profile={active()} />);
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('Funding Hold: the messages of part 2 §5 clear after 4 seconds; other is sent with its text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = actionsApi({ 'POST /funding-hold': [200, {}] });
    renderWithProviders(<AccountActions profile={active()} />);
    const dialog = await openAction(user, 'Funding Hold');
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a reason for the funding hold.',
    );
    act(() => vi.advanceTimersByTime(3_900));
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please type a reason for the funding hold.',
    );
    const text = within(dialog).getByRole('textbox', { name: 'Describe the reason' });
    await user.click(text);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByText('501 of 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Reason cannot exceed 500 characters.',
    );
    expect(api.posts()).toEqual([]);
    await user.clear(text);
    await user.paste('Chargebacks rising fast');
    await user.click(within(dialog).getByRole('button', { name: 'Place hold' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      funding_hold_reason: 'other',
      funding_hold_reason_other: 'Chargebacks rising fast',
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ level: 'success', message: 'Merchant updated successfully' }),
      ),
    );
  });

  it('Release Hold: a valid day for the frequency; daily sends an empty anchor', async () => {
    const user = userEvent.setup();
    const api = actionsApi({ 'POST /funding-hold': [200, {}] });
    renderWithProviders(<AccountActions profile={active({ status: 4, hasFundingHold: true })} />);
    const dialog = await openAction(user, 'Release Hold');
    await user.click(within(dialog).getByPlaceholderText('Select a frequency'));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a valid day for the payout.',
    );
    await user.click(within(dialog).getByPlaceholderText('Select a frequency'));
    await user.click(await screen.findByRole('option', { name: 'Daily' }));
    await user.click(within(dialog).getByRole('button', { name: 'Release hold' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      payout_frequency: 'daily',
      payout_frequency_anchor: '',
    });
  });

  it('Change Status: offers the other statuses, needs a closure reason, confirms, and reloads 7 s after a close', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    const api = actionsApi({ 'POST /status': [200, {}] });
    renderWithProviders(<AccountActions profile={active()} />);
    const dialog = await openAction(user, 'Change Status');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['incomplete', 'closed']);
    await user.click(within(dialog).getByRole('radio', { name: 'Closed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select a reason for closing the account.',
    );
    act(() => vi.advanceTimersByTime(4_100));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByPlaceholderText('Select a reason'));
    await user.click(await screen.findByRole('option', { name: 'Fraud/Suspicious Activity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    // The Yes/No confirmation: No goes back, Yes sends.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({ status: 'closed', reason: 'Fraud/Suspicious Activity' });
    expect(await within(dialog).findByText(/The page reloads in 7 seconds/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6_900));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("Change Status: another status notifies 'Merchant updated'; an error notifies an error", async () => {
    const user = userEvent.setup();
    const api = actionsApi({ 'POST /status': [200, {}] });
    renderWithProviders(<AccountActions profile={active({ status: 66 })} />);
    let dialog = await openAction(user, 'Change Status');
    await user.click(within(dialog).getByRole('radio', { name: 'Activate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'success',
        title: 'Merchant updated',
        message: 'The merchant account has been updated',
      }),
    );
    expect(api.posts()[0]?.body).toEqual({ status: 'enabled' });

    actionsApi({ 'POST /status': [409, { error_message: 'The processor refused the change' }] });
    dialog = await openAction(user, 'Change Status');
    await user.click(within(dialog).getByRole('radio', { name: 'Closed' }));
    await user.click(within(dialog).getByPlaceholderText('Select a reason'));
    await user.click(await screen.findByRole('option', { name: 'Collections' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        level: 'error',
        title: 'Error',
        message: 'The processor refused the change',
      }),
    );
  });

  it('Revert Processor: checks the old account (loading, active), rates with the tier prefix, daily to processor 2', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const checked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = actionsApi({
      'GET /old-processor-account': [
        200,
        {
          processorId: 2,
          gatewayId: 'GW1',
          active: true,
          message: 'Merchant account GW1 is active on processor 2.',
        },
        checked,
      ],
      'GET /revert-rates': [
        200,
        {
          oldProcessorId: 2,
          baseTier: 'US Corporate',
          rates: [{ id: 5, rateName: 'US Standard', label: 'US Corporate - US Standard' }],
        },
      ],
      'POST /revert-processor': [
        200,
        { message: 'The merchant was reverted to its old processor.' },
      ],
    });
    const profile = active({
      processorCanRevert: true,
      oldProcessorId: 2,
      oldProcessorGatewayId: 'GW1',
      oldProcessorGatewayAltId: 'ALT1',
    });
    renderWithProviders(<AccountActions profile={profile} />);
    const dialog = await openAction(user, 'Revert Processor');
    expect(within(dialog).getByText(/Checking the merchant account on/)).toBeInTheDocument();
    answer();
    expect(await within(dialog).findByText('Old merchant account active')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revert processor' }));
    expect(within(dialog).getByText('Please select a rate.')).toHaveAttribute('role', 'alert');
    await user.click(within(dialog).getByPlaceholderText('Select a rate'));
    await user.click(await screen.findByRole('option', { name: 'US Corporate - US Standard' }));
    expect(within(dialog).getByText(/Payouts will be daily/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revert processor' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]?.body).toEqual({
      selectedRateId: 5,
      selectedRateName: 'US Corporate - US Standard',
      selectedPayoutFrequency: 'daily',
      selectedPayoutDay: '',
      oldProcessorGatewayId: 'GW1',
      oldProcessorGatewayAltId: 'ALT1',
      oldProcessorId: 2,
    });
  });

  it('Revert Processor: an inactive old account cannot be reverted to', async () => {
    const user = userEvent.setup();
    actionsApi({
      'GET /old-processor-account': [
        200,
        {
          processorId: 2,
          gatewayId: 'GW0',
          active: false,
          message: 'Merchant account GW0 is inactive.',
        },
      ],
      'GET /revert-rates': [200, { oldProcessorId: 2, baseTier: 'US Corporate', rates: [] }],
    });
    renderWithProviders(
      <AccountActions
        profile={active({
          processorCanRevert: true,
          oldProcessorId: 2,
          oldProcessorGatewayId: 'GW0',
        })}
      />,
    );
    const dialog = await openAction(user, 'Revert Processor');
    expect(await within(dialog).findByText('Old merchant account inactive')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Revert processor' })).toBeDisabled();
  });

  it('Send Beneficial Data: lists the data, then shows the already-sent refusal in a dialog', async () => {
    const user = userEvent.setup();
    const older = testProfile({
      status: 1,
      processorId: 2,
      businessType: 'O',
      contacts: { owners: [OWNER] },
    });
    const api = actionsApi({ 'POST /beneficial-data': [200, { message: 'ok' }] });
    renderWithProviders(<AccountActions profile={older} />);
    let dialog = await openAction(user, 'Send Beneficial Data');
    expect(within(dialog).getByText('Whitfield')).toBeInTheDocument();
    expect(within(dialog).getByText('On file, ending 6789')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send data' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Beneficial data sent successfully to the processor.' }),
      ),
    );
    expect(api.posts()[0]?.body).toEqual({
      owner_id: 41,
      first_name: 'Dana',
      last_name: 'Whitfield',
      date_of_birth: '1980-04-12',
      phone: '5035550142',
      ssn_last_4: '6789',
      ssn_encrypted: true,
    });

    actionsApi({
      'POST /beneficial-data': [
        409,
        { error_message: 'Beneficiary Owner Count provided in Signup Request is invalid.' },
      ],
    });
    dialog = await openAction(user, 'Send Beneficial Data');
    await user.click(within(dialog).getByRole('button', { name: 'Send data' }));
    const failed = await screen.findByRole('dialog', { name: 'Unable to send Beneficial data' });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Unable to send Beneficial data to the processor.',
    );
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'The beneficial owner data has already been sent to the procesor for this merchant.',
    );
  });
});
