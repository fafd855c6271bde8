export { createSandbox } from './server.js';
export type { Sandbox, SandboxOptions } from './server.js';
export { demoTables, seedIds } from './seed/seed-ids.js';
export type { DemoTable } from './seed/seed-ids.js';
export { GUEST_TOKEN_HEADER } from './identity/identity-routes.js';
export { PosSimulator } from './pos/pos-simulator.js';
export { FORECAST_EXCEEDED_TOLERANCE, MINIMUM_LEFT_TO_PAY } from './billing/constants.js';
export { orderingSeedIds } from './ordering/seed-menus.js';
