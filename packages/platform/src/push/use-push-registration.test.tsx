import { act, renderHook } from '@testing-library/react';
import { PUSH_SWITCHED_OFF_STORAGE_KEY } from './push-token-store';
import { usePushRegistration } from './use-push-registration';
import { usePushStore } from './push-registration';

describe('usePushRegistration', () => {
  it('gives the settings switch where push stands, and switching off is kept for this browser', async () => {
    const { result } = renderHook(() => usePushRegistration());
    expect(result.current).toMatchObject({ status: 'idle', switchedOn: true });

    act(() => usePushStore.setState({ status: 'denied' }));
    expect(result.current).toMatchObject({ status: 'denied', switchedOn: true });

    await act(() => result.current.switchOff());
    expect(result.current).toMatchObject({ status: 'off', switchedOn: false });
    expect(localStorage.getItem(PUSH_SWITCHED_OFF_STORAGE_KEY)).toBe('true');
  });
});
