import type { Staff } from '../schemas/bill.js';

/** Words naming a role rather than a person. */
export const STAFF_ROLE_WORDS: readonly string[] = [
  'waiter',
  'waitress',
  'server',
  'manager',
  'admin',
  'administrator',
  'bartender',
  'barman',
  'barmaid',
  'cashier',
  'staff',
  'serveur',
  'serveuse',
  'caissier',
  'caissiere',
  'caissière',
  'responsable',
  'directeur',
  'chef',
  'runner',
  'host',
  'hostess',
  'camarero',
  'camarera',
  'cameriere',
  'kellner',
  'ober',
  'employee',
  'user',
  'pos',
  'till',
];
/** Words naming a place in the venue rather than a person. */
export const STAFF_LOCATION_WORDS: readonly string[] = [
  'bar',
  'terrace',
  'terrasse',
  'room',
  'salle',
  'kitchen',
  'cuisine',
  'restaurant',
  'table',
  'patio',
  'lounge',
  'floor',
  'counter',
  'comptoir',
  'caisse',
  'takeaway',
  'online',
  'web',
  'delivery',
  'terraza',
  'sala',
  'cocina',
];

const EMAIL_LIKE = /\S+@\S+/;

/**
 * The staff name shown on a bill: "cleaned of e-mail-like values, role words, location words and one-character
 * names" (1-core §5). Returns undefined when nothing remains.
 */
export function cleanStaffName(staff: Pick<Staff, 'name'> | undefined): string | undefined {
  if (!staff) return undefined;
  const words = staff.name
    .split(/[\s_]+/)
    .map((word) => word.trim())
    .filter((word) => word !== '' && !EMAIL_LIKE.test(word))
    .filter((word) => {
      const bare = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
      // A bare number is a POS staff id, not a name.
      return !STAFF_ROLE_WORDS.includes(bare) && !STAFF_LOCATION_WORDS.includes(bare) && bare.length > 1 && !/^\d+$/.test(bare);
    });
  const name = words.join(' ');
  return name === '' ? undefined : name;
}
