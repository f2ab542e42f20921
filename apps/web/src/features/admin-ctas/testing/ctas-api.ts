import { vi } from 'vitest';
import type { CtaAssignmentRow, CtaCampaign, CtaCompletedRow } from '../api/get-ctas';

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const CAMPAIGN: CtaCampaign = {
  id: 7,
  title: 'Verify your bank account',
  message: 'Send a voided check and a photo ID.',
  can_be_dismissed: false,
  terms_of_service: true,
  settings: { viewable_by: ['merchant-admin'], contact_types: [] },
  categories: ['business'],
  documents_requested: [
    { document_type_name: 'voidedCheck', document_type_id: 10 },
    { document_type_name: 'contactId', document_type_id: 1 },
  ],
  email_template: 'cta-documents-needed',
  deadline_at: '2099-01-15T12:00:00.000Z',
  reminder_days: [7, 3],
  hold_at_deadline: true,
  created_by: 'admin@paydesk.test',
  created_at: '2026-11-02T10:00:00.000Z',
  deleted_at: null,
  counts: { assigned: 2, completed: 1, outstanding: 1, dismissed: 0, holds_placed: 0 },
};

export const ASSIGNMENTS: CtaAssignmentRow[] = [
  {
    ctaId: 7,
    ctaTitle: CAMPAIGN.title,
    merchantId: 100003,
    businessCommonName: 'Driftwood Books',
    state: 'outstanding',
    assignedAt: '2026-11-03T10:00:00.000Z',
    assignedBy: 'admin@paydesk.test',
    completedAt: null,
    dismissedAt: null,
    lastResentAt: null,
    remindersSent: [],
    holdPlacedAt: null,
    holdReleasedAt: null,
  },
  {
    ctaId: 7,
    ctaTitle: CAMPAIGN.title,
    merchantId: 100004,
    businessCommonName: 'Elm Street Bakery',
    state: 'completed',
    assignedAt: '2026-11-03T10:00:00.000Z',
    assignedBy: 'admin@paydesk.test',
    completedAt: '2026-11-04T10:00:00.000Z',
    dismissedAt: null,
    lastResentAt: null,
    remindersSent: [7],
    holdPlacedAt: null,
    holdReleasedAt: null,
  },
];

export const COMPLETED: CtaCompletedRow = {
  submissionId: 31,
  ctaId: 7,
  ctaTitle: CAMPAIGN.title,
  merchantId: 100004,
  businessCommonName: 'Elm Street Bakery',
  submittedAt: '2026-11-04T10:00:00.000Z',
  submittedBy: 'owner@paydesk.test',
  business: { legalName: 'Elm Street Bakery LLC' },
  identity: { firstName: 'Olivia', contactSsnLast4: '6789' },
  documents: [
    {
      documentTypeId: 10,
      documentTypeName: 'voidedCheck',
      label: 'Voided check',
      documentId: 55,
      fileName: 'check.png',
      downloadPath: '/api/admin/merchants/100004/documents/55/download',
    },
  ],
  documentCount: 1,
};

const TEMPLATES = [
  {
    id: 'cta-assigned-default',
    name: 'Action needed (default)',
    subject: 'Action needed on {business}: {title}',
    body: 'Hello {business}',
  },
  {
    id: 'cta-documents-needed',
    name: 'Documents needed',
    subject: 'Documents needed for {business}',
    body: 'We need a few documents.',
  },
];

export interface CtasApiOptions {
  permissions?: string[];
  campaigns?: CtaCampaign[];
  listStatus?: number;
  /** The answer of a write (status, body) by "METHOD path". */
  answers?: Record<string, [number, unknown]>;
  documentsVisible?: boolean;
}

/** Answers the screens' calls; every call's URL, method and body is kept. */
export function ctasApi(options: CtasApiOptions = {}) {
  const permissions = options.permissions ?? ['can-manage-ctas', 'can-view-partners'];
  const campaigns = [...(options.campaigns ?? [CAMPAIGN])];
  const calls: { url: URL; method: string; body: unknown; headers: Headers }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://paydesk.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = typeof raw === 'string' && raw ? JSON.parse(raw) : raw;
    calls.push({ url, method, body, headers: new Headers(init?.headers) });
    const path = url.pathname;
    const answer = options.answers?.[`${method} ${path}`];
    if (answer) return json(answer[0], answer[1]);
    if (path === '/api/admin/roles')
      return json(200, {
        roles: [{ label: 'Admin', name: 'mp_admin' }],
        permissions: Object.fromEntries(permissions.map((key) => [key, true])),
      });
    if (path === '/api/admin/cta' && method === 'GET') {
      if (options.listStatus) return json(options.listStatus, { error_message: 'No list.' });
      const search = url.searchParams.get('search')?.toLowerCase();
      const rows = campaigns.filter((c) => !search || c.title.toLowerCase().includes(search));
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: rows.length, totalPages: 1 },
        data: rows,
      });
    }
    if (path === '/api/admin/cta' && method === 'POST') {
      const made = { ...CAMPAIGN, ...body, id: 8, documents_requested: [] };
      campaigns.push(made);
      return json(201, made);
    }
    if (path === '/api/admin/cta/email-templates') return json(200, { data: TEMPLATES });
    if (path === '/api/admin/cta/merchant-count')
      return json(200, { count: url.searchParams.get('partner_id') ? 1 : 12, alreadyAssigned: 0 });
    if (path === '/api/admin/cta/assigned-report')
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: ASSIGNMENTS.length, totalPages: 1 },
        data: ASSIGNMENTS.filter(
          (a) => !url.searchParams.get('state') || a.state === url.searchParams.get('state'),
        ),
      });
    if (path === '/api/admin/cta/completed-report') {
      const visible = options.documentsVisible ?? true;
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: 1, totalPages: 1 },
        data: [{ ...COMPLETED, documents: visible ? COMPLETED.documents : null }],
        documentsVisible: visible,
      });
    }
    if (path === '/api/admin/partners')
      return json(200, {
        meta: { perPage: 10, page: 1, totalRecords: 1, totalPages: 1, asOf: '1' },
        data: [{ id: 4, name: 'Harbor Partners', status: 1 }],
      });
    if (/^\/api\/admin\/cta\/\d+\/assign$/.test(path))
      return json(200, {
        matched: 1,
        assigned: 1,
        alreadyAssigned: 0,
        unknownIds: [],
        emailsQueued: 2,
      });
    if (/^\/api\/admin\/cta\/\d+\/merchant\/\d+$/.test(path) && method === 'DELETE')
      return json(200, { unassigned: true, holdLifted: false });
    if (/^\/api\/admin\/cta\/\d+\/resend$/.test(path))
      return json(200, { resent: 1, throttled: 0, emailsQueued: 2 });
    const id = Number(/^\/api\/admin\/cta\/(\d+)$/.exec(path)?.[1]);
    const campaign = campaigns.find((c) => c.id === id);
    if (!campaign) return json(404, { error_message: 'Call to action not found.' });
    if (method === 'GET') return json(200, campaign);
    if (method === 'PATCH') return json(200, { ...campaign, ...body });
    if (method === 'DELETE') return json(200, { ...campaign, deleted_at: '2026-11-05T10:00:00Z' });
    return json(500, { error_message: 'unexpected call' });
  });
  return {
    fetchMock,
    callsTo: (path: string | RegExp, method = 'GET') =>
      calls.filter(
        (c) =>
          (typeof path === 'string' ? c.url.pathname === path : path.test(c.url.pathname)) &&
          c.method === method,
      ),
  };
}
