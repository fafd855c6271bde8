import * as z from 'zod/mini';

/**
 * What the sign-up steps hand on to each other (3 §4): the phone number the code was sent to, in E.164 and as shown,
 * the loyalty opt-in, and when the last code was sent (for the 15 s resend delay). It lives in the tab's session
 * storage, per guest app, so a reload of the confirm page keeps it and a closed tab forgets it.
 */
export const signUpDraftSchema = z.object({
  phoneNumber: z.string().check(z.minLength(1), z.maxLength(32)),
  display: z.string().check(z.minLength(1), z.maxLength(64)),
  country: z.string().check(z.length(2)),
  hasOptIn: z.boolean(),
  codeSentAt: z.number().check(z.int(), z.nonnegative()),
});
export type SignUpDraft = z.infer<typeof signUpDraftSchema>;

const key = (appId: string) => `tableside.sign-up.${appId}`;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSignUpDraft(appId: string): SignUpDraft | undefined {
  const raw = storage()?.getItem(key(appId));
  if (!raw) return undefined;
  try {
    const parsed = signUpDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeSignUpDraft(appId: string, draft: SignUpDraft): void {
  storage()?.setItem(key(appId), JSON.stringify(signUpDraftSchema.parse(draft)));
}

export function clearSignUpDraft(appId: string): void {
  storage()?.removeItem(key(appId));
}
