// A reference server in its own process for the chat's two-process test (chat/chat.test.ts): PostgreSQL at
// DATABASE_URL in the schema given as argv[2], the agent answering at once. Prints "listening <url>" when ready and
// closes on SIGTERM.
import { startServer } from '../node.ts';

const schema = process.argv[2];
const databaseUrl = process.env['DATABASE_URL'];
if (!schema || !databaseUrl) throw new Error('usage: DATABASE_URL=… node chatServerProcess.ts <schema>');
const server = await startServer({ port: 0, databaseUrl, schema, chatAgentDelayMilliseconds: 0, secureCookies: false, seed: { items: 20 } });
process.stdout.write(`listening ${server.url}\n`);
process.once('SIGTERM', () => {
  void server.close().finally(() => process.exit(0));
});
