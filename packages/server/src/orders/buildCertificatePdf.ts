// The build certificate as a PDF (spec 3 §2.10 "Download Certificate", §7 GET fetchMyBuildCertificate): drawn with
// pdf-lib from the same bundle the page shows (fetchMyBuildItemBundle): "YOUR NEW RIG", the build's name, order,
// quantity and id, the parts in the fixed category order with quantity prefixes, the purchase date and the builder's
// alias with up to three questions and answers. Only for the customer who bought the build, and only through the
// session named in the address (designed: the link works for the session that was shown it); any other answer is
// the same 404 as an unknown build (issue 14 item 7).
import { ACCOUNT_MESSAGES, builderAlias, buildItemLabel, DEFAULT_BUILDER_COMPANY_NAME, formatAccountDate, sortBuildItems } from '@rigkit/domain/account';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { ApiError } from '../http/envelope.ts';
import { fileCaching, fileResponse } from '../http/fileResponse.ts';
import type { OperationContext } from '../http/operation.ts';
import { buildBundle, buildErrors } from './builds.ts';
import { requireCustomer } from './documents.ts';

type Bundle = Awaited<ReturnType<typeof buildBundle>>;

export async function fetchMyBuildCertificate(context: OperationContext<'GET', '/fetchMyBuildCertificate/{sessionGuid}/{buildId}'>) {
  const customer = requireCustomer(context);
  const { pathParameters, identity, services, c } = context;
  if (pathParameters.sessionGuid.toLowerCase() !== identity.sessionGuid.toLowerCase()) throw new ApiError(404, buildErrors.notFound(pathParameters.buildId));
  const bundle = await buildBundle(services.db, customer, pathParameters.buildId);
  const bytes = await buildCertificatePdf(bundle, context.now);
  return fileResponse(c, { content: bytes, contentType: 'application/pdf', disposition: { type: 'attachment', filename: `build-${bundle.BuildId}.pdf` }, caching: fileCaching.privateNoStore });
}

// The standard fonts write WinAnsi only: anything else is shown as "?".
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** One A4 page, landscape: a certificate, not a document of many pages (a build has at most a few dozen parts). */
export async function buildCertificatePdf(bundle: Bundle, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${ACCOUNT_MESSAGES.buildCertificateTitle} - Build ${bundle.BuildId}`);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([841.89, 595.28]);
  let y = 595.28 - 64;
  const line = (text: string, size = 11, isBold = false, x = 64) => {
    if (y < 40) return;
    page.drawText(printable(text), { x, y, size, font: isBold ? bold : font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 7;
  };
  page.drawRectangle({ x: 24, y: 24, width: 841.89 - 48, height: 595.28 - 48, borderColor: rgb(0.15, 0.3, 0.8), borderWidth: 3 });
  line(ACCOUNT_MESSAGES.buildCertificateTitle, 28, true);
  line(bundle.PcName, 16, true);
  line(`Sales order ${bundle.SoNumber}   Quantity ${bundle.BuildQuantity}   Build ${bundle.BuildId}   Purchased ${formatAccountDate(bundle.PurchaseDate)}`);
  y -= 6;
  const top = y;
  for (const item of sortBuildItems(bundle.BuildItems)) line(`${item.CategoryName}: ${buildItemLabel(item)}`, 10);
  const approved = bundle.PublicInformation.PubInfo?.ApprovedInfo;
  y = top;
  const right = 500;
  line(`Built by ${builderAlias(approved?.AliasName, DEFAULT_BUILDER_COMPANY_NAME)}`, 12, true, right);
  if (approved?.AdditionInfo) line(approved.AdditionInfo.slice(0, 60), 10, false, right);
  for (const [question, answer] of [
    [approved?.QuestionOne, approved?.AnswerOne],
    [approved?.QuestionTwo, approved?.AnswerTwo],
    [approved?.QuestionThree, approved?.AnswerThree],
  ] as const) {
    if (!question || !answer) continue;
    line(question.slice(0, 60), 10, true, right);
    line(answer.slice(0, 60), 10, false, right);
  }
  return pdf.save();
}
