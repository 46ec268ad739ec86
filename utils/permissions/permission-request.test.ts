import { describe, expect, it } from 'vitest';
import { keyConsentOf, permissionRequest } from './permission-request';

describe('keyConsentOf', () => {
  it('reads Firefox 140+ consent from permissions.getAll()', () => {
    expect(keyConsentOf({ data_collection: ['authenticationInfo'] })).toBe('granted');
    expect(keyConsentOf({ data_collection: ['technicalAndInteraction'] })).toBe('missing');
    expect(keyConsentOf({ data_collection: [] })).toBe('missing');
  });

  it('a consent the manifest requires was given at install', () => {
    expect(keyConsentOf({ data_collection: [] }, ['authenticationInfo'])).toBe('granted');
    expect(keyConsentOf({ data_collection: [] }, ['none'])).toBe('missing');
  });

  it('a browser without data consent needs none', () => {
    expect(keyConsentOf({})).toBe('unsupported');
  });
});

describe('permissionRequest', () => {
  const host = ['https://collector.example/*'];

  it('asks for consent when a key is saved and consent is missing, with the hosts in the same request', () => {
    expect(permissionRequest({ origins: host, apiKey: 'nf_mine', consent: 'missing' })).toEqual({ origins: host, data_collection: ['authenticationInfo'] });
    expect(permissionRequest({ origins: [], apiKey: 'nf_mine', consent: 'missing' })).toEqual({ data_collection: ['authenticationInfo'] });
  });

  it('never asks for consent without a key: reading the feed needs none', () => {
    expect(permissionRequest({ origins: [], apiKey: '', consent: 'missing' })).toBeUndefined();
    expect(permissionRequest({ origins: host, apiKey: '', consent: 'missing' })).toEqual({ origins: host });
  });

  it('does not ask again once given, nor where the browser has no consent to give', () => {
    expect(permissionRequest({ origins: [], apiKey: 'nf_mine', consent: 'granted' })).toBeUndefined();
    expect(permissionRequest({ origins: [], apiKey: 'nf_mine', consent: 'unsupported' })).toBeUndefined();
    expect(permissionRequest({ origins: host, apiKey: 'nf_mine', consent: 'unsupported' })).toEqual({ origins: host });
  });
});
