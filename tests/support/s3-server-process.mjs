// Runs s3rver as a process of its own for tests/support/s3-server.ts: `node
// --openssl-legacy-provider s3-server-process.mjs DIRECTORY BUCKET`. s3rver 3.7 seals its
// listing continuation tokens with DES, which OpenSSL 3 only offers through its legacy
// provider; in a process of its own that flag touches nothing else. Prints the port as one
// JSON line once it listens; SIGTERM stops it.
import process from "node:process";
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
