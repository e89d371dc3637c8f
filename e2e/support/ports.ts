/** The e2e stack runs beside a `pnpm start` stack, on ports of its own (3306 is MariaDB's). */
export const e2ePorts = {
  shell: 3400,
  api: 4400,
  auth: 9499,
  remotes: {
    members: 3401,
    orders: 3402,
    tags: 3403,
    documents: 3404,
    outposts: 3405,
    admin: 3406,
    account: 3407,
  },
};
export const pidFile = (name: string) => `${process.env.E2E_STATE_DIR}/${name}.pid`;
