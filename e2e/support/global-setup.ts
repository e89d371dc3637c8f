import { deploymentUrl } from './deployment';
import { useDeployment } from './deployment-setup';
import { newRunId } from './own-users';
import { publishStack, startE2eStack } from './stack';

/**
 * Starts the composed product on free ports with a fresh database seeded with the demo data;
 * or, when BASE_URL names a deployment, tests that one and removes what the run created there.
 */
export default async function globalSetup() {
  const baseUrl = deploymentUrl();
  if (baseUrl) {
    const deployment = await useDeployment(baseUrl);
    publishStack(deployment.description);
    return () => deployment.cleanUp();
  }
  const stack = await startE2eStack();
  publishStack({ ...stack, runId: newRunId() });
  return () => stack.stop();
}
