// A Firestore-protocol (gRPC) server for local runs: the official emulator needs Java 21 and a jar
// download these machines cannot do. firebase-admin reaches it through FIRESTORE_EMULATOR_HOST.
import { FirestoreServer } from '@firestore-emulator/server';

const port = Number(process.env.FIRESTORE_PORT ?? 8080);
const server = new FirestoreServer();
await server.start(port);
console.log(`firestore ready on 127.0.0.1:${port}`);
const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
