// Seeds the tables of 0005_software_content.sql inside the store's seed transaction: games and requirements,
// knowledge bases and the consultation slots of the next 14 days after `now`.
import type { Transaction } from 'kysely';
import type { DatabaseTables } from '../db/schema.ts';
import { appointmentSlotsAfter } from './appointmentSlots.ts';
import { generateKnowledgebases } from './knowledgebases.ts';
import { generateSoftware } from './software.ts';

export async function seedSoftwareContent(trx: Transaction<DatabaseTables>, now: Date): Promise<void> {
  const { software, requirements } = generateSoftware();
  const { knowledgebases, items } = generateKnowledgebases(now);
  await trx.insertInto('software').values(software).execute();
  await trx.insertInto('software_requirements').values(requirements).execute();
  await trx.insertInto('knowledgebases').values(knowledgebases).execute();
  await trx.insertInto('knowledgebase_items').values(items).execute();
  const slots = appointmentSlotsAfter(now);
  if (slots.length > 0) await trx.insertInto('appointment_slots').values(slots).execute();
}
