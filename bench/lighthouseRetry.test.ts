import { describe, expect, it } from 'vitest';
import { lighthouseTraceError } from './lighthouseRetry.ts';

describe('lighthouseTraceError', () => {
  it("names the code of the CLI's trace error, which Lighthouse asks to run again", () => {
    const stderr =
      'LH:ChromeLauncher Waiting for browser.\nRuntime error encountered: Something went wrong with recording the trace over your page load. Please run Lighthouse again. (NO_NAVSTART)\n';
    expect(lighthouseTraceError({ stderr })).toBe('NO_NAVSTART');
  });

  it("names the code of a report's trace runtime error", () => {
    expect(lighthouseTraceError({ runtimeErrorCode: 'NO_TRACING_STARTED' })).toBe('NO_TRACING_STARTED');
  });

  it('leaves the errors that are the page’s own doing, and unknown failures, alone', () => {
    expect(lighthouseTraceError({ runtimeErrorCode: 'NO_FCP' })).toBeUndefined();
    expect(lighthouseTraceError({ stderr: 'Runtime error encountered: The page did not paint any content. (NO_FCP)' })).toBeUndefined();
    expect(lighthouseTraceError({ stderr: 'Runtime error encountered: Lighthouse was unable to reliably load the page you requested. (ERRORED_DOCUMENT_REQUEST)' })).toBeUndefined();
    expect(lighthouseTraceError({ stderr: 'Error: spawn lighthouse ENOENT (NO_NAVSTART)' })).toBeUndefined();
  });
});
