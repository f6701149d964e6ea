import { configure } from 'storybook/test';

// The play functions' findBy…/waitFor give up after 1 s by default: too soon on a busy machine,
// where a story's on-demand parts and its first page take longer. Only the test run waits longer.
configure({ asyncUtilTimeout: 10_000 });
