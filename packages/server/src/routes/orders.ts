// A customer's orders and documents (spec 2 §3, §4; spec 3 §3, §4.8, §7): the operations of orders/.
import type { Register } from '../http/operation.ts';
import { fetchMyBuildItemBundle } from '../orders/builds.ts';
import { fetchMyBuildCertificate } from '../orders/buildCertificatePdf.ts';
import { fetchDocuments, fetchOrder } from '../orders/documentLists.ts';
import { fetchDocumentPdf } from '../orders/documentPdf.ts';
import { fetchSalesOrderItemKitDetails, updateItemOnActiveSalesOrder } from '../orders/orderItemChanges.ts';
import { addItemToActiveSalesOrder, cancelActiveSalesOrder, removeItemFromActiveSalesOrder, returnActiveOrders } from '../orders/orderActions.ts';
import { fetchWorkOrders } from '../orders/workOrders.ts';

export function registerOrderRoutes(register: Register): void {
  register('POST', '/orders/returnActiveOrders', returnActiveOrders);
  register('POST', '/orders/addItemToActiveSalesOrder', addItemToActiveSalesOrder);
  register('POST', '/orders/removeItemFromActiveSalesOrder', removeItemFromActiveSalesOrder);
  register('POST', '/orders/cancelActiveSalesOrder', cancelActiveSalesOrder);
  register('POST', '/orders/fetchOrder', fetchOrder);
  register('POST', '/fetchDocuments', fetchDocuments);
  register('POST', '/orders/fetchSalesOrderItemKitDetails', fetchSalesOrderItemKitDetails);
  register('POST', '/orders/UpdateItemOnActiveSalesOrder', updateItemOnActiveSalesOrder);
  register('POST', '/fetchMyBuildItemBundle', fetchMyBuildItemBundle);
  register('GET', '/fetchDocumentPdf/{documentType}/{guid}/{number}', fetchDocumentPdf);
  register('POST', '/fetchWorkOrders', fetchWorkOrders);
  register('GET', '/fetchMyBuildCertificate/{sessionGuid}/{buildId}', fetchMyBuildCertificate);
}
