import { configure } from '@testing-library/react';

// The suites run beside the server and browser suites on a two-core machine: a lazily loaded page
// answering a faked call may take more than Testing Library's default second to appear under that
// load. Waiting up to five seconds changes no verdict, only how long a real failure takes to report.
configure({ asyncUtilTimeout: 5_000 });
