/**
 * The shell's runtime plugin that lends its federation runtime core to the remotes: a remote built
 * with `experiments.externalRuntime` reads `_FEDERATION_RUNTIME_CORE` from the global object
 * instead of carrying its own copy (webpack/federation.cjs).
 *
 * It stands in for the plugin that `experiments.provideExternalRuntime` adds: that one is loaded
 * through its CommonJS build, which put a second runtime core (and SDK) beside the shell's own,
 * 22 KB gzip more on every page. Imported as an ES module, this is the very instance the shell's
 * bundler runtime uses.
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
