import { err, ok, type Result } from '@tableside/billing-domain';
import * as z from 'zod/mini';
import { LOYALTY_MESSAGES } from '../shared/messages.js';
import type { LoyaltyResponse, LoyaltyTransport } from '../transport/loyalty-transport.js';
import { loyaltyPaths } from '../transport/paths.js';

/** "Loyalty: providers COMO, PAYTRONIX, PONGO, ZEROSIX" (3 §1). */
export const LOYALTY_PROVIDERS = ['COMO', 'PAYTRONIX', 'PONGO', 'ZEROSIX'] as const;
export const loyaltyProviderSchema = z.enum(LOYALTY_PROVIDERS);
export type LoyaltyProvider = z.infer<typeof loyaltyProviderSchema>;

/** "Themes: LETTUCE, DRAKES, BHG, CENTURION, GRUPPOMIMO, LEON, DS_CAFE, DINEAMIC, FRIC_FRAC, PARCHED_HOSPITALITY, WALK_ONS, default" (3 §3). */
export const LOYALTY_THEMES = [
  'LETTUCE',
  'DRAKES',
  'BHG',
  'CENTURION',
  'GRUPPOMIMO',
  'LEON',
  'DS_CAFE',
  'DINEAMIC',
  'FRIC_FRAC',
  'PARCHED_HOSPITALITY',
  'WALK_ONS',
  'default',
] as const;
/** A theme outside the list falls back to `default`. */
export const loyaltyThemeSchema = z.catch(z.enum(LOYALTY_THEMES), 'default');
export type LoyaltyTheme = (typeof LOYALTY_THEMES)[number];

const labelledLinkSchema = z.object({ label: z.string(), link: z.string() });

/**
 * "programme theme (group, program, primaryColor, optional rewardName, loginRecovery label and link, forgotPassword,
 * account, images icon/logo/marketing)" (3 §3).
 */
export const loyaltyProgramThemeSchema = z.looseObject({
  group: z.string(),
  program: z.string(),
  primaryColor: z.string(),
  rewardName: z.optional(z.string()),
  loginRecovery: z.optional(labelledLinkSchema),
  forgotPassword: z.optional(labelledLinkSchema),
  account: z.optional(labelledLinkSchema),
  images: z.optional(z.object({ icon: z.optional(z.string()), logo: z.optional(z.string()), marketing: z.optional(z.string()) })),
});
export type LoyaltyProgramTheme = z.infer<typeof loyaltyProgramThemeSchema>;

/**
 * "Loyalty business config: id, loyaltyReference, burnEnabled, theme, programme theme" (3 §3), with the
 * provider that serves it. An unknown provider is refused by `parseLoyaltyConfig`, not by this schema.
 */
export const loyaltyBusinessConfigSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  provider: loyaltyProviderSchema,
  loyaltyReference: z.string(),
  burnEnabled: z.boolean(),
  theme: loyaltyThemeSchema,
  programTheme: z.optional(loyaltyProgramThemeSchema),
});
export type LoyaltyBusinessConfig = z.infer<typeof loyaltyBusinessConfigSchema>;

/** What `GET public/businesses/{businessId}` says: a configuration, or no loyalty ("204 means none", 3 §7). */
export type LoyaltyConfigAnswer = { readonly kind: 'configured'; readonly config: LoyaltyBusinessConfig } | { readonly kind: 'none' };

/** Why a loyalty configuration could not be read. */
export type LoyaltyConfigError =
  | { readonly code: 'UNSUPPORTED_LOYALTY_PROVIDER'; readonly provider: unknown; readonly message: 'Unsupported Loyalty Provider' }
  | { readonly code: 'INVALID_LOYALTY_CONFIG'; readonly issues: readonly z.core.$ZodIssue[] }
  | { readonly code: 'LOYALTY_CONFIG_UNAVAILABLE'; readonly status: number | undefined };

function providerOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'provider' in body ? body.provider : undefined;
}

/**
 * Reads the answer of `GET public/businesses/{businessId}` (3 §7): 204 is no loyalty, 2xx a configuration for
 * COMO, PAYTRONIX, PONGO or ZEROSIX; another provider gives 'Unsupported Loyalty Provider' (3 §8).
 */
export function parseLoyaltyConfig(response: LoyaltyResponse): Result<LoyaltyConfigAnswer, LoyaltyConfigError> {
  if (response.type === 'network') return err({ code: 'LOYALTY_CONFIG_UNAVAILABLE', status: undefined });
  if (response.status === 204) return ok({ kind: 'none' });
  if (response.status < 200 || response.status >= 300) return err({ code: 'LOYALTY_CONFIG_UNAVAILABLE', status: response.status });
  const provider = providerOf(response.body);
  if (!loyaltyProviderSchema.safeParse(provider).success) {
    return err({ code: 'UNSUPPORTED_LOYALTY_PROVIDER', provider, message: LOYALTY_MESSAGES.unsupportedProvider });
  }
  const parsed = loyaltyBusinessConfigSchema.safeParse(response.body);
  if (!parsed.success) return err({ code: 'INVALID_LOYALTY_CONFIG', issues: parsed.error.issues });
  return ok({ kind: 'configured', config: parsed.data });
}

/** `GET public/businesses/{businessId}` over the transport, read by `parseLoyaltyConfig`. */
export async function fetchLoyaltyConfig(transport: LoyaltyTransport, businessId: string): Promise<Result<LoyaltyConfigAnswer, LoyaltyConfigError>> {
  return parseLoyaltyConfig(await transport({ method: 'GET', path: loyaltyPaths.business(businessId) }));
}

/** "Loyalty programme: provider, programName, groupName, primaryColor, rewardName, isBurnEnabled, images.icon.rounded.dark" (3 §3). */
export interface LoyaltyProgram {
  readonly provider: LoyaltyProvider;
  readonly programName: string;
  readonly groupName: string;
  readonly primaryColor: string | undefined;
  readonly rewardName: string | undefined;
  readonly isBurnEnabled: boolean;
  readonly images: { readonly icon: { readonly rounded: { readonly dark: string | undefined } } };
}

/** The programme a screen shows, from a business configuration; without a programme theme the reference names it. */
export function toLoyaltyProgram(config: LoyaltyBusinessConfig): LoyaltyProgram {
  const theme = config.programTheme;
  return {
    provider: config.provider,
    programName: theme?.program ?? config.loyaltyReference,
    groupName: theme?.group ?? config.loyaltyReference,
    primaryColor: theme?.primaryColor,
    rewardName: theme?.rewardName,
    isBurnEnabled: config.burnEnabled,
    images: { icon: { rounded: { dark: theme?.images?.icon } } },
  };
}

/**
 * "Passwordless loyalty login is enabled per business through configuration or in demo mode" (3 §6). The
 * configured business list and the demo flag are the caller's environment.
 */
export function isPasswordlessEnabled(input: {
  readonly businessId: string;
  readonly passwordlessBusinessIds: readonly string[];
  readonly demoMode: boolean;
}): boolean {
  return input.demoMode || input.passwordlessBusinessIds.includes(input.businessId);
}
