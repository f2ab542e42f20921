import { policies } from '../access';
import { defineRoute } from '../endpoint';

/** Routes of merchant applications (the declarations: endpoints/applications.ts). */
const signedIn = policies.signedIn;

export const startApplication = defineRoute({
  method: 'POST',
  path: '/merchant-applications/start',
  access: policies.public,
  idempotent: true,
});

export const validateApplicationKey = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token/validate',
  access: policies.public,
});

export const getApplications = defineRoute({
  method: 'GET',
  path: '/merchant-applications',
  access: signedIn,
});

export const createApplication = defineRoute({
  method: 'POST',
  path: '/merchant-applications',
  access: signedIn,
  idempotent: true,
});

export const getApplication = defineRoute({
  method: 'GET',
  path: '/merchant-applications/:token',
  access: signedIn,
});

export const saveApplicationStep = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token',
  access: signedIn,
  idempotent: true,
});

export const saveApplicationDraft = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token/draft',
  access: signedIn,
  idempotent: true,
});

export const uploadApplicationDocument = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token/documents',
  access: signedIn,
  idempotent: true,
});

export const submitApplication = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token/submit',
  access: signedIn,
  idempotent: true,
});

export const answerMoreInfo = defineRoute({
  method: 'POST',
  path: '/merchant-applications/:token/more-info',
  access: signedIn,
  idempotent: true,
});
