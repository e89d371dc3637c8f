import { switchPushOff, switchPushOn, usePushStore, type PushStatus } from './push-registration';

export interface PushRegistration {
  status: PushStatus;
  /** Whether the user wants push in this browser (the settings switch). */
  switchedOn: boolean;
  switchOn: () => Promise<void>;
  switchOff: () => Promise<void>;
}

/** For the settings page's push switch: where push stands, and the switch's two actions. */
export function usePushRegistration(): PushRegistration {
  const status = usePushStore((state) => state.status);
  return { status, switchedOn: status !== 'off', switchOn: switchPushOn, switchOff: switchPushOff };
}
