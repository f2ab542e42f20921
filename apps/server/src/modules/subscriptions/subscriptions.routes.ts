import * as subs from '@paydesk/domain/endpoints/subscriptions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { attachment } from '../../platform/lists/csv';
import { csvStream } from '../../platform/lists/list-reader';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import {
  subscriberCancel,
  subscriberPaymentPlan,
  subscriberSubscription,
  subscriberUpdatePaymentMethod,
} from './subscriber.service';
import { bearerTokenOf } from './subscriber-links.service';
import { scheduledRunList, scheduledRunsCsvQuery, subscriptionList } from './subscription-list';
import {
  createSubscription,
  requestCancellation,
  requireSubscriptions,
  rescheduleSubscription,
  sendSubscriptionLink,
  stopSubscription,
  subscriptionDetail,
  subscriptionScope,
} from './subscriptions.service';

/** The subscriber's page reads per IP a minute. */
export const SUBSCRIBER_READ_RATE_LIMIT = 120;
/** The subscriber's changes (cancel, a new card) per IP a minute: a card tester is stopped. */
export const SUBSCRIBER_WRITE_RATE_LIMIT = 20;

/**
 * Subscriptions (part 1 §7; part 2 §7): the report and its CSV, the scheduled-transactions
 * download, one subscription, create and the actions; every merchant route needs the
 * account's allowSubscriptions (403 otherwise; the writes check it before their transaction).
 * The subscriber's calls are public, admitted by the signed link token, rate limited per IP.
 */
export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const flagBeforeTransaction = async (request: FastifyRequest) => {
    requireSubscriptions(routeMerchant(request));
    return undefined;
  };

  serveList(app, subs.getSubscriptions, {
    list: subscriptionList,
    scope: (request) => subscriptionScope(routeMerchant(request)),
  });

  serveEndpoint(app, subs.getScheduledTransactions, {
    handler: async (request, reply) => {
      const scope = subscriptionScope(routeMerchant(request));
      const file = await csvStream(
        app.database,
        scheduledRunList,
        scheduledRunsCsvQuery(request.query),
        scope,
      );
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(scheduledRunList.fileName({} as never, scope)));
      return reply.send(file) as never;
    },
  });

  serveEndpoint(app, subs.getSubscription, {
    handler: async (request) =>
      subscriptionDetail(run, routeMerchant(request), request.params.subscriptionId),
  });

  serveEndpoint(app, subs.createSubscription, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createSubscription(
        { processors: app.processors },
        tx,
        routeMerchant(request),
        actorOf(request),
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, subs.requestSubscriptionCancellation, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      requestCancellation(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.subscriptionId,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, subs.stopSubscription, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      stopSubscription(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.subscriptionId,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, subs.rescheduleSubscription, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      rescheduleSubscription(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.subscriptionId,
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, subs.sendSubscriptionLink, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      sendSubscriptionLink(
        { mailer: app.mailer, tokenKey: app.tokenKey, publicUrl: app.config.publicUrl },
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.subscriptionId,
        app.clock.now(),
      ),
  });

  // The subscriber's calls: public, the signed link token as the bearer.
  const context = (request: FastifyRequest) => ({
    tokenKey: app.tokenKey,
    now: app.clock.now(),
    ip: request.ip,
    token: bearerTokenOf(request.headers.authorization),
  });
  const readLimit = { max: SUBSCRIBER_READ_RATE_LIMIT, timeWindow: 60_000 };
  const writeLimit = { max: SUBSCRIBER_WRITE_RATE_LIMIT, timeWindow: 60_000 };

  serveEndpoint(app, subs.getSubscriberSubscription, {
    rateLimit: readLimit,
    handler: async (request) => subscriberSubscription(run, context(request), request.params.id),
  });

  serveEndpoint(app, subs.cancelSubscriberSubscription, {
    rateLimit: writeLimit,
    handler: async (request, _reply, tx) =>
      subscriberCancel(tx, context(request), request.params.id),
  });

  serveEndpoint(app, subs.updateSubscriberPaymentMethod, {
    rateLimit: writeLimit,
    handler: async (request, _reply, tx) =>
      subscriberUpdatePaymentMethod(
        { processors: app.processors },
        tx,
        context(request),
        request.params.id,
        request.body,
      ),
  });

  serveEndpoint(app, subs.getSubscriberPaymentPlan, {
    rateLimit: readLimit,
    handler: async (request) => subscriberPaymentPlan(run, context(request)),
  });
}
