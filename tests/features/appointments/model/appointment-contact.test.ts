import { describe, expect, it } from 'vitest';
import { directionsUrl, primaryTelephone, telephoneHref } from '@/features/appointments/model/appointment-contact';

describe('appointment contact links', () => {
  it('dials the primary telephone, else the first', () => {
    const first = { context: '1', telephoneType: 'Home' as const, number: '(503) 555-0100', primary: false };
    const primary = { context: '2', telephoneType: 'Mobile' as const, number: '(503) 555-0199', primary: true };
    expect(primaryTelephone({ telephoneList: [first, primary] })).toBe(primary);
    expect(primaryTelephone({ telephoneList: [first] })).toBe(first);
    expect(primaryTelephone({ telephoneList: [] })).toBeNull();
    expect(primaryTelephone(null)).toBeNull();
    expect(telephoneHref('(503) 555-0199')).toBe('tel:5035550199');
    expect(telephoneHref(' +1 503.555.0199 ext')).toBe('tel:+15035550199');
  });

  it('asks Google Maps for directions to the address', () => {
    const address = { context: 'a', addressType: 'Service' as const, street1: '8400 N Lombard St', street2: '', city: 'Portland', state: 'OR', postalCode: '97203', primary: true };
    expect(directionsUrl(address)).toBe('https://www.google.com/maps/dir/?api=1&destination=8400%20N%20Lombard%20St%2C%20Portland%2C%20OR%2097203');
    expect(directionsUrl(null)).toBeNull();
    expect(directionsUrl({ ...address, street1: '', city: '', state: '', postalCode: '' })).toBeNull();
  });
});
