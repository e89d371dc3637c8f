/** The e2e stack runs beside a `pnpm start` stack, on ports of its own. */
export const e2ePorts = {
  shell: 3300,
  api: 4300,
  auth: 9399,
  remotes: {
    members: 3301,
    orders: 3302,
    tags: 3303,
    documents: 3304,
    outposts: 3305,
    admin: 3306,
    account: 3307,
  },
};
export const pidFile = (name: string) => `${process.env.E2E_STATE_DIR}/${name}.pid`;
