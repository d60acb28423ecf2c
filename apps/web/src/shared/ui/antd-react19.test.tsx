import { act, screen, waitFor } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enableAntdMobileOnReact19 } from './antd-react19.ts';

beforeAll(() => enableAntdMobileOnReact19());
afterEach(() => {
  Toast.clear();
  Dialog.clear();
});

describe('antd-mobile imperative APIs under React 19', () => {
  it('Toast.show renders its content into the document', async () => {
    act(() => {
      Toast.show({ content: 'Saved to the server' });
    });
    expect(await screen.findByText('Saved to the server')).toBeTruthy();
  });

  it('Dialog.alert renders and closes on OK', async () => {
    let closed = false;
    act(() => {
      void Dialog.alert({ content: 'Line one\nLine two', confirmText: 'OK' }).then(() => {
        closed = true;
      });
    });
    expect(await screen.findByText(/Line one/)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(closed).toBe(true));
  });
});
