import { publishStack, startE2eStack } from './stack';

/** Starts the composed product on free ports with a fresh database seeded with the demo data. */
export default async function globalSetup() {
  const stack = await startE2eStack();
  publishStack(stack);
  return () => stack.stop();
}
