import { describe, expect, test } from 'vitest';
import type { ThreeDSecureOutcome } from './payment-provider.js';
import { THREE_D_SECURE_VALIDATION, validateAuthentication } from './validate-authentication.js';

const processing: ThreeDSecureOutcome = { kind: 'processing-failure', intentId: 'pi_1', code: 'network-error', message: 'offline' };
const succeeded: ThreeDSecureOutcome = { kind: 'succeeded', intentId: 'pi_1' };
const userAborted: ThreeDSecureOutcome = { kind: 'user-aborted', intentId: 'pi_1' };

function scripted(answers: ThreeDSecureOutcome[]) {
  let calls = 0;
  const sleeps: number[] = [];
  return {
    provider: {
      completeAuthentication: () => {
        const answer = answers[Math.min(calls, answers.length - 1)];
        calls += 1;
        if (!answer) throw new Error('no scripted answer');
        return Promise.resolve(answer);
      },
    },
    sleep: (ms: number) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    calls: () => calls,
    sleeps,
  };
}

describe('"3-D Secure validation: up to 4 retries, 1-second timeout" (1-core §9)', () => {
  test.each<[string, ThreeDSecureOutcome[], ThreeDSecureOutcome, number]>([
    ['a first answer that is final is not retried', [succeeded], succeeded, 1],
    ['user-aborted is final (the diner stays)', [userAborted], userAborted, 1],
    ['a processing failure is retried until an answer', [processing, processing, succeeded], succeeded, 3],
    ['after 4 retries the processing failure stands', [processing], processing, 5],
  ])('%s', async (_rule, answers, expected, calls) => {
    const script = scripted(answers);
    expect(await validateAuthentication(script.provider, 'pi_1', script.sleep)).toEqual(expected);
    expect(script.calls()).toBe(calls);
    expect(script.sleeps).toEqual(Array.from({ length: calls - 1 }, () => THREE_D_SECURE_VALIDATION.delayMs));
  });

  test('waits about a second with the default timer before retrying', async () => {
    const script = scripted([processing, succeeded]);
    const started = performance.now();
    expect(await validateAuthentication(script.provider, 'pi_1')).toEqual(succeeded);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });
});
