import type { UserConfig } from 'vitest/config';

export function reporters(name: string): NonNullable<NonNullable<UserConfig['test']>['reporters']>;
export function packageConfig(name: string, options?: { lines?: number; include?: string[]; exclude?: string[]; testTimeout?: number }): UserConfig;
export function reactConfig(
  name: string,
  options?: { plugins?: NonNullable<UserConfig['plugins']>; lines?: number; setupFiles?: string[]; exclude?: string[]; testTimeout?: number },
): UserConfig;
