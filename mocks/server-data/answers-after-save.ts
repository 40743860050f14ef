import type { NextFunction, Request, Response } from 'express';

/**
 * With a data folder, the server's promise is that nothing it accepted is lost: an answer goes out only
 * once every change made before it is saved (server-data.ts), so a call answered is a call kept, even if
 * the process is killed the next moment. The handlers write their answer as usual; its first byte waits
 * here. A save that fails turns the answer into a 500, as a real server's failed commit would: the
 * change stays in memory and the next save tries again.
 */
export function answersAfterSave(saved: () => Promise<void>, folder: string) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    let waited: Promise<boolean> | undefined;
    const whenSaved = (): Promise<boolean> =>
      (waited ??= saved().then(
        () => true,
        (error: unknown) => {
          console.error(`[mock server] could not save the data to ${folder}; the call is answered 500:`, error);
          for (const header of ['Content-Length', 'Content-Type', 'Content-Encoding']) response.removeHeader(header);
          response.statusCode = 500;
          response.setHeader('Content-Type', 'application/json');
          end(JSON.stringify({ status: 'false', message: 'Server error' }));
          return false;
        },
      ));
    // Chunks keep their order: each waits on the same promise, and its callbacks run in turn.
    response.write = ((...args: Parameters<typeof write>) => {
      void whenSaved().then((answered) => answered && write(...args));
      return true;
    }) as typeof response.write;
    response.end = ((...args: Parameters<typeof end>) => {
      void whenSaved().then((answered) => answered && end(...args));
      return response;
    }) as typeof response.end;
    next();
  };
}
