// Compatibility engine (issue 7, Performance): one option change re-evaluated in ≤ 1 ms for 1,000 parts across 20
// categories. "Re-evaluated" means: after the shopper changes one selection, the build's verdicts AND the worst
// severity of every option in every category are current. The reference, measured in the same run, is the naive
// way: every rule, messages and all, for every option of every category (evaluateBuild on the selection with that
// option swapped in), keeping the worst severity of the rules that read the option's category. A second line compares
// with the one-shot functions (evaluateBuild + rankOptions per category), which already skip unrelated rules and
// messages. All three must give the same answers, or the bench throws. Specs are parsed once (shared cache) in all
// three. Run: node bench/compatibility.bench.ts [--quick]
import { seededRandom } from '../packages/domain/src/grid/testing.ts';
import {
  COMPATIBILITY_RULES,
  createCompatibilityEngine,
  createSpecCache,
  evaluateBuild,
  rankOptions,
  worstCompatibilitySeverity,
} from '../packages/domain/src/compatibility/index.ts';
import type {
  CompatibilityEngine,
  CompatibilityPart,
  CompatibilitySelection,
  CompatibilitySeverity,
} from '../packages/domain/src/compatibility/index.ts';
import { makeCompatibilityCatalogue } from '../packages/domain/src/compatibility/testing.ts';
import { finish, measure, quick, report } from './harness.ts';

const PARTS_PER_CATEGORY = quick ? 5 : 50;
const BUDGET_MICROSECONDS = 1000;

const { options, selection } = makeCompatibilityCatalogue(20261122, PARTS_PER_CATEGORY);
const categoryNames = Object.keys(options);
const partCount = categoryNames.reduce((sum, name) => sum + (options[name]?.length ?? 0), 0);
const ruleCategories = [...new Set(COMPATIBILITY_RULES.flatMap((rule) => rule.categories))];
process.stdout.write(
  `compatibility: ${partCount} parts across ${categoryNames.length} categories (${ruleCategories.length} read by ${COMPATIBILITY_RULES.length} rules)\n`,
);

interface Answers {
  verdicts: unknown;
  severities: Record<string, readonly (CompatibilitySeverity | null)[]>;
}

/** What the configurator reads after a change: the verdicts and every category's option marks. */
function readEngine(engine: CompatibilityEngine): Answers {
  const severities: Answers['severities'] = {};
  for (const name of categoryNames) severities[name] = engine.getOptionSeverities(name);
  return { verdicts: engine.getVerdicts(), severities };
}

/** One-shot: every answer recomputed from the selection with the public functions. */
function recomputeEverything(current: CompatibilitySelection): Answers {
  const severities: Answers['severities'] = {};
  for (const name of categoryNames) severities[name] = rankOptions(current, name, options[name] ?? []);
  return { verdicts: evaluateBuild(current), severities };
}

const rulesReading = (categoryName: string) =>
  new Set(COMPATIBILITY_RULES.filter((rule) => rule.categories.includes(categoryName)).map((rule) => rule.id));

/** Naive: every rule with its message, for every option of every category. */
function recomputeNaively(current: CompatibilitySelection): Answers {
  const severities: Answers['severities'] = {};
  for (const name of categoryNames) {
    const relevant = rulesReading(name);
    const quantity = current[name]?.quantity ?? 1;
    severities[name] = (options[name] ?? []).map((part) => {
      const verdicts = evaluateBuild({ ...current, [name]: { part, quantity } });
      return worstCompatibilitySeverity(verdicts.filter((verdict) => relevant.has(verdict.rule)));
    });
  }
  return { verdicts: evaluateBuild(current), severities };
}

/** A seeded stream of shopper changes: a category (from `pool`) and one of its options. */
function changes(seed: number, pool: readonly string[]): () => { categoryName: string; part: CompatibilityPart } {
  const random = seededRandom(seed);
  return () => {
    const categoryName = pool[Math.floor(random() * pool.length)] as string;
    const parts = options[categoryName] ?? [];
    return { categoryName, part: parts[Math.floor(random() * parts.length)] as CompatibilityPart };
  };
}

function assertSameAnswers(engine: CompatibilityEngine, label: string): void {
  const actual = JSON.stringify(readEngine(engine));
  for (const [name, recompute] of [
    ['one-shot', recomputeEverything],
    ['naive', recomputeNaively],
  ] as const) {
    if (JSON.stringify(recompute(engine.getSelection())) !== actual) {
      throw new Error(`compatibility bench: the engine disagrees with the ${name} reference (${label})`);
    }
  }
}

// Engine creation: parse every part (cold cache) and rank every option once.
const creation = measure(() => createCompatibilityEngine({ options, selection, specCache: createSpecCache() }), {
  runs: 50,
  warmup: 5,
});
report({ name: `create engine (parse ${partCount} parts, rank all), median`, ours: creation.medianMicroseconds, unit: 'µs' });

for (const [label, pool, seed] of [
  ['any of the 20 categories', categoryNames, 1],
  [`only the ${ruleCategories.length} categories the rules read`, ruleCategories, 2],
] as const) {
  const engine = createCompatibilityEngine({ options, selection });
  const nextChange = changes(seed, pool);
  const ours = measure(() => {
    const { categoryName, part } = nextChange();
    engine.select(categoryName, part);
    return readEngine(engine);
  });
  assertSameAnswers(engine, label);

  const measureReference = (recompute: (current: CompatibilitySelection) => Answers, runs: number) => {
    let current: CompatibilitySelection = selection;
    const nextReferenceChange = changes(seed, pool);
    return measure(
      () => {
        const { categoryName, part } = nextReferenceChange();
        current = { ...current, [categoryName]: { part, quantity: current[categoryName]?.quantity ?? 1 } };
        return recompute(current);
      },
      { runs, warmup: Math.ceil(runs / 10) },
    );
  };
  const naive = measureReference(recomputeNaively, 100);
  const oneShot = measureReference(recomputeEverything, 300);

  for (const statistic of ['median', 'p98'] as const) {
    const key = statistic === 'median' ? 'medianMicroseconds' : 'p98Microseconds';
    report({
      name: `one option change re-evaluated (${label}), ${statistic}`,
      ours: ours[key],
      reference: { name: `naive full re-evaluation, ${statistic}`, value: naive[key] },
      unit: 'µs',
      ...(statistic === 'p98' ? { budget: { label: '≤ 1 ms', ok: ours[key] <= BUDGET_MICROSECONDS } } : {}),
    });
  }
  report({
    name: `  same change, median`,
    ours: ours.medianMicroseconds,
    reference: { name: 'one-shot evaluateBuild + rankOptions per category, median', value: oneShot.medianMicroseconds },
    unit: 'µs',
  });
}

finish();
