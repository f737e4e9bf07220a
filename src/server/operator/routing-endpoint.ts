// `GET /api/routing` and `PUT /api/routing`: the whole routing as one JSON document, for automation holding
// ADMIN_TOKEN (the rules of /api/people). The Teams page reads and writes the same through src/server/routing/.
import { getDatabase } from '@/server/db/client';
import { readLimitedBody } from '@/server/http/read-limited-body';
import { readRouting, replaceRouting } from '@/server/routing/routing-store';
import { answerWithinOverride } from '@/server/routing/routing-settings';
import { routingProblemText } from '@/server/routing/routing-words';
import { databaseUnavailable, respondToOperator, type OperatorRequest } from './operator-endpoint';

/** The answer's `msg`: LEAD_ANSWER_WITHIN, when set, is what routing waits, whatever the document says. */
const okMessage = answerWithinOverride ? `ok; LEAD_ANSWER_WITHIN (${answerWithinOverride.text}) overrides answerWithin` : 'ok';

const refuse = ({ headers }: OperatorRequest, status: number, msg: string, data?: object) =>
  Response.json({ success: false, msg, ...(data ? { data } : {}) }, { status, headers });

/** `GET /api/routing`: `{ success, msg, data: <the routing document> }`. */
export function respondWithRouting(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    try {
      const document = await readRouting((await getDatabase()).db);
      return Response.json({ success: true, msg: okMessage, data: document }, { headers: operator.headers });
    } catch (error) {
      return databaseUnavailable(operator, error, 'routing read failed');
    }
  });
}

/**
 * `PUT /api/routing` with the whole document as JSON: replaces the routing and answers it as stored; a bad document
 * changes nothing and answers 400, `msg` naming the first problem's field, `data.problems` every one.
 */
export function respondToRoutingReplace(request: Request): Promise<Response> {
  return respondToOperator(request, async (operator) => {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return refuse(operator, 415, 'send the routing document as application/json');
    const body = await readLimitedBody(request);
    if (!body.ok)
      return body.reason === 'too-large' ? refuse(operator, 413, 'the routing document is too large') : refuse(operator, 400, 'the body could not be read');
    let input: unknown;
    try {
      input = JSON.parse(body.text);
    } catch {
      return refuse(operator, 400, 'the body is not JSON: send {"answerWithin": "5m", "teams": [...]}');
    }
    try {
      const result = await replaceRouting(input, (await getDatabase()).db, new Date());
      if (!result.ok) {
        const problems = result.problems.map((problem) => ({ ...problem, message: routingProblemText(problem, 'en') }));
        return refuse(operator, 400, problems[0]?.message ?? 'bad routing document', { problems });
      }
      operator.log.info({ teams: result.document.teams.length }, 'routing replaced');
      return Response.json({ success: true, msg: okMessage, data: result.document }, { headers: operator.headers });
    } catch (error) {
      return databaseUnavailable(operator, error, 'routing replace failed');
    }
  });
}
