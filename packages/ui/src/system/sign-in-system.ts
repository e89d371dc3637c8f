import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { careSystemConfig, signInRecipes } from './config';

/** The system of the sign-in pages' own bundle: the same theme, their recipes only. */
export const signInSystem = createSystem(defaultBaseConfig, careSystemConfig(signInRecipes));
