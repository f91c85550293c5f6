import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema } from '@vigil/domain';
import { createThrottle } from '../../lib/throttle.ts';
import { CLIENT_ERROR_REPORT_INTERVAL_MS, clientErrorReport } from './clientErrorReport.ts';

const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

describe('client error report', () => {
  it('a script error is reported with where it happened', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'idpatient')");
    const report = clientErrorReport(
      {
        message: error.message,
        url: 'http://vigil/assets/index.js',
        lineNumber: 12,
        columnNumber: 40,
        error,
      },
      userAgent,
    );
    expect(report).toMatchObject({
      message: "Cannot read properties of undefined (reading 'idpatient')",
      url: 'http://vigil/assets/index.js',
      lineNumber: 12,
      columnNumber: 40,
      userAgent,
    });
    expect(report.error).toContain('TypeError');
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('an error without a message says so', () => {
    const report = clientErrorReport({ error: { reason: 42 } }, userAgent);
    expect(report.hasMessage).toBe(false);
    expect(report.message).toBeUndefined();
    expect(report.error).toBe('{"reason":42}');
  });

  it('long texts are cut to what the server accepts', () => {
    const report = clientErrorReport({ message: 'x'.repeat(5_000), error: 'y'.repeat(20_000) }, userAgent);
    expect(clientErrorReportSchema.safeParse(report).success).toBe(true);
  });

  it('a storm of errors sends one report per 5 s', () => {
    const throttle = createThrottle(CLIENT_ERROR_REPORT_INTERVAL_MS);
    const sentAt = [0, 100, 4_999, 5_000, 7_000, 10_001].filter((ms) => throttle.tryPass(ms));
    expect(sentAt).toEqual([0, 5_000, 10_001]);
  });
});
