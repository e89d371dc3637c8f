import { languages, setLanguage, useTranslation } from '@care/i18n';
import { Button, HStack } from '@chakra-ui/react';

/**
 * The language of the page, switchable without a reload and kept for the next
 * visit (the `locale` key). Each language is named in itself, so it is found
 * whatever the page speaks.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  return (
    <HStack role="group" aria-label={t('language.label')} gap="1" justify="center">
      {languages.map((language) => (
        <Button
          key={language}
          lang={language}
          size="xs"
          variant={i18n.language === language ? 'subtle' : 'ghost'}
          aria-pressed={i18n.language === language}
          onClick={() => void setLanguage(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </HStack>
  );
}
