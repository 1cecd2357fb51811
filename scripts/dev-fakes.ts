// `npm run dev:fakes`: the product as `npm start` runs it, with 카카오 and 네이버 played by the fake
// providers the tests use (real OAuth 2.0 servers on loopback, tests/fakes/oauth-providers.ts), so
// 카카오로 시작하기 and 네이버로 시작하기 work on a machine without keys or network, and beside it the
// tests' push service (web-push-testing, tests/fakes/push-service.ts): a phone to subscribe where
// the browser's own push service is out of reach (README: 푸시 알림). One Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { DEMO_PEOPLE, type FakeProvider, startFakeProvider } from '../tests/fakes/oauth-providers';
import { startPushService } from '../tests/fakes/push-service';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const kakao = await startFakeProvider('kakao', port('FAKE_KAKAO_PORT', 4290));
const naver = await startFakeProvider('naver', port('FAKE_NAVER_PORT', 4291));
const providers: FakeProvider[] = [kakao, naver];
const pushService = await startPushService({ port: port('FAKE_PUSH_PORT', 4292) });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  KAKAO_CLIENT_ID: 'dev-fakes-kakao',
  KAKAO_CLIENT_SECRET: 'dev-fakes-kakao-secret',
  KAKAO_AUTH_BASE: kakao.url,
  KAKAO_API_BASE: kakao.url,
  NAVER_CLIENT_ID: 'dev-fakes-naver',
  NAVER_CLIENT_SECRET: 'dev-fakes-naver-secret',
  NAVER_AUTH_BASE: naver.url,
  NAVER_API_BASE: naver.url,
};

console.log(`가짜 카카오: ${kakao.url}  (로그인하는 사람: ${DEMO_PEOPLE.kakao.name}, ${DEMO_PEOPLE.kakao.email})`);
console.log(`가짜 네이버: ${naver.url}  (로그인하는 사람: ${DEMO_PEOPLE.naver.name}, ${DEMO_PEOPLE.naver.email})`);
console.log(`가짜 푸시 서비스: ${pushService.url}`);

const product = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env });

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  if (product.exitCode === null) product.kill(signal);
  await Promise.all([...providers.map((provider) => provider.stop()), pushService.stop()]);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
product.on('exit', (code) => {
  void stop('SIGTERM').then(() => process.exit(code ?? 0));
});
