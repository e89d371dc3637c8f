import { Button, Flex, HStack, Heading, Stack, Text } from '@care/ui';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title on what the page is for. */
  description?: ReactNode;
  /** The page's main actions (e.g. 'New tag'), at the end of the title's row. */
  actions?: ReactNode;
  /**
   * The way back up, as a router link whose text says where to, e.g.
   * `<Link to={paths.list(orgId)}>{t('backToList')}</Link>`; shown above the title with
   * an arrow. A link element because the kit knows no router.
   */
  back?: ReactElement<{ children?: ReactNode }>;
}

/** The top of every page: where it leads back to, what it is, and what can be done on it. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <Stack gap="2">
      {back && (
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          {cloneElement(back, undefined, <LuArrowLeft aria-hidden="true" />, back.props.children)}
        </Button>
      )}
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1" minWidth="0">
          {/* Focusable by script only: the panel moves the focus here when the page opens. */}
          <Heading as="h1" size="xl" tabIndex={-1}>
            {title}
          </Heading>
          {description && <Text color="fg.muted">{description}</Text>}
        </Stack>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
