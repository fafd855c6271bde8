import type { UiLocale } from '@tableside/i18n';
import type { CardPageText } from './card-page-text.js';
import { escapeHtml } from './html.js';

/** Where the card page, its script and its tokenization live, on the payment provider's own origin. */
export const CARD_PAGE_PATH = '/sandbox-payments/card-frame';
export const CARD_PAGE_SCRIPT_PATH = '/sandbox-payments/card-frame.js';
export const PAYMENT_METHODS_PATH = '/sandbox-payments/payment-methods';

/**
 * The messages between the app and the card page (`postMessage`, each side naming the other's origin):
 * - app → page `{ target: 'tableside-card-frame', type: 'tokenize', requestId }`;
 * - page → app `{ source: 'tableside-card-frame', type }`: `ready`, `resize` (`height`), `submit` (Enter in a
 *   field), `payment-method` (`requestId`, `paymentMethodId`, `brand`, `last4`) or `invalid` (`requestId`, `fields`).
 * The card number never leaves the page except to its own origin's tokenization route.
 */
export const CARD_FRAME_SOURCE = 'tableside-card-frame';

/**
 * The card page: number, expiry and CVC, labelled in the diner's language, each marked when invalid. Its script
 * (a file of its own: the CSP allows no inline script) answers only the app origin it was opened for.
 */
export function renderCardPage(input: { locale: UiLocale; text: CardPageText; parentOrigin: string; autofocus: boolean }): string {
  const { text } = input;
  return `<!doctype html>
<html lang="${escapeHtml(input.locale)}" data-parent-origin="${escapeHtml(input.parentOrigin)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<style>
html, body { margin: 0; padding: 0; background: transparent; color: #1a1a1a; font: 1rem/1.4 system-ui, sans-serif; }
main { padding: 4px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
form { display: grid; gap: 12px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label { display: grid; gap: 4px; font-weight: 600; }
input { box-sizing: border-box; width: 100%; min-height: 48px; padding: 10px 12px; font: inherit; font-weight: 400; color: inherit; background: #fff; border: 1px solid #6b6b6b; border-radius: 8px; }
input:focus-visible { outline: 3px solid #0050d8; outline-offset: 2px; }
input[aria-invalid="true"] { border: 2px solid #b3261e; }
p[role="alert"] { margin: 0; color: #b3261e; }
p[role="alert"]:empty { display: none; }
</style>
</head>
<body>
<main>
<h1 class="visually-hidden">${escapeHtml(text.title)}</h1>
<form id="card-form" novalidate>
<label>${escapeHtml(text.number)}
<input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-error"${input.autofocus ? ' autofocus' : ''}>
</label>
<div class="row">
<label>${escapeHtml(text.expiry)}
<input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${escapeHtml(text.expiryPlaceholder)}" aria-describedby="card-error">
</label>
<label>${escapeHtml(text.cvc)}
<input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" aria-describedby="card-error">
</label>
</div>
<p id="card-error" role="alert" data-message="${escapeHtml(text.invalid)}"></p>
</form>
</main>
<script src="${CARD_PAGE_SCRIPT_PATH}"></script>
</body>
</html>`;
}

/**
 * The card page's script. It checks the fields (Luhn, MM/YY or MM/YYYY, 3-4 digit CVC), tokenizes the card on its
 * own origin, and posts only the payment-method id, brand and last four digits to the app's origin.
 */
export const CARD_PAGE_SCRIPT = `'use strict';
(function () {
  var SOURCE = '${CARD_FRAME_SOURCE}';
  var parentOrigin = document.documentElement.getAttribute('data-parent-origin');
  var form = document.getElementById('card-form');
  var fields = { number: document.getElementById('card-number'), expiry: document.getElementById('card-expiry'), cvc: document.getElementById('card-cvc') };
  var error = document.getElementById('card-error');
  function post(message) {
    message.source = SOURCE;
    window.parent.postMessage(message, parentOrigin);
  }
  function luhn(digits) {
    var total = 0;
    for (var i = 0; i < digits.length; i += 1) {
      var digit = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      total += digit;
    }
    return total % 10 === 0;
  }
  function read() {
    var invalid = [];
    var number = fields.number.value.replace(/[\\s-]/g, '');
    if (!/^\\d{12,19}$/.test(number) || !luhn(number)) invalid.push('number');
    var expiry = /^(0[1-9]|1[0-2])\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec(fields.expiry.value.trim());
    if (!expiry) invalid.push('expiry');
    var cvc = fields.cvc.value.trim();
    if (!/^\\d{3,4}$/.test(cvc)) invalid.push('cvc');
    if (invalid.length > 0 || !expiry) return { invalid: invalid };
    var year = Number(expiry[2]);
    return { card: { type: 'card', number: number, expMonth: Number(expiry[1]), expYear: year < 100 ? 2000 + year : year, cvc: cvc } };
  }
  function mark(invalid) {
    Object.keys(fields).forEach(function (name) {
      if (invalid.indexOf(name) >= 0) fields[name].setAttribute('aria-invalid', 'true');
      else fields[name].removeAttribute('aria-invalid');
    });
    error.textContent = invalid.length > 0 ? error.getAttribute('data-message') : '';
    if (invalid.length > 0) fields[invalid[0]].focus();
  }
  function fieldsOf(body) {
    var field = body && typeof body.field === 'string' ? body.field : '';
    if (field.indexOf('expMonth') >= 0 || field.indexOf('expYear') >= 0) return ['expiry'];
    if (field.indexOf('cvc') >= 0) return ['cvc'];
    return ['number'];
  }
  function tokenize(requestId) {
    var read_ = read();
    if (!read_.card) {
      mark(read_.invalid);
      post({ type: 'invalid', requestId: requestId, fields: read_.invalid });
      return;
    }
    mark([]);
    fetch('${PAYMENT_METHODS_PATH}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(read_.card) })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (answer) {
        if (!answer.ok) {
          var invalid = fieldsOf(answer.body);
          mark(invalid);
          post({ type: 'invalid', requestId: requestId, fields: invalid });
          return;
        }
        post({ type: 'payment-method', requestId: requestId, paymentMethodId: answer.body.id, brand: answer.body.card.brand, last4: answer.body.card.last4 });
      })
      .catch(function () {
        post({ type: 'unavailable', requestId: requestId });
      });
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.target !== SOURCE || data.type !== 'tokenize' || typeof data.requestId !== 'string') return;
    tokenize(data.requestId);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  Object.keys(fields).forEach(function (name) {
    fields[name].addEventListener('keydown', function (event) {
      if (event.key === 'Enter') {
        event.preventDefault();
        post({ type: 'submit' });
      }
    });
  });
  var lastHeight = 0;
  function resize() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight) {
      lastHeight = height;
      post({ type: 'resize', height: height });
    }
  }
  if (typeof ResizeObserver === 'function') new ResizeObserver(resize).observe(document.body);
  post({ type: 'ready' });
  resize();
})();
`;
