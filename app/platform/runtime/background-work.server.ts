import { log } from "~/platform/runtime/log.server";

/** Runs `work` once the current request's answer has gone; `what` names it in the log if it fails. */
export type AfterAnswer = (what: string, work: () => Promise<void>) => void;

/** What says when an answer has gone: Node's response for the request (absent when the app is called without a server). */
interface Answer {
  readonly writableFinished: boolean;
  readonly destroyed: boolean;
  once(event: "finish" | "close", listener: () => void): unknown;
}

/**
 * Work a request sets off but does not wait for, done after its answer has been handed to the
 * network, so the answer's timing cannot depend on it (a forgotten-password request for an
 * account and for an unknown email answer alike, docs/decisions/038-limits-and-device-cookies.md).
 * A failure is logged, never thrown; `settle` lets shutdown finish what was started before the
 * database closes. Work not yet done when the process dies is lost: only what may be asked
 * again (a reset link) goes here.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  afterAnswer(answer: Answer | undefined, what: string, work: () => Promise<void>): void {
    const gone = new Promise<void>((resolve) => {
      if (!answer || answer.writableFinished || answer.destroyed) {
        setImmediate(resolve);
        return;
      }
      answer.once("finish", resolve);
      // A client that went away never gets its answer finished.
      answer.once("close", resolve);
    });
    const done: Promise<void> = gone
      .then(work)
      .catch((error: unknown) => log.error(`${what} failed`, { error }))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every piece of work started so far (and any it started) has finished. */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
