import { logPushErrorOnce } from './push-errors';

it('tells the developer what a push error code means, once per page', () => {
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const cause = new Error('blocked by the user');

  logPushErrorOnce('permission-blocked', cause);
  logPushErrorOnce('permission-blocked', cause);

  expect(errorLog.mock.calls).toEqual([
    ['Push notifications: permission-blocked', 'The notification permission is blocked.', cause],
  ]);
  errorLog.mockRestore();
});
