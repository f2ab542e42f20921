import type { ScheduledRunsQuery } from '@paydesk/domain/subscriptions';
import type { DatabaseHandle } from '../../db/client';
import { csvStream } from '../../platform/lists/list-reader';
import { scheduledRunList, scheduledRunsCsvQuery } from './subscription-list';

/**
 * The scheduled-transactions download of one merchant (the merchant portal's, part 2 §7), for
 * other modules (the back office's Misc. tab): the CSV stream and its file name. It does not
 * check the account's allowSubscriptions: staff read what was scheduled whatever the flag is now.
 */
export async function scheduledRunsCsv(
  database: DatabaseHandle,
  merchantId: number,
  query: ScheduledRunsQuery,
) {
  const scope = { merchantId };
  const file = await csvStream(database, scheduledRunList, scheduledRunsCsvQuery(query), scope);
  return { file, fileName: scheduledRunList.fileName({} as never, scope) };
}
