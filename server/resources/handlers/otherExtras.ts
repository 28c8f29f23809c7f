import { ok } from '../../http/envelope';
import { badRequest, recordNotFound } from '../../http/resourceErrors';
import { attachmentHeader, fileExtension, sanitizeFileName } from '../../shared/fileNames';
import { familyModel } from '../familyModel';
import { readRecord, toOutput } from '../recordOps';
import { textOf } from '../recordValues';
import { createRecord } from '../resourceService';
import { isPlainObject } from '../validation/validateInput';
import { type ResourceHandler, idOf } from './handlerTypes';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};
const DATA_URL = /^data:[^;,]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * POST fileStorageInfos/base64Files [{Name, ImageBase64}]: stores files sent as base64 (spec 3's
 * file item) and answers their ids. The body limit (1 MB) bounds them.
 */
const base64FilesHandler: ResourceHandler = ({ rc, body, reply }) => {
  const files = Array.isArray(body) ? (body as unknown[]) : [body];
  const model = familyModel('fileStorageInfos');
  const saved = rc.store.db.transaction(() =>
    files.map((file, index) => {
      if (!isPlainObject(file) || typeof file.Name !== 'string' || !file.Name.trim()) {
        throw badRequest(`第${index + 1}个文件缺少文件名（Name）`, 'Name');
      }
      const content = textOf(file.ImageBase64).replace(DATA_URL, '');
      if (!content || content.length % 4 !== 0 || !BASE64.test(content)) {
        throw badRequest(`文件“${file.Name}”的内容不是有效的Base64`, 'ImageBase64');
      }
      const name = sanitizeFileName(file.Name);
      if (!name) throw badRequest(`第${index + 1}个文件的文件名无效`, 'Name');
      const record = createRecord(rc, model, {
        Name: name,
        ImageBase64: content,
        size: Buffer.byteLength(content, 'base64'),
      });
      return { Id: record.id, Name: record.data.Name };
    }),
  )();
  reply.status(201);
  return ok(saved, '上传成功', 201);
};

/** GET fileStorageInfos/downloadFile/{id}: the stored file itself. */
const downloadFileHandler: ResourceHandler = (call) => {
  const model = familyModel('fileStorageInfos');
  const record = readRecord(call.rc, model, idOf(call));
  const content = record.data.ImageBase64;
  if (typeof content !== 'string') throw recordNotFound('文件不存在');
  // Names stored before uploads were sanitised may still hold anything: sanitised again here.
  const name = typeof record.data.Name === 'string' ? record.data.Name : '';
  const extension = fileExtension(sanitizeFileName(name) ?? '') ?? 'bin';
  return call.reply
    .header(
      'Content-Type',
      Object.hasOwn(CONTENT_TYPES, extension)
        ? CONTENT_TYPES[extension]
        : 'application/octet-stream',
    )
    .header('Content-Disposition', attachmentHeader(name, `file-${record.id}.${extension}`))
    .send(Buffer.from(content, 'base64'));
};

/** POST fileStorageInfos/files: multipart uploads are not parsed by this server. */
const filesHandler: ResourceHandler = () => {
  throw badRequest('本服务器不接收 multipart 上传，请使用 base64Files 接口');
};

export const FILE_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  base64Files: base64FilesHandler,
  downloadFile: downloadFileHandler,
  files: filesHandler,
};

interface Finding {
  item: string;
  value: string;
  advice: string;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * GET healthCheckTables/jkpj/{id}: the abnormal findings of a check (thresholds of the national
 * guidelines: blood pressure 140/90, fasting glucose 7.0, total cholesterol 6.2, TG 2.3, LDL 4.1,
 * BMI 24/28) beside the evaluation the doctor recorded.
 */
const healthEvaluationHandler: ResourceHandler = (call) => {
  const model = familyModel('healthCheckTables');
  const record = readRecord(call.rc, model, idOf(call));
  const d = record.data;
  const findings: Finding[] = [];
  const sbp = Math.max(num(d.leftSbp) ?? 0, num(d.rightSbp) ?? 0);
  const dbp = Math.max(num(d.leftDbp) ?? 0, num(d.rightDbp) ?? 0);
  if (sbp >= 140 || dbp >= 90) {
    findings.push({
      item: '血压',
      value: `${sbp}/${dbp} mmHg`,
      advice: '血压偏高，建议复查并规范管理',
    });
  }
  const checks: [string, string, number, string, string][] = [
    ['fastingBloodGlucose', '空腹血糖', 7.0, 'mmol/L', '空腹血糖升高，建议进一步检查'],
    ['totalCholesterol', '总胆固醇', 6.2, 'mmol/L', '总胆固醇升高，建议低脂饮食'],
    ['triglyceride', '甘油三酯', 2.3, 'mmol/L', '甘油三酯升高，建议控制饮食、加强锻炼'],
    ['ldlCholesterol', '低密度脂蛋白胆固醇', 4.1, 'mmol/L', '低密度脂蛋白胆固醇升高'],
  ];
  for (const [name, item, limit, unit, advice] of checks) {
    const value = num(d[name]);
    if (value !== undefined && value >= limit)
      findings.push({ item, value: `${value} ${unit}`, advice });
  }
  const bmi = num(d.bmi);
  if (bmi !== undefined && bmi >= 24) {
    findings.push({
      item: '体质指数',
      value: `${bmi} kg/m²`,
      advice: bmi >= 28 ? '肥胖，建议减重' : '超重，建议控制体重',
    });
  }
  return ok({
    ...toOutput(model, record, call.rc.today),
    findings,
    suggestedEvaluation: findings.length > 0 ? '2' : '1',
  });
};

export const HEALTH_CHECK_EXTRAS: Readonly<Record<string, ResourceHandler>> = {
  jkpj: healthEvaluationHandler,
};
