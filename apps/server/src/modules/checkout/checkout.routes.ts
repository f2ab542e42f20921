import * as checkout from '@paydesk/domain/endpoints/checkout';
import * as pay from '@paydesk/domain/endpoints/pay';
import * as links from '@paydesk/domain/endpoints/payment-links';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { serveList } from '../../platform/lists/list-route';
import { routeMerchant } from '../../platform/route-merchant';
import {
  checkoutDashboard,
  checkoutSettings,
  requireCheckout,
  updateCheckoutSettings,
} from './checkout.service';
import { payImage, payLink, payPage } from './pay.service';
import { paymentLinkList } from './payment-link-list';
import {
  createPaymentLink,
  paymentLinkDetail,
  paymentLinkScope,
  setPaymentLinkActive,
  sharePaymentLink,
  updatePaymentLink,
} from './payment-links.service';

/** Reads of the public pay page per IP a minute (the page, its images). */
export const PAY_READ_RATE_LIMIT = 300;
/** Payments per IP a minute: a person retries a few times; a card tester is stopped. */
export const PAY_WRITE_RATE_LIMIT = 20;

/**
 * Checkout (part 2 §7): settings and dashboard, payment links (named by their token), and the
 * hosted pay page's public calls. Every merchant route needs the account's allowCheckout
 * (403 otherwise); the writes check it before their transaction opens.
 */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const run = app.database.query;
  const flagBeforeTransaction = async (request: Parameters<typeof routeMerchant>[0]) => {
    requireCheckout(routeMerchant(request));
    return undefined;
  };

  serveEndpoint(app, checkout.getCheckoutSettings, {
    handler: async (request) => checkoutSettings(run, routeMerchant(request)),
  });

  serveEndpoint(app, checkout.updateCheckoutSettings, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      updateCheckoutSettings(tx, routeMerchant(request), actorOf(request), request.body),
  });

  serveEndpoint(app, checkout.getCheckoutDashboard, {
    handler: async (request) =>
      checkoutDashboard(run, routeMerchant(request), request.query, app.clock.now()),
  });

  serveList(app, links.getPaymentLinks, {
    list: paymentLinkList,
    scope: (request) => paymentLinkScope(routeMerchant(request), app.clock.now()),
  });

  serveEndpoint(app, links.getPaymentLink, {
    handler: async (request) =>
      paymentLinkDetail(
        run,
        routeMerchant(request),
        request.params.paymentLinkToken,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, links.createPaymentLink, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      createPaymentLink(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.body,
        app.clock.now(),
      ),
  });

  serveEndpoint(app, links.updatePaymentLink, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      updatePaymentLink(
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.paymentLinkToken,
        request.body,
        app.clock.now(),
      ),
  });

  for (const [endpoint, active] of [
    [links.activatePaymentLink, true],
    [links.deactivatePaymentLink, false],
  ] as const) {
    serveEndpoint(app, endpoint, {
      beforeTransaction: flagBeforeTransaction,
      handler: async (request, _reply, tx) =>
        setPaymentLinkActive(
          tx,
          routeMerchant(request),
          actorOf(request),
          request.params.paymentLinkToken,
          active,
          app.clock.now(),
        ),
    });
  }

  serveEndpoint(app, links.sharePaymentLink, {
    beforeTransaction: flagBeforeTransaction,
    handler: async (request, _reply, tx) =>
      sharePaymentLink(
        { mailer: app.mailer, publicUrl: app.config.publicUrl },
        tx,
        routeMerchant(request),
        actorOf(request),
        request.params.paymentLinkToken,
        request.body,
        app.clock.now(),
      ),
  });

  // The hosted pay page: public, rate limited per IP.
  const readLimit = { max: PAY_READ_RATE_LIMIT, timeWindow: 60_000 };
  serveEndpoint(app, pay.getPayPage, {
    rateLimit: readLimit,
    handler: async (request) => payPage(app, app.database.db, request.params.token),
  });

  serveEndpoint(app, pay.getPayImage, {
    rateLimit: readLimit,
    handler: async (request, reply) => {
      const image = await payImage(
        app,
        app.database.db,
        request.params.token,
        request.params.fileId,
        request.log,
      );
      reply.header('content-type', image.contentType).header('x-content-type-options', 'nosniff');
      return image.body as never;
    },
  });

  serveEndpoint(app, pay.payPaymentLink, {
    rateLimit: { max: PAY_WRITE_RATE_LIMIT, timeWindow: 60_000 },
    handler: async (request, _reply, tx) =>
      payLink(app, tx, request.params.token, request.body, {
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      }),
  });
}
