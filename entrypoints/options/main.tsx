import '@newsflash/protocol/zod';
import { render } from 'preact';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { App } from './App';
import './style.css';

// Validation messages in words ("Too big: expected number to be <=20"); only this page shows them.
z.config(en());

render(<App />, document.getElementById('app')!);
