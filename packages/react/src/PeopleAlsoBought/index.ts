export { PeopleAlsoBought } from './PeopleAlsoBought.tsx';
export type { PeopleAlsoBoughtComponentProps } from './PeopleAlsoBought.tsx';
export { usePeopleAlsoBought } from './usePeopleAlsoBought.ts';
export type { PeopleAlsoBoughtProps, PeopleAlsoBoughtState } from './usePeopleAlsoBought.ts';
export { peopleAlsoBoughtMessages, PEOPLE_ALSO_BOUGHT_TEXT } from './messages.ts';
