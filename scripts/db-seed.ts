// `npm run db:seed`: migrates, then fills the Japanese demo content if it is not there yet.
import { getHandle } from '@/db/client.server';
import { runShutdownHooks } from '@/lib/shutdown';
import { seedDemoSite } from '@/server/demo/seed-demo.server';

await getHandle();
const seeded = await seedDemoSite();
console.log(seeded.stock ? 'demo stock seeded' : 'demo stock already present');
console.log(seeded.content ? 'demo content seeded' : 'demo content already present: nothing to do');
// Closes the database and the invalidation publisher (seeding notifies running servers).
await runShutdownHooks();
