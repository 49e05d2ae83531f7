// `npm run backup [FILE]`: writes one .tar.gz of the embedded database and the stored files, while
// the server runs or not (see command.ts).
import { runBackup } from './command';

const result = await runBackup(process.argv.slice(2), process.env);
(result.code === 0 ? console.log : console.error)(result.line);
process.exit(result.code);
