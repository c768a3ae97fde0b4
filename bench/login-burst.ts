export {};
// Issue 14 figures: the login page's p99 at rest and during a burst of 30 wrong-password logins on one account,
// and how many of the burst were processed. Run against a started store: node bench/login-burst.ts <storeUrl>
const storeUrl = process.argv[2] ?? 'http://localhost:4517';

async function timePage(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${storeUrl}/Login`, { headers: { 'cache-control': 'no-cache' } });
  await response.arrayBuffer();
  return performance.now() - started;
}

const p99 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * 0.99) - 1)] ?? 0;

async function sample(count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) samples.push(await timePage());
  return samples;
}

await sample(5);
const rest = await sample(40);
const burst = Array.from({ length: 30 }, (_, attempt) =>
  fetch(`${storeUrl}/api/session/webAuth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'company.demo@example.com', password: `wrong-${attempt}` }),
  }).then((response) => response.status),
);
const during = await sample(40);
const statuses = await Promise.all(burst);
const processed = statuses.filter((status) => status === 200).length;
console.log(`login page p99 at rest ${p99(rest).toFixed(0)} ms, during the burst ${p99(during).toFixed(0)} ms (ratio ${(p99(during) / p99(rest)).toFixed(2)})`);
console.log(`burst of 30: processed ${processed}, beyond the limit of 5: ${Math.max(0, processed - 5)}; statuses ${statuses.join(' ')}`);
