import { buildWhatIsStale } from '../../scripts/build-servers.mjs';

/**
 * The processes project's globalSetup: the compiled servers, built once before its files run side
 * by side (each file building them itself would have two builds write one folder at once).
 */
export default () => buildWhatIsStale();
