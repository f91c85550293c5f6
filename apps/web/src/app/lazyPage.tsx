import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A page whose code is fetched the first time it is shown, so the first screen carries only its own. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy<ComponentType>(async () => ({ default: (await load())[name] }));
}

function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center flex={1} p="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** Shows a loader while a lazy page's code arrives. */
export function PageSuspense({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}
