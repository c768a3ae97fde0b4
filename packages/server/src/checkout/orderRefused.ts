/** Refuses an order with a message for the shopper; a transaction it is thrown from rolls back. */
export class OrderRefused extends Error {}
