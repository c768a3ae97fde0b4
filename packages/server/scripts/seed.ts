// Seeds a database: `node packages/server/scripts/seed.ts [--items N] [--data-dir DIR] [--database-url URL]`.
// Refuses a database that already has a catalogue (seeding is for empty databases; delete the data dir to redo).
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/openDatabase.ts';
import { defaultItemCount, seedIfEmpty } from '../src/seed/seed.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: String(defaultItemCount) },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string', default: process.env['DATABASE_URL'] },
  },
});

const started = performance.now();
const database = await openDatabase({ dataDir: values['data-dir'], databaseUrl: values['database-url'] });
try {
  const seeded = await seedIfEmpty(database.db, { items: Number(values.items) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(seeded ? `Seeded ${values.items} items in ${seconds} s (${database.kind}).\n` : `The database already has a catalogue; nothing seeded (${database.kind}).\n`);
} finally {
  await database.close();
}
