import i18next from 'i18next';

/** The lazy route: one heading, as large as the bill's first paint. */
export function Page() {
  return (
    <main>
      <h1>{i18next.t('greeting')}</h1>
    </main>
  );
}
