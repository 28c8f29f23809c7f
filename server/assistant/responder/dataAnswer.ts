import { residentNamesIn } from '../outboundText';
import { listPlaces, OUT_OF_SCOPE } from '../tools/places';
import { runTool, type ToolOutcome } from '../tools/toolRegistry';
import { type ToolCaller, type ToolFinding } from '../tools/toolTypes';
import { sourcesAppendix } from './answerSources';
import { type QuestionShape, readQuestion } from './questionShapes';

/** One tool call a question shape asks for. */
interface PlannedCall {
  name: string;
  args: Readonly<Record<string, unknown>>;
}

const plannedCalls = (shape: QuestionShape, thisYear: number): PlannedCall[] => {
  switch (shape.kind) {
    case 'worklist':
      return shape.programmes.map((programme) => ({
        name: shape.list ? 'worklist_patients' : 'worklist_counts',
        args: { programme, view: shape.view, institution: shape.institution },
      }));
    case 'indicator':
      return shape.indicators.map((indicator) => ({
        name: 'indicator',
        args: {
          indicator,
          institution: shape.institution,
          year: shape.year ?? (shape.yearOffset ? thisYear + shape.yearOffset : undefined),
        },
      }));
    case 'resident':
      return [
        {
          name: 'resident_summary',
          args: { name: shape.name, idCard: shape.idCard, institution: shape.institution },
        },
      ];
    case 'condition':
      return [
        {
          name: 'condition_query',
          args: {
            combination: 1,
            conditions: shape.conditions,
            institution: shape.institution,
          },
        },
      ];
    case 'knowledge':
      return [];
  }
};

const outcomeMarkdown = (outcome: ToolOutcome): string => {
  switch (outcome.kind) {
    case 'found':
      return outcome.finding.markdown;
    case 'refused':
      return `## ${OUT_OF_SCOPE}\n\n${outcome.message.replace(`${OUT_OF_SCOPE}：`, '')}。`;
    case 'invalid':
      return `## 无法查询\n\n${outcome.message}。`;
  }
};

/**
 * The built-in responder's answer to a question about the user's own work (questionShapes.ts),
 * looked up with the same tools a model calls, as the asking user; undefined for any other
 * question. A refusal (无权查看) says why and shows nothing of the data; no answer links a page
 * the tools did not offer.
 */
export const answerFromData = (caller: ToolCaller, question: string): string | undefined => {
  const shape = readQuestion(question, {
    places: listPlaces(caller.ctx.db),
    residentNames: residentNamesIn(caller.ctx.db, [question]),
  });
  const calls = plannedCalls(shape, Number(caller.rc.today.slice(0, 4)));
  if (calls.length === 0) return undefined;
  const outcomes = calls.map((call) => runTool(caller, call.name, call.args));
  const findings: ToolFinding[] = outcomes.flatMap((outcome) =>
    outcome.kind === 'found' ? [outcome.finding] : [],
  );
  // A refusal is the whole answer: nothing found alongside it may hint at the refused data.
  const refusal = outcomes.find((outcome) => outcome.kind === 'refused');
  if (refusal) return outcomeMarkdown(refusal);
  return `${outcomes.map(outcomeMarkdown).join('\n\n')}${sourcesAppendix(findings)}`;
};
