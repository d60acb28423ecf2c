import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, showErrorToast, showToast } from '../ui/feedback.ts';
import { ApiError } from './api-error.ts';
import { presentError } from './present-error.ts';

vi.mock('../ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showErrorToast: vi.fn(),
  showAlert: vi.fn(async () => {}),
}));

const http = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', status, code: 'X', message: `message ${status}`, ...extra });

beforeEach(() => vi.clearAllMocks());

describe('presentError (spec section 8, presentation)', () => {
  it('shows 422 field messages joined by new lines in a modal', () => {
    presentError(http(422, { errors: { account: ['Too short'], email: ['Invalid e-mail format'] } }));
    expect(showAlert).toHaveBeenCalledWith('Too short\nInvalid e-mail format');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows 5xx in a modal', () => {
    presentError(http(503));
    expect(showAlert).toHaveBeenCalledWith('message 503');
  });

  it('shows other statuses and business errors as a default (4 s) toast', () => {
    presentError(http(409));
    presentError(new ApiError({ kind: 'business', status: 200, code: 'NOPE', message: 'no way' }));
    expect(showToast).toHaveBeenNthCalledWith(1, 'message 409');
    expect(showToast).toHaveBeenNthCalledWith(2, 'no way');
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('warns about the network connection on a network failure', () => {
    presentError(new ApiError({ kind: 'network', code: 5, message: 'network request failed' }));
    expect(showErrorToast).toHaveBeenCalledWith('http.networkWarning');
  });

  it('stays quiet after the 401 handling and on the caller’s own abort', () => {
    const ended = http(401);
    ended.sessionEnded = true;
    presentError(ended);
    presentError(new ApiError({ kind: 'abort', code: 600003, message: 'abort' }));
    expect(showToast).not.toHaveBeenCalled();
    expect(showErrorToast).not.toHaveBeenCalled();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('says "unknown error" for anything that is not an ApiError', () => {
    presentError(new Error('boom'));
    expect(showErrorToast).toHaveBeenCalledWith('http.unknown');
  });
});
