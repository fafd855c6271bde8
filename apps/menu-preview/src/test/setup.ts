import { configure } from '@testing-library/react';

// Screens render through lazy routes; on a loaded machine the first render can take longer than testing-library's
// 1 s default, which is a wait, not a failure.
configure({ asyncUtilTimeout: 15_000 });
