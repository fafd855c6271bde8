import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { ActionBar } from './action-bar.js';
import { Button } from './button.js';
import { RadioOption } from './radio-option.js';
import { VenueHeader } from './venue-header.js';

/**
 * The restyled pay screen of issue 10 ("Layout on a phone"), composed from the components the app's payment page
 * uses, in a 390 px phone frame: venue header, title, the amount with its breakdown, the payment method, the card
 * fields, then the Pay action fixed at the bottom. "Side by side" puts it next to a wireframe of the layout order
 * of a well-known pay-at-table screen (the sunday web app's payment step as publicly shown), so the two orders
 * can be compared; the wireframe is drawn from that description, not a copy of its artwork.
 */

/** A phone-sized frame; `transform` makes it the containing block of the fixed action bar, so the bar stays inside. */
function Phone({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  const frame: CSSProperties = {
    position: 'relative',
    width: 390,
    height: 760,
    overflow: 'auto',
    transform: 'translateZ(0)',
    border: '1px solid var(--ts-color-border)',
    borderRadius: 24,
    fontFamily: 'var(--ts-font)',
    color: 'var(--ts-color-text)',
    background: 'var(--ts-color-surface)',
  };
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
      <figcaption style={{ fontFamily: 'var(--ts-font)', fontWeight: 600 }}>{label}</figcaption>
      <div style={frame}>
        <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>{children}</div>
      </div>
    </figure>
  );
}

const input: CSSProperties = {
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: 'var(--ts-tap-target)',
  padding: '0 16px',
  border: '1px solid var(--ts-color-border)',
  borderRadius: 'var(--ts-radius)',
  font: 'inherit',
};
const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 };
const line: CSSProperties = { display: 'flex', justifyContent: 'space-between', margin: 0 };

interface PayScreenProps {
  readonly venueName: string;
  readonly logoUrl?: string;
  readonly total: string;
  readonly lines: readonly (readonly [string, string])[];
  readonly methods: readonly string[];
}

/** Our pay screen, in the order issue 10 asks for. */
function PayScreen({ venueName, logoUrl, total, lines, methods }: PayScreenProps) {
  return (
    <>
      <VenueHeader name={venueName} logoUrl={logoUrl} detail="Table 1" />
      <h1 style={{ margin: 0, fontSize: 'var(--ts-text-xl)' }}>Confirm payment</h1>
      <section
        aria-label="Payment details"
        style={{ padding: 16, borderRadius: 'var(--ts-radius)', background: 'var(--ts-color-surface-alt)', display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        <p style={{ margin: 0, fontSize: 'var(--ts-text-2xl)', fontWeight: 700 }}>{total}</p>
        <dl style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
          {lines.map(([name, amount]) => (
            <div key={name} style={line}>
              <dt>{name}</dt>
              <dd style={{ margin: 0 }}>{amount}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Button variant="secondary" fullWidth>
        Add a voucher code
      </Button>
      <form style={{ display: 'flex', flexDirection: 'column', gap: 16, paddingBottom: 96 }} onSubmit={(event) => event.preventDefault()}>
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <legend style={{ padding: 0, marginBottom: 8, fontWeight: 600 }}>Payment method</legend>
          {methods.map((method, index) => (
            <RadioOption key={method} name="method" value={method} defaultChecked={index === 0}>
              {method}
            </RadioOption>
          ))}
        </fieldset>
        <div style={field}>
          <label htmlFor="story-card">Card number</label>
          <input id="story-card" style={input} inputMode="numeric" autoComplete="cc-number" />
        </div>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 16 }}>
          <div style={field}>
            <label htmlFor="story-expiry">Expiry date (MM/YY)</label>
            <input id="story-expiry" style={input} inputMode="numeric" placeholder="MM/YY" />
          </div>
          <div style={field}>
            <label htmlFor="story-cvc">Security code (CVC)</label>
            <input id="story-cvc" style={input} inputMode="numeric" />
          </div>
        </div>
        <ActionBar>
          <Button type="submit" fullWidth>
            Pay {total}
          </Button>
        </ActionBar>
      </form>
    </>
  );
}

/** A grey block of the reference wireframe, named for what the reference shows there. */
function Block({ children, height = 44, strong = false }: { readonly children: ReactNode; readonly height?: number; readonly strong?: boolean }) {
  return (
    <div
      style={{
        minHeight: height,
        display: 'flex',
        alignItems: 'center',
        padding: '0 16px',
        borderRadius: 'var(--ts-radius)',
        background: strong ? 'var(--ts-color-text)' : 'var(--ts-color-surface-alt)',
        color: strong ? 'var(--ts-color-surface)' : 'var(--ts-color-text-muted)',
      }}
    >
      {children}
    </div>
  );
}

/** The reference's layout order: logo and venue, amount, tip already chosen, wallet buttons, card, then a fixed pay button. */
function ReferenceWireframe() {
  return (
    <>
      <Block>Venue logo and name, centred</Block>
      <Block height={96}>Amount to pay, large, with “see details”</Block>
      <Block>Tip chosen on the previous step, editable</Block>
      <Block>Apple Pay / Google Pay wallet buttons</Block>
      <Block height={140}>Card number, expiry, CVC</Block>
      <div style={{ flex: 1 }} />
      <Block strong>Pay €63.08 (fixed at the bottom)</Block>
    </>
  );
}

const parisBistro: PayScreenProps = {
  venueName: 'Le Petit Zinc',
  total: '€63.08',
  lines: [
    ['Subtotal', '€54.50'],
    ['Tip', '€8.18'],
    ['Digital fee', '€0.40'],
    ['Total', '€63.08'],
  ],
  methods: ['Card', 'Edenred meal voucher', 'Conecs meal voucher'],
};

const meta = {
  title: 'Screens/Pay screen',
  component: PayScreen,
  args: parisBistro,
  parameters: { layout: 'padded' },
  render: (args) => (
    <Phone label="Tableside pay screen, 390 px">
      <PayScreen {...args} />
    </Phone>
  ),
} satisfies Meta<typeof PayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pay screen: amount and breakdown first, then method, card fields, and the Pay button last. */
export const PayScreenAt390: Story = {
  play: async ({ canvas }) => {
    const method = canvas.getByRole('radio', { name: 'Card' });
    const card = canvas.getByLabelText('Card number');
    const pay = canvas.getByRole('button', { name: 'Pay €63.08' });
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(follows(canvas.getByRole('region', { name: 'Payment details' }), method)).toBe(true);
    await expect(follows(method, card)).toBe(true);
    await expect(follows(card, pay)).toBe(true);
    await expect(method).toBeChecked();
    // Every control is a 44 px target.
    for (const control of [pay, card, method.closest('label') as Element]) await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** With the venue's logo from its customization. */
export const WithLogo: Story = {
  args: {
    logoUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"%3E%3Ccircle cx="20" cy="20" r="20" fill="%231b5e4b"/%3E%3Ctext x="20" y="26" font-size="16" text-anchor="middle" fill="white"%3EZ%3C/text%3E%3C/svg%3E',
  },
};

/** Ours next to the reference's layout order. */
export const SideBySide: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Phone label="Tableside (this change)">
        <PayScreen {...args} />
      </Phone>
      <Phone label="Reference: a well-known pay-at-table payment step (wireframe)">
        <ReferenceWireframe />
      </Phone>
    </div>
  ),
};
