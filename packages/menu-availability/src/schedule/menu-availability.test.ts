import { describe, expect, test } from 'vitest';
import { venueClock } from './local-time.js';
import { isMenuAvailable, listAvailableMenus } from './menu-availability.js';
import { menuSchema, type MenuInput } from '../catalog/menu.js';

// Friday 14 June 2024: 10:30 UTC is 12:30 in Paris and 06:30 in New York.
const NOW = Date.UTC(2024, 5, 14, 10, 30);
const paris = { now: NOW, timeZone: 'Europe/Paris' };

const menu = (input: Partial<MenuInput>) => menuSchema.parse({ id: 'm', name: 'Menu', ...input });

describe('menu availability (3-menus §4, 1-core §5)', () => {
  test.each([
    ['"A menu with no schedules is always available"', [], true],
    [
      '"available if the current weekday matches and the current minute is at or after start and before end"',
      [{ day: 'friday', startDate: '12:00', endDate: '15:00' }],
      true,
    ],
    ['"at or after start": 12:30 is the start', [{ day: 'friday', startDate: '12:30', endDate: '15:00' }], true],
    ['"before end": 12:30 is the end', [{ day: 'friday', startDate: '11:00', endDate: '12:30' }], false],
    ['"the current weekday matches": thursday is not friday', [{ day: 'thursday', startDate: '00:00', endDate: '23:59' }], false],
    [
      'any matching schedule makes the menu available',
      [
        { day: 'thursday', startDate: '12:00', endDate: '15:00' },
        { day: 'friday', startDate: '12:00:00', endDate: '13:00:00' },
      ],
      true,
    ],
  ] as const)('%s', (_rule, schedules, expected) => {
    expect(isMenuAvailable(menu({ schedules: [...schedules] }), paris)).toBe(expected);
  });

  test.each([
    ['Europe/Paris', true, '12:30 local'],
    ['America/New_York', false, '06:30 local'],
    ['Asia/Tokyo', false, '19:30 local'],
  ])('"take the venue\'s time zone into account": lunch 12:00–15:00 in %s → %s (%s)', (timeZone, expected) => {
    const lunch = menu({ schedules: [{ day: 'friday', startDate: '12:00', endDate: '15:00' }] });
    expect(isMenuAvailable(lunch, { now: NOW, timeZone })).toBe(expected);
  });

  test('"it is listed when visible, its weekday constraint is available, and the current time falls in an hour range" (1-core §5)', () => {
    const always = menu({ id: 'always' });
    const hidden = menu({ id: 'hidden', visible: false });
    const dinner = menu({ id: 'dinner', schedules: [{ day: 'friday', startDate: '19:00', endDate: '23:00' }] });
    const lunch = menu({ id: 'lunch', schedules: [{ day: 'friday', startDate: '12:00', endDate: '15:00' }] });
    expect(listAvailableMenus([always, hidden, dinner, lunch], paris).map((m) => m.id)).toEqual(['always', 'lunch']);
  });

  test('a schedule with an invalid time is rejected with "invalid time format"', () => {
    const parsed = menuSchema.safeParse({ id: 'm', name: 'Menu', schedules: [{ day: 'friday', startDate: '25:00', endDate: '26:00' }] });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['invalid time format', 'invalid time format']);
  });
});

describe('schedules run in the venue’s time zone, whatever the device’s (venueClock)', () => {
  // Saturday 15 June 2024 at 13:30 UTC: 15:30 in Paris, 14:30 in London, 09:30 in New York; already Sunday in Tokyo.
  const SATURDAY = Date.UTC(2024, 5, 15, 13, 30);
  const brunch = menu({ schedules: [{ day: 'saturday', startDate: '10:00', endDate: '15:00' }] });
  test.each([
    ['Europe/Paris', 'Asia/Tokyo', false, 'Europe/Paris'],
    ['Europe/London', 'Asia/Tokyo', true, 'Europe/London'],
    ['America/New_York', 'Europe/Paris', false, 'America/New_York'],
    ['America/New_York', 'America/Los_Angeles', false, 'America/New_York'],
    [undefined, 'Europe/London', true, 'Europe/London'],
    ['Mars/Olympus_Mons', 'Europe/London', true, 'Europe/London'],
  ] as const)('venue %s, device %s: brunch (saturday 10:00–15:00) available %s', (venueZone, deviceZone, available, zone) => {
    const clock = venueClock(SATURDAY, venueZone, deviceZone);
    expect(clock).toEqual({ now: SATURDAY, timeZone: zone });
    expect(isMenuAvailable(brunch, clock)).toBe(available);
  });
});
