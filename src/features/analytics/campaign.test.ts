import { describe, expect, it } from 'vitest';
import type { Consent } from '@/features/consent/consent';
import {
  campaignCookie,
  campaignCookieAction,
  campaignCookieString,
  campaignFromSearch,
  clearCampaignCookieString,
  encodeCampaign,
  readCampaignCookie,
  syncCampaignCookie,
} from './campaign';

const all: Consent = { status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] };
const statisticOnly: Consent = { status: 'accepted', scopes: ['obligatory', 'statistic'] };
const rejected: Consent = { status: 'rejected', scopes: ['obligatory'] };
const pending: Consent = { status: 'pending', scopes: [] };
const unknown: Consent = { status: 'unknown', scopes: [] };

describe('campaignFromSearch', () => {
  it('keeps the seven parameters of site.md §7 and nothing else', () => {
    expect(
      campaignFromSearch(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=suv&utm_content=ad1&utm_id=42&gclid=Cj0KCQ&fbclid=x&q=1',
      ),
    ).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'suv',
      utm_content: 'ad1',
      utm_id: '42',
      gclid: 'Cj0KCQ',
    });
  });

  it('is null without any of them, and ignores empty values', () => {
    expect(campaignFromSearch('')).toBeNull();
    expect(campaignFromSearch('?q=defender')).toBeNull();
    expect(campaignFromSearch('?utm_source=&utm_medium=%20')).toBeNull();
    expect(campaignFromSearch('?utm_source=&gclid=abc')).toEqual({ gclid: 'abc' });
  });

  it('takes the first of repeated values, decodes them and cuts very long ones', () => {
    expect(campaignFromSearch('?utm_source=a&utm_source=b')).toEqual({ utm_source: 'a' });
    expect(campaignFromSearch('?utm_campaign=%E6%98%A5%E3%81%AE+%E8%A9%A6%E4%B9%97')).toEqual({ utm_campaign: '春の 試乗' });
    expect(campaignFromSearch(`?utm_term=${'x'.repeat(500)}`)?.utm_term).toHaveLength(200);
  });
});

describe('the cookie value', () => {
  it('is a query string safe in a cookie, in a fixed order, and reads back to the same parameters', () => {
    const params = { gclid: 'a/b+c', utm_source: 'news; letter', utm_campaign: '春,"夏"\\' };
    const value = encodeCampaign(params);
    expect(value.startsWith('utm_source=')).toBe(true);
    expect(value).not.toMatch(/[\s;,"\\]/);
    expect(readCampaignCookie(`other=1; ${campaignCookie.name}=${value}; last=2`)).toEqual(params);
  });

  it('reads nothing from a document without it, nor keys that only end with its name', () => {
    expect(readCampaignCookie('')).toBeNull();
    expect(readCampaignCookie(`x_${campaignCookie.name}=utm_source=a`)).toBeNull();
    expect(readCampaignCookie(`${campaignCookie.name}=bogus=1`)).toBeNull();
  });

  it('is set for 30 days on the whole site, SameSite=Lax, Secure only on https', () => {
    const http = campaignCookieString({ utm_source: 'google' }, false);
    expect(http).toBe('campaign_params=utm_source=google; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(campaignCookieString({ utm_source: 'google' }, true)).toBe(`${http}; Secure`);
    expect(clearCampaignCookieString(true)).toBe('campaign_params=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});

describe('consent gating', () => {
  const landing = { utm_source: 'google' };

  it('stores the landing only with marketing consent', () => {
    expect(campaignCookieAction(all, landing, false)).toEqual({ kind: 'write', params: landing });
    expect(campaignCookieAction(statisticOnly, landing, false)).toEqual({ kind: 'keep' });
    expect(campaignCookieAction(rejected, landing, false)).toEqual({ kind: 'keep' });
    expect(campaignCookieAction(pending, landing, false)).toEqual({ kind: 'keep' });
    expect(campaignCookieAction(unknown, landing, false)).toEqual({ kind: 'keep' });
    expect(campaignCookieAction({ status: 'pending', scopes: ['marketing'] }, landing, false)).toEqual({ kind: 'keep' });
  });

  it('keeps a stored campaign on a landing without parameters', () => {
    expect(campaignCookieAction(all, null, true)).toEqual({ kind: 'keep' });
  });

  it('removes a stored campaign once the visitor decides without marketing, not while undecided', () => {
    expect(campaignCookieAction(rejected, null, true)).toEqual({ kind: 'delete' });
    expect(campaignCookieAction(statisticOnly, landing, true)).toEqual({ kind: 'delete' });
    expect(campaignCookieAction(pending, null, true)).toEqual({ kind: 'keep' });
    expect(campaignCookieAction(unknown, null, true)).toEqual({ kind: 'keep' });
  });

  it('syncCampaignCookie writes and removes through document.cookie and says whether it stored the landing', () => {
    const doc = { cookie: '' };
    expect(syncCampaignCookie(doc, pending, landing, true)).toBe(false);
    expect(doc.cookie).toBe('');
    expect(syncCampaignCookie(doc, all, landing, true)).toBe(true);
    expect(doc.cookie).toBe(campaignCookieString(landing, true));
    // A stand-in document keeps the assignment as it is; a browser would keep only name=value.
    doc.cookie = `${campaignCookie.name}=${encodeCampaign(landing)}`;
    expect(syncCampaignCookie(doc, rejected, null, false)).toBe(false);
    expect(doc.cookie).toBe(clearCampaignCookieString(false));
  });
});
