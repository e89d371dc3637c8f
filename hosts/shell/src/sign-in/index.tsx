import { createRoot } from 'react-dom/client';
import { startSignInPages } from './start-sign-in-pages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startSignInPages(createRoot(container));
