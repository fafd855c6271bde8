/** One demo table: its device (the QR code), its POS table and its bill when it has one. */
export interface DemoTable {
  label: string;
  venueId: string;
  deviceId: string;
  tableId: string;
  billId: string | null;
}

const table = (venueId: string, n: number, label: string, billId: string | null): DemoTable => ({
  label,
  venueId,
  deviceId: `${venueId}-device-${n}`,
  tableId: `${venueId}-table-${n}`,
  billId,
});

const paris = 'venue-paris-bistro';
const london = 'venue-london-pub';
const newYork = 'venue-new-york-diner';
/** A venue beside the three demo ones, with no seeded table: journeys open its bills through the admin API. */
const harbourArms = 'venue-harbour-arms';

/** The ids of the seed data, for demos and for client contract tests. */
export const seedIds = {
  venues: { parisBistro: paris, londonPub: london, newYorkDiner: newYork, harbourArms },
  tables: {
    parisFresh: table(paris, 1, 'Paris bistro: fresh open bill', 'bill-paris-1'),
    parisPartiallyPaid: table(paris, 2, 'Paris bistro: partially paid by another diner', 'bill-paris-2'),
    parisFullyPaid: table(paris, 3, 'Paris bistro: fully paid', 'bill-paris-3'),
    parisStale: table(paris, 4, 'Paris bistro: stale bill, POS offline for this table', 'bill-paris-4'),
    parisNoBill: table(paris, 5, 'Paris bistro: no bill yet', null),
    londonFresh: table(london, 1, 'London pub: fresh open bill with 12.5% service charge', 'bill-london-1'),
    londonShareOngoing: table(london, 2, 'London pub: split by share ongoing', 'bill-london-2'),
    londonNoBill: table(london, 3, 'London pub: no bill yet', null),
    londonNoServiceCharge: table(london, 4, 'London pub: open bill without a service charge, so the GB tips show', 'bill-london-4'),
    newYorkFresh: table(newYork, 1, 'New York diner: fresh open bill with sales tax', 'bill-new-york-1'),
    newYorkSplitBySeat: table(newYork, 2, 'New York diner: split by seat on the POS', 'bill-new-york-2'),
    newYorkNoBill: table(newYork, 3, 'New York diner: no bill yet', null),
  },
  /** The guest who paid the seeded payments (not a diner of the demos). */
  otherDinerGuestId: 'guest-seed-other-diner',
} as const;

/** Every demo table, in display order. */
export const demoTables: readonly DemoTable[] = Object.values(seedIds.tables);
