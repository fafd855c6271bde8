import qrcode from 'qrcode-terminal';
import { createSandbox } from './server.js';
import { orderingSeedIds } from './ordering/plugin.js';
import { demoTables } from './seed/seed-ids.js';

// `--expose-admin` (or TABLESIDE_EXPOSE_ADMIN=1) with TABLESIDE_ADMIN_TOKEN lets the admin, outbox and simulator
// controls answer beyond loopback to requests carrying the token; without both they answer on loopback only.
const exposeAdmin = process.argv.includes('--expose-admin') || process.env.TABLESIDE_EXPOSE_ADMIN === '1';
const crashAfterCaptures = Number(process.env.TABLESIDE_CRASH_AFTER_CAPTURES ?? 0);
const sandbox = await createSandbox({
  log: process.env.SANDBOX_LOG === '1',
  orderAutoAdvanceMs: 20_000,
  exposeAdmin,
  ...(crashAfterCaptures > 0 ? { crashAfterCaptures } : {}),
});
if (exposeAdmin && !process.env.TABLESIDE_ADMIN_TOKEN) {
  process.stdout.write('--expose-admin without TABLESIDE_ADMIN_TOKEN: the admin routes still answer on loopback only.\n');
}
const { settled, refunded, expired } = sandbox.reconciled;
process.stdout.write(`Payments reconciled at start-up: settled ${settled}, refunded ${refunded}, expired ${expired}\n`);
process.stdout.write(
  `Tableside sandbox on ${sandbox.url}\nCard page (the payment provider's origin, TABLESIDE_CARD_PORT): ${sandbox.cardUrl}\nPOS admin: ${sandbox.url}/sandbox/admin\n\n`,
);
for (const table of demoTables) {
  const link = `${sandbox.url}/venues/${table.venueId}/tables/${table.deviceId}`;
  process.stdout.write(`${table.label}\n${link}\n`);
  qrcode.generate(link, { small: true }, (code) => process.stdout.write(`${code}\n`));
}

// The terminal-landing link: the last payment a venue's terminal (PDQ) took, or a first one taken now on a table of
// its own so a fresh sandbox has a slip to scan (the POS admin page and `pnpm cli terminal-payment` take more).
const terminalDemo = { venueId: 'venue-london-pub', tableId: 'terminal-demo' };
async function firstTerminalPayment() {
  await sandbox.pos.openOrder(terminalDemo.venueId, terminalDemo.tableId, {
    numberOfGuests: 2,
    checks: [
      {
        name: 'Check 1',
        items: [
          { posProductId: 'gb-fish', quantity: 100_000 },
          { posProductId: 'gb-ale', quantity: 200_000 },
        ],
      },
    ],
  });
  return sandbox.terminal.takePayment(terminalDemo.venueId, terminalDemo.tableId, 1_000_000);
}
const terminalPayment = (await sandbox.terminal.latest()) ?? (await firstTerminalPayment());
const terminalLink = `${sandbox.url}${terminalPayment.landingPaths.enrollment}`;
process.stdout.write(`Payment terminal slip (receipt landing of transaction ${terminalPayment.transactionId})\n${terminalLink}\n`);
qrcode.generate(terminalLink, { small: true }, (code) => process.stdout.write(`${code}\n`));

// The brand's guest app (apps/guest-app) and its store locator, for the London pub's guest app and business group.
process.stdout.write(
  [
    'Guest app',
    `Guest app home: ${sandbox.url}/guest-app/guest-app-london-pub`,
    `Store locator: ${sandbox.url}/guest-app/guest-app-london-pub/store-locator?mode=list`,
    `Business group locations: ${sandbox.url}/business-groups/group-crown-collective/locations/`,
    '',
  ].join('\n'),
);

const extra = orderingSeedIds.venues;
const table = (venue: { venueId: string; deviceId: string }) => `${sandbox.url}/venues/${venue.venueId}/tables/${venue.deviceId}`;
process.stdout.write(
  [
    'Menus, ordering and tabs',
    `Static PDF menu: ${table(extra.staticPdf)}`,
    `External menu link only: ${table(extra.linkOut)}`,
    `Pre-authorisation (fixed amount): ${table(extra.preAuthFixed)}`,
    `Pre-authorisation (first order amount): ${table(extra.preAuthFirstOrder)}`,
    `Open a tab: ${sandbox.url}/venues/${extra.tab.venueId}/tab/new`,
    `Menu preview for staff: ${sandbox.url}/venues/venue-paris-bistro/menu-previews`,
    `Outbox (sent e-mails): ${sandbox.url}/sandbox/outbox`,
    '',
  ].join('\n'),
);

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
