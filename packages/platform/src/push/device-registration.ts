import { notificationEndpoints } from '@care/contracts/notification';
import { isApiError } from '../api/api-error';
import { callEndpoint } from '../api/call-endpoint';

/** A device registration gives up after 10 seconds and is retried once on a 5xx. */
export const DEVICE_REGISTRATION_TIMEOUT_MS = 10_000;

type DeviceEndpoint =
  typeof notificationEndpoints.addDevice | typeof notificationEndpoints.removeDevice;

async function callWithTimeout(endpoint: DeviceEndpoint, deviceId: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('The device registration timed out.')),
    DEVICE_REGISTRATION_TIMEOUT_MS,
  );
  try {
    await callEndpoint(endpoint, { body: { deviceId }, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function sendDevice(endpoint: DeviceEndpoint, deviceId: string): Promise<void> {
  try {
    await callWithTimeout(endpoint, deviceId);
  } catch (error) {
    if (!(isApiError(error) && error.status >= 500)) throw error;
    await callWithTimeout(endpoint, deviceId);
  }
}

/** Tells the API this browser receives the signed-in user's pushes under `deviceId` (the token). */
export const addDevice = (deviceId: string) =>
  sendDevice(notificationEndpoints.addDevice, deviceId);

/** Tells the API to stop pushing to `deviceId`. */
export const removeDevice = (deviceId: string) =>
  sendDevice(notificationEndpoints.removeDevice, deviceId);
