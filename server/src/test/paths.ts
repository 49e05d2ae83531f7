import path from 'node:path';

// PRESSRUN_TEST_TMP gives a second test pass running at the same time (CI's Node 24 pass) a
// template of its own, so neither reads the file while the other writes it.
const tmp = process.env.PRESSRUN_TEST_TMP ?? path.resolve(import.meta.dirname, '../../.tmp');
export const TEMPLATE_DUMP = path.join(tmp, 'pglite-template.tar');
export const TEMPLATE_DB = 'pressrun_test_template';
