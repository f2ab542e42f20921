import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of uploaded files (the declarations: endpoints/files.ts). */
const access = policies.merchant({ param: 'id' });

export const uploadFile = defineRoute({
  method: 'POST',
  path: '/merchants/:id/files',
  access,
  idempotent: true,
});

export const getFile = defineRoute({
  method: 'GET',
  path: '/merchants/:id/files/:fileId',
  access,
});

export const deleteFile = defineRoute({
  method: 'DELETE',
  path: '/merchants/:id/files/:fileId',
  access,
  idempotent: true,
});
