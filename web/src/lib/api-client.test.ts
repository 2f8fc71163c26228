import { describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from './api-client';

describe('serverMessage', () => {
  it('shows the server’s JSON message, and our default for anything else', () => {
    expect(
      serverMessage(
        new ApiError(422, '{"message":"This file isn’t a Word document.","code":"unreadable_file"}', 'x'),
        'Failed to upload CV',
      ),
    ).toBe('This file isn’t a Word document.');
    expect(
      serverMessage(new ApiError(502, '<html><body>Bad Gateway</body></html>', 'Bad Gateway'), 'Failed to upload CV'),
    ).toBe('Failed to upload CV');
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'), 'Failed to analyze CV')).toBe(
      'Failed to analyze CV',
    );
    expect(serverMessage(new ApiError(400, '{"message":{"nested":1}}', 'x'), 'Default')).toBe('Default');
    expect(serverMessage(new Error('network'), 'Default')).toBe('Default');
  });
});
