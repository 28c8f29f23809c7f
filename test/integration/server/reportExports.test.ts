import { Workbook } from 'exceljs';

import { figureCellText } from '../../../server/chronic/reportSheet';
import { dateText } from '../../../src/domain/calendar';
import { figureById } from '../../../src/domain/indicators';
import { dictionaryLabel } from '../../../src/services/contract/catalogue/fieldDictionary';
import {
  type DoctorReportReply,
  type FigureReportReply,
  REPORT_PATHS,
  type TeamSummaryReply,
} from '../../../src/services/contract/reportPaths';
import { authorized, signInAs } from './helpers';
import { useSignedInServer } from './signedInServer';

/**
 * The live reports' exports (公卫服务汇总表, 月度工作量统计, 管理指标报表, 签约团队统计): each sheet
 * names the report and its period, holds the rows of the page it exports (per institution, or
 * per 责任医生 with view=doctor), cell by cell the figure the page shows, and the definitions.
 */
describe('live report exports', () => {
  const env = useSignedInServer('qyadmin');
  const today = dateText();
  const year = today.slice(0, 4);
  const hospital = dictionaryLabel('hospitalName');
  const doctor = dictionaryLabel('doctor');

  const json = async <T>(path: string): Promise<T> => {
    const reply = await env.api.get<T>(path);
    expect(reply.status).toBe(200);
    return reply.body.Response!;
  };

  /** The sheet's rows as arrays of cell values (the first cell at index 0). */
  const sheet = async (url: string): Promise<unknown[][]> => {
    const reply = await env.server.app.inject({ url, headers: authorized(env.session) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const workbook = new Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  };

  /** The table under the header row that starts with `first`, up to the definitions. */
  const table = (rows: unknown[][], first: string) => {
    const header = rows.findIndex((row) => row[0] === first);
    expect(header).toBeGreaterThanOrEqual(0);
    const body = rows.slice(header + 1);
    // exceljs skips the empty row between the table and the definitions.
    const end = body.findIndex((row) => row[0] === '指标说明');
    return { header: rows[header]!, body: end < 0 ? body : body.slice(0, end) };
  };

  const expectDefinitions = (rows: unknown[][], figures: readonly string[]) => {
    const notes = rows.map((row) => (typeof row[0] === 'string' ? row[0] : ''));
    const start = notes.indexOf('指标说明');
    expect(start).toBeGreaterThan(0);
    for (const id of figures) {
      const figure = figureById(id);
      expect(notes.slice(start).some((note) => note.startsWith(`${figure.label}：`))).toBe(true);
    }
  };

  it('公卫服务汇总表 按医生: the page’s doctor rows, each cell its figure, period and definitions', async () => {
    const query = `period=year&year=${year}`;
    const page = await json<DoctorReportReply>(`${REPORT_PATHS.serviceSummaryByDoctor}?${query}`);
    expect(page.rows.length).toBeGreaterThan(2);
    const rows = await sheet(`${REPORT_PATHS.serviceSummaryExcel}?${query}&view=doctor`);
    expect(rows[0]![0]).toMatch(new RegExp(`^公卫服务汇总表（按医生，${year}年，${year}-01-01至`));
    expect(rows[1]![0]).toBe(
      `统计期间：${year}-01-01至${today}；比率按${year}年度计算；各指标的定义见表格下方“指标说明”。`,
    );
    const { header, body } = table(rows, hospital);
    expect(header.slice(0, 2 + page.figures.length)).toEqual([
      hospital,
      doctor,
      ...page.figures.map((id) => figureById(id).label),
    ]);
    expect(body).toHaveLength(page.rows.length);
    page.rows.forEach((row, index) => {
      expect(body[index]![0]).toBe(row.hospitalName);
      expect(body[index]![1]).toBe(row.doctor === '' ? '未指定' : row.doctor);
      page.figures.forEach((id, column) => {
        expect(body[index]![2 + column]).toEqual(figureCellText(figureById(id), row.values[id]));
      });
    });
    expectDefinitions(rows, page.figures);
  });

  it('月度工作量统计 按医生 for this month: the doctor rows and their counts', async () => {
    const query = `period=month&month=${today.slice(0, 7)}`;
    const page = await json<DoctorReportReply>(`${REPORT_PATHS.monthlyWorkByDoctor}?${query}`);
    const rows = await sheet(`${REPORT_PATHS.monthlyWorkExcel}?${query}&view=doctor`);
    const { body } = table(rows, hospital);
    expect(body).toHaveLength(page.rows.length);
    page.rows.forEach((row, index) => {
      page.figures.forEach((id, column) => {
        expect(body[index]![2 + column]).toEqual(row.values[id]!.numerator);
      });
    });
    expectDefinitions(rows, page.figures);
  });

  it('管理指标报表 per institution: a signing rate equals 公卫服务汇总表’s, institution by institution', async () => {
    const query = `period=year&year=${year}`;
    const summary = await json<FigureReportReply>(`${REPORT_PATHS.serviceSummary}?${query}`);
    const rows = await sheet(`${REPORT_PATHS.indicatorsExcel}?${query}&tab=contract`);
    const { header, body } = table(rows, hospital);
    const column = header.indexOf(figureById('signRate').label);
    expect(column).toBeGreaterThan(0);
    expect(body).toHaveLength(summary.rows.length);
    summary.rows.forEach((row, index) => {
      expect(String(body[index]![0]).trim()).toBe(row.hospitalName);
      expect(body[index]![column]).toEqual(
        figureCellText(figureById('signRate'), row.values.signRate),
      );
    });
    expect(rows[0]![0]).toBe(`管理指标报表·家庭医生签约（${year}年，${year}-01-01至${today}）`);
  });

  it('签约团队统计: the page’s teams, each rate as the page shows it', async () => {
    const query = `period=quarter&year=${year}&quarter=8`;
    const page = await json<TeamSummaryReply>(`${REPORT_PATHS.teamSummary}?${query}`);
    expect(page.rows.length).toBeGreaterThan(0);
    const rows = await sheet(`${REPORT_PATHS.teamSummaryExcel}?${query}`);
    const { header, body } = table(rows, '团队名称');
    expect(body).toHaveLength(page.rows.length);
    page.rows.forEach((row, index) => {
      expect(body[index]![0]).toBe(row.teamName);
      page.figures.forEach((id) => {
        const column = header.indexOf(figureById(id).label);
        expect(body[index]![column]).toEqual(figureCellText(figureById(id), row.values[id]));
      });
    });
    expect(String(rows[0]![0])).toContain(
      `签约团队统计（${page.period.label}，${page.period.from}至${page.period.to}`,
    );
    expect(String(rows[1]![0])).toContain(`统计期间：${page.period.from}至${page.period.to}`);
  });

  it('refuses a village doctor, who holds no 导出 of these reports', async () => {
    const village = authorized(await signInAs(env.server.app, 'cunyi01'));
    for (const path of [REPORT_PATHS.indicatorsExcel, REPORT_PATHS.teamSummaryExcel]) {
      const reply = await env.server.app.inject({ url: `${path}?period=year`, headers: village });
      expect(reply.statusCode).toBe(403);
    }
  });

  it('refuses a signed-out export', async () => {
    const reply = await env.server.app.inject({
      url: `${REPORT_PATHS.indicatorsExcel}?tab=chronic`,
    });
    expect(reply.statusCode).toBe(401);
  });
});
