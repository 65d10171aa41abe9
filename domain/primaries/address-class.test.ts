import { describe, expect, it } from 'vitest';
import { addressInEntry, classifyAddress, parseIPv6 } from './address-class.ts';

describe('classifyAddress (issue 23: the FTP check is no way into our network)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
  ])('refuses IPv4 %s as %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '93.184.216.34',
  ])('lets the public IPv4 %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['2001:db8::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
  ])('refuses IPv6 %s as %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::FFFF:192.168.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['::ffff:8.8.8.8', 'public'],
  ])('judges the IPv4 inside the IPv6 %s (mapped, NAT64, 6to4) as %s', (address, cls) => {
    expect(classifyAddress(address)).toBe(cls);
  });

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450::1'])(
    'lets the public IPv6 %s through',
    (address) => {
      expect(classifyAddress(address)).toBe('public');
    },
  );

  it.each([
    'ftp.example.com',
    'localhost',
    '127.1',
    '0127.0.0.1',
    '256.1.1.1',
    '1::2::3',
    ':::1',
    '1:2:3:4:5:6:7:8:9',
    '',
  ])('does not read %s as an address (a name the resolver decides)', (text) => {
    expect(classifyAddress(text)).toBeNull();
  });

  it('parses the shortened IPv6 forms to one value', () => {
    expect(parseIPv6('::ffff:127.0.0.1')).toBe(parseIPv6('0:0:0:0:0:ffff:7f00:0001'));
    expect(parseIPv6('1:2:3:4:5:6:7::')).toBe(parseIPv6('1:2:3:4:5:6:7:0'));
  });
});

describe('addressInEntry (the allow-list)', () => {
  it('matches an exact address and a CIDR block of the same family only', () => {
    expect(addressInEntry('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(addressInEntry('127.0.0.2', '127.0.0.1')).toBe(false);
    expect(addressInEntry('10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(addressInEntry('11.1.2.3', '10.0.0.0/8')).toBe(false);
    expect(addressInEntry('fd00::5', 'fd00::/8')).toBe(true);
    expect(addressInEntry('127.0.0.1', '::1')).toBe(false);
  });
});
