import { seededUuid } from './ids';
import type { MockUser, Personnel } from './types';

/** Personnel without a login. */
const fieldTechnicians = [
  { key: 'marco', firstName: 'Marco', lastName: 'Diaz', color: '#2e7d32' },
  { key: 'priya', firstName: 'Priya', lastName: 'Shah', color: '#6a1b9a' },
  { key: 'sam', firstName: 'Sam', lastName: 'Okafor', color: '#ef6c00' },
] as const;

/** Calendar colours of the personnel of seeded users. */
const userColors: Record<string, string> = {
  admin: '#1565c0',
  root: '#546e7a',
  office: '#ad1457',
  tech: '#00838f',
  locked: '#8d6e63',
  newUser: '#9e9d24',
};

/**
 * Contexts of the seeded personnel. Users' contexts are `seededUuid('personnel:{user key}')`, the
 * same values `seed.ts` gives the users.
 */
export const personnelContexts = {
  admin: seededUuid('personnel:admin'),
  root: seededUuid('personnel:root'),
  office: seededUuid('personnel:office'),
  tech: seededUuid('personnel:tech'),
  locked: seededUuid('personnel:locked'),
  newUser: seededUuid('personnel:newUser'),
  marco: seededUuid('personnel:marco'),
  priya: seededUuid('personnel:priya'),
  sam: seededUuid('personnel:sam'),
} as const;

export type SeededPersonnelKey = keyof typeof personnelContexts;

/** Personnel that are not active: the support (root) account and the locked former employee. */
const inactiveUserKeys = new Set(['root', 'locked']);

export function seedPersonnel(users: readonly MockUser[]): Personnel[] {
  const fromUsers = users.flatMap((user): Personnel[] => {
    if (!user.personnelContext) return [];
    const key = Object.entries(personnelContexts).find(([, context]) => context === user.personnelContext)?.[0] ?? '';
    return [
      {
        context: user.personnelContext,
        firstName: user.firstName,
        lastName: user.lastName,
        active: !inactiveUserKeys.has(key),
        email: user.username,
        telephone: '',
        color: userColors[key] ?? '#607d8b',
      },
    ];
  });
  const technicians = fieldTechnicians.map(
    (technician): Personnel => ({
      context: personnelContexts[technician.key],
      firstName: technician.firstName,
      lastName: technician.lastName,
      active: true,
      email: `${technician.firstName.toLowerCase()}.${technician.lastName.toLowerCase()}@northwind-hp.test`,
      telephone: '',
      color: technician.color,
    }),
  );
  const all = [...fromUsers, ...technicians];
  // Work mobiles (503) 555-0160 upwards, in a fixed order.
  all.forEach((person, index) => {
    person.telephone = `(503) 555-01${60 + index}`;
  });
  return all;
}
