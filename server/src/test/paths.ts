import path from 'node:path';

export const TEMPLATE_DUMP = path.resolve(import.meta.dirname, '../../.tmp/pglite-template.tar');
export const TEMPLATE_DB = 'pressrun_test_template';
