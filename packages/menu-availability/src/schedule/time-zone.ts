// The one time-zone rule lives in billing-domain, beside the venue schema that carries `timeZone`.
export { isKnownTimeZone, timeZoneSchema } from '@tableside/billing-domain';
