import {
  ACH_RETURN_COLUMNS,
  ACH_RETURN_DEFAULT_SORT,
  type AchReturnColumn,
} from '@paydesk/domain/admin-dispute-report-fields';
import type { AdminAchReturn } from '@paydesk/domain/admin-dispute-reports';
import { DEFAULT_PAGE_SIZE } from '@paydesk/domain/list-params';
import { IconReceiptRefund } from '@tabler/icons-react';
import { moneyCell } from '../../../shared/data-table/cell-renderers';
import { defineListScreen } from '../../../shared/data-table/list-screen-spec';
import { RANGE_PARAMS } from '../../../shared/date-range/report-range-params';
import { NoWrap, UtcDay } from './report-cells';

/** Return codes as the API takes them: R01, R10, comma-separated. */
const CODE_PATTERN = /^\s*[Rr]\d{2}(\s*,\s*[Rr]\d{2})*\s*$/;
const money = (cents: (row: AdminAchReturn) => number) =>
  moneyCell<AdminAchReturn>(cents, (row) => row.currency);

/**
 * /admin/reports/ach-returns: every merchant's ACH returns, newest first, with the NACHA code
 * and its meaning and the rejected-return fee; filtered by return code and fee.
 */
export const achReturnsSpec = defineListScreen<AdminAchReturn, AchReturnColumn>({
  screen: 'admin-ach-returns',
  label: 'ACH returns',
  columns: ACH_RETURN_COLUMNS,
  defaultSort: ACH_RETURN_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
  filters: [
    {
      kind: 'text',
      param: 'return_code',
      label: 'Return code',
      placeholder: 'e.g. R01 or R10',
      pattern: CODE_PATTERN,
      patternMessage: 'Use return codes such as R01 or R10, comma-separated',
    },
    {
      kind: 'select',
      param: 'fee_charged',
      label: 'Return fee',
      options: [
        { value: 'true', label: 'Fee charged' },
        { value: 'false', label: 'No fee' },
      ],
    },
    {
      kind: 'date',
      label: 'Return date',
      params: [RANGE_PARAMS.preset, RANGE_PARAMS.from, RANGE_PARAMS.to],
    },
  ],
  cells: {
    returnDate: (row) => <UtcDay value={row.returnDate} />,
    transNumber: (row) => <NoWrap>{row.transNumber}</NoWrap>,
    transDate: (row) => <UtcDay value={row.transDate} />,
    transAmount: money((row) => row.transAmount),
    amount: money((row) => row.amount),
    returnCode: (row) => <NoWrap>{row.returnCode}</NoWrap>,
    fee: money((row) => row.fee),
    accountNumber: (row) => <NoWrap>{row.accountNumber}</NoWrap>,
  },
  rowKey: (row) => row.id,
  card: { title: 'merchantName', subtitle: 'returnCodeDesc', amount: 'amount' },
  emptyMessage: 'No ACH returns match these filters.',
  firstUse: {
    icon: <IconReceiptRefund aria-hidden="true" />,
    title: 'No ACH returns in these dates',
    description: 'Bank payments returned by the payer’s bank appear here with their return code.',
  },
});
