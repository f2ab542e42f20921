import { defineEndpoint } from '../endpoint';
import { merchantIdParams } from '../ids';
import { accessRulesResponseSchema, siteSettingsSchema } from '../profile';
import * as route from '../routes/settings';

/** Site settings and per-account access rules (part 1 §7). */
const tags = ['settings'];

export const getSiteSettings = defineEndpoint({
  ...route.getSiteSettings,
  tags,
  summary: 'Site settings, as a list of single-key objects',
  response: { status: 200, schema: siteSettingsSchema },
});

export const getAccessRules = defineEndpoint({
  ...route.getAccessRules,
  tags,
  summary: "The signed-in user's access rules on one merchant account",
  params: merchantIdParams,
  response: { status: 200, schema: accessRulesResponseSchema },
});
