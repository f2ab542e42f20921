import { describe, expect, it } from 'vitest';
import { testAccount, testProfile } from '../../testing/account-fixtures';
import { afterSignInPath, isAdminProfile, isReturnTarget, landingPath } from './landing-path';
import { idleTimeoutMs, siteSetting, textSetting } from './site-settings';

const profile = testProfile;
const data = testAccount;

describe('landingPath', () => {
  it('sends an admin (first group mp_admin) to /admin', () => {
    expect(isAdminProfile(profile({ groups: [{ name: 'mp_admin' }] }))).toBe(true);
    expect(isAdminProfile(profile({ groups: [{ name: 'mp_user' }, { name: 'mp_admin' }] }))).toBe(
      false,
    );
    expect(landingPath(data({ groups: [{ name: 'mp_admin' }] }, []))).toBe('/admin');
  });

  it('sends everyone else to the first merchant, and pending info to /apply', () => {
    expect(landingPath(data({}))).toBe('/dashboard/100001');
    expect(landingPath(data({}, []))).toBe('/dashboard');
    expect(landingPath(data({ additionalInfoStatus: 'pending' }))).toBe('/apply');
  });

  it('sends an applicant without an account to /apply, one with an account to it', () => {
    expect(landingPath(data({ applicationTokens: ['tok'] }, []))).toBe('/apply');
    expect(landingPath(data({ applicationTokens: ['tok'] }))).toBe('/dashboard/100001');
  });
});

describe('afterSignInPath', () => {
  it('returns to the last visited URL when it is one of the app’s pages', () => {
    expect(afterSignInPath('/payouts/100002?x=1', data({}))).toBe('/payouts/100002?x=1');
    expect(afterSignInPath('/', data({}))).toBe('/dashboard/100001');
    expect(afterSignInPath(null, data({}))).toBe('/dashboard/100001');
    expect(afterSignInPath('/payouts/1', data({ additionalInfoStatus: 'x' }))).toBe('/apply');
  });

  it('never returns to a sign-in screen or another site', () => {
    for (const url of [
      '/login',
      '/login?view=x',
      '/users/login?key=1',
      '//evil.test',
      'https://x',
    ]) {
      expect(isReturnTarget(url)).toBe(false);
    }
    expect(isReturnTarget('/loginx')).toBe(true);
  });
});

describe('site settings', () => {
  const settings = [{ idleTimeoutMinutes: 0.1 }, { supportEmail: 'help@x.test' }];

  it('reads single-key objects', () => {
    expect(siteSetting(settings, 'supportEmail')).toBe('help@x.test');
    expect(textSetting(settings, 'limitsEmail', 'fallback')).toBe('fallback');
  });

  it('reads the idle time-out in minutes, fractional or as text, 15 by default', () => {
    expect(idleTimeoutMs(settings)).toBe(6_000);
    expect(idleTimeoutMs([{ idleTimeoutMinutes: '2' }])).toBe(120_000);
    expect(idleTimeoutMs([{ idleTimeoutMinutes: -1 }])).toBe(900_000);
    expect(idleTimeoutMs([])).toBe(900_000);
  });
});
