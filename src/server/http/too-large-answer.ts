import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRIVATE_ANSWER_HEADERS, type Route } from '@/lib/routes/route-table';
import { answerThenClose } from './lingering-close';

/** Words the 413 of a route, in the person's language (src/server/entry/too-large-answers.ts). */
export type TooLargeAnswerOf = (request: Request, route: Route) => Promise<Response>;

/** A Node request's headers as fetch's `Headers`, for the helpers that read a person's language from them. */
function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
  }
  return headers;
}

/** Answers 413 to a request whose body is over its path's limit, without reading (more of) the body. */
export async function answerTooLarge(request: IncomingMessage, response: ServerResponse, route: Route, tooLargeAnswerOf: TooLargeAnswerOf): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const answer = await tooLargeAnswerOf(new Request(url, { headers: headersOf(request) }), route);
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  answerThenClose(request, response, 413, route.isPrivate ? PRIVATE_ANSWER_HEADERS : {}, Buffer.from(await answer.arrayBuffer()));
}
