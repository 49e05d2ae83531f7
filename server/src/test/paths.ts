import path from 'node:path';

// PRESSRUN_TEST_TMP and PRESSRUN_TEST_TEMPLATE_DB give a test pass running beside another (CI runs
// two at once) a template of its own, so neither reads or clones it while the other rewrites it.
const tmp = process.env.PRESSRUN_TEST_TMP ?? path.resolve(import.meta.dirname, '../../.tmp');
export const TEMPLATE_DUMP = path.join(tmp, 'pglite-template.tar');
export const TEMPLATE_DB = process.env.PRESSRUN_TEST_TEMPLATE_DB ?? 'pressrun_test_template';
