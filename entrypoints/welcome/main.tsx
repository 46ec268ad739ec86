import '@newsflash/protocol/zod';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { localisePage } from '@/components/localisePage';
import { WelcomePage } from '@/components/welcome/WelcomePage';
import { WELCOME_PORT } from '@/utils/messages';
import { t } from '@/utils/base/i18n';
import '@/components/form-page.css';
import './style.css';

localisePage(t('welcome.title'));
// The background keeps notifications and prices off if this page closes before the reader chooses;
// it knows through this port (reopened if the worker restarts while the page is open).
const hold = () => browser.runtime.connect({ name: WELCOME_PORT }).onDisconnect.addListener(() => setTimeout(hold, 1_000));
hold();
render(<WelcomePage />, document.getElementById('app')!);
