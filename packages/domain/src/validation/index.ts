export * from './twoFactor.ts';
