import type { PosState } from '../pos/pos-schemas.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: number, currency: string): string => `${(amount / 100_000).toLocaleString('en-GB', { minimumFractionDigits: 2 })} ${currency}`;

/** The POS admin page: plain accessible HTML forms, one per action; `sections` are appended (e.g. the telemetry counts). */
export function adminPage(states: readonly PosState[], sections = ''): string {
  const venues = states
    .map((state) => {
      const v = escape(state.venueId);
      const tables = Object.values(state.orders)
        .map((order) => {
          const t = escape(order.tableId);
          const lines = order.checks
            .flatMap((c) =>
              c.lines.map((l) => `<li>${escape(c.name)}: ${escape(l.name)} × ${l.quantity / 100_000} at ${money(l.unitPrice, state.currency)}</li>`),
            )
            .join('');
          const payments = order.payments.map((p) => `<li>${escape(p.kind)} ${money(p.amount, state.currency)}</li>`).join('');
          const products = state.catalog
            .map((p) => `<option value="${escape(p.posProductId)}">${escape(p.name)} (${money(p.unitPrice, state.currency)})</option>`)
            .join('');
          const base = `/sandbox/admin/venues/${v}/tables/${t}`;
          return `<section aria-labelledby="${t}-title">
  <h3 id="${t}-title">Table ${t} — bill ${escape(order.billId)} ${order.closed ? '(closed)' : ''} ${state.offlineTables.includes(order.tableId) ? '(terminal offline)' : ''}</h3>
  <p>${order.numberOfGuests} guests, ${escape(order.posSplitMode)}, staff ${escape(order.staff.name)}</p>
  <ul aria-label="Items">${lines}</ul>
  <ul aria-label="Payments">${payments}</ul>
  <form method="post" action="${base}/items">
    <label for="${t}-product">Product</label> <select id="${t}-product" name="posProductId">${products}</select>
    <label for="${t}-quantity">Quantity</label> <input id="${t}-quantity" name="quantity" type="number" min="1" step="1" value="1" required>
    <button type="submit">Add item</button>
  </form>
  <form method="post" action="${base}/guests">
    <label for="${t}-guests">Guests</label> <input id="${t}-guests" name="numberOfGuests" type="number" min="0" max="99" value="${order.numberOfGuests}" required>
    <button type="submit">Change guests</button>
  </form>
  <form method="post" action="${base}/payments">
    <label for="${t}-amount">Amount (${escape(state.currency)})</label> <input id="${t}-amount" name="amount" inputmode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" required>
    <label for="${t}-kind">Kind</label> <select id="${t}-kind" name="kind"><option>TILL</option><option>DEPOSIT</option><option>GIFT_CARD_APPLIED_ON_TILL</option><option>SMART_TERMINAL</option><option>PRE_AUTHORIZED</option></select>
    <button type="submit">Take payment at the till</button>
  </form>
  <form method="post" action="${base}/terminal-payments">
    <label for="${t}-terminal-amount">Terminal amount (${escape(state.currency)})</label> <input id="${t}-terminal-amount" name="amount" inputmode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" required>
    <button type="submit">Take a terminal (PDQ) payment</button>
  </form>
  <form method="post" action="${base}/discounts">
    <label for="${t}-discount-label">Discount label</label> <input id="${t}-discount-label" name="label" value="Manager discount" required>
    <label for="${t}-discount-amount">Amount (${escape(state.currency)})</label> <input id="${t}-discount-amount" name="amount" inputmode="decimal" pattern="[0-9]+([.][0-9]{1,2})?" required>
    <label for="${t}-discount-line">On item (per unit)</label> <select id="${t}-discount-line" name="lineId"><option value="">The whole check</option>${order.checks.flatMap((c) => c.lines.map((l) => `<option value="${escape(l.lineId)}">${escape(l.name)}</option>`)).join('')}</select>
    <button type="submit">Add discount</button>
  </form>
  <form method="post" action="${base}/close"><button type="submit">Close order</button></form>
</section>`;
        })
        .join('\n');
      return `<section aria-labelledby="${v}-title">
  <h2 id="${v}-title">${v} — POS ${state.online ? 'online' : 'offline'}</h2>
  <form method="post" action="/sandbox/admin/venues/${v}/pos">
    <input type="hidden" name="online" value="${state.online ? 'false' : 'true'}">
    <button type="submit">Switch POS ${state.online ? 'offline' : 'online'}</button>
  </form>
  ${tables}
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox POS admin</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:auto;padding:1rem}form{margin:.5rem 0}section section{border:1px solid #999;padding:.5rem 1rem;margin:1rem 0}</style></head>
<body><main><h1>Sandbox POS admin</h1>
${venues}
${sections}
</main></body></html>`;
}
