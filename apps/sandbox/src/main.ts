import qrcode from 'qrcode-terminal';
import { createSandbox } from './server.js';
import { demoTables } from './seed/seed-ids.js';

const sandbox = await createSandbox({ log: process.env.SANDBOX_LOG === '1', orderAutoAdvanceMs: 20_000 });
process.stdout.write(`Tableside sandbox on ${sandbox.url}\nPOS admin: ${sandbox.url}/sandbox/admin\n\n`);
for (const table of demoTables) {
  const link = `${sandbox.url}/venues/${table.venueId}/tables/${table.deviceId}`;
  process.stdout.write(`${table.label}\n${link}\n`);
  qrcode.generate(link, { small: true }, (code) => process.stdout.write(`${code}\n`));
}

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
