import { QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { askAgainInNewLanguage } from '../../src/app/language/ask-again-in-new-language';

async function setUp() {
  const i18n = createInstance();
  await i18n.init({ lng: 'en', resources: { en: {}, ar: {} }, showSupportNotice: false });
  const queryClient = new QueryClient();
  const observed = queryClient.getQueryCache().build(queryClient, {
    queryKey: ['load'],
    queryFn: () => 'answer',
  });
  await observed.fetch();
  return { i18n, queryClient, stale: () => observed.isStaleByTime(Infinity) };
}

describe('askAgainInNewLanguage', () => {
  it('marks every query stale when the language changes, so it is asked again in the new one', async () => {
    const { i18n, queryClient, stale } = await setUp();
    askAgainInNewLanguage(i18n, queryClient);
    expect(stale()).toBe(false);
    await i18n.changeLanguage('ar');
    expect(stale()).toBe(true);
  });

  it('leaves the queries alone when the same language is set again', async () => {
    const { i18n, queryClient, stale } = await setUp();
    askAgainInNewLanguage(i18n, queryClient);
    await i18n.changeLanguage('en');
    expect(stale()).toBe(false);
  });

  it('stops once undone', async () => {
    const { i18n, queryClient, stale } = await setUp();
    const undo = askAgainInNewLanguage(i18n, queryClient);
    undo();
    await i18n.changeLanguage('ar');
    expect(stale()).toBe(false);
  });
});
