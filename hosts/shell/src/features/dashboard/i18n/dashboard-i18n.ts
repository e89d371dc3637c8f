import { registerResources, useTranslation } from '@care/i18n';
import { dashboardFiguresEn } from './en';
import { dashboardFiguresPl } from './pl';

const NAMESPACE = 'dashboardFigures';
registerResources(NAMESPACE, { pl: dashboardFiguresPl, en: dashboardFiguresEn });

/** The figures' strings; registered when the dashboard's chunk loads. */
export const useDashboardTranslation = () => useTranslation(NAMESPACE);
