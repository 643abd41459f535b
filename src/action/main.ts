import { reportFailure, runAction } from './run';

/** The action's entry point, bundled into dist/index.js by scripts/build.mjs. */
runAction().catch(reportFailure);
