// session/* calls, confirmTotp and smsTotp (spec 1 §4, §7, §8; spec 3 §7): the operations of session/.
import type { Register } from '../http/operation.ts';
import { logout, upgrade, webAuth } from '../session/login.ts';
import { fetchSession, saveSession } from '../session/savedSession.ts';
import { confirmTotp, smsTotp } from '../session/twoFactorCodes.ts';

export function registerSessionRoutes(register: Register): void {
  register('GET', '/session/fetchSession', fetchSession);
  register('POST', '/session/saveSession', saveSession);
  register('POST', '/session/webAuth', webAuth);
  // State changes only on POST (issue 14 item 3): a GET can be sent by any page the shopper visits.
  register('POST', '/session/logout', logout);
  register('POST', '/session/upgrade', upgrade);
  register('POST', '/confirmTotp', confirmTotp);
  register('POST', '/smsTotp', smsTotp);
}
