// `npm run staff -- grant <email> <operator|admin>` | `npm run staff -- revoke <email>`: makes a
// PressRun user staff, or takes the role away (see command.ts). Works while the server runs.
import { runStaffCommand } from './command';

const result = await runStaffCommand(process.argv.slice(2), process.env);
(result.code === 0 ? console.log : console.error)(result.line);
process.exit(result.code);
