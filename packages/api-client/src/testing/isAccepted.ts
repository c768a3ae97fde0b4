// Type tests may not use `@ts-expect-error` (lint), so a negative case needs a type that answers what the compiler
// answers for a fresh object literal: it must be assignable, and carry no key, at any depth, that the target lacks
// (TypeScript's excess property check, which is what rejects a misspelt optional field in a real call).

type AllKeys<Target> = Target extends unknown ? keyof Target : never;
type ValueAt<Target, Key> = Target extends unknown ? (Key extends keyof Target ? Target[Key] : never) : never;

type HasNoExcessKeys<Argument, Target> = Argument extends readonly unknown[]
  ? true
  : Argument extends object
    ? [Exclude<keyof Argument, AllKeys<Target>>] extends [never]
      ? [{ [Key in keyof Argument]-?: HasNoExcessKeys<Argument[Key], NonNullable<ValueAt<Target, Key>>> }[keyof Argument]] extends [true | never]
        ? true
        : false
      : false
    : true;

/** `true` when `Argument`, written as an object literal, would compile where `Target` is expected. */
export type IsAccepted<Argument, Target> = [Argument] extends [Target] ? HasNoExcessKeys<Argument, Target> : false;
