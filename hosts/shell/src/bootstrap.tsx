import { createRoot } from 'react-dom/client';
import { startShell } from './app/boot/start-shell';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void startShell(createRoot(container));
