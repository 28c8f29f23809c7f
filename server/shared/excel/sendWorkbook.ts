import { type Readable } from 'node:stream';

import { type FastifyReply } from 'fastify';

import { compactDate } from '../../../src/domain/calendar';
import { attachmentHeader } from '../fileNames';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends an .xlsx with an ASCII fallback name and the Chinese one (filename*=UTF-8''…); a stream
 * (streamWorkbook) goes out as it is written, chunked, without a Content-Length.
 */
export const sendWorkbook = (
  reply: FastifyReply,
  body: Buffer | Readable,
  chineseName: string,
  asciiName: string,
  today: string,
): FastifyReply => {
  const stamp = compactDate(today);
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header(
      'Content-Disposition',
      attachmentHeader(`${chineseName}_${stamp}.xlsx`, `${asciiName}_${stamp}.xlsx`),
    )
    .send(body);
};
