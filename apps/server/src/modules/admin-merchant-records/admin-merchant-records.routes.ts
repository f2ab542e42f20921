import type { NotificationSettingKey } from '@paydesk/domain/admin-merchant-records';
import * as records from '@paydesk/domain/endpoints/admin-merchant-records';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access-policy';
import { serveEndpoint } from '../../platform/endpoint-route';
import { contentDisposition } from '../files/files.service';
import {
  changeSubscription,
  deleteDocument,
  merchantBanking,
  merchantContacts,
  merchantDocuments,
  merchantNotifications,
  merchantUserAssignments,
  merchantUsers,
  openDocumentFile,
  revealBankAccount,
  revealFullSsn,
  sendDocument,
  setNotificationSetting,
  unassignUser,
  updateBankingInfo,
} from './admin-merchant-records.service';

type ToggleRequest = {
  params: { id: number };
  body: { enabled: boolean };
} & Parameters<typeof actorOf>[0];

const toggleInput = (request: ToggleRequest, key: NotificationSettingKey) => ({
  merchantId: request.params.id,
  actor: actorOf(request),
  key,
  enabled: request.body.enabled,
});

/** The profile's Contact, Banking, Users, Notifications and Documents tabs (part 2 §2, §7). */
export async function adminMerchantRecordRoutes(app: FastifyInstance): Promise<void> {
  serveEndpoint(app, records.getMerchantContacts, {
    handler: async (request, _reply, db) => merchantContacts(db, request.params.id),
  });

  serveEndpoint(app, records.getMerchantFullSsn, {
    handler: async (request, _reply, db) =>
      revealFullSsn(db, app, {
        merchantId: request.params.id,
        contactId: request.query.merchantContactId,
        actor: actorOf(request),
      }),
  });

  serveEndpoint(app, records.getMerchantBanking, {
    handler: async (request, _reply, db) => merchantBanking(db, request.params.id),
  });

  serveEndpoint(app, records.getMerchantBankAccount, {
    handler: async (request, _reply, db) =>
      revealBankAccount(db, app, { merchantId: request.params.id, actor: actorOf(request) }),
  });

  serveEndpoint(app, records.updateMerchantBankingInfo, {
    handler: async (request, _reply, tx) =>
      updateBankingInfo(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        body: request.body,
      }),
  });

  serveEndpoint(app, records.getMerchantUsers, {
    handler: async (request, _reply, db) => merchantUsers(db, request.params.id),
  });

  serveEndpoint(app, records.getMerchantUserAssignments, {
    handler: async (request, _reply, db) => merchantUserAssignments(db, request.params.id),
  });

  serveEndpoint(app, records.unassignMerchantUser, {
    handler: async (request, _reply, tx) =>
      unassignUser(tx, {
        merchantId: request.params.merchantId,
        userId: request.params.userId,
        actor: actorOf(request),
      }),
  });

  serveEndpoint(app, records.getMerchantNotifications, {
    handler: async (request, _reply, db) => merchantNotifications(db, request.params.id),
  });

  serveEndpoint(app, records.setDisputeNotifications, {
    handler: async (request, _reply, tx) =>
      setNotificationSetting(tx, app, toggleInput(request, 'disputeNotifications')),
  });

  serveEndpoint(app, records.setFailedPayoutNotifications, {
    handler: async (request, _reply, tx) =>
      setNotificationSetting(tx, app, toggleInput(request, 'failedPayoutNotifications')),
  });

  serveEndpoint(app, records.setBankingUpdateNotifications, {
    handler: async (request, _reply, tx) =>
      setNotificationSetting(tx, app, toggleInput(request, 'bankingUpdateNotifications')),
  });

  serveEndpoint(app, records.setEnableNotifications, {
    handler: async (request, _reply, tx) =>
      setNotificationSetting(tx, app, toggleInput(request, 'enableNotifications')),
  });

  serveEndpoint(app, records.addNotificationSubscription, {
    handler: async (request, _reply, tx) =>
      changeSubscription(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        type: request.params.type,
        email: request.body.email,
        action: 'add',
      }),
  });

  serveEndpoint(app, records.removeNotificationSubscription, {
    handler: async (request, _reply, tx) =>
      changeSubscription(tx, app, {
        merchantId: request.params.id,
        actor: actorOf(request),
        type: request.params.type,
        email: request.query.email,
        action: 'remove',
      }),
  });

  serveEndpoint(app, records.getMerchantDocuments, {
    handler: async (request, _reply, db) =>
      merchantDocuments(db, request.params.id, request.query.document_type),
  });

  serveEndpoint(app, records.downloadMerchantDocument, {
    handler: async (request, reply, db) => {
      const { file, body } = await openDocumentFile(
        db,
        app,
        { merchantId: request.params.id, documentId: request.params.documentId },
        request.log,
      );
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff');
      // The bytes as a stream (Fastify pipes it): the declared answer is binary.
      return body as never;
    },
  });

  serveEndpoint(app, records.sendMerchantDocument, {
    handler: async (request, _reply, tx) =>
      sendDocument(tx, app, {
        merchantId: request.params.id,
        documentId: request.params.documentId,
        actor: actorOf(request),
      }),
  });

  serveEndpoint(app, records.deleteMerchantDocument, {
    handler: async (request, _reply, tx) =>
      deleteDocument(
        tx,
        app,
        {
          merchantId: request.params.id,
          documentId: request.params.documentId,
          actor: actorOf(request),
        },
        request.log,
      ),
  });
}
