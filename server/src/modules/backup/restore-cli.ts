// `npm run restore FILE`: brings a backup made by `npm run backup` back into DATA_DIR, keeping what
// was there aside (see command.ts). Refused while a server has the data folder open.
import { runRestore } from './command';

const result = await runRestore(process.argv.slice(2), process.env);
(result.code === 0 ? console.log : console.error)(result.line);
process.exit(result.code);
