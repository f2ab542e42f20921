import { policies } from '../access';
import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { accessRulesResponseSchema, siteSettingsSchema } from '../profile';

/** Site settings and per-account access rules (part 1 §7). */
const tags = ['settings'];

export const getSiteSettings = defineEndpoint({
  method: 'GET',
  path: '/settings/site-settings',
  access: policies.signedIn,
  tags,
  summary: 'Site settings, as a list of single-key objects',
  response: { status: 200, schema: siteSettingsSchema },
});

export const getAccessRules = defineEndpoint({
  method: 'GET',
  path: '/merchants/:id/access-rules',
  access: policies.merchant({ param: 'id' }),
  tags,
  summary: "The signed-in user's access rules on one merchant account",
  params: merchantIdParams,
  response: { status: 200, schema: accessRulesResponseSchema },
});
