// Payment DTOs with the contract's field names (spec 3 §3). Amounts are dollars as sent.

export interface PaymentEntry {
  PaymentMethodId: number;
  /** Dollars. */
  PaymentAmount: number;
  /** Provider token (card nonce, PayPal order, gift voucher code); null until the provider answers. */
  ExternalToken: string | null;
  CustomerPaymentAuthorityId: number | null;
  /** Set on payments already recorded against an existing order. */
  CustomerPaymentId: number | null;
  IsStoreCredit: boolean;
  DisplayInformation?: string | null;
  AdditionalData?: string | null;
  CardFirstSix?: string | null;
  CardLastFour?: string | null;
  DeviceData?: string | null;
}

export interface PaymentMethod {
  PaymentMethodId: number;
  DisplayName: string;
  LogoUrl: string | null;
  WebpageHtml: string | null;
  CanBeUsedForPickup: boolean;
  CanBeUsedForDelivery: boolean;
  CanBeUsedForRestrictedCarts: boolean;
  IsInstant: boolean;
  RequireIdOnPickup: boolean;
}

export interface StoreCredit {
  /** Dollars. */
  StoreCreditAmount: number;
  StoreCreditCode: string;
}

/** Checkout upsell rule (spec 3 §3): either a list or a single include string. */
export interface CheckoutUpsellRule {
  IncludeStrings?: readonly string[] | string | null;
  IncludeString?: string | null;
  UpsellInventoryItemIds: readonly number[] | string;
  Priority: number;
}
