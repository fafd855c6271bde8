import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens render through lazy routes; on a loaded machine the first render can take longer than testing-library's
// 1 s default, which is a wait, not a failure.
configure({ asyncUtilTimeout: 15_000 });

// Each test renders its own router: unmount the last one's (vitest runs without globals, so nothing does it for us).
afterEach(cleanup);
