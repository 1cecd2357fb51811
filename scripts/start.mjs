// `npm start`: the api (migrates, seeds an empty database) on API_PORT. One Ctrl-C stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const apiPort = process.env.API_PORT ?? '4000';
const api = spawn('npx', ['tsx', 'api/src/main.ts'], { stdio: 'inherit', env: process.env });
console.log(`빵잡 api: http://localhost:${apiPort}  (문서: http://localhost:${apiPort}/openapi.json)`);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code) => process.exit(code ?? 0));
