import { type Reply, type Row } from './resourcesFixtures';

/** A follow-up saved without a class and a next date got the ones the rules propose. */
export const expectProposedVisit = (reply: Reply<Row>, cls: string, nextVisitDate: string) => {
  expect(reply.status).toBe(201);
  expect(reply.body.Response).toMatchObject({ visitClassification: cls, nextVisitDate });
};
