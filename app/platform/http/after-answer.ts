import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { AfterAnswer } from "~/platform/runtime/background-work.server";
import type { ApiEnv } from "./api-route";

/** Runs work once this request's answer has been handed to the network (Node's own response says when). */
export function afterAnswerOf(c: Context<ApiEnv>): AfterAnswer {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return (what, work) => c.var.services.background.afterAnswer(outgoing, what, work);
}
