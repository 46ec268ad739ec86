import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settings } from '@/utils/settings';
import { dismissIfUnchosen } from './onboarding';

describe('onboarding', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a welcome page closed with nothing chosen keeps notifications off and says so', async () => {
    await settings.onboarding.item.setValue('pending');
    await settings.alerts.item.setValue({ ...(await settings.alerts.get()), desktop: 'pending' });
    await dismissIfUnchosen(settings);
    expect(await settings.onboarding.get()).toBe('dismissed');
    expect((await settings.alerts.get()).desktop).toBe('off');
  });

  it('leaves a reader who chose alone', async () => {
    await settings.onboarding.item.setValue('done');
    await settings.alerts.item.setValue({ ...(await settings.alerts.get()), desktop: 'important' });
    await dismissIfUnchosen(settings);
    expect(await settings.onboarding.get()).toBe('done');
    expect((await settings.alerts.get()).desktop).toBe('important');
  });

  it('an install from before the welcome page reads as done, with every notification', async () => {
    expect(await settings.onboarding.get()).toBe('done');
    expect((await settings.alerts.get()).desktop).toBe('all');
  });
});
