/**
 * The Chakra components every page may need, re-exported. Apps never import
 * @chakra-ui/react themselves (a second copy would have no provider), and
 * @care/ui is a federation shared module that is not tree-shaken: each export
 * here ships before the first page paints. Components only the signed-in
 * panel needs are in `@care/ui/panel`. Every component of both needs its
 * recipe in system/system.ts.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Field,
  Flex,
  HStack,
  Heading,
  Icon,
  IconButton,
  Input,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Text,
  VStack,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  HeadingProps,
  HTMLChakraProps,
  IconButtonProps,
  InputProps,
  LinkProps,
  StackProps,
  SystemStyleObject,
  TextProps,
} from '@chakra-ui/react';
