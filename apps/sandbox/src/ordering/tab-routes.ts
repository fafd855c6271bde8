import { tableDeviceSchema, venueSchema, equals } from '@tableside/billing-domain';
import { ordering as contract } from '@tableside/contracts';
import { tabHoldAmount } from '@tableside/ordering';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/contract-route.js';
import { refuse } from './http-reply.js';
import type { OrderingContext } from './ordering-context.js';
import type { TabRecord } from './ordering-records.js';
import { holdCovers } from './pre-authorization-check.js';

/**
 * The `tabs/{tabId}` document (tabDocumentSchema of @tableside/ordering): published once the tab is OPEN or has
 * failed. Other diners may read it, so it carries neither the customer's name nor the card hold's paymentId (the
 * tab's owner has both from its own calls: the creation answer and the registration it sent).
 */
export function tabDocument(tab: TabRecord) {
  return {
    status: tab.status === 'OPEN' ? ('OPEN' as const) : ('INITIALISATION_FAILED' as const),
    tabId: tab.tabId,
    displayId: tab.displayId,
    ...(tab.billId ? { billId: tab.billId } : {}),
    ...(tab.openingFailureReason ? { openingFailureReason: tab.openingFailureReason } : {}),
    ...(tab.ownerGuestId ? { ownerGuestId: tab.ownerGuestId } : {}),
    venueId: tab.venueId,
    businessId: tab.businessId,
  };
}

const TAB_NOT_FOUND = 'tab could not be found in store';

/**
 * Tabs and pre-authorisation (3-menus §7): create a tab (its card hold is a manual-capture intent for the tab's
 * paymentId), register the customer to open it (the hold must be `requires_capture`; the POS opens the tab's
 * bill), and `PUT billing/v1/tabs` to record a table's pre-authorisation hold.
 */
export function registerTabRoutes(scope: FastifyInstance, context: OrderingContext): void {
  const locks = new Map<string, Promise<unknown>>();
  const serialised = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const run = (locks.get(key) ?? Promise.resolve()).then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    locks.set(key, settled);
    void settled.then(() => {
      if (locks.get(key) === settled) locks.delete(key);
    });
    return run;
  };

  serve(scope, contract.createTab, async (request, reply) => {
    const { businessId } = request.params;
    const business = await context.store.business(businessId);
    if (!business) throw refuse(404, 'business-not-found', `businessId: business ${businessId} could not be found`);
    if (!business.tabsEnabled) throw refuse(409, 'tabs-not-enabled', `businessId: business ${businessId} does not open tabs`, { success: false });
    const suffix = context.randomId();
    const ownerGuestId = context.options.guestOf?.(request);
    const tab: TabRecord = {
      tabId: `tab-${suffix}`,
      displayId: String((await context.store.countTabs(businessId)) + 1).padStart(3, '0'),
      paymentId: `payment-tab-${suffix}`,
      businessId,
      venueId: business.venueId,
      createdAt: context.now(),
      status: 'INITIATING',
      ...(ownerGuestId ? { ownerGuestId } : {}),
    };
    await context.store.insertTab(tab);
    const holdAmount = tabHoldAmount(business.venueId, business.currency);
    return reply.status(201).send({ tabId: tab.tabId, displayId: tab.displayId, paymentId: tab.paymentId, holdAmount });
  });

  serve(scope, contract.registerTab, async (request) => {
    const { businessId, tabId } = request.params;
    const { customer } = request.body;
    return serialised(tabId, async () => {
      const tab = await context.store.tab(tabId);
      if (!tab || tab.businessId !== businessId) throw refuse(404, 'tab-not-found', TAB_NOT_FOUND);
      if (tab.status === 'OPEN') return { tabId: tab.tabId, displayId: tab.displayId };
      const business = await context.store.business(businessId);
      if (!business) throw refuse(404, 'business-not-found', `businessId: business ${businessId} could not be found`);
      const named = { ...tab, customer: { firstName: customer.firstName.trim(), lastName: customer.lastName.trim() } };
      const fail = async (reason: string, type: string, message: string) => {
        const failed: TabRecord = { ...named, status: 'INITIALISATION_FAILED', openingFailureReason: reason };
        await context.store.updateTab(failed);
        await context.options.publishDocument(`tabs/${tabId}`, tabDocument(failed));
        return refuse(409, type, message, { success: false });
      };
      const intent = await context.options.getPaymentIntentByPaymentId(tab.paymentId);
      if (!holdCovers(intent, tabHoldAmount(business.venueId, business.currency))) {
        throw await fail('authorization-missing', 'tab-authorization-missing', `paymentId: no card hold covers tab ${tabId} yet`);
      }
      let billId: string;
      try {
        ({ billId } = await context.options.openTabBill({ venueId: tab.venueId, tabId, displayId: tab.displayId, customer: named.customer }));
      } catch (error) {
        throw await fail(
          'bill-opening-failed',
          'tab-opening-failed',
          `tabId: the point of sale could not open tab ${tabId} (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      const { openingFailureReason: _cleared, ...rest } = named;
      const opened: TabRecord = { ...rest, status: 'OPEN', billId };
      await context.store.updateTab(opened);
      await context.options.publishDocument(`tabs/${tabId}`, tabDocument(opened));
      return { tabId: opened.tabId, displayId: opened.displayId };
    });
  });

  serve(scope, contract.getTab, async (request) => {
    const { tabId } = request.params;
    const tab = await context.store.tab(tabId);
    if (!tab) throw refuse(404, 'tab-not-found', TAB_NOT_FOUND);
    return { ...tabDocument(tab), status: tab.status };
  });

  serve(scope, contract.openTableTab, async (request) => {
    const body = request.body;
    const device = tableDeviceSchema.safeParse(await context.options.getTableDeviceByTableId(body.tableId));
    if (!device.success) throw refuse(404, 'table-device-not-found', `tableId: table device could not be found in store for table ${body.tableId}`);
    const venue = venueSchema.safeParse(await context.options.getVenue(device.data.venueId));
    if (!venue.success) throw refuse(404, 'venue-not-found', `tableId: venue could not be found in store for table ${body.tableId}`);
    const intent = await context.options.getPaymentIntent(body.authorization.id);
    if (!intent || !holdCovers(intent, body.authorization.amount) || !equals(intent.amount, body.authorization.amount)) {
      throw refuse(
        409,
        'authorization-not-held',
        `authorization.id: ${body.authorization.id} is not a card hold of ${body.authorization.amount.amount} ${body.authorization.amount.currency}`,
        { success: false },
      );
    }
    await context.store.putAuthorization({ intentId: intent.id, tableId: body.tableId, amount: intent.amount, createdAt: context.now() });
    return { success: true };
  });
}
