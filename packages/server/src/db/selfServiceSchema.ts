// Tables of 0025_returns_and_redemptions.sql.

export interface ReturnAdvicePhotosTable {
  customer_return_advice_id: number;
  binary_object_id: number;
}

export interface SelfServiceTables {
  return_advice_photos: ReturnAdvicePhotosTable;
}
