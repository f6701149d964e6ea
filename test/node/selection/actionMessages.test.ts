import { describe, expect, it } from 'vitest';
import { actionFailureReason, readableMessage } from '@src/selection/logic/actionMessages';
import { boom, revoked } from '../state/hostileValues';

describe('what an action said', () => {
  it('shows a message trimmed and cut to 300 characters, and nothing that is not text', () => {
    expect(readableMessage('  Handed 2 deliveries to DHL. ')).toBe('Handed 2 deliveries to DHL.');
    expect(readableMessage('x'.repeat(400))).toHaveLength(300);
    for (const value of [undefined, '', '   ', 42, { message: 'no' }]) {
      expect(readableMessage(value)).toBeNull();
    }
  });

  it('gives an Error’s message or a string as the reason, else none', () => {
    expect(actionFailureReason(new Error('The courier service is down (503).'))).toBe(
      'The courier service is down (503).',
    );
    expect(actionFailureReason('Refused.')).toBe('Refused.');
    expect(actionFailureReason(new Error(''))).toBeNull();
    expect(actionFailureReason(null)).toBeNull();
  });

  it('gives no reason, and never throws, for a rejection that cannot be read', () => {
    const throwingMessage = new Error('hidden');
    Object.defineProperty(throwingMessage, 'message', { get: boom });
    const { proxy: revokedError, revoke } = Proxy.revocable(new Error('gone'), {});
    revoke();
    for (const error of [throwingMessage, revokedError, revoked()]) {
      expect(actionFailureReason(error)).toBeNull();
    }
  });
});
