import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-class';

const hostOf = (url: string) => new URL(url).hostname;

describe('classifyAddress', () => {
  it('knows the IPv4 ranges that are not the public internet, at their edges', () => {
    expect(
      Object.fromEntries(
        [
          '0.0.0.0',
          '10.0.0.1',
          '10.255.255.255',
          '100.64.0.1',
          '100.127.255.255',
          '127.0.0.1',
          '127.255.255.254',
          '169.254.169.254',
          '172.16.0.1',
          '172.31.255.255',
          '192.168.1.1',
          '198.18.0.1',
          '224.0.0.1',
          '239.255.255.250',
          '255.255.255.255',
        ].map((address) => [address, classifyAddress(address)]),
      ),
    ).toEqual({
      '0.0.0.0': 'unspecified',
      '10.0.0.1': 'private',
      '10.255.255.255': 'private',
      '100.64.0.1': 'shared (CGNAT)',
      '100.127.255.255': 'shared (CGNAT)',
      '127.0.0.1': 'loopback',
      '127.255.255.254': 'loopback',
      '169.254.169.254': 'link-local',
      '172.16.0.1': 'private',
      '172.31.255.255': 'private',
      '192.168.1.1': 'private',
      '198.18.0.1': 'reserved',
      '224.0.0.1': 'multicast',
      '239.255.255.250': 'multicast',
      '255.255.255.255': 'reserved',
    });
    for (const address of ['1.1.1.1', '8.8.8.8', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255', '223.255.255.255']) {
      expect(classifyAddress(address), address).toBe('public');
    }
  });

  it('knows the IPv6 ones, and judges an IPv4 address wrapped in IPv6 by the IPv4 address', () => {
    expect(
      Object.fromEntries(
        ['::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'fec0::1', 'ff02::1', '2001:db8::1', '2001::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::127.0.0.1', '64:ff9b::a00:1', '2002:c0a8:101::1', '[::1]'].map((address) => [address, classifyAddress(address)]),
      ),
    ).toEqual({
      '::': 'unspecified',
      '::1': 'loopback',
      'fe80::1': 'link-local',
      'fe80::1%eth0': 'link-local',
      'fc00::1': 'unique-local',
      'fd12:3456::1': 'unique-local',
      'fec0::1': 'private',
      'ff02::1': 'multicast',
      '2001:db8::1': 'reserved',
      '2001::1': 'reserved',
      '::ffff:127.0.0.1': 'loopback',
      '::ffff:7f00:1': 'loopback',
      '::ffff:a9fe:a9fe': 'link-local',
      '::127.0.0.1': 'loopback',
      '64:ff9b::a00:1': 'private',
      '2002:c0a8:101::1': 'private',
      '[::1]': 'loopback',
    });
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(classifyAddress(address), address).toBe('public');
    }
  });

  it('sees through the decimal, octal and hex forms a URL may write an address in', () => {
    expect(['http://2130706433/', 'http://0177.0.0.1/', 'http://0x7f.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[0:0:0:0:0:ffff:7f00:1]/'].map((url) => classifyAddress(hostOf(url)))).toEqual(
      Array(6).fill('loopback'),
    );
    expect(classifyAddress(hostOf('http://0xa9fea9fe/'))).toBe('link-local');
  });

  it('refuses what is not an address', () => {
    expect(() => classifyAddress('localhost')).toThrow('not an IP address');
  });
});
