import type { UserConfig } from 'vitest/config';

export function reporters(name: string): NonNullable<NonNullable<UserConfig['test']>['reporters']>;
export function packageConfig(
  name: string,
  options?: { lines?: number; include?: string[]; exclude?: string[]; testTimeout?: number },
): UserConfig;
