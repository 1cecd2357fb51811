// `npm run start:proxy`: Debian's nginx in the foreground in front of the running product
// (`npm start`), with deploy/nginx.conf filled in for this machine. HTTPS on PROXY_PORT with the
// certificate PROXY_CERT/PROXY_KEY, or one made here for localhost and kept in PROXY_DIR; plain
// HTTP on PROXY_HTTP_PORT sends visitors there; PROXY_PURGE_PORT, on loopback only, is where the
// api evicts a removed picture (the api's IMAGE_CACHE_PURGE_URLS=http://127.0.0.1:<port>).
// SIGTERM or SIGINT to this script stops nginx gracefully (the requests under way finish); a
// Ctrl-C in the terminal reaches nginx itself too, which then stops at once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const CACHE_PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';
const ROOT = path.resolve(import.meta.dirname, '..');

const env = process.env;
const proxyPort = env.PROXY_PORT ?? '8443';
const proxyHttpPort = env.PROXY_HTTP_PORT ?? '8080';
const proxyPurgePort = env.PROXY_PURGE_PORT ?? '8081';
const proxyDir = path.resolve(env.PROXY_DIR ?? path.join(ROOT, 'data', 'proxy'));

if (!fs.existsSync(NGINX)) {
  console.error(
    `nginx가 없습니다 (${NGINX}). 설치: apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static`,
  );
  process.exit(1);
}
// without it nginx would keep serving a removed picture from its cache
if (!fs.existsSync(CACHE_PURGE_MODULE)) {
  console.error(
    `nginx의 캐시 삭제 모듈이 없습니다 (${CACHE_PURGE_MODULE}). 설치: apt-get install -y libnginx-mod-http-cache-purge`,
  );
  process.exit(1);
}
if ((env.PROXY_CERT === undefined) !== (env.PROXY_KEY === undefined)) {
  console.error('PROXY_CERT와 PROXY_KEY는 함께 지정해야 합니다.');
  process.exit(1);
}

// The pages' cache starts empty: kept pages would name the files of the build before this one.
// The pictures' is kept (a picture's name is its content's hash).
fs.rmSync(path.join(proxyDir, 'cache', 'pages'), { recursive: true, force: true });
for (const dir of ['temp', 'cache']) fs.mkdirSync(path.join(proxyDir, dir), { recursive: true });

/** A self-signed certificate for localhost, made once and kept beside the configuration. */
function localCertificate() {
  const cert = path.join(proxyDir, 'localhost.crt');
  const key = path.join(proxyDir, 'localhost.key');
  if (fs.existsSync(cert) && fs.existsSync(key)) return { cert, key };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '825',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) {
    console.error(made.stderr);
    console.error('openssl로 인증서를 만들지 못했습니다.');
    process.exit(1);
  }
  fs.chmodSync(key, 0o600);
  return { cert, key };
}

const { cert, key } =
  env.PROXY_CERT && env.PROXY_KEY
    ? { cert: path.resolve(env.PROXY_CERT), key: path.resolve(env.PROXY_KEY) }
    : localCertificate();

const values = new Map(
  Object.entries({
    PROXY_PORT: proxyPort,
    PROXY_HTTP_PORT: proxyHttpPort,
    PROXY_PURGE_PORT: proxyPurgePort,
    // the http listener's redirect names the https port unless it is the default one
    HTTPS_PORT_SUFFIX: proxyPort === '443' ? '' : `:${proxyPort}`,
    PROXY_DIR: proxyDir,
    PROXY_CERT: cert,
    PROXY_KEY: key,
    PUBLIC_DIR: path.join(ROOT, 'public'),
    WEB_UPSTREAM: `127.0.0.1:${env.PORT ?? '3000'}`,
    API_UPSTREAM: `127.0.0.1:${env.API_PORT ?? '4000'}`,
  }),
);
/** @param {string} _ @param {string} name */
function valueOf(_, name) {
  const value = values.get(name);
  if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder \${${name}}`);
  return value;
}
let config = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8').replace(/\$\{(\w+)\}/g, valueOf);
// Debian's brotli module, when installed: its lines are on, else they stay comments
if (fs.existsSync(BROTLI_MODULE)) config = config.replace(/^(\s*)#brotli /gm, '$1');
const configFile = path.join(proxyDir, 'nginx.conf');
fs.writeFileSync(configFile, config);

// -e: nginx's own messages before it has read error_log go to the terminal, not /var/log/nginx
const nginxArgs = ['-p', proxyDir, '-e', 'stderr', '-c', configFile];
const test = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' });
if (test.status !== 0) {
  console.error(`nginx 설정 검사에 실패했습니다: ${configFile}`);
  process.exit(1);
}

const nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], { stdio: 'inherit' });
console.log(
  `\n빵잡 (nginx): https://localhost:${proxyPort}   → web ${values.get('WEB_UPSTREAM')}, api ${values.get('API_UPSTREAM')}`,
);
console.log(`http://localhost:${proxyHttpPort} → https, 사진 캐시 삭제: http://127.0.0.1:${proxyPurgePort}`);
console.log(`설정·로그·캐시: ${proxyDir}\n`);

// nginx stops gracefully on SIGQUIT (SIGTERM and SIGINT would drop the requests under way)
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    nginx.kill('SIGQUIT');
  });
}
nginx.on('exit', (code) => process.exit(code ?? (stopping ? 0 : 1)));
