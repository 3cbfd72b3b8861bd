// npm run try:deposits — the deposit flow end to end on this machine, nothing reaching outside:
// starts the PayChangu stand-in (tests/support/paychangu-stand-in.ts) and the built site pointed
// at it (PAYCHANGU_API_URL, both secrets), with its webhooks sent to the site. Set a deposit
// policy in /settings, ask for a stay on /booking, confirm it at /reservations, open the stay's
// link from the confirmation email (/outbox) and press "Pay the deposit": the stand-in's page
// offers "Pay" and "Fail". Ctrl+C stops both. PORT (default 3000), DATA_DIR (default
// ./data-deposits) and the other variables are passed on to the site.
import { spawn } from "node:child_process";
import path from "node:path";
import { startPaychanguStandIn } from "../tests/support/paychangu-stand-in";

const port = process.env.PORT || "3000";
const standIn = await startPaychanguStandIn({ port: Number(process.env.STAND_IN_PORT || 0) });
standIn.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/paychangu/webhook`);
console.log(`PayChangu stand-in at ${standIn.url}; its webhooks go to http://127.0.0.1:${port}/api/payments/paychangu/webhook`);

const site = spawn(process.execPath, [path.resolve(import.meta.dirname, "../server.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    // vite-node sets development, which would serve the sources through Vite: the built site is what is tried.
    NODE_ENV: "production",
    PORT: port,
    DATA_DIR: process.env.DATA_DIR || "./data-deposits",
    PAYCHANGU_API_URL: standIn.url,
    PAYCHANGU_SECRET_KEY: standIn.secretKey,
    PAYCHANGU_WEBHOOK_SECRET: standIn.webhookSecret,
  },
});
const stop = () => {
  site.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
site.on("exit", (code) => {
  void standIn.close().then(() => process.exit(code ?? 0));
});
