import type { ClientMessage } from '@halcyon/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConnectionAuth } from './connection-auth.ts';

let token: string | null;
let sent: ClientMessage[];
let auth: ConnectionAuth;

beforeEach(() => {
  token = 'access-1';
  sent = [];
  auth = new ConnectionAuth({ token: () => token, onChange: () => () => {} }, (message) =>
    sent.push(message),
  );
});

describe('ConnectionAuth', () => {
  it('sends the token when there is one', () => {
    expect(auth.authenticate()).toBe(true);
    token = null;
    expect(auth.authenticate()).toBe(false);
    expect(sent).toEqual([{ op: 'auth', token: 'access-1' }]);
  });

  it('after a refusal, authenticates once ahead of the channels asked for again', () => {
    auth.authenticateIfRefused();
    expect(sent).toEqual([]);
    auth.refused();
    auth.authenticateIfRefused();
    auth.authenticateIfRefused();
    expect(sent).toEqual([{ op: 'auth', token: 'access-1' }]);
  });

  it('a refusal with no token left waits for one', () => {
    auth.refused();
    token = null;
    auth.authenticateIfRefused();
    token = 'access-2';
    auth.authenticateIfRefused();
    expect(sent).toEqual([{ op: 'auth', token: 'access-2' }]);
  });

  it('an accepted token or a new connection clears the refusal', () => {
    auth.refused();
    auth.clearRefusal();
    auth.authenticateIfRefused();
    expect(sent).toEqual([]);
  });
});
