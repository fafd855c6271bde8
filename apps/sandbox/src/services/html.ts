/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A minimal accessible page: language (`lang`, default en), title, viewport and one main landmark. */
export function htmlPage(title: string, main: string, lang = 'en'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; padding: 1.5rem; color: #1a1a1a; background: #fafafa; }
main { max-width: 40rem; margin: 0 auto; }
button { font-size: 1rem; padding: 0.75rem 1rem; margin: 0.25rem 0.5rem 0.25rem 0; border-radius: 0.5rem; border: 2px solid #1a1a1a; background: #fff; color: #1a1a1a; cursor: pointer; }
button.primary { background: #1a1a1a; color: #fff; }
button:focus-visible { outline: 3px solid #0050d8; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** Formats an amount for display at the edge (scale 5 to a currency string). */
export function formatMoney(amount: number, currency: string): string {
  const units = amount / 100_000;
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(units).replace(/[\u00a0\u202f]/g, ' ');
}
