import type { MemberImportPreview } from '@care/contracts/member';
import { useTranslation } from '@care/i18n';
import { useListReturnPath } from '@care/platform/list-state';
import { Link } from '@care/platform/router';
import { Box, Flex, Stack, Text } from '@care/ui';
import { PageHeader } from '@care/ui/page';
import { useState } from 'react';
import { useCurrentOperator } from '../api/current-operator';
import { memberPaths } from '../paths';
import { CheckStep } from './CheckStep';
import { registerImportResources } from './i18n/register';
import { guessMapping, type MappingFormValues } from './import-mapping';
import { ImportProgress } from './ImportProgress';
import { MapStep } from './MapStep';
import { UploadStep } from './UploadStep';

registerImportResources();

type Step =
  | { name: 'upload' }
  | { name: 'map'; file: File; preview: MemberImportPreview; values: MappingFormValues }
  | { name: 'check'; file: File; preview: MemberImportPreview; values: MappingFormValues }
  | { name: 'import'; file: File; jobId: string; sentInvitations: boolean };

const stepNames = ['upload', 'map', 'check', 'import'] as const;

/** Where the wizard is: every step named, the current one marked. */
function Steps({ current }: { current: Step['name'] }) {
  const { t } = useTranslation('members');
  const index = stepNames.indexOf(current);
  return (
    <Flex as="ol" aria-label={t('import.steps.label')} gap="2" wrap="wrap" listStyle="none">
      {stepNames.map((name, position) => (
        <Box
          as="li"
          key={name}
          aria-current={position === index ? 'step' : undefined}
          px="3"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          fontSize="sm"
          fontWeight={position === index ? 'semibold' : 'normal'}
          bg={position === index ? 'colorPalette.subtle' : undefined}
          color={position > index ? 'fg.muted' : undefined}
        >
          <Text as="span">
            {position + 1}. {t(`import.steps.${name}`)}
          </Text>
        </Box>
      ))}
    </Flex>
  );
}

/** Importing members from a CSV file: upload, map the columns, check, import, see what happened. */
export default function ImportPage({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('members');
  const listPath = useListReturnPath(memberPaths.list(organizationId));
  const me = useCurrentOperator(organizationId);
  const [step, setStep] = useState<Step>({ name: 'upload' });

  let content;
  switch (step.name) {
    case 'upload':
      content = (
        <UploadStep
          organizationId={organizationId}
          cancelTo={listPath}
          onNext={(file, preview) =>
            setStep({ name: 'map', file, preview, values: guessMapping(preview) })
          }
        />
      );
      break;
    case 'map':
      content = (
        <MapStep
          preview={step.preview}
          initial={step.values}
          isSuperOperator={me?.isSuperOperator === true}
          onBack={() => setStep({ name: 'upload' })}
          onNext={(values) => setStep({ ...step, name: 'check', values })}
        />
      );
      break;
    case 'check':
      content = (
        <CheckStep
          organizationId={organizationId}
          file={step.file}
          preview={step.preview}
          values={step.values}
          onBack={() => setStep({ ...step, name: 'map' })}
          onStarted={(jobId, sentInvitations) =>
            setStep({ name: 'import', file: step.file, jobId, sentInvitations })
          }
        />
      );
      break;
    case 'import':
      content = (
        <ImportProgress
          organizationId={organizationId}
          jobId={step.jobId}
          file={step.file}
          sentInvitations={step.sentInvitations}
          listPath={listPath}
          onAnother={() => setStep({ name: 'upload' })}
        />
      );
      break;
  }

  return (
    <Stack gap="6">
      <PageHeader title={t('import.title')} back={<Link to={listPath}>{t('backToList')}</Link>} />
      <Steps current={step.name} />
      {content}
    </Stack>
  );
}
