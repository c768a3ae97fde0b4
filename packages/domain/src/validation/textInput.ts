// The shared text input (spec 1 §5): an optional maximum length and an optional character-stripping pattern.
export type TextInputRules = {
  /** Longest value the input keeps; longer input is cut. */
  maxLength?: number | undefined;
  /** Characters matching this pattern are removed as they are typed (every match, whatever the pattern's flags). */
  stripPattern?: RegExp | undefined;
};

/** Applies the input's rules to a typed value: strip first, then cut. */
export function applyTextInputRules(value: string, rules: TextInputRules): string {
  let result = value;
  if (rules.stripPattern !== undefined) {
    const flags = rules.stripPattern.flags.includes('g') ? rules.stripPattern.flags : `${rules.stripPattern.flags}g`;
    result = result.replace(new RegExp(rules.stripPattern.source, flags), '');
  }
  if (rules.maxLength !== undefined && rules.maxLength >= 0) result = result.slice(0, rules.maxLength);
  return result;
}
