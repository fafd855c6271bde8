import { terminal } from '@tableside/contracts';
import qrcode from 'qrcode-terminal';
import { z } from 'zod';

const usage = `Usage: pnpm cli <command> [arguments]   (SANDBOX_URL defaults to http://127.0.0.1:4000)

  status                                          POS state of every venue
  open-order <venueId> <tableId> <posProductId>... [--guests N]
  add-item <venueId> <tableId> <posProductId> [quantity]
  guests <venueId> <tableId> <numberOfGuests>
  till-payment <venueId> <tableId> <amount> [TILL|DEPOSIT|GIFT_CARD_APPLIED_ON_TILL|SMART_TERMINAL|PRE_AUTHORIZED]
  terminal-payment <venueId> <tableId> <amount>   the payment terminal (PDQ) takes a payment: prints the landing link and its QR code
  discount <venueId> <tableId> <amount> [label] [lineId]   (no lineId: on the whole check)
  close-order <venueId> <tableId>
  pos-offline <venueId> [tableId]
  pos-online <venueId> [tableId]
`;

const base = z
  .string()
  .url()
  .parse(process.env.SANDBOX_URL ?? 'http://127.0.0.1:4000');

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

function need(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing ${name}\n\n${usage}`);
  return value;
}

async function run(argv: string[]): Promise<unknown> {
  const [command, ...args] = argv;
  const table = (): string => `/sandbox/admin/venues/${need(args[0], 'venueId')}/tables/${need(args[1], 'tableId')}`;
  switch (command) {
    case 'status': {
      const response = await fetch(`${base}/sandbox/admin/state`);
      return response.json();
    }
    case 'open-order': {
      const guestsAt = args.indexOf('--guests');
      const numberOfGuests = guestsAt >= 0 ? Number(args[guestsAt + 1]) : 2;
      const products = args.slice(2).filter((_, i, all) => i !== all.indexOf('--guests') && i !== all.indexOf('--guests') + 1);
      return post(`${table()}/orders`, { numberOfGuests, items: products.map((posProductId) => ({ posProductId, quantity: 1 })) });
    }
    case 'add-item':
      return post(`${table()}/items`, { posProductId: need(args[2], 'posProductId'), quantity: Number(args[3] ?? 1) });
    case 'guests':
      return post(`${table()}/guests`, { numberOfGuests: Number(need(args[2], 'numberOfGuests')) });
    case 'till-payment':
      return post(`${table()}/payments`, { amount: need(args[2], 'amount'), kind: args[3] ?? 'TILL' });
    case 'terminal-payment': {
      const taken = terminal.terminalPaymentResultSchema.parse(await post(`${table()}/terminal-payments`, { amount: need(args[2], 'amount') }));
      const link = `${base.replace(/\/$/, '')}${taken.landingPaths.enrollment}`;
      const code = await new Promise<string>((resolve) => qrcode.generate(link, { small: true }, resolve));
      return `Terminal payment ${taken.transactionId} on bill ${taken.billId}\nLanding link: ${link}\n${code}`;
    }
    case 'discount':
      return post(`${table()}/discounts`, { amount: need(args[2], 'amount'), label: args[3] ?? 'Manager discount', ...(args[4] ? { lineId: args[4] } : {}) });
    case 'close-order':
      return post(`${table()}/close`, {});
    case 'pos-offline':
    case 'pos-online': {
      const venue = `/sandbox/admin/venues/${need(args[0], 'venueId')}`;
      const path = args[1] ? `${venue}/tables/${args[1]}/pos` : `${venue}/pos`;
      return post(path, { online: command === 'pos-online' });
    }
    default:
      return usage;
  }
}

run(process.argv.slice(2)).then(
  (answer) => process.stdout.write(`${typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2)}\n`),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
