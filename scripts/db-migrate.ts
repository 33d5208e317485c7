// `npm run db:migrate`: applies committed migrations to DATABASE_URL, or to the embedded database
// when no server has it open (the folder lock refuses otherwise, naming the server's process).
import { getHandle } from '@/db/client.server';
import { runShutdownHooks } from '@/lib/shutdown';

const handle = await getHandle();
console.log(`migrations applied (${handle.driver})`);
await runShutdownHooks();
