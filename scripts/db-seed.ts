// `npm run db:seed`: migrates, then fills the Japanese demo content if it is not there yet.
import { getHandle } from '@/db/client.server';
import { seedDemoContent } from '@/db/seed/seed.server';
import { seedDemoStock } from '@/features/stock/seed-stock.server';

const handle = await getHandle();
const seeded = await seedDemoContent();
const stock = await seedDemoStock();
console.log(stock ? 'demo stock seeded' : 'demo stock already present');
console.log(seeded ? 'demo content seeded' : 'demo content already present: nothing to do');
await handle.close();
