import type { EndpointInput, EndpointResult } from '@paydesk/domain/endpoint';
import type * as partnerEndpoints from '@paydesk/domain/endpoints/admin-partners';
import * as partnerRoutes from '@paydesk/domain/routes/admin-partners';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { rateKeys } from './rate-keys';

type PartnerPage = EndpointResult<typeof partnerEndpoints.getPartners>;

export interface PartnerChoice {
  id: number;
  name: string;
  status: number;
}

/** The partner picker's page size (`per_page=10`). */
export const PARTNER_PICKER_SIZE = 10;

/**
 * `GET /admin/partners?search=…&per_page=10`: the first partners matching what is typed, for
 * the link picker (the partners list's envelope `{ meta, data: [{ id, status, name, … }] }`).
 */
export function usePartnerSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: rateKeys.partnerSearch(search),
    queryFn: async ({ signal }): Promise<PartnerChoice[]> => {
      const page: PartnerPage = await callEndpoint<typeof partnerEndpoints.getPartners>(
        partnerRoutes.getPartners,
        {
          query: {
            ...(search ? { search } : {}),
            per_page: String(PARTNER_PICKER_SIZE),
          } as unknown as EndpointInput<typeof partnerEndpoints.getPartners>['query'],
          signal,
        },
      );
      return page.data.map((p) => ({ id: p.id, name: p.name, status: p.status }));
    },
    enabled,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}
